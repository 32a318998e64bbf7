import { LegalPage } from '../components/legal-page'
import { getLegalDoc } from '../content/legal.server'
import { breadcrumbJsonLd } from '../lib/json-ld'
import { requestLang } from '../lib/request-lang.server'
import { routeMeta } from '../lib/route-meta'
import type { Route } from './+types/terms'

export function loader({ request }: Route.LoaderArgs) {
  return { doc: getLegalDoc(requestLang(request), 'terms') }
}

export function meta(args: Route.MetaArgs) {
  const doc = args.loaderData?.doc
  if (!doc) return []
  return routeMeta(args, {
    title: doc.title,
    description: doc.description,
    jsonLd: ({ siteUrl, lang, t }) => [breadcrumbJsonLd(siteUrl, lang, [{ page: 'terms' }], t)],
  })
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc={loaderData.doc} />
}
