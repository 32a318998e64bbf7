import type { MetaDescriptor } from 'react-router'
import { data } from 'react-router'
import { LegalPage } from '../components/legal-page'
import { StaticPage, serverPageLoader } from '../components/static-page'
import { getLegalDoc } from '../content/legal.server'
import { breadcrumbJsonLd } from '../lib/json-ld'
import { requestLang } from '../lib/request-lang.server'
import { routeMeta } from '../lib/route-meta'
import { serverPageMeta } from '../lib/server-page'
import type { Route } from './+types/terms'

export function loader({ url }: Route.LoaderArgs) {
  // ?version=1.0 shows a version no longer in force (rendered per request, not prerendered).
  const doc = getLegalDoc(requestLang(url), 'terms', url.searchParams.get('version'))
  if (!doc) throw data(null, { status: 404 })
  return { doc }
}

function pageMeta(args: Route.MetaArgs): MetaDescriptor[] {
  const doc = args.loaderData?.doc
  if (!doc) return []
  const tags = routeMeta(args, {
    title: doc.title,
    description: doc.description,
    jsonLd: ({ siteUrl, lang, t }) => [breadcrumbJsonLd(siteUrl, lang, [{ page: 'terms' }], t)],
  })
  return doc.current ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}

function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage page="terms" doc={loaderData.doc} />
}

// Rendered by the server only (decision 012): in the browser this page's markup and head
// come from the server, on the document it sent or fetched by the clientLoader.
export const meta: Route.MetaFunction = import.meta.env.SSR ? pageMeta : serverPageMeta
export const clientLoader = serverPageLoader
export default import.meta.env.SSR ? TermsPage : StaticPage
