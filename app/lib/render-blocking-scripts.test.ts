import { describe, expect, it } from 'vitest'
import { withRenderBlockingScripts } from './render-blocking-scripts'

const page = (head: string, body = '') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`

describe('withRenderBlockingScripts', () => {
  it('makes each module script of the head block the first paint', () => {
    const html = page(
      '<script type="module" src="/_astro/router.js"></script><script type="module" src="/_astro/frame.js"></script>',
    )
    expect(withRenderBlockingScripts(html)).toBe(
      page(
        '<script type="module" src="/_astro/router.js" blocking="render"></script>' +
          '<script type="module" src="/_astro/frame.js" blocking="render"></script>',
      ),
    )
  })

  it('leaves inline scripts, data blocks and scripts of the body as they are', () => {
    const html = page(
      '<script type="application/ld+json">{}</script><script type="module">import "/a.js"</script>',
      '<script type="module" src="/_astro/island.js"></script>',
    )
    expect(withRenderBlockingScripts(html)).toBe(html)
  })

  it('does not add the attribute twice, and leaves a document without a head alone', () => {
    const done = page('<script type="module" src="/f.js" blocking="render"></script>')
    expect(withRenderBlockingScripts(done)).toBe(done)
    expect(withRenderBlockingScripts('<p>fragment</p>')).toBe('<p>fragment</p>')
  })
})
