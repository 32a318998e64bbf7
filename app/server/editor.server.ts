import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic'
import { parse } from 'yaml'
import { href } from '../i18n/href'
import { type EditorStorage, keystaticConfig } from '../content/keystatic.config'
import { env } from './env.server'

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
  if (storage.kind !== 'local')
    return text(
      404,
      "Preview a saved change on the pull request's preview deployment (docs/editing.md). / Podgląd zapisanej zmiany: wdrożenie podglądowe pull requestu.",
    )
  const lang = url.searchParams.get('lang') === 'pl' ? 'pl' : 'en'
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

/** Keystatic's API (its file and GitHub sign-in endpoints) for /api/keystatic/*. */
export async function editorApi(request: Request): Promise<Response> {
  const storage = editorStorage()
  if (!storage) return new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  if (new URL(request.url).pathname.startsWith(PREVIEW)) return preview(request, storage)
  const settings = env()
  handler ??= makeGenericAPIRouteHandler({
    config: keystaticConfig(storage),
    // The dev server may read its content from a copy (CONTENT_ROOT, scripts/lib/content-plugin.ts).
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
