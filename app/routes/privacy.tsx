import type { MetaDescriptor } from 'react-router'
import { data } from 'react-router'
import { LegalPage } from '../components/legal-page'
import { StaticPage, serverPageLoader } from '../components/static-page'
import { getLegalDoc } from '../content/legal.server'
import { breadcrumbJsonLd } from '../lib/json-ld'
import { requestLang } from '../lib/request-lang.server'
import { routeMeta } from '../lib/route-meta'
import { serverPageMeta } from '../lib/server-page'
import { env } from '../server/env.server'
import type { Route } from './+types/privacy'

export function loader({ url }: Route.LoaderArgs) {
  // Rendered per request: the cookie section follows the running server's CONSENT_MODE,
  // and ?version=1.0 shows a version no longer in force.
  const version = url.searchParams.get('version')
  const doc = getLegalDoc(requestLang(url), 'privacy', version, env().CONSENT_MODE)
  if (!doc) throw data(null, { status: 404 })
  return { doc }
}

function pageMeta(args: Route.MetaArgs): MetaDescriptor[] {
  const doc = args.loaderData?.doc
  if (!doc) return []
  const tags = routeMeta(args, {
    title: doc.title,
    description: doc.description,
    jsonLd: ({ siteUrl, lang, t }) => [breadcrumbJsonLd(siteUrl, lang, [{ page: 'privacy' }], t)],
  })
  return doc.current ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}

function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage page="privacy" doc={loaderData.doc} />
}

// Rendered by the server only (decision 012): in the browser this page's markup and head
// come from the server, on the document it sent or fetched by the clientLoader.
export const meta: Route.MetaFunction = import.meta.env.SSR ? pageMeta : serverPageMeta
export const clientLoader = serverPageLoader
export default import.meta.env.SSR ? PrivacyPage : StaticPage
