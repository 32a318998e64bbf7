import type { Lang } from '../../i18n/languages.ts'
import type { ScenarioInput } from '../../lib/calculator/calculator-schema.ts'
import type { CalculatorTranslate } from '../../lib/calculator/calculator-text.ts'
import type { ScenarioResults } from '../../lib/calculator/staffing.ts'
import { formatNumber } from '../../lib/language/intl.ts'
import { percent } from './scenario-figures.tsx'
import './calculator.css'

/** The preview's own words: the scenario in a few lines, without the form's units in brackets. */
const words = {
  en: {
    contacts: 'Contacts per {interval} min',
    aht: 'Average handle time',
    target: 'Target',
    targetValue: '{target} within {answer} s',
    reached: 'Service level reached',
  },
  pl: {
    contacts: 'Kontakty na {interval} min',
    aht: 'Średni czas obsługi',
    target: 'Cel',
    targetValue: '{target} w {answer} s',
    reached: 'Osiągnięty poziom obsługi',
  },
} as const

/**
 * The calculator's answer in the hero, beside its title: the agents to schedule, then the
 * scenario they answer and the service level they reach. Rendered on the server only, in
 * the page and in each answer the island asks for, which writes it into the hero.
 */
export function AnswerPreview({
  input,
  results,
  ct,
  lang,
}: {
  input: ScenarioInput
  results: ScenarioResults
  ct: CalculatorTranslate
  lang: Lang
}) {
  const w = words[lang]
  const n = (value: number) => formatNumber(value, lang)
  const rows = [
    { label: w.contacts.replace('{interval}', n(input.interval)), value: n(input.calls) },
    { label: w.aht, value: `${n(input.aht)}\u00a0s` },
    {
      label: w.target,
      value: w.targetValue.replace('{target}', percent(input.target, lang)).replace('{answer}', n(input.answer)),
    },
    { label: w.reached, value: percent(results.serviceLevel, lang) },
  ]
  return (
    <>
      <p className="calc-answer-main">
        <span className="calc-answer-value" data-preview="scheduled">
          {n(results.scheduled)}
        </span>{' '}
        <span className="calc-answer-label">{ct('scheduled')}</span>
      </p>
      <dl className="calc-preview-list">
        {rows.map((row) => (
          <div key={row.label} className="calc-preview-row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
