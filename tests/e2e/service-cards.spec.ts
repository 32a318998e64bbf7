import { href } from '../../app/i18n/href.ts'
import { industries, serviceKeys } from '../../app/lib/catalog/catalog-keys.ts'
import { entryPath, siteContent, waitForHydration } from './helpers.ts'
import { expect, type Page, test } from './test.ts'

/** A service page's cards: the related services its entry names (content/services/<key>.yaml). */
const SERVICE = 'inbound-call-center'
const services = siteContent.collections.services
const related = (services.find(({ key }) => key === SERVICE)?.entry.related ?? []).filter((key) =>
  services.some((service) => service.key === key),
)

/** Every service page's address in both languages: where a card may lead. */
const servicePaths = services.flatMap(({ key }) => [entryPath('service', key, 'en'), entryPath('service', key, 'pl')])

/**
 * The pages that show service cards, in both languages, with how many cards each shows. (The
 * home page lists the services as links in groups by need: home.spec.ts checks those.)
 */
const pages = [
  { path: href('services', 'en'), cards: serviceKeys.length, level: 'h3' },
  { path: href('services', 'pl'), cards: serviceKeys.length, level: 'h3' },
  { path: entryPath('service', SERVICE, 'en'), cards: related.length, level: 'h3' },
  { path: entryPath('service', SERVICE, 'pl'), cards: related.length, level: 'h3' },
] as const

/**
 * Each card's title, description, link name and the text a copy of the card gives (the
 * selection's text: `innerText` is empty for a card in a block not yet rendered, which a
 * copy is not).
 */
async function cards(page: Page) {
  return page.locator('main .service-card').evaluateAll((els) => {
    const copied = (card: Element) => {
      const selection = getSelection()
      selection?.selectAllChildren(card)
      const text = selection?.toString() ?? ''
      selection?.removeAllRanges()
      return text
    }
    return els.map((card) => {
      const heading = card.querySelector('h2, h3, h4')
      const link = heading?.querySelector('a')
      const description = card.querySelector('p')
      return {
        headingTag: heading?.tagName.toLowerCase(),
        title: heading?.textContent?.trim() ?? '',
        linkText: link?.textContent?.trim() ?? '',
        linkHref: link?.getAttribute('href') ?? '',
        description: description?.textContent?.trim() ?? '',
        descriptionInHeading: !!description && !!heading?.contains(description),
        lines: copied(card)
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean),
        // Drawn inline: lucide names each icon in its class (lucide-phone-incoming).
        icon: card.querySelector('svg.lucide[aria-hidden="true"]')?.getAttribute('class') ?? '',
      }
    })
  })
}

test(`every service card has its title and its description in separate elements: ${pages.map(({ path }) => path).join(' ')}`, async ({
  page,
}) => {
  for (const { path, cards: count, level } of pages) {
    await test.step(path, async () => {
      await page.goto(path)
      const found = await cards(page)
      expect(found).toHaveLength(count)
      for (const card of found) {
        expect(card.headingTag, card.title).toBe(level)
        expect(card.title.length).toBeGreaterThan(3)
        expect(card.description.length).toBeGreaterThan(20)
        expect(card.descriptionInHeading).toBe(false)
        // The link is named by the title alone, and text extraction gives two lines.
        expect(card.linkText).toBe(card.title)
        expect(card.lines).toEqual([card.title, card.description])
        expect(servicePaths, card.linkHref).toContain(card.linkHref)
        expect(card.icon).toMatch(/\blucide-[a-z-]+\b/)
        await expect(page.getByRole('link', { name: card.title, exact: true }).first()).toBeVisible()
      }
    })
  }
})

test('a service card is one tab stop that shows its focus and follows its link, and a click anywhere on it too', async ({
  page,
}) => {
  await page.goto(href('services', 'en'))
  await waitForHydration(page)
  const card = page.locator('main .service-card').first()
  const link = card.getByRole('link')
  const target = await link.getAttribute('href')
  await link.focus()
  await expect(card).toHaveCSS('border-color', 'rgb(37, 99, 235)')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  await expect(page.locator('h1')).toBeVisible()

  await page.goto(href('services', 'pl'))
  await waitForHydration(page)
  const second = page.locator('main .service-card').nth(1)
  const secondTarget = await second.getByRole('link').getAttribute('href')
  // A click on the description, not on the link text: the stretched link covers the card.
  await second.scrollIntoViewIfNeeded()
  const box = await second.locator('p').boundingBox()
  if (!box) throw new Error('no description box')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await expect(page).toHaveURL(new RegExp(`${secondTarget}$`))
})

test('icons: the service hero and the industry cards draw their shapes inline, the header menu from one sprite file, all hidden from assistive technology', async ({
  page,
}) => {
  await page.goto(entryPath('service', 'back-office', 'en'))
  await waitForHydration(page)
  // Back office is drawn with lucide's folder-cog.
  const heroIcon = page.locator('.page-hero .eyebrow svg[aria-hidden="true"]')
  await expect(heroIcon).toHaveClass(/\blucide-folder-cog\b/)
  expect(await heroIcon.locator('path, circle, rect').count()).toBeGreaterThan(0)
  // The icon is drawn at its size.
  const box = await heroIcon.boundingBox()
  expect(box?.width).toBeGreaterThan(20)
  // Only the menu's icons point into another file: what shows on the page needs no fetch.
  await expect(page.locator('main svg use')).toHaveCount(0)

  // The services menu (hidden until opened) takes its icons from the sprite, each a symbol
  // the file has: the AI page's and every service's.
  const menuIcons = page.locator('.dropdown-menu .dropdown-item svg[aria-hidden="true"] use')
  await expect(menuIcons).toHaveCount(serviceKeys.length + 1)
  const hrefs = await menuIcons.evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''))
  const [file] = new Set(hrefs.map((href) => href.split('#')[0]))
  expect(file).toMatch(/^\/icons\/services\.svg\?v=[\w-]+$/)
  const sprite = await page.request.get(file ?? '')
  expect(sprite.headers()['content-type']).toContain('image/svg+xml')
  const symbols = await sprite.text()
  for (const href of hrefs) expect(symbols).toContain(`<symbol id="${href.split('#')[1]}"`)
  // Opened, the menu draws the icon: its pixels differ from the same box with no reference.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.locator('.site-header').getByRole('button', { name: 'Services' }).click()
  const icon = page.locator('.dropdown-menu .dropdown-item svg').first()
  await expect(icon).toBeVisible()
  const use = icon.locator('use')
  const symbol = (await use.getAttribute('href')) ?? ''
  await use.evaluate((element) => element.setAttribute('href', '#none'))
  const blank = await icon.screenshot()
  await use.evaluate((element, value) => element.setAttribute('href', value), symbol)
  await expect.poll(async () => (await icon.screenshot()).equals(blank)).toBe(false)

  await page.goto(href('home', 'pl'))
  await expect(page.locator('main section:has(#industries) li svg.lucide[aria-hidden="true"]')).toHaveCount(
    industries.length,
  )
})

// axe-core checks these pages with their cards and icons in route-sweep.spec.ts, with every other route.
