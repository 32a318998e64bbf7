import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, formats, localized, Ticks, VisualFrame } from './visual-frame.tsx'
import './training-ramp.css'

/** A made-up new consultant's first eight weeks: share of the target the team works to. */
const weeks = [0.15, 0.3, 0.52, 0.66, 0.77, 0.86, 0.93, 1].map((share, i) => ({ week: i + 1, share }))
const phases = [
  { key: 'classroom', from: 0, to: 2 },
  { key: 'nesting', from: 2, to: 4 },
  { key: 'floor', from: 4, to: 8 },
] as const

type Phase = (typeof phases)[number]['key']

const copy: Copy<{
  title: string
  meta: string
  caption: string
  week: string
  weeks: string
  phase: string
  level: string
  reached: string
  phases: Record<Phase, string>
}> = {
  en: {
    title: 'A new consultant’s ramp-up',
    meta: 'Share of the target quality and pace, week by week',
    caption: 'Ramp-up by week',
    week: 'Week',
    weeks: 'weeks',
    phase: 'Stage',
    level: 'Share of target',
    reached: 'Target reached in week',
    phases: { classroom: 'Classroom', nesting: 'Nesting with a mentor', floor: 'On the floor, coached' },
  },
  pl: {
    title: 'Wdrożenie nowego konsultanta',
    meta: 'Odsetek docelowej jakości i tempa pracy, tydzień po tygodniu',
    caption: 'Postęp wdrożenia w kolejnych tygodniach',
    week: 'Tydzień',
    weeks: 'tygodnie',
    phase: 'Etap',
    level: 'Odsetek celu',
    reached: 'Cel osiągnięty w tygodniu',
    phases: { classroom: 'Szkolenie w sali', nesting: 'Praca z mentorem', floor: 'Samodzielnie, z coachingiem' },
  },
}

const WIDTH = 360
const TOP = 8
const HEIGHT = 120
const col = WIDTH / weeks.length
const y = (share: number) => TOP + HEIGHT * (1 - share)
const phaseOf = (week: number) => phases.find((p) => week >= p.from && week < p.to)?.key ?? 'floor'

export function TrainingRamp() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  const x = (week: number) => (week - 0.5) * col
  const line = weeks.map(({ week, share }) => `${week === 1 ? 'M' : 'L'}${x(week)} ${y(share)}`).join(' ')
  const reachedAt = weeks.find(({ share }) => share >= 1)?.week
  return (
    <VisualFrame name="sv-ramp" title={text.title} meta={text.meta}>
      <svg viewBox={`0 0 ${WIDTH} 134`} className="sv-chart" aria-hidden="true" focusable="false">
        {phases.map((p, i) => (
          <rect
            key={p.key}
            x={p.from * col}
            y={TOP}
            width={(p.to - p.from) * col}
            height={HEIGHT}
            className={`ramp-phase ramp-phase-${i}`}
          />
        ))}
        <line x1="0" x2={WIDTH} y1={y(1)} y2={y(1)} className="ramp-target" />
        <path d={line} className="ramp-line" />
        {weeks.map(({ week, share }) => (
          <circle key={week} cx={x(week)} cy={y(share)} r="4" className="ramp-dot" />
        ))}
      </svg>
      <Ticks labels={weeks.map(({ week }) => String(week))} />
      <ol className="sv-legend ramp-legend">
        {phases.map((p, i) => (
          <li key={p.key}>
            <span className={`sv-key ramp-key-${i}`} />
            {text.phases[p.key]} ({text.weeks} {p.from + 1}–{p.to})
          </li>
        ))}
      </ol>
      <p className="ramp-reached">
        {text.reached} <strong className="sv-num">{reachedAt}</strong>
      </p>
      {/* In a clipped box: a table is never narrower than its content, a box is. */}
      <div className="sr-only">
        <table>
          <caption>{text.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.week}</th>
              <th scope="col">{text.phase}</th>
              <th scope="col">{text.level}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map(({ week, share }) => (
              <tr key={week}>
                <th scope="row">{week}</th>
                <td>{text.phases[phaseOf(week - 1)]}</td>
                <td>{f.percent(share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </VisualFrame>
  )
}
