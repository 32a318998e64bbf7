/** A visual's headline figures: each a label over its value, in cards that wrap. */
export function StatList({ stats }: { stats: readonly { label: string; value: string }[] }) {
  return (
    <dl className="sv-stats">
      {stats.map((stat) => (
        <div key={stat.label} className="sv-stat">
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
