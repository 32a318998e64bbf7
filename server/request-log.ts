import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RuntimeLogger } from './build-contract.ts'

export const REQUEST_ID_HEADER = 'x-request-id'
const MAX_ID_LENGTH = 128
const SAFE_ID = /^[\w.:-]+$/

/** Longer paths are logged cut to this length: the logger's masks then run over bounded text. */
export const MAX_LOGGED_PATH = 512

/**
 * The id that ties a request's log line to the proxy's and to what the visitor reports
 * (it is sent back as X-Request-Id). A trusted proxy's id is kept; otherwise a new one.
 */
export function requestId(incoming: string | string[] | undefined, trustProxy: boolean): string {
  const given = Array.isArray(incoming) ? incoming[0] : incoming
  return trustProxy && given && given.length <= MAX_ID_LENGTH && SAFE_ID.test(given) ? given : randomUUID()
}

/** The path of a request target, without its query (queries can carry anything), at most MAX_LOGGED_PATH long. */
export function loggedPath(url: string | undefined): string {
  const target = url ?? '/'
  const queryAt = target.indexOf('?')
  const path = queryAt === -1 ? target : target.slice(0, queryAt)
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path
}

/**
 * One line per request once the response is done (or the client went away): id, method,
 * path, status, duration. Never bodies, headers or client addresses.
 */
export function logRequest(logger: RuntimeLogger, req: IncomingMessage, res: ServerResponse, id: string): void {
  const started = performance.now()
  res.once('close', () => {
    logger.request({
      reqId: id,
      method: req.method ?? '',
      path: loggedPath(req.url),
      status: res.statusCode,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      aborted: !res.writableFinished,
    })
  })
}
