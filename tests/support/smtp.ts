import type { Server } from 'node:net'
import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { raw: string; parsed: Email; envelopeTo: string[] }

/** A real SMTP server on 127.0.0.1 that keeps what it receives (or refuses it with `reject`). */
export class TestSmtp {
  readonly received: ReceivedMail[] = []
  /** Set to an SMTP code to answer every message with it, e.g. 550 or 451. */
  reject: number | null = null
  private server: SMTPServer | undefined
  port = 0

  async start(port = 0): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', async () => {
          if (this.reject) {
            const error = new Error('refused by test') as Error & { responseCode: number }
            error.responseCode = this.reject
            return callback(error)
          }
          const raw = Buffer.concat(chunks).toString('utf8')
          const parsed = await PostalMime.parse(raw)
          this.received.push({ raw, parsed, envelopeTo: session.envelope.rcptTo.map((r) => r.address) })
          callback()
        })
      },
    })
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject)
      this.server?.listen(port, '127.0.0.1', () => resolve())
    })
    // smtp-server keeps its net.Server in `.server`.
    const address = (this.server as unknown as { server: Server }).server.address()
    this.port = typeof address === 'object' && address ? address.port : port
    return this
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
    this.server = undefined
  }
}

/** A port nothing listens on (for "SMTP is down"). */
export { freePort } from '../../scripts/free-port.ts'
