/**
 * Part of `npm run build`: an original in public/images over the editor's size limit
 * (MAX_IMAGE_BYTES) is copied to build/client as it is; this replaces that copy with the
 * original shrunk to the widest responsive width, so it is never sent as uploaded.
 * The editor refuses such uploads; this covers files added another way.
 */
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { oversizedOriginals, shrunkOriginal } from '../content/content-images.ts'
import { contentRoot } from '../content/content-plugin.ts'

const client = join(process.argv[2] ?? 'build', 'client')
const root = contentRoot()
for (const src of oversizedOriginals(root)) {
  const shipped = join(client, src)
  if (!existsSync(shipped)) continue
  const shrunk = await shrunkOriginal(join(root, 'public', src), src)
  writeFileSync(shipped, shrunk)
  console.log(`shrink-images: ${src} sent as ${Math.round(shrunk.length / 1024)} KB, not as uploaded`)
}
