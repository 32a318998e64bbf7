import type { ReactNode } from 'react'
import type { FigureKey } from '../../content/schema/options.ts'
import { useT } from '../../i18n/use-i18n.ts'
import { usePage } from '../page/page-context.tsx'
import './figure-link.css'

/**
 * A company figure's value as the page's view loaded it for the page's language, linked to
 * the case study that explains it when one does (content/case-studies/*.yaml `figures`):
 * the numeral stays plain, "See the case study" under it is the visible link text (`more`
 * false where a neighbouring figure already shows it for the same study); plain text
 * otherwise.
 */
export function FigureValue({
  figure,
  more = true,
  label,
  linked = true,
}: {
  figure: FigureKey
  more?: boolean
  /** False where FigureEvidence links the figure below its label instead. */
  linked?: boolean
  /** Words that qualify the numeral ("on desktop"), shown beside it. */
  label?: ReactNode
}) {
  const { frame } = usePage()
  const to = frame.figureLinks?.[figure]
  const text = frame.figureTexts?.[figure] ?? ''
  const t = useT()
  if (!to || !linked)
    return label ? (
      <>
        {text} {label}
      </>
    ) : (
      text
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

/**
 * The link to a figure's evidence as its own line after the number and its label (a
 * figure grid): a description in the figure's group, nothing where no case study backs it.
 */
export function FigureEvidence({ figure }: { figure: FigureKey }) {
  const { frame } = usePage()
  const to = frame.figureLinks?.[figure]
  const t = useT()
  if (!to) return null
  return (
    <dd className="figure-evidence">
      <a href={to} className="figure-link" data-figure={figure}>
        <span className="sr-only figure-link-value">{frame.figureTexts?.[figure] ?? ''} </span>
        <span className="figure-link-more">{t('figure.seeCaseStudy')}</span>
      </a>
    </dd>
  )
}
