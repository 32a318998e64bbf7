import type { Lang } from '../../i18n/languages'
import { plural } from '../../i18n/plural'
import type { Translate } from '../../i18n/translate'
import type { ScenarioInput } from '../../lib/calculator-schema'
import { formatMoney, formatNumber } from '../../lib/format'
import type { ScenarioResults } from '../../lib/staffing'
import { staffingCostRates } from '../../site.config'

export const percent = (value: number, lang: Lang) => `${formatNumber(value, lang)}%`

/** The headline figures of a scenario, each with its one-line explanation. */
export function resultItems(input: ScenarioInput, results: ScenarioResults, t: Translate, lang: Lang) {
  const n = (value: number) => formatNumber(value, lang)
  return [
    { key: 'traffic', label: t('calculator.traffic'), value: n(results.traffic), text: t('calculator.trafficText') },
    { key: 'agents', label: t('calculator.agents'), value: n(results.agents), text: t('calculator.agentsText') },
    {
      key: 'serviceLevel',
      label: t('calculator.serviceLevel'),
      value: percent(results.serviceLevel, lang),
      text: t('calculator.serviceLevelText', { answer: n(input.answer) }),
    },
    {
      key: 'probabilityOfWaiting',
      label: t('calculator.probabilityOfWaiting'),
      value: percent(results.probabilityOfWaiting, lang),
      text: t('calculator.probabilityOfWaitingText'),
    },
    {
      key: 'averageSpeedOfAnswer',
      label: t('calculator.averageSpeedOfAnswer'),
      value: n(results.averageSpeedOfAnswer),
      text: t('calculator.averageSpeedOfAnswerText'),
    },
    {
      key: 'occupancy',
      label: t('calculator.occupancy'),
      value: percent(results.occupancy, lang),
      text: results.occupancy > 90 ? t('calculator.occupancyHigh') : t('calculator.occupancyText'),
    },
    {
      key: 'scheduled',
      label: t('calculator.scheduled'),
      value: n(results.scheduled),
      text: t('calculator.scheduledText', { shrinkage: n(input.shrinkage) }),
    },
    {
      key: 'fte',
      label: t('calculator.fte'),
      value: n(results.fte),
      text: t('calculator.fteText', {
        fteHours: n(staffingCostRates.hoursPerFte),
        hours: n(input.hours),
        days: plural(t, lang, 'calculator.dayCount', input.days),
      }),
    },
  ]
}

/** The cost range as the page words it: "€12,300 to €17,600 a month". */
export function costText(results: ScenarioResults, t: Translate, lang: Lang): string {
  const { currency, low, high } = results.monthlyCost
  return t('calculator.costRange', { low: formatMoney(low, currency, lang), high: formatMoney(high, currency, lang) })
}

/** Labelled figures as a compact definition list (the contact form's attachment). */
export function ScenarioList({
  items,
  className,
}: {
  items: { key: string; label: string; value: string }[]
  className: string
}) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.key} className="calc-figure">
          <dt>{item.label}</dt>
          <dd data-result={item.key}>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
