import { useT } from '../../i18n/use-i18n'
import { type FigureKey, figures } from '../../site.config'
import { FigureValue } from '../figure-link'

/**
 * Marketing figures from the company facts, formatted for the page's language. While any
 * of them is a sample, a note under the grid says so (the launch check lists them too).
 */
export function FigureGrid({ keys, dark = false }: { keys: readonly FigureKey[]; dark?: boolean }) {
  const t = useT()
  const sample = keys.some((key) => figures[key].sample)
  return (
    <>
      <dl className={dark ? 'figure-grid figure-grid-dark' : 'figure-grid'}>
        {keys.map((key) => (
          <div key={key} className="figure">
            <dt className="figure-label">{t(`figure.${key}`)}</dt>
            <dd className="figure-value">
              <FigureValue figure={key} />
            </dd>
          </div>
        ))}
      </dl>
      {sample ? <p className="sample-note">{t('figure.sampleNote')}</p> : null}
    </>
  )
}
