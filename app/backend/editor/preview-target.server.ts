import islandPaths from 'virtual:island-paths'
import content from 'virtual:site-content'
import { parse } from 'yaml'
import { EDITOR_ROOT } from '../../../server/build-contract.ts'
import type { PostEntry } from '../../content/blog.server.ts'
import type { BundledContent } from '../../content/bundled-content.ts'
import type { JobEntry } from '../../content/jobs.ts'
import type { EditorStorage } from '../../content/keystatic.config.ts'
import { href } from '../../i18n/href.ts'
import type { Lang } from '../../i18n/languages.ts'
import { type PageId, pages } from '../../i18n/route-table.ts'
import { editorToken } from './review-request.server.ts'

/**
 * What /keystatic/preview/<collection>/<key>?lang=pl names: the entry and the page that
 * shows it (rendered by ./entry-preview.server.ts), or the answer instead.
 *
 * Which content: in development the working tree, as saved. In production the GitHub
 * editor's sign-in is required (a visitor has none and gets 404): a post, which may be a
 * draft, is read from GitHub as saved; every other entry has no draft state, so a save
 * of it goes live within minutes (.github/workflows/ci.yml), and its preview shows the
 * deployed site's version meanwhile.
 */

export const NOINDEX = 'noindex, nofollow'

type Alternates = Record<Lang, string>

/** What each kind of entry previews as: the page that shows it. */
export type PreviewTarget =
  /** A page rendered by its view (app/views/<page>.tsx) with the view's own loader. */
  | { kind: 'view'; page: PageId; url: URL; params: Record<string, string>; lang: Lang; alternates: Alternates }
  /** A blog post, drafts included: rendered from the entry itself. */
  | { kind: 'post'; entry: PostEntry; url: URL; lang: Lang; alternates: Alternates }
  /** The career page with one position listed, closed or not. */
  | { kind: 'job'; entry: JobEntry; url: URL; lang: Lang; alternates: Alternates }
  /** A page whose route places an island (virtual:island-paths): its own route renders it. */
  | { kind: 'route'; path: string; lang: Lang }

/** The collections previewed in a way of their own below: a post from GitHub, a job on the career page, a legal version on its document's page. */
type PreviewedApart = 'posts' | 'jobs' | 'legal'

/**
 * Every other collection of the content (app/content/keystatic.config.ts) and the page that
 * shows one of its entries by its slug. Typed by the content's collections, so a collection
 * the content gains fails type-check here, by name, until it is given its page (or a way of
 * its own above), rather than answering its "Preview" with 404.
 */
const ENTRY_PAGES: Record<Exclude<keyof BundledContent['collections'], PreviewedApart>, PageId> = {
  caseStudies: 'caseStudy',
  services: 'service',
  industries: 'industry',
}

/** The collections with a public page, as the editor's "Preview" names them, and the long-copy pages' singletons. */
const PREVIEWED = new Set<string>([
  ...(['posts', 'jobs', 'legal'] satisfies PreviewedApart[]),
  'pages',
  ...Object.keys(ENTRY_PAGES),
])

/** A plain answer naming what is wrong, in both languages: never a 5xx. */
export function previewMessage(status: number, en: string, pl: string): Response {
  return new Response(`${pl}\n\n${en}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Robots-Tag': NOINDEX, 'Cache-Control': 'no-store' },
  })
}

export const noEntry = () =>
  previewMessage(
    404,
    'No such entry, or it cannot be shown yet: save it (with its URL slugs), then open Preview again. An entry with a field the editor marks red is shown once that field is fixed.',
    'Nie ma takiego wpisu albo nie da się go jeszcze pokazać: zapisz go (z adresami URL) i otwórz podgląd ponownie. Wpis z polem zaznaczonym przez edytor na czerwono pokażemy, gdy to pole zostanie poprawione.',
  )

const previewPath = (collection: string, key: string, lang: Lang) =>
  `${EDITOR_ROOT}/preview/${collection}/${encodeURIComponent(key)}?lang=${lang}`

/** The language switch of a preview: the same entry in the other language. */
const alternates = (collection: string, key: string): Alternates => ({
  en: previewPath(collection, key, 'en'),
  pl: previewPath(collection, key, 'pl'),
})

/** The GitHub sign-in Keystatic keeps in a cookie, when it may write to the repository. */
async function githubToken(request: Request, repo: string): Promise<string | null> {
  const token = editorToken(request)
  if (!token) return null
  const answer = await fetch(`https://api.github.com/repos/${repo}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.github+json' },
  }).catch(() => null)
  if (!answer?.ok) return null
  const { permissions } = (await answer.json()) as { permissions?: { push?: boolean } }
  return permissions?.push ? token : null
}

/** A post's files as saved on GitHub's default branch, read with the editor's token. */
async function postFromGitHub(repo: string, token: string, key: string): Promise<PostEntry | null> {
  const raw = async (path: string) => {
    const answer = await fetch(`https://api.github.com/repos/${repo}/contents/${path}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.github.raw+json' },
    }).catch(() => null)
    return answer?.ok ? answer.text() : null
  }
  const data = await raw(`content/blog/${key}/index.yaml`)
  if (data === null) return null
  const entry = parse(data) as PostEntry['entry']
  for (const lang of ['en', 'pl'] as const) {
    entry[lang] = { ...entry[lang], body: (await raw(`content/blog/${key}/${lang}/body.md`)) ?? '' }
  }
  return { key, file: `content/blog/${key}/index.yaml`, entry }
}

/** The collection and key a preview path names, or null for a path that names none. */
function named(url: URL): { collection: string; key: string } | null {
  const parts = url.pathname
    .slice(`${EDITOR_ROOT}/preview/`.length)
    .split('/')
    .map((part) => {
      try {
        return decodeURIComponent(part)
      } catch {
        return ''
      }
    })
  const [collection = '', key = ''] = parts
  return parts.length === 2 && PREVIEWED.has(collection) && /^[a-z0-9.-]+$/.test(key) ? { collection, key } : null
}

/**
 * What /keystatic/preview/<collection>/<key>?lang= shows, or the answer instead: 404 for
 * anyone the production editor has not signed in and for an unknown entry, a message in
 * both languages for an entry that cannot be shown.
 */
export async function previewTarget(
  url: URL,
  request: Request,
  storage: EditorStorage,
): Promise<PreviewTarget | Response> {
  const lang: Lang = url.searchParams.get('lang') === 'pl' ? 'pl' : 'en'
  const found = named(url)
  if (!found) return noEntry()
  const { collection, key } = found
  let token: string | null = null
  if (storage.kind === 'github') {
    token = await githubToken(request, storage.repo)
    if (!token) return new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  }
  // href() demands a slug of the pages that take one; a target names its page at run time.
  const at = (page: PageId, params: Record<string, string> = {}) =>
    new URL((href as (page: PageId, lang: Lang, params: Record<string, string>) => string)(page, lang, params), url)
  const view = (page: PageId, params: Record<string, string> = {}): PreviewTarget => ({
    kind: 'view',
    page,
    url: at(page, params),
    params,
    lang,
    alternates: alternates(collection, key),
  })
  if (collection === 'posts') {
    const post =
      storage.kind === 'github' && token
        ? await postFromGitHub(storage.repo, token, key)
        : content.collections.posts.find((p) => p.key === key)
    if (!post?.entry?.[lang]?.slug) return noEntry()
    const slug = post.entry[lang].slug
    return { kind: 'post', entry: post, url: at('blogPost', { slug }), lang, alternates: alternates(collection, key) }
  }
  if (collection === 'jobs') {
    const job = content.collections.jobs.find((j) => j.key === key)
    return job
      ? { kind: 'job', entry: job, url: at('career'), lang, alternates: alternates(collection, key) }
      : noEntry()
  }
  if (collection === 'legal') {
    const doc = content.collections.legal.find((item) => item.key === key)
    if (!doc) return noEntry()
    const target = view(doc.entry.document)
    if (target.kind === 'view') target.url.searchParams.set('version', doc.entry.version)
    return target
  }
  if (collection === 'pages') {
    // A page's own singleton (content/pages/<page>.yaml) has the page's id for its key.
    if (!(key in pages) || !(key in content.singletons)) return noEntry()
    const page = key as PageId
    const path = href(page, lang)
    return islandPaths.includes(path) ? { kind: 'route', path, lang } : view(page)
  }
  const page = ENTRY_PAGES[collection as keyof typeof ENTRY_PAGES]
  const entry = content.collections[collection as keyof typeof ENTRY_PAGES].find((item) => item.key === key)
  const slug = entry?.entry[lang]?.slug
  return slug ? view(page, { slug }) : noEntry()
}
