import content from 'virtual:site-content'
import type { Alternates } from '../i18n/alternates.ts'
import { href } from '../i18n/href.ts'
import { type Lang, languages } from '../i18n/languages.ts'
import { polishTypographyDeep } from '../i18n/polish-typography.ts'
import { type ServiceKey, serviceKeys } from '../lib/catalog/catalog-keys.ts'
import { fixedCollectionProblems, serviceProblems } from './content-rules.ts'
import type { Plain } from './schema/fields.ts'
import type { ServiceContent } from './types.ts'

/** The schema checks each file; the rules that span files are content-rules.ts's, checked by the build too. */
function load(): Record<Lang, Map<ServiceKey, ServiceContent>> {
  const entries = content.collections.services
  const out: Record<Lang, Map<ServiceKey, ServiceContent>> = { en: new Map(), pl: new Map() }
  const problems = [
    ...fixedCollectionProblems('services', 'content/services', entries),
    ...entries.flatMap(({ key, file, entry }) => serviceProblems(key, entry).map((problem) => `${file}: ${problem}`)),
  ]
  if (problems.length) throw new Error(problems.join('\n'))
  for (const { key, entry } of entries) {
    for (const lang of ['en', 'pl'] as const) {
      const text = entry[lang]
      const service: ServiceContent = {
        ...(text as Plain<typeof text>),
        key: key as ServiceKey,
        figures: [...entry.figures],
        industries: [...entry.industries],
        related: entry.related as ServiceKey[],
      }
      // Polish copy gets its non-breaking spaces here, once, for pages, menus and meta tags alike.
      out[lang].set(key as ServiceKey, lang === 'pl' ? polishTypographyDeep(service) : service)
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
  return serviceKeys.map((slug) => services[lang].get(slug) as ServiceContent)
}

export type ServiceLink = { key: ServiceKey; slug: string; name: string; summary: string }

export function serviceLinks(lang: Lang): ServiceLink[] {
  return listServices(lang).map(({ key, slug, name, summary }) => ({ key, slug, name, summary }))
}

/** The service's page in each language (its slug may differ per language). */
export function serviceAlternates(key: ServiceKey): Alternates {
  const out = {} as Alternates
  for (const lang of languages) out[lang] = href('service', lang, { slug: services[lang].get(key)?.slug ?? key })
  return out
}
