import type { ReactNode } from 'react'

type Props = { eyebrow?: string; title: string; lead?: string; children?: ReactNode }

/** The top of an inner page: eyebrow, the page's only h1, lead and optional actions. */
export function PageHero({ eyebrow, title, lead, children }: Props) {
  return (
    <section className="page-hero">
      <div className="wrap">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="page-title">{title}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  )
}
