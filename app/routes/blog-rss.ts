import type { APIRoute } from 'astro'
import { env } from '../backend/env.server.ts'
import { posts } from '../content/blog.server.ts'
import { blogFeedPath, href } from '../i18n/href.ts'
import { locales } from '../i18n/languages.ts'
import { langFromPath } from '../i18n/locate.ts'
import { translator } from '../i18n/translate.ts'
import { escapeMarkup } from '../lib/markup/escape.ts'
import { site } from '../site.config.ts'

export const prerender = true

/** RSS 2.0 feed of one language's posts, newest first. */
export const GET: APIRoute = ({ url }) => {
  const lang = langFromPath(url.pathname)
  const t = translator(lang)
  const siteUrl = env().SITE_URL
  const list = posts(lang)
  const items = list
    .map((post) => {
      const url = `${siteUrl}${href('blogPost', lang, { slug: post.slug })}`
      return `    <item>
      <title>${escapeMarkup(post.title)}</title>
      <link>${url}</link>
      <guid isPermaLink="true">${url}</guid>
      <description>${escapeMarkup(post.description)}</description>
      <pubDate>${new Date(`${post.date}T08:00:00Z`).toUTCString()}</pubDate>
${post.tags.map((tag) => `      <category>${escapeMarkup(tag)}</category>`).join('\n')}
    </item>`
    })
    .join('\n')
  const self = `${siteUrl}${blogFeedPath(lang)}`
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeMarkup(t('blog.feedTitle', { brand: site.brand }))}</title>
    <link>${siteUrl}${href('blog', lang)}</link>
    <description>${escapeMarkup(t('blog.lead'))}</description>
    <language>${locales[lang].toLowerCase()}</language>
    <atom:link href="${self}" rel="self" type="application/rss+xml"/>
${list[0] ? `    <lastBuildDate>${new Date(`${list[0].updated ?? list[0].date}T08:00:00Z`).toUTCString()}</lastBuildDate>\n` : ''}${items}
  </channel>
</rss>
`
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' },
  })
}
