import { z } from 'zod'
import type { Lang } from '../i18n/languages'
import { companyDetails } from '../lib/company-details'
import { type Heading, renderMarkdown, splitFrontmatter } from '../lib/markdown.server'
import { polishTypography } from '../lib/polish-typography'

export type LegalDocName = 'privacy' | 'terms'
export type ConsentMode = 'basic' | 'advanced'
export type LegalVersion = { version: string; effective: string }

export type LegalDoc = LegalVersion & {
  title: string
  description: string
  html: string
  headings: Heading[]
  /** False for a previous version, shown only when asked for with `?version=`. */
  current: boolean
  /** The current version first, then the earlier ones, newest first. */
  versions: LegalVersion[]
}

const frontmatter = z.object({
  title: z.string().min(3),
  description: z.string().min(50).max(180),
  // Quoted in the file ('1.0'): YAML would read 1.0 as the number 1.
  version: z.string().regex(/^\d+\.\d+$/, "a quoted version such as '1.1'"),
  effective: z.union([z.string(), z.date()]).transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v)),
})

/**
 * The document in force is content/legal/<lang>/<doc>.md; every version it replaced stays
 * in content/legal/<lang>/archive/<doc>-<version>.md, unchanged, so that anyone can read the
 * terms that applied when they used the site.
 */
const files = import.meta.glob<string>(['/content/legal/*/*.md', '/content/legal/*/archive/*.md'], {
  eager: true,
  query: '?raw',
  import: 'default',
})

/**
 * Company details in the text come from the company facts: `{{legalName}}`, `{{address}}`,
 * `{{court}}`, `{{krs}}`, `{{nip}}`, `{{regon}}`, `{{shareCapital}}`, `{{phone}}`, `{{email}}`,
 * `{{privacyEmail}}`. An unknown name fails the build.
 */
function fillCompanyDetails(body: string, lang: Lang, file: string): string {
  const details = companyDetails(lang)
  const sampleMark = lang === 'pl' ? ' (dane przykładowe)' : ' (sample)'
  const marked = new Set(['address', 'court', 'krs', 'nip', 'regon'])
  return body.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = (details as unknown as Record<string, unknown>)[name]
    if (typeof value !== 'string') throw new Error(`${file}: unknown company detail {{${name}}}`)
    return details.sample && marked.has(name) ? `${value}${sampleMark}` : value
  })
}

/**
 * Text that holds in one consent mode only sits between `<!-- consent-mode: basic -->` (or
 * `advanced`) and `<!-- /consent-mode -->`; the running server's CONSENT_MODE picks one.
 */
export function forConsentMode(body: string, mode: ConsentMode): string {
  return body.replace(
    /<!-- consent-mode: (basic|advanced) -->\n([\s\S]*?)<!-- \/consent-mode -->\n?/g,
    (_, only: string, text: string) => (only === mode ? text : ''),
  )
}

type Parsed = Omit<LegalDoc, 'current' | 'versions'>
/** The privacy page renders per request: each file is rendered once per process and mode. */
const parsedCache = new Map<string, Parsed>()

function parse(file: string, lang: Lang, mode: ConsentMode = 'basic'): Parsed {
  const key = `${file}|${mode}`
  let parsed = parsedCache.get(key)
  if (!parsed) {
    parsed = parseUncached(file, lang, mode)
    parsedCache.set(key, parsed)
  }
  return parsed
}

function parseUncached(file: string, lang: Lang, mode: ConsentMode): Parsed {
  const source = files[file]
  if (source === undefined) throw new Error(`${file}: missing`)
  const { data, body } = splitFrontmatter(source, file)
  const parsed = frontmatter.safeParse(data)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`${file}: frontmatter ${issue?.path.join('.')}: ${issue?.message}`)
  }
  const { html, headings } = renderMarkdown(fillCompanyDetails(forConsentMode(body, mode), lang, file), lang)
  const text = lang === 'pl' ? polishTypography : (s: string) => s
  return {
    ...parsed.data,
    title: text(parsed.data.title),
    description: text(parsed.data.description),
    html,
    headings: headings.filter((h) => h.depth === 2),
  }
}

function archiveFiles(lang: Lang, doc: LegalDocName): string[] {
  const prefix = `/content/legal/${lang}/archive/${doc}-`
  return Object.keys(files).filter((file) => file.startsWith(prefix))
}

export function legalVersions(lang: Lang, doc: LegalDocName): LegalVersion[] {
  const all = [`/content/legal/${lang}/${doc}.md`, ...archiveFiles(lang, doc)].map((file) => {
    const { version, effective } = parse(file, lang)
    return { version, effective }
  })
  const [current, ...previous] = all
  if (!current) throw new Error(`/content/legal/${lang}/${doc}.md: missing`)
  return [current, ...previous.sort((a, b) => b.effective.localeCompare(a.effective))]
}

/**
 * The document in force, or with `version` an earlier one (undefined when there is no
 * such version: the route answers 404).
 */
export function getLegalDoc(lang: Lang, doc: LegalDocName): LegalDoc
export function getLegalDoc(
  lang: Lang,
  doc: LegalDocName,
  version: string | null | undefined,
  mode?: ConsentMode,
): LegalDoc | undefined
export function getLegalDoc(
  lang: Lang,
  doc: LegalDocName,
  version?: string | null,
  mode: ConsentMode = 'basic',
): LegalDoc | undefined {
  const versions = legalVersions(lang, doc)
  const currentFile = `/content/legal/${lang}/${doc}.md`
  if (!version || version === versions[0]?.version)
    return { ...parse(currentFile, lang, mode), current: true, versions }
  const file = archiveFiles(lang, doc).find((f) => f.endsWith(`/${doc}-${version}.md`))
  if (!file) return undefined
  const archived = parse(file, lang, mode)
  if (archived.version !== version)
    throw new Error(`${file}: frontmatter version ${archived.version} differs from the file name`)
  return { ...archived, current: false, versions }
}
