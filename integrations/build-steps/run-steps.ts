/**
 * The build's steps, run in order by plain Node: `integrations/build-steps.ts` starts this
 * file at `astro:build:done` with the build's folders as its argument. A process of its own,
 * because the steps load the built server (build/server/entry.mjs), which must be Node's own
 * import, not that of the Vite module runner that loads astro.config.ts and is closed by then.
 */
import type { BuildStep, BuiltSite } from './built-pages.ts'
import { ogImagesStep } from './og-images.ts'
import { precompressStep } from './precompress.ts'
import { preloadModulesStep } from './preload-modules.ts'
import { pruneStylesStep } from './prune-styles.ts'
import { shrinkImagesStep } from './shrink-images.ts'

/**
 * In this order (decision 031):
 * - prune-styles: each page keeps the rules of the one stylesheet it can use (decision 018);
 * - preload-modules: the frame's scripts and their chunks named in each head (decision 020);
 * - shrink-images: an original over the editor's size limit is shipped shrunk;
 * - og-images: a share image per page and language, from the page as the server answers it;
 * - precompress: `.br` and `.gz` beside every compressible file, last, so it sees all of them.
 */
export const BUILD_STEPS: readonly BuildStep[] = [
  pruneStylesStep,
  preloadModulesStep,
  shrinkImagesStep,
  ogImagesStep,
  precompressStep,
]

/** The steps in order, each summary line with the step's name and time; a failure names its step. */
export async function runBuildSteps(
  build: BuiltSite,
  steps: readonly BuildStep[],
  log: (line: string) => void,
): Promise<void> {
  for (const step of steps) {
    const started = performance.now()
    try {
      const summary = await step.run(build)
      log(`${step.name}: ${summary} in ${Math.round(performance.now() - started)} ms`)
    } catch (error) {
      throw new Error(`build step ${step.name} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      })
    }
  }
}

if (process.argv[1] === import.meta.filename) {
  const build = JSON.parse(process.argv[2] ?? '') as BuiltSite
  try {
    await runBuildSteps(build, BUILD_STEPS, (line) => console.log(line))
  } catch (error) {
    console.error(error instanceof Error ? (error.cause ?? error) : error)
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
}
