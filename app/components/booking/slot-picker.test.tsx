import { describe, expect, it } from 'vitest'
import { bookingText } from '../../lib/booking/booking-text.ts'
import { renderVisual } from '../visuals/render-visual.tsx'
import { SlotPicker } from './slot-picker.tsx'

// A week's two days in Warsaw winter time (UTC+1): Monday 08:00–10:00 with 09:00 taken,
// Friday 08:00–09:00 only.
const days = [
  { day: '2026-11-30', slots: ['2026-11-30T07:00:00.000Z', '2026-11-30T09:00:00.000Z'] },
  { day: '2026-12-04', slots: ['2026-12-04T07:00:00.000Z', '2026-12-04T08:00:00.000Z'] },
] as const

/** Each day's column as the markup lists it: its cells, a time or a gap, then its end. */
function columns(html: string): string[][] {
  return [...html.matchAll(/<fieldset class="booking-day">([\s\S]*?)<\/fieldset>/g)].map(([, column]) =>
    [...(column ?? '').matchAll(/class="booking-(time-gap|day-end)"|<time dateTime="[^"]*T(\d{2}:\d{2})/g)].map(
      ([, kind, utc]) => kind ?? utc ?? '',
    ),
  )
}

describe('the week of free times', () => {
  for (const lang of ['en', 'pl'] as const)
    it(`${lang}: a time taken between two free ones keeps its row; a shorter day ends at its last time, saying so`, () => {
      const bt = bookingText(lang)
      const html = renderVisual(
        () => <SlotPicker days={days.map((d) => ({ ...d, slots: [...d.slots] }))} bt={bt} />,
        lang,
      )
      expect(columns(html)).toEqual([
        ['07:00', 'time-gap', '09:00'],
        ['07:00', '08:00', 'day-end'],
      ])
      expect(html).toContain(`>${bt('slotsDayEnd')}</span>`)
    })
})
