import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import postcss, { type Declaration, type Rule } from 'postcss'
import { describe, expect, it } from 'vitest'

/**
 * Between two components' sheets nothing decides which rule wins a tie but their order in
 * the page's built styles, and that order follows the imports (decision 032), which Biome
 * sorts by name: `./save-waterfall.css` before `./visual-frame.tsx`, whose sheet then came
 * later and silently won. Rule: a rule that must beat another sheet's rule on the same
 * element says so with its selector (decision 032). Checked here for what can be read from
 * the code: an element whose class list is written whole (`className="sv-bar waterfall-bar"`)
 * and rules of classes alone (`.sv-bar`, `.hero-card.outcome:hover`) in two sheets other
 * than app.css (which every page loads first) that set one property, or a shorthand and
 * its longhand, with the same specificity and neither `!important`. Descendant selectors,
 * and class lists assembled from props, are not read: the analysis over the built pages
 * that found the first ties is described in decision 032.
 */
const APP = resolve('app')
const files = (pattern: RegExp) =>
  readdirSync(APP, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
const show = (file: string) => relative(resolve('.'), file)

/** A selector of classes and pseudo-classes alone: `.a`, `.a.b:hover`. */
const CLASSES_ONLY = /^(?:\.[\w-]+)+(?::[\w-]+)*$/

type ClassRule = {
  file: string
  line: number
  selector: string
  classes: string[]
  specificity: number
  decls: Declaration[]
}

function classRules(): ClassRule[] {
  const rules: ClassRule[] = []
  for (const file of files(/\.css$/)) {
    if (file === join(APP, 'app.css') || file === join(APP, 'styles', 'tokens.css')) continue
    postcss.parse(readFileSync(file, 'utf8')).walkRules((rule: Rule) => {
      const decls = (rule.nodes ?? []).filter((node): node is Declaration => node.type === 'decl' && !node.important)
      for (const selector of rule.selectors) {
        if (!CLASSES_ONLY.test(selector) || decls.length === 0) continue
        const classes = [...selector.matchAll(/\.([\w-]+)/g)].map((match) => match[1] as string)
        const specificity = classes.length + (selector.match(/:/g)?.length ?? 0)
        rules.push({ file: show(file), line: rule.source?.start?.line ?? 0, selector, classes, specificity, decls })
      }
    })
  }
  return rules
}

/** Class lists written whole in the markup of components, views and layouts. */
function classLists(): string[][] {
  const lists: string[][] = []
  for (const file of files(/\.(tsx|astro)$/)) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(/\bclass(?:Name)?=(?:"([^"]*)"|\{`([^`]*)`\})/g)) {
      const classes = (match[1] ?? match[2] ?? '')
        .replace(/\$\{[^}]*\}/g, ' ')
        .split(/\s+/)
        .filter(Boolean)
      if (classes.length > 1) lists.push(classes)
    }
  }
  return lists
}

/** One property set by both: the same, or a shorthand and its longhand (`margin`, `margin-top`); `border` sets no radius. */
function sameProperty(a: string, b: string): boolean {
  if (a === b) return true
  const [short, long] = a.length < b.length ? [a, b] : [b, a]
  return long.startsWith(`${short}-`) && !(short === 'border' && long.includes('radius'))
}

function cascadeTies(rules: ClassRule[], lists: string[][]): string[] {
  const ties = new Set<string>()
  for (const list of lists) {
    const on = rules.filter((rule) => rule.classes.every((name) => list.includes(name)))
    for (const [i, a] of on.entries())
      for (const b of on.slice(i + 1)) {
        if (a.file === b.file || a.specificity !== b.specificity) continue
        for (const da of a.decls)
          for (const db of b.decls)
            if (sameProperty(da.prop, db.prop))
              ties.add(
                `${a.file}:${a.line} \`${a.selector} { ${da.prop} }\` and ${b.file}:${b.line} \`${b.selector} { ${db.prop} }\` tie on class="${list.join(' ')}" (rule: between two components' sheets the winner is said with the selector, not left to the order the imports give the built styles; decision 032). Fix: add the other rule's class to the winner's selector (\`.${b.classes[0]}.${a.classes[0]}\`), or drop the declaration that loses`,
              )
      }
  }
  return [...ties]
}

describe('rules of two component sheets on one element', () => {
  it('never tie: the winner is said with its selector', () => {
    expect(cascadeTies(classRules(), classLists())).toEqual([])
  })

  it('finds a tie between two sheets on a class list written whole, naming both rules, the rule and the fix', () => {
    const rule = (file: string, selector: string, prop: string): ClassRule => ({
      file,
      line: 3,
      selector,
      classes: selector.slice(1).split('.'),
      specificity: selector.split('.').length - 1,
      decls: [postcss.decl({ prop, value: '1rem' })],
    })
    const rules = [
      rule('app/components/visuals/visual-frame.css', '.sv-bar', 'height'),
      rule('app/components/visuals/qa-scorecard.css', '.qa-bar', 'height'),
      rule('app/components/visuals/qa-scorecard.css', '.sv-bar.qa-bar', 'margin-top'),
      rule('app/components/visuals/booked-meetings.css', '.meetings-key', 'border'),
      rule('app/components/visuals/visual-frame.css', '.sv-key', 'border-radius'),
    ]
    expect(
      cascadeTies(rules, [
        ['sv-bar', 'qa-bar'],
        ['sv-key', 'meetings-key'],
      ]),
    ).toEqual([
      expect.stringMatching(
        /^app\/components\/visuals\/visual-frame\.css:3 `\.sv-bar \{ height \}` and app\/components\/visuals\/qa-scorecard\.css:3 `\.qa-bar \{ height \}` tie on class="sv-bar qa-bar" \(rule: between two components' sheets.*Fix: add the other rule's class/,
      ),
    ])
  })
})
