import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { href } from '../i18n/href'
import { languages } from '../i18n/languages'
import { locate } from '../i18n/locate'
import { type PageId, pages } from '../i18n/route-table'
import { islandPaths } from './island-pages'

const routesDir = join(import.meta.dirname, '../routes')

/** The page id a route file renders: blog-post.astro renders blogPost. */
function pageIdOf(file: string): string {
  return file.replace(/\.astro$/, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
}

/** The pages whose route file hydrates a component. */
function hydratingPages(): PageId[] {
  return readdirSync(routesDir)
    .filter((file) => file.endsWith('.astro'))
    .filter((file) =>
      /\sclient:(load|idle|visible|media|interaction|shown)\b/.test(readFileSync(join(routesDir, file), 'utf8')),
    )
    .map(pageIdOf)
    .filter((id): id is PageId => id in pages)
}

describe('island paths', () => {
  it('are every path of exactly the pages whose route hydrates a component', () => {
    const expected = hydratingPages().flatMap((page) =>
      languages.flatMap((lang) => {
        const path = href(page as 'contact', lang)
        return lang === 'en' ? [path, `/en${path}`] : [path]
      }),
    )
    expect([...islandPaths].sort()).toEqual(expected.sort())
    for (const path of islandPaths) expect(locate(path)?.page, path).toBeDefined()
  })
})
