import { describe, expect, it } from 'vitest'
import { featureListProblems, layoutProblems } from './check-layout.ts'
import { throwawayRepositories } from './lib/throwaway-repository.ts'

const repository = throwawayRepositories('layout-')

describe('check-layout', () => {
  it('holds for this repository', () => {
    expect(layoutProblems(process.cwd())).toEqual([])
  })

  it('lets page layers share a name, and a module its server half and its test', () => {
    const repo = repository([
      'app/routes/contact.astro',
      'app/views/contact.tsx',
      'app/content/services.server.ts',
      'app/content/schema/services.ts',
      'app/lib/analytics/public-config.ts',
      'app/lib/analytics/public-config.server.ts',
      'app/lib/seo/sitemap-xml.ts',
      'app/lib/seo/sitemap-xml.test.ts',
      'tests/e2e/sitemap-xml.spec.ts',
    ])
    expect(layoutProblems(repo)).toEqual([])
  })

  it('names a module that shares its name with another file, a loose app/lib module and a barrel', () => {
    const repo = repository([
      'app/routes/sitemap.ts',
      'app/lib/seo/sitemap.ts',
      'app/lib/helpers.ts',
      'integrations/index.ts',
    ])
    expect(layoutProblems(repo)).toEqual([
      'one name, one meaning: app/lib/seo/sitemap.ts, app/routes/sitemap.ts are all "sitemap"; rename the module in app/lib/seo/sitemap.ts for what it does',
      'app/lib holds feature folders only: move app/lib/helpers.ts into the folder of its feature (app/lib/<feature>/), or a new folder named for one',
      'no barrel files: integrations/index.ts re-exports other modules; import each module by its own path and remove it',
    ])
  })

  it("names a feature folder the architecture page's layout leaves out, and a listed one that is gone", () => {
    expect(featureListProblems(process.cwd())).toEqual([])
    const repo = repository({
      'docs/architecture.md':
        '  lib/<feature>/        code by feature (a `.server.ts` module is for the server only): seo, theme (colours), booking\n',
      'app/lib/seo/meta.ts': '',
      'app/lib/theme/palette.ts': '',
      'app/lib/calculator/erlang.ts': '',
    })
    expect(featureListProblems(repo)).toEqual([
      "the project layout of docs/architecture.md lists app/lib's feature folders: app/lib/calculator/ is missing from its lib/<feature>/ line; add it",
      `the project layout of docs/architecture.md lists app/lib's feature folders: it lists "booking", which app/lib does not hold; remove it`,
    ])
  })

  it('names two modules of one name in different folders', () => {
    const repo = repository(['server/page-cache.ts', 'scripts/lib/page-cache.ts'])
    expect(layoutProblems(repo)).toHaveLength(1)
    expect(layoutProblems(repo)[0]).toMatch(/^one name, one meaning: .*server\/page-cache\.ts/)
  })

  it('names each import against the direction of its folder, with the rule and the fix', () => {
    const repo = repository({
      'app/content/bundled.ts': "import type { SlugRedirect } from '../../integrations/content/site-content.ts'\n",
      'app/site-runtime.server.ts': "import type { SiteRuntime } from '../server/build-contract.ts'\n",
      'app/browser/page-loader.ts': "import { linkedStyles } from '../../server/page-style-contract.ts'\n",
      'app/routes/page.astro':
        "---\nimport { x } from '../../scripts/lib/x.ts'\n// import { y } from '../../server/y'\n---\n",
      'server/main.ts': "const run = await import('../app/run.ts')\n",
      'integrations/build-steps/og.ts':
        "import { a } from '../../app/a.ts'\nimport { b } from '../../server/b.ts'\nimport { c } from '../../scripts/lib/c.ts'\n",
      'scripts/bench.ts': "import { d } from '../integrations/d.ts'\nimport { e } from '../tests/support/e.ts'\n",
      'app/content/blog.test.ts': "import { f } from '../../integrations/content/f.ts'\n",
    })
    expect(layoutProblems(repo)).toEqual([
      "imports point one way: app/content/bundled.ts imports '../../integrations/content/site-content.ts' (integrations/content/site-content.ts), and app/ imports only app/, server/build-contract.ts and server/page-style-contract.ts; move what both need into app/ (integrations/ and scripts/ may import it) (docs/decisions/039)",
      "imports point one way: app/routes/page.astro imports '../../scripts/lib/x.ts' (scripts/lib/x.ts), and app/ imports only app/, server/build-contract.ts and server/page-style-contract.ts; move what both need into app/ (integrations/ and scripts/ may import it) (docs/decisions/039)",
      "imports point one way: server/main.ts imports '../app/run.ts' (app/run.ts), and server/ imports only server/: it reads the application through the build (server/build-contract.ts); move what both need into server/ (integrations/ may import it), or hand it over in the build entry (app/site-runtime.server.ts) (docs/decisions/039)",
      "imports point one way: integrations/build-steps/og.ts imports '../../scripts/lib/c.ts' (scripts/lib/c.ts), and integrations/ imports only integrations/, app/ and server/; move what both need into integrations/ (scripts/ may import it) (docs/decisions/039)",
    ])
  })

  it('names UI code that imports app/backend/, types included, with the rule and the fix', () => {
    const repo = repository({
      'app/components/contact/contact-form.tsx':
        "import type { ContactResult } from '../../backend/leads/contact-handler.server.ts'\nimport type { FieldErrors } from '../../lib/contact/contact-schema.ts'\n",
      'app/islands/contact-island.tsx': "import { x } from '../backend/x.ts'\n",
      'app/browser/booking-page.ts': "import { y } from '../backend/booking/y.ts'\n",
      'app/views/contact.server.ts': "import { handleContact } from '../backend/leads/contact-handler.server.ts'\n",
      'app/lib/contact/contact-result.ts': "import type { FieldErrors } from './contact-schema.ts'\n",
      'app/components/contact/contact-form.test.tsx': "import { z } from '../../backend/leads/z.ts'\n",
    })
    const rule = (file: string, specifier: string, target: string) =>
      `UI code imports nothing of app/backend/: ${file} imports '${specifier}' (${target}), and app/components/, app/islands/ and app/browser/ never import the server's backend; move the types or pure schema both need into the feature's app/lib/<feature>/ folder and import them from there in both (docs/decisions/039)`
    expect(layoutProblems(repo).toSorted()).toEqual([
      rule('app/browser/booking-page.ts', '../backend/booking/y.ts', 'app/backend/booking/y.ts'),
      rule(
        'app/components/contact/contact-form.tsx',
        '../../backend/leads/contact-handler.server.ts',
        'app/backend/leads/contact-handler.server.ts',
      ),
      rule('app/islands/contact-island.tsx', '../backend/x.ts', 'app/backend/x.ts'),
    ])
  })

  it('names each import without its file’s extension, in a module, a type and a page’s script', () => {
    const repo = repository({
      'app/lib/seo/meta.ts':
        "import { a } from './a'\nimport { b } from './b.ts'\nimport './meta.css'\nimport css from './meta.css?raw'\nimport raw from './c?raw'\n",
      'app/lib/seo/view.tsx': '',
      'app/env.d.ts': "type R = import('./lib/seo/a').R\n",
      'app/routes/page.astro':
        "---\nimport View from '../lib/seo/view.tsx'\n---\n<script>\n  import '../lib/seo/view'\n</script>\n",
    })
    expect(layoutProblems(repo)).toEqual([
      "an import names its file whole: app/env.d.ts imports './lib/seo/a'; write './lib/seo/a.ts' (npm run format fixes it outside <script> blocks; docs/decisions/039)",
      "an import names its file whole: app/lib/seo/meta.ts imports './a'; write './a.ts' (npm run format fixes it outside <script> blocks; docs/decisions/039)",
      "an import names its file whole: app/lib/seo/meta.ts imports './c?raw'; write './c.ts?raw' (npm run format fixes it outside <script> blocks; docs/decisions/039)",
      "an import names its file whole: app/routes/page.astro imports '../lib/seo/view'; write '../lib/seo/view.tsx' (npm run format fixes it outside <script> blocks; docs/decisions/039)",
    ])
  })
})
