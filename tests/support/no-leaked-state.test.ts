import { describe, expect, it } from 'vitest'
import { leakedState } from './no-leaked-state.ts'

const state = (over: Partial<Parameters<typeof leakedState>[0]> = {}) => ({
  env: new Map<string, string | undefined>([['HOME', '/root']]),
  globals: new Map<string, unknown>([
    ['fetch', fetch],
    ['NaN', Number.NaN],
  ]),
  listeners: new Map<string | symbol, number>([['exit', 1]]),
  servers: 0,
  ...over,
})

describe('what a test file leaves behind', () => {
  it('is nothing when the process is as the file found it (NaN included, which equals nothing)', () => {
    expect(leakedState(state(), state(), false)).toEqual([])
  })

  it('names each kind of leftover', () => {
    const after = state({
      env: new Map([
        ['HOME', '/tmp'],
        ['SITE_URL', 'http://x'],
      ]),
      globals: new Map<string, unknown>([
        ['fetch', () => undefined],
        ['NaN', Number.NaN],
        ['window', {}],
      ]),
      listeners: new Map([['exit', 3]]),
      servers: 1,
    })
    expect(leakedState(state(), after, true)).toEqual([
      'process.env.HOME changed',
      'process.env.SITE_URL set',
      'globalThis.fetch replaced',
      'globalThis.window added',
      'fake timers still installed',
      "2 process 'exit' listener(s) added",
      '1 server(s) still listening',
    ])
  })
})
