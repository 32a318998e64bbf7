import type { ComponentType } from 'react'
import type { PageContext } from '../../components/page/page-context.tsx'
import { meta, readPosts, relatedPosts } from '../../content/blog.server.ts'
import { readJobs } from '../../content/jobs.server.ts'
import { type JobEntry, listedJobs } from '../../content/jobs.ts'
import type { Lang } from '../../i18n/languages.ts'
import { pageFile } from '../../i18n/page-file.ts'
import type { PageId } from '../../i18n/route-table.ts'
import { type LoadArgs, type Loaded, pageAt } from '../../views/view.server.ts'
import { NOINDEX, noEntry, type PreviewTarget, previewMessage } from './preview-target.server.ts'

/**
 * The preview of an entry as it will look, for the person editing it (docs/editing.md):
 * /keystatic/preview/<collection>/<key>?lang=pl, the target named by
 * ./preview-target.server.ts, rendered by the page's own view and loader
 * (app/routes/editor-preview.astro), never indexed, never stored by a cache.
 */

type Props = Record<string, unknown>
type View = ComponentType<{ page: PageContext } & Props>
/** A page's view module (app/views/<page>.tsx): its component and the loader its public route calls. */
type ViewModule = { default?: View; load?: (args: LoadArgs) => Loaded<Props> | Promise<Loaded<Props>> }

/** Every view, found by the page's file name (app/i18n/page-file.ts): no list to keep by hand. */
const views = import.meta.glob<ViewModule>('../../views/*.tsx')

async function viewOf(page: PageId): Promise<Required<ViewModule> | null> {
  const module = await views[`../../views/${pageFile(page)}.tsx`]?.()
  return module?.default && module.load ? { default: module.default, load: module.load } : null
}

/**
 * The career page's positions with this one listed first, as it will be once open: a
 * closed position or one past its closing date is previewed too.
 */
function previewJobs(entry: JobEntry, lang: Lang) {
  const [job] = listedJobs(lang, [{ ...entry, entry: { ...entry.entry, open: true, closingDate: null } }])
  if (!job) return readJobs(lang)
  return [job, ...readJobs(lang).filter((other) => other.id !== job.id)]
}

export type PreviewPage = Extract<Loaded<Props>, { kind: 'page' }> & { View: View }

/** What a target renders: the page's view and what its loader gives, with the entry's changes. */
async function load(target: Exclude<PreviewTarget, { kind: 'route' }>): Promise<[View, Loaded<Props>] | null> {
  if (target.kind === 'post') {
    // Rendered as published: the page as it will look once "Draft" is unticked.
    const [post] = readPosts(target.lang, [{ ...target.entry, entry: { ...target.entry.entry, draft: false } }])
    const view = await viewOf('blogPost')
    if (!post || !view) return null
    const info = { title: post.title, description: post.description, alternates: target.alternates }
    return [view.default, pageAt(target.url, info, { post, related: relatedPosts(meta(post)) })]
  }
  const view = await viewOf(target.kind === 'job' ? 'career' : target.page)
  if (!view) return null
  const loaded = await view.load({ url: target.url, params: target.kind === 'view' ? target.params : {} })
  if (target.kind === 'job' && loaded.kind === 'page')
    loaded.props = { ...loaded.props, jobs: previewJobs(target.entry, target.lang) }
  return [view.default, loaded]
}

/**
 * The page a target renders, by the page's own view and loader; a message instead when the
 * entry cannot be shown (a draft the schema refuses, say): the error names the file and field.
 */
export async function previewPage(target: Exclude<PreviewTarget, { kind: 'route' }>): Promise<PreviewPage | Response> {
  let found: [View, Loaded<Props>] | null
  try {
    found = await load(target)
  } catch (error) {
    return previewMessage(
      422,
      `This entry cannot be shown yet: ${(error as Error).message}`,
      `Tego wpisu nie da się jeszcze pokazać: ${(error as Error).message}`,
    )
  }
  if (!found) return noEntry()
  const [View, loaded] = found
  if (loaded.kind !== 'page') return noEntry()
  // The language switch stays in the preview: the same entry in the other language.
  loaded.page.alternates = target.alternates
  loaded.head.robots = NOINDEX
  return { ...loaded, View }
}
