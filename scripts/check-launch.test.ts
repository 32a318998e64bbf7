import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  isValidKrs,
  isValidNip,
  isValidRegon,
  launchCheck,
  launchCheckOf,
  launchWarning,
} from '../app/content/launch-check.ts'
import type { CompanyFacts } from '../app/site.config.ts'
import { readCompanyFacts } from './lib/company-facts.ts'

const fixture = 'scripts/__fixtures__/launch-ready-facts.json'
const ready = JSON.parse(readFileSync(fixture, 'utf8')) as CompanyFacts
/** The repository's facts as `npm run check:launch` reads them, evidence included. */
const company = await readCompanyFacts()
// The fixture names a CRM as a recipient of enquiries, so the deployment sends them there.
const liveEnv = {
  GTM_ID: 'GTM-ABC1234',
  SITE_URL: 'https://www.vocalis-bpo.pl',
  LEAD_WEBHOOK_URL: 'https://hooks.example.com/leads',
}

function run(args: string[], env: Record<string, string | undefined>) {
  const { GTM_ID: _g, SITE_URL: _s, LEAD_WEBHOOK_URL: _l, BOOKING_CALDAV_URL: _b, ...rest } = process.env
  return spawnSync(process.execPath, ['scripts/check-launch.ts', ...args], {
    encoding: 'utf8',
    env: { ...rest, ...env },
  })
}

describe('registry numbers', () => {
  it('accept valid NIP, REGON and KRS numbers and reject checksum failures', () => {
    expect(isValidNip('1234563218')).toBe(true)
    expect(isValidNip('123-456-32-18')).toBe(true)
    expect(isValidNip('1234563219')).toBe(false)
    // The placeholders this issue found on the site: both fail their checksums.
    expect(isValidNip('5730000000')).toBe(false)
    expect(isValidRegon('150000000')).toBe(false)
    expect(isValidRegon('123456785')).toBe(true)
    expect(isValidRegon('123456786')).toBe(false)
    expect(isValidRegon('12345678512347')).toBe(true)
    expect(isValidRegon('12345678512348')).toBe(false)
    expect(isValidKrs('0000012345')).toBe(true)
    expect(isValidKrs('12345')).toBe(false)
  })

  it('reject obviously fictitious numbers even when their checksum holds', () => {
    expect(isValidNip('0000000000')).toBe(false)
    expect(isValidRegon('000000000')).toBe(false)
    expect(isValidKrs('0000000000')).toBe(false)
  })
})

describe('launchCheck', () => {
  it('lists the sample data and settings of the repository as committed', () => {
    const keys = launchCheck(company, {}).map((i) => i.key)
    expect(keys).toEqual(
      expect.arrayContaining([
        'registry.krs',
        'registry.nip',
        'registry.regon',
        'registry.sample',
        'address',
        'phone',
        'figures.firstCallResolution',
        'figures.yearsExperience',
        'figures.profitabilityIncrease',
        'foundedYear',
        'dataProtectionOfficer',
        'recipients.voiceAi',
        'testimonials.claims-hotline',
        'env.GTM_ID',
        'env.SITE_URL',
      ]),
    )
  })

  it('is empty for valid company data without samples on a configured deployment', () => {
    expect(launchCheck(ready, liveEnv)).toEqual([])
  })

  it('names each remaining item, one at a time', () => {
    expect(
      launchCheck(ready, liveEnv, [
        { key: 'x', sample: true },
        { key: 'y', sample: false },
      ]).map((i) => i.key),
    ).toEqual(['caseStudies.x'])
    expect(launchCheck(ready, { ...liveEnv, SITE_URL: 'http://localhost:3000' }).map((i) => i.key)).toEqual([
      'env.SITE_URL',
    ])
    expect(launchCheck({ ...ready, shareCapitalPln: 1000 }, liveEnv).map((i) => i.key)).toEqual(['shareCapitalPln'])
    expect(launchCheck({ ...ready, foundedYearSample: true }, liveEnv).map((i) => i.key)).toEqual(['foundedYear'])
    expect(
      launchCheck({ ...ready, dataProtectionOfficer: { discriminant: false, value: null } }, liveEnv).map((i) => i.key),
    ).toEqual(['dataProtectionOfficer'])
  })

  it('lists every figure without evidence, citing the unfair-competition act, until a note or case study is set', () => {
    const { note: _n, ...bare } = ready.figures.leadsIncrease.evidence
    const facts = {
      ...ready,
      figures: {
        ...ready.figures,
        leadsIncrease: { ...ready.figures.leadsIncrease, evidence: { ...bare, note: ' ' } },
      },
    }
    const items = launchCheck(facts, liveEnv)
    expect(items.map((i) => i.key)).toEqual(['figures.leadsIncrease'])
    expect(items[0]?.message.en).toMatch(/UZNK art\. 16/)
    expect(items[0]?.message.en).toContain('"Leads in 90 days" (+35%)')
    expect(items[0]?.message.pl).toContain('„Leadów w 90 dni” (+35%) nie ma dowodu')
    const cited = { ...facts.figures.leadsIncrease, evidence: { caseStudy: 'outbound-b2b-software', note: '' } }
    expect(launchCheck({ ...facts, figures: { ...facts.figures, leadsIncrease: cited } }, liveEnv)).toEqual([])
  })

  it('lists a recipient the privacy policy and the server settings disagree on', () => {
    const { LEAD_WEBHOOK_URL: _l, ...noWebhook } = liveEnv
    expect(launchCheck(ready, noWebhook).map((i) => i.key)).toEqual(['recipients.crm'])
    const noCrm = { ...ready, recipients: { ...ready.recipients, crm: { discriminant: false as const, value: null } } }
    expect(launchCheck(noCrm, liveEnv).map((i) => i.key)).toEqual(['recipients.crm'])
    expect(
      launchCheck(ready, { ...liveEnv, BOOKING_CALDAV_URL: 'https://cal.example.com/' }).map((i) => i.key),
    ).toEqual(['recipients.calendar'])
    const sampleVoice = {
      ...ready,
      recipients: { ...ready.recipients, voiceAi: { ...ready.recipients.voiceAi, sample: true } },
    }
    expect(launchCheck(sampleVoice, liveEnv).map((i) => i.key)).toEqual(['recipients.voiceAi'])
  })

  it('lists a public blog post still marked sample, not a draft or one the company adopted', () => {
    const post = (key: string, entry: { sample?: boolean; draft?: boolean }) => ({ key, entry })
    const items = launchCheckOf(
      {
        singletons: { company: { entry: ready }, about: { entry: { storySample: false } } },
        collections: {
          posts: [
            post('sample-post', { sample: true }),
            post('sample-draft', { sample: true, draft: true }),
            post('adopted-post', { sample: false }),
          ],
        },
      },
      liveEnv,
    )
    expect(items?.map((i) => i.key)).toEqual(['posts.sample-post'])
  })

  it('writes every line in both languages: the editor shows the Polish one in its Polish interface', () => {
    const items = launchCheck(company, {}, [{ key: 'x', sample: true }], { aboutStorySample: true, samplePosts: ['p'] })
    expect(items.length).toBeGreaterThan(10)
    for (const { key, message } of items) {
      expect(message.en, key).not.toBe(message.pl)
      // Polish as it is written: its quotation marks, not the English ones.
      expect(message.pl, key).not.toMatch(/"/)
    }
  })

  it('makes one warning line while anything remains, none when nothing does', () => {
    const line = launchWarning(launchCheck(company, {}))
    expect(line).toMatch(/^Not ready for launch: \d+ item\(s\).*npm run check:launch/)
    expect(line).not.toContain('\n')
    expect(launchWarning([])).toBeNull()
  })
})

describe('npm run check:launch', () => {
  it('exits 1 and lists the items for the repository as committed', () => {
    const result = run([], {})
    expect(result.status).toBe(1)
    expect(result.stdout).toContain('registry.nip')
    expect(result.stdout).toContain('testimonials.claims-hotline')
    expect(result.stdout).toContain('figures.profitabilityIncrease')
    expect(result.stdout).toContain('UZNK art. 16')
    expect(result.stdout).toContain('pages.about.storySample')
    expect(result.stdout).toMatch(/posts\.[a-z0-9-]+/)
    expect(result.stdout).toContain('env.GTM_ID')
  })

  it('exits 0 with a fixture of valid company data and no samples', () => {
    const result = run(['--facts', fixture], liveEnv)
    expect(result.stderr).toBe('')
    expect(result.stdout).toContain('Ready for launch')
    expect(result.status).toBe(0)
  })

  it('exits 2 with a clear message for a facts file that is not valid', () => {
    const result = run(['--facts', 'package.json'], liveEnv)
    expect(result.status).toBe(2)
    expect(result.stderr).toMatch(/package\.json/)
  })
})
