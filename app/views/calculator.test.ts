import { describe, expect, test } from 'vitest'
import { getPageContent } from '../content/pages.server.ts'
import { defaultScenario } from '../lib/calculator/calculator-fields.ts'
import { answer, calculatorAnswer } from './calculator.tsx'

/** The island's question: the scenario's query POSTed to the page. */
const ask = (path: string, body: string) =>
  answer(new Request(`http://localhost${path}`, { method: 'POST', body }), new URL(`http://localhost${path}`))

describe("the calculator's answer to the island", () => {
  test('a valid scenario: 200 JSON with the headline figures and the results as markup', async () => {
    const response = await ask(
      '/calculator',
      'calls=360&interval=60&aht=240&target=80&answer=20&shrinkage=25&hours=12&days=6',
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const data = await response.json()
    expect(data).toMatchObject({ ok: true, agents: 29, scheduled: 39, fte: 70.2 })
    expect(data.html).toMatch(/data-result="agents"[^>]*>29</)
    // What follows the results (under the inputs on a desktop): the cost and the links onwards.
    expect(data.after).toContain('href="/contact?calls=360&amp;interval=60')
    expect(data.after).toContain('href="/calculator/scenario.csv?calls=360')
    expect(data.html).not.toContain('scenario.csv')
    // The hero's preview: the chart, the agents on the phones and the level they reach; the agents to schedule are the results' alone.
    expect(data.preview).toContain('class="sl-chart"')
    expect(data.preview).toMatch(/data-preview="agents"[^>]*>29</)
    expect(data.preview).toMatch(/data-preview="reached"[^>]*>84\.0%/)
    expect(data.preview).not.toContain('data-preview="scheduled"')
  })

  test('bad inputs: 400 with each field’s message in the page’s language, never a 5xx', async () => {
    const response = await ask('/pl/kalkulator', 'calls=1%20000&target=100&maxOccupancy=abc&profile=1,,2')
    expect(response.status).toBe(400)
    const data = await response.json()
    const text = getPageContent('pl', 'calculator').text
    expect(data.ok).toBe(false)
    expect(data.errors.target).toBe(text['error.target100'])
    expect(data.errors.maxOccupancy).toBe(text['error.number'])
    expect(data.errors.profile).toBe(text['error.profileEntry'].replace('{min}', '0').replace('{max}', '100\u00a0000'))
    expect(data.errors.calls).toBeUndefined()
    expect(data.html).toBeUndefined()
  })

  test('ranges in the messages are in the page’s number format', () => {
    const en = calculatorAnswer({ ...defaultScenario, agents: '0' }, 'en', getPageContent('en', 'calculator').text)
    expect(en).toEqual({ ok: false, errors: { agents: 'Please enter a number from 1 to 100,000.' } })
    const pl = calculatorAnswer({ ...defaultScenario, agents: '0' }, 'pl', getPageContent('pl', 'calculator').text)
    expect(pl.ok || pl.errors.agents).toMatch(/od 1 do 100\u00a0000/)
  })

  test('a body longer than any scenario: 413, unread', async () => {
    const response = await ask('/calculator', `profile=${'1,'.repeat(10_000)}`)
    expect(response.status).toBe(413)
  })
})
