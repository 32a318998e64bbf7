import type { Plugin } from 'vite'

/**
 * The modules the frame's script shares with the islands, in one chunk of the browser's
 * build instead of one each. Left to itself the bundler split them into three files of
 * 0.1–1.8 KB (the language list, the consent reader with the visit's attribution, Vite's
 * preload helper): three more
 * requests on the render-blocking path of every page, where a phone's connection opens
 * only so many at once (decision 043). The server's build keeps its own chunking (the
 * style pruning reads its chunks: integrations/build-steps/route-chunks.ts).
 */
export const FRAME_SHARED_MODULES = [
  'app/i18n/languages.ts',
  'app/lib/consent/consent-client.ts',
  'app/lib/analytics/attribution.ts',
]

/** A module id of the bundle (an absolute path, either separator) that belongs in the chunk. */
export const FRAME_SHARED = new RegExp(
  `${FRAME_SHARED_MODULES.map((path) => `[\\\\/]${path.replace(/[.]/g, '\\.').replace(/\//g, '[\\\\/]')}$`).join('|')}|preload-helper`,
)

/** The frame's script (app/browser/frame.ts, which the layout loads on every page), by bundle id. */
const FRAME = /[\\/]app[\\/]browser[\\/]frame\.ts$/

/** A chunk of the browser's build, as the bundle describes it. */
type BuiltChunk = { fileName: string; name: string; imports: readonly string[]; moduleIds: readonly string[] }

/**
 * The chunks, other than frame-shared, that the chunk of the frame's script imports: each
 * is one more request before every page is interactive. The list above is kept by hand
 * because the bundler groups whole modules: grouping every module the frame and an island
 * both import put the route table, which the frame imports but never uses once tree-shaken,
 * on every page (0.2 KB gzip). So the build checks the list instead, naming what to add.
 */
export function frameImportProblems(chunks: readonly BuiltChunk[], root: string): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const frame = chunks.find((chunk) => chunk.moduleIds.some((id) => FRAME.test(id)))
  if (!frame) return []
  return frame.imports
    .map((file) => byFile.get(file))
    .filter((chunk) => chunk !== undefined && chunk.name !== 'frame-shared')
    .map((chunk) => {
      const modules = (chunk?.moduleIds ?? []).map((id) => (id.startsWith(root) ? id.slice(root.length + 1) : id))
      return (
        `frame-chunk: the frame's script imports ${chunk?.fileName} (${modules.join(', ')}), one more request before ` +
        'every page is interactive (rule: what the frame shares with an island or a page script lives in the ' +
        `frame-shared chunk). Fix: add ${modules.join(', ')} to FRAME_SHARED_MODULES in integrations/frame-chunk.ts`
      )
    })
}

export function frameChunk(): Plugin {
  let root = ''
  return {
    name: 'site-frame-chunk',
    apply: 'build',
    configResolved(config) {
      root = config.root.replace(/[\\/]$/, '')
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== 'client') return
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []))
      const problems = frameImportProblems(chunks, root)
      if (problems.length > 0) this.error(problems.join('\n'))
    },
    configEnvironment(name) {
      if (name !== 'client') return
      return {
        build: {
          rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'frame-shared', test: FRAME_SHARED }] } } },
        },
      }
    },
  }
}
