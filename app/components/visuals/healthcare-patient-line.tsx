import { useLang } from '../../i18n/use-i18n.ts'
import { StatList } from './stat-list.tsx'
import { type Copy, formats, localized, VisualFrame } from './visual-frame.tsx'
import './healthcare-patient-line.css'

/**
 * A made-up morning on a clinic's patient line: where each call went. Consultants book,
 * inform and route; they never give medical advice, so questions about symptoms go to the
 * clinic's medical staff and an emergency is told to call 112. Most urgent first.
 */
const routes = [
  { key: 'emergency', calls: 3, when: 'now' },
  { key: 'medical', calls: 46, when: 'callback' },
  { key: 'booked', calls: 312, when: 'onCall' },
  { key: 'moved', calls: 138, when: 'onCall' },
  { key: 'records', calls: 84, when: 'sameDay' },
] as const

type Route = (typeof routes)[number]['key']
type When = (typeof routes)[number]['when']

const answered = 0.93

const copy: Copy<{
  title: string
  meta: string
  calls: string
  answered: string
  routes: Record<Route, string>
  when: Record<When, string>
}> = {
  en: {
    title: 'Where a clinic’s morning calls go',
    meta: 'From 7:30 to 12:00 on a Monday, most urgent first',
    calls: 'Calls this morning',
    answered: 'Answered within a minute',
    routes: {
      emergency: 'Describes an emergency: told to call 112',
      medical: 'Asks about symptoms or results: to your medical staff',
      booked: 'Appointment booked',
      moved: 'Appointment moved or cancelled, slot freed',
      records: 'Prescriptions and documents: to your registration',
    },
    when: {
      now: 'at once',
      callback: 'call-back the same morning',
      onCall: 'on the call',
      sameDay: 'the same day',
    },
  },
  pl: {
    title: 'Dokąd trafiają poranne połączenia do przychodni',
    meta: 'Poniedziałek od 7:30 do 12:00, od najpilniejszych',
    calls: 'Połączenia tego ranka',
    answered: 'Odebrane w ciągu minuty',
    routes: {
      emergency: 'Opisuje stan nagły: kierujemy pod numer 112',
      medical: 'Pyta o objawy lub wyniki: do Państwa personelu medycznego',
      booked: 'Wizyta umówiona',
      moved: 'Wizyta przełożona lub odwołana, termin zwolniony',
      records: 'Recepty i dokumenty: do Państwa rejestracji',
    },
    when: {
      now: 'natychmiast',
      callback: 'oddzwonienie jeszcze przed południem',
      onCall: 'w trakcie rozmowy',
      sameDay: 'tego samego dnia',
    },
  },
}

export function HealthcarePatientLine() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  const total = routes.reduce((sum, r) => sum + r.calls, 0)
  const most = Math.max(...routes.map((r) => r.calls))
  return (
    <VisualFrame name="iv-health" title={text.title} meta={text.meta}>
      <StatList
        stats={[
          { label: text.calls, value: f.count(total) },
          { label: text.answered, value: f.percent(answered) },
        ]}
      />
      <ul className="health-routes">
        {routes.map((route) => (
          <li key={route.key} className={`health-route health-${route.key}`}>
            <span className="health-route-name">{text.routes[route.key]}</span>
            <span className="health-route-when">{text.when[route.when]}</span>
            <strong className="sv-num health-route-calls">{f.count(route.calls)}</strong>
            <svg
              viewBox="0 0 100 6"
              preserveAspectRatio="none"
              className="health-route-bar"
              aria-hidden="true"
              focusable="false"
            >
              <rect width={Math.max((100 * route.calls) / most, 1.5)} height="6" rx="1.5" />
            </svg>
          </li>
        ))}
      </ul>
    </VisualFrame>
  )
}
