import { createHash } from 'node:crypto'
import { CONFIGURED_URL } from '../../playwright.config.ts'
import { entryPath, nextPaint, postSlugsOnDisk, siteContent, waitForHydration } from './helpers.ts'
import { type APIResponse, expect, type Page, test } from './test.ts'

/** A blog post of the content, whichever the files hold first. */
const aPost = `/blog/${postSlugsOnDisk('en')[0] ?? 'no-english-post'}`

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values]),
  )
}

/** The headers every response carries, and a strict script policy. */
function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers()
  expect(headers['x-content-type-options'], label).toBe('nosniff')
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin')
  // The opener policy is the editor's alone (decision 017): a public page's first paint would pay for it.
  expect(headers['cross-origin-opener-policy'], label).toBeUndefined()
  expect(headers['cross-origin-resource-policy'], label).toBe('same-site')
  expect(headers['permissions-policy'], label).toContain('camera=()')
  expect(headers['permissions-policy'], label).toContain('geolocation=()')
  expect(headers['permissions-policy'], label).toContain('microphone=(self)')
  // Plain HTTP without TRUST_PROXY: no HSTS (a forwarded "https" is not believed).
  expect(headers['strict-transport-security'], label).toBeUndefined()
  const policy = headers['content-security-policy'] ?? ''
  const csp = directives(policy)
  expect(csp.get('script-src'), label).toBeDefined()
  expect(csp.get('script-src'), label).not.toContain("'unsafe-inline'")
  expect(csp.get('script-src'), label).not.toContain("'unsafe-eval'")
  expect(csp.get('object-src'), label).toEqual(["'none'"])
  expect(csp.get('base-uri'), label).toEqual(["'none'"])
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"])
  expect(csp.get('form-action'), label).toEqual(["'self'"])
  return csp
}

/** The inline scripts a browser would execute, with their attributes. */
function inlineScripts(html: string): { attributes: string; body: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = '', body = '']) => ({ attributes, body }))
    .filter(({ attributes }) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
}

test.describe('response headers', () => {
  test('a prerendered page: CSP with the hash of each of its inline scripts, also as a meta element', async ({
    request,
  }) => {
    for (const path of ['/', entryPath('service', 'back-office', 'pl'), aPost]) {
      const response = await request.get(path, { headers: { 'X-Forwarded-Proto': 'https' } })
      expect(response.status()).toBe(200)
      const csp = expectSecurityHeaders(response, path)
      const html = await response.text()
      // A page without an island has no inline script to run: every one would need its hash.
      for (const { body } of inlineScripts(html)) expect(csp.get('script-src'), path).toContain(sha256(body))
      expect(csp.get('script-src')?.some((s) => s.startsWith("'nonce-"))).toBe(false)
      // The page's styles are inlined by the build and allowed by their hash only.
      const style = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1]
      expect(style, path).toBeDefined()
      expect(csp.get('style-src'), path).toContain(sha256(style ?? ''))
      expect(csp.get('style-src'), path).not.toContain("'unsafe-inline'")
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1] ?? ''
      const header = response.headers()['content-security-policy'] ?? ''
      expect(meta.replace(/&#x27;|&#39;/g, "'")).toBe(header.replace(/; frame-ancestors 'none'/, ''))
      expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'))
      expect(response.headers()['cache-control']).toBe('public, max-age=900, stale-while-revalidate=1800')
    }
  })

  test('a page rendered per request: the hashes of its own inline scripts and styles, never a nonce', async ({
    request,
  }) => {
    for (const path of ['/contact', '/pl/kalkulator', '/ai']) {
      const response = await request.get(path, { headers: { 'x-csp-nonce': 'attacker' } })
      expect(response.status(), path).toBe(200)
      const csp = expectSecurityHeaders(response, path)
      const html = await response.text()
      expect(html).not.toContain('attacker')
      expect(csp.get('script-src')?.some((s) => s.startsWith("'nonce-"))).toBe(false)
      const scripts = inlineScripts(html)
      // The islands' loader is inline on the island pages.
      if (path !== '/ai') expect(scripts.length, path).toBeGreaterThan(0)
      for (const { body } of scripts) expect(csp.get('script-src'), path).toContain(sha256(body))
      const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '')
      expect(styles.length, path).toBeGreaterThan(0)
      for (const style of styles) expect(csp.get('style-src'), path).toContain(sha256(style))
      // A page with its own form token is never handed to another visitor by a cache.
      expect(response.headers()['cache-control']).toBe('private, no-store')
    }
  })

  test('pages rendered per request are compressed as the client accepts', async ({ request }) => {
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await request.get('/ai', { headers: { 'Accept-Encoding': encoding } })
      expect(response.headers()['content-encoding']).toBe(encoding)
      expect(response.headers().vary).toContain('Accept-Encoding')
      expect(await response.text()).toContain('</html>')
    }
    const plain = await request.get('/pl/nie-ma', { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers()['content-encoding']).toBeUndefined()
    expect(await plain.text()).toContain('</html>')
  })
})

/** Records every CSP violation the page reports, from the first byte on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = []
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) console.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`)
    })
  })
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ]
}

test.describe('no CSP violation in the browser', () => {
  const pages = [
    ['home', '/'],
    ['home (pl)', '/pl'],
    ['a service page', entryPath('service', 'technical-helpdesk', 'pl')],
    ['a blog post', aPost],
    ['the AI page (rendered per request)', '/ai'],
    ['the contact form (its validation must not probe eval)', '/contact'],
    ['the contact form (pl)', '/pl/kontakt'],
    ['careers', '/pl/kariera'],
    [
      'the calculator with a scenario (rendered per request; its schema must not probe eval)',
      '/pl/kalkulator?calls=500',
    ],
    ['the contact form with a scenario attached', '/contact?calls=200&aht=300&target=90'],
    ['a not-found page', '/no-such-page'],
  ] as const
  test(`each page, and a client-side navigation from it: ${pages.map(([name, path]) => `${name} (${path})`).join(', ')}`, async ({
    page,
  }) => {
    // Half a minute a page, each two loads: 60 s for all eleven ran out on a busy machine.
    test.setTimeout(30_000 * pages.length)
    // One page loads them in turn: each load is a new document, watched from its first byte.
    const violations = await watchViolations(page)
    for (const [name, path] of pages) {
      await test.step(`${name}: ${path}`, async () => {
        await page.goto(path)
        await waitForHydration(page)
        // A client-side navigation afterwards runs under the same policy.
        await page.locator('.site-header .logo-link').click()
        await expect(page.locator('h1')).toBeVisible()
        await waitForHydration(page)
        await nextPaint(page)
        expect.soft(await violations(), path).toEqual([])
      })
    }
  })

  test('the watch works: an injected inline script is blocked and reported', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/about')
    await waitForHydration(page)
    const ran = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      return (window as unknown as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    await expect.poll(violations).not.toEqual([])
  })

  test('the voice demo starts under the policy (agent configured)', async ({ page }) => {
    const attempts: string[] = []
    await page.route(/elevenlabs\.io/, (route) => route.abort())
    page.on('request', (request) => {
      if (/elevenlabs\.io/.test(request.url())) attempts.push(request.url())
    })
    page.on('websocket', (socket) => {
      if (/elevenlabs\.io/.test(socket.url())) attempts.push(socket.url())
    })
    const violations = await watchViolations(page)
    await page.goto(`${CONFIGURED_URL}/ai`)
    // The demo is an island that hydrates when it comes into view.
    await page.locator('#demo').scrollIntoViewIfNeeded()
    await waitForHydration(page)
    await page.getByRole('button', { name: siteContent.singletons.ai.entry.en.demo.startLabel }).click()
    // Started, the demo reaches for the provider: the request gets out, or the policy stops it.
    await expect.poll(async () => attempts.length + (await violations()).length).toBeGreaterThan(0)
    expect(await violations()).toEqual([])
  })
})
