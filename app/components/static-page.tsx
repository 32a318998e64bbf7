import { loadServerPage } from '../lib/server-page'

/**
 * A server-rendered page's component in the browser build (decision 012): nothing, the
 * root layout puts the server's markup into <main> (useServerMain).
 */
export function StaticPage() {
  return null
}

/**
 * A server-rendered page's `clientLoader`. Typed as giving the page's own component
 * nothing: that component and the page's server `meta` run on the server only, where
 * the data always comes from the page's `loader`.
 */
export const serverPageLoader = loadServerPage as (args: { request: Request }) => Promise<never>
