import { useLang } from '../../i18n/use-i18n.ts'
import { sampleAiConversation } from '../ai/sample-ai-conversation.ts'
import { TermList } from '../text/term-list.tsx'
import { type Copy, ExampleTag, localized } from './visual-frame.tsx'
import './ai-handover-transcript.css'

/** What the example tag explains to a screen reader: the conversation is written, not recorded. */
const scripted: Copy<{ explanation: string }> = {
  en: { explanation: 'A scripted conversation, not a recording of a real customer.' },
  pl: { explanation: 'Rozmowa przygotowana do prezentacji, a nie nagranie prawdziwego klienta.' },
}

type Conversation = (typeof sampleAiConversation)[keyof typeof sampleAiConversation]

type Numbered = { line: Conversation['lines'][number]; number: number }

/** Lines of the call, each with its number in the whole conversation. */
function Lines({ lines, speakers }: { lines: Numbered[]; speakers: Conversation['speakers'] }) {
  return (
    <ol className="transcript">
      {lines.map(({ line, number }) => (
        <li key={number} value={number} className={`transcript-line transcript-${line.speaker}`}>
          <span className="transcript-speaker">{speakers[line.speaker]}</span>
          <span className="transcript-text">{line.text}</span>
        </li>
      ))}
    </ol>
  )
}

/**
 * A virtual agent's call handed over to a consultant, at its turning point: why the customer
 * called, the agent's last line, the summary the consultant sees and the consultant's first
 * line; the lines keep their numbers in the whole call, which the AI page's demo plays in
 * full. The conversation is that page's scripted sample, tagged as an example in the header.
 */
export function AiHandoverTranscript({ level = 3 }: { level?: 2 | 3 }) {
  const lang = useLang()
  const Heading = level === 2 ? 'h2' : 'h3'
  const conversation = localized(sampleAiConversation, lang)
  const numbered = conversation.lines.map((line, index) => ({ line, number: index + 1 }))
  // The summary sits where the call changes hands, before the consultant's first line.
  const handoverAt = numbered.findIndex(({ line }) => line.speaker === 'consultant')
  const reason = numbered.find(({ line }) => line.speaker === 'customer')
  const before = [reason, numbered[handoverAt - 1]].filter((line): line is Numbered => line !== undefined)
  const after = numbered.slice(handoverAt, handoverAt + 1)
  return (
    <section className="visual-card handover-card" aria-labelledby="handover-title">
      <header className="visual-card-head">
        <Heading id="handover-title" className="visual-card-title">
          {conversation.title}
        </Heading>
        <ExampleTag explanation={localized(scripted, lang).explanation} />
      </header>
      <Lines lines={[...new Set(before)]} speakers={conversation.speakers} />
      <div className="handover-summary">
        <p className="handover-summary-title">{conversation.handover}</p>
        <p className="handover-summary-lead">{conversation.summaryTitle}</p>
        <TermList items={conversation.summary} />
      </div>
      <Lines lines={after} speakers={conversation.speakers} />
    </section>
  )
}
