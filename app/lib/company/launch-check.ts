import { hasEvidence } from '../../content/page-figures.ts'
import type { CompanyFacts } from '../../content/schema/company.ts'
import { type FigureKey, figureName } from '../../content/schema/options.ts'

/**
 * Everything that must change before the site goes live: registry numbers that fail
 * their format or checksum, values marked `sample` in the company facts, figures without
 * evidence, recipients of personal data the privacy policy and the server's settings
 * disagree on, and the deployment settings a public site needs. Pure: the facts (content/company.yaml) and
 * the environment are passed in, so `npm run check:launch`, the server's start-up
 * warning and the tests all run the same rules.
 */
export type LaunchItem = { key: string; message: string }

export type LaunchEnv = {
  GTM_ID?: string | undefined
  SITE_URL?: string | undefined
  /** Where the server sends each enquiry (a CRM or automation tool, docs/integrations.md). */
  LEAD_WEBHOOK_URL?: string | undefined
  /** The calendar server bookings are written to. */
  BOOKING_CALDAV_URL?: string | undefined
}

const digits = (value: string) => value.replace(/[\s-]/g, '')
const allSame = (value: string) => /^(\d)\1*$/.test(value)

function weightedSum(number: string, weights: readonly number[]): number {
  return weights.reduce((sum, weight, i) => sum + weight * Number(number[i]), 0)
}

/** NIP: 10 digits, the last is the weighted sum of the first nine mod 11 (never 10). */
export function isValidNip(value: string): boolean {
  const n = digits(value)
  if (!/^\d{10}$/.test(n) || allSame(n)) return false
  const check = weightedSum(n, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
  return check !== 10 && check === Number(n[9])
}

/** REGON: 9 digits (or 14 for a local unit), weighted sum mod 11, where 10 counts as 0. */
export function isValidRegon(value: string): boolean {
  const n = digits(value)
  if (!/^(\d{9}|\d{14})$/.test(n) || allSame(n)) return false
  if (!checkRegon(n.slice(0, 9), [8, 9, 2, 3, 4, 5, 6, 7])) return false
  return n.length === 9 || checkRegon(n, [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8])
}

function checkRegon(n: string, weights: readonly number[]): boolean {
  return (weightedSum(n, weights) % 11) % 10 === Number(n[weights.length])
}

/** KRS: ten digits with leading zeros and no check digit; 0000000001 is the first entry. */
export function isValidKrs(value: string): boolean {
  const n = digits(value)
  return /^\d{10}$/.test(n) && Number(n) > 0
}

/** A figure as the pages show it, without the locale's digit grouping: "90%", "+35%", "17+". */
function shown({ value, format }: CompanyFacts['figures'][FigureKey]): string {
  if (format === 'percent') return `${value}%`
  if (format === 'signedPercent') return `+${value}%`
  if (format === 'plus') return `${value}+`
  return String(value)
}

/** A case study as the launch check sees it (content/case-studies/<key>.yaml). */
export type LaunchCaseStudy = { key: string; sample: boolean }

export function launchCheck(
  facts: CompanyFacts,
  env: LaunchEnv,
  caseStudies: readonly LaunchCaseStudy[] = [],
  pages: { aboutStorySample?: boolean } = {},
): LaunchItem[] {
  const items: LaunchItem[] = []
  const add = (key: string, message: string) => items.push({ key, message })
  const { registry } = facts

  if (!isValidKrs(registry.krs))
    add('registry.krs', `KRS "${registry.krs}" is not a KRS number (10 digits, not all zero)`)
  if (!isValidNip(registry.nip)) add('registry.nip', `NIP "${registry.nip}" fails the NIP format or checksum`)
  if (!isValidRegon(registry.regon))
    add('registry.regon', `REGON "${registry.regon}" fails the REGON format or checksum`)
  if (registry.sample) add('registry.sample', 'the registry data (court, KRS, NIP, REGON) is marked sample')
  if (!(facts.shareCapitalPln >= 5000))
    add('shareCapitalPln', `share capital ${facts.shareCapitalPln} zł is below the 5,000 zł minimum of a sp. z o.o.`)
  if (facts.address.sample)
    add('address', `the address "${facts.address.street}, ${facts.address.city}" is marked sample`)
  if (facts.phone.sample) add('phone', `the phone number "${facts.phone.display}" is marked sample`)
  if (facts.foundedYearSample)
    add('foundedYear', `the founding year ${facts.foundedYear} is marked sample (confirm it in the court register)`)
  if (!facts.dataProtectionOfficer.discriminant)
    add(
      'dataProtectionOfficer',
      'no data protection officer is set, and the privacy policy says none is appointed: decide whether RODO art. 37 ust. 1 lit. b or c requires one (core activities such as patient lines or claims handling: large-scale processing of health data); once appointed and notified to the Prezes UODO within 14 days (u.o.d.o. art. 10), set the name and e-mail, which the policy then publishes (art. 11)',
    )
  const { crm, calendar, voiceAi } = facts.recipients
  if (env.LEAD_WEBHOOK_URL && !crm.discriminant)
    add(
      'recipients.crm',
      'LEAD_WEBHOOK_URL is set but the company facts name no CRM or automation tool: the privacy policy must name that recipient and its transfer mechanism',
    )
  if (!env.LEAD_WEBHOOK_URL && crm.discriminant)
    add(
      'recipients.crm',
      `the privacy policy names "${crm.value.name}" as a recipient of enquiries, but LEAD_WEBHOOK_URL is not set`,
    )
  if (env.BOOKING_CALDAV_URL && !calendar.discriminant)
    add(
      'recipients.calendar',
      'BOOKING_CALDAV_URL is set but the company facts name no calendar provider: the privacy policy must name that recipient and its transfer mechanism',
    )
  if (!env.BOOKING_CALDAV_URL && calendar.discriminant)
    add(
      'recipients.calendar',
      `the privacy policy names "${calendar.value.name}" as the calendar provider, but BOOKING_CALDAV_URL is not set`,
    )
  if (voiceAi.sample)
    add(
      'recipients.voiceAi',
      `the voice-AI provider "${voiceAi.name}" (transfer: ${voiceAi.transfer}, recordings kept ${voiceAi.retentionDays} days) is marked sample: confirm them against its data processing agreement and the demo agent's settings`,
    )
  for (const [key, figure] of Object.entries(facts.figures)) {
    if (!hasEvidence(figure))
      add(
        `figures.${key}`,
        `"${figureName(key as FigureKey)}" (${shown(figure)}) has no evidence: cite a case study that is no sample, or write a source note. An unproved figure in advertising is misleading (UZNK art. 16 ust. 1 pkt 2; art. 18a puts the burden of proof on the company)`,
      )
  }
  for (const t of facts.testimonials) {
    if (t.sample) add(`testimonials.${t.id}`, `testimonial "${t.id}" is a sample`)
  }
  for (const c of caseStudies) {
    if (c.sample)
      add(`caseStudies.${c.key}`, `case study "${c.key}" is sample content (its client and figures are not proven)`)
  }
  if (pages.aboutStorySample)
    add(
      'pages.about.storySample',
      'the about page’s story is an example the team wrote: replace it with the company’s history',
    )
  if (!env.GTM_ID) add('env.GTM_ID', 'GTM_ID is not set: no tag manager, so no analytics')
  if (!env.SITE_URL) add('env.SITE_URL', 'SITE_URL is not set: canonical links, feeds and the sitemap name localhost')
  else if (!/^https:\/\//.test(env.SITE_URL) || /localhost|127\.0\.0\.1|\.invalid/.test(env.SITE_URL))
    add('env.SITE_URL', `SITE_URL "${env.SITE_URL}" is not a public https origin`)
  return items
}

/** The one line the production server logs at start while anything remains. */
export function launchWarning(items: readonly LaunchItem[]): string | null {
  if (!items.length) return null
  return `Not ready for launch: ${items.length} item(s) to replace (${items
    .slice(0, 4)
    .map((i) => i.key)
    .join(', ')}${items.length > 4 ? ', …' : ''}); run "npm run check:launch" for the list`
}
