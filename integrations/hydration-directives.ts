import type { AstroIntegration } from 'astro'

/**
 * The site's own hydration directives: `client:interaction` (app/browser/hydrate-on-interaction.ts),
 * islands that wait for the visitor; `client:shown` (app/browser/hydrate-when-shown.ts), islands
 * that wait for the page's first frame.
 */
export function hydrationDirectives(): AstroIntegration {
  return {
    name: 'site-hydration-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: './app/browser/hydrate-on-interaction.ts' })
        addClientDirective({ name: 'shown', entrypoint: './app/browser/hydrate-when-shown.ts' })
      },
    },
  }
}
