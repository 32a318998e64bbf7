import { LegalPage } from '../components/legal/legal-page.tsx'
import { withPage } from '../components/page/page-context.tsx'
import { getLegalDoc } from '../content/legal.server.ts'
import { langFromPath } from '../i18n/locate.ts'
import { breadcrumbJsonLd } from './json-ld.ts'
import { type LoadArgs, notFound, pageAt } from './view.server.ts'

export function load({ url }: LoadArgs) {
  // ?version= shows an earlier version, an unknown one is a 404 (rendered per request).
  const doc = getLegalDoc(langFromPath(url.pathname), 'terms', url.searchParams.get('version'))
  if (!doc) return notFound
  const loaded = pageAt(
    url,
    {
      title: doc.title,
      description: doc.description,
      jsonLd: ({ siteUrl, lang, t }) => [breadcrumbJsonLd(siteUrl, lang, [{ page: 'terms' }], t)],
    },
    { doc },
  )
  // A version no longer in force stays out of search results.
  if (loaded.kind === 'page' && !doc.current) loaded.head.robots = 'noindex'
  return loaded
}

type Props = Extract<ReturnType<typeof load>, { kind: 'page' }>['props']

function TermsPage({ doc }: Props) {
  return <LegalPage page="terms" doc={doc} />
}

export default withPage(TermsPage)
