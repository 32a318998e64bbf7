import { describe, expect, it } from 'vitest'
import { moduleImports, withFrameScripts, withModulePreloads, withRenderBlockingScripts } from './module-preloads.ts'

const files: Record<string, string> = {
  '/_astro/router.js': 'import{a}from"./shared.js";export const r=a',
  '/_astro/frame.js': 'import{a}from"./shared.js";import"./side.js";const later=()=>import("./lazy.js")',
  '/_astro/shared.js': 'import{b}from"./deep.js";export const a=b',
  '/_astro/deep.js': 'export const b=1',
  '/_astro/side.js': 'console.log(1)',
  '/_astro/lazy.js': 'export default 1',
  '/_astro/island.js': 'import{c}from"./react.js"',
  '/_astro/react.js': 'export const c=1',
}
const read = (path: string) => files[path]

const page = [
  '<html><head><script type="module" src="/_astro/router.js"></script>',
  '<script type="module" src="/_astro/frame.js"></script></head>',
  '<body><astro-island component-url="/_astro/island.js"></astro-island></body></html>',
].join('')

describe('moduleImports', () => {
  it('follows the module scripts’ static imports through every level, each chunk once', () => {
    expect(moduleImports(page, read)).toEqual(['/_astro/shared.js', '/_astro/side.js', '/_astro/deep.js'])
  })

  it('leaves out dynamic imports and islands’ code, which load later by design', () => {
    const found = moduleImports(page, read)
    expect(found).not.toContain('/_astro/lazy.js')
    expect(found).not.toContain('/_astro/island.js')
    expect(found).not.toContain('/_astro/react.js')
  })
})

describe('withModulePreloads', () => {
  it('names each imported chunk in the head, before it closes', () => {
    const html = withModulePreloads(page, read)
    const head = html.slice(0, html.indexOf('</head>'))
    for (const path of ['/_astro/shared.js', '/_astro/side.js', '/_astro/deep.js'])
      expect(head).toContain(`<link rel="modulepreload" href="${path}">`)
  })

  it('leaves a page without module scripts, or one that names them already, as it is', () => {
    const plain = '<html><head></head><body><p>Text</p></body></html>'
    expect(withModulePreloads(plain, read)).toBe(plain)
    const once = withModulePreloads(page, read)
    expect(withModulePreloads(once, read)).toBe(once)
  })
})

const document = (head: string, body = '') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`

describe('withRenderBlockingScripts', () => {
  it('makes each module script of the head block the first paint', () => {
    const html = document(
      '<script type="module" src="/_astro/router.js"></script><script type="module" src="/_astro/frame.js"></script>',
    )
    expect(withRenderBlockingScripts(html)).toBe(
      document(
        '<script type="module" src="/_astro/router.js" blocking="render"></script>' +
          '<script type="module" src="/_astro/frame.js" blocking="render"></script>',
      ),
    )
  })

  it('leaves inline scripts, data blocks and scripts of the body as they are', () => {
    const html = document(
      '<script type="application/ld+json">{}</script><script type="module">import "/a.js"</script>',
      '<script type="module" src="/_astro/island.js"></script>',
    )
    expect(withRenderBlockingScripts(html)).toBe(html)
  })

  it('does not add the attribute twice, and leaves a document without a head alone', () => {
    const done = document('<script type="module" src="/f.js" blocking="render"></script>')
    expect(withRenderBlockingScripts(done)).toBe(done)
    expect(withRenderBlockingScripts('<p>fragment</p>')).toBe('<p>fragment</p>')
  })
})

describe('withFrameScripts', () => {
  it('marks the head scripts render-blocking and preloads what they import, as the build does', () => {
    const html = document('<script type="module" src="/_astro/router.js"></script>')
    const done = withFrameScripts(html, (path) => files[path])
    expect(done).toContain('<script type="module" src="/_astro/router.js" blocking="render"></script>')
    expect(done).toContain('<link rel="modulepreload" href="/_astro/shared.js">')
    // Once is enough: the server's pass over a page the build already did changes nothing.
    expect(withFrameScripts(done, (path) => files[path])).toBe(done)
  })
})
