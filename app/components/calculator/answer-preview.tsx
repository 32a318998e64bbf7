import { formatNumber } from '../../i18n/intl.ts'
import type { Lang } from '../../i18n/languages.ts'
import type { ScenarioInput } from '../../lib/calculator/calculator-schema.ts'
import type { ScenarioResults } from '../../lib/calculator/staffing.ts'
import { percent } from './scenario-figures.tsx'
import { TradeOffChart } from './trade-off-chart.tsx'
import './answer-preview.css'

/** The preview's own words: the scenario in a few lines, without the form's units in brackets. */
const words = {
  en: {
    agents: 'Agents on the phones',
    reached: 'Service level reached',
    target: 'Target',
    level: '{level} within {answer} s',
  },
  pl: {
    agents: 'Konsultanci na linii',
    reached: 'Osiągnięty poziom obsługi',
    target: 'Cel',
    level: '{level} w ciągu {answer} s',
  },
} as const

/**
 * The calculator's answer in the hero, beside its title: service level against the number
 * of agents (the chart of the results, whose table is its text equivalent), then the agents
 * on the phones, the level they reach and the target. The agents to schedule are the
 * results' headline, not repeated here. Rendered on the server only, in the page and in
 * each answer the island asks for, which writes it into the hero.
 */
export function AnswerPreview({
  input,
  results,
  lang,
}: {
  input: ScenarioInput
  results: ScenarioResults
  lang: Lang
}) {
  const w = words[lang]
  const n = (value: number) => formatNumber(value, lang)
  const level = (value: number) =>
    w.level.replace('{level}', percent(value, lang)).replace('{answer}', n(input.answer)).replace(' s', '\u00a0s')
  const rows = [
    { key: 'agents', label: w.agents, value: n(results.agents) },
    { key: 'reached', label: w.reached, value: level(results.serviceLevel) },
    { key: 'target', label: w.target, value: level(input.target) },
  ]
  return (
    <>
      <TradeOffChart
        rows={results.tradeOff}
        current={results.agents}
        target={input.target}
        lang={lang}
        titled={false}
      />
      <dl className="calc-preview-list">
        {rows.map((row) => (
          <div key={row.key} className="calc-preview-row">
            <dt>{row.label}</dt>
            <dd data-preview={row.key}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
