import type { Config as KeystaticConfig } from '@keystatic/core'
import { Keystatic } from '@keystatic/core/ui'
import { useEffect, useState } from 'react'
import { type EditorStorage, editorConfig } from '../content/keystatic.config'
import { setTaken, type Taken } from '../content/schema/rules'

/** How often the editor refreshes what other entries use: entries saved in another tab count too. */
const REFRESH_MS = 3000
/** How long "Saved" stays on screen. */
const SAVED_MS = 5000

/**
 * Whether a request is Keystatic saving an entry: to the working tree in development, a
 * commit through GitHub's API in production.
 */
function isSave(input: RequestInfo | URL, init?: RequestInit): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  if (url.endsWith('/api/keystatic/update')) return true
  return url.startsWith('https://api.github.com/graphql') && String(init?.body ?? '').includes('createCommitOnBranch')
}

const savedStyle = {
  position: 'fixed',
  bottom: '1.5rem',
  right: '1.5rem',
  zIndex: 1000,
  padding: '0.5rem 1rem',
  borderRadius: '0.375rem',
  background: '#14532d',
  color: '#fff',
  font: '500 0.9375rem/1.4 system-ui, sans-serif',
} as const

/** The Keystatic admin UI with the storage the server chose (local files or GitHub). */
export default function EditorApp({ storage }: { storage: EditorStorage }) {
  const [saved, setSaved] = useState(0)
  useEffect(() => {
    let stopped = false
    const refresh = () =>
      fetch('/api/keystatic/taken')
        .then((response) => (response.ok ? (response.json() as Promise<Taken>) : null))
        .then((taken) => {
          if (taken && !stopped) setTaken(taken)
        })
        .catch(() => {})
    refresh()
    const timer = setInterval(refresh, REFRESH_MS)
    // Keystatic confirms a new entry by opening it, but an existing one's save only clears
    // its "unsaved" state: say it, after the request succeeded.
    const original = window.fetch
    window.fetch = async (input, init) => {
      const response = await original(input, init)
      if (response.ok && isSave(input, init)) setSaved(Date.now())
      return response
    }
    return () => {
      stopped = true
      clearInterval(timer)
      window.fetch = original
    }
  }, [])
  useEffect(() => {
    if (!saved) return
    const timer = setTimeout(() => setSaved(0), SAVED_MS)
    return () => clearTimeout(timer)
  }, [saved])
  return (
    <>
      {/* Keystatic's Config type is invariant in its schema: a concrete config needs the cast. */}
      <Keystatic config={editorConfig(storage) as unknown as KeystaticConfig} />
      <div role="status" aria-live="polite" style={saved ? savedStyle : { position: 'absolute', left: '-9999px' }}>
        {saved ? 'Zapisano / Saved' : ''}
      </div>
    </>
  )
}
