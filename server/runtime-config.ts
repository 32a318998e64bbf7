import type { Asset } from './static-files.ts'

/**
 * The origin `npm run build` bakes into prerendered pages (canonical links, feeds,
 * sitemap). The server swaps it for the SITE_URL it runs with.
 */
export const BUILD_ORIGIN = 'https://origin.invalid'

const CONFIG_BLOCK = /(<script id="site-config" type="application\/json">)([\s\S]*?)(<\/script>)/

const TEXT = /^(text\/html|text\/x-script|application\/(rss\+)?xml|text\/plain|application\/json)/

/** Rewrites the prerendered files in memory for this deployment. */
export function applyRuntimeConfig(
  assets: Map<string, Asset>,
  options: { siteUrl: string; publicConfigJson: string },
): void {
  for (const asset of assets.values()) {
    if (!TEXT.test(asset.type)) continue
    let text = asset.body.toString('utf8')
    const before = text
    if (text.includes(BUILD_ORIGIN)) text = text.split(BUILD_ORIGIN).join(options.siteUrl)
    if (asset.isPage)
      text = text.replace(CONFIG_BLOCK, (_, open, _old, close) => `${open}${options.publicConfigJson}${close}`)
    if (text !== before) asset.body = Buffer.from(text, 'utf8')
  }
}
