import { randomUUID } from 'node:crypto'
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import nodemailer from 'nodemailer'

export type MailMessage = {
  from: string
  to: string
  replyTo?: { name: string; address: string }
  subject: string
  text: string
  html?: string
  /**
   * The same for every sending of this message (outbox.server.ts), so that a message sent
   * again after an interruption is one message to the mail systems that see it twice.
   */
  messageId?: string
  /** A calendar invitation: the text/calendar alternative part (booking-invite.server.ts). */
  icalEvent?: { method: string; filename: string; content: string }
  attachments?: { filename: string; content: string; contentType: string }[]
}

export interface Mailer {
  readonly kind: 'smtp' | 'files'
  /** `fileTag` goes into the .eml file's name (the files mailer), so the lead's files can be found. */
  send(message: MailMessage, fileTag?: string): Promise<void>
  close(): void
}

/** A failed send. Permanent failures (SMTP 5xx) are not retried. */
export class SendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message)
  }
}

function classify(error: unknown): SendError {
  const e = error as { responseCode?: number; code?: string; message?: string }
  const code = e.responseCode
  const permanent = typeof code === 'number' && code >= 500 && code < 600
  return new SendError(`${e.code ?? 'SMTP'}${code ? ` ${code}` : ''}: ${e.message ?? String(error)}`, permanent)
}

/**
 * SMTP when `smtpUrl` is set; otherwise each message becomes an .eml file in
 * `mailDir`, so a fresh checkout shows what would have been sent.
 */
export function createMailer(options: { smtpUrl?: string; mailDir: string }): Mailer {
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl)
    // A dead server must fail fast so the outbox can retry later.
    for (const [key, value] of [
      ['connectionTimeout', '10000'],
      ['greetingTimeout', '10000'],
      ['socketTimeout', '30000'],
    ]) {
      if (!url.searchParams.has(key as string)) url.searchParams.set(key as string, value as string)
    }
    const transport = nodemailer.createTransport(url.toString())
    return {
      kind: 'smtp',
      async send(message) {
        try {
          await transport.sendMail(message)
        } catch (error) {
          throw classify(error)
        }
      },
      close: () => transport.close(),
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    kind: 'files',
    async send(message, fileTag) {
      const { message: eml } = await transport.sendMail(message)
      // `buffer: true` above makes it a Buffer; the type also allows the stream of the other setting.
      if (!Buffer.isBuffer(eml)) throw new Error('the file transport returned a stream, not the message')
      mkdirSync(options.mailDir, { recursive: true })
      const tag = fileTag ? `${fileTag}-` : ''
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${tag}${randomUUID().slice(0, 8)}.eml`
      // Written under a temporary name and renamed: whoever reads the folder (the lead export,
      // an operator's mail client) never sees half a message.
      const partial = join(options.mailDir, `.${name}.partial`)
      writeFileSync(partial, eml)
      renameSync(partial, join(options.mailDir, name))
    },
    close: () => transport.close(),
  }
}
