import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AssetStore, createAssetStore } from './asset-store.ts'
import { type PageFinisher, pageFinisher } from './rendered-page.ts'
import type { RequestMeta } from './request-facts.ts'

/*
 * The per-request finishing step (decision 047) on a page shaped as Astro renders the contact
 * page: the settings block, an inline script, the one stylesheet inlined, the frame's and the
 * client router's module scripts in the head, an island and its hydration script in the body.
 * The store is the real one, loaded from a client build on disk, as the server loads it.
 */

/** The whole stylesheet as Astro inlines it, and the build's smaller file of what this page uses (decision 018). */
const FULL_CSS = '.hero{color:#123}.form{display:grid}.calculator{gap:1rem}'
const CONTACT_CSS = '.hero{color:#123}.form{display:grid}'
/** An inline style the build never wrote as a file: it must stay as it is. */
const OTHER_CSS = '.astro-route-announcer{position:absolute}'

const CLIENT_FILES: Record<string, string> = {
  '_astro/page-style.full.css': FULL_CSS,
  '_astro/page-style.contact.css': CONTACT_CSS,
  '_astro/router.js': 'import{a}from"./shared.js";export const r=a',
  '_astro/frame.js': 'import{a}from"./shared.js";import"./missing.js"',
  '_astro/shared.js': 'import{b}from"./deep.js";export const a=b',
  '_astro/deep.js': 'export const b=1',
  '_astro/contact-island.js': 'import{c}from"./react.js"',
  '_astro/react.js': 'export const c=1',
}

const CONFIG = '<script id="site-config" type="application/json">{"consentMode":"basic"}</script>'
const DATA_LAYER = 'window.dataLayer=window.dataLayer||[];'
const HYDRATE = '(()=>{var l=async e=>{await(await e())()};(self.Astro||(self.Astro={})).load=l})();'
const BODY = [
  '<body class="page">',
  '<header><a href="/pl">Vocalis</a></header>',
  '<main><h1>Prosimy o kontakt — odpowiemy Państwu w ciągu dnia</h1>',
  `<script>${HYDRATE}</script>`,
  '<astro-island uid="Z1" component-url="/_astro/contact-island.js" client="load" props="{&quot;lang&quot;:[0,&quot;pl&quot;]}">',
  '<form method="post"><input name="email" required></form></astro-island>',
  `<style>${OTHER_CSS}</style>`,
  '</main></body>',
].join('')

const headOf = (styles: string) =>
  [
    '<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>Kontakt | Vocalis</title>',
    CONFIG,
    `<script>${DATA_LAYER}</script>`,
    styles,
    '<script type="module" src="/_astro/router.js"></script>',
    '<script type="module" src="/_astro/frame.js"></script>',
  ].join('')

const PAGE = `${headOf(`<style>${FULL_CSS}</style>`)}</head>${BODY}</html>`

/** What the page becomes: the narrower rules marked with their file, the head's scripts blocking, their chunks preloaded. */
const FINISHED = [
  headOf(`<style data-href="/_astro/page-style.contact.css">${CONTACT_CSS}</style>`).replace(
    /(<script type="module" src="[^"]+")>/g,
    '$1 blocking="render">',
  ),
  '<link rel="modulepreload" href="/_astro/shared.js"><link rel="modulepreload" href="/_astro/deep.js">',
  `</head>${BODY}</html>`,
].join('')

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const request = (path: string, method = 'GET'): RequestMeta => ({
  method,
  url: new URL(path, 'http://127.0.0.1'),
  acceptEncoding: undefined,
  hsts: false,
})

const html = (body: string | null, init: ResponseInit = {}) =>
  new Response(body, {
    ...init,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': '1', ...init.headers },
  })

describe('pageFinisher: a page rendered per request, finished as the build finishes a prerendered one', () => {
  let dir = ''
  let store: AssetStore
  let finish: PageFinisher

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'rendered-page-'))
    mkdirSync(join(dir, '_astro'))
    for (const [path, text] of Object.entries(CLIENT_FILES)) writeFileSync(join(dir, path), text)
    store = createAssetStore({
      clientDir: dir,
      siteUrl: 'http://127.0.0.1',
      pageSettings: { publicConfigJson: '{}', tagManagerNoscript: '', tagManagerMarker: 'data-x' },
    })
    finish = pageFinisher(store, {
      '/pl/kontakt': {
        '/_astro/page-style.full.css': '/_astro/page-style.contact.css',
      },
    })
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('links the page’s style to the narrower file, blocks the first paint on the head’s scripts and preloads their chunks, and changes nothing else', async () => {
    const page = await finish(request('/pl/kontakt'), html(PAGE))
    const sent = await page.response.text()
    expect(sent).toBe(FINISHED)
    // The bytes kept for compression and sharing are the ones sent, Polish letters and all.
    expect(page.body?.toString('utf8')).toBe(FINISHED)
    // The island's code loads when it hydrates, and a chunk with no file is not named.
    expect(sent).not.toContain('modulepreload" href="/_astro/contact-island.js')
    expect(sent).not.toContain('/_astro/react.js')
    expect(sent).not.toContain('/_astro/missing.js')
  })

  it('takes the CSP hashes of exactly the inline scripts a browser runs and the inline styles it applies, as sent', async () => {
    const page = await finish(request('/pl/kontakt'), html(PAGE))
    expect(page.scripts.toSorted()).toEqual([sha256(DATA_LAYER), sha256(HYDRATE)].toSorted())
    // The settings block is data, not code: hashing it would only widen the policy.
    expect(page.scripts).not.toContain(sha256('{"consentMode":"basic"}'))
    // The style sent is the narrower one; a hash of the full sheet Astro rendered would block it.
    expect(page.styles.toSorted()).toEqual([sha256(CONTACT_CSS), sha256(OTHER_CSS)].toSorted())
  })

  it('keeps the status and headers, dropping a Content-Length the new body no longer has', async () => {
    const page = await finish(
      request('/pl/kontakt'),
      html(PAGE, { status: 200, statusText: 'OK', headers: { 'X-Site-Shared-Render': '60' } }),
    )
    expect(page.response.status).toBe(200)
    expect(page.response.statusText).toBe('OK')
    expect(page.response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(page.response.headers.get('X-Site-Shared-Render')).toBe('60')
    expect(page.response.headers.get('Content-Length')).toBeNull()
  })

  it('gives an error page in that path’s place the whole stylesheet: it may use rules the page does not', async () => {
    const page = await finish(request('/pl/kontakt'), html(PAGE, { status: 404 }))
    const sent = await page.response.text()
    expect(page.response.status).toBe(404)
    expect(sent).toContain(`<style data-href="/_astro/page-style.full.css">${FULL_CSS}</style>`)
    expect(page.styles).toContain(sha256(FULL_CSS))
    expect(page.styles).not.toContain(sha256(CONTACT_CSS))
  })

  it('links a page the build did not narrow to the whole stylesheet’s file', async () => {
    const sent = await (await finish(request('/pl/blog'), html(PAGE))).response.text()
    expect(sent).toContain(`<style data-href="/_astro/page-style.full.css">${FULL_CSS}</style>`)
  })

  it('keeps the whole stylesheet where the narrower file is missing from the build, rather than send rules it has not got', async () => {
    const finishWithout = pageFinisher(store, {
      '/pl/kontakt': { '/_astro/page-style.full.css': '/_astro/page-style.gone.css' },
    })
    const page = await finishWithout(request('/pl/kontakt'), html(PAGE))
    expect(await page.response.text()).toContain(`<style data-href="/_astro/page-style.full.css">${FULL_CSS}</style>`)
  })

  it('finishes a document without a head (a fragment) as far as it can: the style linked, no script moved, the hashes still taken', async () => {
    const fragment = `<div><style>${FULL_CSS}</style><script>${DATA_LAYER}</script></div>`
    const page = await finish(request('/pl/blog'), html(fragment))
    expect(await page.response.text()).toBe(
      `<div><style data-href="/_astro/page-style.full.css">${FULL_CSS}</style><script>${DATA_LAYER}</script></div>`,
    )
    expect(page.scripts).toEqual([sha256(DATA_LAYER)])
    expect(page.styles).toEqual([sha256(FULL_CSS)])
  })

  it('passes on untouched, with no hashes (so no inline code is allowed), what is not an HTML body', async () => {
    const cases: [RequestMeta, Response][] = [
      [request('/pl/kontakt', 'HEAD'), html(null)],
      [request('/pl/kontakt', 'HEAD'), html(PAGE)],
      [
        request('/rss.xml'),
        new Response(`<rss><style>${FULL_CSS}</style></rss>`, { headers: { 'Content-Type': 'application/rss+xml' } }),
      ],
      [request('/api/slots'), new Response('{"slots":[]}', { headers: { 'Content-Type': 'application/json' } })],
      [request('/pl/kontakt'), new Response(PAGE)],
      [request('/pl/kontakt'), html(null, { status: 304 })],
    ]
    for (const [meta, response] of cases) {
      const page = await finish(meta, response)
      expect(page.response).toBe(response)
      expect(page.body).toBeUndefined()
      expect(page.scripts).toEqual([])
      expect(page.styles).toEqual([])
    }
  })
})
