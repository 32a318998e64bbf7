import { hasEvidence } from './page-figures.ts'
import type { CompanyFacts } from './schema/company.ts'
import { type FigureKey, figureKeys, figureNameIn } from './schema/options.ts'

/**
 * Everything that must change before the site goes live: registry numbers that fail
 * their format or checksum, values marked `sample` in the company facts, figures without
 * evidence, recipients of personal data the privacy policy and the server's settings
 * disagree on, and the deployment settings a public site needs. Pure: the facts (content/company.yaml) and
 * the environment are passed in, so `npm run check:launch`, the server's start-up
 * warning, the editor's "Gotowe do startu?" list and the tests all run the same rules.
 * Each message is written in both languages here: the command prints the English one,
 * the editor the one of its interface.
 */
export type LaunchItem = { key: string; message: Record<LaunchLang, string> }
export type LaunchLang = 'en' | 'pl'

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
  pages: { aboutStorySample?: boolean; samplePosts?: readonly string[] } = {},
): LaunchItem[] {
  const items: LaunchItem[] = []
  const add = (key: string, en: string, pl: string) => items.push({ key, message: { en, pl } })
  const { registry } = facts

  if (!isValidKrs(registry.krs))
    add(
      'registry.krs',
      `KRS "${registry.krs}" is not a KRS number (10 digits, not all zero)`,
      `KRS „${registry.krs}” nie jest numerem KRS (10 cyfr, nie same zera)`,
    )
  if (!isValidNip(registry.nip))
    add(
      'registry.nip',
      `NIP "${registry.nip}" fails the NIP format or checksum`,
      `NIP „${registry.nip}” ma zły format albo cyfrę kontrolną`,
    )
  if (!isValidRegon(registry.regon))
    add(
      'registry.regon',
      `REGON "${registry.regon}" fails the REGON format or checksum`,
      `REGON „${registry.regon}” ma zły format albo cyfrę kontrolną`,
    )
  if (registry.sample)
    add(
      'registry.sample',
      'the registry data (court, KRS, NIP, REGON) is marked sample',
      'dane rejestrowe (sąd, KRS, NIP, REGON) są oznaczone jako przykładowe',
    )
  if (!(facts.shareCapitalPln >= 5000))
    add(
      'shareCapitalPln',
      `share capital ${facts.shareCapitalPln} zł is below the 5,000 zł minimum of a sp. z o.o.`,
      `kapitał zakładowy ${facts.shareCapitalPln} zł jest niższy niż minimum spółki z o.o. (5000 zł)`,
    )
  if (facts.address.sample)
    add(
      'address',
      `the address "${facts.address.street}, ${facts.address.city}" is marked sample`,
      `adres „${facts.address.street}, ${facts.address.city}” jest oznaczony jako przykładowy`,
    )
  if (facts.phone.sample)
    add(
      'phone',
      `the phone number "${facts.phone.display}" is marked sample`,
      `numer telefonu „${facts.phone.display}” jest oznaczony jako przykładowy`,
    )
  if (facts.foundedYearSample)
    add(
      'foundedYear',
      `the founding year ${facts.foundedYear} is marked sample (confirm it in the court register)`,
      `rok założenia ${facts.foundedYear} jest oznaczony jako przykładowy (proszę sprawdzić go w KRS)`,
    )
  if (!facts.dataProtectionOfficer.discriminant)
    add(
      'dataProtectionOfficer',
      'no data protection officer is set, and the privacy policy says none is appointed: decide whether RODO art. 37 ust. 1 lit. b or c requires one (core activities such as patient lines or claims handling: large-scale processing of health data); once appointed and notified to the Prezes UODO within 14 days (u.o.d.o. art. 10), set the name and e-mail, which the policy then publishes (art. 11)',
      'nie wskazano inspektora ochrony danych, a polityka prywatności mówi, że go nie powołano: proszę ustalić, czy wymaga tego art. 37 ust. 1 lit. b lub c RODO (np. infolinie dla pacjentów albo obsługa szkód, czyli przetwarzanie danych o zdrowiu na dużą skalę); po powołaniu i zgłoszeniu Prezesowi UODO w ciągu 14 dni (art. 10 u.o.d.o.) proszę wpisać imię, nazwisko i e-mail, które polityka wtedy opublikuje (art. 11)',
    )
  const { crm, calendar, voiceAi } = facts.recipients
  if (env.LEAD_WEBHOOK_URL && !crm.discriminant)
    add(
      'recipients.crm',
      'LEAD_WEBHOOK_URL is set but the company facts name no CRM or automation tool: the privacy policy must name that recipient and its transfer mechanism',
      'ustawiono LEAD_WEBHOOK_URL, ale dane firmy nie wskazują systemu CRM ani narzędzia automatyzacji: polityka prywatności musi podać tego odbiorcę i podstawę przekazania danych',
    )
  if (!env.LEAD_WEBHOOK_URL && crm.discriminant)
    add(
      'recipients.crm',
      `the privacy policy names "${crm.value.name}" as a recipient of enquiries, but LEAD_WEBHOOK_URL is not set`,
      `polityka prywatności podaje „${crm.value.name}” jako odbiorcę zapytań, ale LEAD_WEBHOOK_URL nie jest ustawiony`,
    )
  if (env.BOOKING_CALDAV_URL && !calendar.discriminant)
    add(
      'recipients.calendar',
      'BOOKING_CALDAV_URL is set but the company facts name no calendar provider: the privacy policy must name that recipient and its transfer mechanism',
      'ustawiono BOOKING_CALDAV_URL, ale dane firmy nie wskazują dostawcy kalendarza: polityka prywatności musi podać tego odbiorcę i podstawę przekazania danych',
    )
  if (!env.BOOKING_CALDAV_URL && calendar.discriminant)
    add(
      'recipients.calendar',
      `the privacy policy names "${calendar.value.name}" as the calendar provider, but BOOKING_CALDAV_URL is not set`,
      `polityka prywatności podaje „${calendar.value.name}” jako dostawcę kalendarza, ale BOOKING_CALDAV_URL nie jest ustawiony`,
    )
  if (voiceAi.sample)
    add(
      'recipients.voiceAi',
      `the voice-AI provider "${voiceAi.name}" (transfer: ${voiceAi.transfer}, recordings kept ${voiceAi.retentionDays} days) is marked sample: confirm them against its data processing agreement and the demo agent's settings`,
      `dostawca głosowej AI „${voiceAi.name}” (przekazanie: ${voiceAi.transfer}, nagrania przechowywane ${voiceAi.retentionDays} dni) jest oznaczony jako przykładowy: proszę porównać te dane z umową powierzenia i ustawieniami agenta demo`,
    )
  for (const key of figureKeys) {
    const figure = facts.figures[key]
    if (!hasEvidence(figure))
      add(
        `figures.${key}`,
        `"${figureNameIn(key, 'en')}" (${shown(figure)}) has no evidence: cite a case study that is no sample, or write a source note. An unproved figure in advertising is misleading (UZNK art. 16 ust. 1 pkt 2; art. 18a puts the burden of proof on the company)`,
        `„${figureNameIn(key, 'pl')}” (${shown(figure)}) nie ma dowodu: proszę wskazać realizację, która nie jest przykładem, albo wpisać źródło. Niepotwierdzona liczba w reklamie wprowadza w błąd (art. 16 ust. 1 pkt 2 UZNK; według art. 18a ciężar dowodu spoczywa na firmie)`,
      )
  }
  for (const t of facts.testimonials) {
    if (t.sample)
      add(`testimonials.${t.id}`, `testimonial "${t.id}" is a sample`, `opinia klienta „${t.id}” jest przykładowa`)
  }
  for (const c of caseStudies) {
    if (c.sample)
      add(
        `caseStudies.${c.key}`,
        `case study "${c.key}" is sample content (its client and figures are not proven)`,
        `realizacja „${c.key}” jest przykładowa (klient i liczby nie są potwierdzone)`,
      )
  }
  for (const post of pages.samplePosts ?? [])
    add(
      `posts.${post}`,
      `blog post "${post}" is a sample the team wrote: have the company review and adopt it (untick "Sample content") or delete it`,
      `wpis na blogu „${post}” to przykład napisany przez zespół: firma powinna go przejrzeć i przyjąć jako własny (odznaczyć „Treść przykładowa”) albo usunąć`,
    )
  if (pages.aboutStorySample)
    add(
      'pages.about.storySample',
      'the about page’s story is an example the team wrote: replace it with the company’s history',
      'historia na stronie „O nas” to przykład napisany przez zespół: proszę zastąpić ją historią firmy',
    )
  if (!env.GTM_ID)
    add(
      'env.GTM_ID',
      'GTM_ID is not set: no tag manager, so no analytics',
      'GTM_ID nie jest ustawiony: bez Menedżera tagów nie ma statystyk',
    )
  if (!env.SITE_URL)
    add(
      'env.SITE_URL',
      'SITE_URL is not set: canonical links, feeds and the sitemap name localhost',
      'SITE_URL nie jest ustawiony: linki kanoniczne, kanały RSS i mapa witryny wskazują localhost',
    )
  else if (!/^https:\/\//.test(env.SITE_URL) || /localhost|127\.0\.0\.1|\.invalid/.test(env.SITE_URL))
    add(
      'env.SITE_URL',
      `SITE_URL "${env.SITE_URL}" is not a public https origin`,
      `SITE_URL „${env.SITE_URL}” nie jest publicznym adresem https`,
    )
  return items
}

/**
 * Whether the about page's story is still the team's stand-in: the one reading of the
 * field, for the page's "Example" tag and the launch check alike. The editor's checkbox
 * starts ticked, so only an explicit "no" (the company's own history) clears it.
 */
export function aboutStoryIsSample(about: { storySample?: unknown } | undefined): boolean {
  return about?.storySample !== false
}

/** What the launch check reads of the site's content (content/, as integrations/content/site-content.ts bundles it). */
export type LaunchContent = {
  singletons: { company?: { entry: unknown }; about?: { entry: { storySample?: unknown } } }
  collections: {
    caseStudies?: readonly { key: string; entry: { sample?: unknown } }[]
    posts?: readonly { key: string; entry: { sample?: unknown; draft?: unknown } }[]
  }
}

/**
 * The launch check of a site's content: `npm run check:launch` on the repository and the
 * editor's list on the content its server has. Null without company facts to check.
 */
export function launchCheckOf(content: LaunchContent, env: LaunchEnv): LaunchItem[] | null {
  // Safe: both callers hand over content the Keystatic reader read with the company schema
  // (virtual:site-content; readSiteContent in scripts/check-launch.ts), and CompanyFacts is that schema's entry type.
  const facts = content.singletons.company?.entry as CompanyFacts | undefined
  if (!facts) return null
  const caseStudies = (content.collections.caseStudies ?? []).map(({ key, entry }) => ({
    key,
    sample: entry.sample === true,
  }))
  return launchCheck(facts, env, caseStudies, {
    aboutStorySample: aboutStoryIsSample(content.singletons.about?.entry),
    // A draft is on no public page, so it claims nothing yet.
    samplePosts: (content.collections.posts ?? [])
      .filter(({ entry }) => entry.sample === true && entry.draft !== true)
      .map(({ key }) => key),
  })
}

/** The one line the production server logs at start while anything remains. */
export function launchWarning(items: readonly LaunchItem[]): string | null {
  if (!items.length) return null
  return `Not ready for launch: ${items.length} item(s) to replace (${items
    .slice(0, 4)
    .map((i) => i.key)
    .join(', ')}${items.length > 4 ? ', …' : ''}); run "npm run check:launch" for the list`
}
