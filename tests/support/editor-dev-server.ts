import { spawn } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'

/**
 * The dev server for the editor's end-to-end test (tests/e2e/editor.spec.ts): `astro
 * dev` with local storage, reading and saving a fresh copy of content/ and public/images/
 * (CONTENT_ROOT), so that what the test saves never touches the working tree.
 */
const port = process.argv[2] ?? '4180'
const root = resolve(process.argv[3] ?? `.cache/e2e-content-${port}`)
rmSync(root, { recursive: true, force: true })
cpSync('content', resolve(root, 'content'), { recursive: true })
cpSync('public/images', resolve(root, 'public/images'), { recursive: true })

// Without the lock: a developer's own `npm run dev` on this project must not stop the test's.
const child = spawn('npx', ['astro', 'dev', '--port', port, '--host', '127.0.0.1', '--ignore-lock'], {
  stdio: 'inherit',
  // Its own Astro and Vite caches (ASTRO_CACHE_DIR, astro.config.ts): it starts beside the
  // checks and the build, which use the default ones in node_modules.
  env: { ...process.env, CONTENT_ROOT: root, ASTRO_CACHE_DIR: resolve(`.cache/e2e-astro-${port}`), LOG_LEVEL: 'warn' },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
