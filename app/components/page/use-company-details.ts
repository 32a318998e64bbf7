import type { CompanyDetails } from '../../lib/company/company-details.ts'
import { usePage } from './page-context.tsx'

/** The company's legal details for the page's language (the frame's data). */
export function useCompanyDetails(): CompanyDetails | undefined {
  return usePage().frame.company
}
