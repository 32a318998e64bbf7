import { en } from '../../app/i18n/en.ts'
import type { Lang } from '../../app/i18n/languages.ts'
import { pl } from '../../app/i18n/pl.ts'
import { siteContent } from './helpers.ts'
import { expect, test } from './test.ts'

// The facts and the documents come from content/ (the editor may change them): the version in
// force is the newest effective, as app/content/legal.server.ts orders them.
const company = siteContent.singletons.company.entry
const dictionary = { en, pl }
const versionsOf = (document: string) =>
  siteContent.collections.legal
    .filter(({ entry }) => entry.document === document)
    .sort((a, b) => b.entry.effective.localeCompare(a.entry.effective))
const privacy = versionsOf('privacy')
const inForce = privacy[0]
if (!inForce) throw new Error('content/legal has no privacy policy')
/** A version the content does not hold (the next major after every one it does), for the 404. */
const unknownVersion = `${Math.max(0, ...privacy.map(({ entry }) => Number.parseInt(entry.version, 10) || 0)) + 1}.0`

/**
 * The first sentence of the passage the company facts keep (`<!-- if: dpo -->` once a DPO is
 * appointed, `<!-- if: no-dpo -->` until then), and of the one they drop.
 */
function dpoSentences(lang: Lang) {
  const body = inForce?.entry[lang].body ?? ''
  const first = (condition: string) => {
    const passage = new RegExp(`<!-- if: ${condition} -->\\n([^\\n]*)`).exec(body)?.[1]
    if (!passage) throw new Error(`the privacy policy (${lang}) has no <!-- if: ${condition} --> passage`)
    return passage.split(/\.\s|\{\{|\(/)[0]?.trim() ?? ''
  }
  const appointed = company.dataProtectionOfficer.discriminant
  return { kept: first(appointed ? 'dpo' : 'no-dpo'), dropped: first(appointed ? 'no-dpo' : 'dpo') }
}

for (const { lang, path } of [
  { lang: 'en', path: '/privacy' },
  { lang: 'pl', path: '/pl/prywatnosc' },
] as const) {
  test(`${lang}: the policy in force is the newest version, listing the earlier ones; a version the content lacks answers 404`, async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page.locator('.legal-meta')).toContainText(inForce.entry.version)
    await expect(page.locator('.legal-archived')).toHaveCount(0)
    await expect(page.locator('.legal-versions li')).toHaveCount(privacy.length - 1)
    const response = await page.goto(`${path}?version=${unknownVersion}`)
    expect(response?.status()).toBe(404)
  })

  test(`${lang}: the footer names the registry court and the capital, tagged as a sample while the facts are`, async ({
    page,
  }) => {
    await page.goto(path)
    const bottom = page.locator('.footer-bottom')
    await expect(bottom).toContainText(company.registry.court[lang])
    await expect(bottom).toContainText('KRS')
    await expect(bottom).toContainText(lang === 'pl' ? 'kapitał zakładowy' : 'Share capital')
    const sample = company.registry.sample || company.address.sample
    if (sample) await expect(bottom).toContainText(dictionary[lang]['company.sample'])
    else await expect(bottom).not.toContainText(dictionary[lang]['company.sample'])
  })

  test(`${lang}: the policy speaks of a DPO as the company facts set one, names Google's transfer mechanism, and the footer's year is this year`, async ({
    page,
  }) => {
    await page.goto(path)
    const main = page.locator('main')
    const { kept, dropped } = dpoSentences(lang)
    await expect(main).toContainText(kept)
    if (!kept.includes(dropped)) await expect(main).not.toContainText(dropped)
    await expect(main).toContainText('EU–US Data Privacy Framework')
    await expect(main).not.toContainText('[imię i nazwisko inspektora]')
    await expect(page.locator('.footer-bottom')).toContainText(`© ${new Date().getFullYear()}`)
  })
}
