import { numberFormat } from '../../i18n/intl.ts'
import type { Lang } from '../../i18n/languages.ts'
import { polishTypography } from '../../i18n/polish-typography.ts'
import { type CompanyFacts, site } from '../../site.config.ts'
import type { CompanyDetailName } from './company-detail-names.ts'

/**
 * The details, one string each, named by COMPANY_DETAIL_NAMES (the list the legal texts'
 * placeholders and the editor's hint come from), and whether they are stand-ins.
 */
export type CompanyDetails = Record<CompanyDetailName, string> & {
  /** True while the registry data, address or phone are stand-ins (the page says so). */
  sample: boolean
}

type Transfer = CompanyFacts['recipients']['voiceAi']['transfer']

/** How data reach a recipient, as the privacy policy states it (RODO chapter V). */
const TRANSFER: Record<Lang, Record<Transfer, string>> = {
  pl: {
    eea: 'dane są przetwarzane wyłącznie w Europejskim Obszarze Gospodarczym',
    dpf: 'przekazanie do USA na podstawie decyzji Komisji Europejskiej z dnia 10 lipca 2023 r. w sprawie EU–US Data Privacy Framework (art. 45 RODO); odbiorca jest certyfikowany w tym programie',
    scc: 'przekazanie poza Europejski Obszar Gospodarczy na podstawie standardowych klauzul umownych przyjętych przez Komisję Europejską (art. 46 ust. 2 lit. c RODO)',
  },
  en: {
    eea: 'the data are processed in the European Economic Area only',
    dpf: 'transfer to the USA under the European Commission’s decision of 10 July 2023 on the EU–US Data Privacy Framework (Article 45 GDPR); the recipient is certified under it',
    scc: 'transfer outside the European Economic Area under standard contractual clauses adopted by the European Commission (Article 46(2)(c) GDPR)',
  },
}

/**
 * Which optional passages of the legal texts hold, from the company facts: `dpo` once a
 * DPO is appointed (`no-dpo` until then), `crm` and `calendar` when those recipients are
 * set, `scc` when any recipient receives data under standard contractual clauses. A passage sits between `<!-- if: name -->` and `<!-- /if -->`.
 */
export function legalConditions(): Record<string, boolean> {
  const dpo = site.dataProtectionOfficer.discriminant
  const { crm, calendar, voiceAi } = site.recipients
  const transfers = [voiceAi.transfer, crm.value?.transfer, calendar.value?.transfer]
  return {
    dpo,
    'no-dpo': !dpo,
    crm: crm.discriminant,
    calendar: calendar.discriminant,
    scc: transfers.includes('scc'),
  }
}

/** The text with each `<!-- if: name -->…<!-- /if -->` passage kept or dropped by `conditions`. */
export function forConditions(body: string, conditions: Record<string, boolean>, file: string): string {
  return body.replace(/<!-- if: ([\w-]+) -->\n([\s\S]*?)<!-- \/if -->\n?/g, (_, name: string, text: string) => {
    if (!(name in conditions)) throw new Error(`${file}: unknown condition <!-- if: ${name} -->`)
    return conditions[name] ? text : ''
  })
}

/**
 * The company's legal details as a page prints them (KSH art. 206 § 1: name, seat and
 * address, registry court and KRS number, NIP, share capital), from the company facts.
 */
export function companyDetails(lang: Lang): CompanyDetails {
  const { address, registry } = site
  const dpo = site.dataProtectionOfficer.discriminant ? site.dataProtectionOfficer.value : null
  const { voiceAi } = site.recipients
  const crm = site.recipients.crm.discriminant ? site.recipients.crm.value : null
  const calendar = site.recipients.calendar.discriminant ? site.recipients.calendar.value : null
  // The facts are inserted into Polish text after its typography ran (a placeholder is one
  // token there), so they get theirs here: „sp.~z~o.o.”, „Sąd Rejonowy w~Częstochowie”.
  const text = lang === 'pl' ? polishTypography : (s: string) => s
  return {
    legalName: text(site.legalName),
    address: text(`${address.street}, ${address.postalCode} ${address.city}${lang === 'en' ? ', Poland' : ''}`),
    street: text(address.street),
    postalCodeAndCity: text(`${address.postalCode} ${address.city}`),
    court: text(registry.court[lang]),
    krs: registry.krs,
    nip: registry.nip,
    regon: registry.regon,
    shareCapital: text(numberFormat(lang, { style: 'currency', currency: 'PLN' }).format(site.shareCapitalPln)),
    phone: site.phone,
    email: site.email,
    privacyEmail: site.privacyEmail,
    recruitmentEmail: site.recruitmentEmail,
    dpoName: dpo ? text(dpo.name) : '',
    dpoEmail: dpo?.email ?? '',
    voiceAiName: text(voiceAi.name),
    voiceAiSeat: text(voiceAi.seat[lang]),
    voiceAiTransfer: text(TRANSFER[lang][voiceAi.transfer]),
    voiceAiRetentionDays: String(voiceAi.retentionDays),
    crmName: crm ? text(crm.name) : '',
    crmSeat: crm ? text(crm.seat[lang]) : '',
    crmTransfer: crm ? text(TRANSFER[lang][crm.transfer]) : '',
    calendarName: calendar ? text(calendar.name) : '',
    calendarSeat: calendar ? text(calendar.seat[lang]) : '',
    calendarTransfer: calendar ? text(TRANSFER[lang][calendar.transfer]) : '',
    sample: registry.sample || address.sample,
  }
}

export { registryVars } from './registry-vars.ts'
