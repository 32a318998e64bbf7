import { sha256Source } from './csp.ts'
import { isPageStyleFile, linkedStyle } from './page-style-contract.ts'

/*
 * The styles of the pages the server renders, pointed to their files (decision 018): the
 * build marks the inline styles of the pages it prerenders with the file of the same rules
 * (integrations/build-steps/page-styles.ts); a page rendered per request gets its mark here.
 */

/** The files of the page styles the build wrote, by the hash of their text. */
export function styleFilesByHash(files: Iterable<[path: string, body: Buffer]>): Map<string, string> {
  const byHash = new Map<string, string>()
  for (const [path, body] of files) if (isPageStyleFile(path)) byHash.set(sha256Source(body.toString('utf8')), path)
  return byHash
}

/**
 * A rendered page's inline styles, each marked with its file where the build wrote the
 * same rules as one: the client router loads that file when it swaps the page in, as the
 * policy of the page it leaves does not allow this page's inline style.
 *
 * `narrower` gives, for a style's file, the smaller file of the rules this page can use
 * where the build wrote one (decision 018): that file's rules go in the page instead.
 */
export function linkKnownStyles(
  html: string,
  files: ReadonlyMap<string, string>,
  narrower: (href: string) => { href: string; css: string } | undefined = () => undefined,
): string {
  return html.replace(/<style>([\s\S]*?)<\/style>/g, (whole, css: string) => {
    const known = files.get(sha256Source(css))
    if (!known) return whole
    const { href, css: rules } = narrower(known) ?? { href: known, css }
    return linkedStyle(href, rules)
  })
}
