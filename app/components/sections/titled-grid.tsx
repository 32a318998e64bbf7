import type { ReactNode } from 'react'
import type { TitledText } from '../../content/types.ts'
import './titled-grid.css'
import { keepCompounds } from '../text/keep-compounds.tsx'

type Props = {
  id: string
  title: string
  lead?: string
  items: TitledText[]
  /** A process: its steps in one numbered row on a wide screen, a numbered list on a phone. */
  numbered?: boolean
  alt?: boolean
  /** Beside the heading (a sample tag, a link), on the heading's line. */
  aside?: ReactNode
}

/** A titled section of cards, or of a process's numbered steps. */
export function TitledGrid({ id, title, lead, items, numbered = false, alt = false, aside }: Props) {
  const heading = (
    <h2 id={id} className="section-title">
      {keepCompounds(title)}
    </h2>
  )
  return (
    <section className={alt ? 'section section-alt' : 'section'} aria-labelledby={id}>
      <div className="wrap">
        {aside ? (
          <div className="section-head">
            {heading}
            {aside}
          </div>
        ) : (
          heading
        )}
        {lead ? <p className="lead">{lead}</p> : null}
        {numbered ? (
          <ol className="step-track">
            {items.map((item) => (
              <li key={item.title}>
                <h3 className="step-track-title">{keepCompounds(item.title)}</h3>
                <p>{keepCompounds(item.text)}</p>
              </li>
            ))}
          </ol>
        ) : (
          <ul className="grid-cards titled-cards">
            {items.map((item) => (
              <li key={item.title} className="card">
                <h3 className="card-title">{keepCompounds(item.title)}</h3>
                <p>{keepCompounds(item.text)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
