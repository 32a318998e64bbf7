import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic'
import { parse } from 'yaml'
import { type EditorStorage, editorConfig } from '../../content/keystatic.config'
import { href } from '../../i18n/href'
import { env } from '../env.server'
import { type DeletableContent, deletionRefusal } from './editor-deletions.server'

/**
 * Where the content editor saves, or null when this server has no editor.
 * `npm run dev`: the working tree. A built server: GitHub, and only when the four
 * KEYSTATIC_* variables are set; a production server never writes content files.
 */
export function editorStorage(): EditorStorage | null {
  if (import.meta.env.DEV) return { kind: 'local' }
  const { KEYSTATIC_GITHUB_REPO } = env()
  return KEYSTATIC_GITHUB_REPO ? { kind: 'github', repo: KEYSTATIC_GITHUB_REPO as `${string}/${string}` } : null
}

let handler: ((request: Request) => Promise<{ status?: number; headers?: unknown; body?: unknown }>) | undefined

const PREVIEW = '/api/keystatic/preview/'
/** Where each collection's entries live and which page shows them (the entries' "View page" link). */
const PREVIEWS = {
  services: { file: 'content/services/KEY.yaml', page: 'service' },
  industries: { file: 'content/industries/KEY.yaml', page: 'industry' },
  caseStudies: { file: 'content/case-studies/KEY.yaml', page: 'caseStudy' },
  posts: { file: 'content/blog/KEY/index.yaml', page: 'blogPost' },
  jobs: { file: 'content/jobs/KEY.yaml', page: 'career' },
} as const

/**
 * The "View page" link of an entry in the editor (Keystatic's previewUrl knows the key,
 * the page address needs the slug): in development, the page as saved in the working
 * tree, English unless `?lang=pl`. A production editor saves to GitHub, where a change is
 * seen on the pull request's preview deployment (docs/editing.md), not on this server.
 */
function preview(request: Request, storage: EditorStorage): Response {
  const url = new URL(request.url)
  const [collection = '', key = ''] = url.pathname.slice(PREVIEW.length).split('/').map(decodeURIComponent)
  const target = PREVIEWS[collection as keyof typeof PREVIEWS]
  const text = (status: number, body: string) =>
    new Response(`${body}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  if (!target || !/^[a-z0-9-]+$/.test(key)) return text(404, 'No such entry / Nie ma takiego wpisu')
  if (storage.kind !== 'local' && collection !== 'posts')
    return text(
      404,
      "Preview a saved change on the pull request's preview deployment (docs/editing.md). / Podgląd zapisanej zmiany: wdrożenie podglądowe pull requestu.",
    )
  const lang = url.searchParams.get('lang') === 'pl' ? 'pl' : 'en'
  // A post may be a draft, which has no public page yet: the editor renders it itself.
  if (collection === 'posts')
    return new Response(null, {
      status: 302,
      headers: { Location: `/keystatic/preview/posts/${encodeURIComponent(key)}?lang=${lang}` },
    })
  try {
    const root = env().CONTENT_ROOT ?? process.cwd()
    const entry = parse(readFileSync(join(root, target.file.replace('KEY', key)), 'utf8')) as Record<
      string,
      { slug?: string } | undefined
    >
    const slug = entry[lang]?.slug
    const location = target.page === 'career' ? href('career', lang) : slug ? href(target.page, lang, { slug }) : null
    if (!location) return text(404, 'Save the entry with its URL slugs first. / Najpierw zapisz wpis z adresami URL.')
    return new Response(null, { status: 302, headers: { Location: location } })
  } catch {
    return text(404, 'Save the entry first. / Najpierw zapisz wpis.')
  }
}

const LAUNCH = '/api/keystatic/launch'

/** Where in the editor a launch-check line is fixed: its entry, or null for a deployment setting. */
function launchEntry(key: string): string | null {
  const [first = '', second = ''] = key.split('.')
  if (first === 'env') return null
  if (first === 'caseStudies' && second) return `/keystatic/collection/caseStudies/item/${encodeURIComponent(second)}`
  if (first === 'posts' || first === 'jobs') return `/keystatic/collection/${first}/item/${encodeURIComponent(second)}`
  if (first === 'services' && second) return `/keystatic/singleton/service-${encodeURIComponent(second)}`
  if (first === 'industries' && second) return `/keystatic/singleton/industry-${encodeURIComponent(second)}`
  if (first === 'pages' && second) return `/keystatic/singleton/${encodeURIComponent(second)}`
  // The registry, the address, the figures, the testimonials: the company facts.
  return '/keystatic/singleton/company'
}

/**
 * The list `npm run check:launch` prints (scripts/check-launch.ts), on the content this
 * server has: the working tree in development, the deployed site in production.
 */
async function launchList(): Promise<Response> {
  // Loaded here: a content file the editor just broke must not take the editor down with it.
  const [{ default: content }, { launchCheck }] = await Promise.all([
    import('virtual:site-content'),
    import('../../lib/company/launch-check'),
  ])
  const facts = content.singletons.company?.entry as unknown as Parameters<typeof launchCheck>[0] | undefined
  if (!facts) return Response.json([], { headers: { 'Cache-Control': 'no-store' } })
  const caseStudies = (content.collections.caseStudies ?? []).map(({ key, entry }) => ({
    key,
    sample: (entry as { sample?: unknown }).sample === true,
  }))
  // The settings as the command reads them: this process's environment.
  const items = launchCheck(facts, { GTM_ID: process.env.GTM_ID, SITE_URL: process.env.SITE_URL }, caseStudies)
  return Response.json(
    items.map((item) => ({ ...item, editor: launchEntry(item.key) })),
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

const CAN_DELETE = '/api/keystatic/can-delete'

/** The content the site has now: the working tree in development, the deployed bundle in production. */
async function siteContent(): Promise<DeletableContent> {
  // Loaded here: a content file the editor just broke must not take the editor down with it.
  return (await import('virtual:site-content')).default as unknown as DeletableContent
}

/** Keystatic's request deleting entries (local storage): the file paths it deletes, or null. */
async function deletedPaths(request: Request): Promise<string[] | null> {
  const { pathname } = new URL(request.url)
  if (pathname !== '/api/keystatic/update' || request.method !== 'POST') return null
  try {
    const body = (await request.clone().json()) as { additions?: unknown[]; deletions?: { path?: unknown }[] }
    if (body.additions?.length || !body.deletions?.length) return null
    return body.deletions.map(({ path }) => String(path))
  } catch {
    return null
  }
}

const TAKEN = '/api/keystatic/taken'

/**
 * The slugs (per language) and figures each entry uses, for the editor's own checks
 * (app/content/schema/rules.ts): read from the files as saved, valid or not, so that
 * a broken entry elsewhere does not stop the editor checking this one.
 */
function takenIndex(root: string): Record<string, Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, Record<string, string>>> = {}
  for (const [collection, { file }] of Object.entries(PREVIEWS)) {
    const [dir = '', rest = ''] = file.split('KEY')
    if (!existsSync(join(root, dir))) continue
    const index: Record<string, Record<string, string>> = { en: {}, pl: {}, figures: {}, sample: {} }
    for (const name of readdirSync(join(root, dir))) {
      const key = rest === '.yaml' ? name.replace(/\.yaml$/, '') : name
      const path = join(root, dir, rest === '.yaml' ? name : `${name}${rest}`)
      if ((rest === '.yaml' && !name.endsWith('.yaml')) || !existsSync(path)) continue
      try {
        const entry = (parse(readFileSync(path, 'utf8')) ?? {}) as Record<string, unknown>
        for (const lang of ['en', 'pl'] as const) {
          const slug = (entry[lang] as { slug?: unknown } | undefined)?.slug
          if (typeof slug === 'string' && index[lang]) index[lang][slug] ??= key
        }
        for (const figure of Array.isArray(entry.figures) ? entry.figures : []) {
          if (collection === 'caseStudies' && typeof figure === 'string') index.figures![figure] ??= key
        }
        // A figure may cite only a case study that is no sample (app/content/schema/rules.ts).
        if (collection === 'caseStudies' && index.sample) index.sample[key] = String(entry.sample !== false)
      } catch {
        // A file that does not parse is the build's to report; the others still count.
      }
    }
    out[collection] = index
  }
  return out
}

/** Keystatic's API (its file and GitHub sign-in endpoints) for /api/keystatic/*. */
export async function editorApi(request: Request): Promise<Response> {
  const storage = editorStorage()
  if (!storage) return new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  const { pathname } = new URL(request.url)
  if (pathname.startsWith(PREVIEW)) return preview(request, storage)
  if (pathname === LAUNCH) return launchList()
  if (pathname === CAN_DELETE && request.method === 'POST') {
    // The GitHub editor deletes through GitHub's API from the browser: it asks here first.
    const paths = ((await request.json().catch(() => ({}))) as { paths?: unknown }).paths
    const refusal = Array.isArray(paths) ? deletionRefusal(paths.map(String), await siteContent()) : null
    return Response.json({ refusal }, { headers: { 'Cache-Control': 'no-store' } })
  }
  const deleting = storage.kind === 'local' ? await deletedPaths(request) : null
  if (deleting) {
    const refusal = deletionRefusal(deleting, await siteContent())
    // Keystatic shows the answer's text above the form.
    if (refusal) return new Response(refusal, { status: 409, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  if (pathname === TAKEN)
    // A GitHub-backed editor has no working tree here: CI checks uniqueness on the pull request.
    return Response.json(storage.kind === 'local' ? takenIndex(env().CONTENT_ROOT ?? process.cwd()) : {}, {
      headers: { 'Cache-Control': 'no-store' },
    })
  const settings = env()
  handler ??= makeGenericAPIRouteHandler({
    config: editorConfig(storage),
    // The dev server may read its content from a copy (CONTENT_ROOT, integrations/content/content-plugin.ts).
    localBaseDirectory: storage.kind === 'local' ? settings.CONTENT_ROOT : undefined,
    clientId: settings.KEYSTATIC_GITHUB_CLIENT_ID,
    clientSecret: settings.KEYSTATIC_GITHUB_CLIENT_SECRET,
    secret: settings.KEYSTATIC_SECRET,
  }) as unknown as typeof handler
  const { status, headers, body } = await (handler as NonNullable<typeof handler>)(request)
  const out = new Headers(headers as HeadersInit | undefined)
  out.set('X-Robots-Tag', 'noindex, nofollow')
  out.set('Cache-Control', 'no-store')
  return new Response(body as BodyInit | null, { status: status ?? 200, headers: out })
}
