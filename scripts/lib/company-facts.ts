import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { config } from '@keystatic/core'
import { createReader } from '@keystatic/core/reader'
import { type CompanyFacts, company } from '../../app/content/schema/company.ts'
import { ContentError, explain } from '../../integrations/content/content-problems.ts'

/** Only the company facts: a broken blog post does not stop the launch check. */
const companyOnly = config({ storage: { kind: 'local' }, singletons: { company } })

const FILE = 'content/company.yaml'

/**
 * The company facts (content/company.yaml) for code outside the site's bundle: the launch
 * check, Node scripts, Playwright specs. Read and validated with the editor's schema
 * (app/content/schema/company.ts), the same as the build does.
 */
export async function readCompanyFacts(root = process.cwd()): Promise<CompanyFacts> {
  // Keystatic's reader types the entry from the schema it validates it with.
  const entry = await createReader(root, companyOnly)
    .singletons.company.read()
    .catch((error: unknown) => {
      throw new ContentError([explain(FILE, error)])
    })
  if (!entry) throw new ContentError([`${FILE}: missing`])
  // The reader's lists are read-only; the facts' type (the bundle's) is not.
  return { ...entry, testimonials: [...entry.testimonials] }
}

/**
 * Company facts from another file of the same shape as content/company.yaml (YAML or
 * JSON), checked with the same schema; errors name that file.
 */
export async function readCompanyFactsFile(file: string): Promise<CompanyFacts> {
  const root = mkdtempSync(join(tmpdir(), 'company-facts-'))
  try {
    mkdirSync(join(root, 'content'))
    copyFileSync(file, join(root, FILE))
    return await readCompanyFacts(root)
  } catch (error) {
    throw new Error((error as Error).message.replaceAll(FILE, file))
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}
