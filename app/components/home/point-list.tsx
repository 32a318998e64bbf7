import '../sections/rule-list.css'
import { keepCompounds } from '../text/keep-compounds.tsx'
import './point-list.css'

type Point = { title: string; text: string }

type Props = { id: string; title: string; lead: string; points: Point[]; listClassName: string; className?: string }

/**
 * A home section's column of plain points: its heading, its lead and the points as a list
 * of titled paragraphs (what a client gains, why clients stay), not cards: the
 * site's `.rule-list` (sections/rule-list.css), with the home page's marks in point-list.css.
 */
export function PointList({ id, title, lead, points, listClassName, className }: Props) {
  return (
    <div className={className}>
      <h2 id={id} className="section-title">
        {keepCompounds(title)}
      </h2>
      <p className="lead">{keepCompounds(lead)}</p>
      <ul className={`rule-list home-points ${listClassName}`}>
        {points.map((item) => (
          <li key={item.title}>
            <h3 className="rule-list-title home-point-title">{keepCompounds(item.title)}</h3>
            <p>{keepCompounds(item.text)}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
