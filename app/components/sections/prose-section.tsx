type Props = { id: string; title: string; paragraphs: string[]; alt?: boolean }

export function ProseSection({ id, title, paragraphs, alt = false }: Props) {
  return (
    <section className={alt ? 'section section-alt' : 'section'} aria-labelledby={id}>
      <div className="wrap page-narrow prose-copy">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </section>
  )
}
