import { useT } from '../../i18n/use-i18n.ts'
import './sample-tag.css'

/**
 * The one mark of something our team made up (a case study, a testimonial, figures in an
 * illustration): a compact "Example" tag on the element. Its explanation is the tag's
 * description, read by screen readers with the tag and shown on hover, so no sentence about
 * samples stands in the first screen. `explanation` replaces the general one where the
 * element needs its own (an illustration's numbers, a scripted conversation).
 */
export function SampleTag({ className, explanation }: { className?: string; explanation?: string }) {
  const t = useT()
  const description = explanation ?? t('sample.explanation')
  return (
    <span className={className ? `sample-tag ${className}` : 'sample-tag'} title={description}>
      {t('sample.tag')}
      <span className="sr-only">: {description}</span>
    </span>
  )
}
