import content from 'virtual:site-content'
import type { Entry } from '@keystatic/core/reader'
import type { Alternates } from '../i18n/alternates.ts'
import { href } from '../i18n/href.ts'
import { type Lang, languages } from '../i18n/languages.ts'
import { polishTypographyDeep } from '../i18n/polish-typography.ts'
import { type Industry, industries, type ServiceKey, serviceKeys } from '../lib/catalog/catalog-keys.ts'
import { COUNTS, countProblem } from './content-rules.ts'
import type { Plain } from './schema/fields.ts'
import type { industries as industriesSchema } from './schema/industries.ts'

type IndustryEntry = Entry<typeof industriesSchema>
export type RawIndustry = { key: string; file: string; entry: IndustryEntry }

/** One industry page in one language: content/industries/<key>.yaml, with its shared fields. */
export type IndustryContent = Plain<IndustryEntry['en']> & {
  key: Industry
  /** Services that fit, 2–5, most relevant first. */
  services: ServiceKey[]
}

export type IndustryPages = Record<Lang, Map<Industry, IndustryContent>>

/**
 * The schema checks each file; these rules span files: every industry of the site
 * (app/content/types.ts `industries`, the home page's eight) has exactly one page, and
 * each page's services exist. Errors name the file. Exported for the unit tests.
 */
export function buildIndustries(entries: readonly RawIndustry[]): IndustryPages {
  const out: IndustryPages = { en: new Map(), pl: new Map() }
  const known = new Set<string>(industries)
  const knownServices = new Set<string>(serviceKeys)
  for (const { key, file, entry } of entries) {
    if (!known.has(key)) throw new Error(`${file}: "${key}" is not one of the site's industries (app/content/types.ts)`)
    if (out.en.has(key as Industry)) throw new Error(`${file}: a second page for the industry "${key}"`)
    const count = countProblem('services', entry.services, COUNTS.industryServices)
    if (count) throw new Error(`${file}: ${count}`)
    for (const service of entry.services) {
      if (!knownServices.has(service))
        throw new Error(`${file}: services: "${service}" is not one of the site's services`)
    }
    for (const lang of languages) {
      const text = entry[lang] as Plain<IndustryEntry['en']>
      for (const other of out[lang].values()) {
        if (other.slug === text.slug)
          throw new Error(`${file}: ${lang}.slug "${text.slug}" is also the slug of ${other.key}`)
      }
      const page: IndustryContent = { ...text, key: key as Industry, services: [...entry.services] as ServiceKey[] }
      // Polish copy gets its non-breaking spaces here, once, for pages, menus and meta tags alike.
      out[lang].set(key as Industry, lang === 'pl' ? polishTypographyDeep(page) : page)
    }
  }
  const missing = industries.filter((key) => !out.en.has(key))
  if (missing.length) throw new Error(`content/industries: no page for ${missing.join(', ')}`)
  return out
}

const pages = buildIndustries(content.collections.industries)

/** The eight industries in the home page's order. */
export function listIndustries(lang: Lang): IndustryContent[] {
  return industries.map((key) => pages[lang].get(key) as IndustryContent)
}

export function getIndustry(lang: Lang, key: Industry): IndustryContent {
  return pages[lang].get(key) as IndustryContent
}

export function industryBySlug(lang: Lang, slug: string): IndustryContent | undefined {
  for (const page of pages[lang].values()) if (page.slug === slug) return page
  return undefined
}

export function industryAlternates(key: Industry): Alternates {
  const out = {} as Alternates
  for (const lang of languages) out[lang] = href('industry', lang, { slug: getIndustry(lang, key).slug })
  return out
}

export type IndustryLink = { key: Industry; slug: string; name: string }

export function industryLinks(lang: Lang): IndustryLink[] {
  return listIndustries(lang).map(({ key, slug, name }) => ({ key, slug, name }))
}
