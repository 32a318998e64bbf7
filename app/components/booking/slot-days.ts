import { type Slot, slotKey, warsawDay } from '../../lib/booking/booking-slots.ts'
import type { SlotDay } from './book-props.ts'

export function groupByDay(slots: Slot[]): SlotDay[] {
  const out: SlotDay[] = []
  for (const slot of slots) {
    const last = out.at(-1)
    if (last?.day === slot.day) last.slots.push(slotKey(slot.start))
    else out.push({ day: slot.day, slots: [slotKey(slot.start)] })
  }
  return out
}

/** The times a "just taken" answer offers instead, grouped as the page shows free times. */
export const alternativeDays = (alternatives: string[]): SlotDay[] =>
  groupByDay(
    alternatives.map((iso) => {
      const start = new Date(iso)
      return { start, end: start, day: warsawDay(start) }
    }),
  )
