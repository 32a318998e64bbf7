import type { SlugTable } from '../i18n/static-paths'
import { posts } from './blog.server'
import { listServices } from './services.server'

/** Every slugged entry of the bundled content with its slug per language (drafts have no page). */
export function slugTable(): SlugTable {
  const en = listServices('en')
  const pl = new Map(listServices('pl').map((service) => [service.key, service.slug]))
  const service = en.map((item) => ({ en: item.slug, pl: pl.get(item.key) }))
  const byKey = new Map<string, SlugTable['blogPost'][number]>()
  for (const lang of ['en', 'pl'] as const) {
    for (const post of posts(lang)) {
      byKey.set(post.translation, { ...byKey.get(post.translation), [lang]: post.slug })
    }
  }
  return { service, blogPost: [...byKey.values()] }
}
