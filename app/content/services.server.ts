import content from 'virtual:site-content'
import { type Alternates, alternatesBy } from '../i18n/alternates.ts'
import { href } from '../i18n/href.ts'
import type { Lang } from '../i18n/languages.ts'
import { polishTypographyDeep } from '../i18n/polish-typography.ts'
import { type ServiceKey, serviceKeys } from '../lib/catalog/catalog-keys.ts'
import { fixedCollectionProblems, serviceProblems } from './rules/content-rules.ts'
import type { ServiceContent } from './types.ts'

/**
 * A key as one of the site's services. fixedCollectionProblems has refused a file named for
 * no service, and the editor offers only existing services as related ones, so this throws
 * only on a file written by hand past both.
 */
function serviceKeyOf(key: string, where: string): ServiceKey {
  const found = serviceKeys.find((service) => service === key)
  if (!found) throw new Error(`${where}: "${key}" is not one of the site's services (app/lib/catalog/catalog-keys.ts)`)
  return found
}

/** The schema checks each file; the rules that span files are rules/content-rules.ts's, checked by the build too. */
function load(): Record<Lang, Map<ServiceKey, ServiceContent>> {
  const entries = content.collections.services
  const out: Record<Lang, Map<ServiceKey, ServiceContent>> = { en: new Map(), pl: new Map() }
  const problems = [
    ...fixedCollectionProblems('services', 'content/services', entries),
    ...entries.flatMap(({ key, file, entry }) => serviceProblems(key, entry).map((problem) => `${file}: ${problem}`)),
  ]
  if (problems.length) throw new Error(problems.join('\n'))
  for (const { key, file, entry } of entries) {
    const serviceKey = serviceKeyOf(key, file)
    const related = entry.related.map((other) => serviceKeyOf(other, `${file}: related`))
    for (const lang of ['en', 'pl'] as const) {
      const service: ServiceContent = {
        ...entry[lang],
        key: serviceKey,
        figures: [...entry.figures],
        industries: [...entry.industries],
        related,
      }
      // Polish copy gets its non-breaking spaces here, once, for pages, menus and meta tags alike.
      out[lang].set(serviceKey, lang === 'pl' ? polishTypographyDeep(service) : service)
    }
  }
  return out
}

const services = load()

/** The service whose address in this language ends in `slug`. */
export function serviceBySlug(lang: Lang, slug: string): ServiceContent | undefined {
  for (const service of services[lang].values()) if (service.slug === slug) return service
  return undefined
}

export function listServices(lang: Lang): ServiceContent[] {
  return serviceKeys.map((key) => {
    const service = services[lang].get(key)
    // load() has refused content without a file for every service.
    if (!service) throw new Error(`content/services/${key}.yaml: missing`)
    return service
  })
}

export type ServiceLink = { key: ServiceKey; slug: string; name: string; summary: string }

export function serviceLinks(lang: Lang): ServiceLink[] {
  return listServices(lang).map(({ key, slug, name, summary }) => ({ key, slug, name, summary }))
}

/** The service's page in each language (its slug may differ per language). */
export function serviceAlternates(key: ServiceKey): Alternates {
  return alternatesBy((lang) => href('service', lang, { slug: services[lang].get(key)?.slug ?? key }))
}
