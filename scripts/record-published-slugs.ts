/**
 * Records the slugs of the published entries in `content/` in content/published-slugs.json,
 * as the build does (integrations/content/slug-ledger.ts), without building. The deploy job
 * runs it on the commit it deployed and commits the ledger back to main when it changed
 * (.github/workflows/ci.yml, decision 048): an editor's save on GitHub is built by CI, whose
 * ledger would otherwise stay in CI's checkout. Prints what it added; exits 0 either way.
 */
import { readSiteContent } from '../integrations/content/site-content.ts'
import { LEDGER, readLedger, recordPublishedSlugs, unrecordedSlugs } from '../integrations/content/slug-ledger.ts'

const root = process.cwd()
const content = await readSiteContent(root)
const added = unrecordedSlugs(readLedger(root), content.collections)
recordPublishedSlugs(root, content)
console.log(
  added.length
    ? `${LEDGER}: recorded ${added.map(({ id, lang, slug }) => `${id} ${lang} "${slug}"`).join(', ')}`
    : `${LEDGER}: every published slug is recorded already`,
)
