import type { Industry } from '../../lib/catalog/catalog-keys.ts'
import { usePage } from '../page/page-context.tsx'

/** The industries with their page's slug in the page's language (the frame's data). */
export function useIndustrySlugs(): Partial<Record<Industry, string>> {
  return Object.fromEntries((usePage().frame.industries ?? []).map((item) => [item.key, item.slug]))
}
