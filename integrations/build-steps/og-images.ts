/**
 * Share images (Open Graph / Twitter), 1200x630 PNG, one per page and language, written
 * to build/client/og/<lang>/<key>.png, a step of the build (integrations/build-steps.ts).
 * Each image shows the page's own title and description, taken from the page as the
 * built server answers it (in this process, on 127.0.0.1), so it always matches. Also writes og/logo.png
 * (the organization logo in the structured data).
 *
 * satori lays the card out as SVG with Inter from @fontsource/inter (satori reads
 * woff, not woff2; latin plus latin-ext for Polish), @resvg/resvg-js rasterizes it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import { runnerImport } from 'vite'
import { paletteOf } from '../../app/lib/theme/palette.ts'
import { BUILD_ORIGIN } from '../../server/build-contract.ts'
import { siteContent } from '../content/content-plugin.ts'
import { slugTableOnDisk } from '../content/slug-table-on-disk.ts'
import type { BuildStep, BuiltSite } from './built-pages.ts'
import { serveBuildInProcess } from './serve-build.ts'

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown } }

const WIDTH = 1200
const HEIGHT = 630
/** The repository: the app's modules and the logo are read from it. */
const root = resolve(import.meta.dirname, '..', '..')

const require = createRequire(import.meta.url)
const fontFile = (subset: string, weight: number) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`))
// One family per subset: satori falls back from font to font for a missing glyph
// (ą, ę, ł, ń, ś, ź, ż are in latin-ext), not between faces of one family name.
const interFonts = () =>
  [400, 700].flatMap((weight) =>
    ['latin', 'latin-ext'].map((subset) => ({
      name: subset === 'latin' ? 'Inter' : 'Inter Ext',
      data: fontFile(subset, weight),
      weight: weight as 400 | 700,
      style: 'normal' as const,
    })),
  )

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1))
      return String.fromCodePoint(n)
    }
    return entities[code.toLowerCase()] ?? whole
  })
}

/** A meta tag's content, entities decoded. */
export function metaContent(html: string, attr: 'property' | 'name', key: string): string | null {
  const tag = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)
  return tag?.[1] ? decode(tag[1]) : null
}

/** At most `max` characters, cut at a word with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text
  return `${text.slice(0, text.lastIndexOf(' ', max - 1)).replace(/[,.;:–-]$/, '')}…`
}

const el = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): Node => ({
  type,
  props: { style, children, ...extra },
})

async function run({ dir, client }: BuiltSite): Promise<string> {
  const outDir = join(client, 'og')
  process.env.SITE_URL ??= BUILD_ORIGIN
  const fonts = interFonts()

  const { module: paths } = await runnerImport<typeof import('../../app/i18n/static-paths.ts')>(
    join(root, 'app/i18n/static-paths.ts'),
    { configFile: false, logLevel: 'error' },
  )
  // Both read the company facts (content/company.yaml) through the content module.
  const { module: seo } = await runnerImport<typeof import('../../app/lib/seo/share-image.ts')>(
    join(root, 'app/lib/seo/share-image.ts'),
    {
      configFile: false,
      logLevel: 'error',
      plugins: [siteContent(root)],
    },
  )
  const { module: config } = await runnerImport<typeof import('../../app/site.config.ts')>(
    join(root, 'app/site.config.ts'),
    {
      configFile: false,
      logLevel: 'error',
      plugins: [siteContent(root)],
    },
  )
  const site = config.site

  // Each page's title and description as the built site serves them.
  // The built server in this process, without a database: every page with a share image
  // reads only content, as prune-styles relies on too.
  const server = await serveBuildInProcess(dir)
  const handle = (request: Request) => fetch(new URL(new URL(request.url).pathname, server.origin))

  // The card's colours are tokens of the site's stylesheet (app/lib/theme/palette.ts).
  const palette = paletteOf(readFileSync(join(root, 'app/styles/tokens.css'), 'utf8'))
  const logoSvg = readFileSync(join(root, 'public', 'favicon.svg'), 'utf8')
  const logoDataUri = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`

  function card(title: string, description: string, lang: string): Node {
    const tagline =
      lang === 'pl'
        ? 'Call center i outsourcing BPO · Częstochowa'
        : 'Call centre & BPO outsourcing · Częstochowa, Poland'
    return el(
      'div',
      {
        // satori sizes the content box: padding and border come on top.
        width: WIDTH - 2 * 72,
        height: HEIGHT - 2 * 64 - 16,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        // A flat colour keeps the PNG small (a gradient triples it).
        backgroundColor: palette.share.background,
        borderBottom: `16px solid ${palette.share.border}`,
        color: palette.share.title,
        fontFamily: 'Inter, Inter Ext',
      },
      [
        el('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
          el('img', { width: 64, height: 64 }, undefined, { src: logoDataUri, width: 64, height: 64 }),
          el('div', { fontSize: 36, fontWeight: 700, letterSpacing: -0.5 }, site.brand),
        ]),
        el('div', { display: 'flex', flexDirection: 'column', gap: 24, width: WIDTH - 144 }, [
          el(
            'div',
            { fontSize: title.length > 60 ? 54 : 64, fontWeight: 700, lineHeight: 1.12, letterSpacing: -1 },
            clip(title, 95),
          ),
          el('div', { fontSize: 28, lineHeight: 1.4, color: palette.share.description }, clip(description, 150)),
        ]),
        el(
          'div',
          {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            fontSize: 24,
            color: palette.share.tagline,
          },
          [
            el('div', { display: 'flex' }, tagline),
            el('div', { display: 'flex', width: 120, height: 8, borderRadius: 4, backgroundColor: palette.share.rule }),
          ],
        ),
      ],
    )
  }

  async function png(node: Node): Promise<Buffer> {
    const svg = await satori(node as Parameters<typeof satori>[0], { width: WIDTH, height: HEIGHT, fonts })
    return new Resvg(svg, { fitTo: { mode: 'width', value: WIDTH } }).render().asPng()
  }

  const only = process.env.OG_ONLY // a single path, while working on the design
  const canonical = paths
    .staticPaths(await slugTableOnDisk(root))
    .filter((path) => path !== '/en' && !path.startsWith('/en/'))
    .filter((path) => !only || path === only)
  let written = 0
  try {
    for (const path of canonical) {
      const response = await handle(new Request(`${BUILD_ORIGIN}${path}`))
      if (response.status !== 200) throw new Error(`og-images: ${path} answered ${response.status}`)
      const html = await response.text()
      const brandSuffix = ` | ${site.brand}`
      const fullTitle = metaContent(html, 'property', 'og:title')
      const description = metaContent(html, 'name', 'description')
      if (!fullTitle || !description) throw new Error(`og-images: ${path} has no og:title or description`)
      const title = fullTitle.endsWith(brandSuffix) ? fullTitle.slice(0, -brandSuffix.length) : fullTitle
      const lang = path === '/pl' || path.startsWith('/pl/') ? 'pl' : 'en'
      const file = join(client, seo.ogImagePath(path))
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, await png(card(title, description, lang)))
      written++
    }
    mkdirSync(outDir, { recursive: true })
    writeFileSync(
      join(outDir, 'logo.png'),
      new Resvg(logoSvg, { fitTo: { mode: 'width', value: 512 } }).render().asPng(),
    )
  } finally {
    await server.stop()
  }
  return `${written} share images and og/logo.png`
}

export const ogImagesStep: BuildStep = { name: 'og-images', run }
