import { afterAll, beforeAll, expect, vi } from 'vitest'
import { appLogger } from '../../app/backend/logger.server.ts'

/**
 * The unit tests run with `isolate: false` (vitest.config.ts): the test files of a worker
 * share one module graph and one process, so whatever a file leaves behind, the next file
 * starts with. This setup file (run before each test file) takes stock of the process's
 * shared state when the file starts and fails the file, after its own afterAll hooks, if
 * any of it is left changed: the environment, the globals (fetch, Date, the timers…), fake
 * timers, the process's listeners, and servers still listening. The message names what
 * leaked, the rule and the fix.
 */

type Snapshot = {
  env: Map<string, string | undefined>
  globals: Map<string, unknown>
  listeners: Map<string | symbol, number>
  servers: number
}

/** Resource kinds of a server still listening (process.getActiveResourcesInfo). */
const SERVER_RESOURCES = new Set(['TCPServerWrap', 'PipeServerWrap'])

// The app's one logger, which the production server makes at start and which adds its
// 'exit' listener once for the process: made here, before any file, so it is never taken
// for a file's leftover (app/backend/logger.server.ts).
appLogger()

// The real timer, kept before any file can install fake ones (then the wait below still ends).
const wait = globalThis.setTimeout

const serversOpen = () => process.getActiveResourcesInfo().filter((kind) => SERVER_RESOURCES.has(kind)).length

function globalValues(): Map<string, unknown> {
  const values = new Map<string, unknown>()
  for (const name of Object.getOwnPropertyNames(globalThis)) {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, name)
    // A getter (crypto, navigator…) is read as the getter itself: reading some warns.
    values.set(name, descriptor && 'value' in descriptor ? descriptor.value : descriptor?.get)
  }
  return values
}

function snapshot(): Snapshot {
  return {
    env: new Map(Object.entries(process.env)),
    globals: globalValues(),
    listeners: new Map(process.eventNames().map((name) => [name, process.listenerCount(name)])),
    servers: serversOpen(),
  }
}

/** What differs between the state at the file's start and now, one phrase each. */
export function leakedState(before: Snapshot, after: Snapshot, fakeTimers: boolean): string[] {
  const leaks: string[] = []
  const names = new Set([...before.env.keys(), ...after.env.keys()])
  for (const name of names)
    if (before.env.get(name) !== after.env.get(name))
      leaks.push(
        before.env.has(name)
          ? after.env.has(name)
            ? `process.env.${name} changed`
            : `process.env.${name} deleted`
          : `process.env.${name} set`,
      )
  for (const [name, value] of after.globals) {
    if (!before.globals.has(name)) leaks.push(`globalThis.${name} added`)
    else if (!Object.is(before.globals.get(name), value)) leaks.push(`globalThis.${name} replaced`)
  }
  for (const name of before.globals.keys()) if (!after.globals.has(name)) leaks.push(`globalThis.${name} deleted`)
  if (fakeTimers) leaks.push('fake timers still installed')
  for (const [event, count] of after.listeners)
    if (count > (before.listeners.get(event) ?? 0))
      leaks.push(`${count - (before.listeners.get(event) ?? 0)} process '${String(event)}' listener(s) added`)
  if (after.servers > before.servers) leaks.push(`${after.servers - before.servers} server(s) still listening`)
  return leaks
}

let before: Snapshot | undefined

beforeAll(() => {
  before = snapshot()
})

// Registered before the test file's own hooks, so (Vitest runs afterAll hooks as a stack)
// it runs after them: their cleanup counts.
afterAll(async () => {
  if (!before) return
  // A closed server leaves the list of active resources once its sockets are closed too,
  // some turns of the event loop after its close callback: waited for, as long as it takes
  // a server to go (a server left open is still there after 200 turns).
  for (let turn = 0; turn < 200 && serversOpen() > before.servers; turn++)
    await new Promise((resolve) => wait(resolve, 10))
  const leaks = leakedState(before, snapshot(), vi.isFakeTimers())
  if (leaks.length === 0) return
  throw new Error(
    `${expect.getState().testPath ?? 'This test file'} leaves state behind: ${leaks.join('; ')}. Rule: a unit test file leaves the process as it found it, because the files of a worker share it (isolate: false in vitest.config.ts, decision 035; checked by tests/support/no-leaked-state.ts). Fix: undo it in afterEach/afterAll (vi.unstubAllEnvs() and vi.unstubAllGlobals() for vi.stubEnv/vi.stubGlobal, vi.useRealTimers(), process.off(...) for a listener, await server.close()).`,
  )
})
