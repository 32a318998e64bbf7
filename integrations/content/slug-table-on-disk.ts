import { slugTableOf } from '../../app/content/slug-table.ts'
import type { SlugTable } from '../../app/i18n/static-paths.ts'
import { readSiteContent } from './site-content.ts'

/** The slug table from the content files, for code that runs outside the site's bundle (build steps, specs). */
export async function slugTableOnDisk(root = process.cwd()): Promise<SlugTable> {
  const { collections } = await readSiteContent(root)
  return slugTableOf(collections as Parameters<typeof slugTableOf>[0])
}
