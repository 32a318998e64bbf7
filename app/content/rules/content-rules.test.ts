import { fields } from '@keystatic/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { languages } from '../../i18n/languages.ts'
import { ownFigures, setTaken, uniqueSlug } from '../schema/field-rules.ts'
import { type FigureKey, figureOptions, industryKeys } from '../schema/options.ts'
import {
  COUNTS,
  claimedTwice,
  countProblem,
  fixedCollectionProblems,
  ownersOf,
  type Slugged,
  salaryProblem,
  serviceProblems,
  slugClashes,
} from './content-rules.ts'

describe('the content rules', () => {
  it('name an entry a fixed collection does not know, and each one it misses, with how to restore it', () => {
    const entries = industryKeys.slice(1).map((key) => ({ key, file: `content/industries/${key}.yaml` }))
    const problems = fixedCollectionProblems('industries', 'content/industries', [
      ...entries,
      { key: 'space-travel', file: 'content/industries/space-travel.yaml' },
    ])
    expect(problems).toEqual([
      `content/industries/space-travel.yaml: key (both languages): "space-travel" is not one of the site's industries`,
      expect.stringMatching(
        new RegExp(
          `^content/industries/${industryKeys[0]}\\.yaml: key \\(both languages\\): missing; .*git checkout HEAD`,
        ),
      ),
    ])
    expect(fixedCollectionProblems('jobs', 'content/jobs', [{ key: 'any', file: 'content/jobs/any.yaml' }])).toEqual([])
  })

  it("hold a service page's own lists", () => {
    const lists = { related: ['back-office', 'inbound-call-center'], figures: ['a'], industries: ['x', 'y'] }
    expect(serviceProblems('omnichannel', lists)).toEqual([])
    expect(
      serviceProblems('omnichannel', {
        related: ['omnichannel'],
        figures: [],
        industries: ['x', 'y', 'z', 'v', 'w', 'u'],
      }),
    ).toEqual([
      'related: Choose other services: a page cannot list itself. / Wybierz inne usługi – strona nie może wskazywać samej siebie.',
      'related: choose 2–4',
      'figures: choose 1–4',
      'industries: choose 2–5',
    ])
    expect(countProblem('services', ['a', 'b', 'c', 'd'], COUNTS.caseStudyServices)).toBe('services: choose 1–3')
  })

  it('refuse a salary whose To is below its From, and only that', () => {
    expect(salaryProblem(9000, 7000)).toMatch(/^"To" must be at least "From" \(9000\)\./)
    expect(salaryProblem(7000, 9000)).toBeUndefined()
    expect(salaryProblem(undefined, 9000)).toBeUndefined()
  })

  it('give a value two entries claim to the first, naming it for the second', () => {
    expect(
      claimedTwice([
        { file: 'a.yaml', values: ['fcr', 'csat'] },
        { file: 'b.yaml', values: ['csat'] },
      ]),
    ).toEqual([{ file: 'b.yaml', value: 'csat', owner: 'a.yaml' }])
  })
})

describe('a value two entries share: one rule for the editor and the build', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    setTaken({})
  })

  /** The editor with an entry of the case studies open (../schema/field-rules.ts reads the address). */
  const open = (key: string) =>
    vi.stubGlobal('window', { location: { pathname: `/keystatic/collection/caseStudies/item/${key}`, search: '' } })

  /** Whether the editor's field refuses the value, as a save would. */
  const refuses = (validate: () => unknown) => {
    try {
      validate()
      return false
    } catch {
      return true
    }
  }

  it('refuses in the editor exactly the slugs the build refuses, each left to its first owner', () => {
    const entries: Slugged[] = [
      { file: 'claims', slugs: { en: 'claims-line', pl: 'reklamacje' } },
      { file: 'bank', slugs: { en: 'bank-line', pl: 'reklamacje' } },
      { file: 'energy', slugs: { en: 'claims-line', pl: 'energia' } },
    ]
    const build = slugClashes(entries)
    expect(build.map(({ file, lang }) => `${file} ${lang}`)).toEqual(['energy en', 'bank pl'])
    // The editor's index of the saved files (app/backend/editor/editor-handler.server.ts): each value and its owner.
    setTaken({
      caseStudies: Object.fromEntries(
        languages.map((lang) => [
          lang,
          ownersOf(entries.map(({ file, slugs }) => ({ file, values: [slugs[lang] ?? ''] }))),
        ]),
      ),
    })
    for (const { file, slugs } of entries)
      for (const lang of languages) {
        open(file)
        const field = uniqueSlug(fields.text({ label: 'Slug' }), lang)
        const refused = refuses(() => field.validate(slugs[lang] ?? '', undefined))
        expect(refused, `${file} ${lang}`).toBe(build.some((clash) => clash.file === file && clash.lang === lang))
      }
  })

  it('refuses in the editor exactly the figures the build refuses', () => {
    const claims: { file: string; values: FigureKey[] }[] = [
      { file: 'claims', values: ['firstCallResolution', 'csatDesktop'] },
      { file: 'bank', values: ['csatDesktop', 'profitabilityIncrease'] },
    ]
    const build = claimedTwice(claims)
    expect(build).toEqual([{ file: 'bank', value: 'csatDesktop', owner: 'claims' }])
    setTaken({ caseStudies: { figures: ownersOf(claims) } })
    const field = ownFigures(fields.multiselect({ label: 'Figures', options: figureOptions }))
    for (const { file, values } of claims) {
      open(file)
      expect(
        refuses(() => field.validate(values)),
        file,
      ).toBe(build.some((clash) => clash.file === file))
    }
  })
})
