import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/**
 * The rule behind Node's own TypeScript support: Node runs `.ts` files as they are (type
 * stripping), without a bundler to guess extensions, so every relative import in a file
 * that Node loads must name its file whole (`./format.ts`, not `./format`). The build's
 * bundler accepts both; Node fails at run time, only when that script runs. This walks the
 * imports from Node's entry points (`scripts/*.ts`, `server/*.ts`) and names every import
 * that breaks the rule, with the file it sits in.
 */

/**
 * Relative imports that stay in the program: `import type`, `export type` and `typeof import()`
 * are stripped.
 */
const RELATIVE_IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]|(?<!typeof\s+)\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g

/** The relative imports of one file that Node keeps, without comments. */
export function runtimeImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
  return [...code.matchAll(RELATIVE_IMPORT)].map((match) => match[1] ?? match[2] ?? '')
}

/** The entry points Node runs directly: the package's scripts, the HTTP process and the build's steps. */
export function nodeEntryPoints(root: string): string[] {
  return ['scripts', 'server', 'integrations/build-steps']
    .filter((dir) => existsSync(join(root, dir)))
    .flatMap((dir) =>
      readdirSync(join(root, dir))
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => join(root, dir, name)),
    )
}

/**
 * One line per import that Node cannot resolve for want of its extension:
 * `app/lib/company/figure-format.ts imports './intl' (reached from scripts/check-launch.ts)`.
 */
export function extensionlessNodeImports(root: string, entries = nodeEntryPoints(root)): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  const queue = entries.map((file) => ({ file, from: file }))
  while (queue.length > 0) {
    const { file, from } = queue.shift() as { file: string; from: string }
    if (seen.has(file)) continue
    seen.add(file)
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      const target = resolve(dirname(file), specifier)
      if (/\.(ts|tsx|js|mjs|cjs|json)$/.test(specifier)) {
        if (/\.tsx?$/.test(target) && existsSync(target)) queue.push({ file: target, from })
        continue
      }
      problems.push(
        `${relative(root, file)} imports '${specifier}' (reached from ${relative(root, from)}): write '${specifier}${existsSync(`${target}.tsx`) ? '.tsx' : '.ts'}'`,
      )
    }
  }
  return problems
}
