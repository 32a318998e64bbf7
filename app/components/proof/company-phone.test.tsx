import { afterEach, describe, expect, it } from 'vitest'
import { company, site } from '../../site.config.ts'
import { renderVisual } from '../visuals/render-visual.tsx'
import { CompanyPhone } from './company-phone.tsx'

const original = company.phone.sample

describe('the company phone', () => {
  afterEach(() => {
    company.phone.sample = original
  })

  it('carries the one sample tag, with what it means, while the number is a placeholder', () => {
    company.phone.sample = true
    const en = renderVisual(CompanyPhone, 'en')
    const pl = renderVisual(CompanyPhone, 'pl')
    expect(en).toContain(`href="tel:${site.phone.replace(/\s/g, '')}"`)
    expect(en.match(/class="sample-tag"/g)).toHaveLength(1)
    expect(en).toMatch(/>Example<span class="sr-only">: A placeholder number/)
    expect(pl).toMatch(/>Przykład<span class="sr-only">: Numer zastępczy/)
  })

  it('stands alone once the company sets its real number', () => {
    company.phone.sample = false
    const html = renderVisual(CompanyPhone, 'en')
    expect(html).toContain('href="tel:')
    expect(html).not.toContain('sample-tag')
  })
})
