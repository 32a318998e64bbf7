import type { PageId } from './route-table.ts'

/**
 * The file name a page of the route table has for its route and its view, in kebab case:
 * `blog-post` for blogPost (app/routes/blog-post.astro, app/views/blog-post.tsx).
 */
export const pageFile = (page: PageId): string => page.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
