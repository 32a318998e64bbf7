import { describe, expect, it } from 'vitest'
import { renderMarkdown, slugify } from './markdown.server.ts'

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

  it('gives a heading with quotes and ampersands a clean anchor and its real text', () => {
    const { html, headings } = renderMarkdown(
      ['## Decide what "resolved" means', '', "## Q&A: what's <i>in</i> & out", '', '## AHT &amp; FCR'].join('\n'),
    )
    expect(headings).toEqual([
      { id: 'decide-what-resolved-means', text: 'Decide what "resolved" means', depth: 2 },
      { id: 'qa-whats-in-out', text: "Q&A: what's in & out", depth: 2 },
      { id: 'aht-fcr', text: 'AHT & FCR', depth: 2 },
    ])
    for (const { id } of headings) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(html).toContain('<h2 id="decide-what-resolved-means">')
  })

  it('gives repeated headings unique ids, numbered as GitHub does', () => {
    const { headings } = renderMarkdown('## Summary\n\n## Summary\n\n## Summary\n\n### Summary 1\n\n## !!!\n\n## ???\n')
    expect(headings.map((h) => h.id)).toEqual([
      'summary',
      'summary-1',
      'summary-2',
      'summary-1-1',
      'section',
      'section-1',
    ])
    expect(new Set(headings.map((h) => h.id)).size).toBe(headings.length)
  })

  it('keeps the anchors of spaced dashes and § plain', () => {
    const { headings } = renderMarkdown('## Przekazanie rozmowy – moment prawdy\n\n## § 1. Postanowienia ogólne\n')
    expect(headings.map((h) => h.id)).toEqual(['przekazanie-rozmowy-moment-prawdy', '1-postanowienia-ogolne'])
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

  it('puts each table in a focusable scroller named by its header cells, which a content file cannot forge', () => {
    const { html } = renderMarkdown('| Data | "Purpose" |\n|---|---|\n| Name | Reply |\n')
    expect(html).toMatch(
      /^<div class="prose-table" role="region" tabindex="0" aria-label="Data, &quot;Purpose&quot;"><table>[\s\S]*<\/table><\/div>\s*$/,
    )
    const forged = renderMarkdown('<div class="prose-table" tabindex="0" onfocus="x()">hi</div>').html
    expect(forged).not.toContain('tabindex')
    expect(forged).not.toContain('prose-table')
  })
})
