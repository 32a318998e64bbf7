import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Instance, startInstance, stop } from '../support/instance.ts'

/** The content editor on the production server: absent by default, GitHub-backed when configured. */

const GITHUB = {
  KEYSTATIC_GITHUB_REPO: 'vocalis/website',
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.0123456789abcdef',
  KEYSTATIC_GITHUB_CLIENT_SECRET: '0123456789abcdef0123456789abcdef01234567',
  KEYSTATIC_SECRET: 'a-random-secret-of-more-than-32-characters-0123456789',
}

/**
 * An entry of a collection the marketing team fills (its samples are replaced before launch):
 * the first in content/, by its key (a post's folder, a case study's or a job's file name).
 */
function firstKey(folder: string): string {
  const [name] = readdirSync(folder).sort()
  if (!name) throw new Error(`${folder} is empty: the preview test needs an entry there`)
  return name.replace(/\.yaml$/, '')
}

const get = (instance: Instance, path: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${instance.port}${path}`, { redirect: 'manual', ...init })

describe('the editor on a production server', () => {
  const dirs = [mkdtempSync(join(tmpdir(), 'editor-off-')), mkdtempSync(join(tmpdir(), 'editor-on-'))]
  let off: Instance
  let on: Instance

  beforeAll(async () => {
    ;[off, on] = await Promise.all([
      startInstance({ DATA_DIR: dirs[0] as string, LOG_LEVEL: 'silent' }),
      startInstance({ DATA_DIR: dirs[1] as string, LOG_LEVEL: 'silent', ...GITHUB }),
    ])
  })

  afterAll(async () => {
    await Promise.all([off, on].filter(Boolean).map((instance) => stop(instance)))
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('without GitHub storage, /keystatic and its API answer 404 and nothing is written', async () => {
    for (const path of [
      '/keystatic',
      '/keystatic/collection/services',
      '/api/keystatic/tree',
      '/api/keystatic/github/login',
    ]) {
      const response = await get(off, path)
      expect(response.status, path).toBe(404)
    }
    const update = await get(off, '/api/keystatic/update', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${off.port}` },
      body: JSON.stringify({ additions: [{ path: 'content/services/x.yaml', contents: 'a' }], deletions: [] }),
    })
    expect(update.status).toBe(404)
    // The 404 page is a public page: its policy is the public one.
    const page = await get(off, '/keystatic')
    expect(page.headers.get('content-security-policy')).not.toContain('unsafe-inline')
    expect(page.headers.get('cross-origin-opener-policy')).toBeNull()
  })

  it('with GitHub storage, the editor loads under its own policy, unindexed, and sign-in goes to GitHub', async () => {
    const page = await get(on, '/keystatic')
    expect(page.status).toBe(200)
    const policy = page.headers.get('content-security-policy') ?? ''
    expect(policy).toContain('connect-src')
    expect(policy).toContain('https://api.github.com')
    expect(page.headers.get('x-robots-tag')).toContain('noindex')
    // A signed-in editor's window is not held by the site that opened it.
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(await page.text()).toContain('noindex')

    const login = await get(on, '/api/keystatic/github/login')
    expect(login.status).toBe(307)
    const target = new URL(login.headers.get('location') ?? '')
    expect(target.origin + target.pathname).toBe('https://github.com/login/oauth/authorize')
    expect(target.searchParams.get('client_id')).toBe(GITHUB.KEYSTATIC_GITHUB_CLIENT_ID)

    // Local file access does not exist on a production server, configured or not.
    expect((await get(on, '/api/keystatic/tree')).status).toBe(404)
  })

  it("an entry's preview, a draft's included, is for a signed-in editor only: anyone else gets 404, never indexed", async () => {
    const post = firstKey('content/blog')
    const asked = await get(on, `/api/keystatic/preview/posts/${post}?lang=pl`)
    expect(asked.status).toBe(302)
    expect(asked.headers.get('location')).toBe(`/keystatic/preview/posts/${post}?lang=pl`)
    for (const path of [
      `/keystatic/preview/posts/${post}?lang=pl`,
      `/keystatic/preview/caseStudies/${firstKey('content/case-studies')}?lang=en`,
      `/keystatic/preview/jobs/${firstKey('content/jobs')}?lang=pl`,
      '/keystatic/preview/pages/home?lang=pl',
      // A page its own route renders (islands): the same guard before it.
      '/keystatic/preview/pages/contact?lang=en',
    ]) {
      for (const headers of [{}, { Cookie: 'keystatic-gh-access-token=not-a-token' }] as Record<string, string>[]) {
        const preview = await get(on, path, { headers })
        expect(preview.status, path).toBe(404)
        expect(preview.headers.get('x-robots-tag'), path).toContain('noindex')
      }
      // Without the editor, no preview at all.
      expect((await get(off, path)).status, path).toBe(404)
    }
    // Sending a branch for approval needs the editor's sign-in too.
    const review = await get(on, '/api/keystatic/request-review', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${on.port}` },
      body: JSON.stringify({ branch: 'keystatic/x' }),
    })
    expect(review.status).toBe(404)
  })

  it('public pages keep the public policy when the editor is configured', async () => {
    const home = await get(on, '/')
    const policy = home.headers.get('content-security-policy') ?? ''
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).not.toContain('api.github.com')
  })
})
