import { describe, expect, it } from 'vitest'
import { renderMarkdown, slugify, splitFrontmatter } from './markdown.server'

describe('markdown', () => {
  it('gives headings stable, unique ids and demotes an h1', () => {
    const { html, headings } = renderMarkdown('# Top\n\n## Zażółć gęślą\n\n## Zażółć gęślą\n')
    expect(headings.map((h) => h.id)).toEqual(['top', 'zazolc-gesla', 'zazolc-gesla-1'])
    expect(html).not.toContain('<h1')
  })

  it('strips script and marks external links', () => {
    const { html } = renderMarkdown('<script>alert(1)</script>\n\n[x](https://example.com) [y](/contact)')
    expect(html).not.toContain('<script')
    expect(html).toContain('rel="noopener noreferrer"')
    expect(html).toContain('<a href="/contact">y</a>')
  })

  it('reports missing frontmatter with the file name', () => {
    expect(() => splitFrontmatter('no frontmatter', 'posts/a.md')).toThrow(/posts\/a\.md: missing frontmatter/)
  })

  it('slugifies Polish text', () => {
    expect(slugify('Łódź i Żółć')).toBe('lodz-i-zolc')
  })
})
