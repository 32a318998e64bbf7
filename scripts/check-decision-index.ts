/**
 * Part of `npm run checks`: the index of the decision records (docs/decisions/README.md)
 * lists every record a later one superseded or amended, as the record's own banner says
 * (`> **Superseded in part** by decision 013 …` under its title), so a reader of the index
 * learns which records no longer hold whole without opening each one.
 *
 * Usage: node scripts/check-decision-index.ts [repository root, default: the working directory]
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const DIR = 'docs/decisions'
const KINDS = { Superseded: 'superseded', 'Superseded in part': 'superseded in part', Amended: 'amended' } as const

/**
 * A record's banner as the index writes it ("superseded in part by 013, 023"), or null: the
 * kind in bold, then the records of its first sentence, parentheses aside.
 */
export function bannerOf(record: string): string | null {
  const quote = record.match(/^#[^\n]*\n+((?:>[^\n]*\n?)+)/)?.[1]
  const match = quote?.replace(/^> ?/gm, '').match(/^\*\*(Superseded in part|Superseded|Amended)\*\* by ([\s\S]*)/)
  if (!match) return null
  const sentence = (match[2] ?? '').replace(/\([^)]*\)/g, '').split('.')[0] ?? ''
  const numbers = sentence.match(/\b\d{3}\b/g) ?? []
  return `${KINDS[match[1] as keyof typeof KINDS]} by ${numbers.join(', ')}`
}

/** The index's table: record number to banner. */
function indexedBanners(index: string): Map<string, string> {
  return new Map([...index.matchAll(/^\s*\| (\d{3}) \| ([^|]+?) \|$/gm)].map((row) => [row[1] ?? '', row[2] ?? '']))
}

/** One line per record whose banner and index row disagree, naming both and the fix. */
export function decisionIndexProblems(root: string): string[] {
  const dir = join(root, DIR)
  const banners = new Map<string, string>()
  for (const file of readdirSync(dir)
    .filter((name) => /^\d{3}-.*\.md$/.test(name))
    .sort()) {
    const banner = bannerOf(readFileSync(join(dir, file), 'utf8'))
    if (banner) banners.set(file.slice(0, 3), banner)
  }
  const indexed = indexedBanners(readFileSync(join(dir, 'README.md'), 'utf8'))
  const problems: string[] = []
  for (const number of new Set([...banners.keys(), ...indexed.keys()])) {
    const banner = banners.get(number)
    const row = indexed.get(number)
    if (banner === row) continue
    problems.push(
      `the decision index names every banner: record ${number} says "${banner ?? 'no banner'}", ` +
        `${DIR}/README.md "${row ?? 'no row'}"; make the index's row and the record's banner agree`,
    )
  }
  return problems
}

if (process.argv[1] && relative(process.argv[1], import.meta.filename) === '') {
  const problems = decisionIndexProblems(process.argv[2] ?? '.')
  for (const line of problems) console.error(line)
  if (problems.length > 0) process.exit(1)
  console.log('check-decision-index: the index lists each superseded or amended record as its banner says')
}
