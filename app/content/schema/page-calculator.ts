import { fields, singleton } from '@keystatic/core'
import { bilingual, line, prose, titledList } from './fields.ts'
import { pageIntro } from './page-fields.ts'

const PLACEHOLDERS = 'Words in curly brackets, such as {min}, are replaced by numbers: keep them exactly as they are.'

/** Short texts of the calculator, keyed as the calculator uses them; `long` ones get a bigger box. */
function texts<const K extends string>(
  labels: Record<K, string>,
  long: readonly NoInfer<K>[] = [],
  withNumbers: readonly NoInfer<K>[] = [],
) {
  const out = {} as Record<K, ReturnType<typeof line>>
  for (const key of Object.keys(labels) as K[]) {
    const description = withNumbers.includes(key) ? PLACEHOLDERS : undefined
    out[key] = (long.includes(key) ? prose : line)(labels[key], {}, description)
  }
  return out
}

const form = texts(
  {
    formTitle: 'Form heading',
    formNote: 'Note under the form heading',
    calls: 'Contacts: label',
    callsHint: 'Contacts: hint',
    interval: 'Interval: label',
    intervalHint: 'Interval: hint',
    aht: 'Handle time: label',
    ahtHint: 'Handle time: hint',
    target: 'Service-level target: label',
    targetHint: 'Service-level target: hint',
    answer: 'Answer within: label',
    answerHint: 'Answer within: hint',
    shrinkage: 'Shrinkage: label',
    shrinkageHint: 'Shrinkage: hint',
    openingHours: 'Opening hours: group heading',
    hours: 'Hours per day: label',
    hoursHint: 'Hours per day: hint',
    days: 'Days per week: label',
    daysHint: 'Days per week: hint',
    submit: 'Calculate button (shown without JavaScript)',
    liveNote: 'Note that results update while typing',
    errorSummary: 'Message above the form when fields have errors',
  },
  ['formNote', 'errorSummary'],
  ['callsHint', 'ahtHint', 'targetHint', 'answerHint', 'shrinkageHint', 'hoursHint', 'daysHint'],
)

const error = texts(
  {
    required: 'Field left empty',
    number: 'Not a number',
    whole: 'Not a whole number',
    range: 'Outside the accepted range',
    interval: 'Interval not 15, 30 or 60 minutes',
    target100: 'Target of 100%',
    traffic: 'Volume beyond any call centre',
    unreachable: 'Target no number of agents reaches',
  },
  ['target100', 'traffic', 'unreachable'],
  ['range', 'traffic'],
)

const results = texts(
  {
    resultsTitle: 'Results heading',
    summary: 'One-line summary (read out by screen readers)',
    traffic: 'Traffic: label',
    trafficText: 'Traffic: explanation',
    agents: 'Agents on the phones: label',
    agentsText: 'Agents on the phones: explanation',
    serviceLevel: 'Service level: label',
    serviceLevelText: 'Service level: explanation',
    probabilityOfWaiting: 'Probability of waiting: label',
    probabilityOfWaitingText: 'Probability of waiting: explanation',
    averageSpeedOfAnswer: 'Average speed of answer: label',
    averageSpeedOfAnswerText: 'Average speed of answer: explanation',
    occupancy: 'Occupancy: label',
    occupancyText: 'Occupancy: explanation',
    occupancyHigh: 'Occupancy: warning above 90%',
    scheduled: 'Agents to schedule: label',
    scheduledText: 'Agents to schedule: explanation',
    fte: 'Full-time equivalents: label',
    fteText: 'Full-time equivalents: explanation',
  },
  ['trafficText', 'agentsText', 'occupancyHigh', 'scheduledText', 'fteText'],
  ['summary', 'serviceLevelText', 'scheduledText', 'fteText'],
)

const tradeOff = texts(
  {
    tradeOffTitle: 'Heading',
    tradeOffText: 'Text',
    tradeOffAgents: 'Column heading: agents',
    tradeOffCurrent: 'Marker of the calculated row',
    queueNeverClears: 'Shown when the queue never clears',
  },
  ['tradeOffText'],
)

const cost = texts(
  {
    costTitle: 'Heading',
    costRange: 'The range',
    costAssumptions: 'Assumptions: heading',
    costRate: 'Assumptions: cost of one agent',
    costFte: 'Assumptions: full-time equivalents',
    costNotQuote: 'Not a quote: note',
    costSample: 'Sample rates: note (shown while the rates in the company facts are samples)',
  },
  ['costRate', 'costNotQuote'],
  ['costRange', 'costRate', 'costFte'],
)

const send = texts(
  {
    sendTitle: 'Heading',
    send: 'Button',
    sendText: 'Text',
    appName: 'Name of the calculator (search engines, the contact form)',
  },
  ['sendText'],
)

/**
 * The staffing calculator page: content/pages/calculator.yaml, its intro and methodology
 * and every text of the calculator itself (labels, hints, errors, results), grouped as the
 * calculator shows them. The rates behind the cost estimate are in the company facts.
 */
export const calculatorPage = singleton({
  label: 'Calculator page',
  path: 'content/pages/calculator',
  format: { data: 'yaml' },
  schema: {
    ...bilingual(() => ({
      ...pageIntro(),
      methodologyTitle: line('Methodology: heading'),
      methodologyLead: prose('Methodology: introduction'),
      methodology: titledList(
        'Methodology: what the model assumes',
        { min: 4, max: 6 },
        'What the model assumes and where it over- or under-staffs.',
      ),
      text: fields.object(
        {
          form: fields.object(form, { label: 'Form' }),
          error: fields.object(error, { label: 'Error messages' }),
          results: fields.object(results, { label: 'Results' }),
          tradeOff: fields.object(tradeOff, { label: 'Staffing trade-off table' }),
          cost: fields.object(cost, { label: 'Indicative cost' }),
          send: fields.object(send, { label: 'Send the scenario' }),
        },
        { label: 'Texts of the calculator' },
      ),
    })),
  },
})
