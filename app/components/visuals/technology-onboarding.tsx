import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, formats, localized, VisualFrame } from './visual-frame.tsx'
import './technology-onboarding.css'

/**
 * A made-up quarter of a software company's new accounts: the first thirty days we run for
 * them, and the share of accounts that reached each milestone. Under it, where their support
 * tickets were resolved. The milestones are an ordered list along a line drawn by CSS.
 */
const accounts = 240
const milestones = [
  { key: 'welcome', day: 1, reached: 0.97 },
  { key: 'setup', day: 3, reached: 0.9 },
  { key: 'integration', day: 10, reached: 0.78 },
  { key: 'training', day: 14, reached: 0.71 },
  { key: 'review', day: 30, reached: 0.66 },
] as const
const tiers = [
  { key: 'first', share: 0.68 },
  { key: 'product', share: 0.25 },
  { key: 'engineering', share: 0.07 },
] as const

type Milestone = (typeof milestones)[number]['key']
type Tier = (typeof tiers)[number]['key']

const copy: Copy<{
  title: string
  meta: string
  accounts: string
  day: string
  reached: string
  tickets: string
  milestones: Record<Milestone, string>
  tiers: Record<Tier, string>
}> = {
  en: {
    title: 'The first 30\u00a0days of a SaaS customer',
    meta: 'One quarter of new accounts, onboarded by our team',
    accounts: 'new accounts',
    day: 'Day',
    reached: 'of accounts',
    tickets: 'Where their support tickets were resolved',
    milestones: {
      welcome: 'Welcome call',
      setup: 'Set-up checked',
      integration: 'First integration live',
      training: 'Team trained',
      review: 'Adoption review',
    },
    tiers: {
      first: 'First line',
      product: 'Product specialists',
      engineering: 'Your engineers',
    },
  },
  pl: {
    title: 'Pierwsze 30 dni klienta SaaS',
    meta: 'Kwartał nowych kont wdrażanych przez nasz zespół',
    accounts: 'nowych kont',
    day: 'Dzień',
    reached: 'kont',
    tickets: 'Gdzie rozwiązano ich zgłoszenia',
    milestones: {
      welcome: 'Rozmowa powitalna',
      setup: 'Konfiguracja sprawdzona',
      integration: 'Pierwsza integracja działa',
      training: 'Zespół przeszkolony',
      review: 'Przegląd wykorzystania',
    },
    tiers: {
      first: 'Pierwsza linia',
      product: 'Specjaliści produktu',
      engineering: 'Państwa inżynierowie',
    },
  },
}

export function TechnologyOnboarding() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  return (
    <VisualFrame name="iv-tech" title={text.title} meta={text.meta}>
      <p className="onboard-total">
        <strong className="sv-num">{f.count(accounts)}</strong> {text.accounts}
      </p>
      <ol className="onboard-path">
        {milestones.map((m) => (
          <li key={m.key} className="onboard-step">
            <span className="onboard-day">
              {text.day} {m.day}
            </span>
            <span className="onboard-name">{text.milestones[m.key]}</span>
            <span className="onboard-reached">
              <strong className="sv-num">{f.percent(m.reached)}</strong> {text.reached}
            </span>
          </li>
        ))}
      </ol>
      <p className="onboard-tickets-title">{text.tickets}</p>
      <ul className="onboard-tiers">
        {tiers.map((tier, i) => (
          <li key={tier.key} className={`onboard-tier onboard-tier-${i}`}>
            <strong className="sv-num">{f.percent(tier.share)}</strong> {text.tiers[tier.key]}
          </li>
        ))}
      </ul>
    </VisualFrame>
  )
}
