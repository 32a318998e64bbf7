import type { SlugTable } from '../../app/i18n/static-paths.ts'
import { type RawContent, readSiteContent } from '../../integrations/content/site-content.ts'

type Bilingual = { en?: { slug?: string }; pl?: { slug?: string }; draft?: boolean }

const slugsOf = (entries: RawContent['collections'][string] = []) =>
  entries.map(({ entry }) => {
    const { en, pl } = entry as Bilingual
    return { en: en?.slug, pl: pl?.slug }
  })

/** Drafts have no page. */
const published = (entries: RawContent['collections'][string] = []) =>
  entries.filter(({ entry }) => !(entry as Bilingual).draft)

/** The slug table from the content files, for code that runs outside the site's bundle. */
export async function slugTableOnDisk(root = process.cwd()): Promise<SlugTable> {
  const content = await readSiteContent(root)
  return {
    service: slugsOf(content.collections.services),
    blogPost: slugsOf(published(content.collections.posts)),
    caseStudy: slugsOf(content.collections.caseStudies),
    industry: slugsOf(content.collections.industries),
  }
}
