import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { dump, load } from 'js-yaml'
import { describe, expect, it } from 'vitest'

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? yamlFiles(path) : name.endsWith('.yaml') ? [path] : []
  })
}

/**
 * Files laid out as the editor writes them: its first save of a file then changes only
 * the edited lines, which keeps content changes reviewable in git. `npm run content:format`.
 */
describe('content files', () => {
  it('are in the layout the editor saves', () => {
    const off = yamlFiles(join(process.cwd(), 'content')).filter((file) => {
      const source = readFileSync(file, 'utf8')
      const data = load(source) as Record<string, unknown>
      delete data.key
      return dump(data) !== source
    })
    expect(off, 'run `npm run content:format`').toEqual([])
  })
})
