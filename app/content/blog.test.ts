import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import content from 'virtual:site-content'
import { afterEach, describe, expect, it } from 'vitest'
import { readSiteContent } from '../../integrations/content/site-content.ts'
import { slugTableOnDisk } from '../../integrations/content/slug-table-on-disk.ts'
import { href } from '../i18n/href.ts'
import { type PostEntry, postAlternates, posts, readPosts } from './blog.server.ts'

const bundled = (): PostEntry[] => structuredClone(content.collections.posts)

let dir: string | undefined
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

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
        expect(post.cover).toMatch(/^\/images\/blog\/[\w-]+\/[\w-]+\.svg$/)
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

  it('a draft is not listed, in either language', () => {
    const entries = bundled()
    const draft = entries[0] as PostEntry
    draft.entry.draft = true
    for (const lang of ['en', 'pl'] as const) {
      const slugs = readPosts(lang, entries).map((p) => p.slug)
      expect(slugs).toHaveLength(entries.length - 1)
      expect(slugs).not.toContain(draft.entry[lang].slug)
      expect(readPosts(lang, bundled()).map((p) => p.slug)).toContain(draft.entry[lang].slug)
    }
  })

  it('a draft has no page: the prerender list and the specs leave it out', async () => {
    dir = mkdtempSync(join(tmpdir(), 'posts-'))
    cpSync(resolve(import.meta.dirname, '../../content'), join(dir, 'content'), { recursive: true })
    const [first] = bundled()
    const file = join(dir, `content/blog/${first?.key}/index.yaml`)
    const { readFileSync } = await import('node:fs')
    writeFileSync(file, readFileSync(file, 'utf8').replace('draft: false', 'draft: true'))
    const table = await slugTableOnDisk(dir)
    expect(table.blogPost).toHaveLength(bundled().length - 1)
    expect(table.blogPost.map((p) => p.en)).not.toContain(first?.entry.en.slug)
  })

  it('an article missing in one language fails the build with the file, the field and the language', async () => {
    dir = mkdtempSync(join(tmpdir(), 'posts-'))
    cpSync(resolve(import.meta.dirname, '../../content'), join(dir, 'content'), { recursive: true })
    const key = bundled()[0]?.key
    rmSync(join(dir, `content/blog/${key}/pl/body.md`))
    await expect(readSiteContent(dir)).rejects.toThrow(
      `content/blog/${key}/index.yaml: pl.body (Polish): content/blog/${key}/pl/body.md must not be empty`,
    )
  })
})
