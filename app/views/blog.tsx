import { PostCard } from '../components/blog/post-card.tsx'
import { TagFilter } from '../components/blog/tag-filter.tsx'
import { withPage } from '../components/page/page-context.tsx'
import { PageHero } from '../components/sections/page-hero.tsx'
import { posts as allPosts, meta as postMeta } from '../content/blog.server.ts'
import { blogFeedPath, href } from '../i18n/href.ts'
import { plural } from '../i18n/plural.ts'
import { translator } from '../i18n/translate.ts'
import { useLang, useT } from '../i18n/use-i18n.ts'
import { tagName } from '../lib/markup/tag-name.ts'
import { site } from '../site.config.ts'
import { feedLinks } from './feed-links.server.ts'
import { breadcrumbJsonLd } from './json-ld.ts'
import { type LoadArgs, notFound, pageAt } from './view.server.ts'
import './blog.css'
import { langFromPath } from '../i18n/locate.ts'

export const PAGE_SIZE = 9

/** A tag is offered as a topic once this many posts carry it. */
const MIN_TOPIC_POSTS = 2

export function load({ url }: LoadArgs) {
  const lang = langFromPath(url.pathname)
  const t = translator(lang)
  const tag = url.searchParams.get('tag')
  const page = Number(url.searchParams.get('page') ?? '1')
  const all = allPosts(lang).map(postMeta)
  // The topics to filter by: a tag that two posts or more share (a tag of one post filters
  // nothing a reader could not see at a glance), and the one chosen by the URL. In the
  // order of the names a visitor reads, not of the slugs. Every tag keeps its page.
  const uses = new Map<string, number>()
  for (const t of all.flatMap((p) => p.tags)) uses.set(t, (uses.get(t) ?? 0) + 1)
  const tags = [...uses.keys()]
    .filter((t) => (uses.get(t) ?? 0) >= MIN_TOPIC_POSTS || t === tag)
    .sort((a, b) => tagName(a).localeCompare(tagName(b), lang))
  const filtered = tag ? all.filter((p) => p.tags.includes(tag)) : all
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE))
  if (!Number.isInteger(page) || page < 1 || page > pages || (tag && !filtered.length)) return notFound
  const posts = filtered.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
  const suffix = tag ? ` – ${tagName(tag)}` : page > 1 ? ` – ${page}` : ''
  const loaded = pageAt(
    url,
    {
      title: `${t('blog.metaTitle')}${suffix}`,
      description: t('blog.metaDescription'),
      jsonLd: ({ siteUrl, lang }) => [
        {
          '@context': 'https://schema.org',
          '@type': 'Blog',
          name: `${site.brand} – ${t('blog.title')}`,
          url: `${siteUrl}${href('blog', lang)}`,
          inLanguage: lang,
          blogPost: posts.map((p) => ({
            '@type': 'BlogPosting',
            headline: p.title,
            url: `${siteUrl}${href('blogPost', lang, { slug: p.slug })}`,
            datePublished: p.date,
          })),
        },
        breadcrumbJsonLd(siteUrl, lang, [{ page: 'blog' }], t),
      ],
    },
    {
      posts,
      countText: plural(t, lang, 'blog.postCount', filtered.length),
      tags,
      tag,
      pageNumber: page,
      pages,
    },
  )
  if (loaded.kind === 'page') loaded.head.feeds = feedLinks
  return loaded
}

type Props = Extract<ReturnType<typeof load>, { kind: 'page' }>['props']

function BlogPage({ posts, tags, tag, pageNumber: page, pages, countText }: Props) {
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
      <PageHero title={tag ? t('blog.taggedTitle', { tag: tagName(tag) }) : t('blog.title')} lead={t('blog.lead')}>
        <p className="post-meta">
          {countText} · <a href={blogFeedPath(lang)}>{t('blog.feed')}</a>
        </p>
      </PageHero>
      <section className="section" aria-label={t('blog.title')}>
        <div className="wrap">
          <TagFilter tags={tags} current={tag} />
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
                <a href={pageLink(page - 1)} rel="prev">
                  ← {t('blog.previous')}
                </a>
              ) : null}
              <span>{t('blog.pageOf', { page, pages })}</span>
              {page < pages ? (
                <a href={pageLink(page + 1)} rel="next">
                  {t('blog.next')} →
                </a>
              ) : null}
            </nav>
          ) : null}
        </div>
      </section>
    </>
  )
}

export default withPage(BlogPage)
