import { Mic } from 'lucide-react'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import type { AiPageContent } from '../../content/types.ts'
import { href } from '../../i18n/href.ts'
import type { Lang } from '../../i18n/languages.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { site } from '../../site.config.ts'
import './voice-demo.css'

/** The provider's SDK is its own chunk, fetched only after the visitor asks for the demo. */
const VoiceDemoSession = lazy(() => import('./voice-demo-session.tsx'))

type Props = {
  copy: AiPageContent['demo']
  agentId: string | null
  /** Shown without an agent (the sample conversation): server markup, never in the island's script. */
  children?: ReactNode
}

/**
 * The privacy note with the provider, its seat and the days it keeps recordings from the
 * company facts (content/company.yaml, recipients.voiceAi): the note promises what the
 * provider's agent is set to, so it cannot drift from the privacy policy.
 */
function demoNote(note: string, lang: Lang): string {
  const { name, seat, retentionDays } = site.recipients.voiceAi
  // The number stays on the line of its unit ("30 dni"), as the Polish typography would keep it.
  return note
    .replace('{provider}', name)
    .replace('{seat}', seat[lang])
    .replace(/\{days\}\s/, `${retentionDays}\u00a0`)
}

/**
 * The live voice demo. Nothing of the voice-AI provider loads on page view: the SDK and
 * the connection (and the microphone prompt) come only after the Start click.
 */
export function VoiceDemo({ copy, agentId, children }: Props) {
  const lang = useLang()
  const t = useT()
  const [started, setStarted] = useState(false)

  return (
    <section id="demo" className="section section-alt" aria-labelledby="demo-title">
      <div className="wrap page-narrow">
        <div className="card demo-card">
          <h2 id="demo-title" className="section-title">
            {agentId ? copy.title : copy.unavailableTitle}
          </h2>
          {agentId ? (
            <>
              <p>{copy.text}</p>
              <p className="demo-note">
                {demoNote(copy.privacyNote, lang)} <a href={href('privacy', lang)}>{t('demo.privacyLink')}</a>
              </p>
              {started ? (
                <Suspense fallback={<p role="status">{copy.connecting}</p>}>
                  <VoiceDemoSession agentId={agentId} copy={copy} onEnd={() => setStarted(false)} />
                </Suspense>
              ) : (
                <button type="button" className="btn btn-primary" onClick={() => setStarted(true)}>
                  <Mic aria-hidden="true" size={18} />
                  {copy.startLabel}
                </button>
              )}
            </>
          ) : (
            <>
              {children}
              <p>{copy.unavailableText}</p>
              <a href={`${href('contact', lang)}?service=ai-call-center`} className="btn btn-primary">
                {copy.bookLabel}
              </a>
            </>
          )}
        </div>
      </div>
    </section>
  )
}
