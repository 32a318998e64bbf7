import type { ContentConfig } from '../../app/content/keystatic.config.ts'
import { fixedEntryName } from '../../app/content/schema/fixed-entries.ts'
import { escapeMarkup } from '../../app/lib/markup/escape.ts'
import { EDITOR_ROOT } from '../../server/build-contract.ts'

/**
 * What the dev server answers for a public page while a content file is broken: each
 * problem with its entry, field and language, and a link to the entry in the editor, so
 * that whoever broke it can mend it there. The editor itself keeps working.
 */

export type Problem = { file: string; field: string; language: string; message: string; editor: string }

const LANGUAGE: Record<string, string> = { English: 'English / angielski', Polish: 'Polish / polski' }

/** Where the editor opens the entry a content file belongs to. */
function editorLink(file: string, config: ContentConfig): string {
  // A service or an industry is a singleton of its own in the editor (keystatic.config.ts).
  const fixed = /^content\/(services|industries)\/([a-z0-9-]+)\.yaml$/.exec(file)
  if (fixed?.[1] && fixed[2])
    return `${EDITOR_ROOT}/singleton/${fixedEntryName(fixed[1] === 'services' ? 'service' : 'industry', fixed[2])}`
  for (const [name, collection] of Object.entries(config.collections ?? {})) {
    const path = collection.path ?? ''
    const [dir = '', rest = ''] = path.split('*')
    if (!file.startsWith(dir)) continue
    const tail = rest === '/' ? '/' : '.'
    const key = file.slice(dir.length).split(tail)[0]
    if (!key) continue
    return `${EDITOR_ROOT}/collection/${encodeURIComponent(name)}/item/${encodeURIComponent(key)}`
  }
  for (const [name, singleton] of Object.entries(config.singletons ?? {})) {
    if (singleton.path && file.startsWith(singleton.path.replace(/\/$/, ''))) return `${EDITOR_ROOT}/singleton/${name}`
  }
  return `${EDITOR_ROOT}`
}

/** "content/jobs/x.yaml: salary.max (both languages): …" taken apart. */
export function parseProblem(line: string, config: ContentConfig): Problem {
  const [file = '', where = '', ...rest] = line.split(': ')
  const match = /^(.*?)(?: \((.+)\))?$/.exec(where)
  const field = match?.[1] ?? where
  const language = match?.[2] ?? 'both languages'
  const missing = rest.join(': ').startsWith('missing')
  const editor = editorLink(file, config)
  return {
    file,
    field: rest.length ? field : '',
    language: LANGUAGE[language] ?? (language === 'both languages' ? 'both languages / oba języki' : language),
    message: rest.length ? rest.join(': ') : where,
    // A deleted collection entry has nothing to open: its collection lists what is left. A
    // service or an industry opens its own form, empty, to be filled and saved again.
    editor: missing ? editor.replace(/\/item\/[^/]+$/, '') : editor,
  }
}

export function contentErrorPage(problems: string[], config: ContentConfig): string {
  const items = problems
    .map((line) => parseProblem(line, config))
    .map(
      (p) => `<li>
  <p><strong>${escapeMarkup(p.file)}</strong></p>
  <p>Field / Pole: <code>${escapeMarkup(p.field || '–')}</code> · Language / Język: ${escapeMarkup(p.language)}</p>
  <p>${escapeMarkup(p.message)}</p>
  <p><a href="${escapeMarkup(p.editor)}">Open in the editor / Otwórz w edytorze</a></p>
</li>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Content needs fixing / Treść wymaga poprawki</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem}li{margin-bottom:1.5rem}code{background:#f3f3f3;padding:0 .25rem}</style></head>
<body>
<h1>Content needs fixing / Treść wymaga poprawki</h1>
<p>The site cannot show its pages until these are fixed. The editor still works: open the entry, correct the field, save, then reload this page.</p>
<p lang="pl">Strona nie pokaże podstron, dopóki tego nie poprawisz. Edytor działa: otwórz wpis, popraw pole, zapisz i odśwież tę stronę.</p>
<ul>
${items}
</ul>
</body>
</html>
`
}
