import { useT } from '../../i18n/use-i18n.ts'
import type { FigureKey } from '../../site.config.ts'
import { FigureEvidence, FigureValue } from '../proof/figure-link.tsx'
import './figure-grid.css'
import { keepCompounds } from '../text/keep-compounds.tsx'

/**
 * Marketing figures from the company facts, formatted for the page's language: each
 * number with its label directly under it, then the link to its evidence. They are
 * the company's own claims, shown plainly (the launch check lists those without evidence).
 */
export function FigureGrid({ keys, dark = false }: { keys: readonly FigureKey[]; dark?: boolean }) {
  const t = useT()
  return (
    <dl className={dark ? 'figure-grid figure-grid-dark' : 'figure-grid'}>
      {keys.map((key) => (
        <div key={key} className="figure">
          <dt className="figure-label">{keepCompounds(t(`figure.${key}`))}</dt>
          <dd className="figure-value">
            <FigureValue figure={key} linked={false} />
          </dd>
          <FigureEvidence figure={key} />
        </div>
      ))}
    </dl>
  )
}
