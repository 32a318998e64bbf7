import content from 'virtual:site-content'
import { type Alternates, alternatesBy } from '../i18n/alternates.ts'
import { href } from '../i18n/href.ts'
import { formatDate } from '../i18n/intl.ts'
import type { Lang } from '../i18n/languages.ts'
import { plural } from '../i18n/plural.ts'
import { polishTypography } from '../i18n/polish-typography.ts'
import { translator } from '../i18n/translate.ts'
import { type Heading, renderMarkdown } from '../lib/markup/markdown.server.ts'
import type { BundledEntry } from './bundled-content.ts'
import { type ResponsiveImage, responsiveImage } from './images.server.ts'

/**
 * One entry of the `posts` collection as the build bundles it (integrations/content/site-content.ts):
 * the schema's fields, with each language's article as its Markdown text.
 */
export type PostEntry = BundledEntry<'posts'>

export type PostMeta = Omit<PostEntry['entry'][Lang], 'body'> & {
  date: string
  updated?: string
  cover: string
  /** The cover as pages render it: size, and AVIF/WebP copies for photos. */
  coverImage: ResponsiveImage
  /** The entry's key, shared by both languages. */
  translation: string
  lang: Lang
  readingMinutes: number
  /**
   * The dates and the reading time as the page shows them, written here on the server: the
   * browser then builds no Intl formatter while it hydrates (decision 003).
   */
  dateText: string
  updatedText?: string
  readingTime: string
  /** Written by our team as a sample (the entry's `sample`): the list and the post tag it. */
  sample: boolean
}
export type Post = PostMeta & { html: string; headings: Heading[] }

/** Words a minute for the reading-time estimate. */
const WORDS_PER_MINUTE = 200

const bundled = (): PostEntry[] => content.collections.posts

/**
 * The published posts of one language, newest first: drafts are left out. The schema
 * checks each file when the build reads it; rendering runs here.
 */
export function readPosts(lang: Lang, entries: PostEntry[] = bundled()): Post[] {
  const text = lang === 'pl' ? polishTypography : (s: string) => s
  const t = translator(lang)
  return entries
    .filter(({ entry }) => !entry.draft)
    .map(({ key, entry }) => {
      const { body, ...copy } = entry[lang]
      const { html, headings, words } = renderMarkdown(body, lang)
      const readingMinutes = Math.max(1, Math.round(words / WORDS_PER_MINUTE))
      return {
        ...copy,
        title: text(copy.title),
        description: text(copy.description),
        coverAlt: text(copy.coverAlt),
        date: entry.date,
        dateText: formatDate(entry.date, lang),
        ...(entry.updated ? { updated: entry.updated, updatedText: formatDate(entry.updated, lang) } : {}),
        cover: entry.cover ?? '',
        coverImage: responsiveImage(entry.cover ?? '', text(copy.coverAlt)),
        translation: key,
        lang,
        sample: entry.sample,
        readingMinutes,
        readingTime: plural(t, lang, 'blog.readingTime', readingMinutes),
        html,
        headings,
      }
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
}

const cache = new Map<Lang, Post[]>()

/** Posts are read once per process; content changes need a rebuild anyway. */
export function posts(lang: Lang): Post[] {
  let list = cache.get(lang)
  if (!list) {
    list = readPosts(lang)
    cache.set(lang, list)
  }
  return list
}

export function meta(post: Post): PostMeta {
  const { html: _html, headings: _headings, ...rest } = post
  return rest
}

/** The post in every language: its translation, or the blog list where there is none. */
export function postAlternates(post: PostMeta): Alternates {
  return alternatesBy((lang) => {
    const twin = lang === post.lang ? post : posts(lang).find((p) => p.translation === post.translation)
    return twin ? href('blogPost', lang, { slug: twin.slug }) : href('blog', lang)
  })
}

/** Up to three other posts, those sharing the most tags first. */
export function relatedPosts(post: PostMeta, count = 3): PostMeta[] {
  return posts(post.lang)
    .filter((p) => p.slug !== post.slug)
    .map((p) => ({ p, shared: p.tags.filter((t) => post.tags.includes(t)).length }))
    .sort((a, b) => b.shared - a.shared || b.p.date.localeCompare(a.p.date))
    .slice(0, count)
    .map(({ p }) => meta(p))
}
