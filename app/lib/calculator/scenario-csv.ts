import type { Lang } from '../../i18n/languages.ts'
import { interpolate } from '../../i18n/messages.ts'
import { csvFileName } from './calculator-csv-path.ts'
import { limits, MAX_TRAFFIC, maxProfileIntervals, type ScenarioField, scenarioValues } from './calculator-fields.ts'
import type { ScenarioInput } from './calculator-schema.ts'
import type { CalculatorText, CalculatorTextKey } from './calculator-text.ts'
import { evaluateScenario, type ScenarioResults } from './staffing.ts'

export { csvHref } from './calculator-csv-path.ts'

/**
 * Spreadsheets open a CSV in the conventions of their locale: a Polish Excel expects
 * semicolons between fields and a decimal comma, an English one commas and a point.
 */
const FORMAT = {
  en: { separator: ',', decimal: '.' },
  pl: { separator: ';', decimal: ',' },
} as const satisfies Record<Lang, { separator: string; decimal: string }>

/**
 * A scenario as CSV text: its inputs and results as label–value rows, then the trade-off
 * table and, with a profile, one row per interval. Labels are the page's own, in its
 * language; numbers are plain (no grouping), so a spreadsheet reads them as numbers.
 * Starts with a byte-order mark: without it Excel reads UTF-8 as a legacy code page and
 * garbles Polish letters.
 */
export function scenarioCsv(input: ScenarioInput, results: ScenarioResults, text: CalculatorText, lang: Lang): string {
  const { separator, decimal } = FORMAT[lang]
  const num = (value: number) => String(value).replace('.', decimal)
  const cell = (value: string | number | null) => {
    if (value === null) return ''
    const s = typeof value === 'number' ? num(value) : value
    return /["\r\n]/.test(s) || s.includes(separator) ? `"${s.replaceAll('"', '""')}"` : s
  }
  const line = (cells: (string | number | null)[]) => cells.map(cell).join(separator)
  // Polish copy binds short words with non-breaking spaces for the page; a spreadsheet
  // filters and searches by plain ones.
  const label = (key: CalculatorTextKey) => text[key].replace(/[\u00a0\u202f]/g, ' ')
  const pct = (key: CalculatorTextKey) => (label(key).includes('%') ? label(key) : `${label(key)} (%)`)

  const rows: (string | number | null)[][] = [[label('csvField'), label('csvValue')]]
  rows.push([label('csvModel'), results.model === 'erlang-a' ? 'Erlang A' : 'Erlang C'])
  rows.push([label('calls'), input.calls])
  rows.push([`${label('interval')} (min)`, input.interval])
  rows.push([label('aht'), input.aht])
  rows.push([label('target'), input.target])
  rows.push([label('answer'), input.answer])
  rows.push([label('shrinkage'), input.shrinkage])
  rows.push([label('hours'), input.hours])
  rows.push([label('days'), input.days])
  if (input.maxOccupancy !== undefined) rows.push([label('maxOccupancy'), input.maxOccupancy])
  if (input.patience !== undefined) rows.push([label('patience'), input.patience])
  if (input.agents !== undefined) rows.push([label('headcount'), input.agents])
  rows.push([label('traffic'), results.traffic])
  rows.push([label('agents'), results.agents])
  rows.push([pct('serviceLevel'), results.serviceLevel])
  rows.push([pct('probabilityOfWaiting'), results.probabilityOfWaiting])
  rows.push([label('averageSpeedOfAnswer'), results.averageSpeedOfAnswer])
  rows.push([pct('occupancy'), results.occupancy])
  if (results.abandonment !== null) rows.push([pct('abandonment'), results.abandonment])
  rows.push([label('scheduled'), results.scheduled])
  rows.push([label('fte'), results.fte])
  rows.push([`${label('costTitle')} (${results.monthlyCost.currency})`, results.monthlyCost.low])
  rows.push([`${label('costTitle')} (${results.monthlyCost.currency})`, results.monthlyCost.high])
  const head = results.headcount
  if (head) {
    rows.push([`${label('headcount')}: ${pct('serviceLevel')}`, head.serviceLevel])
    rows.push([`${label('headcount')}: ${label('averageSpeedOfAnswer')}`, head.averageSpeedOfAnswer])
    rows.push([`${label('headcount')}: ${pct('occupancy')}`, head.occupancy])
    if (head.abandonment !== null) rows.push([`${label('headcount')}: ${pct('abandonment')}`, head.abandonment])
    rows.push([label('headcountServiceLevelGap'), head.serviceLevelGap])
    rows.push([label('headcountAgentsGap'), head.agentsGap])
  }

  rows.push([])
  const erlangA = results.model === 'erlang-a'
  rows.push([
    label('tradeOffAgents'),
    pct('serviceLevel'),
    label('averageSpeedOfAnswer'),
    pct('occupancy'),
    ...(erlangA ? [pct('abandonment')] : []),
  ])
  for (const row of results.tradeOff)
    rows.push([
      row.agents,
      row.serviceLevel,
      row.averageSpeedOfAnswer,
      row.occupancy,
      ...(erlangA ? [row.abandonment] : []),
    ])

  if (results.profile) {
    rows.push([])
    rows.push([
      label('profileInterval'),
      label('profileCalls'),
      label('traffic'),
      label('profileAgents'),
      label('profileScheduled'),
    ])
    results.profile.intervals.forEach((interval, index) => {
      rows.push([index + 1, interval.calls, interval.traffic, interval.agents, interval.scheduled])
    })
    rows.push([label('profileAgentHours'), results.profile.agentHours])
    rows.push([label('profileStaffHours'), results.profile.staffHours])
  }
  return `\ufeff${rows.map(line).join('\r\n')}\r\n`
}

/**
 * The CSV download's whole answer for a query, for the resource route beside the page:
 * 200 text/csv named after the page's language, or 400 text/plain with the page's own
 * messages for each field that does not validate (a hand-edited link), never a 5xx.
 */
export function scenarioCsvResponse(params: URLSearchParams, lang: Lang, text: CalculatorText): Response {
  const evaluation = evaluateScenario(scenarioValues(params), lang)
  if (!evaluation.ok) {
    const interval = Number(params.get('interval')) || 30
    const lines = Object.entries(evaluation.errors).map(([field, key]) => {
      const range = field === 'interval' ? undefined : limits[field as Exclude<ScenarioField, 'interval'>]
      const max =
        key === 'error.traffic'
          ? MAX_TRAFFIC
          : key === 'error.profileCount'
            ? maxProfileIntervals(interval)
            : range?.max
      return `${field}: ${interpolate(text[key], { min: range?.min ?? '', max: max ?? '' })}`
    })
    return new Response(`${lines.join('\n')}\n`, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  return new Response(scenarioCsv(evaluation.input, evaluation.results, text, lang), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName[lang]}"`,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}
