import type { RequestInfo } from '../../server/build-contract.ts'

/** This request's details, or null when no production server handed any over (dev, prerendering). */
export function requestInfo(locals: { requestInfo?: RequestInfo } | undefined): RequestInfo | null {
  return locals?.requestInfo ?? null
}
