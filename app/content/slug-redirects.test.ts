import { describe, expect, it } from 'vitest'
import { redirectsFrom } from '../../integrations/content/slug-ledger.ts'
import { href } from '../i18n/href.ts'
import type { SlugRedirect } from './bundled-content.ts'
import { serviceAlternates } from './services.server.ts'
import { movedTo } from './slug-redirects.server.ts'

const at = (path: string) => new URL(path, 'http://localhost')

/** One renamed entry per collection and language, as the build bundles them from content/published-slugs.json. */
const renamed: SlugRedirect[] = [
  { collection: 'services', key: 'back-office', lang: 'en', from: 'old-back-office', to: 'back-office' },
  { collection: 'services', key: 'back-office', lang: 'pl', from: 'stary-back-office', to: 'back-office' },
  { collection: 'posts', key: 'seasonal-peaks', lang: 'en', from: 'old-peaks', to: 'seasonal-peaks' },
  { collection: 'posts', key: 'seasonal-peaks', lang: 'pl', from: 'stare-szczyty', to: 'szczyty' },
  { collection: 'caseStudies', key: 'x', lang: 'en', from: 'old-study', to: 'new-study' },
  { collection: 'caseStudies', key: 'x', lang: 'pl', from: 'stara-realizacja', to: 'nowa-realizacja' },
  { collection: 'industries', key: 'energy', lang: 'en', from: 'power', to: 'energy' },
  { collection: 'industries', key: 'energy', lang: 'pl', from: 'prad', to: 'energetyka' },
]

describe('an entry’s old address', () => {
  it.each([
    ['/services/old-back-office', href('service', 'en', { slug: 'back-office' })],
    ['/en/services/old-back-office', href('service', 'en', { slug: 'back-office' })],
    ['/pl/uslugi/stary-back-office', href('service', 'pl', { slug: 'back-office' })],
    ['/blog/old-peaks', href('blogPost', 'en', { slug: 'seasonal-peaks' })],
    ['/pl/blog/stare-szczyty', href('blogPost', 'pl', { slug: 'szczyty' })],
    ['/case-studies/old-study?ref=mail', `${href('caseStudy', 'en', { slug: 'new-study' })}?ref=mail`],
    ['/pl/realizacje/stara-realizacja', href('caseStudy', 'pl', { slug: 'nowa-realizacja' })],
    ['/industries/power', href('industry', 'en', { slug: 'energy' })],
    ['/pl/branze/prad', href('industry', 'pl', { slug: 'energetyka' })],
  ])('%s moved to %s (a renamed slug, in its own language)', (from, to) => {
    expect(movedTo(at(from), renamed)).toBe(to)
  })

  it.each([
    ['/services/outbound', 'outbound-sales', 'en', ''],
    ['/en/services/inbound?x=1', 'inbound-call-center', 'en', '?x=1'],
    ['/pl/uslugi/outbound', 'outbound-sales', 'pl', ''],
    ['/pl/uslugi/inbound', 'inbound-call-center', 'pl', ''],
  ] as const)(
    '%s moved to the page of %s (a path of the original site, in the slug ledger)',
    (from, key, lang, query) => {
      // Wherever the service's slug in that language is now: the ledger names the entry by its key.
      expect(movedTo(at(from))).toBe(`${serviceAlternates(key)[lang]}${query}`)
    },
  )

  it("follows an entry's key to the slug it has now, and leaves a slug another entry uses to that entry", () => {
    const services = [
      { key: 'outbound-sales', file: 'content/services/outbound-sales.yaml', entry: { en: { slug: 'sales-calls' } } },
      { key: 'back-office', file: 'content/services/back-office.yaml', entry: { en: { slug: 'inbound' } } },
    ]
    const ledger = { 'services/outbound-sales': { en: ['outbound', 'outbound-sales', 'inbound'] } }
    expect(redirectsFrom(ledger, { services })).toEqual([
      { collection: 'services', key: 'outbound-sales', lang: 'en', from: 'outbound', to: 'sales-calls' },
      { collection: 'services', key: 'outbound-sales', lang: 'en', from: 'outbound-sales', to: 'sales-calls' },
    ])
  })

  it('is not taken for another language’s or another collection’s old slug, nor for a page without slugs', () => {
    expect(movedTo(at('/pl/uslugi/old-back-office'), renamed)).toBeNull()
    expect(movedTo(at('/blog/old-back-office'), renamed)).toBeNull()
    expect(movedTo(at('/services/no-such-service'), renamed)).toBeNull()
    expect(movedTo(at('/no-such-page'), renamed)).toBeNull()
    expect(movedTo(at('/pl/kontakt'), renamed)).toBeNull()
  })
})
