import { interpolate } from '../i18n/messages'

/** Keys of the staffing calculator's own texts (content/pages/<lang>/calculator.ts, `text`). */
export type CalculatorTextKey =
  | 'formTitle'
  | 'formNote'
  | 'calls'
  | 'callsHint'
  | 'interval'
  | 'intervalHint'
  | 'aht'
  | 'ahtHint'
  | 'target'
  | 'targetHint'
  | 'answer'
  | 'answerHint'
  | 'shrinkage'
  | 'shrinkageHint'
  | 'openingHours'
  | 'hours'
  | 'hoursHint'
  | 'days'
  | 'daysHint'
  | 'submit'
  | 'liveNote'
  | 'errorSummary'
  | 'error.required'
  | 'error.number'
  | 'error.whole'
  | 'error.range'
  | 'error.interval'
  | 'error.target100'
  | 'error.traffic'
  | 'error.unreachable'
  | 'resultsTitle'
  | 'summary'
  | 'traffic'
  | 'trafficText'
  | 'agents'
  | 'agentsText'
  | 'serviceLevel'
  | 'serviceLevelText'
  | 'probabilityOfWaiting'
  | 'probabilityOfWaitingText'
  | 'averageSpeedOfAnswer'
  | 'averageSpeedOfAnswerText'
  | 'occupancy'
  | 'occupancyText'
  | 'occupancyHigh'
  | 'scheduled'
  | 'scheduledText'
  | 'fte'
  | 'fteText'
  | 'tradeOffTitle'
  | 'tradeOffText'
  | 'tradeOffAgents'
  | 'tradeOffCurrent'
  | 'queueNeverClears'
  | 'costTitle'
  | 'costRange'
  | 'costAssumptions'
  | 'costRate'
  | 'costFte'
  | 'costNotQuote'
  | 'costSample'
  | 'sendTitle'
  | 'send'
  | 'sendText'
  | 'appName'

export type CalculatorText = Record<CalculatorTextKey, string>

export type CalculatorTranslate = (key: CalculatorTextKey, vars?: Record<string, string | number>) => string

/**
 * The calculator's texts live with its page copy, not in the site-wide dictionaries:
 * those ship in every page's JavaScript (decision 003), these only in the calculator's
 * loader data. The contact page words an attached scenario with them in its loader.
 */
export function calculatorTranslator(text: CalculatorText): CalculatorTranslate {
  return (key, vars) => (vars ? interpolate(text[key], vars) : text[key])
}
