import { PostCard } from '../components/blog/post-card.tsx'
import { ContentImage } from '../components/media/content-image.tsx'
import { withPage } from '../components/page/page-context.tsx'
import { SampleTag } from '../components/proof/sample-tag.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { keepCompounds } from '../components/text/keep-compounds.tsx'
// The post's header is a page hero without the component: its styles come from beside it.
import { postAlternates, meta as postMeta, posts, relatedPosts } from '../content/blog.server.ts'
import { href } from '../i18n/href.ts'
import { useLang, useT } from '../i18n/use-i18n.ts'
import { tagName } from '../lib/markup/tag-name.ts'
import { site } from '../site.config.ts'
import { feedLinks } from './feed-links.server.ts'
import { breadcrumbJsonLd } from './json-ld.ts'
import { type LoadArgs, notFound, pageAt } from './view.server.ts'
import '../styles/prose.css'
import './blog-post.css'
import { langFromPath } from '../i18n/locate.ts'

/** Posts with at least this many sections get a table of contents. */
const TOC_MIN_HEADINGS = 4

export function load({ url, params }: LoadArgs) {
  const lang = langFromPath(url.pathname)
  const slug = params.slug ?? ''
  const post = posts(lang).find((p) => p.slug === slug)
  // An old or renamed slug never gets here: app/middleware.ts answers it with a 301.
  if (!post) return notFound
  const loaded = pageAt(
    url,
    {
      title: post.title,
      description: post.description,
      alternates: postAlternates(post),
      jsonLd: ({ siteUrl, lang, t }) => [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.description,
          datePublished: post.date,
          dateModified: post.updated ?? post.date,
          inLanguage: lang,
          image: `${siteUrl}${post.cover}`,
          author: { '@type': 'Organization', name: post.author },
          publisher: { '@type': 'Organization', name: site.brand, logo: `${siteUrl}/favicon.svg` },
          keywords: post.tags.join(', '),
          mainEntityOfPage: `${siteUrl}${href('blogPost', lang, { slug: post.slug })}`,
        },
        breadcrumbJsonLd(
          siteUrl,
          lang,
          [{ page: 'blog' }, { name: post.title, path: href('blogPost', lang, { slug: post.slug }) }],
          t,
        ),
      ],
    },
    { post, related: relatedPosts(postMeta(post)) },
  )
  if (loaded.kind === 'page') {
    const { head } = loaded
    // An article, not the site's default `website`.
    if (head.share) head.share = { ...head.share, type: 'article' }
    loaded.head = { ...head, publishedTime: post.date, feeds: feedLinks }
  }
  return loaded
}

type Props = Extract<ReturnType<typeof load>, { kind: 'page' }>['props']

function BlogPostPage({ post, related }: Props) {
  const lang = useLang()
  const t = useT()
  const sections = post.headings.filter((h) => h.depth === 2)
  return (
    <>
      <article className="post">
        {/* The header, the cover and the text on one column, the text's measure: one left
            edge and one right edge down the article; on a wide screen the contents and a call
            to action stand in a column beside it (prose.css), under the text on a phone. */}
        <header className="post-header">
          <div className="wrap article-column article-layout">
            <p className="eyebrow">
              <a href={href('blog', lang)}>{t('nav.blog')}</a>
              {/* Next to the title, the one tag of a post our team wrote as a sample: what it
                  means is the tag's description, not a sentence in the first screen. */}
              {post.sample ? <SampleTag explanation={t('blog.sample')} /> : null}
            </p>
            <h1 className="page-title">{keepCompounds(post.title)}</h1>
            <p className="lead">{keepCompounds(post.description)}</p>
            {/* Each item opens with its "·"; the one at the start of a line is clipped off
                (blog-post.css), so separators stand only between items however they wrap. */}
            <p className="post-meta post-meta-line">
              <span className="post-meta-items">
                <span>{t('blog.by', { author: post.author })}</span>
                {post.updated ? <time dateTime={post.date}>{keepCompounds(post.dateText)}</time> : null}
                {/* The reading time never stands alone on a line: it wraps with the date before it. */}
                <span className="post-meta-pair">
                  {post.updated ? (
                    <time dateTime={post.updated}>
                      {keepCompounds(t('blog.updated', { date: post.updatedText ?? post.updated }))}
                    </time>
                  ) : (
                    <time dateTime={post.date}>{keepCompounds(post.dateText)}</time>
                  )}
                  <span>{keepCompounds(post.readingTime)}</span>
                </span>
              </span>
            </p>
          </div>
        </header>
        <div className="wrap article-column article-layout">
          <ContentImage
            image={post.coverImage}
            className="post-hero-cover"
            sizes="(min-width: 48rem) 48rem, 100vw"
            eager
          />
          <div className="article-side post-side">
            {sections.length >= TOC_MIN_HEADINGS ? (
              <nav aria-labelledby="post-toc" className="toc card">
                <h2 id="post-toc" className="toc-title">
                  {t('blog.toc')}
                </h2>
                <ol>
                  {sections.map((h) => (
                    <li key={h.id}>
                      <a href={`#${h.id}`}>{keepCompounds(h.text)}</a>
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
            {/* Beside the text on a wide screen; a phone reaches the page's closing band instead. */}
            <div className="post-side-cta">
              <p className="post-side-cta-title">{keepCompounds(t('blog.sideTitle'))}</p>
              <p>{keepCompounds(t('blog.sideText'))}</p>
              <a href={href('book', lang)} className="btn btn-primary">
                {t('button.bookConsultation')}
              </a>
            </div>
          </div>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown from content files, sanitized on the server */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: post.html }} />
          <footer className="post-footer">
            <h2 className="sr-only">{t('blog.tags')}</h2>
            <ul className="tag-list">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <a href={`${href('blog', lang)}?tag=${encodeURIComponent(tag)}`} className="tag tag-link">
                    {tagName(tag)}
                  </a>
                </li>
              ))}
            </ul>
          </footer>
        </div>
      </article>
      {related.length ? (
        <section className="section section-alt" aria-labelledby="related-posts">
          <div className="wrap">
            <h2 id="related-posts" className="section-title">
              {t('blog.related')}
            </h2>
            <ul className="grid-cards post-grid">
              {related.map((p) => (
                <li key={p.slug}>
                  <PostCard post={p} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <CtaBand title={t('blog.ctaTitle')} text={t('blog.ctaText')} />
    </>
  )
}

export default withPage(BlogPostPage)
