import { afterEach, describe, expect, it } from 'vitest'
import { setTaken } from '../schema/field-rules.ts'
import { homePage } from '../schema/page-home.ts'
import { homeQuoteProblems } from './home-quotes.ts'

const home = (en: string[], pl: string[]) => ({
  en: { quotes: en.map((id) => ({ id })) },
  pl: { quotes: pl.map((id) => ({ id })) },
})
const file = 'content/pages/home.yaml'

describe('the home page quotes’ rules, as the build and the loader ask them', () => {
  it('accept the same testimonials of the company facts in both languages', () => {
    expect(homeQuoteProblems(file, home(['a', 'b'], ['a', 'b']), ['a', 'b', 'c'])).toEqual([])
  })

  it('name the file, the field and the language of quotes that differ, and of an unknown testimonial', () => {
    expect(homeQuoteProblems(file, home(['a', 'b'], ['b', 'x']), ['a', 'b'])).toEqual([
      expect.stringMatching(/^content\/pages\/home\.yaml: pl\.quotes \(Polish\): Quote the same testimonials/),
      expect.stringMatching(/^content\/pages\/home\.yaml: pl\.quotes\.1\.id \(Polish\): "x" is not a testimonial/),
    ])
  })
})

describe('the home page quotes’ rules in the editor', () => {
  afterEach(() => setTaken({}))

  it('refuse a testimonial the saved company facts do not have, once it knows them', () => {
    const id = homePage.schema.pl.fields.quotes.element.fields.id
    // A GitHub-backed editor has no index: CI checks the rule on the pull request.
    setTaken({})
    expect(id.validate('anyone', undefined)).toBe('anyone')
    // The editor's index of the saved files (app/backend/editor/taken-index.server.ts).
    setTaken({ company: { testimonials: { 'claims-hotline': 'company' } } })
    expect(() => id.validate('anyone', undefined)).toThrow('"anyone" is not a testimonial in the company facts')
    expect(id.validate('claims-hotline', undefined)).toBe('claims-hotline')
  })
})
