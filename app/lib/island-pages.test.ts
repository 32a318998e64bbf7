import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pages } from '../i18n/route-table'
import { islandPages } from './island-pages'

const routesDir = join(import.meta.dirname, '../routes')

/** The page id a route file renders: blog-post.astro renders blogPost. */
function pageIdOf(file: string): string {
  return file.replace(/\.astro$/, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
}

describe('island pages', () => {
  it('are exactly the routes that hydrate a component', () => {
    const hydrating = readdirSync(routesDir)
      .filter((file) => file.endsWith('.astro'))
      .filter((file) =>
        /\sclient:(load|idle|visible|media|interaction)\b/.test(readFileSync(join(routesDir, file), 'utf8')),
      )
      .map(pageIdOf)
      .filter((id) => id in pages)
    expect(hydrating.sort()).toEqual([...islandPages].sort())
  })
})
