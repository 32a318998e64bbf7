import type { Page } from '@playwright/test'
import { MINOR } from '../../app/components/text/title-case.ts'

// The layout and wording rules every route is held to, read from the page in the browser:
// route-sweep.spec.ts applies them in its one visit per route, at 1440 px and resized to the
// narrower widths.

/**
 * Grids on the page whose last row holds one item while the first holds more: "5 cards in
 * 3 columns and a lone card", "4 figures in 3 columns". An item that spans (nearly) the whole
 * row on purpose is not alone. Each is named by its classes and first words.
 */
export function loneItems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    for (const grid of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(grid)
      if (style.display !== 'grid' && style.display !== 'inline-grid') continue
      // A subgrid is one item of its parent's grid laid out in the parent's tracks (a chart's
      // row: label, bar, share): its parts are no set of items a row could leave alone.
      if (style.gridTemplateColumns.startsWith('subgrid')) continue
      // A column beside an item spanning its rows (an article's side column, prose.css) is a
      // page's two columns, its blocks one to a row by design: no set of items either.
      const spansRows = [...grid.children].some((child) => {
        const end = getComputedStyle(child).gridRowEnd
        return end.startsWith('span') && Number.parseInt(end.slice(4), 10) > 1
      })
      if (spansRows) continue
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
export function sideways(page: Page): Promise<string[]> {
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

/** The words of a label that break Title Case ("Send this Scenario": "this"). */
export function titleCaseErrors(label: string): string[] {
  const words = label.split(/\s+/).filter((w) => /\p{L}/u.test(w))
  return words.filter((word, i) => {
    const letters = word.replace(/^[^\p{L}]+/u, '')
    const first = letters.charAt(0)
    if (first === '' || first !== first.toLowerCase() || /\d/.test(word)) return false
    return i === 0 || !MINOR.has(letters.toLowerCase().replace(/[^\p{L}]+$/u, ''))
  })
}

/** The words of a label that break sentence case ("Your Name": "Name"); names of things aside. */
export function sentenceCaseErrors(label: string): string[] {
  const words = label.split(/\s+/).slice(1)
  // An acronym or a proper name (AI, CSAT, Polish) keeps its capitals: only a capital
  // followed by lower-case letters in a common word is a Title Case slip.
  return words.filter((word) => /^\p{Lu}\p{Ll}+$/u.test(word) && COMMON.has(word.toLowerCase()))
}

/** Common words that a sentence-case label writes in lower case. */
const COMMON = new Set(['name', 'company', 'industry', 'service', 'message', 'phone', 'address', 'number', 'email'])

/**
 * The visible labels of the page's buttons (a button, an `a.btn`, a submit input) and of its
 * form fields (a label without a checkbox or radio inside), each as a reader sees its words.
 */
export function buttonsAndLabels(page: Page): Promise<{ buttons: string[]; labels: string[] }> {
  return page.evaluate(() => {
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
}
