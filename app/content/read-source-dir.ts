import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SourceFile } from './source-files'

/**
 * The files of `<dir>/<lang>/*<ext>` from disk, for tests and scripts that run outside
 * the build (the site itself reads the bundled copies, see source-files.ts).
 */
export function readSourceDir(dir: string, lang: string, ext: string): SourceFile[] {
  let names: string[]
  try {
    names = readdirSync(join(dir, lang))
  } catch {
    return []
  }
  return names
    .filter((name) => name.endsWith(ext))
    .sort()
    .map((name) => ({ name, file: join(dir, lang, name), source: readFileSync(join(dir, lang, name), 'utf8') }))
}
