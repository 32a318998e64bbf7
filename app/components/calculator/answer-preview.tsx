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
    target: 'Your target',
    level: '{level} within {answer} s',
  },
  pl: {
    agents: 'Konsultanci na linii',
    reached: 'Osiągnięty poziom obsługi',
    target: 'Państwa cel',
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
  const level = (share: string) =>
    w.level.replace('{level}', share).replace('{answer}', n(input.answer)).replace(' s', '\u00a0s')
  // The level reached as every share of the calculator shows it (one decimal); the target as
  // the planner typed it, as the form and the chart's target line show it: "Your target"
  // names it as their setting, not a second precision of the level reached.
  const rows = [
    { key: 'agents', label: w.agents, value: n(results.agents) },
    { key: 'reached', label: w.reached, value: level(percent(results.serviceLevel, lang)) },
    { key: 'target', label: w.target, value: level(`${n(input.target)}%`) },
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
