import type { TitledText } from '../../content/types.ts'
import './titled-grid.css'

type Props = {
  id: string
  title: string
  lead?: string
  items: TitledText[]
  numbered?: boolean
  alt?: boolean
  /** On phones, the titles only, two to a row (the home page's short story). */
  compactOnPhone?: boolean
}

/** A titled section of cards, or of numbered steps. */
export function TitledGrid({ id, title, lead, items, numbered = false, alt = false, compactOnPhone = false }: Props) {
  const List = numbered ? 'ol' : 'ul'
  return (
    <section
      className={['section', alt ? 'section-alt' : '', compactOnPhone ? 'home-compact' : ''].filter(Boolean).join(' ')}
      aria-labelledby={id}
    >
      <div className="wrap">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {lead ? <p className="lead">{lead}</p> : null}
        <List className={numbered ? 'steps' : 'grid-cards'}>
          {items.map((item) => (
            <li key={item.title} className={numbered ? 'step' : 'card'}>
              <h3 className="card-title">{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </List>
      </div>
    </section>
  )
}
