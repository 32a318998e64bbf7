import { ErrorPage } from '../components/errors/error-page.tsx'
import { NotFound } from '../components/errors/not-found.tsx'
import type { PageContext } from '../components/page/page-context.tsx'
import { withPage } from '../components/page/page-context.tsx'
import { siteFrame } from '../content/site-frame.server.ts'
import { langFromPath } from '../i18n/locate.ts'
import { translator } from '../i18n/translate.ts'
import type { PageHead } from '../lib/seo/page-head.ts'
import { site } from '../site.config.ts'
import type { LoadArgs } from './view.server.ts'

/**
 * The page and head of an error page (404 or 500) at the route's address, in the language
 * of its path: the error routes' `load`, which they call through loadRoute as every route shell does.
 */
export function loadErrorPage({ url }: LoadArgs, kind: 'notFound' | 'error'): { page: PageContext; head: PageHead } {
  const lang = langFromPath(url.pathname)
  const t = translator(lang)
  return {
    page: { lang, path: url.pathname, frame: siteFrame(lang) },
    head: {
      title: `${t(kind === 'notFound' ? 'notFound.metaTitle' : 'error.metaTitle')} | ${site.brand}`,
      description: t(kind === 'notFound' ? 'notFound.text' : 'error.title'),
      robots: 'noindex',
    },
  }
}

export const NotFoundView = withPage(NotFound)
export const ErrorView = withPage(ErrorPage)
