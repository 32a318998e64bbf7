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
   * (a service's figures), after the copy on a phone.
   */
  beside?: ReactNode
  /**
   * Without a visual: figures in a row under the heading (a service's), the copy under them
   * across the page's width, in two columns on a wide screen. No column stands empty beside
   * another's text, as a heading with three figures beside three paragraphs left one.
   */
  row?: ReactNode
}

/**
 * Copy under a heading. With an `aside` (a visual) the copy and the visual share the row;
 * without one the heading takes the left column and the copy the right, so the section
 * keeps the page's left edge and a reading line instead of a narrow column in the middle.
 */
export function ProseSection({ id, title, paragraphs, alt = false, aside, children, beside, row }: Props) {
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
      ) : row ? (
        <div className="wrap prose-stacked">
          {heading}
          {row}
          <div className="prose-copy">{text}</div>
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
 * The company's figures under a title; nothing without any. `column`: one to a row, in the
 * left column beside the copy (ProseSection's `beside`: the AI page's); `row`: as many across
 * as there are, over the copy (ProseSection's `row`: a service page's).
 */
export function ProseFigures({
  title,
  keys,
  layout,
}: {
  title: string
  keys: readonly FigureKey[]
  layout: 'column' | 'row'
}) {
  if (!keys.length) return null
  return (
    <div className={layout === 'row' ? 'prose-figure-row' : 'hero-proof prose-figures'}>
      <p className="need-index-title">{title}</p>
      <FigureGrid keys={keys} />
    </div>
  )
}
