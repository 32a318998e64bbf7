import type { ReactNode } from 'react'
import { useT } from '../../i18n/use-i18n.ts'
import { site } from '../../site.config.ts'
import { keepCompounds } from '../text/keep-compounds.tsx'

/** Marks the server's error and 404 pages, which the browser keeps (KeptErrorPage). */
export const ERROR_PAGE = 'data-error-page'

/** The error page's message: all the browser renders of it when it fails on its own. */
export function ErrorMessage({ children }: { children?: ReactNode }) {
  const t = useT()
  return (
    <section className="wrap page-narrow section" {...{ [ERROR_PAGE]: '' }}>
      <h1 className="page-title">{keepCompounds(t('error.title'))}</h1>
      <p className="lead">{keepCompounds(t('error.text', { email: site.email }))}</p>
      {children}
    </section>
  )
}
