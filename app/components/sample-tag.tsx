import { useT } from '../i18n/use-i18n'
import './sample-tag.css'

/**
 * The one mark of something our team made up (a case study, a testimonial, figures in an
 * illustration): a compact "Example" tag on the element. Its explanation is the tag's
 * description, read by screen readers and shown on hover, so no sentence about samples
 * stands in the first screen.
 */
export function SampleTag({ className }: { className?: string }) {
  const t = useT()
  return (
    <span className={className ? `sample-tag ${className}` : 'sample-tag'} title={t('sample.explanation')}>
      {t('sample.tag')}
      <span className="sr-only"> ({t('sample.explanation')})</span>
    </span>
  )
}
