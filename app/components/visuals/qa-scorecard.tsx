import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, formats, localized, VisualFrame } from './visual-frame.tsx'
import './qa-scorecard.css'

/** One made-up call scored against a scorecard: points per criterion, out of its weight. */
const criteria = [
  { key: 'opening', score: 10, max: 10 },
  { key: 'needs', score: 17, max: 20 },
  { key: 'solution', score: 23, max: 25 },
  { key: 'compliance', score: 15, max: 15 },
  { key: 'tone', score: 13, max: 15 },
  { key: 'close', score: 9, max: 15 },
] as const

type Criterion = (typeof criteria)[number]['key']

const copy: Copy<{
  title: string
  meta: string
  caption: string
  criterion: string
  points: string
  total: string
  coaching: string
  coachingText: string
  criteria: Record<Criterion, string>
}> = {
  en: {
    title: 'Call evaluation scorecard',
    meta: 'One recorded call, scored by a QA specialist',
    caption: 'Points per criterion',
    criterion: 'Criterion',
    points: 'Points',
    total: 'Total',
    coaching: 'Coaching point',
    coachingText: 'Sum up the agreed next steps before ending the call.',
    criteria: {
      opening: 'Greeting and identification',
      needs: 'Understanding the need',
      solution: 'Accuracy of the answer',
      compliance: 'Compliance and data protection',
      tone: 'Tone and empathy',
      close: 'Summary and next steps',
    },
  },
  pl: {
    title: 'Karta oceny rozmowy',
    meta: 'Jedno nagranie ocenione przez specjalistę ds. jakości',
    caption: 'Punkty za każde kryterium',
    criterion: 'Kryterium',
    points: 'Punkty',
    total: 'Razem',
    coaching: 'Do omówienia na coachingu',
    coachingText: 'Przed zakończeniem rozmowy podsumować ustalone dalsze kroki.',
    criteria: {
      opening: 'Powitanie i identyfikacja',
      needs: 'Rozpoznanie potrzeby',
      solution: 'Poprawność odpowiedzi',
      compliance: 'Zgodność z procedurami i RODO',
      tone: 'Ton i empatia',
      close: 'Podsumowanie i dalsze kroki',
    },
  },
}

const total = criteria.reduce((sum, c) => sum + c.score, 0)
const outOf = criteria.reduce((sum, c) => sum + c.max, 0)
/** The ring's circumference for r = 15.9155 is 100, so a share is its dash length. */
const RING = 15.9155

export function QaScorecard() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  const points = (score: number, max: number) => `${f.count(score)}/${f.count(max)}`
  return (
    <VisualFrame name="sv-qa" title={text.title} meta={text.meta}>
      <div className="qa-top">
        <svg viewBox="0 0 36 36" className="qa-ring" aria-hidden="true" focusable="false">
          <circle cx="18" cy="18" r={RING} className="qa-ring-track" />
          <circle
            cx="18"
            cy="18"
            r={RING}
            className="qa-ring-fill"
            strokeDasharray={`${(100 * total) / outOf} 100`}
            transform="rotate(-90 18 18)"
          />
        </svg>
        <p className="qa-total">
          <span className="qa-total-label">{text.total}</span>
          <span className="qa-total-value sv-num">{points(total, outOf)}</span>
        </p>
      </div>
      <table className="sv-table qa-table">
        <caption>{text.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.criterion}</th>
            <th scope="col" className="sv-end">
              {text.points}
            </th>
          </tr>
        </thead>
        <tbody>
          {criteria.map((c) => (
            <tr key={c.key}>
              <th scope="row">
                {text.criteria[c.key]}
                <svg
                  viewBox="0 0 100 6"
                  preserveAspectRatio="none"
                  className="sv-bar qa-bar"
                  aria-hidden="true"
                  focusable="false"
                >
                  <rect width="100" height="6" rx="3" className="sv-track" />
                  <rect
                    width={(100 * c.score) / c.max}
                    height="6"
                    rx="3"
                    className={c.score / c.max < 0.7 ? 'sv-fill-accent' : 'sv-fill'}
                  />
                </svg>
              </th>
              <td className="sv-end">{points(c.score, c.max)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="qa-coaching">
        <strong>{text.coaching}:</strong> {text.coachingText}
      </p>
    </VisualFrame>
  )
}
