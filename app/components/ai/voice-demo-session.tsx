import {
  ConversationProvider,
  useConversationControls,
  useConversationMode,
  useConversationStatus,
} from '@elevenlabs/react'
import { useEffect, useRef, useState } from 'react'
import type { AiPageContent } from '../../content/types.ts'
import './voice-demo-session.css'

type Props = { agentId: string; copy: AiPageContent['demo']; onEnd: () => void }

function Session({ copy, onEnd }: Omit<Props, 'agentId'>) {
  const { startSession, endSession } = useConversationControls()
  const { status } = useConversationStatus()
  const { isSpeaking } = useConversationMode()
  const [problem, setProblem] = useState<string | null>(null)
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    startSession({
      connectionType: 'websocket',
      onError: (message: string) =>
        setProblem(/microphone|permission|NotAllowed/i.test(message) ? copy.micDenied : copy.error),
    })
    return () => {
      endSession()
    }
  }, [startSession, endSession, copy])

  const text =
    problem ??
    (status === 'connected'
      ? isSpeaking
        ? copy.speaking
        : copy.listening
      : status === 'error'
        ? copy.error
        : copy.connecting)
  return (
    <div className="demo-session">
      <p role="status" aria-live="polite">
        {text}
      </p>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => {
          endSession()
          onEnd()
        }}
      >
        {copy.stopLabel}
      </button>
    </div>
  )
}

export default function VoiceDemoSession({ agentId, ...rest }: Props) {
  return (
    <ConversationProvider agentId={agentId}>
      <Session {...rest} />
    </ConversationProvider>
  )
}
