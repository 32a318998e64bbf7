import type { TitledText } from '../../content/types.ts'
import './rule-list.css'
import { keepCompounds } from '../text/keep-compounds.tsx'
import { ShieldCheckIcon } from '../ui/icons.tsx'

type Props = {
  id: string
  title: string
  items: TitledText[]
  alt?: boolean
}

/** The address of one rule in a RuleList: the strip in the hero links each rule to its own. */
function ruleAnchor(listId: string, index: number): string {
  return `${listId}-${index + 1}`
}

/**
 * The rules a page's work follows (an industry's laws and regulators): the heading in the
 * left column, the rules one to a row beside it, each under its icon, so that a rule's
 * paragraph keeps a reading measure and two to six rules never leave a short row. The list
 * is the site's list of titled points (.rule-list, rule-list.css) with icons.
 */
export function RuleList({ id, title, items, alt = false }: Props) {
  return (
    <section className={alt ? 'section section-alt' : 'section'} aria-labelledby={id}>
      <div className="wrap rule-list-layout">
        <h2 id={id} className="section-title">
          {keepCompounds(title)}
        </h2>
        <ul className="rule-list rule-list-icons">
          {items.map((item, index) => (
            <li key={item.title} id={ruleAnchor(id, index)} className="rule-list-item">
              <span className="rule-list-icon">
                <ShieldCheckIcon size={22} />
              </span>
              <div>
                <h3 className="rule-list-title">{keepCompounds(item.title)}</h3>
                <p>{keepCompounds(item.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/**
 * The same rules named in a line across a hero's foot (an industry page), each a link to
 * its paragraph in the list: what the work answers to, at a glance in the first screen.
 */
export function RuleStrip({ title, items, target }: { title: string; items: TitledText[]; target: string }) {
  return (
    <nav className="rule-strip" aria-label={title}>
      <p className="rule-strip-title">{keepCompounds(title)}</p>
      <ul>
        {items.map((item, index) => (
          <li key={item.title}>
            <a href={`#${ruleAnchor(target, index)}`}>
              <ShieldCheckIcon size={18} />
              {keepCompounds(item.title)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
