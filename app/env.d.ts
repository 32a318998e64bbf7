/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Set by the production server (server/astro-render.ts) for every request it renders. */
    requestInfo?: import('../server/build-contract.ts').RequestInfo
  }
}

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate on the visitor's first interaction with the island (astro.config.ts). */
    'client:interaction'?: boolean
    /** Hydrate once the page's first frame is painted and the browser is idle (astro.config.ts). */
    'client:shown'?: boolean
  }
}

/** The island pages' paths, derived from the route files at build time (integrations/island-paths.ts). */
declare module 'virtual:island-paths' {
  const paths: string[]
  export default paths
}

declare namespace astroHTML.JSX {
  interface ScriptHTMLAttributes {
    /** The HTML standard's `blocking="render"` (app/layouts/page.astro), which Astro's types lack. */
    blocking?: 'render' | undefined | null
  }
}
