import type { Lang } from '../../i18n/languages.ts'
import type { Sql } from '../db.server.ts'
import type { BookingDetail } from './booking-invite.server.ts'
import { manageLink } from './booking-links.server.ts'

/**
 * The messages of a booking's event: the sales team's and the visitor's invitations, and the
 * CRM's webhook call where one is configured (the booking, then each move or cancellation).
 */
export async function queueMessages(tx: Sql, leadId: string, detail: BookingDetail, webhook: boolean): Promise<void> {
  const kinds = ['notify', 'invite', ...(webhook ? ['webhook'] : [])]
  await tx.query(
    `INSERT INTO outbox (lead_id, kind, revision, detail)
     SELECT $1::bigint, kind, $2::int, $3::jsonb FROM unnest($4::text[]) AS kind`,
    [leadId, detail.sequence, JSON.stringify(detail), kinds],
  )
}

/** The two signed links an invitation carries: move the call, cancel it. */
export const inviteLinks = (
  siteUrl: string,
  lang: Lang,
  key: string,
  bookingId: string,
): NonNullable<BookingDetail['links']> => ({
  reschedule: manageLink(siteUrl, lang, key, bookingId, 'reschedule'),
  cancel: manageLink(siteUrl, lang, key, bookingId, 'cancel'),
})
