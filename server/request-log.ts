import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from '../app/server/logger.server.ts'

export const REQUEST_ID_HEADER = 'x-request-id'
const SAFE_ID = /^[\w.:-]{1,128}$/

/**
 * The id that ties a request's log line to the proxy's and to what the visitor reports
 * (it is sent back as X-Request-Id). A trusted proxy's id is kept; otherwise a new one.
 */
export function requestId(incoming: string | string[] | undefined, trustProxy: boolean): string {
  const given = Array.isArray(incoming) ? incoming[0] : incoming
  return trustProxy && given && SAFE_ID.test(given) ? given : randomUUID()
}

/**
 * One line per request once the response is done (or the client went away): id, method,
 * path without the query (queries can carry anything), status, duration. Never bodies,
 * headers or client addresses.
 */
export function logRequest(logger: Logger, req: IncomingMessage, res: ServerResponse, id: string): void {
  const started = performance.now()
  res.once('close', () => {
    const url = req.url ?? '/'
    const queryAt = url.indexOf('?')
    const status = res.statusCode
    const fields = {
      reqId: id,
      method: req.method,
      path: queryAt === -1 ? url : url.slice(0, queryAt),
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      ...(res.writableFinished ? {} : { aborted: true }),
    }
    if (status >= 500) logger.error('request', fields)
    else logger.info('request', fields)
  })
}
