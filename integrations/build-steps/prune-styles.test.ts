import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assertPruned, renderedPage } from './prune-styles.ts'

let server: Server
let origin: string

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/contact') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end('<html><body>contact</body></html>')
    } else if (request.url === '/robots') {
      response.writeHead(200, { 'content-type': 'text/plain' })
      response.end('User-agent: *')
    } else if (request.url === '/en/contact') {
      response.writeHead(301, { location: '/contact' })
      response.end()
    } else {
      response.writeHead(500, { 'content-type': 'text/html' })
      response.end('<h1>broken</h1>')
    }
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(() => new Promise<void>((done) => server.close(() => done())))

describe('the pages rendered per request that prune-styles reads', () => {
  it('are their HTML when the server answers 200 with HTML', async () => {
    await expect(renderedPage(origin, '/contact')).resolves.toContain('contact')
  })

  it('stop the build, naming the path and the status, when the server fails', async () => {
    await expect(renderedPage(origin, '/kalkulator')).rejects.toThrow(/\/kalkulator answered 500/)
  })

  it('stop the build on a redirect instead of following it', async () => {
    await expect(renderedPage(origin, '/en/contact')).rejects.toThrow(/\/en\/contact answered 301/)
  })

  it('stop the build when the answer is not HTML', async () => {
    await expect(renderedPage(origin, '/robots')).rejects.toThrow(/\/robots answered 200 \(text\/plain\)/)
  })
})

describe('a prune-styles run', () => {
  it('fails when it pruned no prerendered page', () => {
    expect(() => assertPruned({ prerendered: 0, renderedPaths: 4, pruned: 4 })).toThrow(/pruned no prerendered page/)
  })

  it('fails when it pruned none of the pages rendered per request', () => {
    expect(() => assertPruned({ prerendered: 80, renderedPaths: 12, pruned: 0 })).toThrow(/none of the 12 paths/)
  })

  it('passes when it pruned both kinds, or there was no page to render per request', () => {
    expect(() => assertPruned({ prerendered: 80, renderedPaths: 12, pruned: 12 })).not.toThrow()
    expect(() => assertPruned({ prerendered: 80, renderedPaths: 0, pruned: 0 })).not.toThrow()
  })
})
