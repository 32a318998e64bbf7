import { useRouteLoaderData } from 'react-router'
import type { Industry } from '../content/types'
import type { loader as rootLoader } from '../root'

/** The industries with their page's slug in the page's language (root loader data). */
export function useIndustrySlugs(): Partial<Record<Industry, string>> {
  const data = useRouteLoaderData<typeof rootLoader>('root')
  return Object.fromEntries((data?.industries ?? []).map((item) => [item.key, item.slug]))
}
