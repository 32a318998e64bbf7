import { type LegalDoc, type LegalDocName, SAMPLE_BLOCK_MARK } from '../../content/legal.server.ts'
import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import '../../styles/prose.css'
import { sampleTagHtml } from '../proof/sample-tag.tsx'
import { keepCompounds } from '../text/keep-compounds.tsx'
import './legal-page.css'

/**
 * A legal document: title, version and date, table of contents, the sanitized body, and
 * links to the versions it replaced (an earlier version says so at the top).
 */
export function LegalPage({ page, doc }: { page: LegalDocName; doc: LegalDoc }) {
  const lang = useLang()
  const t = useT()
  const base = href(page, lang)
  const earlier = doc.versions.filter((v) => v.version !== doc.version)
  // Headings that carry their own numbers ("1. Who we are", "§ 1. Definicje") are not numbered again.
  const numbered = doc.headings.length > 0 && doc.headings.every((h) => OWN_NUMBER.test(h.text))
  return (
    <article className="wrap article-column article-layout section legal">
      <h1 className="page-title">{keepCompounds(doc.title)}</h1>
      <p className="legal-meta">
        {t('legal.version', { version: doc.version })} ·{' '}
        <time dateTime={doc.effective}>{keepCompounds(t('legal.effective', { date: doc.effectiveText }))}</time>
      </p>
      {doc.current ? null : (
        <p className="legal-archived card" role="note">
          {t('legal.archivedNotice')} <a href={base}>{t('legal.currentLink')}</a>
        </p>
      )}
      {/* The side column on a wide screen (prose.css), held in view beside the text. */}
      <nav aria-labelledby="toc-title" className="toc card article-side legal-toc">
        <h2 id="toc-title" className="toc-title">
          {t('legal.toc')}
        </h2>
        <ol className={numbered ? 'toc-own-numbers' : undefined}>
          {doc.headings.map((h) => (
            <li key={h.id}>
              <a href={`#${h.id}`}>
                <TocText text={h.text} numbered={numbered} />
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {/* Rendered from our own Markdown and sanitized on the server (app/lib/markup/markdown.server.ts);
          the company's details, while they are samples, take the one sample tag where the
          server marked their block. */}
      <div
        className="prose"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from content files
        dangerouslySetInnerHTML={{
          __html: doc.html.replaceAll(SAMPLE_BLOCK_MARK, sampleTagHtml(t('sample.tag'), t('company.sample'))),
        }}
      />
      {earlier.length ? (
        <section aria-labelledby="legal-versions" className="legal-versions">
          <h2 id="legal-versions">{t('legal.otherVersions')}</h2>
          <ul>
            {earlier.map((v) => (
              <li key={v.version}>
                <a
                  href={
                    v.version === doc.versions[0]?.version ? base : `${base}?version=${encodeURIComponent(v.version)}`
                  }
                >
                  {t('legal.versionLink', { version: v.version, date: v.effectiveText })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}

const OWN_NUMBER = /^((?:§\s*)?\d+[.)])\s+(.*)$/s

/** A contents entry; its own number ("§ 7.") in a column of its own, so a long title hangs beside it. */
function TocText({ text, numbered }: { text: string; numbered: boolean }) {
  const parts = numbered ? text.match(OWN_NUMBER) : null
  if (!parts?.[1] || !parts[2]) return keepCompounds(text)
  return (
    <>
      <span className="toc-number">{parts[1]}</span> <span>{keepCompounds(parts[2])}</span>
    </>
  )
}
