import type { ReactNode } from 'react'

type Props = { eyebrow?: string; icon?: ReactNode; title: string; lead?: string; children?: ReactNode }

/**
 * The top of an inner page: eyebrow (with an optional decorative icon before it), the
 * page's only h1, lead and optional actions.
 */
export function PageHero({ eyebrow, icon, title, lead, children }: Props) {
  return (
    <section className="page-hero">
      <div className="wrap">
        {eyebrow ? (
          <p className={icon ? 'eyebrow eyebrow-icon' : 'eyebrow'}>
            {icon ? <span className="hero-icon">{icon}</span> : null}
            {eyebrow}
          </p>
        ) : null}
        <h1 className="page-title">{title}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  )
}
