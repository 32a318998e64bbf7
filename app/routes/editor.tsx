import { lazy, Suspense, useEffect, useState } from 'react'
import { data } from 'react-router'
import { editorStorage } from '../server/editor.server'
import type { Route } from './+types/editor'

/** Shown when the editor's code could not be fetched (a deploy replaced it, the network dropped). */
function LoadFailed() {
  return (
    <p className="editor-loading" role="alert">
      The editor could not be loaded.{' '}
      <a href={typeof location === 'undefined' ? '/keystatic' : location.href}>Reload</a>
    </p>
  )
}

// The editor's code is its own chunk, fetched only on /keystatic: no public page loads it.
const EditorApp = lazy(() =>
  import('../components/editor-app').catch((error: unknown) => {
    console.error(error)
    return { default: LoadFailed }
  }),
)

/** Tells the root layout to render the editor alone: no header, footer or cookie banner. */
export const handle = { bare: true }

export function loader() {
  const storage = editorStorage()
  if (!storage) throw data(null, { status: 404 })
  return { storage }
}

export function headers() {
  return { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' }
}

export function meta() {
  return [{ title: 'Content editor | Vocalis BPO' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export default function Editor({ loaderData }: Route.ComponentProps) {
  // Keystatic renders in the browser only: it reads the address and local state as it starts.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const loading = <p className="editor-loading">Loading the editor…</p>
  return mounted ? (
    <Suspense fallback={loading}>
      <EditorApp storage={loaderData.storage} />
    </Suspense>
  ) : (
    loading
  )
}
