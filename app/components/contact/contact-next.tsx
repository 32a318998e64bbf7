import type { AccountLead as Lead } from '../../content/page-photos.server.ts'
import { href } from '../../i18n/href.ts'
import { polishTypography } from '../../i18n/polish-typography.ts'
import { useLang } from '../../i18n/use-i18n.ts'
import { AccountLead } from './account-lead.tsx'
import './contact-next.css'

const copy = {
  contact: {
    en: {
      title: 'What happens next',
      steps: [
        'We reply within one business day, by e-mail or phone, as you prefer.',
        'A call about your volumes, channels and goals, at a time that suits you.',
        'A written proposal: the team, a pilot and the measures we report on.',
      ],
      other: 'Prefer to pick a time yourself?',
      otherLink: 'See the free times',
    },
    pl: {
      title: 'Co będzie dalej',
      steps: [
        'Odpowiadamy w ciągu jednego dnia roboczego – e-mailem lub telefonicznie, jak Państwu wygodniej.',
        'Rozmowa o wolumenach, kanałach i celach w dogodnym dla Państwa terminie.',
        'Propozycja na piśmie: zespół, pilotaż i wskaźniki, z których będziemy się rozliczać.',
      ],
      other: 'Wolą Państwo sami wybrać termin?',
      otherLink: 'Wolne terminy rozmów',
    },
  },
  book: {
    en: {
      title: 'How the call goes',
      steps: [
        'A {minutes}-minute call with our sales team, at the time you pick.',
        'A calendar invitation by e-mail at once, for Outlook, Google or Apple Calendar.',
        'You can move or cancel it from the link in the e-mail, with no one to ask.',
      ],
      other: 'Rather write to us first?',
      otherLink: 'The contact form',
    },
    pl: {
      title: 'Jak wygląda rozmowa',
      steps: [
        'Rozmowa z naszym działem sprzedaży ({minutes} min) w wybranym przez Państwa terminie.',
        'Zaproszenie do kalendarza od razu e-mailem – do Outlooka, Kalendarza Google lub Apple.',
        'Termin można przesunąć lub odwołać linkiem z e-maila, bez dzwonienia do nas.',
      ],
      other: 'Wolą Państwo najpierw napisać?',
      otherLink: 'Formularz kontaktowy',
    },
  },
} as const

type Props =
  | { lead?: Lead; kind?: 'contact' }
  /** The booking page: the call's length in minutes, as the editor set the slots. */
  | { lead?: Lead; kind: 'book'; minutes: number }

/**
 * What follows, beside the contact form and in the booking hero: the account lead when one
 * is passed (the contact page places its lead itself, above its details), then the steps,
 * and the other way in (the booking page from contact, the contact form from booking).
 * Complete without the lead: the steps are the card.
 */
export function ContactNext(props: Props) {
  const lang = useLang()
  const kind = props.kind ?? 'contact'
  const c = copy[kind][lang]
  const minutes = props.kind === 'book' ? String(props.minutes) : ''
  // The link names where it leads in the question's own words: the site's call-to-action
  // label (in Polish a plea to get in touch) would read as a link to the contact page itself.
  const other = { to: href(kind === 'book' ? 'contact' : 'book', lang), label: c.otherLink }
  return (
    <div className="hero-card contact-next">
      <AccountLead lead={props.lead} />
      <h2 className="contact-next-title">{c.title}</h2>
      <ol className="contact-next-steps">
        {c.steps.map((step) => (
          <li key={step}>
            {lang === 'pl' ? polishTypography(step.replace('{minutes}', minutes)) : step.replace('{minutes}', minutes)}
          </li>
        ))}
      </ol>
      <p className="contact-next-book">
        {c.other} <a href={other.to}>{other.label}</a>
      </p>
    </div>
  )
}
