import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { requestReview } from './review-request.server.ts'

/**
 * A stand-in for GitHub's REST API on 127.0.0.1: the repository, its open pull requests and
 * the creation of one, with the requests it received kept for the assertions.
 */
type Received = { method: string; url: string; auth: string | undefined; body: unknown }
let server: Server
let api: string
let received: Received[] = []
let pulls: { head: string; html_url: string }[] = []

const body = async (request: IncomingMessage) => {
  let text = ''
  for await (const chunk of request) text += chunk
  return text ? JSON.parse(text) : null
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const data = await body(request)
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      auth: request.headers.authorization,
      body: data,
    })
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(json))
    }
    if (request.headers.authorization !== 'Bearer good') return send(401, { message: 'Bad credentials' })
    const url = new URL(request.url ?? '/', 'http://x')
    if (url.pathname === '/repos/acme/site') return send(200, { default_branch: 'main' })
    if (url.pathname === '/repos/acme/site/pulls' && request.method === 'GET')
      return send(
        200,
        pulls.filter((p) => `acme:${p.head}` === url.searchParams.get('head')),
      )
    if (url.pathname === '/repos/acme/site/pulls' && request.method === 'POST') {
      const { head } = data as { head: string }
      if (head === 'empty') return send(422, { message: 'No commits between main and empty' })
      const pull = { head, html_url: `https://github.com/acme/site/pull/${pulls.length + 1}` }
      pulls.push(pull)
      return send(201, pull)
    }
    send(404, {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  received = []
  pulls = []
})

describe('sending a branch of the editor for approval', () => {
  it("opens the branch's pull request into the default branch with the editor's token, once", async () => {
    const first = await requestReview('acme/site', 'good', 'keystatic/nowa-oferta', api)
    expect(first).toEqual({ status: 'opened', url: 'https://github.com/acme/site/pull/1' })
    const created = received.find((r) => r.method === 'POST')
    expect(created?.auth).toBe('Bearer good')
    expect(created?.body).toMatchObject({ head: 'keystatic/nowa-oferta', base: 'main' })
    // Pressed again: the same pull request, not a second one.
    expect(await requestReview('acme/site', 'good', 'keystatic/nowa-oferta', api)).toEqual({
      status: 'open',
      url: 'https://github.com/acme/site/pull/1',
    })
    expect(pulls).toHaveLength(1)
  })

  it('refuses, in both languages, the default branch, a branch with nothing to approve, a bad name and a lost sign-in', async () => {
    for (const [token, branch, polish] of [
      ['good', 'main', 'bez zatwierdzania'],
      ['good', 'empty', 'Nie ma nic do zatwierdzenia'],
      ['good', '../etc', 'To nie jest nazwa gałęzi'],
      ['expired', 'keystatic/x', 'zaloguj się ponownie'],
    ] as const) {
      const answer = await requestReview('acme/site', token, branch, api)
      expect(answer.status, branch).toBe('refused')
      if (answer.status === 'refused') {
        expect(answer.message.pl, branch).toContain(polish)
        expect(answer.message.en, branch).not.toBe(answer.message.pl)
      }
    }
    expect(pulls).toHaveLength(0)
  })
})
