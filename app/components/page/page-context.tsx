import { type ComponentType, createContext, useContext } from 'react'
import type { SiteFrame } from '../../content/site-frame.ts'
import type { Alternates } from '../../i18n/alternates.ts'
import type { Dictionary } from '../../i18n/en.ts'
import type { Lang } from '../../i18n/languages.ts'

/**
 * What every component of a page may read: its language and address, the frame's data
 * (services, industries, figures, company details) and, in the browser, the messages an
 * island was given. Astro renders each React root apart, so each root gets it as a prop
 * and provides it here (`withPage`).
 */
export type PageContext = {
  lang: Lang
  /** The page's path, as the visitor asked for it (`/en/…` kept). */
  path: string
  frame: Partial<SiteFrame>
  /** The page in each language, where its slugs differ per language (entries). */
  alternates?: Alternates
  /** In the browser: the messages this island renders; on the server the whole dictionary stands behind them. */
  messages?: Partial<Dictionary>
}

// No default page: a component rendered outside a `withPage` root would otherwise read
// English and the home page's address on every page, without a sign.
const Context = createContext<PageContext | null>(null)

export function usePage(): PageContext {
  const page = useContext(Context)
  // The server renders every root first, so it names the rule; the browser's copy stays short.
  if (!page)
    throw new Error(
      import.meta.env.SSR
        ? 'usePage: a component read the page outside a withPage root, so it knows neither the language nor the ' +
            'page (rule: Astro renders each React root apart, and each gets the page as a prop). Fix: export the ' +
            'root Astro renders as withPage(Component) and pass it page={page} (app/components/page/page-context.tsx).'
        : 'usePage outside withPage',
    )
  return page
}

/** A component as a root Astro can render: it takes the page context as `page` and provides it. */
export function withPage<P extends object>(Component: ComponentType<P>) {
  function PageRoot({ page, ...props }: P & { page: PageContext }) {
    return (
      <Context.Provider value={page}>
        <Component {...(props as P)} />
      </Context.Provider>
    )
  }
  PageRoot.displayName = `WithPage(${Component.displayName ?? Component.name})`
  return PageRoot
}
