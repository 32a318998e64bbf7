import { Link, useRouteLoaderData } from 'react-router'
import type { FigureKey } from '../content/schema/options'
import { useT } from '../i18n/use-i18n'
import type { loader as rootLoader } from '../root'

/**
 * A company figure's value as the root loader wrote it for the page's language, linked to
 * the case study that explains it when one does (content/case-studies/*.yaml `figures`);
 * plain text otherwise.
 */
export function FigureValue({ figure }: { figure: FigureKey }) {
  const data = useRouteLoaderData<typeof rootLoader>('root')
  const to = data?.figureLinks[figure]
  const text = data?.figureTexts[figure] ?? ''
  const t = useT()
  if (!to) return <>{text}</>
  return (
    <Link to={to} className="figure-link" data-figure={figure}>
      <span className="figure-link-value">{text}</span>
      <span className="sr-only"> {t('figure.caseStudy')}</span>
    </Link>
  )
}
