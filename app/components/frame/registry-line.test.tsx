import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Lang } from '../../i18n/languages.ts'
import '../../i18n/translate.ts'
import { companyDetails } from '../../lib/company/company-details.ts'
import { withPage } from '../page/page-context.tsx'
import { RegistryLine } from './registry-line.tsx'

const Root = withPage(RegistryLine)
const render = (lang: Lang, sample: boolean) =>
  renderToStaticMarkup(
    <Root
      page={{ lang, path: lang === 'pl' ? '/pl' : '/', frame: { company: { ...companyDetails(lang), sample } } }}
    />,
  )

describe('the registry line', () => {
  it('keeps the sample tag inside the last entry, so it never wraps onto a line of its own', () => {
    for (const [lang, last, tag] of [
      ['en', 'Share capital', 'Example'],
      ['pl', 'kapitał zakładowy', 'Przykład'],
    ] as const) {
      const html = render(lang, true)
      expect(html.match(/class="sample-tag"/g)).toHaveLength(1)
      expect(html).toMatch(new RegExp(`<span class="nobr">${last} [^<]+<span class="sample-tag"[^>]*>${tag}<`))
    }
  })

  it('breaks only after a separator, each entry after the court whole, the text as the message has it', () => {
    const html = render('en', false)
    expect(html).not.toContain('sample-tag')
    expect(html).toMatch(/<span class="nobr">KRS \d+<\/span>/)
    const entries = [...html.matchAll(/\u00a0· <span class="nobr">([^<]+)<\/span>/g)].map((m) => m[1]?.split(' ')[0])
    expect(entries).toEqual(['NIP', 'REGON', 'Share'])
    const text = html.replace(/<[^>]+>/g, '').replaceAll('\u00a0', ' ')
    expect(text).toMatch(/^District Court in Częstochowa, .*KRS \d+ · NIP \d+ · REGON \d+ · Share capital PLN/)
  })
})
