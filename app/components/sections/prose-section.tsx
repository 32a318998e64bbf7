import type { ReactNode } from 'react'
import type { FigureKey } from '../../site.config.ts'
import '../../styles/hero-card.css'
import './prose-section.css'
import { keepCompounds } from '../text/keep-compounds.tsx'
import { FigureGrid } from './figure-grid.tsx'

type Props = {
  id: string
  title: string
  paragraphs: string[]
  alt?: boolean
  /** A visual beside the copy on a wide screen, under it on a phone. */
  aside?: ReactNode
  /** What follows the paragraphs in the copy's column (a list of tags). */
  children?: ReactNode
  /**
   * Without a visual: what stands under the heading in its left column on a wide screen
   * (the figures of a service or of the AI page), after the copy on a phone.
   */
  beside?: ReactNode
}

/**
 * Copy under a heading. With an `aside` (a visual) the copy and the visual share the row;
 * without one the heading takes the left column and the copy the right, so the section
 * keeps the page's left edge and a reading line instead of a narrow column in the middle.
 */
export function ProseSection({ id, title, paragraphs, alt = false, aside, children, beside }: Props) {
  const heading = (
    <h2 id={id} className="section-title">
      {keepCompounds(title)}
    </h2>
  )
  const text = (
    <>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {children}
    </>
  )
  return (
    <section className={alt ? 'section section-alt' : 'section'} aria-labelledby={id}>
      {aside ? (
        <div className="wrap prose-split">
          <div className="prose-copy">
            {heading}
            {text}
          </div>
          <div className="prose-aside">{aside}</div>
        </div>
      ) : (
        <div className="wrap prose-columns">
          {beside ? (
            <div className="prose-head">
              {heading}
              <div className="prose-beside">{beside}</div>
            </div>
          ) : (
            heading
          )}
          <div className="prose-copy">{text}</div>
        </div>
      )}
    </section>
  )
}

/**
 * The company's figures under a title, one to a row as in a hero's card, for the left column
 * beside the copy (ProseSection's `beside`); nothing without any.
 */
export function ProseFigures({ title, keys }: { title: string; keys: readonly FigureKey[] }) {
  if (!keys.length) return null
  return (
    <div className="hero-proof prose-figures">
      <p className="need-index-title">{title}</p>
      <FigureGrid keys={keys} />
    </div>
  )
}
