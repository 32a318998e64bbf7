import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '../../app/lib/markup/markdown.server.ts'
import { gfmTables, withoutEmptyHeadings } from './markdoc-tables.ts'

// As the editor saves a table (copied from a privacy policy saved in /keystatic).
const saved = `Intro text.

{% table %}
- Data
- Why we need it
---
- Your name
- To know who sent the enquiry and how to address you
---
- **Phone** number
- To call you back | if needed
{% /table %}

After.
`

const gfm = `Intro text.

| Data | Why we need it |
|---|---|
| Your name | To know who sent the enquiry and how to address you |
| **Phone** number | To call you back \\| if needed |

After.
`

describe('tables saved by the editor', () => {
  it('become the GFM table they were, so the page renders the same', () => {
    expect(gfmTables(saved)).toBe(gfm)
    expect(renderMarkdown(gfmTables(saved)).html).toBe(renderMarkdown(gfm).html)
    expect(renderMarkdown(gfmTables(saved)).html).toContain('<td><strong>Phone</strong> number</td>')
  })

  it('leaves Markdown without Markdoc tables alone', () => {
    expect(gfmTables(gfm)).toBe(gfm)
    expect(gfmTables('a {% table %} in a sentence')).toBe('a {% table %} in a sentence')
  })
})

describe('headings left empty in the editor', () => {
  it('are dropped, so no empty <h2> reaches the page', () => {
    const saved = 'Intro.\n\n## \n\n## Costs\n\nText.\n\n###\n'
    const { html } = renderMarkdown(withoutEmptyHeadings(saved))
    expect(html).toContain('>Costs</h2>')
    expect(html).not.toMatch(/<h[2-6][^>]*>\s*<\/h[2-6]>/)
  })

  it('keep a "#" line inside a fenced code block', () => {
    const saved = '```\n#\n```\n'
    expect(withoutEmptyHeadings(saved)).toBe(saved)
  })
})
