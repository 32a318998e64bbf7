import { href } from '../../app/i18n/href.ts'
import { slugTable } from './helpers.ts'
import { expect, test } from './test.ts'

/**
 * The places for the company's people (the home hero's floor and its people section, the
 * team and the site on About, people on Career, the account lead and the office on
 * Contact, a client's logo on a case study) as the site ships them: empty. Each page must
 * read complete without them: no empty frame, no grey box, no picture without its file or
 * its description. (Filled, each is rendered in app/content/page-photos.test.tsx from a
 * content file with a generated photograph.)
 */
const [study] = slugTable.caseStudy
if (!study?.en || !study.pl) throw new Error('no case study in both languages')
const pages = [
  '/',
  '/pl',
  '/about',
  '/pl/o-nas',
  '/career',
  '/pl/kariera',
  '/contact',
  '/pl/kontakt',
  // A case study (the first the content holds).
  href('caseStudy', 'en', { slug: study.en }),
  href('caseStudy', 'pl', { slug: study.pl }),
]

const SLOTS = '.page-photo, .hero-image, .home-people-photo, .account-lead, .case-study-logo, .case-study-client'

test(`the people's places read complete while empty, at 1440 and 390 px: ${pages.join(' ')}`, async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 })
    for (const path of pages) {
      const at = `${path} at ${width} px`
      await page.goto(path)
      // No slot's frame is left on the page, and nothing stands where a photograph would.
      await expect.soft(page.locator(`main :is(${SLOTS})`), at).toHaveCount(0)
      // Whatever pictures the page does show have their file and a description.
      const images = await page
        .locator('main img')
        .evaluateAll((imgs) => imgs.map((img) => ({ src: img.getAttribute('src'), alt: img.getAttribute('alt') })))
      for (const image of images) {
        expect.soft(image.src, at).toBeTruthy()
        expect.soft(image.alt, `${at} ${image.src}`).toBeTruthy()
      }
      // No box is left empty: every block of the main column holds text or a drawing.
      const empty = await page.locator('main section').evaluateAll((sections) =>
        sections
          .filter((s) => s.getBoundingClientRect().height > 0)
          .filter((s) => !s.textContent?.trim() && !s.querySelector('svg, img'))
          .map((s) => s.outerHTML.slice(0, 120)),
      )
      expect.soft(empty, at).toEqual([])
    }
  }
})

test('contact: beside the form, the details and what follows a message, with the booking page, in the first screen', async ({
  page,
}) => {
  for (const [path, title, book] of [
    ['/contact', 'What happens next', '/book'],
    ['/pl/kontakt', 'Co będzie dalej', '/pl/umow-rozmowe'],
  ] as const) {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(path)
    const aside = page.locator('.contact-side')
    await expect(aside.getByRole('heading', { name: title })).toBeVisible()
    // The compact hero leaves the form's first field and the phone number in the first screen.
    const field = await page.locator('form input:not([type="hidden"])').first().boundingBox()
    const phone = await page.locator('.contact-details a[href^="tel:"]').boundingBox()
    expect(field?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(900)
    expect((phone?.y ?? Number.POSITIVE_INFINITY) + (phone?.height ?? 0)).toBeLessThan(900)
    await expect(aside.locator('ol > li')).toHaveCount(3)
    await expect(aside.locator(`a[href="${book}"]`)).toBeVisible()
  }
})
