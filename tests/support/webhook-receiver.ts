import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'

export type ReceivedCall = {
  headers: Record<string, string | string[] | undefined>
  body: string
  json: Record<string, unknown>
  /** The signature checked the way docs/integrations.md tells a receiver to. */
  verified: boolean
}

/** Checks `X-Signature: t=<unix>,v1=<hex>` against HMAC-SHA256(secret, "t.body"), refusing old times. */
export function verifySignature(secret: string, header: string | undefined, body: string, maxAgeSeconds = 300) {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=', 2) as [string, string]))
  const t = Number(parts.t)
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > maxAgeSeconds || !parts.v1) return false
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest()
  const given = Buffer.from(parts.v1, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** A real HTTP receiver on 127.0.0.1 that keeps what it gets; its answer and delay are settable. */
export class TestWebhookReceiver {
  readonly received: ReceivedCall[] = []
  status = 200
  /** Calls that have arrived and wait for `hold`'s release. */
  waiting = 0
  /** Held calls whose sender hung up before the answer (its timeout, or it gave up). */
  abandoned = 0
  port = 0
  private server: Server | undefined
  private held: Promise<void> | undefined

  /**
   * A slow receiver, as slow as the test needs: calls get no answer until the returned
   * function is called (well within the sender's 15 s timeout).
   */
  hold(): () => void {
    let release!: () => void
    this.held = new Promise<void>((resolve) => {
      release = resolve
    })
    return () => {
      this.held = undefined
      release()
    }
  }

  constructor(private readonly secret: string) {}

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        const header = req.headers['x-signature']
        const answer = () => {
          const verified = verifySignature(this.secret, typeof header === 'string' ? header : undefined, body)
          // Only accepted calls count as received; a refused one is the sender's to repeat.
          if (this.status < 300) this.received.push({ headers: req.headers, body, json: JSON.parse(body), verified })
          res.writeHead(verified ? this.status : 401).end()
        }
        if (!this.held) return answer()
        this.waiting++
        res.once('close', () => {
          if (!res.writableFinished) this.abandoned++
        })
        this.held.then(() => {
          this.waiting--
          answer()
        })
      })
    })
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject)
      this.server?.listen(port, '127.0.0.1', () => resolve())
    })
    const address = this.server.address()
    this.port = typeof address === 'object' && address ? address.port : port
    return this
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/leads`
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections()
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
    this.server = undefined
  }
}
