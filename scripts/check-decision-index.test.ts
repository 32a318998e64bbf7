import { describe, expect, it } from 'vitest'
import { bannerOf, decisionIndexProblems } from './check-decision-index.ts'
import { throwawayRepositories } from './lib/throwaway-repository.ts'

const repositoryOf = throwawayRepositories('decision-index-')
/** A repository of these decision records (file name → text). */
const repository = (records: Record<string, string>) => repositoryOf(records, 'docs/decisions')

describe('check-decision-index', () => {
  it('reads a banner’s kind and the records of its first sentence, parentheses aside', () => {
    expect(
      bannerOf(
        '# 001: A\n\n> **Superseded in part** by decision 013 (since 2024. see 099) and decision 023. Trimmed\n> to 005.\n\n## Decision\n',
      ),
    ).toBe('superseded in part by 013, 023')
    expect(bannerOf('# 018: B\n\n> **Amended** by decision 032: styles beside.\n')).toBe('amended by 032')
    // A record the sentence names twice is listed once.
    expect(bannerOf('# 011: C\n\n> **Amended** by decision 013: 013 moved the pages.\n')).toBe('amended by 013')
    expect(bannerOf('# 013: C\n\nSupersedes the mechanism of 003.\n')).toBeNull()
  })

  it('names a record whose banner the index lacks, and an index row no banner backs', () => {
    const repo = repository({
      'README.md': [
        '## Topic',
        '| record | decision | status |',
        '| --- | --- | --- |',
        '| [002](002-b.md) | B | amended by 004 |',
        '| [003](003-c.md) | C | superseded by 004 |',
        '| [005](005-e.md) | E | in force |',
      ].join('\n'),
      '002-b.md': '# 002: B\n\n> **Amended** by decision 004: more.\n',
      '003-c.md': '# 003: C\n\nNo banner.\n',
      '005-e.md': '# 005: E\n\n> **Superseded** by decision 006.\n',
    })
    expect(decisionIndexProblems(repo)).toEqual([
      'the decision index names every banner: record 003 says "no banner", docs/decisions/README.md "superseded by 004"; make the index\'s row and the record\'s banner agree ("in force" without a banner)',
      'the decision index names every banner: record 005 says "superseded by 006", docs/decisions/README.md "in force"; make the index\'s row and the record\'s banner agree ("in force" without a banner)',
    ])
  })

  it('names a record under no topic or under two, a row linking another file, and a row with no record', () => {
    const repo = repository({
      'README.md': [
        '| [002](002-b.md) | B | in force |',
        '| [002](002-b.md) | B again | in force |',
        '| [003](003-old-name.md) | C | in force |',
        '| [009](009-gone.md) | Gone | in force |',
      ].join('\n'),
      '002-b.md': '# 002: B\n',
      '003-c.md': '# 003: C\n',
      '004-d.md': '# 004: D\n',
    })
    expect(decisionIndexProblems(repo)).toEqual([
      'the decision index lists every record once, under its topic: record 002 (002-b.md) has 2 rows in docs/decisions/README.md; keep one',
      'the decision index links each record: row 003 links 003-old-name.md; link 003-c.md',
      'the decision index lists every record once, under its topic: record 004 (004-d.md) has 0 rows in docs/decisions/README.md; add its row under its topic',
      'the decision index lists only records: row 009 names no file in docs/decisions; remove it',
    ])
  })

  it('passes on this repository', () => {
    expect(decisionIndexProblems('.')).toEqual([])
  })
})
