import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { SiteFrame } from '../../content/site-frame.ts'
import { en } from '../../i18n/en.ts'
import type { Lang } from '../../i18n/languages.ts'
import { pl } from '../../i18n/pl.ts'
import { registerServerDictionaries } from '../../i18n/translate.ts'
import { withPage } from '../page/page-context.tsx'

/**
 * A visual (or any component) rendered as the server renders it for a page in `lang`, with
 * the frame's data it reads (the company details, say); tests only.
 */
export function renderVisual(Visual: ComponentType, lang: Lang, frame: Partial<SiteFrame> = {}): string {
  // The server's dictionaries, which useT falls back to outside an island.
  registerServerDictionaries()
  const Root = withPage(Visual)
  return renderToStaticMarkup(<Root page={{ lang, path: lang === 'pl' ? '/pl' : '/', frame }} />)
}

/** The sample tag's word in each language, as the dictionaries give it (`sample.tag`): what a test finds in a sample's markup. */
export const SAMPLE_TAG_WORDS = [
  ['en', en['sample.tag']],
  ['pl', pl['sample.tag']],
] as const satisfies readonly (readonly [Lang, string])[]
