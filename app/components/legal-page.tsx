import type { LegalDoc } from '../content/legal.server'
import { useLang, useT } from '../i18n/use-i18n'
import { formatDate } from '../lib/format'

/** A legal document: title, version and date, table of contents, and the sanitized body. */
export function LegalPage({ doc }: { doc: LegalDoc }) {
  const lang = useLang()
  const t = useT()
  return (
    <article className="wrap page-narrow section legal">
      <h1 className="page-title">{doc.title}</h1>
      <p className="legal-meta">
        {t('legal.version', { version: doc.version })} ·{' '}
        <time dateTime={doc.effective}>{t('legal.effective', { date: formatDate(doc.effective, lang) })}</time>
      </p>
      <nav aria-labelledby="toc-title" className="toc card">
        <h2 id="toc-title" className="toc-title">
          {t('legal.toc')}
        </h2>
        <ol>
          {doc.headings.map((h) => (
            <li key={h.id}>
              <a href={`#${h.id}`}>{h.text}</a>
            </li>
          ))}
        </ol>
      </nav>
      {/* Rendered from our own Markdown and sanitized on the server (app/lib/markdown.server.ts). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from content files */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: doc.html }} />
    </article>
  )
}
