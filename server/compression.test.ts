import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressStream } from './compression.ts'

const encoder = new TextEncoder()

function streamOf(parts: string[], onCancel?: () => void): ReadableStream<Uint8Array> {
  const queue = [...parts]
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = queue.shift()
      if (part === undefined) controller.close()
      else controller.enqueue(encoder.encode(part))
    },
    cancel: onCancel,
  })
}

describe('a streamed body compressed on the way out', () => {
  const parts = ['<!doctype html><head>', '<title>Kontakt</title></head>', `<body>${'<p>treść</p>'.repeat(500)}</body>`]

  it('decompresses to the page, in brotli and in gzip', async () => {
    const brotli = Buffer.from(await new Response(compressStream(streamOf(parts), 'br')).arrayBuffer())
    const gzip = Buffer.from(await new Response(compressStream(streamOf(parts), 'gzip')).arrayBuffer())
    expect(brotliDecompressSync(brotli).toString()).toBe(parts.join(''))
    expect(gunzipSync(gzip).toString()).toBe(parts.join(''))
  })

  it('stops reading the page when the visitor goes away', async () => {
    let endless = 0
    const cancelled = new Promise<void>((done) => {
      // A page that never ends, a part per turn of the event loop, as a slow render streams.
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await new Promise(setImmediate)
          controller.enqueue(encoder.encode(`<p>${endless++}</p>`))
        },
        cancel: () => done(),
      })
      const compressed = compressStream(body, 'br').getReader()
      compressed.read().then(() => compressed.cancel())
    })
    await expect(cancelled).resolves.toBeUndefined()
  })
})
