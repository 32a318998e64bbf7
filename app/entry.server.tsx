import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router'
import { ServerRouter } from 'react-router'
import type { SiteRuntime } from '../server/build-contract'
import { serializePublicConfig } from './lib/public-config'
import { siteLaunchWarning } from './lib/site-launch-warning'
import { GTM_NOSCRIPT_ATTRIBUTE, gtmNoscriptHtml, isGtmId } from './lib/tag-manager'
import { parseEnv } from './server/env.server'
import { appLogger, configureAppLogger } from './server/logger.server'
import { requestInfo, requestInfoContext } from './server/request-context'
import { getServices, stopServices } from './server/services.server'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
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

    // The production server's nonce for this response's Content-Security-Policy.
    // Prerendering and `react-router dev` have none: prerendered pages get hashes instead.
    const nonce = requestInfo(loadContext)?.nonce
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
        if (shellRendered) logError(error, request, loadContext)
      },
    })
  })
}

function logError(error: unknown, request: Request, context: Readonly<RouterContextProvider> | undefined) {
  appLogger().error('render failed', {
    reqId: requestInfo(context)?.requestId,
    path: new URL(request.url).pathname,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  })
}

/** Loader and action errors, as JSON lines with the request's id (not when the visitor left). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (!request.signal.aborted) logError(error, request, context)
}

/**
 * The one interface between this build and the production server (server/main.ts),
 * which reads nothing else of the application (decision record 004).
 */
/** For `npm run leads` in the runtime image, which has the build but no app/ (scripts/leads.ts). */
export * as leadRecords from './server/lead-records.server'

export const siteRuntime = {
  parseEnv,
  logger: configureAppLogger,
  pageSettings(source) {
    const env = parseEnv(source)
    const gtmId = env.GTM_ID ?? null
    return {
      publicConfigJson: serializePublicConfig({ gtmId, consentMode: env.CONSENT_MODE }),
      // Only in the advanced consent mode: basic mode loads nothing from Google before a choice.
      tagManagerNoscript: env.CONSENT_MODE === 'advanced' && isGtmId(gtmId) ? gtmNoscriptHtml(gtmId) : '',
      tagManagerMarker: GTM_NOSCRIPT_ATTRIBUTE,
    }
  },
  requestInfoContext,
  async startServices(source, { migrationsDir }) {
    await getServices({ env: parseEnv(source), log: appLogger().entry, migrationsDir })
  },
  launchWarning: (source) => siteLaunchWarning({ GTM_ID: source.GTM_ID, SITE_URL: source.SITE_URL }),
  stopServices,
} satisfies SiteRuntime
