import type { ReactNode } from 'react'
import '../../styles/hero-card.css'
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
  /** Across the hero under the text (the AI page's routing): the page's visual at full width. */
  foot?: ReactNode
  /**
   * `statement`: the title on the left of a wide screen, the lead and the actions beside it
   * on the right, so that a `foot` at full width starts high in the first screen (the AI
   * page). Without it the text reads down one column.
   */
  layout?: 'statement'
}

/**
 * The top of an inner page: eyebrow (with an optional decorative icon before it), the
 * page's only h1, lead and optional actions, and on the right what backs them up.
 */
export function PageHero({ eyebrow, icon, title, lead, children, aside, compact = false, foot, layout }: Props) {
  const head = (
    <>
      {eyebrow ? (
        <p className={icon ? 'eyebrow eyebrow-icon' : 'eyebrow'}>
          {icon ? <span className="hero-icon">{icon}</span> : null}
          {eyebrow}
        </p>
      ) : null}
      <h1 className="page-title">{keepCompounds(title)}</h1>
    </>
  )
  const body = (
    <>
      {lead ? <p className="lead">{keepCompounds(lead)}</p> : null}
      {children}
    </>
  )
  const text =
    layout === 'statement' ? (
      <div className="page-hero-statement">
        <div>{head}</div>
        <div>{body}</div>
      </div>
    ) : (
      <>
        {head}
        {body}
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
