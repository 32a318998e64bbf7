/*
 * The page styles' contract between the build, the server and the browser, spelled once
 * (decision 018). A module of its own beside server/build-contract.ts, which app/ may
 * import too (scripts/check-layout.ts): the client router's loader reads it, and it
 * carries nothing else into the browser (the editor's paths in build-contract.ts would
 * otherwise join the frame's chunk).
 */

/**
 * A page's inline style that also exists as a file (decision 018) carries the file's
 * address in this attribute. The build writes the files and marks prerendered pages
 * (integrations/build-steps/page-styles.ts), the server marks the pages it renders
 * (server/style-links.ts), and the client router loads the file in place of the inline
 * copy when it swaps a page in (app/browser/page-loader.ts).
 */
export const STYLE_FILE_ATTRIBUTE = 'data-href'

/** Where those files are, under the client build's root. */
export const PAGE_STYLE_FOLDER = '_astro'

/** The address of a page style's file; `name` is derived from its rules. */
export const pageStyleFile = (name: string) => `/${PAGE_STYLE_FOLDER}/page-style.${name}.css`

/** Whether a path of the client build is a page style's file. */
export const isPageStyleFile = (path: string) =>
  new RegExp(`^/${PAGE_STYLE_FOLDER}/page-style\\.[\\w-]+\\.css$`).test(path)

/** An inline style marked with the address of its file. */
export const linkedStyle = (href: string, css: string) => `<style ${STYLE_FILE_ATTRIBUTE}="${href}">${css}</style>`

/** Every marked inline style of a page: the file's address, then the rules (a new global pattern each call). */
export const linkedStyles = () => new RegExp(`<style ${STYLE_FILE_ATTRIBUTE}="([^"]+)">([\\s\\S]*?)</style>`, 'g')
