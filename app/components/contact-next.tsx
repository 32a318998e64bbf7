import type { AccountLead as Lead } from '../content/page-photos.server'
import { href } from '../i18n/href'
import { useLang, useT } from '../i18n/use-i18n'
import { AccountLead } from './account-lead'
import './contact-next.css'

const copy = {
  en: {
    title: 'What happens next',
    steps: [
      'We reply within one business day, by e-mail or phone, as you prefer.',
      'A call about your volumes, channels and goals, at a time that suits you.',
      'A written proposal: the team, a pilot and the measures we report on.',
    ],
    book: 'Prefer to pick a time yourself?',
  },
  pl: {
    title: 'Co będzie dalej',
    steps: [
      'Odpowiadamy w ciągu jednego dnia roboczego – e-mailem lub telefonicznie, jak Państwu wygodniej.',
      'Rozmowa o wolumenach, kanałach i celach w dogodnym dla Państwa terminie.',
      'Propozycja na piśmie: zespół, pilotaż i wskaźniki, z których będziemy się rozliczać.',
    ],
    book: 'Wolą Państwo sami wybrać termin?',
  },
} as const

/**
 * The right column of the contact page's hero: the account lead when the editor has set
 * one, then what follows a message, step by step, and the booking page for a buyer who
 * would rather choose a time. Complete without the lead: the steps are the column.
 */
export function ContactNext({ lead }: { lead?: Lead }) {
  const lang = useLang()
  const t = useT()
  const c = copy[lang]
  return (
    <div className="contact-next">
      <AccountLead lead={lead} />
      <h2 className="contact-next-title">{c.title}</h2>
      <ol className="contact-next-steps">
        {c.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="contact-next-book">
        {c.book} <a href={href('book', lang)}>{t('button.bookConsultation')}</a>
      </p>
    </div>
  )
}
