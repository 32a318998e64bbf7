import { describe, expect, it } from 'vitest'
import { createLogger, type LogLevel, REDACTED, redact } from './logger.server.ts'

function capture(level?: LogLevel) {
  const chunks: string[] = []
  const logger = createLogger({
    level,
    write: (chunk) => chunks.push(chunk),
    now: () => new Date('2026-11-22T08:00:00Z'),
  })
  const lines = async () => {
    await new Promise((r) => setImmediate(r))
    return chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  }
  return { logger, chunks, lines }
}

describe('redact', () => {
  it('replaces personal fields at any depth and masks e-mail addresses inside text', () => {
    expect(
      redact({
        outboxId: '7',
        lead: { id: '3', Name: 'Jan Kowalski', email: 'jan@example.pl', phone: '+48 600', message: 'Hi', lang: 'pl' },
        error: '550 <jan.kowalski@firma.com.pl>: mailbox unavailable',
        list: [{ company: 'ACME' }],
      }),
    ).toEqual({
      outboxId: '7',
      lead: { id: '3', Name: REDACTED, email: REDACTED, phone: REDACTED, message: REDACTED, lang: 'pl' },
      error: '550 <[email]>: mailbox unavailable',
      list: [{ company: REDACTED }],
    })
  })

  it('keeps an error as its name and message, masked', () => {
    expect(redact(new TypeError('bad address a@b.io'))).toEqual({ error: 'TypeError', detail: 'bad address [email]' })
  })
})

describe('createLogger', () => {
  it('writes one JSON line per entry, with time, level, msg and the fields', async () => {
    const { logger, lines } = capture()
    logger.info('request', { reqId: 'r1', status: 200 })
    logger.error('mail failed', { outboxId: '1' })
    expect(await lines()).toEqual([
      { time: '2026-11-22T08:00:00.000Z', level: 'info', msg: 'request', reqId: 'r1', status: 200 },
      { time: '2026-11-22T08:00:00.000Z', level: 'error', msg: 'mail failed', outboxId: '1' },
    ])
  })

  it('drops lines below its level; silent writes nothing', async () => {
    const warn = capture('warn')
    warn.logger.debug('a')
    warn.logger.info('b')
    warn.logger.warn('c')
    warn.logger.error('d')
    expect((await warn.lines()).map((line) => line.msg)).toEqual(['c', 'd'])
    const silent = capture('silent')
    silent.logger.error('x')
    expect(await silent.lines()).toEqual([])
  })

  it('gathers the lines of one event-loop turn into one write', async () => {
    const { logger, chunks, lines } = capture()
    for (let i = 0; i < 50; i++) logger.info('request', { i })
    expect(chunks).toHaveLength(0)
    expect(await lines()).toHaveLength(50)
    expect(chunks).toHaveLength(1)
  })

  it('takes entries in the { level, msg, ...fields } form, redacted like the rest', async () => {
    const { logger, lines } = capture()
    logger.entry({ level: 'warn', msg: 'mail retry', email: 'x@y.pl' })
    logger.entry({ msg: 'no level given' })
    expect(await lines()).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'mail retry', email: REDACTED }),
      expect.objectContaining({ level: 'info', msg: 'no level given' }),
    ])
  })

  it('writes a request line as the generic path would, at error level for a 5xx', async () => {
    const { logger, lines } = capture()
    const fields = { reqId: 'r1', method: 'GET', path: '/pl/kontakt', status: 200, durationMs: 0.4 }
    logger.info('request', fields)
    logger.request(fields)
    logger.request({ ...fields, status: 503, aborted: true })
    const [generic, direct, failed] = await lines()
    expect(direct).toEqual(generic)
    expect(failed).toEqual({ ...generic, level: 'error', status: 503, aborted: true })
  })

  it('keeps a request line one JSON line whatever the path and method hold, with e-mail addresses masked', async () => {
    const { logger, chunks, lines } = capture()
    const path = '/a"b\\c\n{"level":"error"}/jan.kowalski@firma.pl'
    logger.request({ reqId: 'r"2', method: 'GE"T', path, status: 404, durationMs: 1 })
    const [line] = await lines()
    expect(chunks.join('').trim().split('\n')).toHaveLength(1)
    expect(line.path).not.toContain('jan.kowalski')
    expect([line]).toEqual([
      expect.objectContaining({ reqId: 'r"2', method: 'GE"T', path: redact(path), level: 'info' }),
    ])
  })

  it('drops request lines below its level, keeping a 5xx at warn', async () => {
    const { logger, lines } = capture('warn')
    logger.request({ reqId: 'r1', method: 'GET', path: '/', status: 200, durationMs: 0 })
    logger.request({ reqId: 'r2', method: 'GET', path: '/', status: 500, durationMs: 0 })
    expect((await lines()).map((line) => line.reqId)).toEqual(['r2'])
  })
})
