import { Fragment } from 'react'
import { useLang } from '../../i18n/use-i18n.ts'
import { withPage } from '../page/page-context.tsx'
import { TermList } from '../text/term-list.tsx'
import { sampleAiConversation } from './sample-ai-conversation.ts'
import './sample-demo.css'

/**
 * Without a live agent: a scripted sample conversation, AI to consultant, and the summary
 * handed over. Plain HTML, readable in full without JavaScript; where the browser supports
 * scroll-driven animations each line appears as it scrolls in (never with reduced motion).
 */
function SampleConversation() {
  const sample = sampleAiConversation[useLang()]
  return (
    <figure className="demo-transcript">
      <figcaption>
        <span className="demo-transcript-title">{sample.title}</span>
        <span className="sample-badge">{sample.sampleLabel}</span>
      </figcaption>
      <ol className="demo-lines">
        {sample.lines.map((line, index) => (
          <Fragment key={`${line.speaker}-${line.text}`}>
            {/* The hand-over, where the consultant takes the conversation over from the virtual agent. */}
            {line.speaker === 'consultant' && sample.lines[index - 1]?.speaker !== 'consultant' ? (
              <li className="demo-line demo-line-handover">{sample.handover}</li>
            ) : null}
            <li className={`demo-line demo-line-${line.speaker}`}>
              <span className="demo-speaker">{sample.speakers[line.speaker]}</span>
              <span className="demo-text">{line.text}</span>
            </li>
          </Fragment>
        ))}
      </ol>
      <div className="demo-summary">
        <h3 className="demo-summary-title">{sample.summaryTitle}</h3>
        <TermList items={sample.summary} />
      </div>
    </figure>
  )
}

/** The sample conversation with its page's context, for the AI page's server markup. */
export const SampleDemo = withPage(SampleConversation)
