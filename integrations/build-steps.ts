import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AstroIntegration } from 'astro'
import { BUILD_ORIGIN } from '../server/build-contract.ts'
import type { BuiltSite } from './build-steps/built-pages.ts'
import { contentRoot } from './content/content-plugin.ts'

/** The steps' runner (integrations/build-steps/run-steps.ts, which lists them in order). */
const RUNNER = join(import.meta.dirname, 'build-steps', 'run-steps.ts')

/**
 * The build's own steps after `astro build` has written the pages (decision 031): at
 * `astro:build:done`, run-steps.ts runs each in order in a Node process, printing one line
 * per step; a step that fails stops the build, naming the step.
 */
export function buildSteps(): AstroIntegration {
  let build: BuiltSite | undefined
  return {
    name: 'site-build-steps',
    hooks: {
      // Every build gets the placeholder origin, whatever SITE_URL the shell has: the server
      // puts its own in at start-up, so `npx astro build` and `npm run build` build the same.
      'astro:config:setup': ({ command }) => {
        if (command === 'build') process.env.SITE_URL = BUILD_ORIGIN
      },
      'astro:config:done': ({ config }) => {
        build = {
          dir: fileURLToPath(config.outDir),
          client: fileURLToPath(config.build.client),
          server: fileURLToPath(config.build.server),
          project: contentRoot(),
        }
      },
      'astro:build:done': async () => {
        if (!build) throw new Error('site-build-steps: astro:config:done did not run')
        const child = spawn(process.execPath, [RUNNER, JSON.stringify(build)], { stdio: 'inherit' })
        const code = await new Promise<number | null>((done, fail) => {
          child.on('error', fail)
          child.on('exit', done)
        })
        if (code !== 0) throw new Error(`the build's steps failed (exit ${code}): the step is named above`)
      },
    },
  }
}
