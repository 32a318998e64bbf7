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

/** Five shades: the month's share of the busiest, rounded up to a fifth. */
const shade = (count: number) => Math.ceil((5 * count) / (months[busiest] ?? 1))

const copy: Copy<{
  title: string
  meta: string
  year: string
  enquiries: string
  topicsTitle: string
  topics: Record<Topic, string>
}> = {
  en: {
    title: 'An admissions year on a university’s helpline',
    meta: 'Enquiries from candidates and parents per month, by phone, chat and e-mail',
    year: 'Enquiries per month',
    enquiries: 'enquiries',
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
