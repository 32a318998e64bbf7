import { z } from 'zod'
import type { Lang } from '../i18n/languages'
import { type Heading, renderMarkdown, splitFrontmatter } from '../lib/markdown.server'

export type LegalDoc = {
  title: string
  description: string
  version: string
  effective: string
  html: string
  headings: Heading[]
}

const frontmatter = z.object({
  title: z.string().min(3),
  description: z.string().min(50).max(180),
  version: z.coerce.string(),
  effective: z.union([z.string(), z.date()]).transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v)),
})

const files = import.meta.glob<string>('/content/legal/*/*.md', { eager: true, query: '?raw', import: 'default' })

export function getLegalDoc(lang: Lang, doc: 'privacy' | 'terms'): LegalDoc {
  const file = `/content/legal/${lang}/${doc}.md`
  const source = files[file]
  if (source === undefined) throw new Error(`${file}: missing`)
  const { data, body } = splitFrontmatter(source, file)
  const parsed = frontmatter.safeParse(data)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`${file}: frontmatter ${issue?.path.join('.')}: ${issue?.message}`)
  }
  const { html, headings } = renderMarkdown(body)
  return { ...parsed.data, html, headings: headings.filter((h) => h.depth === 2) }
}
