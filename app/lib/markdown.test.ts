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

describe('renderMarkdown in Polish', () => {
  it('adds non-breaking spaces to the text of a real post, never to links, ids or code', () => {
    const body = [
      '## Jak mierzyć FCR w praktyce',
      '',
      'Właśnie to pokazuje wskaźnik **FCR** – odsetek spraw rozwiązanych przy pierwszym kontakcie. Zobacz [usługę kontroli jakości](/pl/uslugi/quality-assurance "a i w") i `a w z`.',
    ].join('\n')
    const { html, headings } = renderMarkdown(body, 'pl')
    expect(html).toContain('<h2 id="jak-mierzyc-fcr-w-praktyce">Jak mierzyć FCR w\u00a0praktyce</h2>')
    expect(html).toContain('href="/pl/uslugi/quality-assurance"')
    expect(html).toContain('<code>a w z</code>')
    expect(html).toContain('kontroli jakości</a> i\u00a0<code>')
    expect(headings[0]?.text).toBe('Jak mierzyć FCR w\u00a0praktyce')
    expect(renderMarkdown(body, 'en').html).not.toContain('\u00a0')
  })
})
