import type { Entry } from '@keystatic/core/reader'
import type { Lang } from '../i18n/languages.ts'
import type { ImageManifest } from '../lib/images/image-variants.ts'
import type { ContentConfig } from './keystatic.config.ts'
import type { Bundled } from './schema/fields.ts'

/**
 * The content as the build bundles it (`virtual:site-content`, integrations/content/site-content.ts),
 * typed from the editor's schema: each entry is Keystatic's `Entry` of its collection or
 * singleton, with every Markdown field's lazy document replaced by the file's text. The
 * loaders (app/content/*.server.ts) read it through these types and narrow it to what a view
 * takes without casts: a key to the site's own keys by finding it in their list
 * (services.server.ts), a photo slot reached by name with the field's Zod parse
 * (page-photos.server.ts). What type-check takes on trust is this declaration of the
 * virtual module (site-content.d.ts): the build made it with the Keystatic reader, which
 * validated every file with the schema these types come from.
 */

type Collections = ContentConfig['collections']
type Singletons = ContentConfig['singletons']

export type BundledEntry<K extends keyof Collections> = {
  key: string
  file: string
  entry: Bundled<Entry<Collections[K]>>
}

export type BundledSingleton<K extends keyof Singletons> = {
  key: string
  file: string
  entry: Bundled<Entry<Singletons[K]>>
}

/** An old per-language slug of an entry that now answers 301 (content/published-slugs.json, app/middleware.ts). */
export type SlugRedirect = { collection: string; key: string; lang: Lang; from: string; to: string }

export type BundledContent = {
  collections: { [K in keyof Collections]: BundledEntry<K>[] }
  singletons: { [K in keyof Singletons]: BundledSingleton<K> }
  redirects: SlugRedirect[]
  images: ImageManifest
}
