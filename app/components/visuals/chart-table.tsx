import type { ReactNode } from 'react'

/**
 * A chart's figures as a table for screen readers, where the chart itself is an aria-hidden
 * drawing: a caption, one header per column, each row headed by its first cell. In a clipped
 * box: a table is never narrower than its content, a box is.
 */
export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string
  columns: readonly string[]
  rows: readonly { key: string; cells: readonly ReactNode[] }[]
}) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [head, ...cells] }) => (
            <tr key={key}>
              <th scope="row">{head}</th>
              {cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in their order
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
