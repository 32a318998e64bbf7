import { agentNoun, nounForm } from '../../i18n/plural.ts'
import type { TradeOffRow } from '../../lib/calculator/staffing.ts'
import './trade-off-chart.css'

const W = 320
const H = 156
const PAD = { left: 34, right: 14, top: 10, bottom: 22 }

const words = {
  en: { title: 'Service level by number of agents', target: 'target' },
  pl: { title: 'Poziom obsługi a liczba konsultantów', target: 'cel' },
} as const

/** The chart's title, for a heading that names it (the hero's preview). */
export const tradeOffChartTitle = { en: words.en.title, pl: words.pl.title } as const

/**
 * Service level against the number of agents, drawn on the server as SVG from the same
 * rows as the trade-off table beside it, which is its text equivalent (so the drawing is
 * hidden from screen readers): the curve, the target as a dashed line and the answer as a
 * dot. No script: it is redrawn with the results.
 */
export function TradeOffChart({
  rows,
  current,
  target,
  lang,
  titled = true,
}: {
  rows: readonly TradeOffRow[]
  current: number
  target: number
  lang: 'en' | 'pl'
  /** False where a heading beside it names the chart already (the hero's preview). */
  titled?: boolean
}) {
  const points = rows.filter((r): r is TradeOffRow & { serviceLevel: number } => r.serviceLevel !== null)
  const first = points[0]
  const last = points[points.length - 1]
  if (!first || !last || points.length < 2) return null
  const w = words[lang]
  const span = Math.max(1, last.agents - first.agents)
  const x = (agents: number) => PAD.left + ((agents - first.agents) / span) * (W - PAD.left - PAD.right)
  // The axis starts at a round ten below the lowest point (or the target), not at 0: the
  // curve then fills the plot instead of its top third.
  const low = Math.min(target, ...points.map((p) => p.serviceLevel))
  const floor = Math.max(0, Math.min(90, Math.floor((low - 5) / 10) * 10))
  const y = (level: number) => PAD.top + (1 - (level - floor) / (100 - floor)) * (H - PAD.top - PAD.bottom)
  const line = points.map((p) => `${x(p.agents).toFixed(1)},${y(p.serviceLevel).toFixed(1)}`).join(' ')
  const answer = points.find((p) => p.agents === current)
  const ticks = [floor, Math.round((floor + 100) / 20) * 10, 100]
  // The curve rises with the agents: the target's label goes at the left end of its line,
  // above it while the curve starts under the target, below it when the curve starts over it.
  const labelAbove = first.serviceLevel < target
  const targetLabelY = labelAbove ? y(target) - 5 : y(target) + 13
  return (
    <figure className="sl-chart" aria-hidden="true">
      {titled ? <figcaption className="sl-chart-title">{w.title}</figcaption> : null}
      <svg viewBox={`0 0 ${W} ${H}`} className="sl-chart-svg" focusable="false" aria-hidden="true">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} className="sl-chart-grid" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="sl-chart-tick">
              {tick}%
            </text>
          </g>
        ))}
        <line x1={PAD.left} x2={W - PAD.right} y1={y(target)} y2={y(target)} className="sl-chart-target" />
        <text x={PAD.left + 4} y={targetLabelY} className="sl-chart-tick sl-chart-target-label">
          {w.target} {target}%
        </text>
        <polyline points={line} className="sl-chart-line" />
        {answer ? <circle cx={x(answer.agents)} cy={y(answer.serviceLevel)} r={5} className="sl-chart-dot" /> : null}
        {points.map((p) => (
          <text
            key={p.agents}
            x={x(p.agents)}
            y={H - 6}
            textAnchor="middle"
            className={p.agents === current ? 'sl-chart-tick sl-chart-current' : 'sl-chart-tick'}
          >
            {p.agents}
          </text>
        ))}
      </svg>
      {/* The range on a row of its own under the tick labels, not squeezed in beside them. */}
      <p className="sl-chart-range">
        {first.agents}–{last.agents} {nounForm(lang, last.agents, agentNoun[lang])}
      </p>
    </figure>
  )
}
