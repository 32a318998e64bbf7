import type { HomePageContent } from '../../content/types.ts'
import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { keepCompounds } from '../text/keep-compounds.tsx'
import './pilot.css'

type Props = Pick<HomePageContent, 'startTitle' | 'startLead' | 'start'>

/**
 * How a first project starts: the pilot, as a timeline read left to right on a wide
 * screen and top to bottom on a phone, every step with its text (a title alone would
 * look like a tile to tap). The booking page follows the last step.
 */
export function Pilot({ startTitle, startLead, start }: Props) {
  const lang = useLang()
  const t = useT()
  return (
    <section className="section section-alt home-pilot" aria-labelledby="how-we-start">
      <div className="wrap">
        <div className="home-pilot-head">
          <h2 id="how-we-start" className="section-title">
            {keepCompounds(startTitle)}
          </h2>
          <p className="lead">{keepCompounds(startLead)}</p>
        </div>
        <ol className="pilot-steps">
          {start.map((step) => (
            <li key={step.title} className="pilot-step">
              <h3 className="pilot-step-title">{keepCompounds(step.title)}</h3>
              <p>{keepCompounds(step.text)}</p>
            </li>
          ))}
        </ol>
        <p className="home-pilot-action">
          <a href={href('book', lang)} className="btn btn-primary">
            {t('button.bookConsultation')}
          </a>
        </p>
      </div>
    </section>
  )
}
