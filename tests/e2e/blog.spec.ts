import { readSiteContent } from '../../integrations/content/site-content.ts'
import { postSlugsOnDisk, waitForHydration } from './helpers.ts'
import { expect, test } from './test.ts'

const base = { en: '/blog', pl: '/pl/blog' } as const

type PostText = { slug: string; title: string; body: string }
/**
 * The published posts as the files hold them (the specs run outside the bundle): the tests
 * below pick their post from the content, so they hold after the sample posts are replaced.
 */
const posts = ((await readSiteContent(process.cwd())).collections.posts ?? [])
  .map(({ entry }) => entry as { draft?: boolean; en?: PostText; pl?: PostText })
  .filter((post) => !post.draft)

for (const lang of ['en', 'pl'] as const) {
  const slugs = postSlugsOnDisk(lang)

  test(`${lang}: every post renders with its own title, description and h1`, async ({ page }) => {
    const seen = new Set<string>()
    for (const slug of slugs) {
      // What is checked is in the served document: no need to wait for images and fonts.
      const response = await page.goto(`${base[lang]}/${slug}`, { waitUntil: 'domcontentloaded' })
      expect(response?.status()).toBe(200)
      const title = await page.title()
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      const h1 = await page.locator('h1').textContent()
      expect(title).toContain(h1 ?? 'missing h1')
      expect(description?.length).toBeGreaterThan(50)
      expect(seen.has(title)).toBe(false)
      seen.add(title)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toEqual(
        expect.arrayContaining([expect.stringContaining('"BlogPosting"')]),
      )
    }
  })

  test(`${lang}: the list shows the posts newest first`, async ({ page }) => {
    await page.goto(base[lang])
    const dates = await page.locator('.post-card time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')))
    expect(dates).toHaveLength(slugs.length)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  test(`${lang}: the feed is RSS with one item per post`, async ({ page, request }) => {
    const response = await request.get(`${base[lang]}/rss.xml`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    const xml = await response.text()
    await page.goto('/')
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        items: doc.querySelectorAll('channel > item').length,
        links: [...doc.querySelectorAll('channel > item > link')].map((l) => l.textContent),
      }
    }, xml)
    expect(parsed.error).toBeNull()
    expect(parsed.items).toBe(slugs.length)
    for (const slug of slugs) expect(parsed.links.some((l) => l?.endsWith(`/${slug}`))).toBe(true)
  })
}

test('the head links both feeds', async ({ page }) => {
  await page.goto('/pl/blog')
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(2)
})

test('the switcher on a translated post lands on its translation', async ({ page }) => {
  const translated = posts.find((post) => post.en?.slug && post.pl?.slug)
  if (!translated?.en || !translated.pl) throw new Error('no post is published in both languages')
  const { en, pl } = translated
  await page.goto(`/blog/${en.slug}`)
  await waitForHydration(page)
  await page.locator('.site-header').getByRole('link', { name: 'Polski' }).click()
  await expect(page).toHaveURL(new RegExp(`/pl/blog/${pl.slug}$`))
  await expect(page.locator('h1')).toHaveText(pl.title)
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    new RegExp(`/blog/${en.slug}$`),
  )
})

test('the tag filter narrows the list, and an unknown tag is a 404', async ({ page }) => {
  await page.goto('/pl/blog')
  await waitForHydration(page)
  const all = await page.locator('.post-card').count()
  // Topics by name, not by slug; the URL keeps the slug.
  const topics = page.getByRole('navigation', { name: 'Filtruj według tematu' })
  // Topics that two posts or more share, not one chip per tag of one post.
  await expect(topics.getByRole('link', { name: 'Outsourcing' })).toBeVisible()
  await expect(topics.getByRole('link', { name: 'Wycena' })).toHaveCount(0)
  await topics.getByRole('link', { name: 'Outsourcing' }).click()
  await expect(page).toHaveURL(/\?tag=outsourcing$/)
  await expect(page.locator('h1')).toHaveText('Artykuły z tagiem „Outsourcing”')
  expect(await page.locator('.post-card').count()).toBeLessThan(all)
  // A tag of one post keeps its page (a post links to it), and is shown as the chosen topic there.
  await page.goto('/pl/blog?tag=rodo')
  await expect(page.locator('h1')).toHaveText('Artykuły z tagiem „RODO”')
  await expect(topics.getByRole('link', { name: 'RODO' })).toHaveAttribute('aria-current', 'page')
  const response = await page.goto('/pl/blog?tag=nie-ma-takiego')
  expect(response?.status()).toBe(404)
})

for (const [lang, topics, tag, name] of [
  ['en', 'Topics', 'quality', 'Quality'],
  ['pl', 'Tematy', 'jakość', 'Jakość'],
] as const) {
  test(`${lang}: on a phone the topics wait behind a "${topics}" disclosure; on a wide screen they are shown`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(base[lang])
    const filter = page.locator('nav.tag-filter')
    const topic = filter.getByRole('link', { name, exact: true })
    await expect(topic).toBeHidden()
    const summary = filter.getByText(topics, { exact: true })
    // Native <details>: it works before (and without) any script, by keyboard too.
    await summary.focus()
    await page.keyboard.press('Enter')
    await expect(topic).toBeVisible()
    const box = await topic.boundingBox()
    expect(box?.height).toBeGreaterThanOrEqual(24)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await topic.click()
    await expect(page).toHaveURL(new RegExp(`\\?tag=${encodeURIComponent(tag)}$`))
    // The closed control names the chosen topic.
    await expect(page.locator('nav.tag-filter summary')).toHaveText(`${topics}: ${name}`)

    await page.setViewportSize({ width: 1440, height: 900 })
    await expect(page.locator('nav.tag-filter summary')).toBeHidden()
    await expect(filter.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(filter.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page')
  })
}

test('an unknown post is a 404 in its language', async ({ page }) => {
  const response = await page.goto('/pl/blog/nie-ma-takiego-wpisu')
  expect(response?.status()).toBe(404)
  await expect(page.locator('h1')).toHaveText('Nie możemy znaleźć tej strony')
})

// axe-core checks the blog list and every post in route-sweep.spec.ts, with every other route.

/** An English post's second-level headings written as plain text (no inline markup to render). */
const plainHeadings = posts.flatMap(({ en }) =>
  en
    ? [...en.body.matchAll(/^## ([^*_`[\]<>&\\\n]+)$/gm)].map((m) => ({ slug: en.slug, text: (m[1] ?? '').trim() }))
    : [],
)

test('the table of contents shows a heading as written (quotes included, where a heading has them) and its anchor is the heading', async ({
  page,
}) => {
  // A heading with quotes is the one a renderer is likeliest to change (escaped, or curled).
  const heading = plainHeadings.find((h) => /["']/.test(h.text)) ?? plainHeadings[0]
  if (!heading) throw new Error('no English post has a plain second-level heading')
  await page.goto(`/blog/${heading.slug}`)
  const entry = page.locator('.toc').getByRole('link', { name: heading.text, exact: true })
  await expect(entry).toHaveText(heading.text)
  const href = await entry.getAttribute('href')
  expect(href).toMatch(/^#[a-z0-9]+(-[a-z0-9]+)*$/)
  await expect(page.locator(`.prose h2[id="${href?.slice(1)}"]`)).toHaveText(heading.text)
  const ids = await page.locator('.toc a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(new Set(ids).size).toBe(ids.length)
  for (const id of ids) expect(id).toMatch(/^#[a-z0-9]+(-[a-z0-9]+)*$/)
})
