import { VoiceDemo } from '../components/ai/voice-demo'
import { withPage } from '../components/page/page-context'

/** The AI page's live voice demo: an island only where the running server has an agent. */
export default withPage(VoiceDemo)
