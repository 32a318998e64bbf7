import { Link } from 'react-router'
import { href } from '../../i18n/href'
import { plural } from '../../i18n/plural'
import { useLang, useT } from '../../i18n/use-i18n'
import { type ScenarioInput, scenarioFields } from '../../lib/calculator-schema'
import { formatNumber } from '../../lib/format'
import type { ScenarioResults } from '../../lib/staffing'
import { costText, resultItems, ScenarioList } from './scenario-figures'

type Props = { input: ScenarioInput; results: ScenarioResults; query: string }

/**
 * The calculator's scenario inside the contact form: a summary for the visitor and its
 * inputs as hidden fields. The server reads only the inputs and recomputes the results.
 */
export function ScenarioAttachment({ input, results, query }: Props) {
  const lang = useLang()
  const t = useT()
  const n = (value: number) => formatNumber(value, lang)
  const inputs = [
    { key: 'calls', label: t('calculator.calls'), value: n(input.calls) },
    {
      key: 'interval',
      label: t('calculator.interval'),
      value: plural(t, lang, 'calculator.intervalOption', input.interval),
    },
    { key: 'aht', label: t('calculator.aht'), value: n(input.aht) },
    { key: 'target', label: t('calculator.target'), value: n(input.target) },
    { key: 'answer', label: t('calculator.answer'), value: n(input.answer) },
    { key: 'shrinkage', label: t('calculator.shrinkage'), value: n(input.shrinkage) },
    { key: 'hours', label: t('calculator.hours'), value: n(input.hours) },
    { key: 'days', label: t('calculator.days'), value: n(input.days) },
  ]
  return (
    <section className="card scenario-attachment" aria-labelledby="scenario-title">
      <h3 id="scenario-title" className="card-title">
        {t('contact.scenarioTitle')}
      </h3>
      <p>{t('contact.scenarioText')}</p>
      <ScenarioList items={inputs} className="scenario-list" />
      <ScenarioList items={resultItems(input, results, t, lang)} className="scenario-list" />
      <p>
        <strong>{t('calculator.costTitle')}:</strong>{' '}
        <span data-result="monthlyCost">{costText(results, t, lang)}</span>
        {results.monthlyCost.sampleRates ? ` (${t('calculator.costSample')})` : ''}
      </p>
      {scenarioFields.map((field) => (
        <input key={field} type="hidden" name={field} value={String(input[field])} />
      ))}
      <p className="btn-row">
        <Link to={`${href('calculator', lang)}?${query}`}>{t('contact.scenarioEdit')}</Link>
        <Link to={href('contact', lang)}>{t('contact.scenarioRemove')}</Link>
      </p>
    </section>
  )
}
