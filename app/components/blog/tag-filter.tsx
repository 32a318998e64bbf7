import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { tagName } from '../../lib/markup/tag-name.ts'
import './tag-filter.css'

type Props = { tags: string[]; current: string | null }

function TopicLinks({ tags, current }: Props) {
  const t = useT()
  const base = href('blog', useLang())
  return (
    <ul className="tag-list">
      <li>
        <a href={base} className="tag tag-link" aria-current={current ? undefined : 'page'}>
          {t('blog.allTopics')}
        </a>
      </li>
      {tags.map((tag) => (
        <li key={tag}>
          <a
            href={`${base}?tag=${encodeURIComponent(tag)}`}
            className="tag tag-link"
            aria-current={tag === current ? 'page' : undefined}
          >
            {tagName(tag)}
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * The blog's topics. On a phone eighteen chips pushed the articles a screen down, so there
 * they wait behind a native disclosure (no JavaScript); from a tablet up they are always
 * shown. Both lists are rendered and CSS shows one: a closed <details> cannot be opened by
 * CSS alone in every browser, and display: none keeps the hidden one out of the
 * accessibility tree and the tab order.
 */
export function TagFilter({ tags, current }: Props) {
  const t = useT()
  return (
    <nav aria-label={t('blog.filterTitle')} className="tag-filter">
      <details className="tag-filter-disclosure">
        <summary>
          {t('blog.topics')}
          {current ? <span className="tag-filter-current">: {tagName(current)}</span> : null}
        </summary>
        <TopicLinks tags={tags} current={current} />
      </details>
      <div className="tag-filter-list">
        <TopicLinks tags={tags} current={current} />
      </div>
    </nav>
  )
}
