import type { AnchorHTMLAttributes } from 'react'
import { useLocation } from 'react-router'

/** Marks a link that navigates inside the app through `useServerMarkupLinks`' one listener. */
export const APP_LINK = 'data-app-link'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string
  /**
   * Marks the link as the current page (aria-current="page"): `exact` on that path only,
   * `section` on that path and any below it (a service under /services).
   */
  current?: 'exact' | 'section'
}

/**
 * A link of the site's frame (header, menus, footer, banner). A plain <a>: the frame holds
 * about eighty links on every page, and React Router's Link costs each of them a URL
 * parse, a path resolution and prefetch state while the page hydrates (decision 003).
 * Clicks still navigate in the app, with the spinner and a page view, through the one
 * delegated listener that serves the server's markup.
 */
export function AppLink({ to, current, ...rest }: Props) {
  const { pathname } = useLocation()
  const isCurrent =
    current !== undefined && (pathname === to || (current === 'section' && pathname.startsWith(`${to}/`)))
  return <a href={to} {...{ [APP_LINK]: '' }} aria-current={isCurrent ? 'page' : undefined} {...rest} />
}
