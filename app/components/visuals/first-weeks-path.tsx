import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, formats, localized, VisualFrame } from './visual-frame.tsx'
import './first-weeks-path.css'

/**
 * A new consultant's first four weeks, as the career page promises them: paid training with
 * a trainer first, then practice beside a buddy, then one's own calls with coaching. Each
 * week is a bar of how its hours divide; the same shares are read as text with each week.
 */
const weeks = [
  { key: 'one', training: 0.9, practice: 0.1, calls: 0 },
  { key: 'two', training: 0.55, practice: 0.35, calls: 0.1 },
  { key: 'three', training: 0.2, practice: 0.35, calls: 0.45 },
  { key: 'four', training: 0.1, practice: 0.15, calls: 0.75 },
] as const
const parts = ['training', 'practice', 'calls'] as const

type Week = (typeof weeks)[number]['key']
type Part = (typeof parts)[number]

const copy: Copy<{
  title: string
  meta: string
  explanation: string
  week: string
  weeks: Record<Week, string>
  parts: Record<Part, string>
}> = {
  en: {
    title: 'A new consultant’s first four weeks',
    meta: 'How each week’s paid hours divide, from the classroom to your own calls',
    explanation: 'An illustration of a typical onboarding; each project sets its own plan.',
    week: 'Week',
    weeks: {
      one: 'Welcome, systems and the client’s products',
      two: 'Role-play and listening in on real calls',
      three: 'First calls of your own, a buddy beside you',
      four: 'Your own calls, coached by your team leader',
    },
    parts: {
      training: 'Training with a trainer',
      practice: 'Practice with a buddy',
      calls: 'Your own calls',
    },
  },
  pl: {
    title: 'Pierwsze cztery tygodnie nowego konsultanta',
    meta: 'Jak dzielą się płatne godziny w kolejnych tygodniach: od sali szkoleniowej do własnych rozmów',
    explanation: 'Ilustracja typowego wdrożenia; plan każdego projektu ustalamy osobno.',
    week: 'Tydzień',
    weeks: {
      one: 'Powitanie, systemy i produkty klienta',
      two: 'Scenki i odsłuchy prawdziwych rozmów',
      three: 'Pierwsze własne rozmowy z opiekunem obok',
      four: 'Własne rozmowy i coaching z liderem',
    },
    parts: {
      training: 'Szkolenie z trenerem',
      practice: 'Praktyka z opiekunem',
      calls: 'Własne rozmowy',
    },
  },
}

export function FirstWeeksPath() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  return (
    <VisualFrame name="first-weeks" title={text.title} meta={text.meta} explanation={text.explanation}>
      <ol className="weeks">
        {weeks.map((week, index) => {
          let x = 0
          return (
            <li key={week.key} className="weeks-week">
              <span className="weeks-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="weeks-what">
                <span className="sr-only">
                  {text.week} {index + 1}:{' '}
                </span>
                {text.weeks[week.key]}
              </span>
              <svg
                viewBox="0 0 100 8"
                preserveAspectRatio="none"
                className="weeks-bar"
                aria-hidden="true"
                focusable="false"
              >
                {parts.map((part) => {
                  const width = 100 * week[part]
                  const rect = width ? (
                    <rect key={part} x={x} width={Math.max(width - 0.8, 0)} height="8" className={`weeks-${part}`} />
                  ) : null
                  x += width
                  return rect
                })}
              </svg>
              <span className="sr-only">
                {parts.map((part) => `${text.parts[part]} ${f.percent(week[part])}`).join(', ')}
              </span>
            </li>
          )
        })}
      </ol>
      <ul className="sv-legend" aria-hidden="true">
        {parts.map((part) => (
          <li key={part}>
            <span className={`sv-key weeks-key-${part}`} />
            {text.parts[part]}
          </li>
        ))}
      </ul>
    </VisualFrame>
  )
}
