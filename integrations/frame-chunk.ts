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

export function frameChunk(): Plugin {
  return {
    name: 'site-frame-chunk',
    apply: 'build',
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
