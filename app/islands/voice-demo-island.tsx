import { VoiceDemo } from '../components/ai/voice-demo.tsx'
import { withPage } from '../components/page/page-context.tsx'
import type { MessageKey } from '../i18n/en.ts'
import type { Namespace } from '../i18n/translate.ts'

/** The AI page's live voice demo: an island only where the running server has an agent. */
export default withPage(VoiceDemo)

/** The messages the island renders in the browser, handed to it by app/views/ai.tsx (island-messages.test.ts checks them). */
export const islandMessages = ['figure', 'service', 'demo.privacyLink'] as const satisfies readonly (
  | Namespace
  | MessageKey
)[]
