import content from 'virtual:site-content'
import { describe, expect, it } from 'vitest'
import { languages } from '../i18n/languages.ts'
import { industries } from '../lib/catalog/catalog-keys.ts'
import { formatFigure } from '../lib/company/figure-format.ts'
import { figures } from '../site.config.ts'
import {
  buildCaseStudies,
  caseStudiesForIndustry,
  figureCaseStudies,
  listCaseStudies,
  type RawCaseStudy,
} from './case-studies.server.ts'
import { buildIndustries, getIndustry, listIndustries, type RawIndustry } from './industries.server.ts'
import { caseStudies as caseStudiesSchema } from './schema/case-studies.ts'

/** The entries of a collection, at least one: the tests below change the first. */
function nonEmpty<T>(entries: T[], collection: string): [T, ...T[]] {
  const [first, ...rest] = entries
  if (first === undefined) throw new Error(`content/ has no ${collection}`)
  return [first, ...rest]
}

const rawStudies = nonEmpty<RawCaseStudy>(content.collections.caseStudies, 'case studies')
const rawIndustries = nonEmpty<RawIndustry>(content.collections.industries, 'industries')

/** A deep copy of an entry with some shared fields changed. */
function changed<T extends { entry: object }>(item: T, entry: Record<string, unknown>): T {
  return { ...structuredClone(item), entry: { ...structuredClone(item.entry), ...entry } } as T
}

describe('case studies: cross-file rules', () => {
  it('accepts the content as it is', () => {
    expect(() => buildCaseStudies(rawStudies)).not.toThrow()
    expect(listCaseStudies('en').length).toBeGreaterThanOrEqual(6)
  })

  it('leaves an unknown industry, service or figure to the schema, which refuses it as it reads the file', () => {
    // The loader's types are the schema's option unions: what the reader lets through is one of the site's.
    const { industry, services, figures } = caseStudiesSchema.schema
    expect(() => industry.parse('shipping')).toThrow(/valid option/)
    expect(() => services.parse(['inbound-call-center', 'telepathy'])).toThrow(/one of/)
    expect(() => figures.parse(['happiness'])).toThrow(/one of/)
    expect(industry.parse('finance')).toBe('finance')
  })

  it('refuses a figure claimed by two case studies, naming the second file and the first', () => {
    const owner = rawStudies.find((s) => s.entry.figures.includes('firstCallResolution')) as RawCaseStudy
    const other = rawStudies.find((s) => s !== owner) as RawCaseStudy
    const twice = changed(other, { figures: [...other.entry.figures, 'firstCallResolution'] })
    const entries = [owner, twice, ...rawStudies.filter((s) => s !== owner && s !== other)]
    expect(() => buildCaseStudies(entries)).toThrow(
      new RegExp(`${other.file}: figures: "firstCallResolution" already belongs to ${owner.file}`),
    )
  })

  it('gives Polish copy its non-breaking spaces, English untouched', () => {
    const pl = listCaseStudies('pl')
      .map((s) => s.situation)
      .join(' ')
    expect(pl).toMatch(/ (i|w|z|o|a)\u00a0/)
    expect(
      listCaseStudies('en')
        .map((s) => s.situation)
        .join(' '),
    ).not.toContain('\u00a0')
  })

  it('links a figure only to a case study that is no sample; each metric a study reports shows in its results', () => {
    for (const lang of languages) {
      const links = Object.values(figureCaseStudies(lang))
      const samples = listCaseStudies(lang).filter((s) => s.sample)
      for (const study of samples)
        expect(
          links.some((to) => to.endsWith(`/${study.slug}`)),
          study.key,
        ).toBe(false)
      for (const study of listCaseStudies(lang)) {
        const shown = study.results.map((r) => r.value.replace(/\s/g, ' '))
        for (const key of study.figures) {
          const value = formatFigure(key, lang).replace(/\s/g, ' ')
          expect(
            shown.some((v) => v.includes(value)),
            `${study.key}: ${key} ${value} in ${shown.join(' | ')}`,
          ).toBe(true)
          expect(figures[key], key).toBeDefined()
        }
      }
    }
  })
})

describe('industries: cross-file rules', () => {
  it('has exactly one page per industry of the site, in both languages', () => {
    expect(() => buildIndustries(rawIndustries)).not.toThrow()
    for (const lang of languages) expect(listIndustries(lang).map((i) => i.key)).toEqual([...industries])
  })

  it('refuses a missing industry', () => {
    expect(() => buildIndustries(rawIndustries.filter((i) => i.key !== 'energy'))).toThrow(
      /content\/industries\/energy\.yaml: key \(both languages\): missing/,
    )
  })

  it('refuses a second page for the same industry, naming the file', () => {
    const copy = { ...structuredClone(rawIndustries[0]), file: 'content/industries/copy.yaml' }
    expect(() => buildIndustries([...rawIndustries, copy])).toThrow(/content\/industries\/copy.yaml: a second page/)
  })

  it('refuses an industry that is not one of the site’s, naming the file', () => {
    const extra = { ...structuredClone(rawIndustries[0]), key: 'mining', file: 'content/industries/mining.yaml' }
    expect(() => buildIndustries([...rawIndustries, extra])).toThrow(
      /content\/industries\/mining\.yaml: key \(both languages\): "mining" is not one of the site's industries/,
    )
  })

  it('refuses two pages with one slug, naming the second file and the first', () => {
    const [first, second, ...rest] = rawIndustries
    if (!second) throw new Error('content/ has one industry')
    const clash = changed(second, { pl: { ...second.entry.pl, slug: first.entry.pl.slug } })
    expect(() => buildIndustries([first, clash, ...rest])).toThrow(
      new RegExp(`${second.file}: pl\\.slug "${first.entry.pl.slug}" is already used by ${first.file}`),
    )
  })

  it('every industry page lists at least two services and at least one case study', () => {
    for (const lang of languages) {
      for (const key of industries) {
        const page = getIndustry(lang, key)
        expect(page.services.length, key).toBeGreaterThanOrEqual(2)
        expect(caseStudiesForIndustry(lang, key, page.services).studies.length, key).toBeGreaterThanOrEqual(1)
      }
    }
  })

  it('an industry without a case study of its own shows the closest by service, marked as such', () => {
    const own = new Set(listCaseStudies('en').map((s) => s.industry))
    for (const key of industries.filter((k) => !own.has(k))) {
      const related = caseStudiesForIndustry('en', key, getIndustry('en', key).services)
      expect(related.closest).toBe(true)
      for (const study of related.studies) {
        expect(study.services.some((s) => getIndustry('en', key).services.includes(s))).toBe(true)
      }
    }
  })
})
