import { describe, expect, it } from 'vitest'
import { keystaticConfig } from '../keystatic.config.ts'

/** Labels that read the same in both languages. */
const SAME_IN_BOTH = new Set(['E-mail', 'URL', 'CSAT', 'NPS', 'AHT', 'FCR', 'SLA', 'Tagi / Tags', 'Logo', 'Tag'])

type Node = Record<string, unknown>

/**
 * Pairs of labels at the same place in an entry's English and Polish sections: the Polish
 * section is built with the same builders, so its tree has the English one's shape.
 */
function untranslated(en: unknown, pl: unknown, path: string, found: string[]): void {
  if (!en || !pl || typeof en !== 'object' || typeof pl !== 'object') return
  const a = en as Node
  const b = pl as Node
  for (const key of ['label', 'description'] as const) {
    const english = a[key]
    if (typeof english === 'string' && english === b[key] && /[a-z]{3}/i.test(english) && !SAME_IN_BOTH.has(english))
      found.push(`${path}: ${key} "${english}"`)
  }
  for (const key of Object.keys(a)) {
    if (key === 'label' || key === 'description' || typeof a[key] === 'function') continue
    untranslated(a[key], b[key], `${path}.${key}`, found)
  }
}

describe('the Polish section of every entry', () => {
  it('has its labels and descriptions in Polish, so the marketing team reads the form in its language', () => {
    const config = keystaticConfig({ kind: 'local' }) as unknown as {
      collections: Record<string, { schema: Node }>
      singletons: Record<string, { schema: Node }>
    }
    const found: string[] = []
    const entries = [...Object.entries(config.collections), ...Object.entries(config.singletons)]
    let sections = 0
    for (const [name, { schema }] of entries) {
      if (!schema.en || !schema.pl) continue
      sections++
      untranslated(schema.en, schema.pl, name, found)
    }
    expect(sections).toBeGreaterThan(5)
    expect(found).toEqual([])
  })
})
