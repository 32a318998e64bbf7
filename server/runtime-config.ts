import { GTM_NOSCRIPT_ATTRIBUTE, gtmNoscriptHtml, isGtmId } from '../app/lib/tag-manager.ts'
import type { Asset } from './static-files.ts'

/**
 * The origin `npm run build` bakes into prerendered pages (canonical links, feeds,
 * sitemap). The server swaps it for the SITE_URL it runs with.
 */
export const BUILD_ORIGIN = 'https://origin.invalid'

const CONFIG_BLOCK = /(<script id="site-config" type="application\/json">)([\s\S]*?)(<\/script>)/
/** The tag manager's fallback frame (app/lib/tag-manager.ts), if the build rendered one. */
const GTM_NOSCRIPT = new RegExp(`<noscript ${GTM_NOSCRIPT_ATTRIBUTE}="">[\\s\\S]*?</noscript>`, 'g')
const BODY_OPEN = /<body\b[^>]*>/

const TEXT = /^(text\/html|text\/x-script|application\/(rss\+)?xml|text\/plain|application\/json)/

/**
 * The tag manager's <noscript> frame belongs right after <body> opens, and only in the
 * advanced consent mode (basic mode loads nothing from Google before a choice).
 */
export function tagManagerNoscript(publicConfigJson: string): string {
  try {
    const config = JSON.parse(publicConfigJson) as { gtmId?: unknown; consentMode?: unknown }
    return config.consentMode === 'advanced' && isGtmId(config.gtmId) ? gtmNoscriptHtml(config.gtmId) : ''
  } catch {
    return ''
  }
}

/** Rewrites the prerendered files in memory for this deployment. */
export function applyRuntimeConfig(
  assets: Map<string, Asset>,
  options: { siteUrl: string; publicConfigJson: string },
): void {
  const noscript = tagManagerNoscript(options.publicConfigJson)
  for (const asset of assets.values()) {
    if (!TEXT.test(asset.type)) continue
    let text = asset.body.toString('utf8')
    const before = text
    if (text.includes(BUILD_ORIGIN)) text = text.split(BUILD_ORIGIN).join(options.siteUrl)
    if (asset.isPage) {
      text = text.replace(CONFIG_BLOCK, (_, open, _old, close) => `${open}${options.publicConfigJson}${close}`)
      // Whatever the build environment rendered, the running server's settings decide.
      text = text.replace(GTM_NOSCRIPT, '')
      if (noscript) text = text.replace(BODY_OPEN, (body) => `${body}${noscript}`)
    }
    if (text !== before) asset.body = Buffer.from(text, 'utf8')
  }
}
