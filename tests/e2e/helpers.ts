import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { readSourceDir } from '../../app/content/read-source-dir'
import type { Lang } from '../../app/i18n/languages'

/** Blog post slugs from content/blog on disk: the specs run outside the build that bundles them. */
export function postSlugsOnDisk(lang: Lang): string[] {
  return readSourceDir('content/blog', lang, '.md').map((file) => file.name.slice(0, -'.md'.length))
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/** Runs axe-core with the WCAG 2.2 A/AA rules and fails with a readable list. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary).toEqual([])
}

/** Waits until React has hydrated the page (the root runtime marks <html>). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
}

/** The header's language switcher link to `language` ("Polski", "English"). */
export function headerLanguageLink(page: Page, language: string) {
  return page
    .locator('.site-header')
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: language })
}
