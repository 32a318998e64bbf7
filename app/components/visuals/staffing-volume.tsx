import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, formats, localized, Ticks, VisualFrame } from './visual-frame.tsx'
import './staffing-volume.css'

/**
 * A made-up Monday: consultants needed each hour for the forecast calls, met by the core
 * team and, where it peaks, by the flexible pool. The chart draws the table screen readers get.
 */
const CORE = 12
const needed = [8, 14, 19, 22, 20, 16, 15, 18, 21, 17, 12, 9] as const
const firstHour = 8

const copy: Copy<{
  title: string
  meta: string
  caption: string
  hour: string
  needed: string
  core: string
  flexible: string
  peak: string
  hours: string
}> = {
  en: {
    title: 'Staffing against call volume',
    meta: 'One Monday, consultants needed each hour',
    caption: 'Consultants needed, core team and flexible pool by hour',
    hour: 'Hour',
    needed: 'Needed',
    core: 'Core team',
    flexible: 'Flexible pool',
    peak: 'Flexible consultants at the peak',
    hours: 'Hours covered by the pool',
  },
  pl: {
    title: 'Obsada dopasowana do liczby połączeń',
    meta: 'Jeden poniedziałek: potrzebni konsultanci w każdej godzinie',
    caption: 'Potrzebni konsultanci, stały zespół i pula elastyczna w kolejnych godzinach',
    hour: 'Godzina',
    needed: 'Potrzebni',
    core: 'Stały zespół',
    flexible: 'Pula elastyczna',
    peak: 'Konsultanci z puli w szczycie',
    hours: 'Godziny wsparte przez pulę',
  },
}

const WIDTH = 360
const TOP = 6
const HEIGHT = 130
const max = Math.max(...needed)
const col = WIDTH / needed.length
const y = (count: number) => TOP + HEIGHT * (1 - count / max)
const label = (index: number) => `${firstHour + index}:00`

export function StaffingVolume() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  const flexible = needed.map((n) => Math.max(0, n - CORE))
  const core = needed.map((n) => Math.min(n, CORE))
  return (
    <VisualFrame name="sv-staffing" title={text.title} meta={text.meta}>
      <dl className="sv-stats">
        <div className="sv-stat">
          <dt>{text.peak}</dt>
          <dd>{f.count(Math.max(...flexible))}</dd>
        </div>
        <div className="sv-stat">
          <dt>{text.hours}</dt>
          <dd>{f.count(flexible.filter((n) => n > 0).length)}</dd>
        </div>
      </dl>
      <svg viewBox={`0 0 ${WIDTH} 138`} className="sv-chart" aria-hidden="true" focusable="false">
        {needed.map((n, i) => (
          <g key={label(i)}>
            <rect
              x={i * col + 3}
              y={y(core[i] ?? 0)}
              width={col - 6}
              height={TOP + HEIGHT - y(core[i] ?? 0)}
              className="staffing-core"
            />
            {(flexible[i] ?? 0) > 0 ? (
              <rect
                x={i * col + 3}
                y={y(n)}
                width={col - 6}
                height={y(core[i] ?? 0) - y(n)}
                className="staffing-flex"
              />
            ) : null}
          </g>
        ))}
        <line x1="0" x2={WIDTH} y1={y(CORE)} y2={y(CORE)} className="staffing-core-line" />
      </svg>
      <Ticks labels={needed.map((_, i) => label(i))} every={2} />
      <p className="sv-legend">
        <span>
          <span className="sv-key staffing-key-core" />
          {text.core} ({f.count(CORE)})
        </span>
        <span>
          <span className="sv-key staffing-key-flex" />
          {text.flexible}
        </span>
      </p>
      {/* In a clipped box: a table is never narrower than its content, a box is. */}
      <div className="sr-only">
        <table>
          <caption>{text.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.hour}</th>
              <th scope="col">{text.needed}</th>
              <th scope="col">{text.core}</th>
              <th scope="col">{text.flexible}</th>
            </tr>
          </thead>
          <tbody>
            {needed.map((n, i) => (
              <tr key={label(i)}>
                <th scope="row">{label(i)}</th>
                <td>{f.count(n)}</td>
                <td>{f.count(core[i] ?? 0)}</td>
                <td>{f.count(flexible[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </VisualFrame>
  )
}
