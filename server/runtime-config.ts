import { BUILD_ORIGIN, type PageSettings, PUBLIC_CONFIG_ID, publicConfigBlock } from './build-contract.ts'
import type { Asset } from './static-files.ts'

/** The build's placeholder origin (build-contract.ts), which the server swaps for its SITE_URL. */
export { BUILD_ORIGIN }

/** The settings element exactly as publicConfigBlock() writes it into every page. */
const CONFIG_BLOCK = new RegExp(`<script id="${PUBLIC_CONFIG_ID}" type="application/json">[\\s\\S]*?</script>`)
const BODY_OPEN = /<body\b[^>]*>/

const TEXT = /^(text\/html|application\/(rss\+)?xml|text\/plain|application\/json)/

/** Rewrites the prerendered files in memory for this deployment; returns the paths it changed. */
export function applyRuntimeConfig(
  assets: Map<string, Asset>,
  options: { siteUrl: string } & PageSettings,
): Set<string> {
  const changed = new Set<string>()
  // The tag manager's fallback frame, if the build environment rendered one.
  const oldNoscript = new RegExp(`<noscript ${options.tagManagerMarker}="">[\\s\\S]*?</noscript>`, 'g')
  for (const [path, asset] of assets) {
    if (!TEXT.test(asset.type)) continue
    let text = asset.body.toString('utf8')
    const before = text
    if (text.includes(BUILD_ORIGIN)) text = text.split(BUILD_ORIGIN).join(options.siteUrl)
    if (asset.isPage) {
      text = text.replace(CONFIG_BLOCK, () => publicConfigBlock(options.publicConfigJson))
      // Whatever the build environment rendered, the running server's settings decide.
      text = text.replace(oldNoscript, '')
      if (options.tagManagerNoscript) text = text.replace(BODY_OPEN, (body) => `${body}${options.tagManagerNoscript}`)
    }
    if (text !== before) {
      asset.body = Buffer.from(text, 'utf8')
      changed.add(path)
    }
  }
  return changed
}
