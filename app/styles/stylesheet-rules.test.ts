import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import postcss, { type AtRule, type Node } from 'postcss'
import { describe, expect, it } from 'vitest'

/**
 * Rules every stylesheet under app/ keeps, each failure naming the file, the line and the fix:
 * - it opens by declaring the cascade layers in app.css's order, so that whichever sheet a
 *   page loads first, the layers rank the same (a sheet that named a layer first would put
 *   it lowest);
 * - every rule sits in one of those layers: an unlayered rule outranks every layered one and
 *   would win over a component's states;
 * - colours come from the tokens (app/styles/tokens.css), so that a change of palette is one edit.
 * tokens.css itself holds custom properties and font faces only, which no layer orders.
 */
const APP = resolve('app')
const TOKENS = join(APP, 'styles', 'tokens.css')
const sheets = readdirSync(APP, { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
  .map((entry) => join(entry.parentPath, entry.name))
  .filter((file) => file !== TOKENS)
  .sort()
const show = (file: string) => relative(resolve('.'), file)
const where = (file: string, node: Node) => `${show(file)}:${node.source?.start?.line ?? '?'}`

const isStatement = (node: Node): node is AtRule => node.type === 'atrule' && (node as AtRule).nodes === undefined
const orderOf = (css: string) => {
  const first = postcss.parse(css).nodes.find((node) => node.type !== 'comment')
  return first && isStatement(first) && first.name === 'layer' ? first.params.replace(/\s+/g, ' ') : undefined
}
const ORDER = orderOf(readFileSync(join(APP, 'app.css'), 'utf8'))
/** A colour written as a literal: a hex value or a colour function of numbers. */
const COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*[\d.]/i

describe('stylesheets under app/', () => {
  it('app.css declares the layer order the other sheets repeat, and every layer a sheet uses is in it', () => {
    expect(ORDER, 'app/app.css opens with `@layer <order>;`').toBeDefined()
    expect(sheets.length).toBeGreaterThan(10)
    // A layer left out of the order would rank above every declared one, wherever it is used.
    const declared = new Set(ORDER?.split(/\s*,\s*/))
    const undeclared: string[] = []
    for (const file of sheets) {
      postcss.parse(readFileSync(file, 'utf8')).walkAtRules('layer', (layer) => {
        if (layer.nodes === undefined) return // the order statement itself
        for (const name of layer.params.split(/\s*,\s*/))
          if (!declared.has(name.trim()))
            undeclared.push(`${where(file, layer)}: layer \`${name.trim()}\` is not in app.css's order (${ORDER})`)
      })
    }
    expect(undeclared).toEqual([])
  })

  it('each sheet opens with the layer order of app.css', () => {
    const wrong = sheets
      .filter((file) => orderOf(readFileSync(file, 'utf8')) !== ORDER)
      .map((file) => `${show(file)}: does not open with \`@layer ${ORDER};\` (the order app/app.css declares)`)
    expect(wrong).toEqual([])
  })

  it('every rule sits in a cascade layer', () => {
    const outside: string[] = []
    for (const file of sheets) {
      postcss.parse(readFileSync(file, 'utf8')).walkRules((rule) => {
        // Keyframe steps belong to their @keyframes, which cascade layers do not order.
        if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return
        let parent: Node | undefined = rule.parent
        while (parent && !(parent.type === 'atrule' && (parent as AtRule).name === 'layer')) parent = parent.parent
        if (!parent)
          outside.push(`${where(file, rule)}: \`${rule.selector}\` is outside a layer; put it in @layer components`)
      })
    }
    expect(outside).toEqual([])
  })

  it('takes its colours from the tokens', () => {
    const literal: string[] = []
    for (const file of sheets) {
      postcss.parse(readFileSync(file, 'utf8')).walkDecls((decl) => {
        if (COLOUR.test(decl.value))
          literal.push(
            `${where(file, decl)}: \`${decl.prop}: ${decl.value}\` writes a colour; use a token from app/styles/tokens.css`,
          )
      })
    }
    expect(literal).toEqual([])
  })
})
