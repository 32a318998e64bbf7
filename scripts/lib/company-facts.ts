import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { config } from '@keystatic/core'
import { type CompanyFacts, company } from '../../app/content/schema/company.ts'
import { readSiteContent } from '../../integrations/content/site-content.ts'

/** Only the company facts: a broken blog post does not stop the launch check. */
const companyOnly = config({ storage: { kind: 'local' }, singletons: { company } })

const FILE = 'content/company.yaml'

/**
 * The company facts (content/company.yaml) for code outside the site's bundle: the launch
 * check, Node scripts, Playwright specs. Read and validated with the editor's schema
 * (app/content/schema/company.ts), the same as the build does.
 */
export async function readCompanyFacts(root = process.cwd()): Promise<CompanyFacts> {
  const content = await readSiteContent(root, companyOnly)
  return content.singletons.company?.entry as unknown as CompanyFacts
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
