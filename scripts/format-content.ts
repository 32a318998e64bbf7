/**
 * Rewrites the YAML content files the way the editor saves them (js-yaml's layout, no
 * `key` field: an entry's key is its file name), so that the first save of a file in
 * /keystatic changes only what was edited. For engineers who edit content files by hand:
 * `npm run content:format`. It fails when a file would read differently afterwards.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { dump, load } from 'js-yaml'
import { readSiteContent } from '../integrations/content/site-content.ts'

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? yamlFiles(path) : name.endsWith('.yaml') ? [path] : []
  })
}

const root = process.cwd()
const before = await readSiteContent(root)
let changed = 0
for (const file of yamlFiles(join(root, 'content'))) {
  const source = readFileSync(file, 'utf8')
  const data = load(source) as Record<string, unknown>
  delete data.key
  const formatted = dump(data)
  if (formatted !== source) {
    writeFileSync(file, formatted)
    changed++
  }
}
const after = await readSiteContent(root)
if (!isDeepStrictEqual(before, after)) {
  console.error('content:format changed what the files say: check `git diff content/`')
  process.exit(1)
}
console.log(`content:format: ${changed} file(s) rewritten`)
