import { describe, expect, it } from 'vitest'
import { renderVisual, SAMPLE_TAG_WORDS } from '../visuals/render-visual.tsx'
import { SampleTag, sampleTagHtml } from './sample-tag.tsx'

const explanation = 'Sample company data, to be replaced before "launch" & <later>.'
const Tag = () => <SampleTag explanation={explanation} />

describe('the sample tag', () => {
  it('is the same element as markup in a string (a legal text) as rendered by the component', () => {
    for (const [lang, word] of SAMPLE_TAG_WORDS) {
      expect(sampleTagHtml(word, explanation)).toBe(renderVisual(Tag, lang))
    }
  })
})
