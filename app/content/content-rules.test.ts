import { describe, expect, it } from 'vitest'
import {
  COUNTS,
  claimedTwice,
  countProblem,
  fixedCollectionProblems,
  salaryProblem,
  serviceProblems,
} from './content-rules.ts'
import { industryKeys } from './schema/options.ts'

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
      'related: lists the page itself',
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
