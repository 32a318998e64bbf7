import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Lang } from '../../i18n/languages.ts'
import { registerServerDictionaries } from '../../i18n/translate.ts'
import { withPage } from '../page/page-context.tsx'

/** A visual rendered as the server renders it for a page in `lang`; tests only. */
export function renderVisual(Visual: ComponentType, lang: Lang): string {
  // The server's dictionaries, which useT falls back to outside an island.
  registerServerDictionaries()
  const Root = withPage(Visual)
  return renderToStaticMarkup(<Root page={{ lang, path: lang === 'pl' ? '/pl' : '/', frame: {} }} />)
}
