import content from 'virtual:site-content'
import { z } from 'zod'
import type { Lang } from '../i18n/languages.ts'
import { polishTypography } from '../i18n/polish-typography.ts'
import type { ImageManifest } from '../lib/images/image-variants.ts'
import type { BundledContent } from './bundled-content.ts'
import { type ResponsiveImage, responsiveImage } from './images.server.ts'

type Singletons = BundledContent['singletons']
type EntryOf<P extends keyof Singletons> = Singletons[P]['entry']

/**
 * The fields of a page that hold a photograph, read from its schema (app/content/schema/page-photo.ts,
 * `pagePhotoField`): a field added there is a slot here, and a renamed one fails type-check where a view asks for it.
 */
export type PhotoSlot<P extends keyof Singletons> = {
  [K in keyof EntryOf<P>]: EntryOf<P>[K] extends PhotoField | undefined
    ? EntryOf<P>[K] extends string
      ? never
      : K
    : never
}[keyof EntryOf<P>]

/** The pages with a place for a photograph (content/pages/<page>.yaml). */
export type PhotoPage = { [P in keyof Singletons]: [PhotoSlot<P>] extends [never] ? never : P }[keyof Singletons]

/** A photograph with, where the editor set one, its own crop for phones (art direction). */
export type PagePhotoImage = ResponsiveImage & { phone?: ResponsiveImage }

/**
 * A photo field as the schema stores it (pagePhotoField, picture): parsed where code reaches
 * a slot by name, which type-check cannot follow to the field's type.
 */
const photoField = z
  .object({
    discriminant: z.boolean(),
    value: z
      .object({
        file: z.string().nullable(),
        phone: z.string().nullable(),
        alt: z.object({ en: z.string(), pl: z.string() }).partial(),
      })
      .partial()
      .nullable(),
  })
  .partial()
type PhotoField = z.infer<typeof photoField>
type PhotoValue = NonNullable<PhotoField['value']>

/** The value of a slot as a photo field, or nothing when it holds none. */
const asPhotoField = (value: unknown): PhotoField | undefined => photoField.safeParse(value).data

const altIn = (value: PhotoValue, lang: Lang) => {
  const alt = value.alt?.[lang] ?? ''
  return lang === 'pl' ? polishTypography(alt) : alt
}

/**
 * A photo field's picture in one language, or nothing when none is set. The schema has
 * checked the file and both descriptions; an image missing from public/images throws
 * (responsiveImage), so the build stops rather than publish a broken picture.
 */
export function photoFrom(
  photo: PhotoField | undefined,
  lang: Lang,
  images?: ImageManifest,
): PagePhotoImage | undefined {
  if (!photo?.discriminant || !photo.value?.file) return undefined
  const alt = altIn(photo.value, lang)
  const image: PagePhotoImage = responsiveImage(photo.value.file, alt, images)
  if (photo.value.phone) image.phone = responsiveImage(photo.value.phone, alt, images)
  return image
}

/** A page entry's photograph (field `photo`, or another slot of the page) in one language. */
export function photoOf(
  entry: Record<string, unknown> | undefined,
  lang: Lang,
  images?: ImageManifest,
  slot = 'photo',
): PagePhotoImage | undefined {
  return photoFrom(asPhotoField(entry?.[slot]), lang, images)
}

/** The photograph of a page's slot in the page's language, from the bundled content. */
export function pagePhoto<P extends PhotoPage>(page: P, lang: Lang, slot: PhotoSlot<P>): PagePhotoImage | undefined {
  const entry: EntryOf<P> | undefined = content.singletons[page]?.entry
  return photoFrom(asPhotoField(entry?.[slot]), lang)
}

/**
 * A case study's client logo in one language: none on a sample, whatever the file says (a
 * made-up case study must not carry a real company's mark).
 */
export function clientLogoOf(
  entry: { sample?: boolean; logo?: unknown } | undefined,
  lang: Lang,
  images?: ImageManifest,
): ResponsiveImage | undefined {
  if (entry?.sample !== false) return undefined
  const logo = asPhotoField(entry.logo)
  if (!logo?.discriminant || !logo.value?.file) return undefined
  return responsiveImage(logo.value.file, altIn(logo.value, lang), images)
}

/** The account lead as the contact and booking pages show them: only once a name is set. */
export type AccountLead = { name: string; role?: string; photo?: ResponsiveImage }

type LeadField = { name?: string; role?: Partial<Record<Lang, string>>; photo?: PhotoField }

export function accountLeadOf(
  entry: { accountLead?: LeadField } | undefined,
  lang: Lang,
  images?: ImageManifest,
): AccountLead | undefined {
  const lead = entry?.accountLead
  const name = lead?.name?.trim()
  if (!name) return undefined
  const role = lead?.role?.[lang]?.trim()
  const photo = photoFrom(lead?.photo, lang, images)
  return {
    name,
    ...(role ? { role: lang === 'pl' ? polishTypography(role) : role } : {}),
    ...(photo ? { photo } : {}),
  }
}

/** The account lead in the page's language, from the bundled contact page (content/pages/contact.yaml). */
export function accountLead(lang: Lang): AccountLead | undefined {
  return accountLeadOf(content.singletons.contact?.entry, lang)
}
