import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, formats, localized, VisualFrame } from './visual-frame.tsx'
import './save-waterfall.css'

/**
 * A made-up month of a retention team: the customers who asked to cancel, those kept by
 * each kind of save, and those who left. Each save's bar starts where the one before ended.
 */
const requests = 1000
const saves = [
  { key: 'plan', count: 180 },
  { key: 'fix', count: 120 },
  { key: 'offer', count: 95 },
  { key: 'pause', count: 25 },
] as const

type Save = (typeof saves)[number]['key']

const copy: Copy<{
  title: string
  meta: string
  caption: string
  step: string
  customers: string
  requests: string
  left: string
  saveRate: string
  saves: Record<Save, string>
}> = {
  en: {
    title: 'Cancellation requests and saves',
    meta: 'One month of a retention team, customer by customer',
    caption: 'From requests to cancel to customers who left',
    step: 'Step',
    customers: 'Customers',
    requests: 'Asked to cancel',
    left: 'Left',
    saveRate: 'Save rate',
    saves: {
      plan: 'Kept on a better-fitting plan',
      fix: 'Kept once the problem was solved',
      offer: 'Kept with a loyalty offer',
      pause: 'Paused instead of cancelling',
    },
  },
  pl: {
    title: 'Wnioski o rezygnację i utrzymani klienci',
    meta: 'Miesiąc pracy zespołu retencji, klient po kliencie',
    caption: 'Od wniosków o rezygnację do klientów, którzy odeszli',
    step: 'Etap',
    customers: 'Klienci',
    requests: 'Chcieli zrezygnować',
    left: 'Odeszli',
    saveRate: 'Skuteczność utrzymania',
    saves: {
      plan: 'Zostali przy lepiej dobranym planie',
      fix: 'Zostali po rozwiązaniu problemu',
      offer: 'Zostali dzięki ofercie lojalnościowej',
      pause: 'Zawiesili usługę zamiast rezygnować',
    },
  },
}

const saved = saves.reduce((sum, s) => sum + s.count, 0)
const left = requests - saved

function Bar({ from, to, kind }: { from: number; to: number; kind: 'total' | 'save' | 'left' }) {
  return (
    <svg
      viewBox="0 0 100 8"
      preserveAspectRatio="none"
      className="sv-bar waterfall-bar"
      aria-hidden="true"
      focusable="false"
    >
      <rect
        x={(100 * from) / requests}
        width={(100 * (to - from)) / requests}
        height="8"
        rx="1.5"
        className={`waterfall-${kind}`}
      />
    </svg>
  )
}

export function SaveWaterfall() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  let remaining = requests
  return (
    <VisualFrame name="sv-waterfall" title={text.title} meta={text.meta}>
      <p className="waterfall-rate">
        {text.saveRate}: <strong className="sv-num">{f.percent(saved / requests)}</strong>
      </p>
      <table className="sv-table waterfall-table">
        <caption className="sr-only">{text.caption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{text.step}</th>
            <th scope="col">{text.customers}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              {text.requests}
              <Bar from={0} to={requests} kind="total" />
            </th>
            <td className="sv-end">{f.count(requests)}</td>
          </tr>
          {saves.map((s) => {
            const to = remaining
            remaining -= s.count
            return (
              <tr key={s.key}>
                <th scope="row">
                  {text.saves[s.key]}
                  <Bar from={remaining} to={to} kind="save" />
                </th>
                <td className="sv-end waterfall-saved">−{f.count(s.count)}</td>
              </tr>
            )
          })}
          <tr className="waterfall-end">
            <th scope="row">
              {text.left}
              <Bar from={0} to={left} kind="left" />
            </th>
            <td className="sv-end">{f.count(left)}</td>
          </tr>
        </tbody>
      </table>
    </VisualFrame>
  )
}
