import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { SERVER_MARKUP } from './use-server-markup'

type Tag = 'nav' | 'div' | 'section'

/**
 * An element rendered by the server only (decision 012). The server renders it with its
 * children; the browser renders the same element empty, and React keeps the server's
 * content while it hydrates (no children to compare, an inner HTML it does not write
 * then, nor later while the props stay the same). Pass children only on the server, as
 * `{import.meta.env.SSR ? <Content /> : null}`, so the browser bundle leaves them out.
 * For content that depends on nothing a navigation in the app changes.
 */
export function ServerMarkup<T extends Tag>({
  as,
  children,
  ...props
}: { as: T; children: ReactNode } & ComponentPropsWithoutRef<T>) {
  const Element = as as Tag
  const mark = { [SERVER_MARKUP]: '' }
  if (import.meta.env.SSR)
    return (
      <Element {...props} {...mark}>
        {children}
      </Element>
    )
  // biome-ignore lint/security/noDangerouslySetInnerHtml: empty: keeps the server's markup
  return <Element {...props} {...mark} suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />
}

const KEEP = { __html: '' }
