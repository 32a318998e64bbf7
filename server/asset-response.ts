/**
 * Why this file exists: this is the hot path, every prerendered page and static file
 * (and every page kept as the same for all visitors) goes out here. It is synchronous
 * unless a compressed copy is still being made, and writes header lists built once
 * (asset-store.ts): the only per-request allocation is the list with the request's id.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AssetStore, Prepared } from './asset-store.ts'
import { type Encoding, encodedBody, pickEncoding } from './compression.ts'
import { type Header, HSTS_HEADER } from './response-headers.ts'

/** Answers a GET or HEAD from a kept asset: 304 on a matching ETag, else the body in the best encoding. */
export function serveAsset(
  req: IncomingMessage,
  res: ServerResponse,
  prepared: Prepared,
  id: Header,
  hsts: boolean,
  compressed: AssetStore['compressed'],
): void {
  const { asset, headers } = prepared
  if (req.headers['if-none-match'] === asset.etag) {
    const notModified = headers.identity.filter(([name]) => name !== 'Content-Type')
    res.writeHead(304, hsts ? [...notModified, HSTS_HEADER, id] : [...notModified, id])
    res.end()
    return
  }
  const wanted = asset.compressible ? pickEncoding(req.headers['accept-encoding']) : null
  if (wanted && !(wanted === 'br' ? asset.brotli : asset.gzip)) {
    compressed(asset).then(
      () => sendAsset(req, res, prepared, wanted, hsts, id),
      () => res.destroy(),
    )
    return
  }
  sendAsset(req, res, prepared, wanted, hsts, id)
}

function sendAsset(
  req: IncomingMessage,
  res: ServerResponse,
  { asset, headers, sized }: Prepared,
  wanted: Encoding,
  hsts: boolean,
  id: Header,
): void {
  if (res.destroyed) return
  const { body, encoding } = encodedBody(asset, wanted)
  const key = encoding ?? 'identity'
  // A file's bytes never change once loaded: its headers with their length are built once.
  sized[key] ??= [...headers[key], ['Content-Length', String(body.length)]]
  const list = sized[key]
  res.writeHead(200, hsts ? [...list, HSTS_HEADER, id] : [...list, id])
  res.end(req.method === 'HEAD' ? undefined : body)
}
