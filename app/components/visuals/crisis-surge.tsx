import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, formats, localized, Ticks, VisualFrame } from './visual-frame.tsx'
import './crisis-surge.css'

/**
 * A made-up evening on a crisis line: the calls of each quarter hour jump when an incident
 * is announced, and the standby team joins within minutes. The chart draws the table
 * beneath it, which screen readers get instead.
 */
const slots = [
  { time: '18:30', calls: 5, consultants: 3 },
  { time: '18:45', calls: 6, consultants: 3 },
  { time: '19:00', calls: 41, consultants: 3 },
  { time: '19:15', calls: 96, consultants: 9 },
  { time: '19:30', calls: 124, consultants: 16 },
  { time: '19:45', calls: 108, consultants: 18 },
  { time: '20:00', calls: 87, consultants: 18 },
  { time: '20:15', calls: 66, consultants: 15 },
  { time: '20:30', calls: 48, consultants: 12 },
  { time: '20:45', calls: 33, consultants: 9 },
  { time: '21:00', calls: 21, consultants: 6 },
  { time: '21:15', calls: 12, consultants: 4 },
] as const

const copy: Copy<{
  title: string
  meta: string
  alert: string
  full: string
  peak: string
  activation: string
  calls: string
  consultants: string
  time: string
  caption: string
}> = {
  en: {
    title: 'Surge and activation on a crisis line',
    meta: 'One evening, calls and consultants every 15 minutes',
    alert: 'Incident announced',
    full: 'Standby team on the line',
    peak: 'Peak calls in 15 minutes',
    activation: 'From alert to full team',
    calls: 'Calls',
    consultants: 'Consultants on the line',
    time: 'Time',
    caption: 'Calls and consultants every 15 minutes',
  },
  pl: {
    title: 'Fala połączeń i mobilizacja zespołu kryzysowego',
    meta: 'Jeden wieczór: połączenia i konsultanci co 15 minut',
    alert: 'Ogłoszenie incydentu',
    full: 'Zespół rezerwowy przy telefonach',
    peak: 'Szczyt połączeń w 15 minut',
    activation: 'Od alarmu do pełnego zespołu',
    calls: 'Połączenia',
    consultants: 'Konsultanci przy telefonach',
    time: 'Godzina',
    caption: 'Połączenia i konsultanci co 15 minut',
  },
}

const WIDTH = 360
const CALLS_TOP = 8
const CALLS_HEIGHT = 96
const STAFF_TOP = 124
const STAFF_HEIGHT = 40
const step = WIDTH / slots.length
const maxCalls = Math.max(...slots.map((s) => s.calls))
const maxStaff = Math.max(...slots.map((s) => s.consultants))
const callsY = (calls: number) => CALLS_TOP + CALLS_HEIGHT * (1 - calls / maxCalls)
const alertAt = slots.findIndex((s) => s.calls > 4 * slots[0].calls)
const fullAt = slots.findIndex((s) => s.consultants === maxStaff)

export function CrisisSurge() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  const area = [
    `M0 ${CALLS_TOP + CALLS_HEIGHT}`,
    ...slots.map((s, i) => `L${(i + 0.5) * step} ${callsY(s.calls).toFixed(1)}`),
    `L${WIDTH} ${CALLS_TOP + CALLS_HEIGHT}Z`,
  ].join(' ')
  return (
    <VisualFrame name="sv-crisis" title={text.title} meta={text.meta}>
      <dl className="sv-stats">
        <div className="sv-stat">
          <dt>{text.peak}</dt>
          <dd>{f.count(maxCalls)}</dd>
        </div>
        <div className="sv-stat">
          <dt>{text.activation}</dt>
          <dd>{f.minutes((fullAt - alertAt) * 15)}</dd>
        </div>
      </dl>
      <svg viewBox={`0 0 ${WIDTH} 166`} className="sv-chart" aria-hidden="true" focusable="false">
        <line x1="0" x2={WIDTH} y1={CALLS_TOP + CALLS_HEIGHT} y2={CALLS_TOP + CALLS_HEIGHT} className="sv-grid" />
        <path d={area} className="crisis-calls" />
        <line
          x1={(alertAt + 0.5) * step}
          x2={(alertAt + 0.5) * step}
          y1={CALLS_TOP}
          y2={STAFF_TOP + STAFF_HEIGHT}
          className="crisis-marker"
        />
        <line
          x1={(fullAt + 0.5) * step}
          x2={(fullAt + 0.5) * step}
          y1={CALLS_TOP}
          y2={STAFF_TOP + STAFF_HEIGHT}
          className="crisis-marker crisis-marker-full"
        />
        {slots.map((s, i) => {
          const height = (STAFF_HEIGHT * s.consultants) / maxStaff
          return (
            <rect
              key={s.time}
              x={i * step + 3}
              y={STAFF_TOP + STAFF_HEIGHT - height}
              width={step - 6}
              height={height}
              rx="2"
              className="crisis-staff"
            />
          )
        })}
      </svg>
      <Ticks labels={slots.map((s) => s.time)} every={2} />
      <ul className="sv-legend">
        <li>
          <span className="sv-key crisis-key-calls" />
          {text.calls}
        </li>
        <li>
          <span className="sv-key crisis-key-staff" />
          {text.consultants}
        </li>
        <li>
          <span className="sv-key crisis-key-alert" />
          {text.alert} {slots[alertAt]?.time}
        </li>
        <li>
          <span className="sv-key crisis-key-full" />
          {text.full} {slots[fullAt]?.time}
        </li>
      </ul>
      {/* In a clipped box: a table is never narrower than its content, a box is. */}
      <div className="sr-only">
        <table>
          <caption>{text.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.time}</th>
              <th scope="col">{text.calls}</th>
              <th scope="col">{text.consultants}</th>
            </tr>
          </thead>
          <tbody>
            {slots.map((s) => (
              <tr key={s.time}>
                <th scope="row">{s.time}</th>
                <td>{f.count(s.calls)}</td>
                <td>{f.count(s.consultants)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </VisualFrame>
  )
}
