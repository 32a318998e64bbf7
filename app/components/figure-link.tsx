import type { ReactNode } from 'react'
import type { FigureKey } from '../content/schema/options'
import { useT } from '../i18n/use-i18n'
import { usePage } from './page-context'

/**
 * A company figure's value as the root loader wrote it for the page's language, linked to
 * the case study that explains it when one does (content/case-studies/*.yaml `figures`):
 * the numeral stays plain, "See the case study" under it is the visible link text (`more`
 * false where a neighbouring figure already shows it for the same study); plain text
 * otherwise.
 */
export function FigureValue({
  figure,
  more = true,
  label,
}: {
  figure: FigureKey
  more?: boolean
  /** Words that qualify the numeral ("on desktop"), shown beside it. */
  label?: ReactNode
}) {
  const { frame } = usePage()
  const to = frame.figureLinks?.[figure]
  const text = frame.figureTexts?.[figure] ?? ''
  const t = useT()
  if (!to)
    return label ? (
      <>
        {text} {label}
      </>
    ) : (
      <>{text}</>
    )
  return (
    <a href={to} className="figure-link" data-figure={figure}>
      <span className="figure-link-value">{text}</span>
      {label ? <> {label}</> : null}
      {more ? (
        <span className="figure-link-more"> {t('figure.seeCaseStudy')}</span>
      ) : (
        <span className="sr-only"> {t('figure.caseStudy')}</span>
      )}
    </a>
  )
}
