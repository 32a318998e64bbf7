import type { ReactNode } from 'react'
import './page-hero.css'
import { keepCompounds } from '../text/keep-compounds.tsx'

type Props = {
  eyebrow?: string
  icon?: ReactNode
  title: string
  lead?: string
  children?: ReactNode
  /** The page's proof or its visual, beside the title on wide screens and under it on phones. */
  aside?: ReactNode
  /** A short band (the contact page): what follows the hero belongs in the first screen. */
  compact?: boolean
  /** Across the hero under the text (a case study's result): the page's proof at full width. */
  foot?: ReactNode
}

/**
 * The top of an inner page: eyebrow (with an optional decorative icon before it), the
 * page's only h1, lead and optional actions, and on the right what backs them up.
 */
export function PageHero({ eyebrow, icon, title, lead, children, aside, compact = false, foot }: Props) {
  const text = (
    <>
      {eyebrow ? (
        <p className={icon ? 'eyebrow eyebrow-icon' : 'eyebrow'}>
          {icon ? <span className="hero-icon">{icon}</span> : null}
          {eyebrow}
        </p>
      ) : null}
      <h1 className="page-title">{keepCompounds(title)}</h1>
      {lead ? <p className="lead">{keepCompounds(lead)}</p> : null}
      {children}
    </>
  )
  return (
    <section
      className={['page-hero', aside ? 'page-hero-split' : '', compact ? 'page-hero-compact' : '']
        .filter(Boolean)
        .join(' ')}
    >
      {aside ? (
        <div className="wrap page-hero-grid">
          <div className="page-hero-text">{text}</div>
          <div className="page-hero-aside">{aside}</div>
        </div>
      ) : (
        <div className="wrap">{text}</div>
      )}
      {foot ? <div className="wrap page-hero-foot">{foot}</div> : null}
    </section>
  )
}
