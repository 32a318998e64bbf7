import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { RenderedPageStyles } from '../../server/build-contract.ts'
import { waitForHydration, waitForTypeface } from './helpers.ts'
import { expect, type Page, test } from './test.ts'

/**
 * Pages rendered per request come with only the rules their route can use (decision 018).
 * Each state below must look exactly as it does under the whole sheet: every element's
 * computed style, and its ::before and ::after, is compared after swapping the whole
 * sheet in.
 */
const renderedStyles = JSON.parse(
  readFileSync(resolve('build', 'server', 'rendered-page-styles.json'), 'utf8'),
) as RenderedPageStyles

/**
 * What a rule the page lost would change: the box (its size catches any change of layout
 * inside it), the type, the colours and what shows. The whole list of computed properties
 * takes a second a page to read for nothing more.
 */
const PROPERTIES = [
  'display',
  'position',
  'inset',
  'z-index',
  'width',
  'height',
  'min-width',
  'max-width',
  'min-height',
  'margin',
  'padding',
  'border-width',
  'border-style',
  'border-color',
  'border-radius',
  'box-shadow',
  'outline-style',
  'color',
  'background-color',
  'background-image',
  'opacity',
  'visibility',
  'overflow',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-transform',
  'text-decoration-line',
  'white-space',
  'list-style-type',
  'content',
  'cursor',
  'gap',
  'grid-template-columns',
  'grid-template-rows',
  'grid-column',
  'flex-direction',
  'flex-wrap',
  'flex-grow',
  'justify-content',
  'align-items',
  'order',
  'transform',
  'aspect-ratio',
  'object-fit',
]

/**
 * Every element's computed style (and its ::before and ::after where they show), kept in
 * the page; the second call returns what differs from the first, property by property.
 * Taken once transitions have ended: a button still fading to its hover colour would
 * otherwise differ between the two snapshots whatever the sheet.
 */
async function computedStyles(page: Page, compare: boolean): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  return page.evaluate(
    ({ compare, properties }) => {
      const listValues = (style: CSSStyleDeclaration) =>
        new Set(properties.map((name) => `${name}: ${style.getPropertyValue(name)}`))
      const seen = new Map<string, Set<string>>()
      document.querySelectorAll('body, body *').forEach((element, index) => {
        const key = `${index} ${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`
        seen.set(key, listValues(getComputedStyle(element)))
        for (const pseudo of ['::before', '::after']) {
          const style = getComputedStyle(element, pseudo)
          if (style.content !== 'none' && style.content !== 'normal') seen.set(`${key}${pseudo}`, listValues(style))
        }
      })
      const store = window as unknown as { __firstStyles?: Map<string, Set<string>> }
      if (!compare) {
        store.__firstStyles = seen
        return []
      }
      const first = store.__firstStyles ?? new Map<string, Set<string>>()
      const found: string[] = []
      for (const key of new Set([...first.keys(), ...seen.keys()])) {
        const before = first.get(key)
        const after = seen.get(key)
        if (!before || !after) {
          found.push(`${key}: ${before ? 'gone' : 'new'}`)
          continue
        }
        const changed = [...before].filter((line) => !after.has(line))
        if (changed.length > 0) found.push(`${key}: ${changed.slice(0, 4).join('; ')}`)
      }
      return found
    },
    { compare, properties: PROPERTIES },
  )
}

/**
 * Puts each whole sheet in place of the page's pruned inline style, as a file ('self').
 * A page has other marked styles beside it (Astro's own island style, written where the
 * first island is): only the pruned ones are swapped.
 */
async function swapInWholeSheets(page: Page, narrowed: [whole: string, pruned: string][]): Promise<void> {
  await page.evaluate(
    (pairs) =>
      Promise.all(
        pairs.map(async ([whole, pruned]) => {
          const inline = document.querySelector(`style[data-href="${pruned}"]`)
          if (!inline) throw new Error(`no inline style marked ${pruned}`)
          const link = document.createElement('link')
          link.rel = 'stylesheet'
          link.href = whole
          const loaded = new Promise((done, fail) => {
            link.onload = done
            link.onerror = fail
          })
          inline.before(link)
          await loaded
          inline.remove()
        }),
      ).then(() => {
        // The whole sheet declares the typeface again: its faces load once a layout asks for
        // them, and until then text is measured in the fallback, whose widths differ by a
        // fraction of a pixel (a width in ch, on a busy machine). Compared once they are in.
        void document.body.offsetWidth
        return document.fonts.ready.then(() => undefined)
      }),
    narrowed,
  )
}

const states: {
  name: string
  path: string
  query?: string
  phone?: boolean
  act?: (page: Page) => Promise<void>
}[] = [
  { name: 'contact', path: '/contact' },
  { name: 'contact on a phone', path: '/pl/kontakt', phone: true },
  { name: 'contact for a position', path: '/pl/kontakt', query: '?position=Konsultant' },
  {
    name: 'contact with the browser’s errors',
    path: '/contact',
    act: async (page) => {
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Send Message' }).click()
      await expect(page.locator('.field-error').first()).toBeVisible()
    },
  },
  { name: 'calculator', path: '/pl/kalkulator' },
  { name: 'blog', path: '/blog' },
  { name: 'case studies', path: '/pl/realizacje' },
  { name: 'career', path: '/career' },
  { name: 'privacy', path: '/pl/prywatnosc' },
  { name: 'terms', path: '/terms' },
  { name: 'voice demo', path: '/ai' },
]

test(`each state looks as it does under the whole sheet: ${states.map(({ name, path, query = '' }) => `${name} (${path}${query})`).join(', ')}`, async ({
  page,
}) => {
  // One page loads the states in turn: each is a new document with its own pruned sheet.
  for (const { name, path, query = '', phone = false, act } of states) {
    await test.step(`${name} (${path}${query})`, async () => {
      const narrowed = Object.entries(renderedStyles[path] ?? {})
      expect(narrowed.length, `${path} has a pruned sheet`).toBeGreaterThan(0)
      // Each state starts as in a page of its own: no pointer left over an element (:hover).
      await page.mouse.move(0, 0)
      await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1280, height: 900 })
      await page.goto(path + query)
      for (const [, pruned] of narrowed) await expect(page.locator(`style[data-href="${pruned}"]`)).toHaveCount(1)
      await act?.(page)
      await waitForTypeface(page)
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      await computedStyles(page, false)
      await swapInWholeSheets(page, narrowed)
      expect.soft(await computedStyles(page, true), `${name} (${path}${query})`).toEqual([])
    })
  }
})
