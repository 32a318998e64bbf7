import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { keepCompounds } from './keep-compounds.tsx'

const html = (text: string) => renderToStaticMarkup(keepCompounds(text))

describe('keepCompounds', () => {
  it('keeps each hyphenated compound on one line', () => {
    expect(html('Retail and e-commerce')).toBe('Retail and <span class="nobr">e-commerce</span>')
    expect(html('The contact-centre guide: e-mail and chat')).toBe(
      'The <span class="nobr">contact-centre</span> guide: <span class="nobr">e-mail</span> and chat',
    )
  })

  it('leaves a dash between words and text without hyphens alone', () => {
    expect(html('Calls – and more')).toBe('Calls – and more')
    expect(html('2024 - 2025')).toBe('2024 - 2025')
  })
})
