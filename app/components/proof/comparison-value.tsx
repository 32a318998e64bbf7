import { useLang } from '../../i18n/use-i18n.ts'
import type { Comparison } from './case-study-comparison.ts'
import './comparison-value.css'

const words = {
  en: { before: 'before', after: 'after' },
  pl: { before: 'przed', after: 'po' },
} as const

/**
 * "23% → 6%": the value before in grey, the value after in the accent. The arrow is
 * drawn, not read; a screen reader hears "before 23%, after 6%".
 */
export function ComparisonValue({ comparison }: { comparison: Comparison }) {
  const w = words[useLang()]
  return (
    <span className="comparison">
      <span className="comparison-before">
        <span className="sr-only">{w.before} </span>
        {comparison.before}
      </span>
      <span className="comparison-arrow" aria-hidden="true">
        {' → '}
      </span>
      <span className="comparison-after">
        <span className="sr-only">, {w.after} </span>
        {comparison.after}
      </span>
    </span>
  )
}
