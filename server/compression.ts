/**
 * Why this file exists: every answer the server compresses goes through here, whether a
 * file of the build compressed once and kept (static-files.ts, asset-store.ts) or a page
 * the build rendered for one request and compressed as it streams out. One list of the
 * types worth compressing and one reading of Accept-Encoding serve both.
 */
import { promisify } from 'node:util'
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib'
import type { Asset } from './static-files.ts'

export type Encoding = 'br' | 'gzip' | null

/** Text, JSON, XML, feeds, manifests and SVG shrink; images and fonts are compressed already. */
export const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|xml|rss\+xml|javascript|manifest\+json)|image\/svg)/

/** Smaller files gain nothing from compression. */
const MIN_COMPRESS_BYTES = 512

export function isCompressible(type: string, size: number): boolean {
  return size > MIN_COMPRESS_BYTES && COMPRESSIBLE_TYPE.test(type)
}

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

/** The best brotli there is: made once per file, in zlib's thread pool. */
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
 * the results: for the files the server rewrote at start-up (the build's copies no
 * longer match them) and the pages a route said are the same for every visitor.
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

/**
 * Compresses a streamed body without holding it back: chunks go into the compressor
 * as they come and it is flushed whenever the producer pauses, so the browser gets
 * the shell of a streamed page at once. A quick setting: this runs while the visitor waits.
 */
export function compressStream(
  body: ReadableStream<Uint8Array>,
  encoding: Exclude<Encoding, null>,
): ReadableStream<Uint8Array> {
  const zlib =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip({ level: 6 })
  const reader = body.getReader()
  let flushScheduled = false
  const flushSoon = () => {
    if (flushScheduled) return
    flushScheduled = true
    setImmediate(() => {
      flushScheduled = false
      if (!zlib.writableEnded && !zlib.destroyed) zlib.flush()
    })
  }
  zlib.on('close', () => {
    reader.cancel().catch(() => {})
  })
  ;(async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        if (zlib.destroyed) return
        zlib.write(value)
        flushSoon()
      }
      zlib.end()
    } catch (error) {
      zlib.destroy(error as Error)
    }
  })()
  return pulledFrom(zlib)
}

/**
 * A Node stream as the web stream a Response takes, read one chunk per pull so the
 * compressor waits for a slow reader; cancelling the web stream destroys the Node one.
 * (Readable.toWeb does the same, but Node types its result apart from the DOM's stream.)
 */
function pulledFrom(source: NodeJS.ReadableStream & { destroy(): void }): ReadableStream<Uint8Array> {
  const chunks = source[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await chunks.next()
      if (done) controller.close()
      else controller.enqueue(typeof value === 'string' ? new TextEncoder().encode(value) : value)
    },
    cancel() {
      source.destroy()
    },
  })
}
