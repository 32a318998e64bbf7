import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, formats, localized, VisualFrame } from './visual-frame.tsx'
import './case-queue.css'

/** A made-up back-office queue at one moment: cases per status, the oldest few in work. */
const columns = [
  {
    key: 'new',
    count: 42,
    cases: [
      { kind: 'address', hours: 1 },
      { kind: 'refund', hours: 3 },
    ],
  },
  {
    key: 'progress',
    count: 58,
    cases: [
      { kind: 'contract', hours: 6 },
      { kind: 'invoice', hours: 20 },
    ],
  },
  { key: 'waiting', count: 17, cases: [{ kind: 'refund', hours: 26 }] },
  { key: 'done', count: 236, cases: [] },
] as const

type Column = (typeof columns)[number]['key']
type Kind = 'address' | 'refund' | 'contract' | 'invoice'
/** A case older than this is due soon against a two-day deadline. */
const DUE_SOON_HOURS = 24

const copy: Copy<{
  title: string
  meta: string
  withinSla: string
  dueSoon: string
  columns: Record<Column, string>
  kinds: Record<Kind, string>
}> = {
  en: {
    title: 'Back-office case queue',
    meta: 'Cases by status at 11:00, deadline two working days',
    withinSla: 'Closed within the deadline this week',
    dueSoon: 'due soon',
    columns: { new: 'New', progress: 'In progress', waiting: 'Waiting for the customer', done: 'Closed today' },
    kinds: {
      address: 'Change of address',
      refund: 'Refund request',
      contract: 'Contract check',
      invoice: 'Invoice correction',
    },
  },
  pl: {
    title: 'Kolejka spraw w back office',
    meta: 'Sprawy według statusu o 11:00, termin: dwa dni robocze',
    withinSla: 'Zamknięte w terminie w tym tygodniu',
    dueSoon: 'termin blisko',
    columns: { new: 'Nowe', progress: 'W realizacji', waiting: 'Czekają na klienta', done: 'Zamknięte dziś' },
    kinds: {
      address: 'Zmiana adresu',
      refund: 'Wniosek o zwrot',
      contract: 'Weryfikacja umowy',
      invoice: 'Korekta faktury',
    },
  },
}

export function CaseQueue() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  return (
    <VisualFrame name="sv-queue" title={text.title} meta={text.meta}>
      <ul className="queue">
        {columns.map((column) => (
          <li key={column.key} className={`queue-col queue-col-${column.key}`}>
            <p className="queue-head">
              <span>{text.columns[column.key]}</span>
              <span className="queue-count sv-num">{f.count(column.count)}</span>
            </p>
            {column.cases.length > 0 ? (
              <ul className="queue-cases">
                {column.cases.map((c) => (
                  <li
                    key={`${c.kind}-${c.hours}`}
                    className={c.hours >= DUE_SOON_HOURS ? 'queue-case queue-case-due' : 'queue-case'}
                  >
                    <span>{text.kinds[c.kind]}</span>
                    <span className="queue-age sv-num">
                      {f.hours(c.hours)}
                      {c.hours >= DUE_SOON_HOURS ? `, ${text.dueSoon}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="queue-sla">
        {text.withinSla}: <strong className="sv-num">{f.percent(0.97)}</strong>
      </p>
    </VisualFrame>
  )
}
