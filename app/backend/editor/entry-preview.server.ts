import content from 'virtual:site-content'
import type { ComponentType } from 'react'
import { parse } from 'yaml'
import { meta, type PostEntry, readPosts, relatedPosts } from '../../content/blog.server'
import { type JobEntry, listedJobs } from '../../content/jobs'
import { readJobs } from '../../content/jobs.server'
import type { EditorStorage } from '../../content/keystatic.config'
import { href } from '../../i18n/href'
import type { Lang } from '../../i18n/languages'
import type { PageId } from '../../i18n/route-table'
import About, { load as loadAbout } from '../../views/about'
import BlogPost from '../../views/blog-post'
import Career, { load as loadCareer } from '../../views/career'
import CaseStudy, { load as loadCaseStudy } from '../../views/case-study'
import Home, { load as loadHome } from '../../views/home'
import Industry, { load as loadIndustry } from '../../views/industry'
import Privacy, { load as loadPrivacy } from '../../views/privacy'
import Service, { load as loadService } from '../../views/service'
import Terms, { load as loadTerms } from '../../views/terms'
import { type LoadArgs, type Loaded, pageAt } from '../../views/view.server'
import { editorToken } from './review-request.server'

/**
 * The preview of an entry as it will look, for the person editing it (docs/editing.md):
 * /keystatic/preview/<collection>/<key>?lang=pl. Rendered by the page's own view
 * (app/routes/editor-preview.astro), never indexed, never stored by a cache.
 *
 * Which content: in development the working tree, as saved. In production the GitHub
 * editor's sign-in is required (a visitor has none and gets 404): a post, which may be a
 * draft, is read from GitHub as saved; every other entry has no draft state, so a save
 * of it goes live within minutes (.github/workflows/ci.yml), and its preview shows the
 * deployed site's version meanwhile.
 */

export const NOINDEX = 'noindex, nofollow'

/** What each kind of entry previews as: the page that shows it. */
export type PreviewTarget =
  /** A page rendered by its view with the view's own loader (app/views/<view>.tsx). */
  | {
      kind: 'view'
      view: ViewName
      url: URL
      params: Record<string, string>
      lang: Lang
      alternates: Record<Lang, string>
    }
  /** A blog post, drafts included: rendered from the entry itself. */
  | { kind: 'post'; entry: PostEntry; url: URL; lang: Lang; alternates: Record<Lang, string> }
  /** The career page with one position listed, closed or not. */
  | { kind: 'job'; entry: JobEntry; url: URL; lang: Lang; alternates: Record<Lang, string> }
  /** A page whose route composes islands (AI, calculator, contact): its own route renders it. */
  | { kind: 'route'; path: string; lang: Lang }

export type ViewName = 'home' | 'about' | 'career' | 'service' | 'industry' | 'caseStudy' | 'privacy' | 'terms'

/** The singletons that are pages, and the page each is. */
const PAGES = {
  home: 'home',
  about: 'about',
  career: 'career',
  ai: 'ai',
  calculator: 'calculator',
  contact: 'contact',
} as const satisfies Record<string, PageId>

/** The collections with a public page, as the editor's "Preview" names them. */
export const PREVIEWED = ['posts', 'jobs', 'caseStudies', 'services', 'industries', 'legal', 'pages'] as const
type Previewed = (typeof PREVIEWED)[number]

/** A plain answer naming what is wrong, in both languages: never a 5xx. */
export function previewMessage(status: number, en: string, pl: string): Response {
  return new Response(`${pl}\n\n${en}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Robots-Tag': NOINDEX, 'Cache-Control': 'no-store' },
  })
}

const noEntry = () =>
  previewMessage(
    404,
    'No such entry, or it cannot be shown yet: save it (with its URL slugs), then open Preview again. An entry with a field the editor marks red is shown once that field is fixed.',
    'Nie ma takiego wpisu albo nie da się go jeszcze pokazać: zapisz go (z adresami URL) i otwórz podgląd ponownie. Wpis z polem zaznaczonym przez edytor na czerwono pokażemy, gdy to pole zostanie poprawione.',
  )

export const previewPath = (collection: string, key: string, lang: Lang) =>
  `/keystatic/preview/${collection}/${encodeURIComponent(key)}?lang=${lang}`

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

type Slugged = { key: string; entry: { en: { slug: string }; pl: { slug: string } } }

/** The entry's page in each language, from its slugs. */
function slugged(
  list: readonly Slugged[] | undefined,
  key: string,
  page: 'service' | 'industry' | 'caseStudy',
  lang: Lang,
  origin: URL,
  collection: Previewed,
): PreviewTarget | null {
  const found = list?.find((item) => item.key === key)
  const slug = found?.entry[lang]?.slug
  if (!slug) return null
  return {
    kind: 'view',
    view: page,
    url: new URL(href(page, lang, { slug }), origin),
    params: { slug },
    lang,
    alternates: alternates(collection, key),
  }
}

const alternates = (collection: string, key: string) => ({
  en: previewPath(collection, key, 'en'),
  pl: previewPath(collection, key, 'pl'),
})

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
  const [collection = '', key = '', ...rest] = url.pathname
    .slice('/keystatic/preview/'.length)
    .split('/')
    .map((part) => {
      try {
        return decodeURIComponent(part)
      } catch {
        return ''
      }
    })
  const lang: Lang = url.searchParams.get('lang') === 'pl' ? 'pl' : 'en'
  if (rest.length || !(PREVIEWED as readonly string[]).includes(collection) || !/^[a-z0-9.-]+$/.test(key))
    return noEntry()
  const kind = collection as Previewed
  let token: string | null = null
  if (storage.kind === 'github') {
    token = await githubToken(request, storage.repo)
    if (!token) return new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  }
  const origin = url
  switch (kind) {
    case 'posts': {
      const found =
        storage.kind === 'github' && token
          ? await postFromGitHub(storage.repo, token, key)
          : (content.collections.posts as unknown as PostEntry[] | undefined)?.find((p) => p.key === key)
      if (!found?.entry?.[lang]?.slug) return noEntry()
      return {
        kind: 'post',
        entry: found,
        url: new URL(href('blogPost', lang, { slug: found.entry[lang].slug }), origin),
        lang,
        alternates: alternates(kind, key),
      }
    }
    case 'jobs': {
      const found = (content.collections.jobs as unknown as JobEntry[] | undefined)?.find((j) => j.key === key)
      if (!found) return noEntry()
      return {
        kind: 'job',
        entry: found,
        url: new URL(href('career', lang), origin),
        lang,
        alternates: alternates(kind, key),
      }
    }
    case 'caseStudies':
      return (
        slugged(content.collections.caseStudies as unknown as Slugged[], key, 'caseStudy', lang, origin, kind) ??
        noEntry()
      )
    case 'services':
      return (
        slugged(content.collections.services as unknown as Slugged[], key, 'service', lang, origin, kind) ?? noEntry()
      )
    case 'industries':
      return (
        slugged(content.collections.industries as unknown as Slugged[], key, 'industry', lang, origin, kind) ??
        noEntry()
      )
    case 'legal': {
      const found = content.collections.legal?.find((item) => item.key === key)
      if (!found) return noEntry()
      const { document, version } = found.entry
      const at = new URL(href(document, lang), origin)
      at.searchParams.set('version', version)
      return { kind: 'view', view: document, url: at, params: {}, lang, alternates: alternates(kind, key) }
    }
    case 'pages': {
      const page = PAGES[key as keyof typeof PAGES]
      if (!page) return noEntry()
      if (page === 'ai' || page === 'calculator' || page === 'contact')
        return { kind: 'route', path: href(page, lang), lang }
      return {
        kind: 'view',
        view: page,
        url: new URL(href(page, lang), origin),
        params: {},
        lang,
        alternates: alternates(kind, key),
      }
    }
  }
}

/**
 * The career page's positions with this one listed first, as it will be once open: a
 * closed position or one past its closing date is previewed too.
 */
function previewJobs(entry: JobEntry, lang: Lang) {
  const [job] = listedJobs(lang, [{ ...entry, entry: { ...entry.entry, open: true, closingDate: null } }])
  if (!job) return readJobs(lang)
  return [job, ...readJobs(lang).filter((other) => other.id !== job.id)]
}

// Each view with the loader its public route calls (app/routes/<page>.astro).
type AnyView = ComponentType<never>
const VIEWS: Record<ViewName, [AnyView, (args: LoadArgs) => Loaded<unknown>]> = {
  home: [Home as AnyView, loadHome],
  about: [About as AnyView, loadAbout],
  career: [Career as AnyView, loadCareer],
  service: [Service as AnyView, loadService],
  industry: [Industry as AnyView, loadIndustry],
  caseStudy: [CaseStudy as AnyView, loadCaseStudy],
  privacy: [Privacy as AnyView, loadPrivacy],
  terms: [Terms as AnyView, loadTerms],
}

export type PreviewPage = Extract<Loaded<Record<string, unknown>>, { kind: 'page' }> & { View: AnyView }

/**
 * The page a target renders, by the page's own view and loader; a message instead when the
 * entry cannot be shown (a draft the schema refuses, say): the error names the file and field.
 */
export function previewPage(target: Exclude<PreviewTarget, { kind: 'route' }>): PreviewPage | Response {
  let loaded: Loaded<unknown>
  let View: AnyView
  try {
    if (target.kind === 'post') {
      // Rendered as published: the page as it will look once "Draft" is unticked.
      const [post] = readPosts(target.lang, [{ ...target.entry, entry: { ...target.entry.entry, draft: false } }])
      if (!post) return noEntry()
      View = BlogPost as AnyView
      loaded = pageAt(
        target.url,
        { title: post.title, description: post.description, alternates: target.alternates },
        { post, related: relatedPosts(meta(post)) },
      )
    } else if (target.kind === 'job') {
      View = Career as AnyView
      const career = loadCareer({ url: target.url, params: {} })
      if (career.kind === 'page') career.props = { ...career.props, jobs: previewJobs(target.entry, target.lang) }
      loaded = career
    } else {
      const [view, load] = VIEWS[target.view]
      View = view
      loaded = load({ url: target.url, params: target.params })
    }
  } catch (error) {
    return previewMessage(
      422,
      `This entry cannot be shown yet: ${(error as Error).message}`,
      `Tego wpisu nie da się jeszcze pokazać: ${(error as Error).message}`,
    )
  }
  if (loaded.kind !== 'page') return noEntry()
  // The language switch stays in the preview: the same entry in the other language.
  loaded.page.alternates = target.alternates
  loaded.head.push({ name: 'robots', content: NOINDEX })
  return { ...(loaded as PreviewPage), View }
}
