import type { MessageKey } from '../i18n/en.ts'
import type { Namespace } from '../i18n/translate.ts'

/**
 * The messages each island renders in the browser, keys or whole namespaces, by the
 * island's file name: its page's view hands them over with pageMessages(), and
 * island-messages.test.ts checks that each list covers every message its island's code
 * names. Kept out of the islands' own modules: what an island module exports ships to the
 * browser with it.
 */
export const islandMessages = {
  'contact-island': ['form', 'industry', 'toast', 'button.sendMessage'],
  'calculator-island': ['calculator', 'form'],
  'voice-demo-island': ['figure', 'service', 'demo.privacyLink'],
} as const satisfies Record<string, readonly (Namespace | MessageKey)[]>
