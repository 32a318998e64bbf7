import content from 'virtual:site-content'
import { formatDate } from '../i18n/intl.ts'
import type { Lang } from '../i18n/languages.ts'
import { polishTypography } from '../i18n/polish-typography.ts'
import { companyDetails, forConditions, legalConditions } from '../lib/company/company-details.ts'
import { type Heading, renderMarkdown } from '../lib/markup/markdown.server.ts'
import type { BundledEntry } from './bundled-content.ts'
import { type LegalDocument, legalVersionProblems } from './rules/legal-versions.ts'

export type LegalDocName = LegalDocument
export type ConsentMode = 'basic' | 'advanced'
/** `effectiveText`: the date as pages show it, written on the server (no Intl in the browser, decision 003). */
export type LegalVersion = { version: string; effective: string; effectiveText: string }

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

/** One entry of the `legal` collection as the build bundles it (integrations/content/site-content.ts). */
type LegalEntry = BundledEntry<'legal'>

/**
 * Every version of each document, newest effective first: the first is in force, the
 * others stay readable at `?version=` so that anyone can read the terms that applied
 * when they used the site. Adding a version is adding an entry (content/legal/<doc>-<version>/);
 * the versions' rules are the content rules' (rules/legal-versions.ts), checked by the build too.
 */
function versionsOf(entries: LegalEntry[]): Record<LegalDocName, LegalEntry[]> {
  const problems = legalVersionProblems(entries)
  if (problems.length) throw new Error(problems.join('\n'))
  const out: Record<LegalDocName, LegalEntry[]> = { privacy: [], terms: [] }
  for (const item of entries) out[item.entry.document].push(item)
  for (const list of Object.values(out)) list.sort((a, b) => b.entry.effective.localeCompare(a.entry.effective))
  return out
}

const documents = versionsOf(content.collections.legal)

/**
 * Where the one sample tag of the company's details stands in a legal text, while the facts
 * are samples: at the end of the sentence that introduces their list. legal-page.tsx sets
 * the tag in its place; the sanitizer has run by then, so no content file can write it.
 */
export const SAMPLE_BLOCK_MARK = '<span data-sample-block=""></span>'

/**
 * A sample detail's value carries this private-use character through Markdown and the
 * sanitizer, so that the list holding it can be found in the HTML (markSampleBlock).
 */
const SAMPLE_VALUE = '\uE000'

/**
 * Company details in the text come from the company facts: `{{name}}` for each name of
 * COMPANY_DETAIL_NAMES (app/lib/company/company-detail-names.ts, the list the editor's hint
 * shows). An unknown name fails the build.
 */
function fillCompanyDetails(body: string, lang: Lang, file: string): string {
  const details = companyDetails(lang)
  // The registry's entries find the block; an address alone (a line to write to) is no block.
  const marked = new Set(['court', 'krs', 'nip', 'regon'])
  const isSample = (name: string) => details.sample && marked.has(name)
  // A detail that ends a sentence and ends with a full stop itself ("sp. z o.o.") takes the
  // sentence's full stop: the pattern reads the one after the placeholder too.
  return forConditions(body, legalConditions(), file).replace(
    /\{\{(\w+)\}\}(\.?)/g,
    (_, name: string, stop: string) => {
      const value: unknown = Object.hasOwn(details, name)
        ? Object.getOwnPropertyDescriptor(details, name)?.value
        : undefined
      if (typeof value !== 'string') throw new Error(`${file}: unknown company detail {{${name}}}`)
      const filled = value.endsWith('.') ? value : `${value}${stop}`
      return isSample(name) ? `${SAMPLE_VALUE}${filled}` : filled
    },
  )
}

/**
 * The company's details are one block in a legal text (a list of the registry entries): while
 * they are samples the block takes one tag, after the sentence that introduces the list,
 * rather than a mark at every line. The same details in running text later (an address to
 * write to) stand as they are, as in the footer.
 */
function markSampleBlock(html: string): string {
  if (!html.includes(SAMPLE_VALUE)) return html
  const introducedList = new RegExp(
    `(<p>(?:(?!</p>)[\\s\\S])*?)(</p>\\s*<ul>(?:(?!</ul>)[\\s\\S])*?${SAMPLE_VALUE})`,
    'g',
  )
  return html.replace(introducedList, `$1 ${SAMPLE_BLOCK_MARK}$2`).replaceAll(SAMPLE_VALUE, '')
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
/** The privacy page renders per request: each version is rendered once per process and mode. */
const parsedCache = new Map<string, Parsed>()

function parse(item: LegalEntry, lang: Lang, mode: ConsentMode = 'basic'): Parsed {
  const key = `${item.key}|${lang}|${mode}`
  let parsed = parsedCache.get(key)
  if (!parsed) {
    parsed = parseUncached(item, lang, mode)
    parsedCache.set(key, parsed)
  }
  return parsed
}

function parseUncached({ file, entry }: LegalEntry, lang: Lang, mode: ConsentMode): Parsed {
  const { title, description, body } = entry[lang]
  const rendered = renderMarkdown(fillCompanyDetails(forConsentMode(body, mode), lang, file), lang)
  const { headings } = rendered
  const html = markSampleBlock(rendered.html)
  const text = lang === 'pl' ? polishTypography : (s: string) => s
  return {
    version: entry.version,
    effective: entry.effective,
    effectiveText: formatDate(entry.effective, lang),
    title: text(title),
    description: text(description),
    html,
    headings: headings.filter((h) => h.depth === 2),
  }
}

export function legalVersions(doc: LegalDocName, lang: Lang): LegalVersion[] {
  return documents[doc].map(({ entry }) => ({
    version: entry.version,
    effective: entry.effective,
    effectiveText: formatDate(entry.effective, lang),
  }))
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
  const versions = legalVersions(doc, lang)
  const [current] = documents[doc]
  const item = version ? documents[doc].find(({ entry }) => entry.version === version) : current
  if (!item) return undefined
  return { ...parse(item, lang, mode), current: item === current, versions }
}
