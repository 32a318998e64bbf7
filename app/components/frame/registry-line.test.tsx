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
  it('opens the line with the one sample tag, in the run of the court’s name so it never stands on a line alone', () => {
    for (const [lang, tag] of [
      ['en', 'Example'],
      ['pl', 'Przykład'],
    ] as const) {
      const html = render(lang, true)
      expect(html.match(/class="sample-tag"/g)).toHaveLength(1)
      expect(html).toMatch(new RegExp(`^<p class="registry-line"><span><span class="sample-tag"[^>]*>${tag}<`))
      // The entries carry no tag of their own.
      expect(html).not.toMatch(/registry-entry nobr">(?:(?!<\/span><\/span>).)*sample-tag/)
    }
  })

  it('keeps each entry after the court whole with the separator before it, the text as the message has it', () => {
    const html = render('en', false)
    expect(html).not.toContain('sample-tag')
    expect(html).toMatch(/<span class="nobr"><wbr\/>KRS \d+<\/span>/)
    const entries = [
      ...html.matchAll(
        /<span class="registry-entry nobr"><span class="registry-separator"> · <\/span>([^<]+)<\/span>/g,
      ),
    ].map((m) => m[1]?.split(' ')[0])
    expect(entries).toEqual(['NIP', 'REGON', 'Share'])
    const text = html.replace(/<[^>]+>/g, '')
    expect(text).toMatch(/^District Court in Częstochowa, .*KRS \d+ · NIP \d+ · REGON \d+ · Share capital PLN/)
  })
})
