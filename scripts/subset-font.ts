/**
 * `npm run fonts`: writes app/assets/fonts/inter-variable-site.woff2, Inter's variable
 * font (weights 400–800) cut down to the characters of scripts/lib/font-charset.ts.
 * One file serves English and Polish pages (Fontsource's latin + latin-ext pair is
 * about 136 KB; Polish text needs both). Run it after changing the character set and
 * commit the result; the build uses the committed file.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import subsetFont from 'subset-font'
import { fontCharacters } from './lib/font-charset.ts'

const require = createRequire(import.meta.url)
const source = readFileSync(require.resolve('inter-ui/variable/InterVariable.woff2'))
const out = resolve('app/assets/fonts/inter-variable-site.woff2')

const subset = await subsetFont(source, fontCharacters(), {
  targetFormat: 'woff2',
  // Text sizes only (the optical-size axis is pinned) and the weights the CSS uses.
  variationAxes: { opsz: 14, wght: { min: 400, max: 800, default: 400 } },
})
mkdirSync(dirname(out), { recursive: true })
writeFileSync(out, subset)
console.log(`fonts: ${out} (${(subset.length / 1024).toFixed(1)} KiB, from ${(source.length / 1024).toFixed(1)} KiB)`)
