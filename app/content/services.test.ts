import { describe, expect, it } from 'vitest'
import { languages } from '../i18n/languages.ts'
import { serviceKeys } from '../lib/catalog/catalog-keys.ts'
import { groupServices } from './service-catalog.ts'
import { listServices } from './services.server.ts'
import type { ServiceContent } from './types.ts'

/** The visible copy of a service page, as a visitor reads it. */
function copyOf(s: ServiceContent): string {
  return [
    s.headline,
    s.lead,
    ...s.intro,
    ...s.included.flatMap((i) => [i.title, i.text]),
    ...s.steps.flatMap((i) => [i.title, i.text]),
    ...s.faqs.flatMap((f) => [f.question, f.answer]),
  ].join(' ')
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length

describe('service content', () => {
  for (const lang of languages) {
    const services = listServices(lang)

    it(`${lang}: has all 15 services with at least 350 words each`, () => {
      // Each language sets its own slugs in the editor: nothing assumes a slug is the key.
      expect(services.map((s) => s.key)).toEqual([...serviceKeys])
      for (const s of services) expect(words(copyOf(s)), s.slug).toBeGreaterThanOrEqual(350)
    })

    it(`${lang}: titles and descriptions are unique`, () => {
      expect(new Set(services.map((s) => s.metaTitle)).size).toBe(15)
      expect(new Set(services.map((s) => s.metaDescription)).size).toBe(15)
      expect(new Set(services.map((s) => s.headline)).size).toBe(15)
    })
  }

  it('Polish pages are written in Polish', () => {
    const englishMarkers = /\b(the|and|with|your|our|we|you)\b/gi
    for (const s of listServices('pl')) {
      const text = copyOf(s)
      expect(text, s.slug).toMatch(/[ąćęłńóśźż]/)
      const hits = text.match(englishMarkers) ?? []
      expect(hits.length, `${s.slug}: ${hits.slice(0, 5).join(', ')}`).toBeLessThan(3)
    }
  })

  it('puts every service in exactly one group, as the services page and the menu list them', () => {
    const services = serviceKeys.map((key) => ({ key }))
    const grouped = groupServices(services).flatMap((g) => g.services.map((s) => s.key))
    expect(grouped.toSorted()).toEqual(services.map((s) => s.key).toSorted())
    expect(grouped).toContain('quality-assurance')
    expect(grouped).toContain('training-development')
  })
})
