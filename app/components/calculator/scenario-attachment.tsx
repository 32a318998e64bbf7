import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import type { AttachmentView } from './scenario-figures.tsx'
import './scenario-attachment.css'

function FigureList({ items }: { items: AttachmentView['inputs'] }) {
  return (
    <dl className="scenario-list">
      {items.map((item) => (
        <div key={item.key}>
          <dt>{item.label}</dt>
          <dd data-result={item.key}>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The calculator's scenario inside the contact form: a summary for the visitor and its
 * inputs as hidden fields. The server reads only the inputs and recomputes the results.
 */
export function ScenarioAttachment({ view }: { view: AttachmentView }) {
  const lang = useLang()
  const t = useT()
  return (
    <section className="card scenario-attachment" aria-labelledby="scenario-title">
      <h3 id="scenario-title" className="card-title">
        {t('contact.scenarioTitle')}
      </h3>
      <p>{t('contact.scenarioText')}</p>
      <FigureList items={view.inputs} />
      <FigureList items={view.results} />
      <p>
        <strong>{view.costTitle}:</strong> <span data-result="monthlyCost">{view.cost}</span>
        {view.costNote ? ` (${view.costNote})` : ''}
      </p>
      {Object.entries(view.fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <p className="btn-row">
        <a href={`${href('calculator', lang)}?${view.query}`}>{t('contact.scenarioEdit')}</a>
        <a href={href('contact', lang)}>{t('contact.scenarioRemove')}</a>
      </p>
    </section>
  )
}
