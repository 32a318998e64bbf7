/**
 * The editor (Keystatic's Markdoc field) saves a table as a Markdoc tag: `{% table %}`,
 * one `- cell` line per cell and `---` between rows. The site renders Markdown
 * (app/lib/markup/markdown.server.ts), so such a table becomes the GFM table it was before.
 * Everything else the editor writes is plain Markdown already.
 */
export function gfmTables(markdown: string): string {
  return markdown.replace(/^\{% table %\}[ \t]*\n([\s\S]*?)\n\{% \/table %\}[ \t]*$/gm, (_, inner: string) => {
    const rows: string[][] = [[]]
    for (const line of inner.split('\n')) {
      const row = rows[rows.length - 1] as string[]
      if (line.trim() === '---') rows.push([])
      else if (line.startsWith('- ') || line.trim() === '-') row.push(line.slice(2).trim())
      else if (line.trim() && row.length) row[row.length - 1] = `${row[row.length - 1]} ${line.trim()}`
    }
    const [head = [], ...body] = rows.filter((row) => row.length)
    const cells = (row: string[]) => `| ${row.map((cell) => cell.replace(/(?<!\\)\|/g, '\\|')).join(' | ')} |`
    return [cells(head), `|${head.map(() => '---').join('|')}|`, ...body.map(cells)].join('\n')
  })
}

/**
 * Drops headings without text (`## ` alone on a line): the editor leaves one when a
 * heading level is chosen and nothing typed, and the page would get an empty, linkable
 * `<h2 id="section">`. Lines inside fenced code blocks stay as they are.
 */
export function withoutEmptyHeadings(markdown: string): string {
  let fenced = false
  return markdown
    .split('\n')
    .filter((line) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
      return fenced || !/^ {0,3}#{1,6}[ \t]*#*[ \t]*$/.test(line)
    })
    .join('\n')
}
