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

/** Marks a frame element whose current state follows the page: `exact` or `section`. */
export const MATCH = 'data-match'

/** Whether `pathname` is the page at `path` (`exact`) or the page or one below it (`section`). */
export function matchesPath(pathname: string, path: string, match: string | null | undefined): boolean {
  return pathname === path || (match === 'section' && pathname.startsWith(`${path}/`))
}

/**
 * A link of the site's frame (header, menus, footer, banner). A plain <a>: the frame is
 * the server's markup in the browser (decision 012), so its links are too. Clicks still
 * navigate in the app, with the spinner and a page view, through the one delegated
 * listener that serves the server's markup; `data-match` lets the browser move
 * aria-current along after a navigation (use-site-frame.ts).
 */
export function AppLink({ to, current, ...rest }: Props) {
  const { pathname } = useLocation()
  const isCurrent = current !== undefined && matchesPath(pathname, to, current)
  return (
    <a href={to} {...{ [APP_LINK]: '', [MATCH]: current }} aria-current={isCurrent ? 'page' : undefined} {...rest} />
  )
}
