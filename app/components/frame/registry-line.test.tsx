import { describe, expect, it } from 'vitest'
import type { Lang } from '../../i18n/languages.ts'
import { companyDetails } from '../../lib/company/company-details.ts'
import { renderVisual, SAMPLE_TAG_WORDS } from '../visuals/render-visual.tsx'
import { RegistryLine } from './registry-line.tsx'

const render = (lang: Lang, sample: boolean) =>
  renderVisual(RegistryLine, lang, { company: { ...companyDetails(lang), sample } })

describe('the registry line', () => {
  it('opens the line with the one sample tag, in the run of the court’s name so it never stands on a line alone', () => {
    for (const [lang, tag] of SAMPLE_TAG_WORDS) {
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
