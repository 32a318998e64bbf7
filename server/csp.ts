import { createHash } from 'node:crypto'
import { EDITOR_API_ROOT, EDITOR_ROOT, GTM_ORIGIN } from './build-contract.ts'

/**
 * The Content-Security-Policy of the site (decision record 002): no inline code but what the page's hashes allow.
 *
 * Scripts run only from our origin, the tag manager, or inline when they carry the
 * page's hash (every page, prerendered or rendered per request: the server hashes the
 * inline scripts of what it sends). Hosts: the voice-AI provider's API and websocket hosts (ElevenLabs,
 * its LiveKit host for the SDK's WebRTC mode), the tag manager and Google Analytics,
 * and the storage host (Firebase storage, assumed: the client named a storage host but not which).
 */
export const HOSTS = {
  voiceApi: [
    'https://api.elevenlabs.io',
    'wss://api.elevenlabs.io',
    'https://livekit.rtc.elevenlabs.io',
    'wss://livekit.rtc.elevenlabs.io',
  ],
  tagManager: GTM_ORIGIN,
  analytics: ['https://*.google-analytics.com', 'https://*.analytics.google.com'],
  storage: 'https://firebasestorage.googleapis.com',
} as const

const SELF = "'self'"

/**
 * The directives, in order. `scriptSources` are the SHA-256 hashes of the page's inline
 * scripts (decision 002: hashes only, so a page kept in memory is sent unchanged).
 *
 * `blob:` in script-src: the voice SDK (@elevenlabs/client) loads its AudioWorklet
 * modules from blob: URLs it creates itself; worklets are governed by script-src.
 * A blob: URL can only be minted by script that already runs, so it opens no way in
 * for injected markup. It goes once the demo passes self-hosted `workletPaths`.
 */
function directives(
  scriptSources: readonly string[],
  styleSources: readonly string[] = [],
): [string, readonly string[]][] {
  return [
    ['default-src', [SELF]],
    ['script-src', [SELF, ...scriptSources, HOSTS.tagManager, 'blob:']],
    ['style-src', [SELF, ...styleSources]],
    ['img-src', [SELF, 'data:', HOSTS.tagManager, ...HOSTS.analytics, HOSTS.storage]],
    ['font-src', [SELF]],
    ['connect-src', [SELF, ...HOSTS.voiceApi, HOSTS.tagManager, ...HOSTS.analytics, HOSTS.storage]],
    ['media-src', [SELF, 'blob:', HOSTS.storage]],
    ['frame-src', [HOSTS.tagManager]],
    ['worker-src', [SELF, 'blob:']],
    ['manifest-src', [SELF]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', [SELF]],
    ['frame-ancestors', ["'none'"]],
  ]
}

/**
 * The content editor's pages (/keystatic, /api/keystatic): their own policy, so the
 * public one never loosens for them. Keystatic styles itself with inline style
 * elements, talks to GitHub's API and shows GitHub avatars and repository images.
 */
export const EDITOR_PATH = new RegExp(`^(${EDITOR_ROOT}|${EDITOR_API_ROOT})(/|$)`)

export const EDITOR_HOSTS = {
  api: ['https://api.github.com'],
  images: ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
  signIn: 'https://github.com',
} as const

export function editorContentSecurityPolicy(scriptSources: readonly string[]): string {
  const directives: [string, readonly string[]][] = [
    ['default-src', [SELF]],
    ['script-src', [SELF, ...scriptSources]],
    ['style-src', [SELF, "'unsafe-inline'"]],
    ['img-src', [SELF, 'data:', 'blob:', ...EDITOR_HOSTS.images]],
    ['font-src', [SELF, 'data:']],
    ['connect-src', [SELF, ...EDITOR_HOSTS.api, ...EDITOR_HOSTS.images]],
    ['worker-src', [SELF, 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', [SELF, EDITOR_HOSTS.signIn]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

/** Directives a <meta http-equiv> policy cannot carry (browsers ignore them there, with a console error). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'sandbox'])

/**
 * `styleSources`: the hashes of a page's inline `<style>` elements (its stylesheet, which
 * the build inlines and prunes per page: decision record 018), never 'unsafe-inline'.
 */
export function contentSecurityPolicy(
  scriptSources: readonly string[] = [],
  styleSources: readonly string[] = [],
): string {
  return directives(scriptSources, styleSources)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/** The same policy for a <meta http-equiv="Content-Security-Policy">: header-only directives removed. */
export function metaPolicy(policy: string): string {
  return policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !HEADER_ONLY.has(d.split(/\s+/)[0] ?? ''))
    .join('; ')
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
const EXECUTABLE_TYPES = /^(|module|(text|application)\/(java|ecma)script)$/i

/**
 * The 'sha256-…' sources of every inline script a browser would execute in `html`
 * (scripts with a src, JSON and other data blocks are skipped). Hash the final bytes:
 * after the server has written its settings into the page.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? ''
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = TYPE.exec(attributes)
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim()
    if (!EXECUTABLE_TYPES.test(typeValue)) continue
    hashes.add(sha256Source(match[2] ?? ''))
  }
  return [...hashes]
}

/**
 * Puts the policy into the page head as a <meta http-equiv>, right after the charset
 * declaration so that it precedes every script. The header stays the authority; the
 * meta copy keeps the page protected where it is served without our headers.
 */
export function withMetaPolicy(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy).replace(/"/g, '&quot;')}"/>`
  const charset = /<meta charSet="utf-8"\/>|<meta charset="utf-8"\s*\/?>/i.exec(html)
  if (charset)
    return html.slice(0, charset.index + charset[0].length) + tag + html.slice(charset.index + charset[0].length)
  return html.replace(/<head>/i, `<head>${tag}`)
}

const STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi

/** The 'sha256-…' sources of every inline `<style>` element in `html` (hash the final bytes). */
export function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(STYLE)) hashes.add(sha256Source(match[2] ?? ''))
  return [...hashes]
}

/** A CSP source for `text`: the form of its hash a policy names (also the key server/style-links.ts finds a style's file by). */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}
