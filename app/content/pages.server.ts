import type { Lang } from '../i18n/languages'
import { polishTypographyDeep } from '../lib/polish-typography'
import type { AboutPageContent, AiPageContent, CareerPageContent, HomePageContent } from './types'

type PageContent = {
  home: HomePageContent
  ai: AiPageContent
  about: AboutPageContent
  career: CareerPageContent
}

const modules = import.meta.glob<{ default: unknown }>('/content/pages/*/*.ts', { eager: true })

/** Long copy of a page in one language, from content/pages/<lang>/<page>.ts. */
export function getPageContent<K extends keyof PageContent>(lang: Lang, page: K): PageContent[K] {
  const file = `/content/pages/${lang}/${page}.ts`
  const mod = modules[file]
  if (!mod) throw new Error(`${file}: missing`)
  const content = mod.default as PageContent[K]
  return lang === 'pl' ? polishTypographyDeep(content) : content
}
