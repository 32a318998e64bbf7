import { createHmac, timingSafeEqual } from 'node:crypto'
import { href } from '../../i18n/href.ts'
import type { Lang } from '../../i18n/languages.ts'
import type { ManageAction } from '../../lib/booking/booking-answers.ts'
import type { Sql } from '../db.server.ts'

const keys = new WeakMap<Sql, Promise<string>>()

/** The key that signs the links (made by the migration, one per database). */
export function linkKey(db: Sql): Promise<string> {
  let key = keys.get(db)
  if (!key) {
    key = db.query<{ secret: string }>('SELECT secret FROM booking_keys WHERE id = 1').then(({ rows }) => {
      if (!rows[0]) throw new Error('booking_keys is empty')
      return rows[0].secret
    })
    key.catch(() => keys.delete(db))
    keys.set(db, key)
  }
  return key
}

const signature = (key: string, bookingId: string, action: ManageAction) =>
  createHmac('sha256', key).update(`booking:${bookingId}:${action}`).digest('base64url')

/** The link in the invitation that moves or cancels one booking. */
export function manageLink(siteUrl: string, lang: Lang, key: string, bookingId: string, action: ManageAction): string {
  const query = new URLSearchParams({ booking: bookingId, action, sig: signature(key, bookingId, action) })
  return `${siteUrl}${href('book', lang)}?${query}`
}

/** The booking a link names, when its signature is right for that booking and action. */
export async function verifyLink(
  db: Sql,
  params: { booking?: string | null; action?: string | null; sig?: string | null },
): Promise<{ bookingId: string; action: ManageAction } | null> {
  const { booking, action, sig } = params
  if (!booking || !/^\d{1,18}$/.test(booking) || (action !== 'reschedule' && action !== 'cancel') || !sig) return null
  const expected = Buffer.from(signature(await linkKey(db), booking, action))
  const given = Buffer.from(sig)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return { bookingId: booking, action }
}
