import { describe, expect, test } from 'vitest'
import { defaultScenario } from './calculator-fields.ts'
import type { CalculatorText } from './calculator-text.ts'
import { csvHref, scenarioCsv, scenarioCsvResponse } from './scenario-csv.ts'
import { evaluateScenario } from './staffing.ts'

/** Each text is its own key, so the CSV's structure can be read without the page copy. */
const keys = new Proxy({}, { get: (_, key) => String(key) }) as CalculatorText

function csvOf(values: Record<string, string>, lang: 'en' | 'pl') {
  const result = evaluateScenario({ ...defaultScenario, ...values }, lang)
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return scenarioCsv(result.input, result.results, keys, lang)
}

describe('scenarioCsv', () => {
  test('English: commas, decimal points, the published example’s figures and its table', () => {
    const csv = csvOf({ calls: '100', aht: '180', shrinkage: '30' }, 'en')
    expect(csv.startsWith('\ufeffcsvField,csvValue\r\ncsvModel,Erlang C\r\n')).toBe(true)
    const lines = csv.slice(1).split('\r\n')
    expect(lines).toContain('agents,14')
    expect(lines).toContain('serviceLevel (%),88.8')
    expect(lines).toContain('probabilityOfWaiting (%),17.4')
    expect(lines).toContain('averageSpeedOfAnswer,7.8')
    expect(lines).toContain('occupancy (%),71.4')
    expect(lines).toContain('scheduled,20')
    // The trade-off table: 12 to 16 agents.
    expect(lines).toContain('tradeOffAgents,serviceLevel (%),averageSpeedOfAnswer,occupancy (%)')
    expect(lines.filter((l) => /^1[2-6],/.test(l))).toHaveLength(5)
  })

  test('Polish: semicolons and decimal commas; Erlang A, headcount and profile rows', () => {
    const csv = csvOf({ calls: '100', aht: '180', patience: '120', agents: '12', profile: '40,100' }, 'pl')
    const lines = csv.slice(1).split('\r\n')
    expect(lines[1]).toBe('csvModel;Erlang A')
    expect(lines.some((l) => /^abandonment \(%\);\d+,\d$/.test(l))).toBe(true)
    expect(lines).toContain(
      'headcountAgentsGap;' +
        String(lines.find((l) => l.startsWith('agents;'))).replace(/^agents;(\d+)$/, (_, a) => String(12 - Number(a))),
    )
    expect(lines).toContain('profileInterval;profileCalls;traffic;profileAgents;profileScheduled')
    expect(lines.some((l) => l.startsWith('2;100;10;'))).toBe(true)
  })

  test('a field holding the separator or a quote is quoted', () => {
    const text = new Proxy({}, { get: (_, key) => (key === 'calls' ? 'Calls, "per" interval' : String(key)) })
    const result = evaluateScenario(defaultScenario, 'en')
    if (!result.ok) throw new Error('invalid')
    expect(scenarioCsv(result.input, result.results, text as CalculatorText, 'en')).toContain(
      '"Calls, ""per"" interval",200',
    )
  })
})

describe('scenarioCsvResponse', () => {
  test('200 text/csv as an attachment named in the page’s language', async () => {
    const response = scenarioCsvResponse(new URLSearchParams('calls=170&aht=180'), 'pl', keys)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="scenariusz.csv"')
    expect(await response.text()).toContain('\r\nscheduled;30\r\n')
  })

  test('a bad query answers 400 with the field’s message, never a server error', async () => {
    const response = scenarioCsvResponse(new URLSearchParams(`profile=${'1,'.repeat(10_000)}`), 'en', keys)
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('profile: error.profileCount\n')
  })

  test('the link beside the page', () => {
    expect(csvHref('en', 'calls=1')).toBe('/calculator/scenario.csv?calls=1')
    expect(csvHref('pl', 'calls=1')).toBe('/pl/kalkulator/scenariusz.csv?calls=1')
  })
})
