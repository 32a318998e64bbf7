/**
 * Why this file exists: everything the server sends from memory (the client build, and
 * the pages a route said are the same for every visitor) is kept here with its headers
 * built once per encoding, so that the hot path (asset-response.ts) only picks a list
 * and writes. At start-up the prerendered pages get this deployment's settings
 * (runtime-config.ts) and their Content-Security-Policy (csp.ts).
 */
import type { PageSettings, RuntimeLogger } from './build-contract.ts'
import { compressAsset, type Encoding } from './compression.ts'
import { contentSecurityPolicy, inlineScriptHashes, inlineStyleHashes, withMetaPolicy } from './csp.ts'
import { BASE_POLICY, type Header, SECURITY_HEADERS } from './response-headers.ts'
import { applyRuntimeConfig } from './runtime-config.ts'
import { type Asset, etagOf, loadStaticFiles } from './static-files.ts'
import { styleFilesByHash } from './style-links.ts'

export type EncodingKey = Exclude<Encoding, null> | 'identity'

/** An asset with the headers it goes out with, per encoding. */
export type Prepared = {
  asset: Asset
  headers: Record<EncodingKey, Header[]>
  /** The same with Content-Length, once a body in that encoding has been sent. */
  sized: Partial<Record<EncodingKey, Header[]>>
}

/** An asset's headers for each encoding it can be sent in. */
export function prepare(asset: Asset, common: Header[]): Prepared {
  const withEncoding = (encoding: Exclude<Encoding, null>): Header[] =>
    asset.compressible ? [...common, ['Content-Encoding', encoding]] : common
  return { asset, headers: { identity: common, br: withEncoding('br'), gzip: withEncoding('gzip') }, sized: {} }
}

/**
 * Writes the page's Content-Security-Policy into each prerendered page (as a meta
 * element) and returns the header value per page: the hashes of the page's inline
 * scripts, taken after the runtime settings were written in.
 */
export function preparePagePolicies(assets: Map<string, Asset>): Map<string, string> {
  const policies = new Map<string, string>()
  for (const [path, asset] of assets) {
    if (!asset.isPage) continue
    const html = asset.body.toString('utf8')
    const policy = contentSecurityPolicy(inlineScriptHashes(html), inlineStyleHashes(html))
    asset.body = Buffer.from(withMetaPolicy(html, policy), 'utf8')
    policies.set(path, policy)
  }
  return policies
}

export type AssetStore = {
  /** Every file of the client build by URL path, ready to send. */
  files: Map<string, Prepared>
  /** A built file's text, decoded once (the chunks and pruned styles rendered pages point to). */
  readText(path: string): string | undefined
  /** The build's style files by the hash of their text (style-links.ts: linkKnownStyles). */
  styleFiles: Map<string, string>
  /** Resolves once the asset's compressed copies exist, made in zlib's thread pool once. */
  compressed(asset: Asset): Promise<void>
}

export function createAssetStore(options: {
  clientDir: string
  siteUrl: string
  pageSettings: PageSettings
  logger?: RuntimeLogger
}): AssetStore {
  const assets = loadStaticFiles(options.clientDir)
  const rewritten = applyRuntimeConfig(assets, { siteUrl: options.siteUrl, ...options.pageSettings })
  const pagePolicies = preparePagePolicies(assets)
  const styleFiles = styleFilesByHash([...assets].map(([path, asset]) => [path, asset.body]))
  const texts = new Map<string, string | undefined>()
  const readText = (path: string) => {
    if (!texts.has(path)) texts.set(path, assets.get(path)?.body.toString('utf8'))
    return texts.get(path)
  }

  // Files the server rewrote no longer match the build's compressed copies: each is
  // compressed again in zlib's thread pool, never on the event loop, when first asked
  // for; requests for it meanwhile wait for that one file.
  const compressing = new Map<Asset, Promise<void>>()
  const compressed = (asset: Asset): Promise<void> => {
    let pending = compressing.get(asset)
    if (!pending) {
      pending = compressAsset(asset).catch((error) =>
        options.logger?.warn('compression failed', { error: String(error) }),
      )
      compressing.set(asset, pending)
    }
    return pending
  }

  const files = new Map<string, Prepared>()
  for (const [path, asset] of assets) {
    if (asset.isPage || rewritten.has(path)) {
      asset.brotli = undefined
      asset.gzip = undefined
      // The server rewrote the file: its ETag follows what is actually sent.
      asset.etag = etagOf(asset.body)
    }
    files.set(
      path,
      prepare(asset, [
        ['Content-Type', asset.type],
        ['Cache-Control', asset.cacheControl],
        ['ETag', asset.etag],
        ['Vary', 'Accept-Encoding'],
        ['Content-Security-Policy', pagePolicies.get(path) ?? BASE_POLICY],
        ...SECURITY_HEADERS,
      ]),
    )
  }
  return { files, readText, styleFiles, compressed }
}
