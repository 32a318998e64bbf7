import { href } from '../../app/i18n/href.ts'
import type { Lang } from '../../app/i18n/languages.ts'
import { readSiteContent } from '../../integrations/content/site-content.ts'
import { expect, test } from './test.ts'
import { servedVisuals } from './visual-checks.ts'

// Each service page's visual (one, tagged as an example, its figures as text), the tallest
// ones' place at 1440 and 390 px and About's map are checked in the route sweep's one visit
// per page (route-sweep-checks.ts), axe-core with them; here what compares the pages.

/** Each service's page in each language, from the content files (the file name is the service's key). */
const content = await readSiteContent(process.cwd())
const services = content.collections.services?.map(({ key, entry }) => ({
  key,
  slugs: entry as Record<Lang, { slug: string }>,
}))

for (const lang of ['en', 'pl'] as const) {
  test(`${lang}: every service page's visual is its own: no two pages share its class or its drawing`, async ({
    page,
  }) => {
    expect(services).toHaveLength(15)
    const paths = (services ?? []).map(({ slugs }) => href('service', lang, { slug: slugs[lang].slug }))
    /** Per visual: its own class and its markup without words, which must differ from page to page. */
    const seen = new Map<string, string>()
    const drawings = new Set<string>()
    for (const { path, own, drawing } of await servedVisuals(page, paths, 'main .visual-card')) {
      expect.soft(own, `${path}: one visual`).not.toBeNull()
      expect.soft(seen.has(own ?? ''), `${path} shares ${own} with ${seen.get(own ?? '')}`).toBe(false)
      seen.set(own ?? '', path)
      drawings.add(drawing ?? '')
    }
    expect(drawings.size).toBe(services?.length)
  })
}
