import { describe, expect, it } from 'vitest'
import { agentNoun, nounForm, plural } from './plural.ts'
import { translator } from './translate.ts'

describe('plural', () => {
  const pl = translator('pl')
  it('picks the Polish forms', () => {
    expect(plural(pl, 'pl', 'blog.readingTime', 1)).toBe('1 minuta czytania')
    expect(plural(pl, 'pl', 'blog.readingTime', 3)).toBe('3 minuty czytania')
    expect(plural(pl, 'pl', 'blog.readingTime', 5)).toBe('5 minut czytania')
    expect(plural(pl, 'pl', 'blog.readingTime', 22)).toBe('22 minuty czytania')
    expect(plural(pl, 'pl', 'blog.postCount', 12)).toBe('12 artykułów')
  })
  it('picks the English forms', () => {
    const en = translator('en')
    expect(plural(en, 'en', 'blog.postCount', 1)).toBe('1 article')
    expect(plural(en, 'en', 'blog.postCount', 6)).toBe('6 articles')
  })
})

describe('nounForm', () => {
  it('puts a Polish masculine-personal noun in the genitive plural after every number but 1', () => {
    expect(nounForm('pl', 1, agentNoun.pl)).toBe('konsultant')
    for (const count of [2, 3, 4, 22, 34, 5, 12]) expect(nounForm('pl', count, agentNoun.pl)).toBe('konsultantów')
  })
  it('keeps a noun whose few form differs apart from its many form', () => {
    const minutes = { one: 'minuta', few: 'minuty', many: 'minut' }
    expect([2, 3, 4, 22, 34, 5, 12].map((count) => nounForm('pl', count, minutes))).toEqual([
      'minuty',
      'minuty',
      'minuty',
      'minuty',
      'minuty',
      'minut',
      'minut',
    ])
  })
  it('picks the English forms', () => {
    expect(nounForm('en', 1, agentNoun.en)).toBe('agent')
    expect(nounForm('en', 34, agentNoun.en)).toBe('agents')
  })
})
