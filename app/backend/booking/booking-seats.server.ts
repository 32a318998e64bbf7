import { type Slot, slotKey } from '../../lib/booking/booking-slots.ts'
import type { Sql } from '../db.server.ts'

/** No seat of the slot is free any more: thrown inside a transaction to roll it back. */
export class SlotTaken extends Error {}

/**
 * Takes a seat of the slot for a booking, inside the caller's transaction. The seats'
 * primary key (slot_start, seat) decides between racing transactions: the second insert
 * of the same seat waits for the first transaction and then does nothing, and the next
 * seat is tried. No free seat: SlotTaken, which rolls the whole transaction back.
 */
export async function takeSeat(tx: Sql, slot: Slot, seats: number, bookingId: string): Promise<void> {
  for (let seat = 1; seat <= seats; seat++) {
    const { rows } = await tx.query(
      `INSERT INTO booking_seats (slot_start, seat, booking_id) VALUES ($1::timestamptz, $2::int, $3::bigint)
       ON CONFLICT (slot_start, seat) DO NOTHING RETURNING seat`,
      [slotKey(slot.start), seat, bookingId],
    )
    if (rows.length) return
  }
  throw new SlotTaken()
}

/** Frees every seat a booking holds (before it moves or when it is cancelled). */
export async function freeSeats(tx: Sql, bookingId: string): Promise<void> {
  await tx.query('DELETE FROM booking_seats WHERE booking_id = $1::bigint', [bookingId])
}
