import content from 'virtual:site-content'
import type { SlugTable } from '../i18n/static-paths.ts'
import { slugTableOf } from './slug-table.ts'

let table: SlugTable | undefined

/** Every slugged entry of the bundled content with its slug per language (drafts have no page), built once. */
export function slugTable(): SlugTable {
  table ??= slugTableOf(content.collections)
  return table
}
