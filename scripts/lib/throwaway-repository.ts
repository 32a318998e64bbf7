import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'

/** Files by path (each path's text), or the paths of empty files. */
type Files = Record<string, string> | string[]

/**
 * For a check's tests: makes repositories of a few files in the system's temporary folder,
 * named from `prefix`, each removed after the test that made it. Call it once at the top of
 * the test file; the function it returns makes one repository, its files under `folder`.
 */
export function throwawayRepositories(prefix: string): (files: Files, folder?: string) => string {
  const made: string[] = []
  afterEach(() => {
    for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true })
  })
  return (files, folder = '') => {
    const root = mkdtempSync(join(tmpdir(), prefix))
    made.push(root)
    const entries = Array.isArray(files) ? files.map((path) => [path, ''] as const) : Object.entries(files)
    for (const [path, text] of entries) {
      const file = join(root, folder, path)
      mkdirSync(join(file, '..'), { recursive: true })
      writeFileSync(file, text)
    }
    return root
  }
}
