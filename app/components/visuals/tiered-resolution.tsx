import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, formats, localized, VisualFrame } from './visual-frame.tsx'
import './tiered-resolution.css'

/**
 * A made-up month of a helpdesk: where each ticket was resolved and how long that took.
 * What a tier does not resolve it hands to the next, so each tier starts with less.
 */
const tickets = 2400
const tiers = [
  { key: 'first', resolved: 1610, minutes: 9 },
  { key: 'second', resolved: 620, minutes: 190 },
  { key: 'third', resolved: 170, minutes: 2 * 24 * 60 },
] as const

type Tier = (typeof tiers)[number]['key']

const copy: Copy<{
  title: string
  meta: string
  tickets: string
  resolvedHere: string
  escalated: string
  median: string
  tiers: Record<Tier, string>
}> = {
  en: {
    title: 'Tiered resolution on a helpdesk',
    meta: 'One month of tickets, where each was resolved',
    tickets: 'tickets',
    resolvedHere: 'resolved here',
    escalated: 'passed on',
    median: 'median time',
    tiers: {
      first: 'First line: our consultants',
      second: 'Second line: our specialists',
      third: 'Third line: the client’s engineers or vendor',
    },
  },
  pl: {
    title: 'Rozwiązywanie zgłoszeń na kolejnych liniach wsparcia',
    meta: 'Miesiąc zgłoszeń: gdzie każde zostało rozwiązane',
    tickets: 'zgłoszeń',
    resolvedHere: 'rozwiązanych na tej linii',
    escalated: 'przekazanych dalej',
    median: 'mediana czasu',
    tiers: {
      first: 'Pierwsza linia: nasi konsultanci',
      second: 'Druga linia: nasi specjaliści',
      third: 'Trzecia linia: inżynierowie klienta lub dostawca',
    },
  },
}

export function TieredResolution() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  const time = (minutes: number) =>
    minutes >= 24 * 60
      ? f.days(minutes / 60 / 24)
      : minutes >= 60
        ? f.hours(Math.round(minutes / 60))
        : f.minutes(minutes)
  let open = tickets
  return (
    <VisualFrame name="sv-tiers" title={text.title} meta={text.meta}>
      <p className="tiers-total">
        <strong className="sv-num">{f.count(tickets)}</strong> {text.tickets}
      </p>
      <ol className="tiers">
        {tiers.map((tier, i) => {
          const start = open
          open -= tier.resolved
          return (
            <li key={tier.key} className={`tier tier-${i}`}>
              <p className="tier-name">{text.tiers[tier.key]}</p>
              <svg
                viewBox="0 0 100 8"
                preserveAspectRatio="none"
                className="sv-bar tier-bar"
                aria-hidden="true"
                focusable="false"
              >
                <rect width={(100 * start) / tickets} height="8" rx="2" className="sv-track tier-open" />
                <rect width={(100 * tier.resolved) / tickets} height="8" rx="2" className="tier-resolved" />
              </svg>
              <p className="tier-figures">
                <span>
                  <strong className="sv-num">{f.count(tier.resolved)}</strong> {text.resolvedHere} (
                  {f.percent(tier.resolved / tickets)})
                </span>
                <span>
                  {text.median}: <strong className="sv-num">{time(tier.minutes)}</strong>
                </span>
              </p>
              {open > 0 ? (
                <p className="tier-escalated">
                  ↓ {f.count(open)} {text.escalated}
                </p>
              ) : null}
            </li>
          )
        })}
      </ol>
    </VisualFrame>
  )
}
