import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export type Asset = {
  body: Buffer
  type: string
  etag: string
  cacheControl: string
  /** Compressed bodies: written next to the file at build time (scripts/precompress.ts), or made once at start-up. */
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
  '.data': 'text/x-script; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

/** Prerendered pages: fresh for 15 minutes, then served stale while revalidating (design.md). */
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

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|xml|rss\+xml|manifest\+json)|image\/svg)/

/** Smaller files gain nothing from compression. */
const MIN_COMPRESS_BYTES = 512

export function isCompressible(type: string, size: number): boolean {
  return size > MIN_COMPRESS_BYTES && COMPRESSIBLE_TYPE.test(type)
}

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
    const cacheControl = rel.startsWith('_astro/')
      ? IMMUTABLE_CACHE
      : isPage || ext === '.data'
        ? PAGE_CACHE
        : OTHER_CACHE
    const compressible = isCompressible(type, body.length)
    const copy = (suffix: string) =>
      compressible && files.has(rel + suffix) ? readFileSync(join(root, rel + suffix)) : undefined
    assets.set(urlPath, {
      body,
      type,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      cacheControl,
      compressible,
      isPage,
      brotli: copy(PRECOMPRESSED.br),
      gzip: copy(PRECOMPRESSED.gzip),
    })
  }
  return assets
}

export type Encoding = 'br' | 'gzip' | null

/**
 * The encoding to send, from Accept-Encoding with its q-values (RFC 9110 12.5.3): the
 * one the client weights highest, brotli before gzip on a tie; `q=0` refuses, `*` stands
 * for any encoding not named. Null means the plain body.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return null
  // Browsers send a handful of distinct values; every request of the hot path asks this.
  const known = pickedEncodings.get(acceptEncoding)
  if (known !== undefined) return known
  const picked = parseAcceptEncoding(acceptEncoding)
  if (pickedEncodings.size >= MAX_REMEMBERED_ENCODINGS) pickedEncodings.clear()
  pickedEncodings.set(acceptEncoding, picked)
  return picked
}

/** Answers for the Accept-Encoding values seen lately; cleared when full, so any header cannot grow it. */
const pickedEncodings = new Map<string, Encoding>()
const MAX_REMEMBERED_ENCODINGS = 64

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const weights = new Map<string, number>()
  // A header is at most a few dozen entries; a longer one is read no further.
  for (const part of acceptEncoding.split(',', 32)) {
    const [rawName = '', ...params] = part.split(';')
    const name = rawName.trim().toLowerCase()
    if (!name) continue
    let q = 1
    for (const param of params) {
      const [key, value] = param.split('=')
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim())
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0
      }
    }
    weights.set(name, q)
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0
  const br = weightOf('br')
  const gz = Math.max(weightOf('gzip'), weights.get('x-gzip') ?? 0)
  if (br <= 0 && gz <= 0) return null
  return br >= gz ? 'br' : 'gzip'
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export function compressBrotli(body: Buffer): Promise<Buffer> {
  return brotliAsync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  })
}

export function compressGzip(body: Buffer): Promise<Buffer> {
  return gzipAsync(body, { level: 9 })
}

/**
 * Compresses an asset's body in zlib's thread pool, never on the event loop, and keeps
 * the results. Used for the files the server rewrote at start-up (the build's copies
 * no longer match them).
 */
export async function compressAsset(asset: Asset): Promise<void> {
  if (!asset.compressible) return
  const [brotli, gz] = await Promise.all([compressBrotli(asset.body), compressGzip(asset.body)])
  asset.brotli = brotli
  asset.gzip = gz
}

/** The body for an encoding: its compressed copy when there is one, else the plain body. */
export function encodedBody(asset: Asset, encoding: Encoding): { body: Buffer; encoding: Encoding } {
  if (encoding === 'br' && asset.brotli) return { body: asset.brotli, encoding }
  if (encoding === 'gzip' && asset.gzip) return { body: asset.gzip, encoding }
  return { body: asset.body, encoding: null }
}
