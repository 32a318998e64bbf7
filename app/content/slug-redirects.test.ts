import { describe, expect, it } from 'vitest'
import { href } from '../i18n/href.ts'
import type { SlugRedirect } from './bundled-content.ts'
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
    ['/services/outbound', '/services/outbound-sales'],
    ['/en/services/inbound?x=1', '/en/services/inbound-call-center?x=1'],
    ['/pl/uslugi/outbound', '/pl/uslugi/outbound-sales'],
    ['/pl/uslugi/inbound', '/pl/uslugi/inbound-call-center'],
  ])('%s moved to %s (a path of the original site)', (from, to) => {
    expect(movedTo(at(from), [])).toBe(to)
  })

  it('is not taken for another language’s or another collection’s old slug, nor for a page without slugs', () => {
    expect(movedTo(at('/pl/uslugi/old-back-office'), renamed)).toBeNull()
    expect(movedTo(at('/blog/old-back-office'), renamed)).toBeNull()
    expect(movedTo(at('/services/no-such-service'), renamed)).toBeNull()
    expect(movedTo(at('/no-such-page'), renamed)).toBeNull()
    expect(movedTo(at('/pl/kontakt'), renamed)).toBeNull()
  })
})
