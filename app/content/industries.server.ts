import content from 'virtual:site-content'
import { type Alternates, alternatesBy } from '../i18n/alternates.ts'
import { href } from '../i18n/href.ts'
import { type Lang, languages } from '../i18n/languages.ts'
import { polishTypographyDeep } from '../i18n/polish-typography.ts'
import { type Industry, industries } from '../lib/catalog/catalog-keys.ts'
import type { BundledEntry } from './bundled-content.ts'
import { COUNTS, claimedTwice, countProblem, fixedCollectionProblems, slugClashes } from './rules/content-rules.ts'

/** An industry page as the build bundles it: content/industries/<key>.yaml, typed from its schema (schema/industries.ts). */
export type RawIndustry = BundledEntry<'industries'>

/** One industry page in one language: content/industries/<key>.yaml, with its shared fields. */
export type IndustryContent = RawIndustry['entry']['en'] &
  Pick<RawIndustry['entry'], 'services'> & {
    key: Industry
  }

export type IndustryPages = Record<Lang, Map<Industry, IndustryContent>>

/** The file's key as one of the site's industries, or undefined when the site has no such industry. */
const industryOf = (key: string): Industry | undefined => industries.find((industry) => industry === key)

/**
 * The schema checks each file (its options hold the services to the site's own); these
 * rules span files (rules/content-rules.ts, as the build and the editor check them): every
 * industry of the site (app/lib/catalog/catalog-keys.ts `industries`, the home page's
 * eight) has exactly one page, and no two share a slug. Errors name the file. Exported for
 * the unit tests.
 */
export function buildIndustries(entries: readonly RawIndustry[]): IndustryPages {
  const out: IndustryPages = { en: new Map(), pl: new Map() }
  const problems = [
    ...fixedCollectionProblems('industries', 'content/industries', entries),
    ...claimedTwice(entries.map(({ file, key }) => ({ file, values: [key] }))).map(
      ({ file, value }) => `${file}: a second page for the industry "${value}"`,
    ),
    ...entries.flatMap(({ file, entry }) => {
      const count = countProblem('services', entry.services, COUNTS.industryServices)
      return count ? [`${file}: ${count}`] : []
    }),
    ...slugClashes(entries.map(({ file, entry }) => ({ file, slugs: { en: entry.en.slug, pl: entry.pl.slug } }))).map(
      ({ file, lang, value, owner }) => `${file}: ${lang}.slug "${value}" is already used by ${owner}`,
    ),
  ]
  if (problems.length) throw new Error(problems.join('\n'))
  for (const { key, entry } of entries) {
    const industry = industryOf(key)
    if (!industry) continue
    for (const lang of languages) {
      const page: IndustryContent = { ...entry[lang], key: industry, services: [...entry.services] }
      // Polish copy gets its non-breaking spaces here, once, for pages, menus and meta tags alike.
      out[lang].set(industry, lang === 'pl' ? polishTypographyDeep(page) : page)
    }
  }
  return out
}

const pages = buildIndustries(content.collections.industries)

/** The eight industries in the home page's order. */
export function listIndustries(lang: Lang): IndustryContent[] {
  return industries.map((key) => getIndustry(lang, key))
}

export function getIndustry(lang: Lang, key: Industry): IndustryContent {
  const page = pages[lang].get(key)
  // buildIndustries refuses content without a page for each industry.
  if (!page) throw new Error(`content/industries/${key}.yaml: missing`)
  return page
}

export function industryBySlug(lang: Lang, slug: string): IndustryContent | undefined {
  for (const page of pages[lang].values()) if (page.slug === slug) return page
  return undefined
}

export function industryAlternates(key: Industry): Alternates {
  return alternatesBy((lang) => href('industry', lang, { slug: getIndustry(lang, key).slug }))
}

export type IndustryLink = { key: Industry; slug: string; name: string }

export function industryLinks(lang: Lang): IndustryLink[] {
  return listIndustries(lang).map(({ key, slug, name }) => ({ key, slug, name }))
}
