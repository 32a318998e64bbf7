/**
 * `npm run check:launch [-- --facts file.json]`: lists everything that must change before
 * the site goes live (sample company data, figures without evidence, registry numbers failing
 * their checksums, recipients the privacy policy and LEAD_WEBHOOK_URL or BOOKING_CALDAV_URL
 * disagree on, a missing GTM_ID or SITE_URL) and exits 1 while anything remains, 0 when none does.
 * The facts default to content/company.yaml; `--facts` reads another YAML or JSON file of
 * the same shape, checked with the same schema (app/content/schema/company.ts), alone;
 * without it, the case studies still marked sample are listed too.
 * The settings come from the environment, as the production server sees them.
 */
import { parseArgs } from 'node:util'
import { launchCheck, launchCheckOf } from '../app/content/launch-check.ts'
import type { CompanyFacts } from '../app/content/schema/company.ts'
import { readSiteContent } from '../integrations/content/site-content.ts'
import { readCompanyFacts, readCompanyFactsFile } from './lib/company-facts.ts'

const { values } = parseArgs({ options: { facts: { type: 'string' } } })

let facts: CompanyFacts
try {
  facts = values.facts ? await readCompanyFactsFile(values.facts) : await readCompanyFacts()
} catch (error) {
  console.error(`Cannot use ${values.facts ?? 'content/company.yaml'} as company facts: ${(error as Error).message}`)
  process.exit(2)
}

const { GTM_ID, SITE_URL, LEAD_WEBHOOK_URL, BOOKING_CALDAV_URL } = process.env
const env = { GTM_ID, SITE_URL, LEAD_WEBHOOK_URL, BOOKING_CALDAV_URL }
// The repository's content (its case studies, the about page) with its own facts; `--facts` checks that file alone.
const items = values.facts
  ? launchCheck(facts, env)
  : (launchCheckOf(await readSiteContent(process.cwd()), env) ?? launchCheck(facts, env))
if (!items.length) {
  console.log(
    'Ready for launch: no sample data, every figure with its evidence, registry numbers valid, recipients named, GTM_ID and SITE_URL set.',
  )
  process.exit(0)
}
console.log(`Not ready for launch: ${items.length} item(s) to change.`)
for (const item of items) console.log(`- ${item.key}: ${item.message.en}`)
process.exit(1)
