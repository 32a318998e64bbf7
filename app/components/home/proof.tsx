import { homeFigures } from '../../content/page-figures.ts'
import type { HomePageContent } from '../../content/types.ts'
import { FigureGrid } from '../sections/figure-grid.tsx'
import { keepCompounds } from '../text/keep-compounds.tsx'
import { PointList } from './point-list.tsx'
// The shared hero card and its figure rows (.hero-card, .hero-proof) live with the page hero.
import '../../styles/hero-card.css'
import './proof.css'

type Props = Pick<HomePageContent, 'advantagesTitle' | 'advantagesLead' | 'advantages' | 'statsTitle' | 'statsLead'>

/**
 * The claim's proof, straight under the hero: what a client gains, in four plain points,
 * beside the company's own figures with their evidence links. One section in two columns
 * rather than a card grid followed by a figures band.
 */
export function Proof({ advantagesTitle, advantagesLead, advantages, statsTitle, statsLead }: Props) {
  return (
    <section className="section home-proof" aria-labelledby="advantages">
      <div className="wrap home-proof-grid">
        <PointList
          id="advantages"
          title={advantagesTitle}
          lead={advantagesLead}
          points={advantages}
          listClassName="home-gains"
          className="home-gains-column"
        />
        <section className="hero-proof home-figures" aria-labelledby="stats">
          <h2 id="stats" className="home-figures-title">
            {keepCompounds(statsTitle)}
          </h2>
          <p className="home-figures-lead">{keepCompounds(statsLead)}</p>
          <FigureGrid keys={homeFigures} dark />
        </section>
      </div>
    </section>
  )
}
