import { fields, singleton } from '@keystatic/core'
import { industries, serviceKeys } from '../../lib/catalog/catalog-keys.ts'
import { COUNTS, countRange } from '../rules/content-rules.ts'

/**
 * The names the editor lists the 15 services and the 8 industries by (their pages' own
 * names live in each entry and may change; these label the editor's sidebar and options).
 */
export const serviceNames: Record<string, { en: string; pl: string }> = {
  'inbound-call-center': { en: 'Inbound Call Centre', pl: 'Obsługa połączeń przychodzących' },
  'outbound-sales': { en: 'Outbound Sales', pl: 'Sprzedaż telefoniczna' },
  'appointment-setting': { en: 'Appointment Setting', pl: 'Umawianie spotkań' },
  'customer-retention': { en: 'Customer Retention', pl: 'Utrzymanie klientów' },
  'technical-helpdesk': { en: 'Technical Helpdesk', pl: 'Helpdesk techniczny' },
  omnichannel: { en: 'Omnichannel', pl: 'Obsługa omnichannel' },
  'social-media-support': { en: 'Social Media Support', pl: 'Obsługa mediów społecznościowych' },
  'crisis-hotline': { en: 'Crisis Hotline', pl: 'Infolinia kryzysowa' },
  'soft-claims': { en: 'Soft Claims', pl: 'Obsługa szkód' },
  'back-office': { en: 'Back Office', pl: 'Back office' },
  'order-payment-processing': { en: 'Order & Payment Processing', pl: 'Obsługa zamówień i płatności' },
  'quality-assurance': { en: 'Quality Assurance', pl: 'Kontrola jakości' },
  'training-development': { en: 'Training & Development', pl: 'Szkolenia i rozwój' },
  'flexible-workforce': { en: 'Flexible Workforce', pl: 'Elastyczny zespół' },
  'ai-call-center': { en: 'AI Call Centre', pl: 'Call center AI' },
}

export const industryNames: Record<string, { en: string; pl: string }> = {
  finance: { en: 'Finance and insurance', pl: 'Finanse i ubezpieczenia' },
  energy: { en: 'Energy and utilities', pl: 'Energetyka i media' },
  telecom: { en: 'Telecommunications', pl: 'Telekomunikacja' },
  retail: { en: 'Retail and e-commerce', pl: 'Handel i e-commerce' },
  healthcare: { en: 'Healthcare', pl: 'Ochrona zdrowia' },
  education: { en: 'Education', pl: 'Edukacja' },
  technology: { en: 'Technology', pl: 'Technologie' },
  manufacturing: { en: 'Manufacturing', pl: 'Produkcja' },
}

const named = (names: Record<string, { en: string; pl: string }>, key: string) => {
  const name = names[key]
  return name ? `${name.pl} / ${name.en}` : key
}

/** Select options showing each service by its name; the stored value stays the key. */
export const namedServiceOptions = serviceKeys.map((value) => ({ value, label: named(serviceNames, value) }))
/** Select options showing each industry by its name; the stored value stays the key. */
export const namedIndustryOptions = industries.map((value) => ({ value, label: named(industryNames, value) }))

/** The editor's name of the singleton holding a fixed entry: `service-back-office`, `industry-energy`. */
export const fixedEntryName = (kind: 'service' | 'industry', key: string) => `${kind}-${key}`

type Schema = Parameters<typeof singleton>[0]['schema']

/**
 * One editor entry per key of a fixed set, each a singleton on the entry's own file
 * (`content/services/<key>.yaml`, the same file the build reads as a collection entry):
 * a singleton has no Delete, no Duplicate and no key to rename, so nothing the editor
 * offers can remove a page the site's code links to.
 */
export function fixedSingletons(
  kind: 'service' | 'industry',
  keys: readonly string[],
  dir: string,
  schema: (key: string) => Schema,
  names: Record<string, { en: string; pl: string }>,
) {
  return Object.fromEntries(
    keys.map((key) => [
      fixedEntryName(kind, key),
      singleton({
        label: named(names, key),
        path: `${dir}/${key}`,
        format: { data: 'yaml' },
        previewUrl: `/api/keystatic/preview/${kind === 'service' ? 'services' : 'industries'}/${key}`,
        schema: withoutKey(schema(key)),
      }),
    ]),
  )
}

function withoutKey({ key: _key, ...rest }: Schema): Schema {
  return rest
}

/**
 * Related services as the editor offers them without a services collection: the same keys,
 * by name; on the page `key`, every service but that one.
 */
export function relatedServices(key?: string) {
  return fields.multiselect({
    label: 'Related services / Powiązane usługi',
    description: `${countRange(COUNTS.relatedServices)} services shown at the end of the page. / ${countRange(COUNTS.relatedServices)} usługi pokazywane na końcu strony.`,
    options: namedServiceOptions.filter((option) => option.value !== key),
  })
}
