import { fields, singleton } from '@keystatic/core'
import { bilingual, line, prose, sectionLabel, titledList } from './fields.ts'
import { pageIntro } from './page-fields.ts'

const PLACEHOLDERS = 'Words in curly brackets, such as {min}, are replaced by numbers: keep them exactly as they are.'

/** Short texts of the calculator, keyed as the calculator uses them; `long` ones get a bigger box. */
function texts<const K extends string>(
  labels: Record<K, string>,
  long: readonly NoInfer<K>[] = [],
  withNumbers: readonly NoInfer<K>[] = [],
) {
  // Safe: the loop below sets every key of `labels`, whose keys are K (a literal Record<K, string>).
  const out = {} as Record<K, ReturnType<typeof line>>
  for (const key of Object.keys(labels) as K[]) {
    const description = withNumbers.includes(key) ? PLACEHOLDERS : undefined
    out[key] = (long.includes(key) ? prose : line)(labels[key], {}, description)
  }
  return out
}

const form = () =>
  texts(
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
      extrasTitle: 'Refinements: group heading',
      extrasNote: 'Refinements: note under the heading',
      maxOccupancy: 'Maximum occupancy: label',
      maxOccupancyHint: 'Maximum occupancy: hint',
      patience: 'Caller patience: label',
      patienceHint: 'Caller patience: hint',
      headcount: 'Agents you have today: label',
      headcountHint: 'Agents you have today: hint',
      profile: 'Day profile: label',
      profileHint: 'Day profile: hint',
      submit: 'Calculate button (shown without JavaScript)',
      liveNote: 'Note that results update while typing',
      errorSummary: 'Message above the form when fields have errors',
      updateFailed: 'Message when the results could not be updated (no connection)',
    },
    [
      'formNote',
      'errorSummary',
      'updateFailed',
      'extrasNote',
      'maxOccupancyHint',
      'patienceHint',
      'headcountHint',
      'profileHint',
    ],
    [
      'callsHint',
      'ahtHint',
      'targetHint',
      'answerHint',
      'shrinkageHint',
      'hoursHint',
      'daysHint',
      'maxOccupancyHint',
      'patienceHint',
      'headcountHint',
      'profileHint',
    ],
  )

const error = () =>
  texts(
    {
      required: 'Field left empty',
      number: 'Not a number',
      whole: 'Not a whole number',
      range: 'Outside the accepted range',
      interval: 'Interval not 15, 30 or 60 minutes',
      target100: 'Target of 100%',
      traffic: 'Volume beyond any call centre',
      unreachable: 'Target no number of agents reaches',
      profileEntry: 'Day profile: an entry that is not a whole number in range',
      profileCount: 'Day profile: more intervals than fit in a day',
    },
    ['target100', 'traffic', 'unreachable', 'profileEntry', 'profileCount'],
    ['range', 'traffic', 'profileEntry', 'profileCount'],
  )

const results = () =>
  texts(
    {
      resultsTitle: 'Results heading',
      summary: 'One-line summary (read out by screen readers)',
      traffic: 'Traffic: label',
      trafficText: 'Traffic: explanation',
      agents: 'Agents on the phones: label',
      agentsText: 'Agents on the phones: explanation',
      agentsTextA: 'Agents on the phones: explanation with caller patience (Erlang A)',
      agentsCapped: 'Agents on the phones: explanation when the occupancy cap sets the count',
      serviceLevel: 'Service level: label',
      serviceLevelText: 'Service level: explanation',
      probabilityOfWaiting: 'Probability of waiting: label',
      probabilityOfWaitingText: 'Probability of waiting: explanation',
      averageSpeedOfAnswer: 'Average speed of answer: label',
      averageSpeedOfAnswerText: 'Average speed of answer: explanation',
      averageSpeedOfAnswerTextA: 'Average speed of answer: explanation with caller patience',
      abandonment: 'Abandonment: label',
      abandonmentText: 'Abandonment: explanation',
      abandonmentHigh: 'Abandonment: warning above 5%',
      occupancy: 'Occupancy: label',
      occupancyText: 'Occupancy: explanation',
      occupancyHigh: 'Occupancy: warning above 90%',
      scheduled: 'Agents to schedule: label',
      scheduledText: 'Agents to schedule: explanation',
      fte: 'Full-time equivalents: label',
      fteText: 'Full-time equivalents: explanation',
      fteProfileText: 'Full-time equivalents: explanation with a day profile',
    },
    [
      'trafficText',
      'agentsText',
      'agentsTextA',
      'agentsCapped',
      'averageSpeedOfAnswerTextA',
      'abandonmentText',
      'abandonmentHigh',
      'occupancyHigh',
      'scheduledText',
      'fteText',
      'fteProfileText',
    ],
    ['summary', 'serviceLevelText', 'agentsCapped', 'scheduledText', 'fteText', 'fteProfileText'],
  )

const headcount = () =>
  texts(
    {
      headcountTitle: 'Heading',
      headcountText: 'Text',
      headcountServiceLevelGap: 'Gap in service level: label',
      headcountAgentsGap: 'Gap in agents: label',
      headcountGapText: 'Gaps: explanation',
    },
    ['headcountText', 'headcountGapText'],
    ['headcountTitle', 'headcountText', 'headcountGapText'],
  )

const profile = () =>
  texts(
    {
      profileTitle: 'Heading',
      profileText: 'Text',
      profileInterval: 'Column heading: interval',
      profileStart: 'Column heading: start (time from opening)',
      profileCalls: 'Column heading: contacts',
      profileAgents: 'Column heading: agents',
      profileScheduled: 'Column heading: agents to schedule',
      profileAgentHours: 'Agent-hours: label',
      profileStaffHours: 'Staff-hours to schedule: label',
      profilePeak: 'Busiest interval: label',
      chartTitle: 'Chart: title (read by screen readers)',
      chartText: 'Chart: description (read by screen readers)',
      chartCalls: 'Chart legend: contacts',
      chartAgents: 'Chart legend: agents',
    },
    ['profileText', 'chartText'],
    ['profileText', 'chartText'],
  )

const csv = () =>
  texts({
    csvLink: 'Link: download as CSV',
    csvField: 'CSV column heading: figure',
    csvValue: 'CSV column heading: value',
    csvModel: 'CSV: model row label',
  })

const tradeOff = () =>
  texts(
    {
      tradeOffTitle: 'Heading',
      tradeOffText: 'Text',
      tradeOffAgents: 'Column heading: agents',
      tradeOffCurrent: 'Marker of the calculated row',
      tradeOffHeadcount: 'Marker of the row of the agents you have today',
      queueNeverClears: 'Shown when the queue never clears',
    },
    ['tradeOffText'],
  )

const cost = () =>
  texts(
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

const send = () =>
  texts(
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
  label: 'Calculator page / Kalkulator',
  path: 'content/pages/calculator',
  format: { data: 'yaml' },
  previewUrl: '/api/keystatic/preview/pages/calculator',
  schema: {
    ...bilingual(() => ({
      ...pageIntro(),
      methodologyTitle: line('Methodology: heading'),
      methodologyLead: prose('Methodology: introduction'),
      methodology: titledList(
        'Methodology: what the model assumes',
        { min: 4, max: 9 },
        'What the model assumes and where it over- or under-staffs.',
      ),
      text: fields.object(
        {
          form: fields.object(form(), { label: sectionLabel('Form') }),
          error: fields.object(error(), { label: sectionLabel('Error messages') }),
          results: fields.object(results(), { label: sectionLabel('Results') }),
          tradeOff: fields.object(tradeOff(), { label: sectionLabel('Staffing trade-off table') }),
          headcount: fields.object(headcount(), { label: sectionLabel('The agents you have today') }),
          profile: fields.object(profile(), { label: sectionLabel('Day profile') }),
          csv: fields.object(csv(), { label: sectionLabel('CSV download') }),
          cost: fields.object(cost(), { label: sectionLabel('Indicative cost') }),
          send: fields.object(send(), { label: sectionLabel('Send the scenario') }),
        },
        { label: sectionLabel('Texts of the calculator') },
      ),
    })),
  },
})
