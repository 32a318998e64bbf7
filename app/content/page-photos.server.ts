import content from 'virtual:site-content'
import type { Lang } from '../i18n/languages'
import type { ImageManifest } from '../lib/images/image-variants'
import { polishTypography } from '../lib/language/polish-typography'
import { type ResponsiveImage, responsiveImage } from './images.server'

/** The pages with a place for a photograph (content/pages/<page>.yaml, field `photo`). */
export type PhotoPage = 'home' | 'about' | 'career' | 'contact'

type PhotoField = { discriminant?: boolean; value?: { file?: string | null; alt?: Partial<Record<Lang, string>> } }

/**
 * A page entry's photograph in one language, or nothing when none is set. The schema has
 * checked the file and both descriptions; an image missing from public/images throws
 * (responsiveImage), so the build stops rather than publish a broken picture.
 */
export function photoOf(
  entry: { photo?: unknown } | undefined,
  lang: Lang,
  images?: ImageManifest,
): ResponsiveImage | undefined {
  const photo = entry?.photo as PhotoField | undefined
  if (!photo?.discriminant || !photo.value?.file) return undefined
  const alt = photo.value.alt?.[lang] ?? ''
  return responsiveImage(photo.value.file, lang === 'pl' ? polishTypography(alt) : alt, images)
}

/** The photograph of a page in the page's language, from the bundled content. */
export function pagePhoto(page: PhotoPage, lang: Lang): ResponsiveImage | undefined {
  return photoOf(content.singletons[page]?.entry, lang)
}
