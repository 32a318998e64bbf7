import type { Lang } from '../../app/i18n/languages.ts'
import { plural } from '../../app/i18n/plural.ts'
import { translator } from '../../app/i18n/translate.ts'
import { tagName } from '../../app/lib/markup/tag-name.ts'
import { readSiteContent } from '../../integrations/content/site-content.ts'
import { postSlugsOnDisk, waitForHydration } from './helpers.ts'
import { expect, test } from './test.ts'

const base = { en: '/blog', pl: '/pl/blog' } as const

type PostText = { slug: string; title: string; body: string; tags: string[] }
/**
 * The published posts as the files hold them (the specs run outside the bundle): the tests
 * below pick their post from the content, so they hold after the sample posts are replaced.
 */
const posts = ((await readSiteContent(process.cwd())).collections.posts ?? [])
  .map(({ entry }) => entry as { draft?: boolean; en?: PostText; pl?: PostText })
  .filter((post) => !post.draft)

/**
 * The tags of one language's posts, by how many posts carry each: a tag two posts or more
 * share is offered as a topic, a tag of one post is not (app/views/blog.tsx).
 */
function tagUses(lang: Lang): Map<string, number> {
  const uses = new Map<string, number>()
  for (const post of posts) for (const tag of post[lang]?.tags ?? []) uses.set(tag, (uses.get(tag) ?? 0) + 1)
  return uses
}
const postCount = (lang: Lang) => posts.filter((post) => post[lang]).length
/** A topic that narrows the list: shared by two posts or more, not by all of them. */
const sharedTopic = (lang: Lang) => [...tagUses(lang)].find(([, count]) => count >= 2 && count < postCount(lang))?.[0]
/** A tag that one post alone carries. */
const singleTag = (lang: Lang) => [...tagUses(lang)].find(([, count]) => count === 1)?.[0]

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
    // Page after page, as many as the posts fill.
    const dates: (string | null)[] = []
    let next: string | null = base[lang]
    while (next) {
      await page.goto(next)
      dates.push(
        ...(await page.locator('.post-card time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')))),
      )
      // Rendered on the server: the link is in the document or the list has ended.
      const link = page.locator('.pagination a[rel="next"]')
      next = (await link.count()) ? await link.getAttribute('href') : null
    }
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

test('the tag filter narrows the list to a topic posts share, and an unknown tag is a 404', async ({ page }) => {
  const t = translator('pl')
  const topic = sharedTopic('pl')
  if (!topic) throw new Error('no tag is shared by two Polish posts (and not by all): nothing to filter by')
  await page.goto('/pl/blog')
  await waitForHydration(page)
  // Topics by name, not by slug; the URL keeps the slug.
  const topics = page.getByRole('navigation', { name: t('blog.filterTitle') })
  await topics.getByRole('link', { name: tagName(topic), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`\\?tag=${encodeURIComponent(topic)}$`))
  await expect(page.locator('h1')).toHaveText(t('blog.taggedTitle', { tag: tagName(topic) }))
  // The count under the title: the posts with the tag, fewer than all.
  await expect(page.locator('.page-hero .post-meta')).toContainText(
    plural(t, 'pl', 'blog.postCount', tagUses('pl').get(topic) ?? 0),
  )
  const response = await page.goto('/pl/blog?tag=nie-ma-takiego')
  expect(response?.status()).toBe(404)
})

test('a tag of one post is not offered as a topic, yet keeps its page, shown there as the chosen topic', async ({
  page,
}) => {
  const t = translator('pl')
  const tag = singleTag('pl')
  test.skip(!tag, 'every tag of the Polish posts is shared by two posts or more')
  if (!tag) return
  await page.goto('/pl/blog')
  const topics = page.getByRole('navigation', { name: t('blog.filterTitle') })
  await expect(topics.getByRole('link', { name: tagName(tag), exact: true })).toHaveCount(0)
  // A post links to its tags' pages, so each keeps one.
  await page.goto(`/pl/blog?tag=${encodeURIComponent(tag)}`)
  await expect(page.locator('h1')).toHaveText(t('blog.taggedTitle', { tag: tagName(tag) }))
  await expect(topics.getByRole('link', { name: tagName(tag), exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('.page-hero .post-meta')).toContainText(plural(t, 'pl', 'blog.postCount', 1))
})

for (const lang of ['en', 'pl'] as const) {
  const topics = translator(lang)('blog.topics')
  test(`${lang}: on a phone the topics wait behind a "${topics}" disclosure; on a wide screen they are shown`, async ({
    page,
  }) => {
    const tag = sharedTopic(lang)
    if (!tag) throw new Error(`no tag is shared by two ${lang} posts: the list offers no topic`)
    const name = tagName(tag)
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
