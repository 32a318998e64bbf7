import { data } from 'react-router'
import { LegalPage } from '../components/legal-page'
import { getLegalDoc } from '../content/legal.server'
import { breadcrumbJsonLd } from '../lib/json-ld'
import { requestLang } from '../lib/request-lang.server'
import { routeMeta } from '../lib/route-meta'
import type { Route } from './+types/terms'

export function loader({ request }: Route.LoaderArgs) {
  // ?version=1.0 shows a version no longer in force (rendered per request, not prerendered).
  const doc = getLegalDoc(requestLang(request), 'terms', new URL(request.url).searchParams.get('version'))
  if (!doc) throw data(null, { status: 404 })
  return { doc }
}

export function meta(args: Route.MetaArgs) {
  const doc = args.loaderData?.doc
  if (!doc) return []
  const tags = routeMeta(args, {
    title: doc.title,
    description: doc.description,
    jsonLd: ({ siteUrl, lang }) => [breadcrumbJsonLd(siteUrl, lang, [{ page: 'terms' }])],
  })
  return doc.current ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage page="terms" doc={loaderData.doc} />
}
