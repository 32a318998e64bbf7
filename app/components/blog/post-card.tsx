import type { PostMeta } from '../../content/blog.server.ts'
import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { ContentImage } from '../media/content-image.tsx'
import { SampleTag } from '../proof/sample-tag.tsx'
import { keepCompounds } from '../text/keep-compounds.tsx'
import './post-card.css'

export function PostCard({ post, headingLevel = 2 }: { post: PostMeta; headingLevel?: 2 | 3 }) {
  const lang = useLang()
  const t = useT()
  const Heading = `h${headingLevel}` as const
  return (
    <article className="card post-card">
      {/* The title says what the post is about: the cover is decoration here. */}
      <ContentImage
        image={{ ...post.coverImage, alt: '' }}
        className="post-cover"
        sizes="(min-width: 72rem) 24rem, 100vw"
      />
      <p className="post-meta">
        <time dateTime={post.date}>{keepCompounds(post.dateText)}</time> · {keepCompounds(post.readingTime)}
        {/* Over the title, the one tag of a post our team wrote as a sample; what it means is its description. */}
        {post.sample ? <SampleTag explanation={t('blog.sample')} /> : null}
      </p>
      <Heading className="card-title">
        <a href={href('blogPost', lang, { slug: post.slug })} className="post-link">
          {keepCompounds(post.title)}
        </a>
      </Heading>
      <p>{keepCompounds(post.description)}</p>
    </article>
  )
}
