import content from 'virtual:site-content'
import { describe, expect, it } from 'vitest'
import { serviceKeys } from '../lib/catalog/catalog-keys.ts'
import { buildCaseStudies, type RawCaseStudy } from './case-studies.server.ts'
import { buildIndustries, type RawIndustry } from './industries.server.ts'
import { COUNTS, type Count, countRange, serviceProblems } from './rules/content-rules.ts'
import { caseStudies } from './schema/case-studies.ts'
import { industries } from './schema/industries.ts'
import { figureKeys, industryKeys } from './schema/options.ts'
import { aiPage } from './schema/page-ai.ts'
import { serviceEntries, services } from './schema/services.ts'

type Field = { validate(value: readonly string[], ...rest: never[]): unknown; description?: string }
/** A field of an editor schema, as the rule reads it. */
const field = (schema: unknown) => schema as Field

const rawStudies: RawCaseStudy[] = content.collections.caseStudies
const rawIndustries: RawIndustry[] = content.collections.industries
const [editedService] = Object.values(serviceEntries)
if (!editedService) throw new Error('the editor offers no service')

/** `entries` with each one's `field` set to `list` (the narrowed rule below holds for all). */
function withEach<T extends { entry: object }>(entries: readonly T[], field: string, list: readonly string[]): T[] {
  return entries.map((item) => ({ ...structuredClone(item), entry: { ...structuredClone(item.entry), [field]: list } }))
}

/** What the build says of a list of that many: its message, or undefined when it takes it. */
const refusal = (run: () => unknown): string | undefined => {
  try {
    run()
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

/**
 * Each count rule, with the editor's fields that state it and the build's check of it. A
 * service key cannot relate to itself, so the service lists start from the second key.
 */
const rules: {
  name: keyof typeof COUNTS
  values: readonly string[]
  editor: Field[]
  build?(list: string[]): string | undefined
}[] = [
  {
    name: 'serviceFigures',
    values: figureKeys,
    editor: [services.schema.figures, field(editedService.schema.figures)],
    build: (list) =>
      serviceProblems('x', {
        related: serviceKeys.slice(0, 2),
        figures: list,
        industries: industryKeys.slice(0, 2),
      })[0],
  },
  {
    name: 'serviceIndustries',
    values: industryKeys,
    editor: [services.schema.industries, field(editedService.schema.industries)],
    build: (list) =>
      serviceProblems('x', { related: serviceKeys.slice(0, 2), figures: figureKeys.slice(0, 1), industries: list })[0],
  },
  {
    name: 'relatedServices',
    values: serviceKeys.slice(1),
    editor: [field(services.schema.related), field(editedService.schema.related)],
    build: (list) =>
      serviceProblems('x', { related: list, figures: figureKeys.slice(0, 1), industries: industryKeys.slice(0, 2) })[0],
  },
  {
    name: 'industryServices',
    values: serviceKeys,
    editor: [industries.schema.services],
    build: (list) => refusal(() => buildIndustries(withEach(rawIndustries, 'services', list))),
  },
  {
    name: 'caseStudyServices',
    values: serviceKeys,
    editor: [caseStudies.schema.services],
    build: (list) => refusal(() => buildCaseStudies(withEach(rawStudies, 'services', list))),
  },
  // The AI page's loader reads the bundled file only; its check is countProblem with this count.
  { name: 'aiPageFigures', values: figureKeys, editor: [aiPage.schema.figures] },
]

/** Lists one short of the count, at each end of it, and one over. */
const lengths = ({ min, max }: Count) => [min - 1, min, max, max + 1].filter((n) => n >= 0)

describe('the content counts: one rule for the editor and the build', () => {
  for (const { name, values, editor, build } of rules) {
    it(`${name}: the editor and the build take the lists the rule takes and refuse the others, with its range`, () => {
      const check = (count: Count) => {
        for (const n of lengths(count)) {
          const list = values.slice(0, n)
          const takes = n >= count.min && n <= count.max
          for (const field of editor) {
            if (takes) expect(() => field.validate(list)).not.toThrow()
            else expect(() => field.validate(list)).toThrow(`Choose ${countRange(count)} (now ${n})`)
          }
          if (build) {
            if (takes) expect(build(list)).toBeUndefined()
            else expect(build(list)).toContain(`choose ${countRange(count)}`)
          }
        }
      }
      const count = COUNTS[name]
      for (const field of editor) if (field.description) expect(field.description).toContain(countRange(count))
      check(count)
      // Narrowed in the one module, the rule narrows on both sides: neither keeps numbers of its own.
      const rule = count as { min: number; max: number }
      const kept = { ...rule }
      rule.min = kept.min + 1
      rule.max = kept.min + 1
      try {
        check(rule)
      } finally {
        Object.assign(rule, kept)
      }
    })
  }
})
