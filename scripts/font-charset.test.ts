import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fontCovers } from './lib/font-charset'

/** Every file whose text reaches a page: content, dictionaries, company facts, components. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return files(path)
    return /\.(ts|tsx|md|json)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

describe('the site font', () => {
  it('covers every character the copy uses (else run npm run fonts after widening scripts/lib/font-charset.ts)', () => {
    const missing = new Map<string, string>()
    for (const file of [...files('content'), ...files('app')]) {
      // Comments in code never reach a page (the maths notes use Greek letters).
      const text = readFileSync(file, 'utf8')
      const shown = /\.tsx?$/.test(file) ? text.replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm, '$1') : text
      for (const char of shown) {
        if (char >= ' ' && !fontCovers(char) && !missing.has(char)) missing.set(char, file)
      }
    }
    expect(
      [...missing].map(([char, file]) => `U+${char.codePointAt(0)?.toString(16).toUpperCase()} ${char} in ${file}`),
    ).toEqual([])
  })

  it('covers Polish and the typography of the copy', () => {
    for (const char of 'ĄąĆćĘęŁłŃńÓóŚśŹźŻż„”–—…€→') expect(fontCovers(char), char).toBe(true)
    expect(fontCovers('Ж')).toBe(false)
  })
})
