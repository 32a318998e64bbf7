import type { ResponsiveImage } from '../../content/images.server.ts'
import type { HomePageContent } from '../../content/types.ts'
import { company } from '../../site.config.ts'
import { PagePhoto } from '../media/page-photo.tsx'
import { SampleTag } from '../proof/sample-tag.tsx'
import { keepCompounds } from '../text/keep-compounds.tsx'
import { PointList } from './point-list.tsx'
import './people.css'

type Props = Pick<HomePageContent, 'whyTitle' | 'whyLead' | 'why' | 'quotes'> & { photo?: ResponsiveImage }

/** Testimonials still marked sample in the company facts carry the sample tag. */
const sampleQuotes = new Set<string>(company.testimonials.filter((q) => q.sample).map((q) => q.id))

/**
 * The people behind the service: why clients stay (the four points as a list, not cards)
 * beside their own words, and the team's photograph above them once the editor sets one.
 * Without the photograph the two quotes stand alone: nothing waits for a picture.
 */
export function People({ whyTitle, whyLead, why, quotes, photo }: Props) {
  return (
    <section className="section home-people" aria-labelledby="why-us">
      <div className="wrap home-people-grid">
        <PointList id="why-us" title={whyTitle} lead={whyLead} points={why} listClassName="home-people-points" />
        <div className="home-people-voices">
          <PagePhoto photo={photo} sizes="(min-width: 64rem) 36rem, 100vw" className="home-people-photo" />
          {quotes.map((quote) => (
            <figure key={quote.id} className="home-quote">
              <blockquote>
                <p>{keepCompounds(quote.text)}</p>
              </blockquote>
              <figcaption>
                <span>
                  <span className="quote-role">{keepCompounds(quote.role)}</span>, {keepCompounds(quote.industry)}
                </span>
                {sampleQuotes.has(quote.id) ? <SampleTag className="home-quote-tag" /> : null}
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  )
}
