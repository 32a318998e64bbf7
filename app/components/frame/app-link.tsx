import type { AnchorHTMLAttributes } from 'react'
import { usePage } from '../page/page-context.tsx'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string
  /**
   * Marks the link as the current page (aria-current="page"): `exact` on that path only,
   * `section` on that path and any below it (a service under /services).
   */
  current?: 'exact' | 'section'
}

/** Whether `pathname` is the page at `path` (`exact`) or the page or one below it (`section`). */
export function matchesPath(pathname: string, path: string, match: string | null | undefined): boolean {
  return pathname === path || (match === 'section' && pathname.startsWith(`${path}/`))
}

/** A link of the site's frame (header, menus, footer), marked as current on its own page. */
export function AppLink({ to, current, ...rest }: Props) {
  const { path } = usePage()
  const isCurrent = current !== undefined && matchesPath(path, to, current)
  return <a href={to} aria-current={isCurrent ? 'page' : undefined} {...rest} />
}
