/**
 * Campaign attribution: the landing page's campaign parameters and the referring site,
 * kept in sessionStorage for the visit and sent with an enquiry, only while the visitor
 * allows analytics. Without that consent nothing is stored and nothing is sent.
 */

/** The landing page's campaign parameters a lead may carry. */
export const ATTRIBUTION_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
] as const
export type Attribution = Partial<Record<(typeof ATTRIBUTION_PARAMS)[number] | 'referrer', string>>

/** The sessionStorage key (named in the privacy policy's storage table). */
export const ATTRIBUTION_KEY = 'lead-attribution'

const MAX_LENGTH = 200

/**
 * What a landing URL says about the campaign: its parameters, and the referring host when
 * it is another site. Null when there is nothing to say.
 */
export function landingAttribution(url: URL, referrer: string): Attribution | null {
  const found: Attribution = {}
  for (const key of ATTRIBUTION_PARAMS) {
    const value = url.searchParams.get(key)?.trim()
    if (value) found[key] = value.slice(0, MAX_LENGTH)
  }
  try {
    const host = referrer ? new URL(referrer).hostname : ''
    if (host && host !== url.hostname) found.referrer = host
  } catch {
    // A referrer that is not a URL says nothing.
  }
  return Object.keys(found).length ? found : null
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

/** Keeps the first campaign of the visit: a later page without parameters does not erase it. */
export function keepAttribution(found: Attribution | null): void {
  if (!found) return
  try {
    const store = session()
    if (store && !store.getItem(ATTRIBUTION_KEY)) store.setItem(ATTRIBUTION_KEY, JSON.stringify(found))
  } catch {
    // Storage full or blocked: the enquiry simply goes without attribution.
  }
}

export function forgetAttribution(): void {
  try {
    session()?.removeItem(ATTRIBUTION_KEY)
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/** The stored attribution as the form sends it (JSON), or '' when there is none. */
export function storedAttribution(): string {
  try {
    return session()?.getItem(ATTRIBUTION_KEY) ?? ''
  } catch {
    return ''
  }
}
