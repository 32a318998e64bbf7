import type { Alternates } from '../../i18n/alternates.ts'
import type { Lang } from '../../i18n/languages.ts'
import { langFromPath, locate } from '../../i18n/locate.ts'
import { site } from '../../site.config.ts'

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
  /** The share image (a path under the site), see ogImagePath(). */
  image?: { path: string; alt: string }
}

/** Size of the share images integrations/build-steps/og-images.ts writes at build time. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/**
 * The file name (without .png) of a page's share image: the page id, plus the slug for
 * a service or a blog post ("service-back-office"). Paths outside the route table
 * (not-found pages) use the home page's image.
 */
export function ogImageKey(pathname: string): string {
  const found = locate(pathname)
  if (!found) return 'home'
  return found.params.slug ? `${found.page}-${found.params.slug}` : found.page
}

/** Where a page's share image is served: /og/<lang>/<key>.png, in the page's language. */
export function ogImagePath(pathname: string): string {
  return `/og/${langFromPath(pathname)}/${ogImageKey(pathname)}.png`
}

export function fullTitle(title: string): string {
  return title.includes(site.brand) ? title : `${title} | ${site.brand}`
}

/** Title, description, share image, canonical and hreflang alternates for one page. */
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
  if (input.image) {
    const image = `${input.siteUrl}${input.image.path}`
    tags.push(
      { property: 'og:image', content: image },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) },
      { property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) },
      { property: 'og:image:alt', content: input.image.alt },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: input.image.alt },
    )
  }
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
