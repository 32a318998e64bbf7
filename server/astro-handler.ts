import { EventEmitter } from 'node:events'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { AstroHandler, RequestInfo } from './build-contract.ts'

const BODILESS = new Set([101, 204, 205, 304])

/**
 * One request through the build's handler (@astrojs/node in middleware mode), its
 * answer taken as a web Response instead of written to the socket: the server adds its
 * headers (security, a CSP with the hashes of the page's inline scripts, caching) and
 * compression before anything is sent. The pages it renders are small and complete, so
 * holding one whole costs nothing. Resolves null when no route of the build matches
 * (the handler calls `next`); `notFound` renders the build's 404 page instead.
 */
export function renderWithAstro(
  handler: AstroHandler,
  req: IncomingMessage,
  res: ServerResponse,
  info: RequestInfo,
  { notFound = false } = {},
): Promise<Response | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let head: { status: number; headers: OutgoingHttpHeaders } | undefined
    const sink = Object.assign(new EventEmitter(), {
      req,
      statusCode: 200,
      statusMessage: '',
      headersSent: false,
      writeHead(status: number, headers?: OutgoingHttpHeaders) {
        head = { status, headers: headers ?? {} }
        sink.headersSent = true
        return sink
      },
      write(chunk: Uint8Array | string, callback?: () => void) {
        chunks.push(Buffer.from(chunk))
        callback?.()
        return true
      },
      end(chunk?: Uint8Array | string) {
        if (chunk) chunks.push(Buffer.from(chunk))
        const status = head?.status ?? sink.statusCode
        const headers = new Headers()
        for (const [name, value] of Object.entries(head?.headers ?? {})) {
          if (value === undefined) continue
          for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item))
        }
        resolve(new Response(BODILESS.has(status) ? null : Buffer.concat(chunks), { status, headers }))
        sink.emit('finish')
        return sink
      },
      destroy(error?: Error) {
        reject(error ?? new Error('response destroyed'))
        sink.emit('close')
      },
    })
    // The visitor left: the handler stops reading the page it was rendering.
    res.once('close', () => {
      if (!res.writableFinished) sink.emit('close')
    })
    const next = notFound ? undefined : () => resolve(null)
    Promise.resolve(handler(req, sink as unknown as ServerResponse, next, { requestInfo: info })).catch(reject)
  })
}
