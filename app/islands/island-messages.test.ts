import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { en } from '../i18n/en.ts'
import { islandMessages as listed } from './island-messages.ts'

/**
 * The rule: an island renders in the browser with only the messages it is handed
 * (its list in island-messages.ts, given through pageMessages() by its page's view), so
 * every message key the island's code can reach must be in that list. This reads the code
 * each island imports, module by module, for the keys it names: a key written whole
 * (`'form.email'`, wherever it stands: keys travel in data too) or a namespace a key is
 * built in where it is translated (`t(`form.${field}`)`).
 */

const ISLANDS = resolve(import.meta.dirname)
const keys = new Set(Object.keys(en))
const namespaces = new Set([...keys].map((key) => key.slice(0, key.indexOf('.'))))

/** Relative imports that stay in the program (type-only ones are erased), static and dynamic. */
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate
  return null
}

/** Every module the browser loads from an island, the island's own included. */
function browserModules(entry: string): string[] {
  const seen = new Set<string>()
  const queue = [entry]
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
    for (const match of code.matchAll(IMPORT)) {
      const target = resolveModule(file, match[1] ?? match[2] ?? '')
      if (target) queue.push(target)
    }
  }
  return [...seen]
}

/** The message keys and namespaces a module's code names, comments left out. */
function messagesNamed(file: string): string[] {
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
  const whole = [...code.matchAll(/['"`]([a-zA-Z]+\.[a-zA-Z0-9.]+)['"`]/g)].flatMap((m) =>
    keys.has(m[1] as string) ? [m[1] as string] : [],
  )
  const built = [...code.matchAll(/\bt\(\s*`([a-zA-Z]+)\.\$\{/g)].flatMap((m) =>
    namespaces.has(m[1] as string) ? [m[1] as string] : [],
  )
  return [...whole, ...built]
}

const islands = readdirSync(ISLANDS).filter((name) => /-island\.tsx$/.test(name))

describe('the messages an island is handed', () => {
  it.each(islands)('%s: cover every message its code names', (name) => {
    const file = join(ISLANDS, name)
    const islandMessages: readonly string[] | undefined = (listed as Record<string, readonly string[]>)[
      name.replace(/\.tsx$/, '')
    ]
    expect(
      islandMessages,
      `app/islands/island-messages.ts has no list for ${name}: an island lists the messages it renders in the browser there (its view passes them with pageMessages())`,
    ).toBeDefined()
    const given = new Set(islandMessages)
    const missing = new Set<string>()
    for (const module of browserModules(file))
      for (const named of messagesNamed(module))
        if (!given.has(named) && !given.has(named.slice(0, named.indexOf('.'))))
          missing.add(`${named} (${relative(resolve(ISLANDS, '../..'), module)})`)
    expect(
      [...missing],
      `an island renders only the messages it is handed: add these keys, or their namespaces, to its list in app/islands/island-messages.ts`,
    ).toEqual([])
  })
})
