import type { SlugTable } from '../i18n/static-paths'
import { posts } from './blog.server'
import { listCaseStudies } from './case-studies.server'
import { listIndustries } from './industries.server'
import { listServices } from './services.server'

/** Every slugged entry of the bundled content with its slug per language (drafts have no page). */
export function slugTable(): SlugTable {
  const bothLanguages = <T extends { key: string; slug: string }>(en: T[], pl: T[]) => {
    const polish = new Map(pl.map((item) => [item.key, item.slug]))
    return en.map((item) => ({ en: item.slug, pl: polish.get(item.key) }))
  }
  const byKey = new Map<string, SlugTable['blogPost'][number]>()
  for (const lang of ['en', 'pl'] as const) {
    for (const post of posts(lang)) {
      byKey.set(post.translation, { ...byKey.get(post.translation), [lang]: post.slug })
    }
  }
  return {
    service: bothLanguages(listServices('en'), listServices('pl')),
    blogPost: [...byKey.values()],
    caseStudy: bothLanguages(listCaseStudies('en'), listCaseStudies('pl')),
    industry: bothLanguages(listIndustries('en'), listIndustries('pl')),
  }
}
