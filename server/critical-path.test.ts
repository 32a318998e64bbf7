import { describe, expect, it } from 'vitest'
import { deferHydration, HYDRATE_AFTER_MS, inlineStylesheets } from './critical-path.ts'
import { inlineScriptHashes, inlineStyleHashes } from './csp.ts'

const page =
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/framework-B.js"/>' +
  '<link rel="stylesheet" href="/assets/app-C.css"/></head><body><p>Hi</p>' +
  '<script type="module" async="">; import * as route0 from "/assets/root-D.js"; import * as route1 from "/assets/home-E.js";\n' +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.client-A.js");</script></body></html>'

describe('inlineStylesheets', () => {
  it('puts the stylesheet in a style element and keeps its link disabled, for hydration', () => {
    const html = inlineStylesheets(page, (href) => (href === '/assets/app-C.css' ? 'p{color:red}' : undefined))
    expect(html).toContain('<style>p{color:red}</style><link rel="stylesheet" href="/assets/app-C.css" disabled=""/>')
    expect(inlineStyleHashes(html)).toHaveLength(1)
  })

  it('leaves a stylesheet it cannot read, or one that would close the element, linked', () => {
    expect(inlineStylesheets(page, () => undefined)).toBe(page)
    expect(inlineStylesheets(page, () => 'a{}</style><script>')).toBe(page)
  })
})

describe('deferHydration', () => {
  const html = deferHydration(page)

  it('drops the modulepreloads and imports the routes and the entry after load', () => {
    expect(html).not.toContain('modulepreload')
    expect(html).not.toContain('import * as')
    expect(html).toContain('import("/assets/root-D.js"),import("/assets/home-E.js")')
    expect(html).toContain('([route0,route1])=>')
    expect(html).toContain('import("/assets/entry.client-A.js")')
    expect(html).toContain('addEventListener("load"')
    expect(html).toContain(`${HYDRATE_AFTER_MS}-performance.now()`)
  })

  it('writes a script that parses, and that the CSP hashes', () => {
    const code = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    // import() is an expression: a function body can hold it.
    expect(() => new Function(code)).not.toThrow()
    expect(inlineScriptHashes(html)).toHaveLength(1)
  })

  it('imports split route modules, and the framework chunks one task apart, React first', () => {
    const split = page
      .replace(
        'import * as route1 from "/assets/home-E.js";',
        'import * as route1_clientLoader from "/assets/home-F.js"; import * as route1_main from "/assets/home-E.js";\nconst route1 = {...route1_clientLoader,...route1_main};',
      )
      .replace(
        '{"entry":{"module":"/assets/entry.client-A.js"}}',
        '{"entry":{"module":"/assets/entry.client-A.js","imports":["/assets/runtime-R.js","/assets/framework-B.js","/assets/framework-react-C.js"]}}',
      )
    const code = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferHydration(split))?.[1] ?? ''
    expect(code).not.toContain('import * as')
    expect(code).toContain('([route0,route1_clientLoader,route1_main])=>')
    expect(code).toContain('["/assets/runtime-R.js","/assets/framework-react-C.js","/assets/framework-B.js"].reduce(')
    expect(() => new Function(code)).not.toThrow()
  })

  it('leaves a page without React Router’s module script as it is', () => {
    const plain = '<html><head></head><body><script type="module" async="">console.log(1)</script></body></html>'
    expect(deferHydration(plain)).toBe(plain)
  })
})

describe('a page rendered per request (attributes with the nonce first)', () => {
  const nonced = page
    .replaceAll('<link rel=', '<link nonce="abc" rel=')
    .replace('<script type="module" async="">', '<script nonce="abc" type="module" async="">')

  it('is rewritten the same way, the nonce kept', () => {
    const html = deferHydration(inlineStylesheets(nonced, () => 'p{}'))
    expect(html).not.toContain('modulepreload')
    expect(html).toContain(
      '<style>p{}</style><link nonce="abc" rel="stylesheet" href="/assets/app-C.css" disabled=""/>',
    )
    expect(html).toContain('<script nonce="abc" type="module" async="">let started')
  })
})
