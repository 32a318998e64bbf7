import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, formats, localized, VisualFrame } from './visual-frame.tsx'
import './ai-intent-routing.css'
import { keepCompounds } from '../text/keep-compounds.tsx'

/**
 * A made-up month of calls a virtual agent answers first: for each reason to call, how many
 * it resolved and how many it handed to a consultant with a summary. Complaints and a
 * request for a person always go to a consultant, as the AI page promises. The flow at the
 * top adds the rows up; the rows give every figure as text.
 */
const intents = [
  { key: 'orders', calls: 1820, resolved: 1600 },
  { key: 'appointments', calls: 960, resolved: 780 },
  { key: 'billing', calls: 1240, resolved: 700 },
  { key: 'troubleshooting', calls: 1080, resolved: 470 },
  { key: 'complaints', calls: 410, resolved: 0 },
  { key: 'person', calls: 290, resolved: 0 },
] as const

type Intent = (typeof intents)[number]['key']

const copy: Copy<{
  title: string
  meta: string
  calls: string
  agent: string
  resolved: string
  handed: string
  always: string
  byAgent: string
  intents: Record<Intent, string>
}> = {
  en: {
    title: 'Which calls the virtual agent resolves, and which it hands over',
    meta: 'One month of calls, by the reason the customer gave',
    calls: 'calls answered first by',
    agent: 'the virtual agent',
    resolved: 'Resolved by the virtual agent',
    handed: 'Handed to a consultant, with a summary',
    always: 'always a consultant',
    byAgent: 'resolved by AI',
    intents: {
      orders: 'Order and delivery status',
      appointments: 'Appointments and bookings',
      billing: 'Account and billing',
      troubleshooting: 'First-line troubleshooting',
      complaints: 'Complaints',
      person: 'Asks for a person',
    },
  },
  pl: {
    title: 'Które rozmowy agent AI kończy sam, a które przekazuje konsultantowi',
    meta: 'Miesiąc połączeń według powodu podanego przez klienta',
    calls: 'połączeń, które jako pierwszy odbiera',
    agent: 'wirtualny agent',
    resolved: 'Załatwione przez wirtualnego agenta',
    handed: 'Przekazane konsultantowi wraz z podsumowaniem',
    always: 'zawsze konsultant',
    byAgent: 'załatwia AI',
    intents: {
      orders: 'Status zamówienia i dostawy',
      appointments: 'Wizyty i rezerwacje',
      billing: 'Konto i rozliczenia',
      troubleshooting: 'Wsparcie techniczne pierwszej linii',
      complaints: 'Reklamacje',
      person: 'Prośba o rozmowę z człowiekiem',
    },
  },
}

export function AiIntentRouting() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  const calls = intents.reduce((sum, i) => sum + i.calls, 0)
  const resolved = intents.reduce((sum, i) => sum + i.resolved, 0)
  return (
    <VisualFrame name="ai-routing" title={text.title} meta={text.meta}>
      {/* The flow: every call meets the agent first, then splits two ways. */}
      <div className="routing-flow">
        <p className="routing-source">
          <strong className="sv-num">{f.count(calls)}</strong> {text.calls} <strong>{keepCompounds(text.agent)}</strong>
        </p>
        <dl className="routing-split">
          <div className="routing-out routing-out-ai">
            <dt>{text.resolved}</dt>
            <dd>
              <span className="sv-num">{f.percent(resolved / calls)}</span> ({f.count(resolved)})
            </dd>
          </div>
          <div className="routing-out routing-out-person">
            <dt>{text.handed}</dt>
            <dd>
              <span className="sv-num">{f.percent(1 - resolved / calls)}</span> ({f.count(calls - resolved)})
            </dd>
          </div>
        </dl>
      </div>
      <ul className="routing-intents">
        {intents.map((intent) => {
          const share = intent.resolved / intent.calls
          return (
            <li key={intent.key}>
              <span className="routing-intent">{keepCompounds(text.intents[intent.key])}</span>
              <span className="routing-share">{share ? `${f.percent(share)} ${text.byAgent}` : text.always}</span>
              <svg
                viewBox="0 0 100 6"
                preserveAspectRatio="none"
                className="routing-bar"
                aria-hidden="true"
                focusable="false"
              >
                <rect width="100" height="6" rx="1.5" className="routing-person" />
                {share ? <rect width={100 * share} height="6" rx="1.5" className="routing-ai" /> : null}
                {share ? <line x1={100 * share} x2={100 * share} y1="0" y2="6" className="routing-gap" /> : null}
              </svg>
            </li>
          )
        })}
      </ul>
      <ul className="sv-legend" aria-hidden="true">
        <li>
          <span className="sv-key routing-key-ai" />
          {text.resolved}
        </li>
        <li>
          <span className="sv-key routing-key-person" />
          {text.handed}
        </li>
      </ul>
    </VisualFrame>
  )
}
