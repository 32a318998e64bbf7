import { locales } from '../../i18n/languages.ts'
import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, formats, localized, VisualFrame } from './visual-frame.tsx'
import './education-enrolment.css'

/**
 * A made-up year of a university's admissions line: enquiries per month, darker where there
 * are more, rising to the results and enrolment weeks of July and again before the academic
 * year; then what the busiest month was about. Each month's count is in the list as text.
 */
const months: readonly number[] = [420, 380, 510, 640, 1150, 2300, 3900, 1700, 2600, 1200, 450, 300]
const busiest = months.indexOf(Math.max(...months))
const topics = [
  { key: 'documents', share: 0.36 },
  { key: 'fees', share: 0.22 },
  { key: 'results', share: 0.19 },
  { key: 'parents', share: 0.13 },
  { key: 'housing', share: 0.1 },
] as const

type Topic = (typeof topics)[number]['key']

/**
 * Five shades by enquiries a month, from these steps up. A fifth of the busiest month each
 * put every month from September to May but one in the palest two shades, which read as one:
 * steps that double keep the quiet months (under 500) apart from their shoulders (500 up)
 * and from the rises (1,000 up).
 */
const steps = [500, 1000, 2000, 3000] as const
const shade = (count: number) => 1 + steps.filter((step) => count >= step).length

const copy: Copy<{
  title: string
  meta: string
  year: string
  enquiries: string
  under: string
  topicsTitle: string
  topics: Record<Topic, string>
}> = {
  en: {
    title: 'An admissions year on a university’s helpline',
    meta: 'Enquiries from candidates and parents per month, by phone, chat and e-mail',
    year: 'Enquiries per month',
    enquiries: 'enquiries',
    under: 'under',
    topicsTitle: 'What the busiest month was about',
    topics: {
      documents: 'Deadlines and documents',
      fees: 'Fees and instalments',
      results: 'Results and ranking lists',
      parents: 'Questions from parents',
      housing: 'Halls of residence',
    },
  },
  pl: {
    title: 'Rok rekrutacji na infolinii uczelni',
    meta: 'Pytania kandydatów i rodziców w kolejnych miesiącach: telefon, czat i e-mail',
    year: 'Pytania w kolejnych miesiącach',
    enquiries: 'pytań',
    under: 'poniżej',
    topicsTitle: 'Czego dotyczył najbardziej obciążony miesiąc',
    topics: {
      documents: 'Terminy i dokumenty',
      fees: 'Opłaty i raty',
      results: 'Wyniki i listy rankingowe',
      parents: 'Pytania rodziców',
      housing: 'Domy studenckie',
    },
  },
}

export function EducationEnrolment() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  const month = new Intl.DateTimeFormat(locales[lang], { month: 'short', timeZone: 'UTC' })
  const monthName = new Intl.DateTimeFormat(locales[lang], { month: 'long', timeZone: 'UTC' })
  const name = (index: number) => month.format(new Date(Date.UTC(2026, index, 15))).slice(0, 3)
  return (
    <VisualFrame name="iv-edu" title={text.title} meta={text.meta}>
      <p className="edu-label">{text.year}</p>
      <ol className="edu-months">
        {months.map((count, index) => (
          <li key={name(index)} className={index === busiest ? 'edu-month edu-busiest' : 'edu-month'}>
            <span className={`edu-cell edu-shade-${shade(count)}`} aria-hidden="true" />
            <span className="edu-month-name" aria-hidden="true">
              {name(index)}
            </span>
            <span className="sr-only">
              {monthName.format(new Date(Date.UTC(2026, index, 15)))}: {f.count(count)} {text.enquiries}
            </span>
          </li>
        ))}
      </ol>
      {/* The shades' key; each month's count is in the list above as text. */}
      <ul className="edu-legend" aria-hidden="true">
        {[0, ...steps].map((step, index) => (
          <li key={step}>
            <span className={`edu-swatch edu-shade-${index + 1}`} />
            {step ? `${f.count(step)}+` : `${text.under} ${f.count(steps[0])}`}
          </li>
        ))}
      </ul>
      <p className="edu-label">
        {text.topicsTitle} ({monthName.format(new Date(Date.UTC(2026, busiest, 15)))}, {f.count(months[busiest] ?? 0)}{' '}
        {text.enquiries})
      </p>
      <ul className="edu-topics">
        {topics.map((topic) => (
          <li key={topic.key}>
            <span className="edu-topic">{text.topics[topic.key]}</span>
            <svg viewBox="0 0 100 8" preserveAspectRatio="none" className="sv-bar" aria-hidden="true" focusable="false">
              <rect width={(100 * topic.share) / (topics[0]?.share ?? 1)} height="8" rx="2" className="sv-fill" />
            </svg>
            <span className="sv-num edu-share">{f.percent(topic.share)}</span>
          </li>
        ))}
      </ul>
    </VisualFrame>
  )
}
