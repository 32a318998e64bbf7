import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

// `npm start` on a fresh checkout: build once, then serve.
if (!existsSync('build/server/entry.mjs')) {
  console.log('No build yet: running "npm run build" first…')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
await import('./main.ts')
