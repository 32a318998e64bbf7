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

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => escapes[c] ?? c)

/**
 * The tag's markup as a string, for HTML rendered from Markdown (a legal text's company
 * details): the same element SampleTag renders, which sample-tag.test.tsx holds them to.
 */
export function sampleTagHtml(tag: string, description: string): string {
  const text = escapeHtml(description)
  return `<span class="sample-tag" title="${text}">${escapeHtml(tag)}<span class="sr-only">: ${text}</span></span>`
}
