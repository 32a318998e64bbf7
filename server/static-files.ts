import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type Asset = {
  body: Buffer
  type: string
  etag: string
  cacheControl: string
  /** Compressed bodies, made once on first use. */
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

/** Pages and loader data: fresh for 15 minutes, then served stale while revalidating (design.md). */
export const PAGE_CACHE = 'public, max-age=900, stale-while-revalidate=1800'
/** Files with a content hash in their name never change. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
const OTHER_CACHE = 'public, max-age=3600'

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else if (entry.isFile()) yield full
  }
}

/**
 * Reads the whole client build into memory, keyed by URL path. A prerendered
 * `about/index.html` is served at `/about`; `index.html` at `/`.
 */
export function loadStaticFiles(root: string): Map<string, Asset> {
  const assets = new Map<string, Asset>()
  statSync(root)
  for (const file of walk(root)) {
    const rel = relative(root, file).split(sep).join('/')
    const ext = extname(rel)
    const body = readFileSync(file)
    const isPage = ext === '.html'
    let urlPath = `/${rel}`
    if (isPage) {
      if (rel === 'index.html') urlPath = '/'
      else if (rel.endsWith('/index.html')) urlPath = `/${rel.slice(0, -'/index.html'.length)}`
    }
    const type = rel.endsWith('rss.xml')
      ? 'application/rss+xml; charset=utf-8'
      : (types[ext] ?? 'application/octet-stream')
    const cacheControl = rel.startsWith('assets/')
      ? IMMUTABLE_CACHE
      : isPage || ext === '.data'
        ? PAGE_CACHE
        : OTHER_CACHE
    assets.set(urlPath, {
      body,
      type,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      cacheControl,
      compressible: /^(text\/|application\/(json|xml|rss\+xml|manifest)|image\/svg)/.test(type) && body.length > 512,
      isPage,
    })
  }
  return assets
}

export type Encoding = 'br' | 'gzip' | null

export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return null
  if (/\bbr\b/.test(acceptEncoding)) return 'br'
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip'
  return null
}

export function encodedBody(asset: Asset, encoding: Encoding): Buffer {
  if (!asset.compressible || !encoding) return asset.body
  if (encoding === 'br') {
    asset.brotli ??= brotliCompressSync(asset.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: asset.body.length },
    })
    return asset.brotli
  }
  asset.gzip ??= gzipSync(asset.body, { level: 9 })
  return asset.gzip
}
