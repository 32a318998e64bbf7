/**
 * A step of the build (integrations/build-steps.ts): an original in public/images over the editor's size limit
 * (MAX_IMAGE_BYTES) is copied to build/client as it is; this replaces that copy with the
 * original shrunk to the widest responsive width, so it is never sent as uploaded.
 * The editor refuses such uploads; this covers files added another way.
 */
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { oversizedOriginals, shrunkOriginal } from '../content/content-images.ts'
import type { BuildStep, BuiltSite } from './built-pages.ts'

async function run({ client, project }: BuiltSite): Promise<string> {
  let shrunk = 0
  for (const src of oversizedOriginals(project)) {
    const shipped = join(client, src)
    if (!existsSync(shipped)) continue
    const body = await shrunkOriginal(join(project, 'public', src), src)
    writeFileSync(shipped, body)
    shrunk++
  }
  return `${shrunk} original(s) over the size limit sent shrunk`
}

export const shrinkImagesStep: BuildStep = { name: 'shrink-images', run }
