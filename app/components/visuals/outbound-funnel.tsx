import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, formats, localized, VisualFrame } from './visual-frame.tsx'
import './outbound-funnel.css'

/** A made-up week of an outbound campaign, stage by stage; each stage keeps part of the one before. */
const stages = [
  { key: 'dialled', count: 4800 },
  { key: 'reached', count: 2160 },
  { key: 'decision', count: 1150 },
  { key: 'offer', count: 620 },
  { key: 'sale', count: 186 },
] as const

type Stage = (typeof stages)[number]['key']

const copy: Copy<{ title: string; meta: string; ofPrevious: string; stages: Record<Stage, string> }> = {
  en: {
    title: 'Outbound campaign funnel',
    meta: 'One week of calls to a list of business customers',
    ofPrevious: 'of the stage before',
    stages: {
      dialled: 'Numbers dialled',
      reached: 'Calls answered',
      decision: 'Talks with the decision-maker',
      offer: 'Offers presented',
      sale: 'Sales closed',
    },
  },
  pl: {
    title: 'Lejek kampanii sprzedażowej',
    meta: 'Tydzień telefonów do bazy klientów biznesowych',
    ofPrevious: 'poprzedniego etapu',
    stages: {
      dialled: 'Wybrane numery',
      reached: 'Odebrane połączenia',
      decision: 'Rozmowy z decydentem',
      offer: 'Przedstawione oferty',
      sale: 'Zamknięte sprzedaże',
    },
  },
}

const widest = stages[0].count

export function OutboundFunnel() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  return (
    <VisualFrame name="sv-funnel" title={text.title} meta={text.meta}>
      <ol className="funnel">
        {stages.map((stage, i) => {
          // At least a sliver stays visible for the last stage.
          const width = Math.max(8, (100 * stage.count) / widest)
          const before = stages[i - 1]
          return (
            <li key={stage.key} className="funnel-stage">
              <svg
                viewBox="0 0 100 10"
                preserveAspectRatio="none"
                className="funnel-bar"
                aria-hidden="true"
                focusable="false"
              >
                <rect
                  x={(100 - width) / 2}
                  width={width}
                  height="10"
                  rx="1.5"
                  className={`funnel-fill funnel-fill-${i}`}
                />
              </svg>
              <span className="funnel-label">{text.stages[stage.key]}</span>
              <span className="funnel-count sv-num">{f.count(stage.count)}</span>
              {/* Read after the stage, drawn above its bar: the step down from the stage before. */}
              {before ? (
                <span className="funnel-rate">
                  <span aria-hidden="true">↓ </span>
                  {f.percent(stage.count / before.count)}
                  <span className="sr-only"> {text.ofPrevious}</span>
                </span>
              ) : null}
            </li>
          )
        })}
      </ol>
    </VisualFrame>
  )
}
