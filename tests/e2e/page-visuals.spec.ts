import { href } from '../../app/i18n/href.ts'
import type { Lang } from '../../app/i18n/languages.ts'
import { readSiteContent } from '../../integrations/content/site-content.ts'
import { expect, test } from './test.ts'
import { drawing, expectIllustration } from './visual-checks.ts'

// axe-core checks these pages' <main>, their visuals included, in route-sweep.spec.ts.

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
  test(`${lang}: every industry page shows a visual of its own beside its title, tagged as an example, its figures as text`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    expect(industries).toHaveLength(8)
    const seen = new Map<string, string>()
    const drawings = new Set<string>()
    for (const { key, slugs } of industries ?? []) {
      const path = href('industry', lang, { slug: slugs[lang].slug })
      await test.step(path, async () => {
        await page.goto(path)
        const visual = page.locator('main .page-hero-aside .visual-card')
        await expectIllustration(visual, lang)
        const own = (await visual.getAttribute('class')) ?? ''
        expect(seen.has(own), `${key} shares ${own} with ${seen.get(own)}`).toBe(false)
        seen.set(own, key)
        drawings.add(await drawing(visual))
      })
    }
    expect(drawings.size).toBe(industries?.length)
  })

  test(`${lang}: the AI page's visual is its own, not the AI service page's hand-over transcript`, async ({ page }) => {
    if (!aiService) throw new Error('no AI service in the content')
    await page.goto(href('service', lang, { slug: aiService[lang].slug }))
    const service = page.locator('main .page-hero-aside .visual-card')
    await expect(service).toHaveCount(1)
    const serviceDrawing = await drawing(service)
    await page.goto(href('ai', lang))
    const visual = page.locator('main .page-hero-foot .visual-card')
    await expectIllustration(visual, lang)
    await expect(visual.locator('.transcript')).toHaveCount(0)
    expect(await drawing(visual)).not.toBe(serviceDrawing)
  })

  test(`${lang}: About shows the floor beside the team and Career the first weeks, each tagged, naming no one`, async ({
    page,
  }) => {
    await page.goto(href('about', lang))
    const floor = page.locator('section[aria-labelledby="team"] .visual-card')
    await expectIllustration(floor, lang)
    // A drawing of teams, not of people: no image of a person, no name.
    await expect(floor.locator('img')).toHaveCount(0)
    await page.goto(href('career', lang))
    await expectIllustration(page.locator('section[aria-labelledby="first-weeks"] .visual-card'), lang)
  })
}

test('at 390 px the new visuals fit the screen: nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const paths = [
    ...(industries ?? []).flatMap(({ slugs }) => [
      href('industry', 'en', { slug: slugs.en.slug }),
      href('industry', 'pl', { slug: slugs.pl.slug }),
    ]),
    href('ai', 'pl'),
    href('about', 'pl'),
    href('career', 'pl'),
  ]
  for (const path of paths) {
    await page.goto(path)
    for (const visual of await page.locator('main .visual-card').all()) {
      const box = await visual.boundingBox()
      expect.soft(box?.x ?? -1, path).toBeGreaterThanOrEqual(0)
      expect.soft((box?.x ?? 0) + (box?.width ?? 0), path).toBeLessThanOrEqual(390)
    }
    expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390)
  }
})
