import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import type { SlugTable } from '../../app/i18n/static-paths.ts'
import { type RawContent, readSiteContent } from './site-content.ts'

type Bilingual = { en?: { slug?: string }; pl?: { slug?: string } }

const slugsOf = (entries: RawContent['collections'][string] = []) =>
  entries.map(({ entry }) => {
    const { en, pl } = entry as Bilingual
    return { en: en?.slug, pl: pl?.slug }
  })

/** Blog posts: content/blog/<lang>/<slug>.md, linked across languages by `translation`. */
function postSlugs(root: string): SlugTable['blogPost'] {
  const byKey = new Map<string, Partial<Record<'en' | 'pl', string>>>()
  for (const lang of ['en', 'pl'] as const) {
    const dir = join(root, 'content/blog', lang)
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.md'))) {
      const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(dir, name), 'utf8'))?.[1] ?? ''
      const key = String((parse(front) as { translation?: string }).translation ?? name)
      byKey.set(key, { ...byKey.get(key), [lang]: name.slice(0, -'.md'.length) })
    }
  }
  return [...byKey.values()]
}

/** The slug table from the content files, for code that runs outside the site's bundle. */
export async function slugTableOnDisk(root = process.cwd()): Promise<SlugTable> {
  const content = await readSiteContent(root)
  return {
    service: slugsOf(content.collections.services),
    blogPost: postSlugs(root),
    caseStudy: slugsOf(content.collections.caseStudies),
    industry: slugsOf(content.collections.industries),
  }
}
