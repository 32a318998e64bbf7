import type { MetaDescriptor } from 'react-router'
import { type Alternates, alternatesFor, canonicalPath } from '../i18n/alternates'
import type { Lang } from '../i18n/languages'
import { langFromPath } from '../i18n/locate'
import { pageMeta } from './seo'

type MetaArgsLike = {
  location: { pathname: string }
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>
}

type PageInfo = {
  title: string
  description: string
  alternates?: Alternates | null
  /** Structured data of the page, built with the site URL and the page's language. */
  jsonLd?: (ctx: { siteUrl: string; lang: Lang }) => Record<string, unknown>[]
}

/** Builds a page's head tags from its title and description and the current URL. */
export function routeMeta(args: MetaArgsLike, page: PageInfo): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === 'root')?.loaderData as { siteUrl?: string } | undefined
  const pathname = args.location.pathname
  const lang = langFromPath(pathname)
  const siteUrl = root?.siteUrl ?? ''
  const tags: MetaDescriptor[] = pageMeta({
    title: page.title,
    description: page.description,
    lang,
    siteUrl,
    path: canonicalPath(pathname),
    alternates: page.alternates ?? alternatesFor(pathname),
  })
  for (const data of page.jsonLd?.({ siteUrl, lang }) ?? []) tags.push({ 'script:ld+json': data })
  return tags
}
