import {
  type BookingSettings,
  type Busy,
  freeSlots,
  nearestSlots,
  type Slot,
  slotGrid,
  slotKey,
} from '../../lib/booking/booking-slots.ts'
import type { Services } from '../backend-services.server.ts'
import type { Sql } from '../db.server.ts'
import { calendarBusy } from './booking-caldav.server.ts'
import { bookingSettings } from './booking-settings.server.ts'

async function takenCounts(db: Sql, from: Date): Promise<Map<string, number>> {
  const { rows } = await db.query<{ slot: string; n: number }>(
    `SELECT to_json(slot_start) #>> '{}' AS slot, count(*)::int AS n FROM booking_seats
     WHERE slot_start >= $1::timestamptz GROUP BY slot_start`,
    [from.toISOString()],
  )
  return new Map(rows.map((r) => [new Date(r.slot).toISOString(), Number(r.n)]))
}

/** The slots a visitor may book now: the grid less full slots and the team calendar's busy times. */
export async function offeredSlots(services: Services, now = new Date()): Promise<Slot[]> {
  const settings = bookingSettings()
  const [taken, busy] = await Promise.all([takenCounts(services.db, now), busyTimes(services, settings, now)])
  return freeSlots(settings, now, taken, busy)
}

async function busyTimes(services: Services, settings: BookingSettings, now: Date): Promise<Busy[]> {
  const url = services.env.BOOKING_CALDAV_URL
  if (!url) return []
  return calendarBusy(url, now, new Date(now.getTime() + (settings.horizonDays + 1) * 86_400_000))
}

/** Whether the sales team's calendar shows the slot busy (always false without a calendar). */
export async function calendarHasBusy(
  services: Services,
  settings: BookingSettings,
  now: Date,
  slot: Slot,
): Promise<boolean> {
  const busy = await busyTimes(services, settings, now)
  return busy.some((b) => b.start < slot.end && b.end > slot.start)
}

/** The grid slot a submitted value names, or null when it is none (past, outside hours, off the grid). */
export function gridSlot(settings: BookingSettings, now: Date, value: string): Slot | null {
  return slotGrid(settings, now).find((slot) => slotKey(slot.start) === value) ?? null
}

/** The free slots nearest to a wanted one, offered when it has just been taken. */
export async function alternatives(services: Services, wanted: Date): Promise<string[]> {
  return nearestSlots(await offeredSlots(services), wanted, 6).map((s) => slotKey(s.start))
}
