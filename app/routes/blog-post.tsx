import { data } from 'react-router'

/** Blog posts arrive with the blog change; until then every post path is a 404. */
export function loader() {
  throw data(null, { status: 404 })
}

export default function BlogPostPage() {
  return null
}
