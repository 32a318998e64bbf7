import { withPage } from '../components/page-context'
import { VoiceDemo } from '../components/voice-demo'

/** The AI page's live voice demo: an island only where the running server has an agent. */
export default withPage(VoiceDemo)
