import { staticPaths } from '../../app/i18n/static-paths.ts'
import { E2E_SITE_URL } from '../../playwright.config.ts'
import { entryPath, slugTable } from './helpers.ts'
import { type APIRequestContext, expect, test } from './test.ts'

/** The server announces this origin in every page (see playwright.config.ts). */
const SITE_URL = E2E_SITE_URL
const all = staticPaths(slugTable)
/** Canonical pages: English without a prefix, Polish under /pl. The /en copies point at them. */
const canonical = all.filter((path) => path !== '/en' && !path.startsWith('/en/'))
const isEn = (path: string) => !(path === '/pl' || path.startsWith('/pl/'))

type Head = {
  status: number
  title: string
  description: string
  canonical: string | null
  robots: string | null
  alternates: Record<string, string>
  meta: Record<string, string>
  jsonLd: Record<string, unknown>[]
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" }
const decode = (text: string) => text.replace(/&(#x27|#39|amp|lt|gt|quot);/g, (_, e: string) => entities[e] ?? _)

/** The head of a page as the server sends it (no browser needed). */
async function head(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path)
  const html = await response.text()
  const attr = (tag: string, name: string) => decode(new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '')
  const meta: Record<string, string> = {}
  for (const [tag] of html.matchAll(/<meta [^>]*>/g)) {
    const key = attr(tag, 'property') || attr(tag, 'name')
    if (key) meta[key] = attr(tag, 'content')
  }
  const alternates: Record<string, string> = {}
  for (const [tag] of html.matchAll(/<link rel="alternate"[^>]*\shreflang="[^"]*"[^>]*>/g)) {
    alternates[attr(tag, 'hreflang')] = attr(tag, 'href')
  }
  const canonicalTag = /<link rel="canonical"[^>]*>/.exec(html)?.[0]
  return {
    status: response.status(),
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: meta.description ?? '',
    canonical: canonicalTag ? attr(canonicalTag, 'href') : null,
    robots: meta.robots ?? null,
    alternates,
    meta,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
    ),
  }
}

const local = (url: string) => {
  expect(url.startsWith(SITE_URL), `${url} is under ${SITE_URL}`).toBe(true)
  return url.slice(SITE_URL.length) || '/'
}

test.describe('search visibility of every page', () => {
  test.describe.configure({ timeout: 120_000 })

  test('titles and descriptions are unique across the canonical pages of both languages', async ({ request }) => {
    const titles = new Map<string, string>()
    const descriptions = new Map<string, string>()
    const clashes: string[] = []
    for (const path of canonical) {
      const page = await head(request, path)
      expect(page.status, path).toBe(200)
      expect(page.title.length, `${path} title`).toBeGreaterThan(10)
      expect(page.description.length, `${path} description`).toBeGreaterThan(50)
      if (titles.has(page.title)) clashes.push(`title of ${path} = ${titles.get(page.title)}: ${page.title}`)
      if (descriptions.has(page.description))
        clashes.push(`description of ${path} = ${descriptions.get(page.description)}`)
      titles.set(page.title, path)
      descriptions.set(page.description, path)
    }
    expect(clashes).toEqual([])
  })

  test('canonical and hreflang alternates point at each other and answer 200', async ({ request }) => {
    const heads = new Map<string, Head>()
    const get = async (path: string) => {
      let found = heads.get(path)
      if (!found) {
        found = await head(request, path)
        heads.set(path, found)
      }
      return found
    }
    for (const path of all) {
      const page = await get(path)
      const canonicalPath = path === '/en' ? '/' : path.startsWith('/en/') ? path.slice(3) : path
      expect(page.canonical, `${path} canonical`).toBe(`${SITE_URL}${canonicalPath}`)
      expect(Object.keys(page.alternates).sort(), `${path} hreflang`).toEqual(['en', 'pl', 'x-default'])
      expect(page.alternates['x-default']).toBe(page.alternates.en)
      expect(page.alternates[isEn(path) ? 'en' : 'pl'], `${path} names itself`).toBe(page.canonical)
      for (const [lang, url] of Object.entries(page.alternates)) {
        const other = await get(local(url))
        expect(other.status, `${path} -> ${lang} ${url}`).toBe(200)
        expect(other.canonical, `${url} is canonical`).toBe(url)
        expect(other.alternates, `${url} names the same versions as ${path}`).toEqual(page.alternates)
      }
    }
  })

  test('Open Graph and Twitter tags with a share image in the page language', async ({ request }) => {
    for (const path of canonical) {
      const { meta, title, description } = await head(request, path)
      expect(meta['og:title'], path).toBe(title)
      expect(meta['og:description'], path).toBe(description)
      expect(meta['og:url'], path).toBe(`${SITE_URL}${path}`)
      expect(meta['og:locale'], path).toBe(isEn(path) ? 'en_GB' : 'pl_PL')
      expect(meta['twitter:card'], path).toBe('summary_large_image')
      expect(meta['og:image'], path).toMatch(new RegExp(`^${SITE_URL}/og/${isEn(path) ? 'en' : 'pl'}/[\\w-]+\\.png$`))
      expect(meta['twitter:image'], path).toBe(meta['og:image'])
      expect(meta['og:image:width'], path).toBe('1200')
      expect(meta['og:image:height'], path).toBe('630')
      expect(meta['og:image:alt'], path).toBe(title)
      const image = await request.head(local(meta['og:image'] ?? ''))
      expect(image.status(), `${path} image`).toBe(200)
      expect(image.headers()['content-type'], path).toBe('image/png')
    }
  })

  for (const path of [entryPath('service', 'omnichannel', 'en'), entryPath('service', 'omnichannel', 'pl')]) {
    test(`${path}: the share image is a 1200x630 PNG`, async ({ request }) => {
      const { meta } = await head(request, path)
      const response = await request.get(local(meta['og:image'] ?? ''))
      const png = await response.body()
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
      expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR')
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    })
  }

  test('structured data: the company everywhere, breadcrumbs inside, services and FAQs where they are', async ({
    request,
  }) => {
    for (const path of canonical) {
      const { jsonLd } = await head(request, path)
      const types = jsonLd.map((item) => item['@type'])
      expect(
        types.filter((t) => t === 'LocalBusiness'),
        `${path}: one organization`,
      ).toHaveLength(1)
      const home = path === '/' || path === '/pl'
      expect(types.includes('BreadcrumbList'), `${path}: breadcrumb`).toBe(!home)
      // Industry pages are a Service too: contact-centre work with the industry as its audience.
      const industry = /\/(industries|branze)\/[\w-]+$/.test(path)
      const service = /\/(services|uslugi)\/[\w-]+$/.test(path) || industry
      expect(types.includes('Service'), `${path}: service`).toBe(service)
      if (service || /\/ai$/.test(path)) expect(types, `${path}: FAQ`).toContain('FAQPage')
      if (industry) {
        const audience = jsonLd.find((item) => item['@type'] === 'Service')?.audience as Record<string, unknown>
        expect(audience?.['@type'], `${path}: audience`).toBe('BusinessAudience')
      }
      const caseStudy = /\/(case-studies|realizacje)\/[\w-]+$/.test(path)
      if (caseStudy) {
        const article = jsonLd.find((item) => item['@type'] === 'Article')
        expect(article?.datePublished, `${path}: article`).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      }
      if (/\/blog\/[\w-]+$/.test(path)) expect(types, `${path}: post`).toContain('BlogPosting')
      const calculator = /\/(calculator|kalkulator)$/.test(path)
      expect(types.includes('WebApplication'), `${path}: web application`).toBe(calculator)
      for (const item of jsonLd) expect(JSON.stringify(item)).not.toContain('origin.invalid')
    }
  })
})

test.describe('sitemap.xml', () => {
  type Entry = { loc: string; lastmod: string; alternates: Record<string, string> }

  async function entries(request: APIRequestContext): Promise<Entry[]> {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/xml')
    const xml = await response.text()
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(xml).not.toContain('origin.invalid')
    return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
      loc: /<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? '',
      lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1] ?? '',
      alternates: Object.fromEntries(
        [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
          m[1],
          m[2],
        ]),
      ),
    }))
  }

  test('lists every canonical page once, and nothing else', async ({ request }) => {
    const list = await entries(request)
    const locs = list.map((e) => local(e.loc))
    expect(new Set(locs).size).toBe(locs.length)
    expect([...locs].sort()).toEqual([...canonical].sort())
    expect(locs.some((loc) => loc === '/en' || loc.startsWith('/en/'))).toBe(false)
    expect(locs).not.toContain('/healthz')
    for (const entry of list) expect(entry.lastmod, entry.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  test('every URL answers 200 and the alternates are reciprocal', async ({ request }) => {
    test.setTimeout(120_000)
    const list = await entries(request)
    const byLoc = new Map(list.map((e) => [e.loc, e]))
    for (const entry of list) {
      const response = await request.get(local(entry.loc), { maxRedirects: 0 })
      expect(response.status(), entry.loc).toBe(200)
      expect(Object.keys(entry.alternates).sort(), entry.loc).toEqual(['en', 'pl', 'x-default'])
      expect(entry.alternates[isEn(local(entry.loc)) ? 'en' : 'pl']).toBe(entry.loc)
      for (const url of Object.values(entry.alternates)) {
        expect(byLoc.get(url)?.alternates, `${url} names the same versions as ${entry.loc}`).toEqual(entry.alternates)
      }
    }
  })
})

test('robots.txt lets search engines crawl, keeps AI crawlers out, and names the sitemap under SITE_URL', async ({
  request,
}) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/plain')
  const text = await response.text()
  // The group for every other crawler allows everything; the one before it is the AI crawlers'.
  expect(text).toMatch(/^User-agent: \*\nAllow: \/$/m)
  expect(text).toMatch(/^User-agent: GPTBot$[\s\S]*?^Disallow: \/$[\s\S]*^User-agent: \*$/m)
  expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
  // The text-and-data-mining reservation in its TDMRep form.
  const tdm = await request.get('/.well-known/tdmrep.json')
  expect(tdm.status()).toBe(200)
  expect(await tdm.json()).toEqual([{ location: '/', 'tdm-reservation': 1 }])
})

test('not-found pages in both languages are noindex, without canonical or alternates', async ({ request }) => {
  for (const path of ['/no-such-page', '/pl/nie-ma-takiej-strony', '/services/no-such-service']) {
    const page = await head(request, path)
    expect(page.status, path).toBe(404)
    expect(page.robots, path).toBe('noindex')
    expect(page.canonical, path).toBeNull()
    expect(page.alternates, path).toEqual({})
  }
})
