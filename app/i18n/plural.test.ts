import { describe, expect, it } from 'vitest'
import { plural } from './plural.ts'
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
