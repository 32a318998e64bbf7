import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic'
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

/** Keystatic's API (its file and GitHub sign-in endpoints) for /api/keystatic/*. */
export async function editorApi(request: Request): Promise<Response> {
  const storage = editorStorage()
  if (!storage) return new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain' } })
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
