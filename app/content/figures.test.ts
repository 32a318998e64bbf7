import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fields } from '@keystatic/core'
import { describe, expect, it } from 'vitest'
import { en, type MessageKey } from '../i18n/en.ts'
import { pl } from '../i18n/pl.ts'
import { company, type FigureKey, figures } from '../site.config.ts'
import { listCaseStudies } from './case-studies.server.ts'
import { aboutFigures, figureEvidenceStudies, hasEvidence, homeFigures } from './page-figures.ts'
import { getPageContent } from './pages.server.ts'
import { figureEvidenceProblems } from './rules/content-rules.ts'
import { citedCaseStudy, setTaken } from './schema/field-rules.ts'
import { listServices } from './services.server.ts'

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return tsxFiles(path)
    return name.endsWith('.tsx') ? [path] : []
  })
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/** A number a reader takes as a claim: "90%", "+35%", "10+", "more than 100", "nawet o 20". */
const CLAIM =
  /(?:\+?(\d+)\s?%)|(?:(\d+)\+)|(?:(?:ponad|more than|over|nawet o|nawet do|up to|do|within|w ciągu|w)\s(\d+)(?!\d|\s?(?:r\.|roku|rok)))/giu

function claims(text: string): number[] {
  return [...text.normalize('NFC').replaceAll('\u00a0', ' ').matchAll(CLAIM)]
    .map((m) => Number(m[1] ?? m[2] ?? m[3]))
    .filter((n) => n < 1900 || n > 2100)
}

const values = new Set<number>(Object.values(figures).map((f) => f.value))

describe('figures', () => {
  it('every figure a page renders is in the company facts, with its evidence field', () => {
    const rendered = new Set<FigureKey>([...homeFigures, ...aboutFigures])
    for (const lang of ['en', 'pl'] as const) {
      for (const s of listServices(lang)) for (const key of s.figures) rendered.add(key)
      for (const key of getPageContent(lang, 'ai').figures) rendered.add(key)
    }
    for (const file of tsxFiles('app')) {
      for (const m of readFileSync(file, 'utf8').matchAll(/formatFigure\('(\w+)'/g)) rendered.add(m[1] as FigureKey)
    }
    expect(rendered.size).toBeGreaterThan(8)
    for (const key of rendered) {
      const figure = company.figures[key]
      expect(figure, key).toBeDefined()
      expect(typeof figure.evidence.note, key).toBe('string')
    }
  })

  it('every number claimed in marketing copy is one of those figures', () => {
    const copy: [string, string][] = []
    for (const lang of ['en', 'pl'] as const) {
      for (const page of ['home', 'ai', 'about', 'career'] as const)
        for (const text of strings(getPageContent(lang, page))) copy.push([`${lang}/${page}`, text])
      for (const s of listServices(lang)) for (const text of strings(s)) copy.push([`${lang}/${s.slug}`, text])
      const dict = lang === 'en' ? en : pl
      for (const key of Object.keys(dict) as MessageKey[]) {
        // Form limits ("up to 5000 characters") are rules, not claims.
        if (!key.startsWith('form.')) copy.push([`${lang}:${key}`, dict[key]])
      }
    }
    const unsourced = copy.flatMap(([where, text]) =>
      claims(text)
        .filter((n) => !values.has(n))
        .map((n) => `${where}: ${n} in “${text.slice(0, 90)}”`),
    )
    expect(unsourced).toEqual([])
  })

  it('finds claims the way a reader would', () => {
    expect(claims('ponad 350 projektów, 95% zadowolonych, średnio o 50% wyższa')).toEqual([350, 95, 50])
    expect(claims('over 350 projects and 100+ certified agents since 2008')).toEqual([350, 100])
    expect(claims('od 2008 roku, w 2025 r.')).toEqual([])
  })

  it('shows CSAT by device only for digital channels', () => {
    const digital = new Set(['omnichannel', 'social-media-support'])
    for (const lang of ['en', 'pl'] as const) {
      for (const s of listServices(lang)) {
        if (s.figures.some((f) => f === 'csatDesktop' || f === 'csatMobile')) expect(digital, s.slug).toContain(s.slug)
      }
      expect(getPageContent(lang, 'ai').figures).not.toContain('csatDesktop')
    }
  })

  it('keeps claims the company cannot prove off the site', () => {
    const pages = (['en', 'pl'] as const).flatMap((l) => [
      ...listServices(l),
      getPageContent(l, 'home'),
      getPageContent(l, 'about'),
    ])
    expect(JSON.stringify([en, pl, ...pages])).not.toMatch(/350|certified agents|certyfikowan/i)
    // The specification's profitability figure: only in the labelled figure row, never in prose.
    expect(JSON.stringify(pages)).not.toMatch(/rentowno|profitability/)
    const mentions = [en, pl].flatMap((dict) =>
      Object.entries(dict).filter(([, text]) => /rentowno|profitability/i.test(text)),
    )
    expect(mentions.map(([key]) => key)).toEqual(['figure.profitabilityIncrease', 'figure.profitabilityIncrease'])
    expect(homeFigures).toContain('profitabilityIncrease')
  })
})

describe('figure evidence', () => {
  const figure = (caseStudy: string | null, note = '') => ({
    value: 90,
    format: 'percent' as const,
    evidence: { caseStudy, note },
  })
  const studies = [
    { key: 'bank', sample: false, figures: ['profitabilityIncrease'] },
    { key: 'claims', sample: false, figures: ['firstCallResolution'] },
    { key: 'claims-sample', sample: true, figures: ['firstCallResolution'] },
  ]

  it('accepts only a case study that is no sample and reports the metric', () => {
    expect(figureEvidenceProblems({ firstCallResolution: figure('claims') }, studies)).toEqual([])
    const refused = (key: string) => figureEvidenceProblems({ firstCallResolution: figure(key) }, studies)
    expect(refused('bank')).toEqual([
      expect.stringMatching(/^figures\.firstCallResolution\.evidence\.caseStudy: .*does not report/),
    ])
    expect(refused('claims-sample')).toEqual([expect.stringMatching(/sample case study/)])
    expect(refused('gone')).toEqual([expect.stringMatching(/no case study "gone"/)])
  })

  it('counts a case study or a source note as evidence, never an empty note', () => {
    expect(hasEvidence(figure('claims'))).toBe(true)
    expect(hasEvidence(figure(null, 'payroll report, 31.03.2026'))).toBe(true)
    expect(hasEvidence(figure(null, '  '))).toBe(false)
  })

  it('holds for the repository: no figure cites a sample, and none links to one', () => {
    const own = listCaseStudies('en').map(({ key, sample, figures: reported }) => ({ key, sample, figures: reported }))
    expect(figureEvidenceProblems(company.figures, own)).toEqual([])
    const samples = new Set(own.filter((s) => s.sample).map((s) => s.key))
    for (const key of Object.values(figureEvidenceStudies(company.figures))) expect(samples.has(key), key).toBe(false)
  })
})

describe('figure evidence in the editor', () => {
  it('refuses, before saving, a case study that is a sample or does not report the metric', () => {
    // What the editor's index says of the saved case studies (app/backend/editor/editor-handler.server.ts).
    setTaken({
      caseStudies: {
        en: { 'claims-line': 'claims', 'bank-line': 'bank', 'claims-example': 'claims-sample' },
        pl: {},
        figures: { firstCallResolution: 'claims', profitabilityIncrease: 'bank' },
        sample: { claims: 'false', bank: 'false', 'claims-sample': 'true' },
      },
    })
    const field = citedCaseStudy(
      fields.relationship({ label: 'Case study', collection: 'caseStudies' }),
      'firstCallResolution',
    )
    expect(field.validate('claims')).toBe('claims')
    expect(field.validate(null)).toBeNull()
    expect(() => field.validate('bank')).toThrow(/does not report this metric/)
    expect(() => field.validate('claims-sample')).toThrow(/sample case study/)
  })
})
