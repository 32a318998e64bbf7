import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readSiteContent } from './site-content.ts'
import { LEDGER, type Ledger, unrecordedSlugs } from './slug-ledger.ts'

/**
 * The ledger as committed (HEAD's): the one a deploy builds from. The working tree's is no
 * proof: every build and test run (the content plugin) writes the current slugs into it.
 * Outside a git checkout, the file.
 */
function committedLedger(): Ledger {
  try {
    return JSON.parse(
      execFileSync('git', ['show', `HEAD:${LEDGER}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
    ) as Ledger
  } catch {
    return JSON.parse(readFileSync(LEDGER, 'utf8')) as Ledger
  }
}

const entry = (key: string, en: string, pl: string, draft?: boolean) => ({
  key,
  file: `content/services/${key}.yaml`,
  entry: { en: { slug: en }, pl: { slug: pl }, ...(draft === undefined ? {} : { draft }) },
})

describe('unrecordedSlugs', () => {
  it("names each current slug of a published entry the ledger lacks, and none of a draft's", () => {
    const ledger: Ledger = { 'services/a': { en: ['old-a', 'a'], pl: ['a-pl'] } }
    const collections = {
      services: [entry('a', 'a', 'a-nowy'), entry('b', 'b', 'b-pl')],
      posts: [entry('draft', 'draft', 'szkic', true)],
    }
    expect(unrecordedSlugs(ledger, collections)).toEqual([
      { id: 'services/a', lang: 'pl', slug: 'a-nowy' },
      { id: 'services/b', lang: 'en', slug: 'b' },
      { id: 'services/b', lang: 'pl', slug: 'b-pl' },
    ])
  })
})

describe('the committed slug ledger', () => {
  it("holds every slug of the repository's published entries", async () => {
    const { collections } = await readSiteContent(process.cwd())
    const missing = unrecordedSlugs(committedLedger(), collections).map(
      ({ id, lang, slug }) => `${id} ${lang} "${slug}"`,
    )
    expect(
      missing,
      `${LEDGER} as committed lacks ${missing.join(', ')}: a later rename of such a slug would leave no ` +
        `redirect behind. Run \`npm run build\`, then commit ${LEDGER}`,
    ).toEqual([])
  })
})
