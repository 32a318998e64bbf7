import type { ReactNode } from 'react'
import './prose-section.css'

type Props = { id: string; title: string; paragraphs: string[]; alt?: boolean; aside?: ReactNode }

/** Copy under a heading; an `aside` (a visual) stands beside it on a wide screen and under it on a phone. */
export function ProseSection({ id, title, paragraphs, alt = false, aside }: Props) {
  const copy = (
    <>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </>
  )
  return (
    <section className={alt ? 'section section-alt' : 'section'} aria-labelledby={id}>
      {aside ? (
        <div className="wrap prose-split">
          <div className="prose-copy">{copy}</div>
          <div className="prose-aside">{aside}</div>
        </div>
      ) : (
        <div className="wrap page-narrow prose-copy">{copy}</div>
      )}
    </section>
  )
}
