import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import siteFont from './assets/fonts/inter-variable-site.woff2?url'
import { CookieBanner } from './components/cookie-banner'
import { ErrorPage } from './components/error-page'
import { Footer } from './components/footer'
import { Header } from './components/header'
import { KeptErrorPage } from './components/kept-error-page'
import { NavigationSpinner } from './components/navigation-spinner'
import { NotFound } from './components/not-found'
import { ScrollRestorationAfterHydration } from './components/scroll-restoration-after-hydration'
import { ServerFrame } from './components/server-frame'
import { useAttribution } from './components/use-attribution'
import { useClientRuntime } from './components/use-client-runtime'
import { usePageViews } from './components/use-page-views'
import { SERVER_MARKUP, useServerMain, useServerMarkupLinks } from './components/use-server-markup'
import { useSiteFrame } from './components/use-site-frame'
import { figureCaseStudies } from './content/case-studies.server'
import { industryLinks } from './content/industries.server'
import { serviceLinks } from './content/services.server'
import { langFromPath } from './i18n/locate'
import { metaTranslator } from './i18n/messages'
import { dictionaryFor } from './i18n/translate'
import { useLang, useT } from './i18n/use-i18n'
import { companyDetails } from './lib/company-details'
import { figureTexts } from './lib/format'
import { defaultPublicConfig, PUBLIC_CONFIG_ID, type PublicConfig, serializePublicConfig } from './lib/public-config'
import { headDescriptors } from './lib/server-page'
import { gtmNoscriptFrame, isGtmId } from './lib/tag-manager'
import { env } from './server/env.server'
import { site } from './site.config'

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: siteFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ url }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname)
  const { SITE_URL, GTM_ID, CONSENT_MODE } = env()
  const publicConfig: PublicConfig = { gtmId: GTM_ID ?? null, consentMode: CONSENT_MODE }
  // The page's own dictionary: the browser bundle carries none (decision 003).
  return {
    siteUrl: SITE_URL,
    services: serviceLinks(lang),
    industries: industryLinks(lang),
    // Every page quoting a company figure links it to the case study that explains it.
    figureLinks: figureCaseStudies(lang),
    // Numbers are written here, on the server: building the first Intl formatter costs the
    // browser a long task while it hydrates (decision 003).
    figureTexts: figureTexts(lang),
    company: companyDetails(lang),
    publicConfig,
    messages: dictionaryFor(lang),
  }
}

/** The root data is per language, so it only needs reloading when the language changes. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (langFromPath(currentUrl.pathname) !== langFromPath(nextUrl.pathname)) return true
  return defaultShouldRevalidate
}

export function meta({ error, matches, location }: Route.MetaArgs) {
  if (!error) return []
  // In the browser, the error page's head is the one the server wrote (KeptErrorPage).
  if (!import.meta.env.SSR) return headDescriptors(document.head)
  const t = metaTranslator({ matches, location })
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return [
    { title: `${t(notFound ? 'notFound.metaTitle' : 'error.metaTitle')} | ${site.brand}` },
    { name: 'description', content: t(notFound ? 'notFound.text' : 'error.title') },
    { name: 'robots', content: 'noindex' },
  ]
}

export function Layout({ children }: { children: React.ReactNode }) {
  const lang = useLang()
  const t = useT()
  const data = useRouteLoaderData<typeof loader>('root')
  useClientRuntime()
  usePageViews()
  useAttribution()
  const publicConfig = data?.publicConfig ?? defaultPublicConfig
  const main = useServerMain()
  useServerMarkupLinks()
  useSiteFrame()
  const bare = useMatches().some((match) => (match.handle as { bare?: boolean } | undefined)?.bare)
  if (bare) {
    return <BareLayout lang={lang}>{children}</BareLayout>
  }
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        <Meta />
        <Links />
        <script
          id={PUBLIC_CONFIG_ID}
          type="application/json"
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serialized JSON, escaped for a script element
          dangerouslySetInnerHTML={{ __html: serializePublicConfig(publicConfig) }}
        />
        {/* Consent Mode defaults before any tag: a static file, so the CSP needs no hash;
            deferred, it still runs before the app's module scripts. */}
        <script src="/consent-init.js" defer />
      </head>
      <body>
        {publicConfig.consentMode === 'advanced' && isGtmId(publicConfig.gtmId) ? (
          // The tag manager's fallback (advanced mode only). Prerendered pages get it from the
          // server at start-up instead (server/runtime-config.ts); the attribute marks it there.
          <noscript
            data-tag-manager=""
            // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed markup around a validated container id
            dangerouslySetInnerHTML={{ __html: gtmNoscriptFrame(publicConfig.gtmId) }}
          />
        ) : null}
        <a href="#main" className="skip-link">
          {t('a11y.skipToContent')}
        </a>
        {/* The frame is the server's markup in the browser too (decision 012): the build
            drops its components from the browser bundle, use-site-frame.ts gives it its
            behaviour. */}
        {import.meta.env.SSR ? <Header services={data?.services ?? []} /> : <ServerFrame as="header" />}
        {main.kind === 'app' ? (
          <main id="main" tabIndex={-1} key="app" {...(main.serverRendered ? { [SERVER_MARKUP]: '' } : {})}>
            {children}
          </main>
        ) : (
          // A page without interactive parts, as the server rendered it (decision 012). Kept
          // as sent: no children to hydrate, and an inner HTML React does not write then.
          <main
            id="main"
            tabIndex={-1}
            key={main.kind}
            {...{ [SERVER_MARKUP]: '' }}
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our server's own markup of this page
            dangerouslySetInnerHTML={{ __html: main.kind === 'fetched' ? main.html : '' }}
          />
        )}
        {import.meta.env.SSR ? (
          <Footer services={data?.services ?? []} industries={data?.industries ?? []} />
        ) : (
          <ServerFrame as="footer" />
        )}
        {import.meta.env.SSR ? <CookieBanner /> : <ServerFrame as="div" />}
        <NavigationSpinner />
        <ScrollRestorationAfterHydration />
        <Scripts />
      </body>
    </html>
  )
}

/** The content editor's page: its own UI only, without the site's chrome, styles or tags. */
function BareLayout({ lang, children }: { lang: string; children: React.ReactNode }) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!import.meta.env.SSR) return <KeptErrorPage />
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  if (import.meta.env.DEV) console.error(error)
  return <ErrorPage />
}
