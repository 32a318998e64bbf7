import { type BrowserContext, test as base } from '@playwright/test'

export * from '@playwright/test'

/** The choice of a returning visitor who rejected optional cookies. */
const REJECTED_OPTIONAL = '{"necessary":true,"analytics":false,"marketing":false,"functional":false}'

type Options = {
  /**
   * Every test starts as a returning visitor who rejected optional cookies, so the cookie
   * banner (shown after 1 s to anyone without a choice) stays out of tests about other
   * things; consent.spec.ts sets it to false and starts from an empty storage.
   */
  savedConsent: boolean
}

/**
 * Writes the saved choice in every origin the context visits, before the page's own scripts
 * and only where no choice is stored. (A storageState for the four test servers made
 * Playwright open each origin in a hidden page for every new context: 5 s of each test on a
 * busy machine.) For a context a test opens itself; the `context` fixture does it already.
 */
export async function saveConsentChoice(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ([choice, date]) => {
      try {
        if (localStorage.getItem('cookie-consent') !== null) return
        localStorage.setItem('cookie-consent', choice)
        localStorage.setItem('cookie-consent-date', date)
      } catch {
        // A page whose storage throws keeps its own behaviour.
      }
    },
    [REJECTED_OPTIONAL, new Date().toISOString()] as const,
  )
}

/** Playwright's test, each test's context with the saved cookie choice unless told otherwise. */
export const test = base.extend<Options>({
  savedConsent: [true, { option: true }],
  context: async ({ context, savedConsent }, use) => {
    if (savedConsent) await saveConsentChoice(context)
    await use(context)
  },
})
