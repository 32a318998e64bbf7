import { Marked, type Tokens } from 'marked'
import sanitizeHtml from 'sanitize-html'
import { parse as parseYaml } from 'yaml'
import type { Lang } from '../i18n/languages'
import { polishTypography, polishTypographyHtml } from './polish-typography'

export type Heading = { id: string; text: string; depth: number }
export type Rendered = { html: string; headings: Heading[]; words: number }

/** Splits `---` frontmatter from a Markdown body. */
export function splitFrontmatter(source: string, file: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
  if (!match) throw new Error(`${file}: missing frontmatter (a block between --- lines at the top)`)
  let data: unknown
  try {
    data = parseYaml(match[1] ?? '')
  } catch (error) {
    throw new Error(`${file}: frontmatter is not valid YAML: ${(error as Error).message}`)
  }
  if (!data || typeof data !== 'object') throw new Error(`${file}: frontmatter must be key: value pairs`)
  return { data: data as Record<string, unknown>, body: match[2] ?? '' }
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '')
}

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'a',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'code',
    'pre',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'br',
    'del',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], h2: ['id'], h3: ['id'], h4: ['id'], th: ['align'], td: ['align'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//.test(attribs.href ?? '')
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs,
      }
    },
  },
}

/**
 * Markdown to safe HTML. Headings get stable ids (for anchors and a table of contents),
 * an h1 in the body is demoted (the page owns the h1), and the result is sanitized so
 * a content file can never inject script.
 */
export function renderMarkdown(body: string, lang: Lang = 'en'): Rendered {
  const headings: Heading[] = []
  const used = new Map<string, number>()
  const marked = new Marked({ gfm: true })
  marked.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const level = Math.min(Math.max(depth, 2), 4)
        const inner = this.parser.parseInline(tokens)
        const text = stripTags(inner)
        const base = slugify(text) || 'section'
        const count = used.get(base) ?? 0
        used.set(base, count + 1)
        const id = count ? `${base}-${count}` : base
        headings.push({ id, text, depth: level })
        return `<h${level} id="${id}">${inner}</h${level}>\n`
      },
    },
  })
  const raw = marked.parse(body, { async: false })
  const clean = sanitizeHtml(raw, allowed)
  const words = stripTags(clean).split(/\s+/).filter(Boolean).length
  // Polish typography after sanitizing: it touches text between tags only, never markup.
  if (lang !== 'pl') return { html: clean, headings, words }
  return {
    html: polishTypographyHtml(clean),
    headings: headings.map((h) => ({ ...h, text: polishTypography(h.text) })),
    words,
  }
}
