/**
 * In the browser, a part of the site's frame (header, footer, cookie banner) or an error
 * page kept as the server rendered it (decision 012): an empty inner HTML that React neither compares
 * while hydrating nor ever writes, and no props that a render could change, so the
 * attributes the frame's scripts set stay theirs.
 */
export function ServerFrame({ as: Tag }: { as: 'header' | 'footer' | 'div' | 'section' }) {
  return (
    <Tag
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; the server's markup stays
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  )
}
