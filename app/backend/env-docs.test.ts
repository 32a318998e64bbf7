import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ENV_NAMES } from './env.server.ts'

const RULE =
  "every variable app/backend/env.server.ts reads has its row in README.md's Configuration and its line in .env.example, and neither names one the schema does not read"

/** The variables the first column of README.md's Configuration table names (`A` / `B` rows name two). */
function readmeNames(): string[] {
  const readme = readFileSync('README.md', 'utf8')
  const section = readme.split(/^## /m).find((part) => part.startsWith('Configuration\n'))
  if (!section) throw new Error('README.md has no "## Configuration" section')
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] ?? ''))
}

/** The variables .env.example sets or shows commented out (`# NAME=…`). */
function exampleNames(): string[] {
  const example = readFileSync('.env.example', 'utf8')
  return [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] ?? '')
}

describe('the environment’s documentation', () => {
  it.each([
    ['README.md', readmeNames],
    ['.env.example', exampleNames],
  ])('%s names every variable the schema reads, and only those', (file, names) => {
    const documented = names()
    const missing = ENV_NAMES.filter((name) => !documented.includes(name))
    const unknown = documented.filter((name) => !(ENV_NAMES as string[]).includes(name))
    expect({ missing, unknown }, `${RULE}: add what ${file} misses, remove what the schema does not read`).toEqual({
      missing: [],
      unknown: [],
    })
  })
})
