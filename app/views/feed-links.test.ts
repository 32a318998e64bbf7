import { describe, expect, it } from 'vitest'
import { siteRoutes } from '../../integrations/site-routes.ts'
import { languages } from '../i18n/languages.ts'
import { feedLinks } from './feed-links.server.ts'

/** The routes the site injects that answer with a blog feed. */
function feedRoutes(): string[] {
  const patterns: string[] = []
  const setup = siteRoutes().hooks['astro:config:setup'] as (options: unknown) => void
  setup({
    injectRoute: ({ pattern, entrypoint }: { pattern: string; entrypoint: string }) => {
      if (entrypoint.endsWith('/routes/blog-rss.ts')) patterns.push(pattern)
    },
  })
  return patterns
}

describe("the blog's feed links", () => {
  it('link one feed per language, each at a path the site answers with its feed', () => {
    expect(feedLinks).toHaveLength(languages.length)
    const routes = feedRoutes()
    for (const link of feedLinks) expect(routes, String(link.href)).toContain(link.href)
    expect(new Set(feedLinks.map((link) => link.title)).size).toBe(languages.length)
  })
})
