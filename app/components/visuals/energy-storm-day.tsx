import { useLang } from '../../i18n/use-i18n.ts'
import { ChartTable } from './chart-table.tsx'
import { StatList } from './stat-list.tsx'
import { type Copy, formats, localized, Ticks, VisualFrame } from './visual-frame.tsx'
import './energy-storm-day.css'

/**
 * A made-up stormy day at an energy supplier: outage calls jump in the afternoon on top of
 * the usual bill and meter-reading calls, which keep their own queue and its short wait.
 * The columns draw the table beneath them, which screen readers get instead.
 */
const hours = [
  { time: '6:00', outage: 4, billing: 40 },
  { time: '8:00', outage: 6, billing: 150 },
  { time: '10:00', outage: 5, billing: 210 },
  { time: '12:00', outage: 9, billing: 180 },
  { time: '14:00', outage: 190, billing: 170 },
  { time: '16:00', outage: 330, billing: 150 },
  { time: '18:00', outage: 260, billing: 120 },
  { time: '20:00', outage: 110, billing: 70 },
  { time: '22:00', outage: 35, billing: 20 },
] as const
/** The longest wait on the bill and meter line that day, in minutes. */
const longestBillingWait = 3

const copy: Copy<{
  title: string
  meta: string
  outage: string
  billing: string
  storm: string
  peak: string
  wait: string
  time: string
  caption: string
}> = {
  en: {
    title: 'A storm day on an energy supplier’s lines',
    meta: 'Calls per hour: outage reports beside bills and meter readings',
    outage: 'Outage reports',
    billing: 'Bills and meter readings',
    storm: 'Storm reaches the network',
    peak: 'Outage calls in the peak hour',
    wait: 'Longest wait for bills and readings',
    time: 'Hour',
    caption: 'Calls per hour on each line',
  },
  pl: {
    title: 'Dzień nawałnicy na liniach sprzedawcy energii',
    meta: 'Połączenia na godzinę: zgłoszenia awarii obok rachunków i odczytów',
    outage: 'Zgłoszenia awarii',
    billing: 'Rachunki i odczyty liczników',
    storm: 'Nawałnica dociera do sieci',
    peak: 'Połączenia o awarii w szczytowej godzinie',
    wait: 'Najdłuższe czekanie na linii rachunków',
    time: 'Godzina',
    caption: 'Połączenia na godzinę na każdej linii',
  },
}

const WIDTH = 360
const HEIGHT = 150
const step = WIDTH / hours.length
const total = (h: (typeof hours)[number]) => h.outage + h.billing
const max = Math.max(...hours.map(total))
const scale = (calls: number) => (HEIGHT * calls) / max
const stormAt = hours.findIndex((h) => h.outage > 10 * hours[0].outage)

export function EnergyStormDay() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  const peak = Math.max(...hours.map((h) => h.outage))
  return (
    <VisualFrame name="iv-energy" title={text.title} meta={text.meta}>
      <StatList
        stats={[
          { label: text.peak, value: f.count(peak) },
          { label: text.wait, value: f.minutes(longestBillingWait) },
        ]}
      />
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 2}`} className="sv-chart" aria-hidden="true" focusable="false">
        <rect
          x={stormAt * step}
          y="0"
          width={(hours.length - stormAt - 1) * step}
          height={HEIGHT}
          className="energy-storm"
        />
        {hours.map((h, i) => {
          const billing = scale(h.billing)
          const outage = scale(h.outage)
          return (
            <g key={h.time}>
              <rect
                x={i * step + 5}
                y={HEIGHT - billing}
                width={step - 10}
                height={billing}
                className="energy-billing"
              />
              <rect
                x={i * step + 5}
                y={HEIGHT - billing - outage}
                width={step - 10}
                height={outage}
                rx="2"
                className="energy-outage"
              />
            </g>
          )
        })}
        <line x1="0" x2={WIDTH} y1={HEIGHT + 1} y2={HEIGHT + 1} className="sv-grid" />
      </svg>
      <Ticks labels={hours.map((h) => h.time)} every={2} />
      <ul className="sv-legend">
        <li>
          <span className="sv-key energy-key-outage" />
          {text.outage}
        </li>
        <li>
          <span className="sv-key energy-key-billing" />
          {text.billing}
        </li>
        <li>
          <span className="sv-key energy-key-storm" />
          {text.storm} {hours[stormAt]?.time}
        </li>
      </ul>
      <ChartTable
        caption={text.caption}
        columns={[text.time, text.outage, text.billing]}
        rows={hours.map((h) => ({ key: h.time, cells: [h.time, f.count(h.outage), f.count(h.billing)] }))}
      />
    </VisualFrame>
  )
}
