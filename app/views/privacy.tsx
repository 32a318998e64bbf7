import { env } from '../backend/env.server.ts'
import { LegalPage } from '../components/legal/legal-page.tsx'
import { withPage } from '../components/page/page-context.tsx'
import { getLegalDoc } from '../content/legal.server.ts'
import { langFromPath } from '../i18n/locate.ts'
import { breadcrumbJsonLd } from './json-ld.ts'
import { type LoadArgs, notFound, pageAt } from './view.server.ts'

export function load({ url }: LoadArgs) {
  // Rendered per request: the cookie section follows the running server's CONSENT_MODE,
  // and ?version= shows an earlier version (an unknown one is a 404).
  const doc = getLegalDoc(langFromPath(url.pathname), 'privacy', url.searchParams.get('version'), env().CONSENT_MODE)
  if (!doc) return notFound
  const loaded = pageAt(
    url,
    {
      title: doc.title,
      description: doc.description,
      jsonLd: ({ siteUrl, lang, t }) => [breadcrumbJsonLd(siteUrl, lang, [{ page: 'privacy' }], t)],
    },
    { doc },
  )
  // A version no longer in force stays out of search results.
  if (loaded.kind === 'page' && !doc.current) loaded.head.robots = 'noindex'
  return loaded
}

type Props = Extract<ReturnType<typeof load>, { kind: 'page' }>['props']

function PrivacyPage({ doc }: Props) {
  return <LegalPage page="privacy" doc={doc} />
}

export default withPage(PrivacyPage)
