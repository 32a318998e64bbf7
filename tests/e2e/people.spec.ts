import { expect, test } from './test.ts'

// The places for the company's people (the home hero's floor and its people section, the team
// and the site on About, people on Career, the account lead and the office on Contact, a
// client's logo on a case study), as the site ships them, empty: that each page reads complete
// without them, at 1440 and 390 px, is checked in the route sweep's one visit per page
// (route-sweep-checks.ts). (Filled, each is rendered in app/content/page-photos.test.tsx from
// a content file with a generated photograph.)

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

test('contact: the hero leads with the two ways to reach the team, the direct lines after them', async ({ page }) => {
  for (const [path, write, book, bookPath] of [
    ['/contact', 'Write to Us', 'Book a Consultation', '/book'],
    ['/pl/kontakt', 'Napisz do nas', 'Umów konsultację', '/pl/umow-rozmowe'],
  ] as const) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await page.goto(path)
      const hero = page.locator('.page-hero')
      const links = await hero.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      // The form and the booking page first, then the e-mail and the phone.
      expect(links.slice(0, 2), `${path} at ${width}`).toEqual(['#form-title', bookPath])
      expect(
        links.slice(2).map((href) => href?.split(':')[0]),
        `${path} at ${width}`,
      ).toEqual(['mailto', 'tel'])
      await expect(hero.getByRole('link', { name: write })).toBeVisible()
      await expect(hero.getByRole('link', { name: book })).toBeVisible()
    }
  }
})
