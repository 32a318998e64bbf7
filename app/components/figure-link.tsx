import type { FigureKey } from '../content/schema/options'
import { useT } from '../i18n/use-i18n'
import { usePage } from './page-context'

/**
 * A company figure's value as the root loader wrote it for the page's language, linked to
 * the case study that explains it when one does (content/case-studies/*.yaml `figures`);
 * plain text otherwise.
 */
export function FigureValue({ figure }: { figure: FigureKey }) {
  const { frame } = usePage()
  const to = frame.figureLinks?.[figure]
  const text = frame.figureTexts?.[figure] ?? ''
  const t = useT()
  if (!to) return <>{text}</>
  return (
    <a href={to} className="figure-link" data-figure={figure}>
      <span className="figure-link-value">{text}</span>
      <span className="sr-only"> {t('figure.caseStudy')}</span>
    </a>
  )
}
