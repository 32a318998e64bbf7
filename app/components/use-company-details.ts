import { useRouteLoaderData } from 'react-router'
import type { CompanyDetails } from '../lib/company-details'
import type { loader as rootLoader } from '../root'

/**
 * The company's legal details for the page's language, as the root loader wrote them (the
 * share capital is a formatted amount: no Intl formatter is built in the browser).
 * Undefined only on the error page of a failed root loader.
 */
export function useCompanyDetails(): CompanyDetails | undefined {
  return useRouteLoaderData<typeof rootLoader>('root')?.company
}
