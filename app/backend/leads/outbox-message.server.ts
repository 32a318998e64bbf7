import { addressOf, salesInvitation, visitorInvitation } from '../booking/booking-invite.server.ts'
import { confirmationMail, notificationMail } from './lead-mail.server.ts'
import type { Claimed } from './outbox-rows.server.ts'

/**
 * A message's Message-ID: the same every time the row is sent, so that a message sent
 * twice (sent, then the database lost before the send was recorded) is one message to
 * every mail system that sees both. Per lead, kind and revision (a booking's update is
 * another message); the domain is the sender's.
 */
export function messageIdOf(row: { kind: string; revision: number; lead: { id: string } }, from: string): string {
  const domain = addressOf(from).split('@')[1] || 'localhost'
  return `<lead-${row.lead.id}-${row.kind}${row.revision ? `-${row.revision}` : ''}@${domain}>`
}

/** The e-mail an outbox row sends: a booking's invitation to either side, the confirmation or the notification. */
export function mailOf(row: Claimed, addresses: { from: string; contactTo: string }) {
  const { lead, detail } = row
  const { from, contactTo } = addresses
  const message =
    row.kind === 'invite' && detail
      ? visitorInvitation(lead, detail, { from, salesInbox: contactTo })
      : row.kind === 'notify' && detail
        ? salesInvitation(lead, detail, { from, to: contactTo })
        : row.kind === 'confirm'
          ? confirmationMail(lead, { from })
          : notificationMail(lead, { from, to: contactTo })
  return { ...message, messageId: messageIdOf(row, from) }
}
