import { describe, expect, it } from 'vitest'
import { BOOKING_NUMBERS } from '../../content/rules/content-rules.ts'
import { booking } from '../../content/schema/booking.ts'
import { bookingSettingsOf } from './booking-settings.server.ts'

/** Whether the editor's field for `name` accepts `value`, as a save would. */
function editorAccepts(name: keyof typeof BOOKING_NUMBERS, value: number): boolean {
  const field = booking.schema[name] as { validate(value: number): unknown }
  try {
    field.validate(value)
    return true
  } catch {
    return false
  }
}

describe('the booking settings: one range for the editor and the server', () => {
  for (const [name, { min, max, defaultValue }] of Object.entries(BOOKING_NUMBERS) as [
    keyof typeof BOOKING_NUMBERS,
    (typeof BOOKING_NUMBERS)[keyof typeof BOOKING_NUMBERS],
  ][]) {
    it(`${name}: the server keeps exactly what the editor accepts, and falls back to the editor's default`, () => {
      for (const value of [min - 1, min, max, max + 1]) {
        const kept = bookingSettingsOf({ [name]: value })[name] === value
        expect(kept, `${name} = ${value}`).toBe(editorAccepts(name, value))
      }
      expect(bookingSettingsOf({ [name]: max + 1 })[name]).toBe(defaultValue)
      expect((booking.schema[name] as { defaultValue(): unknown }).defaultValue()).toBe(defaultValue)
    })
  }

  it('keeps the times the editor accepts and drops the others', () => {
    const hours = { monday: { start: '09:00', end: '24:00' }, tuesday: { start: '9:00', end: '25:00' } }
    const read = bookingSettingsOf({ hours }).hours
    expect(read.monday).toEqual({ start: '09:00', end: '24:00' })
    expect(read.tuesday).toEqual({ start: '', end: '' })
  })
})
