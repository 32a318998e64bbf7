import { translator } from '../../i18n/translate.ts'
import type { ScenarioRecord } from '../../lib/calculator/staffing.ts'
import { companyDetails, registryVars } from '../../lib/company/company-details.ts'
import { escapeMarkup } from '../../lib/markup/escape.ts'
import { site } from '../../site.config.ts'
import type { LeadRow } from './lead-store.server.ts'
import type { MailMessage } from './mailer.server.ts'

/** Subject and headers never carry a line break, whatever reached storage. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim()
}

/**
 * The staffing scenario attached from the calculator, one labelled line per input and
 * result (numbers as the server recomputed them, without locale formatting, so sales
 * can paste them into a planning sheet).
 */
export function scenarioRows({ inputs, results }: ScenarioRecord): [string, string][] {
  const cost = results.monthlyCost
  return [
    ['Scenario: contacts per interval', String(inputs.calls)],
    ['Scenario: interval (minutes)', String(inputs.interval)],
    ['Scenario: average handle time (s)', String(inputs.aht)],
    ['Scenario: service-level target (%)', String(inputs.target)],
    ['Scenario: answer within (s)', String(inputs.answer)],
    ['Scenario: shrinkage (%)', String(inputs.shrinkage)],
    ['Scenario: hours open per day', String(inputs.hours)],
    ['Scenario: days open per week', String(inputs.days)],
    ...optionalRows(inputs),
    ['Result: model', results.model === 'erlang-a' ? 'Erlang A (callers hang up)' : 'Erlang C'],
    ['Result: traffic (Erlangs)', String(results.traffic)],
    ['Result: agents on the phones', String(results.agents)],
    ['Result: service level (%)', String(results.serviceLevel)],
    ['Result: probability of waiting (%)', String(results.probabilityOfWaiting)],
    ['Result: average speed of answer (s)', String(results.averageSpeedOfAnswer)],
    ['Result: occupancy (%)', String(results.occupancy)],
    ...(results.abandonment === null ? [] : [['Result: abandonment (%)', String(results.abandonment)] as Row]),
    ...(results.agentsFor === 'maxOccupancy' ? [['Result: agents set by', 'the occupancy cap'] as Row] : []),
    ['Result: agents to schedule', String(results.scheduled)],
    ['Result: full-time equivalents', String(results.fte)],
    [
      `Result: indicative monthly cost (${cost.currency}${cost.sampleRates ? ', sample rates' : ''})`,
      `${cost.low}-${cost.high}`,
    ],
    ...headcountRows(results),
    ...profileRows(results),
  ]
}

type Row = [string, string]

/** The inputs a scenario may leave out, each only when given. */
function optionalRows(inputs: ScenarioRecord['inputs']): Row[] {
  const rows: Row[] = []
  if (inputs.maxOccupancy !== undefined) rows.push(['Scenario: maximum occupancy (%)', String(inputs.maxOccupancy)])
  if (inputs.patience !== undefined) rows.push(['Scenario: average caller patience (s)', String(inputs.patience)])
  if (inputs.agents !== undefined) rows.push(['Scenario: agents today', String(inputs.agents)])
  if (inputs.profile !== undefined) rows.push(['Scenario: contacts per interval over a day', inputs.profile.join(', ')])
  return rows
}

const orNever = (value: number | null) => (value === null ? 'queue never clears' : String(value))

function headcountRows({ headcount }: ScenarioRecord['results']): Row[] {
  if (!headcount) return []
  return [
    ['Agents today: service level (%)', orNever(headcount.serviceLevel)],
    ['Agents today: average speed of answer (s)', orNever(headcount.averageSpeedOfAnswer)],
    ['Agents today: occupancy (%)', orNever(headcount.occupancy)],
    ...(headcount.abandonment === null
      ? []
      : [['Agents today: abandonment (%)', String(headcount.abandonment)] as Row]),
    ['Agents today: service level against target (points)', orNever(headcount.serviceLevelGap)],
    ['Agents today: against agents needed', String(headcount.agentsGap)],
  ]
}

function profileRows({ profile }: ScenarioRecord['results']): Row[] {
  if (!profile) return []
  return [
    ['Day profile: agents per interval', profile.intervals.map((i) => i.agents).join(', ')],
    ['Day profile: agent-hours per day', String(profile.agentHours)],
    ['Day profile: staff-hours to schedule per day', String(profile.staffHours)],
    ['Day profile: agents in the busiest interval', String(profile.peakAgents)],
  ]
}

/** The notification to the sales team, in English; Reply-To is the visitor. */
export function notificationMail(lead: LeadRow, options: { from: string; to: string }): MailMessage {
  const t = translator('en')
  const rows: [string, string | null][] = [
    ['Name', lead.name],
    ['Company', lead.company],
    ['E-mail', lead.email],
    ['Phone', lead.phone],
    ['Service', lead.service],
    ['Industry', lead.industry],
    ['Position', lead.position],
    ['Language', lead.lang],
    ['Page', lead.source_page],
    ['Consent', `${lead.consent_text_version} at ${lead.consent_at}`],
    [
      'Campaign',
      lead.attribution
        ? Object.entries(lead.attribution)
            .map(([key, value]) => `${key}=${value}`)
            .join(', ')
        : null,
    ],
    ['Received', lead.created_at],
  ]
  const filled = rows.filter((r): r is [string, string] => Boolean(r[1]))
  if (lead.scenario) filled.push(...scenarioRows(lead.scenario))
  const text = `${filled.map(([k, v]) => `${k}: ${oneLine(v)}`).join('\n')}\n\n${lead.message}\n`
  const html = `<table>${filled
    .map(([k, v]) => `<tr><th align="left">${escapeMarkup(k)}</th><td>${escapeMarkup(oneLine(v))}</td></tr>`)
    .join('')}</table><p style="white-space:pre-wrap">${escapeMarkup(lead.message)}</p>`
  return {
    from: options.from,
    to: options.to,
    replyTo: { name: oneLine(lead.name), address: oneLine(lead.email) },
    subject: oneLine(
      t('mail.subject', { name: lead.name, company: lead.company ? ` (${lead.company})` : '' }) +
        (lead.scenario
          ? ` [staffing scenario: ${lead.scenario.results.agents} agents, ${lead.scenario.results.fte} FTE]`
          : ''),
    ),
    text,
    html,
  }
}

/**
 * The company's registry details under a business e-mail, as the footer prints them
 * (KSH art. 206 § 1: name, seat and address, registry court, KRS, NIP, share capital),
 * with the sample note while they are stand-ins.
 */
export function companyFooterLines(lang: 'en' | 'pl'): string[] {
  const t = translator(lang)
  const details = companyDetails(lang)
  return [
    `${details.legalName}, ${details.address}`,
    t('footer.registry', registryVars(details)),
    ...(details.sample ? [t('company.sample')] : []),
  ]
}

/**
 * The optional confirmation to the visitor, in the language they wrote in. Fixed text
 * only: the address is whatever the visitor typed, so nothing they typed (message,
 * name, company) goes into it, or the form would send anyone's words to anyone under
 * the company's name.
 */
export function confirmationMail(lead: Pick<LeadRow, 'email' | 'lang'>, options: { from: string }): MailMessage {
  const lang = lead.lang === 'pl' ? 'pl' : 'en'
  const t = translator(lang)
  const footer = companyFooterLines(lang)
  const text = `${t('mail.confirmText', { brand: site.brand })}\n\n--\n${footer.join('\n')}\n`
  return {
    from: options.from,
    to: oneLine(lead.email),
    subject: oneLine(t('mail.confirmSubject', { brand: site.brand })),
    text,
    html: `<p style="white-space:pre-wrap">${escapeMarkup(t('mail.confirmText', { brand: site.brand }))}</p><p style="font-size:12px;color:#555">${footer.map(escapeMarkup).join('<br>')}</p>`,
  }
}
