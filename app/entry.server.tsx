import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext, HandleErrorFunction } from 'react-router'
import { ServerRouter } from 'react-router'
import { appLogger } from './server/logger.server'

export const streamTimeout = 5_000

/**
 * The production server (server/site-server.ts) puts a fresh nonce for this response's
 * Content-Security-Policy into this request header, replacing any value a client sent.
 * Prerendering and `react-router dev` have none: prerendered pages get hashes instead.
 */
const NONCE_HEADER = 'x-csp-nonce'

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers and prerendering get the complete document in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    const nonce = request.headers.get(NONCE_HEADER) ?? undefined
    const app = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyOption]() {
        shellRendered = true
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId)
            timeoutId = undefined
            callback()
          },
        })
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        pipe(body)
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        )
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        responseStatusCode = 500
        if (shellRendered) logError(error, request)
      },
    })
  })
}

function logError(error: unknown, request: Request) {
  appLogger().error('render failed', {
    reqId: request.headers.get('x-request-id'),
    path: new URL(request.url).pathname,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  })
}

/** Loader and action errors, as JSON lines with the request's id (not when the visitor left). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted) logError(error, request)
}

/** For the production server (server/main.ts): the database, mailer and outbox of this build. */
export { getServices, stopServices } from './server/services.server'
