import { z } from 'zod'
import type { Alternates } from '../i18n/alternates'
import { href } from '../i18n/href'
import { type Lang, languages } from '../i18n/languages'
import { type Heading, renderMarkdown, splitFrontmatter } from '../lib/markdown.server'
import { polishTypography } from '../lib/polish-typography'
import { postFiles } from './blog-files'
import type { SourceFile } from './source-files'

const isoDate = z
  .union([z.string(), z.date()])
  .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v))
  .pipe(z.iso.date({ message: 'a date such as 2025-09-16' }))

export const postFrontmatter = z.object({
  title: z.string().min(10).max(120),
  description: z.string().min(70).max(180),
  date: isoDate,
  updated: isoDate.optional(),
  author: z.string().min(3),
  tags: z.array(z.string().min(2)).min(1).max(6),
  cover: z.string().regex(/^\/images\/blog\/[\w-]+\.(svg|png|jpg|webp)$/, 'a path under /images/blog/'),
  coverAlt: z.string().min(10),
  translation: z.string().regex(/^[a-z0-9-]+$/, 'a kebab-case key shared by both languages'),
})

export type PostMeta = z.infer<typeof postFrontmatter> & {
  slug: string
  lang: Lang
  readingMinutes: number
}
export type Post = PostMeta & { html: string; headings: Heading[] }

/** Words a minute for the reading-time estimate. */
const WORDS_PER_MINUTE = 200

/**
 * Every post of one language, newest first. A malformed post throws with its file and
 * field, which fails the build (prerendering runs this loader).
 */
export function readPosts(lang: Lang, files: SourceFile[] = postFiles(lang)): Post[] {
  const posts = files.map(({ name, file, source }) => {
    const slug = name.replace(/\.md$/, '')
    const { data, body } = splitFrontmatter(source, file)
    const parsed = postFrontmatter.safeParse(data)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new Error(`${file}: frontmatter field "${issue?.path.join('.')}": ${issue?.message}`)
    }
    const { html, headings, words } = renderMarkdown(body, lang)
    const text = lang === 'pl' ? polishTypography : (s: string) => s
    return {
      ...parsed.data,
      title: text(parsed.data.title),
      description: text(parsed.data.description),
      coverAlt: text(parsed.data.coverAlt),
      slug,
      lang,
      readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
      html,
      headings,
    }
  })
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
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
  const out = {} as Alternates
  for (const lang of languages) {
    const twin = lang === post.lang ? post : posts(lang).find((p) => p.translation === post.translation)
    out[lang] = twin ? href('blogPost', lang, { slug: twin.slug }) : href('blog', lang)
  }
  return out
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
