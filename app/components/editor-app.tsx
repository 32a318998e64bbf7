import type { Config as KeystaticConfig } from '@keystatic/core'
import { Keystatic } from '@keystatic/core/ui'
import { useEffect } from 'react'
import { type EditorStorage, keystaticConfig } from '../content/keystatic.config'
import { setTaken, type Taken } from '../content/schema/rules'

/** How often the editor refreshes what other entries use: entries saved in another tab count too. */
const REFRESH_MS = 3000

/** The Keystatic admin UI with the storage the server chose (local files or GitHub). */
export default function EditorApp({ storage }: { storage: EditorStorage }) {
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
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [])
  // Keystatic's Config type is invariant in its schema: a concrete config needs the cast.
  return <Keystatic config={keystaticConfig(storage) as unknown as KeystaticConfig} />
}
