import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, formats, localized, VisualFrame } from './visual-frame.tsx'
import './manufacturing-order-desk.css'

/**
 * A made-up week at a manufacturer's order desk for its dealers: what they asked for, how
 * much of each, and how much was closed the same day. Technical questions go on to the
 * client's engineers, so fewer close that day. The table is the figure; bars are drawn in it.
 */
const dealers = 186
const rows = [
  { key: 'orders', contacts: 940, sameDay: 0.97 },
  { key: 'delivery', contacts: 610, sameDay: 0.92 },
  { key: 'parts', contacts: 380, sameDay: 0.84 },
  { key: 'warranty', contacts: 150, sameDay: 0.61 },
  { key: 'technical', contacts: 120, sameDay: 0.38 },
] as const

type Row = (typeof rows)[number]['key']

const copy: Copy<{
  title: string
  meta: string
  dealers: string
  caption: string
  topic: string
  contacts: string
  sameDay: string
  rows: Record<Row, string>
}> = {
  en: {
    title: 'A week at a dealer order desk',
    meta: 'What a manufacturer’s dealers asked us, and what closed the same day',
    dealers: 'dealers in touch this week',
    caption: 'Dealer contacts by topic',
    topic: 'Topic',
    contacts: 'Contacts',
    sameDay: 'Closed the same day',
    rows: {
      orders: 'Orders entered',
      delivery: 'Delivery dates',
      parts: 'Spare parts',
      warranty: 'Warranty claims',
      technical: 'Technical questions, to your engineers',
    },
  },
  pl: {
    title: 'Tydzień w dziale zamówień dla dealerów',
    meta: 'O co pytali nas dealerzy producenta i co zamknęliśmy tego samego dnia',
    dealers: 'dealerów w kontakcie w tym tygodniu',
    caption: 'Kontakty od dealerów według tematu',
    topic: 'Temat',
    contacts: 'Kontakty',
    sameDay: 'Zamknięte tego samego dnia',
    rows: {
      orders: 'Przyjęte zamówienia',
      delivery: 'Terminy dostaw',
      parts: 'Części zamienne',
      warranty: 'Zgłoszenia gwarancyjne',
      technical: 'Pytania techniczne, do Państwa inżynierów',
    },
  },
}

export function ManufacturingOrderDesk() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  return (
    <VisualFrame name="iv-mfg" title={text.title} meta={text.meta}>
      <p className="desk-dealers">
        <strong className="sv-num">{f.count(dealers)}</strong> {text.dealers}
      </p>
      <table className="sv-table desk-table">
        <caption className="sr-only">{text.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.topic}</th>
            <th scope="col" className="sv-end">
              {text.contacts}
            </th>
            <th scope="col" className="desk-same-day">
              {text.sameDay}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{text.rows[row.key]}</th>
              <td className="sv-end">{f.count(row.contacts)}</td>
              <td className="desk-same-day">
                <span className="desk-share">
                  <svg
                    viewBox="0 0 100 8"
                    preserveAspectRatio="none"
                    className="sv-bar"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <rect width="100" height="8" rx="2" className="sv-track" />
                    <rect
                      width={100 * row.sameDay}
                      height="8"
                      rx="2"
                      className={row.sameDay < 0.5 ? 'sv-fill-accent' : 'sv-fill'}
                    />
                  </svg>
                  <span className="sv-num">{f.percent(row.sameDay)}</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisualFrame>
  )
}
