/** Terms with their details as a description list: a summary's fields, one pair per entry. */
export function TermList({ items }: { items: readonly { label: string; text: string }[] }) {
  return (
    <dl>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.text}</dd>
        </div>
      ))}
    </dl>
  )
}
