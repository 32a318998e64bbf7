import { useLang, useT } from '../../i18n/use-i18n'
import { formatFigure } from '../../lib/format'
import type { FigureKey } from '../../site.config'

/** Marketing figures from site.config, formatted for the page's language. */
export function FigureGrid({ keys, dark = false }: { keys: readonly FigureKey[]; dark?: boolean }) {
  const lang = useLang()
  const t = useT()
  return (
    <dl className={dark ? 'figure-grid figure-grid-dark' : 'figure-grid'}>
      {keys.map((key) => (
        <div key={key} className="figure">
          <dt className="figure-label">{t(`figure.${key}`)}</dt>
          <dd className="figure-value">{formatFigure(key, lang)}</dd>
        </div>
      ))}
    </dl>
  )
}
