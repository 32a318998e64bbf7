import { describe, expect, it } from 'vitest'
import { clip, metaContent } from './og-images.ts'

describe('og-images', () => {
  it("reads a page's title and description from its meta tags, entities decoded", () => {
    const html =
      '<meta property="og:title" content="Back office &amp; data entry | Vocalis"><meta name="description" content="Dane &#8211; &quot;szybko&quot;">'
    expect(metaContent(html, 'property', 'og:title')).toBe('Back office & data entry | Vocalis')
    expect(metaContent(html, 'name', 'description')).toBe('Dane – "szybko"')
    expect(metaContent(html, 'name', 'keywords')).toBeNull()
  })

  it('cuts a long text at a word, without a trailing comma, and keeps a short one whole', () => {
    expect(clip('Short title', 95)).toBe('Short title')
    expect(clip('One two three, four five', 16)).toBe('One two three…')
  })
})
