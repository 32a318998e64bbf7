import { useLang } from '../../i18n/use-i18n'
import { sampleAiConversation } from '../sample-ai-conversation'
import { TermList } from '../term-list'
import { type Copy, ExampleTag, localized } from './visual-frame'

/** What the example tag explains to a screen reader: the conversation is written, not recorded. */
const scripted: Copy<{ explanation: string }> = {
  en: { explanation: 'A scripted conversation, not a recording of a real customer.' },
  pl: { explanation: 'Rozmowa przygotowana do prezentacji, a nie nagranie prawdziwego klienta.' },
}

type Conversation = (typeof sampleAiConversation)[keyof typeof sampleAiConversation]

function Lines({
  lines,
  speakers,
  start,
}: {
  lines: Conversation['lines']
  speakers: Conversation['speakers']
  start?: number
}) {
  return (
    <ol className="transcript" start={start}>
      {lines.map((line) => (
        <li key={line.text} className={`transcript-line transcript-${line.speaker}`}>
          <span className="transcript-speaker">{speakers[line.speaker]}</span>
          <span className="transcript-text">{line.text}</span>
        </li>
      ))}
    </ol>
  )
}

/**
 * A virtual agent's call handed over to a consultant: the transcript, the point of the
 * handover and the summary the consultant sees. The conversation is the AI page's scripted
 * sample, tagged as an example in the card's header.
 */
export function AiHandoverTranscript({ level = 3 }: { level?: 2 | 3 }) {
  const lang = useLang()
  const Heading = level === 2 ? 'h2' : 'h3'
  const conversation = localized(sampleAiConversation, lang)
  // The summary sits where the call changes hands, before the consultant's first line.
  const handoverAt = conversation.lines.findIndex((line) => line.speaker === 'consultant')
  return (
    <section className="visual-card handover-card" aria-labelledby="handover-title">
      <header className="visual-card-head">
        <Heading id="handover-title" className="visual-card-title">
          {conversation.title}
        </Heading>
        <ExampleTag explanation={localized(scripted, lang).explanation} />
      </header>
      <Lines lines={conversation.lines.slice(0, handoverAt)} speakers={conversation.speakers} />
      <div className="handover-summary">
        <p className="handover-summary-title">{conversation.handover}</p>
        <p className="handover-summary-lead">{conversation.summaryTitle}</p>
        <TermList items={conversation.summary} />
      </div>
      <Lines lines={conversation.lines.slice(handoverAt)} speakers={conversation.speakers} start={handoverAt + 1} />
    </section>
  )
}
