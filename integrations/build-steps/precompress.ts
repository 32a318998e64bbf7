/**
 * A step of the build (integrations/build-steps.ts), the last: writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9)
 * copy next to every compressible file of build/client, so the server never compresses
 * a static file while visitors wait (server/static-files.ts loads the copies). Pages are
 * left out: the server writes its settings and CSP into them at start-up, and compresses
 * the result itself, off the event loop.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { compressBrotli, compressGzip, isCompressible } from '../../server/compression.ts'
import { PRECOMPRESSED, typeOf } from '../../server/static-files.ts'
import type { BuildStep, BuiltSite } from './built-pages.ts'

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else if (entry.isFile() && !entry.name.endsWith(PRECOMPRESSED.br) && !entry.name.endsWith(PRECOMPRESSED.gzip))
      yield full
  }
}

async function run({ client: root }: BuiltSite): Promise<string> {
  const queue = [...walk(root)].filter(
    (file) => !file.endsWith('.html') && isCompressible(typeOf(relative(root, file)), readFileSync(file).length),
  )
  let bytes = 0
  async function worker() {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const body = readFileSync(file)
      const [br, gz] = await Promise.all([compressBrotli(body), compressGzip(body)])
      writeFileSync(file + PRECOMPRESSED.br, br)
      writeFileSync(file + PRECOMPRESSED.gzip, gz)
      bytes += body.length
    }
  }
  const count = queue.length
  await Promise.all([worker(), worker()])
  return `${count} files (${Math.round(bytes / 1024)} KB) as .br and .gz`
}

export const precompressStep: BuildStep = { name: 'precompress', run }
