import type { Alternates } from '../i18n/alternates'
import type { Lang } from '../i18n/languages'
import { site } from '../site.config'

type MetaDescriptor = Record<string, string>

export type PageMetaInput = {
  title: string
  description: string
  lang: Lang
  siteUrl: string
  /** The canonical path of the page. */
  path: string
  alternates?: Alternates | null
  noindex?: boolean
}

export function fullTitle(title: string): string {
  return title.includes(site.brand) ? title : `${title} | ${site.brand}`
}

/** Title, description, canonical and hreflang alternates for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = fullTitle(input.title)
  const url = `${input.siteUrl}${input.path === '/' ? '/' : input.path}`
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.brand },
    { property: 'og:locale', content: input.lang === 'pl' ? 'pl_PL' : 'en_GB' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
  if (input.noindex) {
    tags.push({ name: 'robots', content: 'noindex' })
    return tags
  }
  tags.push({ property: 'og:url', content: url })
  tags.push({ tagName: 'link', rel: 'canonical', href: url })
  if (input.alternates) {
    for (const [lang, path] of Object.entries(input.alternates)) {
      tags.push({ tagName: 'link', rel: 'alternate', hrefLang: lang, href: `${input.siteUrl}${path}` })
    }
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: `${input.siteUrl}${input.alternates.en}`,
    })
  }
  return tags
}
