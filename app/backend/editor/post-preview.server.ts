import content from 'virtual:site-content'
import { parse } from 'yaml'
import { meta, type PostEntry, readPosts, relatedPosts } from '../../content/blog.server'
import type { EditorStorage } from '../../content/keystatic.config'
import { href } from '../../i18n/href'
import type { Lang } from '../../i18n/languages'
import { pageAt } from '../../views/view.server'

/**
 * The preview of a blog post as it will look, a draft included, for the person editing it
 * (docs/editing.md): /keystatic/preview/posts/<key>?lang=pl. In development the entry as
 * saved in the working tree; in production the entry as saved on GitHub, read with the
 * editor's own GitHub sign-in (a visitor has none, and gets 404). Never indexed.
 */

const NOINDEX = { name: 'robots', content: 'noindex, nofollow' }

/** The GitHub sign-in Keystatic keeps in a cookie, when it may read the repository. */
async function githubToken(request: Request, repo: string): Promise<string | null> {
  const cookie = request.headers.get('cookie') ?? ''
  const token = /(?:^|;\s*)keystatic-gh-access-token=([^;]+)/.exec(cookie)?.[1]
  if (!token) return null
  const answer = await fetch(`https://api.github.com/repos/${repo}`, {
    headers: { Authorization: `Bearer ${decodeURIComponent(token)}`, Accept: 'application/vnd.github+json' },
  }).catch(() => null)
  if (!answer?.ok) return null
  const { permissions } = (await answer.json()) as { permissions?: { push?: boolean } }
  return permissions?.push ? decodeURIComponent(token) : null
}

/** A post's files as saved on GitHub's default branch, read with the editor's token. */
async function postFromGitHub(repo: string, token: string, key: string): Promise<PostEntry | null> {
  const raw = async (path: string) => {
    const answer = await fetch(`https://api.github.com/repos/${repo}/contents/${path}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.github.raw+json' },
    }).catch(() => null)
    return answer?.ok ? answer.text() : null
  }
  const data = await raw(`content/blog/${key}/index.yaml`)
  if (data === null) return null
  const entry = parse(data) as PostEntry['entry']
  for (const lang of ['en', 'pl'] as const) {
    entry[lang] = { ...entry[lang], body: (await raw(`content/blog/${key}/${lang}/body.md`)) ?? '' }
  }
  return { key, file: `content/blog/${key}/index.yaml`, entry }
}

export type PostPreview = Extract<ReturnType<typeof pageAt<unknown>>, { kind: 'page' }> & {
  props: { post: ReturnType<typeof readPosts>[number]; related: ReturnType<typeof relatedPosts> }
}

export async function postPreview(url: URL, request: Request, storage: EditorStorage): Promise<PostPreview | Response> {
  const notFound = () => new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  const [collection = '', key = ''] = url.pathname
    .slice('/keystatic/preview/'.length)
    .split('/')
    .map(decodeURIComponent)
  if (collection !== 'posts' || !/^[a-z0-9-]+$/.test(key)) return notFound()
  const lang: Lang = url.searchParams.get('lang') === 'pl' ? 'pl' : 'en'
  let found: PostEntry | null | undefined
  if (storage.kind === 'local') {
    found = (content.collections.posts as unknown as PostEntry[] | undefined)?.find((p) => p.key === key)
  } else {
    const token = await githubToken(request, storage.repo)
    if (!token) return notFound()
    found = await postFromGitHub(storage.repo, token, key)
  }
  if (!found) return notFound()
  // Rendered as published: the page as it will look once "Draft" is unticked.
  const [post] = readPosts(lang, [{ ...found, entry: { ...found.entry, draft: false } }])
  if (!post) return notFound()
  const at = new URL(href('blogPost', lang, { slug: post.slug || key }), url)
  const other: Lang = lang === 'pl' ? 'en' : 'pl'
  const loaded = pageAt(
    at,
    {
      title: post.title,
      description: post.description,
      // The language switch stays in the preview: the same draft in the other language.
      alternates: {
        [lang]: `/keystatic/preview/posts/${key}?lang=${lang}`,
        [other]: `/keystatic/preview/posts/${key}?lang=${other}`,
      } as Record<Lang, string>,
    },
    { post, related: relatedPosts(meta(post)) },
  )
  if (loaded.kind !== 'page') return notFound()
  loaded.head.push(NOINDEX)
  return loaded as PostPreview
}
