import { VoiceDemo } from '../components/ai/voice-demo.tsx'
import { withPage } from '../components/page/page-context.tsx'

/** The AI page's live voice demo: an island only where the running server has an agent. */
export default withPage(VoiceDemo)
