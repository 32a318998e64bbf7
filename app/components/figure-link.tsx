import type { ReactNode } from 'react'
import { Link, useRouteLoaderData } from 'react-router'
import type { FigureKey } from '../content/schema/options'
import { useT } from '../i18n/use-i18n'
import type { loader as rootLoader } from '../root'

/** The case study that explains a company figure, in the page's language (root loader data). */
export function useFigureLink(key: FigureKey): string | undefined {
  const data = useRouteLoaderData<typeof rootLoader>('root')
  return data?.figureLinks[key]
}

/**
 * A company figure's value, linked to the case study that explains it when one does
 * (content/case-studies/*.yaml `figures`); plain text otherwise.
 */
export function FigureValue({ figure, children }: { figure: FigureKey; children: ReactNode }) {
  const to = useFigureLink(figure)
  const t = useT()
  if (!to) return <>{children}</>
  return (
    <Link to={to} className="figure-link" data-figure={figure}>
      <span className="figure-link-value">{children}</span>
      <span className="sr-only"> {t('figure.caseStudy')}</span>
    </Link>
  )
}
