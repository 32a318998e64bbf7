import { locales } from '../../i18n/languages.ts'
import { useLang } from '../../i18n/use-i18n.ts'
import { ChartTable } from './chart-table.tsx'
import { StatList } from './stat-list.tsx'
import { type Copy, formats, localized, Ticks, VisualFrame } from './visual-frame.tsx'
import './retail-peak-season.css'

/**
 * A made-up peak season at an online shop, week by week from October to January: questions
 * about orders climb to Black Friday and Christmas, returns follow them into January. The
 * lines draw the table beneath them, which screen readers get instead.
 */
const weeks = [
  { orders: 1900, returns: 420 },
  { orders: 2000, returns: 440 },
  { orders: 2100, returns: 450 },
  { orders: 2300, returns: 470 },
  { orders: 2600, returns: 500 },
  { orders: 3100, returns: 540 },
  { orders: 4100, returns: 620 },
  { orders: 6400, returns: 800 },
  { orders: 5200, returns: 1300 },
  { orders: 5600, returns: 1400 },
  { orders: 6900, returns: 1500 },
  { orders: 4300, returns: 1700 },
  { orders: 2400, returns: 2600 },
  { orders: 2100, returns: 2900 },
  { orders: 2000, returns: 2100 },
  { orders: 1900, returns: 1200 },
] as const
/** The Monday each week starts on: 5 October 2026 onwards. */
const firstMonday = Date.UTC(2026, 9, 5)
const weekStart = (index: number) => new Date(firstMonday + index * 7 * 86_400_000)
/** Black Friday (27 November 2026) falls in the eighth week. */
const blackFriday = 7
const consultantsAdded = 38

const copy: Copy<{
  title: string
  meta: string
  orders: string
  returns: string
  blackFriday: string
  peak: string
  added: string
  week: string
  caption: string
}> = {
  en: {
    title: 'Peak season at an online shop',
    meta: 'Contacts per week from October to January, by what they were about',
    orders: 'Orders, delivery and payment',
    returns: 'Returns and complaints',
    blackFriday: 'Black Friday week',
    peak: 'Contacts in the busiest week',
    added: 'Consultants added for the season',
    week: 'Week starting',
    caption: 'Contacts per week',
  },
  pl: {
    title: 'Szczyt sezonu w sklepie internetowym',
    meta: 'Kontakty tygodniowo od października do stycznia, według tematu',
    orders: 'Zamówienia, dostawy i płatności',
    returns: 'Zwroty i reklamacje',
    blackFriday: 'Tydzień Black Friday',
    peak: 'Kontakty w najbardziej obciążonym tygodniu',
    added: 'Konsultanci dodani na sezon',
    week: 'Tydzień od',
    caption: 'Kontakty tygodniowo',
  },
}

const WIDTH = 360
const HEIGHT = 130
const step = WIDTH / weeks.length
const max = Math.max(...weeks.flatMap((w) => [w.orders, w.returns]))
const x = (i: number) => (i + 0.5) * step
const y = (value: number) => 4 + (HEIGHT - 4) * (1 - value / max)
const line = (values: readonly number[]) => values.map((v, i) => `${i ? 'L' : 'M'}${x(i)} ${y(v).toFixed(1)}`).join(' ')

export function RetailPeakSeason() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  const day = new Intl.DateTimeFormat(locales[lang], { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const labels = weeks.map((_, i) => day.format(weekStart(i)))
  const peak = Math.max(...weeks.map((w) => w.orders + w.returns))
  return (
    <VisualFrame name="iv-retail" title={text.title} meta={text.meta}>
      <StatList
        stats={[
          { label: text.peak, value: f.count(peak) },
          { label: text.added, value: f.count(consultantsAdded) },
        ]}
      />
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 2}`} className="sv-chart" aria-hidden="true" focusable="false">
        <rect x={blackFriday * step} y="0" width={step} height={HEIGHT} className="retail-week" />
        <line x1="0" x2={WIDTH} y1={HEIGHT + 1} y2={HEIGHT + 1} className="sv-grid" />
        <path d={line(weeks.map((w) => w.orders))} className="retail-orders" />
        <path d={line(weeks.map((w) => w.returns))} className="retail-returns" />
      </svg>
      <Ticks labels={labels} every={4} />
      <ul className="sv-legend">
        <li>
          <span className="sv-key retail-key-orders" />
          {text.orders}
        </li>
        <li>
          <span className="sv-key retail-key-returns" />
          {text.returns}
        </li>
        <li>
          <span className="sv-key retail-key-week" />
          {text.blackFriday}
        </li>
      </ul>
      <ChartTable
        caption={text.caption}
        columns={[text.week, text.orders, text.returns]}
        rows={weeks.map((w, i) => ({
          key: labels[i] ?? String(i),
          cells: [labels[i], f.count(w.orders), f.count(w.returns)],
        }))}
      />
    </VisualFrame>
  )
}
