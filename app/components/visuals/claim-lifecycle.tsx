import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, formats, localized, VisualFrame } from './visual-frame.tsx'
import './claim-lifecycle.css'

/** A made-up motor claim without injuries, from the first call to the payment, by day. */
const steps = [
  { key: 'reported', day: 0 },
  { key: 'documents', day: 1 },
  { key: 'complete', day: 3 },
  { key: 'assessed', day: 6 },
  { key: 'paid', day: 8 },
] as const

type Step = (typeof steps)[number]['key']

const copy: Copy<{
  title: string
  meta: string
  day: string
  updates: string
  steps: Record<Step, { title: string; text: string }>
}> = {
  en: {
    title: 'A claim’s lifecycle',
    meta: 'One motor claim without injuries, from the first call to payment',
    day: 'Day',
    updates: 'Status updates sent to the customer',
    steps: {
      reported: { title: 'Claim reported', text: 'By phone, details taken in one call' },
      documents: { title: 'Documents requested', text: 'Text message with an upload link' },
      complete: { title: 'File complete', text: 'Photos, invoice and statement checked' },
      assessed: { title: 'Assessed and decided', text: 'Decision explained to the customer' },
      paid: { title: 'Paid', text: 'Transfer confirmed, claim closed' },
    },
  },
  pl: {
    title: 'Szkoda od zgłoszenia do wypłaty',
    meta: 'Jedna szkoda komunikacyjna bez poszkodowanych, od pierwszego telefonu do wypłaty',
    day: 'Dzień',
    updates: 'Informacje o statusie wysłane klientowi',
    steps: {
      reported: { title: 'Zgłoszenie szkody', text: 'Telefonicznie, wszystkie dane w jednej rozmowie' },
      documents: { title: 'Prośba o dokumenty', text: 'SMS z linkiem do przesłania plików' },
      complete: { title: 'Komplet dokumentów', text: 'Zdjęcia, faktura i oświadczenie sprawdzone' },
      assessed: { title: 'Likwidacja i decyzja', text: 'Decyzja wyjaśniona klientowi' },
      paid: { title: 'Wypłata', text: 'Przelew potwierdzony, sprawa zamknięta' },
    },
  },
}

const lastDay = steps[steps.length - 1]?.day ?? 1
/** One column per day on the line drawn above the steps, from the report to the payment. */
const days = Array.from({ length: lastDay + 1 }, (_, day) => day)

export function ClaimLifecycle() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  return (
    <VisualFrame name="sv-claim" title={text.title} meta={text.meta}>
      <div className="claim-days" aria-hidden="true">
        {days.map((day) => (
          <span key={day} className={steps.some((s) => s.day === day) ? 'claim-mark' : undefined}>
            {steps.some((s) => s.day === day) ? day : ''}
          </span>
        ))}
      </div>
      <ol className="claim-steps">
        {steps.map((s) => (
          <li key={s.key} className="claim-step">
            <span className="claim-day sv-num">
              {text.day} {s.day}
            </span>
            <span className="claim-body">
              <span className="claim-title">{text.steps[s.key].title}</span>
              <span className="claim-text">{text.steps[s.key].text}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="claim-total">
        {f.days(lastDay)} · {text.updates}: <strong className="sv-num">{f.count(steps.length - 1)}</strong>
      </p>
    </VisualFrame>
  )
}
