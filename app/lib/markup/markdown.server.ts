import GithubSlugger, { slug } from 'github-slugger'
import { Marked, type Tokens } from 'marked'
import sanitizeHtml from 'sanitize-html'
import type { Lang } from '../../i18n/languages.ts'
import { polishTypography, polishTypographyHtml } from '../../i18n/polish-typography.ts'

export type Heading = { id: string; text: string; depth: number }
export type Rendered = { html: string; headings: Heading[]; words: number }

/**
 * The words of a heading as the slugger should see them: Polish letters folded to ASCII
 * (ł and diacritics), so anchors stay plain (`#jak-mierzyc-fcr`), and stand-alone
 * punctuation (a spaced dash, §, &) dropped with its space, so "A – B" gives `a-b`, not `a--b`.
 */
function slugWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/(^|\s)[^\p{L}\p{N}\s]+(?=\s|$)/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A GitHub-style slug (github-slugger) of plain text: `Decide what "resolved" means` → `decide-what-resolved-means`. */
export function slugify(text: string): string {
  return slug(slugWords(text))
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '')
}

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Text of rendered inline HTML back to characters: marked escapes & < > " ' in heading text. */
export function decodeEntities(html: string): string {
  return html.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    }
    return namedEntities[name.toLowerCase()] ?? entity
  })
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

/** The escaped text of a table's header cells, joined: the name its scroller is announced by. */
function tableName(table: string): string {
  const head = /<thead>([\s\S]*?)<\/thead>/.exec(table)?.[1] ?? ''
  const cells = [...head.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((cell) => stripTags(cell[1] ?? '').trim())
  return cells.filter(Boolean).join(', ').replace(/"/g, '&quot;')
}

/**
 * Each table in a scroller of its own, focusable and named by its header cells: a table wider
 * than the column scrolls inside it, not the page, and a keyboard reaches what it hides (axe's
 * scrollable-region-focusable). Added after sanitizing, so a content file cannot write one.
 */
function scrollableTables(html: string): string {
  return html.replace(
    /<table>[\s\S]*?<\/table>/g,
    (table) => `<div class="prose-table" role="region" tabindex="0" aria-label="${tableName(table)}">${table}</div>`,
  )
}

/**
 * Markdown to safe HTML. Headings get stable ids (for anchors and a table of contents),
 * an h1 in the body is demoted (the page owns the h1), and the result is sanitized so
 * a content file can never inject script.
 */
export function renderMarkdown(body: string, lang: Lang = 'en'): Rendered {
  const headings: Heading[] = []
  // One slugger per document: a repeated heading gets -1, -2 … (GitHub's rule).
  const slugger = new GithubSlugger()
  const marked = new Marked({ gfm: true })
  marked.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const level = Math.min(Math.max(depth, 2), 4)
        const inner = this.parser.parseInline(tokens)
        // Plain text for the table of contents and the slug: the tags dropped and the
        // entities marked wrote decoded (React escapes the text again where it is shown).
        const text = decodeEntities(stripTags(inner)).trim()
        const words = slugWords(text)
        const id = slugger.slug(slug(words) ? words : 'section')
        headings.push({ id, text, depth: level })
        return `<h${level} id="${id}">${inner}</h${level}>\n`
      },
    },
  })
  const raw = marked.parse(body, { async: false })
  const clean = scrollableTables(sanitizeHtml(raw, allowed))
  const words = stripTags(clean).split(/\s+/).filter(Boolean).length
  // Polish typography after sanitizing: it touches text between tags only, never markup.
  if (lang !== 'pl') return { html: clean, headings, words }
  return {
    html: polishTypographyHtml(clean),
    headings: headings.map((h) => ({ ...h, text: polishTypography(h.text) })),
    words,
  }
}
