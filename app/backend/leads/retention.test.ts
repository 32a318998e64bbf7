import { describe, expect, it } from 'vitest'
import { readSiteContent } from '../../../integrations/content/site-content.ts'
import { ATTRIBUTION_KEY } from '../../lib/analytics/attribution.ts'
import { LEAD_RETENTION_DEFAULT_DAYS, parseEnv } from '../env.server.ts'
import { NETWORK_DATA_DAYS } from './lead-records.server.ts'

type LegalEntry = { document: string; effective: string } & Record<'en' | 'pl', { body: string }>

// The privacy policy in force: the version with the latest effective date (content/legal/privacy-<version>/).
const [inForce] = ((await readSiteContent(process.cwd())).collections.legal ?? [])
  .map(({ entry }) => entry as LegalEntry)
  .filter((entry) => entry.document === 'privacy')
  .sort((a, b) => b.effective.localeCompare(a.effective))
const policy = (lang: 'en' | 'pl') => inForce?.[lang].body ?? ''

/** The second cell of the table row whose first cell starts with `label`. */
function cell(text: string, label: string): string {
  const row = text.split('\n').find((line) => line.startsWith(`| ${label}`))
  if (!row) throw new Error(`no table row "${label}"`)
  return row.split('|')[2]?.trim() ?? ''
}

// What the privacy policy promises is what the code enforces: change both together.
describe('retention periods stay in step with the privacy policy', () => {
  it.each([
    ['en', 'Enquiries (contact form', /^(\d+) years\b/],
    ['pl', 'Zapytania (z formularza', /^(\d+) lata\b/],
  ] as const)('%s: the default LEAD_RETENTION_DAYS is the enquiries period', (lang, label, pattern) => {
    const years = Number(pattern.exec(cell(policy(lang), label))?.[1])
    expect(years).toBeGreaterThan(0)
    expect(LEAD_RETENTION_DEFAULT_DAYS).toBe(years * 365)
    expect(parseEnv({}).LEAD_RETENTION_DAYS).toBe(years * 365)
  })

  it.each([
    ['en', 'IP address and user agent saved with an enquiry', /^(\d+) days\b/],
    ['pl', 'Adres IP i user agent zapisane wraz z zapytaniem', /^(\d+) dni\b/],
  ] as const)('%s: IP address and user agent go after the stated days', (lang, label, pattern) => {
    expect(Number(pattern.exec(cell(policy(lang), label))?.[1])).toBe(NETWORK_DATA_DAYS)
  })

  it.each(['en', 'pl'] as const)('%s: the storage table names the attribution key', (lang) => {
    expect(cell(policy(lang), ATTRIBUTION_KEY)).toBe(lang === 'en' ? 'Session storage' : 'Pamięć sesji')
  })
})
