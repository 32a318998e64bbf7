/**
 * Part of `npm run checks`: the index of the decision records (docs/decisions/README.md)
 * lists every record once, under its topic, linked to its file, with the status its own
 * banner gives it (`> **Superseded in part** by decision 013 …` under its title, or "in
 * force" without one), so a reader of the index finds a record by what it is about and learns
 * which records no longer hold whole without opening each one.
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
  // A record named twice in the sentence ("013 … decision 013's …") is one amendment.
  const numbers = [...new Set(sentence.match(/\b\d{3}\b/g) ?? [])]
  return `${KINDS[match[1] as keyof typeof KINDS]} by ${numbers.join(', ')}`
}

/** What the index says of a record that no later one superseded or amended. */
const IN_FORCE = 'in force'

type IndexRow = { number: string; target: string; status: string }

/** The index's rows, from every topic's table: `| [013](013-….md) | title | status |`. */
function indexRows(index: string): IndexRow[] {
  return [...index.matchAll(/^\| \[(\d{3})\]\(([^)\s]+)\) \| [^|]+ \| ([^|]+?) \|$/gm)].map((row) => ({
    number: row[1] ?? '',
    target: row[2] ?? '',
    status: row[3] ?? '',
  }))
}

/** One line per disagreement between the records and the index, naming both and the fix. */
export function decisionIndexProblems(root: string): string[] {
  const dir = join(root, DIR)
  const records = new Map(
    readdirSync(dir)
      .filter((name) => /^\d{3}-.*\.md$/.test(name))
      .map((file) => [file.slice(0, 3), file] as const),
  )
  const rows = indexRows(readFileSync(join(dir, 'README.md'), 'utf8'))
  const problems: string[] = []
  for (const [number, file] of [...records].sort()) {
    const own = rows.filter((row) => row.number === number)
    if (own.length !== 1) {
      problems.push(
        `the decision index lists every record once, under its topic: record ${number} (${file}) has ${own.length} rows in ${DIR}/README.md; ` +
          (own.length === 0 ? 'add its row under its topic' : 'keep one'),
      )
      continue
    }
    const row = own[0] as IndexRow
    if (row.target !== file)
      problems.push(`the decision index links each record: row ${number} links ${row.target}; link ${file}`)
    const banner = bannerOf(readFileSync(join(dir, file), 'utf8'))
    if ((banner ?? IN_FORCE) !== row.status)
      problems.push(
        `the decision index names every banner: record ${number} says "${banner ?? 'no banner'}", ` +
          `${DIR}/README.md "${row.status}"; make the index's row and the record's banner agree ("${IN_FORCE}" without a banner)`,
      )
  }
  for (const row of rows)
    if (!records.has(row.number))
      problems.push(`the decision index lists only records: row ${row.number} names no file in ${DIR}; remove it`)
  return problems
}

if (process.argv[1] && relative(process.argv[1], import.meta.filename) === '') {
  const problems = decisionIndexProblems(process.argv[2] ?? '.')
  for (const line of problems) console.error(line)
  if (problems.length > 0) process.exit(1)
  console.log('check-decision-index: the index lists every record once, with the status its banner gives it')
}
