import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { config } from '@keystatic/core'
import { dump, load } from 'js-yaml'
import { afterAll, describe, expect, it } from 'vitest'
import { readSiteContent } from '../../integrations/content/site-content.ts'
import { readCompanyFacts } from '../../scripts/lib/company-facts.ts'
import { company as companyInBundle } from '../site.config.ts'
import { flattenCalculatorText, getPageContent } from './pages.server.ts'
import { company } from './schema/company.ts'
import { pages } from './schema/pages.ts'

const pagesOnly = config({ storage: { kind: 'local' }, singletons: { ...pages, company } })

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('page content', () => {
  it('gives the calculator every text by its flat key, the same placeholders in both languages', () => {
    const en = getPageContent('en', 'calculator').text
    const pl = getPageContent('pl', 'calculator').text
    expect(Object.keys(en)).toHaveLength(109)
    expect(Object.keys(pl).sort()).toEqual(Object.keys(en).sort())
    expect(en['error.range']).toContain('{min}')
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(en[key], key).not.toBe('')
      expect(placeholders(pl[key]), key).toEqual(placeholders(en[key]))
    }
  })

  it('refuses a calculator key that two groups define', () => {
    const groups = { form: { calls: 'a' }, results: { calls: 'b' } }
    expect(() => flattenCalculatorText(groups as never)).toThrow(/"calls" appears in two groups/)
  })

  it('applies Polish typography to Polish copy only', () => {
    expect(getPageContent('pl', 'home').hero.lead).toContain('\u00a0')
    expect(JSON.stringify(getPageContent('en', 'home'))).not.toContain('\u00a0')
  })

  it('reads the same company facts in Node (launch check, scripts) as in the bundle', async () => {
    expect(await readCompanyFacts()).toEqual(companyInBundle)
  })
})

describe('a page file missing a field in one language', () => {
  const root = mkdtempSync(join(tmpdir(), 'pages-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('fails with the file, the field and the language', async () => {
    cpSync('content/pages', join(root, 'content/pages'), { recursive: true })
    cpSync('content/company.yaml', join(root, 'content/company.yaml'))
    const file = join(root, 'content/pages/home.yaml')
    const home = load(readFileSync(file, 'utf8')) as {
      pl: { hero: { headline?: string } }
      en: { industries: { energy: { text: string } } }
    }
    delete home.pl.hero.headline
    home.en.industries.energy.text = ''
    writeFileSync(file, dump(home))
    const message = await readSiteContent(root, pagesOnly).then(
      () => 'no error',
      (error: Error) => error.message,
    )
    expect(message).toMatch(/^content\/pages\/home\.yaml: pl\.hero\.headline \(Polish\): /m)
    expect(message).toMatch(/^content\/pages\/home\.yaml: en\.industries\.energy\.text \(English\): /m)
  })
})
