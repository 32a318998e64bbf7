import type { Page } from '@playwright/test'
import { MINOR } from '../../app/components/text/title-case.ts'
import { staticPaths } from '../../app/i18n/static-paths.ts'
import { slugTable } from './helpers.ts'
import { expect, test } from './test.ts'

/** Every page once per language (the /en copies are the same pages as the bare paths). */
const paths = staticPaths(slugTable).filter((path) => path !== '/en' && !path.startsWith('/en/'))
const englishPaths = paths.filter((path) => path !== '/pl' && !path.startsWith('/pl/'))

const WIDTHS = [1440, 1024, 768, 390] as const

/**
 * Grids on the page whose last row holds one item while the first holds more: "5 cards in
 * 3 columns and a lone card", "4 figures in 3 columns". An item that spans (nearly) the whole
 * row on purpose is not alone. Each is named by its classes and first words.
 */
function loneItems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    for (const grid of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(grid)
      if (style.display !== 'grid' && style.display !== 'inline-grid') continue
      const box = grid.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || grid.closest('[hidden], [popover], dialog')) continue
      const items = [...grid.children]
        .filter((child) => {
          const s = getComputedStyle(child)
          return s.position !== 'absolute' && s.position !== 'fixed'
        })
        .map((child) => child.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0)
      if (items.length < 3) continue
      const rows: DOMRect[][] = []
      for (const item of items) {
        const row = rows.find((r) => Math.abs((r[0]?.top ?? 0) - item.top) < 2)
        if (row) row.push(item)
        else rows.push([item])
      }
      rows.sort((a, b) => (a[0]?.top ?? 0) - (b[0]?.top ?? 0))
      const first = rows[0] ?? []
      const last = rows[rows.length - 1] ?? []
      const inner = box.width - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
      if (rows.length > 1 && first.length > 1 && last.length === 1 && (last[0]?.width ?? 0) < inner * 0.9) {
        const words = (grid.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
        out.push(
          `${grid.tagName.toLowerCase()}.${[...grid.classList].join('.')} (${first.length} to a row): "${words}"`,
        )
      }
    }
    return out
  })
}

/**
 * What makes the page wider than the screen: elements reaching past its right edge that are
 * not inside their own horizontal scroller (a table in `.table-scroll`).
 */
function sideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth <= width) return []
    const out: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const r = el.getBoundingClientRect()
      if (r.right <= width + 1 || r.width === 0) continue
      let scroller: HTMLElement | null = el.parentElement
      let inScroller = false
      while (scroller && scroller !== document.body) {
        const overflow = getComputedStyle(scroller).overflowX
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'clip') {
          inScroller = true
          break
        }
        scroller = scroller.parentElement
      }
      if (!inScroller)
        out.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} to ${Math.round(r.right)} px`)
    }
    return out.slice(0, 5)
  })
}

for (const width of WIDTHS) {
  test(`no grid row ends with a lone item at ${width} px${width === 390 ? ', and nothing scrolls sideways' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(2_000 * paths.length + 30_000)
    await page.setViewportSize({ width, height: 900 })
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      expect.soft(await loneItems(page), `${path} at ${width} px`).toEqual([])
      if (width === 390) expect.soft(await sideways(page), `${path} at ${width} px`).toEqual([])
    }
  })
}

/** The words of a label that break Title Case ("Send this Scenario": "this"). */
function titleCaseErrors(label: string): string[] {
  const words = label.split(/\s+/).filter((w) => /\p{L}/u.test(w))
  return words.filter((word, i) => {
    const letters = word.replace(/^[^\p{L}]+/u, '')
    const first = letters.charAt(0)
    if (first === '' || first !== first.toLowerCase() || /\d/.test(word)) return false
    return i === 0 || !MINOR.has(letters.toLowerCase().replace(/[^\p{L}]+$/u, ''))
  })
}

/** The words of a label that break sentence case ("Your Name": "Name"); names of things aside. */
function sentenceCaseErrors(label: string): string[] {
  const words = label.split(/\s+/).slice(1)
  // An acronym or a proper name (AI, CSAT, Polish) keeps its capitals: only a capital
  // followed by lower-case letters in a common word is a Title Case slip.
  return words.filter((word) => /^\p{Lu}\p{Ll}+$/u.test(word) && COMMON.has(word.toLowerCase()))
}

/** Common words that a sentence-case label writes in lower case. */
const COMMON = new Set(['name', 'company', 'industry', 'service', 'message', 'phone', 'address', 'number', 'email'])

test('English buttons are in Title Case, as the spec names them; form labels in sentence case', async ({ page }) => {
  test.setTimeout(2_000 * englishPaths.length + 30_000)
  const buttons = new Map<string, string>()
  const labels = new Map<string, string>()
  for (const path of englishPaths) {
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    const found = await page.evaluate(() => {
      const visible = (el: Element) => (el as HTMLElement).offsetParent !== null || el.closest('[popover], dialog')
      const own = (el: Element) =>
        [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE || (n instanceof HTMLElement && !n.matches('.sr-only, svg')))
          .map((n) => n.textContent ?? '')
          .join(' ')
          .replace(/[→←]/g, '')
          .replace(/\s+/g, ' ')
          .trim()
      return {
        buttons: [...document.querySelectorAll('button, a.btn, input[type="submit"]')]
          .filter((el) => !el.closest('[aria-hidden="true"]') && !el.matches('.menu-toggle, .lang-option'))
          .map((el) => (el instanceof HTMLInputElement ? el.value : own(el)))
          .filter(Boolean),
        labels: [...document.querySelectorAll('label')]
          .filter((el) => visible(el) && !el.querySelector('input[type="checkbox"], input[type="radio"]'))
          .map(own)
          .filter(Boolean),
      }
    })
    for (const text of found.buttons) if (!buttons.has(text)) buttons.set(text, path)
    for (const text of found.labels) if (!labels.has(text)) labels.set(text, path)
  }
  expect(buttons.size).toBeGreaterThan(5)
  expect(labels.size).toBeGreaterThan(5)
  for (const [text, path] of buttons) expect.soft(titleCaseErrors(text), `button "${text}" on ${path}`).toEqual([])
  for (const [text, path] of labels) expect.soft(sentenceCaseErrors(text), `label "${text}" on ${path}`).toEqual([])
})
