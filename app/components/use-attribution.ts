import { useEffect } from 'react'
import { forgetAttribution, keepAttribution, landingAttribution } from '../lib/attribution'
import type { ConsentChoice } from '../lib/consent'
import { readConsent, subscribeConsent } from '../lib/consent-client'

/**
 * Reads the landing page's campaign once per page load and keeps it for the visit only
 * while analytics is allowed: at once with a saved choice, or when the visitor allows it
 * later; withdrawing the consent forgets it.
 */
export function useAttribution() {
  useEffect(() => {
    const landing = landingAttribution(new URL(window.location.href), document.referrer)
    const apply = (choice: ConsentChoice | null) => {
      if (choice?.analytics) keepAttribution(landing)
      else forgetAttribution()
    }
    apply(readConsent())
    return subscribeConsent(apply)
  }, [])
}
