import type { MetaDescriptor } from 'react-router'
import { data, Link } from 'react-router'
import { PostCard } from '../components/post-card'
import { PageHero } from '../components/sections/page-hero'
import { StaticPage, serverPageLoader } from '../components/static-page'
import { meta as postMeta, posts } from '../content/blog.server'
import { href } from '../i18n/href'
import { metaTranslator } from '../i18n/messages'
import { plural } from '../i18n/plural'
import { translator } from '../i18n/translate'
import { useLang, useT } from '../i18n/use-i18n'
import { breadcrumbJsonLd } from '../lib/json-ld'
import { requestLang } from '../lib/request-lang.server'
import { routeMeta } from '../lib/route-meta'
import { serverPageMeta } from '../lib/server-page'
import { site } from '../site.config'
import type { Route } from './+types/blog'

export const PAGE_SIZE = 9

export function loader({ url }: Route.LoaderArgs) {
  const lang = requestLang(url)
  const tag = url.searchParams.get('tag')
  const page = Number(url.searchParams.get('page') ?? '1')
  const all = posts(lang).map(postMeta)
  const tags = [...new Set(all.flatMap((p) => p.tags))].sort((a, b) => a.localeCompare(b, lang))
  const filtered = tag ? all.filter((p) => p.tags.includes(tag)) : all
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE))
  if (!Number.isInteger(page) || page < 1 || page > pages || (tag && !filtered.length)) {
    throw data(null, { status: 404 })
  }
  return {
    posts: filtered.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    // Counted here: the browser builds no Intl.PluralRules while it hydrates (decision 003).
    countText: plural(translator(lang), lang, 'blog.postCount', filtered.length),
    tags,
    tag,
    page,
    pages,
  }
}

export function links() {
  return [
    { rel: 'alternate', type: 'application/rss+xml', title: `${site.brand} (EN)`, href: '/blog/rss.xml' },
    { rel: 'alternate', type: 'application/rss+xml', title: `${site.brand} (PL)`, href: '/pl/blog/rss.xml' },
  ]
}

function pageMeta(args: Route.MetaArgs): MetaDescriptor[] {
  const t = metaTranslator(args)
  const d = args.loaderData
  const suffix = d?.tag ? ` – ${d.tag}` : d && d.page > 1 ? ` – ${d.page}` : ''
  return routeMeta(args, {
    title: `${t('blog.metaTitle')}${suffix}`,
    description: t('blog.metaDescription'),
    jsonLd: ({ siteUrl, lang }) => [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: `${site.brand} – ${t('blog.title')}`,
        url: `${siteUrl}${href('blog', lang)}`,
        inLanguage: lang,
        blogPost: (d?.posts ?? []).map((p) => ({
          '@type': 'BlogPosting',
          headline: p.title,
          url: `${siteUrl}${href('blogPost', lang, { slug: p.slug })}`,
          datePublished: p.date,
        })),
      },
      breadcrumbJsonLd(siteUrl, lang, [{ page: 'blog' }], t),
    ],
  })
}

function BlogPage({ loaderData }: Route.ComponentProps) {
  const { posts, tags, tag, page, pages, countText } = loaderData
  const lang = useLang()
  const t = useT()
  const base = href('blog', lang)
  const pageLink = (n: number) => {
    const params = new URLSearchParams()
    if (tag) params.set('tag', tag)
    if (n > 1) params.set('page', String(n))
    const query = params.toString()
    return query ? `${base}?${query}` : base
  }
  return (
    <>
      <PageHero title={tag ? t('blog.taggedTitle', { tag }) : t('blog.title')} lead={t('blog.lead')}>
        <p className="post-meta">
          {countText} · <a href={`${base}/rss.xml`}>{t('blog.feed')}</a>
        </p>
      </PageHero>
      <section className="section" aria-label={t('blog.title')}>
        <div className="wrap">
          <nav aria-label={t('blog.filterTitle')} className="tag-filter">
            <ul className="tag-list">
              <li>
                <Link to={base} className="tag tag-link" aria-current={tag ? undefined : 'page'}>
                  {t('blog.allTopics')}
                </Link>
              </li>
              {tags.map((name) => (
                <li key={name}>
                  <Link
                    to={`${base}?tag=${encodeURIComponent(name)}`}
                    className="tag tag-link"
                    aria-current={name === tag ? 'page' : undefined}
                  >
                    {name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {posts.length ? (
            <ul className="grid-cards post-grid">
              {posts.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('blog.empty')}</p>
          )}
          {pages > 1 ? (
            <nav aria-label={t('blog.pagination')} className="pagination">
              {page > 1 ? (
                <Link to={pageLink(page - 1)} rel="prev">
                  ← {t('blog.previous')}
                </Link>
              ) : null}
              <span>{t('blog.pageOf', { page, pages })}</span>
              {page < pages ? (
                <Link to={pageLink(page + 1)} rel="next">
                  {t('blog.next')} →
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
      </section>
    </>
  )
}

// Rendered by the server only (decision 012): in the browser this page's markup and head
// come from the server, on the document it sent or fetched by the clientLoader.
export const meta: Route.MetaFunction = import.meta.env.SSR ? pageMeta : serverPageMeta
export const clientLoader = serverPageLoader
export default import.meta.env.SSR ? BlogPage : StaticPage
