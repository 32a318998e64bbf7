import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { islandPathsOf } from '../../../integrations/island-paths.ts'
import { href } from '../../i18n/href.ts'
import { locate } from '../../i18n/locate.ts'
import { islandPaths } from './island-pages.ts'

const appDir = join(import.meta.dirname, '..', '..')

describe('island paths', () => {
  it('are every path of the pages whose route hydrates a component, and only those', () => {
    expect([...islandPaths].sort()).toEqual(islandPathsOf(appDir).sort())
    // Today's island pages, as a reader of the frame would list them.
    for (const path of [href('contact', 'en'), href('calculator', 'pl'), `/en${href('ai', 'en')}`])
      expect(islandPaths.has(path), path).toBe(true)
    expect(islandPaths.has(href('privacy', 'en'))).toBe(false)
    for (const path of islandPaths) expect(locate(path)?.page, path).toBeDefined()
  })

  describe('a page that gains an island', () => {
    // Each test edits its own copy of the routes, so neither sees the other's edit whatever
    // order they run in.
    const copies: string[] = []
    afterEach(() => {
      for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true })
    })

    /** A fresh copy of app/routes with `route` given an island. */
    function routesWithIsland(route: string): string {
      const copy = mkdtempSync(join(tmpdir(), 'island-routes-'))
      copies.push(copy)
      cpSync(join(appDir, 'routes'), join(copy, 'routes'), { recursive: true })
      const file = join(copy, 'routes', route)
      writeFileSync(file, readFileSync(file, 'utf8').replace('<Page ', '<Widget client:idle />\n<Page '))
      return copy
    }

    it('is an island page without any list edited', () => {
      const copy = routesWithIsland('privacy.astro')
      expect(islandPathsOf(copy)).toEqual(expect.arrayContaining(['/privacy', '/en/privacy', '/pl/prywatnosc']))
    })

    it('fails naming the route when the page has a parameter', () => {
      const copy = routesWithIsland('service.astro')
      expect(() => islandPathsOf(copy)).toThrow(/routes\/service\.astro hydrates an island on a page with a parameter/)
    })
  })
})
