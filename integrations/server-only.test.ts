import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'
import { serverOnlyModules } from './server-only.ts'

let root = ''
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** Builds `entry.ts` of a folder holding `files` for the browser, with the plugin. */
async function browserBuild(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'server-only-'))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text)
  return build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [serverOnlyModules()],
    build: { write: false, lib: { entry: join(root, 'entry.ts'), formats: ['es'] } },
  })
}

describe('server-only modules in the browser build', () => {
  it('fail the build, naming the rule, the module and its importer', async () => {
    const failed = browserBuild({
      'entry.ts': "import { secret } from './view'\nconsole.log(secret)\n",
      'view.ts': "export { secret } from './secret.server'\n",
      'secret.server.ts': 'export const secret = process.env.SECRET\n',
    })
    await expect(failed).rejects.toThrow(/server-only module in browser code: .*view\.ts imports .*secret\.server\.ts/)
  })

  it('leave a browser-safe module alone, whatever its name holds', async () => {
    const built = await browserBuild({
      'entry.ts': "import { label } from './server-status'\nconsole.log(label)\n",
      'server-status.ts': "export const label = 'up'\n",
    })
    expect(JSON.stringify(built)).toContain('up')
  })
})
