import { describe, expect, it } from 'vitest'
import { formatDate, formatNumber, pluralCategory } from '../../i18n/intl.ts'
import { formatFigure } from './figure-format.ts'

describe('figures', () => {
  it('formats the company’s figures in both languages', () => {
    expect(formatFigure('yearsExperience', 'en')).toBe('17+')
    expect(formatFigure('yearsExperience', 'pl')).toBe('17+')
    expect(formatFigure('firstCallResolution', 'pl')).toBe('90%')
    expect(formatFigure('leadsIncrease', 'en')).toBe('+35%')
    expect(formatFigure('aiAgents', 'pl')).toBe('500')
  })

  it('groups thousands the Polish way', () => {
    expect(formatNumber(12500, 'pl')).toBe('12\u00a0500')
    expect(formatNumber(12500, 'en')).toBe('12,500')
  })

  it('writes Polish month names', () => {
    expect(formatDate('2025-09-16', 'pl')).toBe('16 września 2025')
    expect(formatDate('2025-09-16', 'en')).toBe('16 September 2025')
  })

  it('knows the Polish plural categories', () => {
    expect(pluralCategory(1, 'pl')).toBe('one')
    expect(pluralCategory(3, 'pl')).toBe('few')
    expect(pluralCategory(17, 'pl')).toBe('many')
    expect(pluralCategory(22, 'pl')).toBe('few')
  })
})
