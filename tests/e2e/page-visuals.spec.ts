import { href } from '../../app/i18n/href.ts'
import type { Lang } from '../../app/i18n/languages.ts'
import { readSiteContent } from '../../integrations/content/site-content.ts'
import { expect, test } from './test.ts'
import { servedVisuals } from './visual-checks.ts'

// Each industry page's visual beside its title, the AI page's, About's floor and Career's first
// weeks (each tagged as an example, its figures as text) and their fit at 390 px are checked
// in the route sweep's one visit per page (route-sweep-checks.ts), axe-core with them; here
// what compares the pages.

/** Each industry's page in each language, from the content files (the file name is the industry's key). */
const content = await readSiteContent(process.cwd())
const industries = content.collections.industries?.map(({ key, entry }) => ({
  key,
  slugs: entry as Record<Lang, { slug: string }>,
}))
const aiService = content.collections.services?.find(({ key }) => key === 'ai-call-center')?.entry as
  | Record<Lang, { slug: string }>
  | undefined
for (const lang of ['en', 'pl'] as const) {
  test(`${lang}: every industry page's visual is its own: no two pages share its class or its drawing`, async ({
    page,
  }) => {
    expect(industries).toHaveLength(8)
    const paths = (industries ?? []).map(({ slugs }) => href('industry', lang, { slug: slugs[lang].slug }))
    const seen = new Map<string, string>()
    const drawings = new Set<string>()
    for (const { path, own, drawing } of await servedVisuals(page, paths, 'main .page-hero-aside .visual-card')) {
      expect.soft(own, `${path}: one visual beside the title`).not.toBeNull()
      expect.soft(seen.has(own ?? ''), `${path} shares ${own} with ${seen.get(own ?? '')}`).toBe(false)
      seen.set(own ?? '', path)
      drawings.add(drawing ?? '')
    }
    expect(drawings.size).toBe(industries?.length)
  })

  test(`${lang}: the AI page's visual is its own, not the AI service page's hand-over transcript`, async ({ page }) => {
    if (!aiService) throw new Error('no AI service in the content')
    const [service] = await servedVisuals(
      page,
      [href('service', lang, { slug: aiService[lang].slug })],
      'main .page-hero-aside .visual-card',
    )
    const [ai] = await servedVisuals(page, [href('ai', lang)], 'main .page-hero-foot .visual-card')
    expect(service?.drawing, `${service?.path}: one visual`).not.toBeNull()
    expect(ai?.drawing, `${ai?.path}: one visual`).not.toBeNull()
    expect(ai?.drawing).not.toBe(service?.drawing)
  })
}
