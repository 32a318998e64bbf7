import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { href } from '../i18n/href'
import { postAlternates, posts, readPosts } from './blog.server'
import { readSourceDir } from './read-source-dir'

describe('blog content', () => {
  for (const lang of ['en', 'pl'] as const) {
    it(`${lang}: at least 6 posts of 600+ words, newest first, unique titles`, () => {
      const list = posts(lang)
      expect(list.length).toBeGreaterThanOrEqual(6)
      const dates = list.map((p) => p.date)
      expect(dates).toEqual([...dates].sort().reverse())
      expect(new Set(list.map((p) => p.title)).size).toBe(list.length)
      for (const post of list) {
        const words = post.html
          .replace(/<[^>]+>/g, ' ')
          .split(/\s+/)
          .filter(Boolean).length
        expect(words, post.slug).toBeGreaterThanOrEqual(600)
        expect(post.html).not.toMatch(/<script|<h1/i)
      }
    })
  }

  it('every post has its translation, and the alternates point at it', () => {
    for (const post of posts('en')) {
      const twin = posts('pl').find((p) => p.translation === post.translation)
      expect(twin, post.slug).toBeDefined()
      expect(postAlternates(post)).toEqual({
        en: href('blogPost', 'en', { slug: post.slug }),
        pl: href('blogPost', 'pl', { slug: twin?.slug ?? '' }),
      })
    }
  })

  it('a malformed frontmatter fails with the file and the field', () => {
    const dir = resolve(import.meta.dirname, '__fixtures__/blog-bad')
    expect(() => readPosts('en', readSourceDir(dir, 'en', '.md'))).toThrow(/broken-post\.md: frontmatter field "date"/)
  })
})
