import type { MetaDescriptor } from 'react-router'
import { data, Link, redirect } from 'react-router'
import { ContentImage } from '../components/content-image'
import { PostCard } from '../components/post-card'
import { CtaBand } from '../components/sections/cta-band'
import { StaticPage, serverPageLoader } from '../components/static-page'
import { postAlternates, meta as postMeta, posts, relatedPosts } from '../content/blog.server'
import { renamedSlug } from '../content/slug-redirects.server'
import { href } from '../i18n/href'
import { useLang, useT } from '../i18n/use-i18n'
import { breadcrumbJsonLd } from '../lib/json-ld'
import { requestLang } from '../lib/request-lang.server'
import { routeMeta } from '../lib/route-meta'
import { serverPageMeta } from '../lib/server-page'
import { site } from '../site.config'
import type { Route } from './+types/blog-post'

/** Posts with at least this many sections get a table of contents. */
const TOC_MIN_HEADINGS = 4

export function loader({ url, params }: Route.LoaderArgs) {
  const lang = requestLang(url)
  const post = posts(lang).find((p) => p.slug === params.slug)
  if (!post) {
    const renamed = renamedSlug('posts', lang, params.slug)
    if (renamed) throw redirect(href('blogPost', lang, { slug: renamed }), 301)
    throw data(null, { status: 404 })
  }
  return { post, alternates: postAlternates(post), related: relatedPosts(postMeta(post)) }
}

function pageMeta(args: Route.MetaArgs): MetaDescriptor[] {
  const d = args.loaderData
  if (!d) return []
  const { post } = d
  return [
    ...routeMeta(args, {
      title: post.title,
      description: post.description,
      alternates: d.alternates,
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
    }),
    { property: 'og:type', content: 'article' },
    { property: 'article:published_time', content: post.date },
  ]
}

export function links() {
  return [
    { rel: 'alternate', type: 'application/rss+xml', title: `${site.brand} (EN)`, href: '/blog/rss.xml' },
    { rel: 'alternate', type: 'application/rss+xml', title: `${site.brand} (PL)`, href: '/pl/blog/rss.xml' },
  ]
}

function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, related } = loaderData
  const lang = useLang()
  const t = useT()
  const sections = post.headings.filter((h) => h.depth === 2)
  return (
    <>
      <article className="post">
        <header className="page-hero">
          <div className="wrap page-narrow">
            <p className="eyebrow">
              <Link to={href('blog', lang)}>{t('nav.blog')}</Link>
            </p>
            <h1 className="page-title">{post.title}</h1>
            <p className="lead">{post.description}</p>
            <p className="post-meta">
              <span>{t('blog.by', { author: post.author })}</span> · <time dateTime={post.date}>{post.dateText}</time>
              {post.updated ? (
                <>
                  {' '}
                  · <time dateTime={post.updated}>{t('blog.updated', { date: post.updatedText ?? post.updated })}</time>
                </>
              ) : null}{' '}
              · {post.readingTime}
            </p>
          </div>
        </header>
        <div className="wrap page-narrow">
          <ContentImage
            image={post.coverImage}
            className="post-hero-cover"
            sizes="(min-width: 48rem) 48rem, 100vw"
            eager
          />
          {sections.length >= TOC_MIN_HEADINGS ? (
            <nav aria-labelledby="post-toc" className="toc card">
              <h2 id="post-toc" className="toc-title">
                {t('blog.toc')}
              </h2>
              <ol>
                {sections.map((h) => (
                  <li key={h.id}>
                    <a href={`#${h.id}`}>{h.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown from content files, sanitized on the server */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: post.html }} />
          <footer className="post-footer">
            <h2 className="sr-only">{t('blog.tags')}</h2>
            <ul className="tag-list">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link to={`${href('blog', lang)}?tag=${encodeURIComponent(tag)}`} className="tag tag-link">
                    #{tag}
                  </Link>
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

// Rendered by the server only (decision 012): in the browser this page's markup and head
// come from the server, on the document it sent or fetched by the clientLoader.
export const meta: Route.MetaFunction = import.meta.env.SSR ? pageMeta : serverPageMeta
export const clientLoader = serverPageLoader
export default import.meta.env.SSR ? BlogPostPage : StaticPage
