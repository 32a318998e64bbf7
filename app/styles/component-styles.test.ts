import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import { assembledNames } from '../../integrations/build-steps/page-styles.ts'

/**
 * Where a rule lives decides which pages carry it (decision 032): app.css reaches every
 * page, a component's sheet the pages whose modules import that component. These checks
 * keep the split true as components come and go, each failure naming the rule and the fix.
 */
const APP = resolve('app')
const APP_CSS = join(APP, 'app.css')

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(keep)
}

const isSource = (file: string) => /\.(tsx?|astro)$/.test(file) && !/\.test\.tsx?$/.test(file)
const sources = new Map(filesUnder(APP, isSource).map((file) => [file, readFileSync(file, 'utf8')]))
const isComponent = (file: string) =>
  file.endsWith('.tsx') && (file.startsWith(join(APP, 'components')) || file.startsWith(join(APP, 'views')))
const show = (file: string) => relative(resolve('.'), file)

/** The classes a sheet's rules name in a layer called `components`, nested at-rules included. */
function componentClasses(css: string): Set<string> {
  const names = new Set<string>()
  postcss.parse(css).walkAtRules('layer', (layer) => {
    if (layer.params !== 'components') return
    layer.walkRules((rule) => {
      for (const [, name = ''] of rule.selector.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) names.add(name)
    })
  })
  return names
}

const appCss = readFileSync(APP_CSS, 'utf8')
const word = (name: string) => new RegExp(`(?<![\\w-])${name.replace(/[-]/g, '\\-')}(?![\\w-])`)
/** The source files that name a class whole (markup, scripts that set it). */
const usersOf = (name: string) => [...sources].filter(([, text]) => word(name).test(text)).map(([file]) => file)

describe('component styles (decision 032)', () => {
  it('keeps in app.css no class that a single component alone uses', () => {
    const misplaced: string[] = []
    for (const name of componentClasses(appCss)) {
      const users = usersOf(name)
      const [only] = users
      if (users.length === 1 && only && isComponent(only)) {
        const sheet = join(dirname(only), `${basename(only, '.tsx')}.css`)
        misplaced.push(
          `.${name} is used by ${show(only)} alone: move its rules from app/app.css to ${show(sheet)} ` +
            `(imported there as './${basename(sheet)}')`,
        )
      }
    }
    expect(misplaced).toEqual([])
  })

  it('keeps no rule in app.css for a class that no code names', () => {
    const texts = [...sources.values()]
    const assembled = new Set(assembledNames(appCss, texts))
    const dead = [...componentClasses(appCss)].filter((name) => !assembled.has(name) && usersOf(name).length === 0)
    expect(dead.map((name) => `.${name}: no file under app/ names it; delete its rules from app/app.css`)).toEqual([])
  })

  it("has each component's sheet imported by the component of its name", () => {
    const sheets = filesUnder(join(APP, 'components'), (file) => file.endsWith('.css')).concat(
      filesUnder(join(APP, 'views'), (file) => file.endsWith('.css')),
    )
    const missing: string[] = []
    for (const sheet of sheets) {
      const component = sheet.replace(/\.css$/, '.tsx')
      if (!existsSync(component)) continue
      const text = sources.get(component) ?? ''
      if (!text.includes(`import './${basename(sheet)}'`))
        missing.push(`${show(sheet)} is not imported by ${show(component)}: add import './${basename(sheet)}' there`)
    }
    expect(missing).toEqual([])
  })

  it('has every sheet imported by some module, so that it reaches a page', () => {
    const imported = new Set<string>()
    for (const [file, text] of sources)
      for (const [, path = ''] of text.matchAll(/^import ['"](\.{1,2}\/[^'"]+\.css)['"]/gm))
        imported.add(resolve(dirname(file), path))
    for (const [, path = ''] of appCss.matchAll(/@import ["'](\.{1,2}\/[^"']+\.css)["']/g))
      imported.add(resolve(APP, path))
    const orphans = filesUnder(APP, (file) => file.endsWith('.css') && file !== APP_CSS).filter(
      (sheet) => !imported.has(sheet),
    )
    expect(orphans.map((sheet) => `${show(sheet)} is imported by no module: no page carries its rules`)).toEqual([])
  })
})
