/**
 * Part of `npm run checks`: the type check of the `.astro` files (their frontmatter and
 * the props their templates pass), which `tsc` cannot read. It is what `astro check` runs,
 * Astro's language server, called here directly: `@astrojs/check` requires TypeScript 5
 * or 6 beside it, while the project's `tsc` is TypeScript 7, whose package no longer
 * carries the compiler API the language server drives. So in this process every import of
 * `typescript` gets TypeScript 6, installed as `typescript-6` (package.json), and `tsc`
 * keeps checking the `.ts`/`.tsx` files. Only the `.astro` files are checked here; errors
 * and warnings fail.
 *
 * Usage: node scripts/check-astro.ts [repository root, default: the working directory]
 */
import { createRequire, registerHooks } from 'node:module'
import { resolve } from 'node:path'

registerHooks({
  resolve: (specifier, context, next) => next(specifier === 'typescript' ? 'typescript-6' : specifier, context),
})
const { AstroCheck } = await import('@astrojs/language-server')

const root = resolve(process.argv[2] ?? '.')
const checker = new AstroCheck(root, createRequire(import.meta.url).resolve('typescript-6'), undefined)
const files = checker.linter.getRootFileNames().filter((file) => file.endsWith('.astro'))
const result = await checker.lint({ fileNames: files, logErrors: { level: 'warning' } })
if (result.errors + result.warnings > 0) {
  console.error(
    `\ncheck-astro: ${result.errors} error(s), ${result.warnings} warning(s) in ${result.fileChecked} .astro files (above, each with its file and line)`,
  )
  process.exit(1)
}
console.log(`check-astro: ${result.fileChecked} .astro files type-check`)
