/**
 * Why this file exists: the client build (prerendered pages, scripts, styles, images,
 * feeds) is read into memory once at start-up, each file with its type, caching rule,
 * ETag and the compressed copies the build wrote (integrations/build-steps/precompress.ts), so that
 * serving one never touches the disk.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import { isCompressible } from './compression.ts'

/** An ETag for a body as sent: the server's own rewrites and renders get theirs from it too. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`
}

export type Asset = {
  body: Buffer
  type: string
  etag: string
  cacheControl: string
  /** Compressed bodies: written next to the file at build time (integrations/build-steps/precompress.ts), or made once at start-up. */
  gzip?: Buffer
  brotli?: Buffer
  compressible: boolean
  /** A prerendered page: served with the page headers (CSP and the like). */
  isPage: boolean
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

/**
 * Prerendered pages: fresh for 15 minutes, then served stale for half an hour while a
 * CDN fetches them anew, so a content deploy reaches every visitor within the quarter
 * hour and no visitor waits for the origin.
 */
export const PAGE_CACHE = 'public, max-age=900, stale-while-revalidate=1800'
/** Files with a content hash in their name never change. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
const OTHER_CACHE = 'public, max-age=3600'
/**
 * Anything rendered per request: a page can depend on the request (its query, a form's
 * answer) and the contact page carries a form token, so neither a CDN nor the browser may
 * hand it to anyone else.
 */
export const PRIVATE_NO_STORE = 'private, no-store'

/** The file extensions of the compressed copies beside each original. */
export const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else if (entry.isFile()) yield full
  }
}

export function typeOf(rel: string): string {
  return rel.endsWith('rss.xml')
    ? 'application/rss+xml; charset=utf-8'
    : (types[extname(rel)] ?? 'application/octet-stream')
}

/**
 * Reads the whole client build into memory, keyed by URL path. A prerendered
 * `about.html` (or `about/index.html`) is served at `/about`; `index.html` at `/`. The `.br` and `.gz`
 * copies the build wrote become the compressed bodies of their originals.
 */
export function loadStaticFiles(root: string): Map<string, Asset> {
  const assets = new Map<string, Asset>()
  statSync(root)
  const files = new Set([...walk(root)].map((file) => relative(root, file).split(sep).join('/')))
  for (const rel of files) {
    const ext = extname(rel)
    if ((ext === PRECOMPRESSED.br || ext === PRECOMPRESSED.gzip) && files.has(rel.slice(0, -ext.length))) continue
    const body = readFileSync(join(root, rel))
    const isPage = ext === '.html'
    let urlPath = `/${rel}`
    if (isPage) {
      if (rel === 'index.html') urlPath = '/'
      else if (rel.endsWith('/index.html')) urlPath = `/${rel.slice(0, -'/index.html'.length)}`
      else urlPath = `/${rel.slice(0, -'.html'.length)}`
    }
    const type = typeOf(rel)
    const cacheControl = rel.startsWith('_astro/') ? IMMUTABLE_CACHE : isPage ? PAGE_CACHE : OTHER_CACHE
    const compressible = isCompressible(type, body.length)
    const copy = (suffix: string) =>
      compressible && files.has(rel + suffix) ? readFileSync(join(root, rel + suffix)) : undefined
    assets.set(urlPath, {
      body,
      type,
      etag: etagOf(body),
      cacheControl,
      compressible,
      isPage,
      brotli: copy(PRECOMPRESSED.br),
      gzip: copy(PRECOMPRESSED.gzip),
    })
  }
  return assets
}
