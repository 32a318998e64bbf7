import { formatNumber } from '../../i18n/intl.ts'
import type { Lang } from '../../i18n/languages.ts'
import type { CalculatorTranslate } from '../../lib/calculator/calculator-text.ts'
import type { ProfileResults } from '../../lib/calculator/staffing.ts'
import './profile-view.css'

const WIDTH = 640
const HEIGHT = 180
const PAD = 4

/** "7:30": an interval's start counted from opening, the same in both languages. */
export function startLabel(index: number, intervalMinutes: number): string {
  const minutes = index * intervalMinutes
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
}

/**
 * The day's profile as a chart rendered on the server (SVG: readable without JavaScript):
 * bars for the contacts of each interval, a line for the agents they need, each on its
 * own scale; then the same figures as a table, the accessible reading of the chart.
 */
export function ProfileView({
  profile,
  intervalMinutes,
  ct,
  lang,
}: {
  profile: ProfileResults
  intervalMinutes: number
  ct: CalculatorTranslate
  lang: Lang
}) {
  const n = (value: number) => formatNumber(value, lang)
  const { intervals } = profile
  const maxCalls = Math.max(1, ...intervals.map((i) => i.calls))
  const maxAgents = Math.max(1, profile.peakAgents)
  const slot = WIDTH / intervals.length
  const y = (share: number) => HEIGHT - PAD - share * (HEIGHT - 2 * PAD)
  const busiest = intervals.reduce(
    (best, i) => (i.calls > best.calls ? i : best),
    intervals[0] ?? { calls: 0, agents: 0 },
  )
  const line = intervals
    .map((i, index) => `${(index * slot + slot / 2).toFixed(1)},${y(i.agents / maxAgents).toFixed(1)}`)
    .join(' ')
  return (
    <section className="calc-profile" aria-labelledby="calc-profile-title">
      <h3 id="calc-profile-title" className="card-title">
        {ct('profileTitle')}
      </h3>
      <p>{ct('profileText', { minutes: n(intervalMinutes) })}</p>
      <svg
        className="calc-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="calc-chart-title calc-chart-desc"
        preserveAspectRatio="none"
      >
        <title id="calc-chart-title">{ct('chartTitle')}</title>
        <desc id="calc-chart-desc">{ct('chartText', { calls: n(busiest.calls), agents: n(busiest.agents) })}</desc>
        {intervals.map((i, index) => (
          <rect
            // Intervals are positions in the day: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className="calc-chart-bar"
            x={(index * slot + slot * 0.1).toFixed(1)}
            width={(slot * 0.8).toFixed(1)}
            y={y(i.calls / maxCalls).toFixed(1)}
            height={(HEIGHT - PAD - y(i.calls / maxCalls)).toFixed(1)}
          />
        ))}
        <polyline className="calc-chart-line" points={line} />
      </svg>
      <p className="calc-chart-legend" aria-hidden="true">
        <span className="calc-chart-key calc-chart-key-bar" /> {ct('chartCalls')}{' '}
        <span className="calc-chart-key calc-chart-key-line" /> {ct('chartAgents')}
      </p>
      <dl className="calc-figures">
        <div className="calc-figure">
          <dt>{ct('profileAgentHours')}</dt>
          <dd className="calc-value" data-result="agentHours">
            {n(profile.agentHours)}
          </dd>
        </div>
        <div className="calc-figure">
          <dt>{ct('profileStaffHours')}</dt>
          <dd className="calc-value" data-result="staffHours">
            {n(profile.staffHours)}
          </dd>
        </div>
        <div className="calc-figure">
          <dt>{ct('profilePeak')}</dt>
          <dd className="calc-value" data-result="peakAgents">
            {n(profile.peakAgents)}
          </dd>
        </div>
      </dl>
      {/* Focusable: a keyboard can scroll the 96 rows of a quarter-hour day. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      <section className="calc-table-scroll" tabIndex={0} aria-labelledby="calc-profile-title">
        <table className="calc-table calc-profile-table">
          <caption className="sr-only">{ct('profileTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{ct('profileInterval')}</th>
              <th scope="col">{ct('profileStart')}</th>
              <th scope="col">{ct('profileCalls')}</th>
              <th scope="col">{ct('profileAgents')}</th>
              <th scope="col">{ct('profileScheduled')}</th>
            </tr>
          </thead>
          <tbody>
            {intervals.map((i, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: intervals are positions in the day
              <tr key={index} data-interval={index + 1}>
                <th scope="row">{n(index + 1)}</th>
                <td>{startLabel(index, intervalMinutes)}</td>
                <td>{n(i.calls)}</td>
                <td>{n(i.agents)}</td>
                <td>{n(i.scheduled)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  )
}
