import content from 'virtual:site-content'
import type { Alternates } from '../i18n/alternates'
import { href } from '../i18n/href'
import { type Lang, languages } from '../i18n/languages'
import { polishTypographyDeep } from '../lib/language/polish-typography'
import type { Plain } from './schema/fields'
import { type ServiceContent, type ServiceSlug, serviceSlugs } from './types'

/** The schema checks each file; these rules span files. */
function load(): Record<Lang, Map<ServiceSlug, ServiceContent>> {
  const entries = content.collections.services
  const out: Record<Lang, Map<ServiceSlug, ServiceContent>> = { en: new Map(), pl: new Map() }
  const known = new Set<string>(serviceSlugs)
  for (const { key, file, entry } of entries) {
    if (!known.has(key)) throw new Error(`${file}: "${key}" is not one of the site's services (app/content/types.ts)`)
    if (entry.related.includes(key)) throw new Error(`${file}: related lists the page itself`)
    if (entry.figures.length < 1 || entry.figures.length > 4) throw new Error(`${file}: figures: choose 1–4`)
    if (entry.industries.length < 2 || entry.industries.length > 5) throw new Error(`${file}: industries: choose 2–5`)
    for (const lang of ['en', 'pl'] as const) {
      const text = entry[lang]
      const service: ServiceContent = {
        ...(text as Plain<typeof text>),
        key: key as ServiceSlug,
        figures: [...entry.figures],
        industries: [...entry.industries],
        related: entry.related as ServiceSlug[],
      }
      // Polish copy gets its non-breaking spaces here, once, for pages, menus and meta tags alike.
      out[lang].set(key as ServiceSlug, lang === 'pl' ? polishTypographyDeep(service) : service)
    }
  }
  const missing = serviceSlugs.filter((slug) => !out.en.has(slug))
  if (missing.length) throw new Error(`content/services: missing ${missing.join(', ')}`)
  return out
}

const services = load()

/** The service whose address in this language ends in `slug`. */
export function serviceBySlug(lang: Lang, slug: string): ServiceContent | undefined {
  for (const service of services[lang].values()) if (service.slug === slug) return service
  return undefined
}

export function listServices(lang: Lang): ServiceContent[] {
  return serviceSlugs.map((slug) => services[lang].get(slug) as ServiceContent)
}

export type ServiceLink = { key: ServiceSlug; slug: string; name: string; summary: string }

export function serviceLinks(lang: Lang): ServiceLink[] {
  return listServices(lang).map(({ key, slug, name, summary }) => ({ key, slug, name, summary }))
}

/** The service's page in each language (its slug may differ per language). */
export function serviceAlternates(key: ServiceSlug): Alternates {
  const out = {} as Alternates
  for (const lang of languages) out[lang] = href('service', lang, { slug: services[lang].get(key)?.slug ?? key })
  return out
}
