import type { ReactNode } from 'react'
import type { FigureKey } from '../../site.config.ts'
import { FigureGrid } from './figure-grid.tsx'

/**
 * The right column of an inner page's hero when the page has no picture of its own yet:
 * a card of the company figures that back the page up, or what the page passes instead.
 */
export function HeroProof({
  keys,
  title,
  children,
}: {
  keys?: readonly FigureKey[]
  title?: string
  children?: ReactNode
}) {
  return (
    <div className="hero-card hero-proof">
      {title ? <p className="need-index-title">{title}</p> : null}
      {keys ? <FigureGrid keys={keys} /> : children}
    </div>
  )
}
