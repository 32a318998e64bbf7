/**
 * `npm run check:launch [-- --facts file.json]`: lists everything that must change before
 * the site goes live (sample company data, registry numbers failing their checksums, a
 * missing GTM_ID or SITE_URL) and exits 1 while anything remains, 0 when none does.
 * The facts default to app/site.config.ts; `--facts` reads a JSON file of the same shape.
 * GTM_ID and SITE_URL come from the environment, as the production server sees them.
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { companyFactsSchema } from '../app/lib/company-facts-schema.ts'
import { launchCheck } from '../app/lib/launch-check.ts'
import { type CompanyFacts, company } from '../app/site.config.ts'

const { values } = parseArgs({ options: { facts: { type: 'string' } } })

let facts: CompanyFacts = company
if (values.facts) {
  try {
    const parsed = companyFactsSchema.safeParse(JSON.parse(readFileSync(values.facts, 'utf8')))
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new Error(`${issue?.path.join('.') || 'the file'}: ${issue?.message}`)
    }
    facts = parsed.data
  } catch (error) {
    console.error(`Cannot use ${values.facts} as company facts: ${(error as Error).message}`)
    process.exit(2)
  }
}

const items = launchCheck(facts, { GTM_ID: process.env.GTM_ID, SITE_URL: process.env.SITE_URL })
if (!items.length) {
  console.log('Ready for launch: no sample data, registry numbers valid, GTM_ID and SITE_URL set.')
  process.exit(0)
}
console.log(`Not ready for launch: ${items.length} item(s) to change.`)
for (const item of items) console.log(`- ${item.key}: ${item.message}`)
process.exit(1)
