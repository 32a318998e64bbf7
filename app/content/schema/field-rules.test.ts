import { fields } from '@keystatic/core'
import { describe, expect, it } from 'vitest'
import { MAX_IMAGE_BYTES } from '../../lib/images/image-variants.ts'
import { describes, imageWithinLimit, salaryRange, withRule } from './field-rules.ts'
import { aboutPage } from './page-about.ts'
import { serviceEntries } from './services.ts'

describe("the editor's own rules", () => {
  it("refuse with Keystatic's field error, so the editor names the field and its message", () => {
    const field = withRule(fields.text({ label: 'Tag' }), (value) => (value === 'Bad' ? 'no capitals' : undefined))
    expect(() => field.validate('Bad', undefined)).toThrow(
      expect.objectContaining({ name: 'FieldDataError', message: 'no capitals' }),
    )
    expect(field.validate('good', undefined)).toBe('good')
  })

  it("refuse a service's related services that list the service itself, and do not offer it", () => {
    const related = serviceEntries['service-omnichannel']?.schema.related as unknown as {
      options: { value: string }[]
      validate(value: string[]): unknown
    }
    expect(related.options.map((option) => option.value)).not.toContain('omnichannel')
    expect(related.options.map((option) => option.value)).toContain('back-office')
    expect(() => related.validate(['omnichannel', 'back-office'])).toThrow(
      expect.objectContaining({
        name: 'FieldDataError',
        message:
          'Choose other services: a page cannot list itself. / Wybierz inne usługi – strona nie może wskazywać samej siebie.',
      }),
    )
    expect(related.validate(['back-office', 'soft-claims'])).toEqual(['back-office', 'soft-claims'])
  })

  it('refuse a salary whose To is below its From, compared within one save', () => {
    const { min, max } = salaryRange()
    min.validate(9000)
    expect(() => max.validate(7000)).toThrow('"To" must be at least "From" (9000)')
    min.validate(6000)
    expect(max.validate(7000)).toBe(7000)
  })

  it('refuse an image over the size limit, saying its size', () => {
    const cover = imageWithinLimit(fields.image({ label: 'Cover', directory: 'public/images/blog' }))
    const big = { data: new Uint8Array(MAX_IMAGE_BYTES + 1), extension: 'jpg', filename: 'cover.jpg' }
    expect(() => cover.validate(big)).toThrow(/The file is 2\.0 MB; the limit is 2\.0 MB/)
    const small = { ...big, data: new Uint8Array(1000) }
    expect(cover.validate(small)).toEqual(small)
  })

  it("refuse a photograph's description that is empty, a file name or a placeholder, in each language", () => {
    const { en, pl } = aboutPage.schema.photo.values.true.fields.alt.fields
    expect(() => pl.validate('', undefined)).toThrow(/^Describe the picture in Polish/)
    expect(() => en.validate('   ', undefined)).toThrow(/^Describe the picture in English/)
    expect(() => en.validate('DSC_0042.JPG', undefined)).toThrow('"DSC_0042.JPG" does not say what the picture shows')
    expect(() => pl.validate('Zdjęcie 3', undefined)).toThrow('„Zdjęcie 3” nie mówi, co widać na zdjęciu')
    const sentence = 'Konsultantki przy biurkach w biurze w Częstochowie'
    expect(pl.validate(sentence, undefined)).toBe(sentence)
  })

  it('check a description when the build reads a file, not only when the editor saves', () => {
    const field = describes(fields.text({ label: 'Description (English)' }), 'en')
    expect(() => field.reader.parse(undefined)).toThrow(/^Describe the picture in English/)
    expect(field.reader.parse('A team meeting by the window')).toBe('A team meeting by the window')
  })
})
