import type { APIRoute } from 'astro'
import { env } from '../backend/env.server.ts'
import { posts } from '../content/blog.server.ts'
import { slugTable } from '../content/slug-table.server.ts'
import { alternatesFor } from '../i18n/alternates.ts'
import { href } from '../i18n/href.ts'
import { type Lang, languages } from '../i18n/languages.ts'
import { langFromPath, locate } from '../i18n/locate.ts'
import { entryAlternates, isSlugged, staticPaths } from '../i18n/static-paths.ts'
import { type SitemapEntry, sitemapXml } from '../lib/seo/sitemap-xml.ts'

export const prerender = true

/**
 * Every canonical page: English without a prefix and Polish under /pl (the /en copies
 * name the unprefixed page as canonical, so they are left out). Blog posts carry their
 * dates; the blog list the date of its newest post; every other page the day of the
 * build that rendered it (this file is prerendered, so that is the deploy the content came with).
 */
function sitemapEntries(today = new Date().toISOString().slice(0, 10)): SitemapEntry[] {
  const newest = (lang: Lang) => {
    const latest = posts(lang)
      .map((p) => p.updated ?? p.date)
      .sort()
      .at(-1)
    return latest ?? today
  }
  const table = slugTable()
  return staticPaths(table)
    .filter((path) => path !== '/en' && !path.startsWith('/en/'))
    .map((path) => {
      const found = locate(path)
      const lang = langFromPath(path)
      if (found?.page === 'blogPost') {
        const post = posts(lang).find((p) => p.slug === found.params.slug)
        const alternates: Partial<Record<Lang, string>> = {}
        for (const other of languages) {
          const twin = other === lang ? post : posts(other).find((p) => p.translation === post?.translation)
          if (twin) alternates[other] = href('blogPost', other, { slug: twin.slug })
        }
        return { path, alternates, lastmod: post ? (post.updated ?? post.date) : today }
      }
      // Every other entry, whose slug differs per language: the alternates come from the slug table.
      if (found && isSlugged(found.page)) {
        const alternates = entryAlternates(table, found.page, lang, found.params.slug ?? '')
        return { path, alternates, lastmod: today }
      }
      if (found?.page === 'blog') return { path, alternates: alternatesFor(path), lastmod: newest(lang) }
      return { path, alternates: alternatesFor(path), lastmod: today }
    })
}

export const GET: APIRoute = () => {
  return new Response(sitemapXml(env().SITE_URL, sitemapEntries()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
