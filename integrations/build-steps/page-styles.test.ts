import { describe, expect, it } from 'vitest'
import { assembledNames, linkStyles, narrowRenderedStyles, pruneStyles, scriptsOf } from './page-styles.ts'

const sheet = [
  ':root{--ink:#111}',
  '@layer reset,base,components;',
  '@layer reset{img{display:block}:not([hidden=until-found])[hidden]{display:none}}',
  '@layer base{:focus-visible{outline:2px solid}}',
  '@layer components{.card{padding:1rem}.unused{color:red}.menu[data-open] .panel{display:block}}',
  '@layer components{.only-elsewhere{margin:0}}',
  '@layer components{@media (min-width:40rem){.card{padding:2rem}.wide-only{gap:1rem}}}',
].join('')

const page = (body: string) => `<html><head><style>${sheet}</style></head><body>${body}</body></html>`
const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''

describe('pruneStyles', () => {
  it('drops the component rules nothing on the page names, media queries included', async () => {
    const css = styleOf(await pruneStyles(page('<div class="card">Text</div>'), []))
    expect(css).toContain('.card{padding:1rem}')
    expect(css).toContain('@media (min-width:40rem){.card{padding:2rem}}')
    expect(css).not.toContain('.unused')
    expect(css).not.toContain('.wide-only')
    // A block left with nothing goes whole; the layer order stays declared.
    expect(css).not.toContain('only-elsewhere')
    expect(css).toContain('@layer reset,base,components;')
  })

  it('keeps the tokens, the reset and the base layers whole, whatever the page holds', async () => {
    const css = styleOf(await pruneStyles(page('<p>Text</p>'), []))
    expect(css).toContain(':root{--ink:#111}')
    expect(css).toContain('img{display:block}')
    expect(css).toContain(':not([hidden=until-found])[hidden]{display:none}')
    expect(css).toContain(':focus-visible{outline:2px solid}')
  })

  it('keeps a rule for a state a script sets (named in the script, not in the markup)', async () => {
    const markup = '<div class="menu"><div class="panel"></div></div>'
    const without = styleOf(await pruneStyles(page(markup), []))
    expect(without).not.toContain('data-open')
    const script = 'el.toggleAttribute("data-open", next)'
    expect(styleOf(await pruneStyles(page(markup), [script]))).toContain('.menu[data-open] .panel{display:block}')
  })

  it('keeps the rules of an island whose markup only its script holds', async () => {
    const island = 'jsx("div",{className:"unused"})'
    expect(styleOf(await pruneStyles(page('<p>Text</p>'), [island]))).toContain('.unused{color:red}')
  })
})

describe('names a script sets without writing them whole', () => {
  const states = page(
    '<ol class="toasts"></ol><div class="dialog"></div>' +
      '<style>@layer components{.toast-success{color:green}.toast-error{color:red}.tip-x{margin:0}[data-view=preferences] .dialog{display:grid}}</style>',
  )
  const css = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')

  it('keeps every class that starts with a name a script assembles, and a data attribute set through dataset', async () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a built script, template literal included
    const script = "e.className=`toast toast-${t.variant}`;d.dataset.view=v??'preferences'"
    const kept = css(await pruneStyles(states, [script]))
    expect(kept).toContain('.toast-success{color:green}')
    expect(kept).toContain('.toast-error{color:red}')
    expect(kept).toContain('[data-view=preferences] .dialog{display:grid}')
    expect(kept).not.toContain('.tip-x')
  })

  it('finds them in minified scripts too (concatenation, camel-case dataset keys)', () => {
    const sheet = '.calc-low{}.calc-high{}.card{}'
    expect(
      assembledNames(sheet, ['x.classList.add("calc-"+level);y.dataset.liveRegion=1;z.dataset.a==b']).sort(),
    ).toEqual(['calc-high', 'calc-low', 'data-live-region'])
  })

  it('drops them when no script assembles them', async () => {
    expect(css(await pruneStyles(states, []))).not.toContain('toast-')
  })
})

describe('scriptsOf', () => {
  it('follows the scripts and island chunks a page loads, and the chunks they import', () => {
    const files: Record<string, string> = {
      '/_astro/page.js': 'import{a}from"./shared.js";',
      '/_astro/shared.js': 'export const a=1',
      '/_astro/island.js': 'import"./shared.js";',
      '/consent-init.js': 'void 0',
    }
    const html =
      '<script type="module" src="/_astro/page.js"></script><script src="/consent-init.js" defer></script>' +
      '<astro-island component-url="/_astro/island.js" renderer-url="/_astro/missing.js"></astro-island>'
    const found = scriptsOf(html, (path) => files[path])
    expect([...found.keys()].sort()).toEqual([
      '/_astro/island.js',
      '/_astro/page.js',
      '/_astro/shared.js',
      '/consent-init.js',
    ])
  })
})

describe('linkStyles', () => {
  it('names each inline style by its content and returns it as a file to write beside the page', () => {
    const one = linkStyles('<head><style>.a{color:red}</style></head>')
    const [href, css] = [...one.files][0] ?? ['', '']
    expect(href).toMatch(/^\/_astro\/page-style\.[\w-]{12}\.css$/)
    expect(css).toBe('.a{color:red}')
    // The inline copy stays, unchanged, for the page's own Content-Security-Policy hash.
    expect(one.html).toBe(`<head><style data-href="${href}">.a{color:red}</style></head>`)
    expect([...linkStyles('<style>.a{color:red}</style>').files.keys()]).toEqual([href])
    expect([...linkStyles('<style>.b{color:red}</style>').files.keys()]).not.toEqual([href])
  })
})

describe('narrowRenderedStyles', () => {
  const rendered = (body: string) =>
    `<html><head><style data-href="/_astro/page-style.whole.css">${sheet}</style></head><body>${body}</body></html>`

  it("maps the whole sheet's file to the file of the rules the route's pages and code can use", async () => {
    const pages = [rendered('<div class="card">EN</div>'), rendered('<div class="card">PL</div>')]
    // A state only the route's server code renders (an error summary) keeps its rule.
    const narrowed = await narrowRenderedStyles(pages, ['jsx("p",{className:"only-elsewhere"})'])
    expect([...narrowed.keys()]).toEqual(['/_astro/page-style.whole.css'])
    const { href, css } = narrowed.get('/_astro/page-style.whole.css') ?? { href: '', css: '' }
    expect(href).toMatch(/^\/_astro\/page-style\.[\w-]{12}\.css$/)
    expect(css).toContain('.card{padding:1rem}')
    expect(css).toContain('.only-elsewhere{margin:0}')
    expect(css).not.toContain('.unused')
    // The file's name is what linkStyles gives the same rules.
    expect([...linkStyles(`<style>${css}</style>`).files.keys()]).toEqual([href])
  })

  it('narrows each marked sheet of a page on its own, and names none with nothing to drop', async () => {
    // A rendered page carries more than the site's sheet: Astro's island style where the
    // first island is (no components layer) and a component's own sheet. Only the sheets
    // that lose rules are named, each by its own file.
    const island = 'astro-island,astro-slot{display:contents}'
    const own = '@layer components{.calc-field{gap:1rem}.calc-unused{color:red}}'
    const html = rendered(
      `<main><style data-href="/_astro/page-style.island.css">${island}</style>` +
        `<style data-href="/_astro/page-style.own.css">${own}</style><div class="card calc-field"></div></main>`,
    )
    const narrowed = await narrowRenderedStyles([html], [])
    expect([...narrowed.keys()].sort()).toEqual(['/_astro/page-style.own.css', '/_astro/page-style.whole.css'])
    expect(narrowed.get('/_astro/page-style.own.css')?.css).toBe('@layer components{.calc-field{gap:1rem}}')
    expect(narrowed.get('/_astro/page-style.whole.css')?.css).not.toContain('calc-unused')
  })

  it('leaves out a style no page marked, and one with nothing to drop', async () => {
    expect(await narrowRenderedStyles([`<style>${sheet}</style><p class="card"></p>`], [])).toEqual(new Map())
    const full = '<div class="card unused only-elsewhere wide-only menu panel" data-open></div>'
    expect(await narrowRenderedStyles([rendered(full)], [])).toEqual(new Map())
  })
})
