import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, formats, localized, VisualFrame } from './visual-frame.tsx'
import './order-flow.css'

/**
 * A made-up day of orders, step by step, with the payments that failed and what the team
 * did about them. The counts follow from each other: what fails a step leaves the flow.
 */
const received = 1240
const failed = 42
const recovered = 29
const held = 5
const steps = [
  { key: 'received', count: received },
  { key: 'paid', count: received - failed + recovered },
  { key: 'verified', count: received - failed + recovered - held },
  { key: 'warehouse', count: received - failed + recovered - held },
] as const

type Step = (typeof steps)[number]['key']

const copy: Copy<{
  title: string
  meta: string
  steps: Record<Step, string>
  exception: string
  failed: string
  recovered: string
  cancelled: string
  held: string
}> = {
  en: {
    title: 'Order and payment flow',
    meta: 'One day of orders, from basket to warehouse',
    steps: {
      received: 'Orders received',
      paid: 'Payment confirmed',
      verified: 'Order verified',
      warehouse: 'Handed to the warehouse',
    },
    exception: 'When a payment fails',
    failed: 'Payments failed',
    recovered: 'Paid after our call or a payment link',
    cancelled: 'Cancelled at the customer’s request',
    held: 'Held for a data check',
  },
  pl: {
    title: 'Obsługa zamówień i płatności',
    meta: 'Jeden dzień zamówień, od koszyka do magazynu',
    steps: {
      received: 'Przyjęte zamówienia',
      paid: 'Potwierdzone płatności',
      verified: 'Zweryfikowane zamówienia',
      warehouse: 'Przekazane do magazynu',
    },
    exception: 'Gdy płatność się nie powiedzie',
    failed: 'Nieudane płatności',
    recovered: 'Opłacone po naszym telefonie lub linku do płatności',
    cancelled: 'Anulowane na prośbę klienta',
    held: 'Wstrzymane do wyjaśnienia danych',
  },
}

export function OrderFlow() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  return (
    <VisualFrame name="sv-orders" title={text.title} meta={text.meta}>
      <ol className="orders">
        {steps.map((step) => (
          <li key={step.key} className="orders-step">
            <span className="orders-count sv-num">{f.count(step.count)}</span>
            <span className="orders-label">{text.steps[step.key]}</span>
          </li>
        ))}
      </ol>
      <div className="orders-exception">
        <p className="orders-exception-title">{text.exception}</p>
        <dl>
          <div>
            <dt>{text.failed}</dt>
            <dd>{f.count(failed)}</dd>
          </div>
          <div className="orders-good">
            <dt>{text.recovered}</dt>
            <dd>{f.count(recovered)}</dd>
          </div>
          <div>
            <dt>{text.cancelled}</dt>
            <dd>{f.count(failed - recovered)}</dd>
          </div>
          <div>
            <dt>{text.held}</dt>
            <dd>{f.count(held)}</dd>
          </div>
        </dl>
      </div>
    </VisualFrame>
  )
}
