import type { Config as KeystaticConfig } from '@keystatic/core'
import { Keystatic } from '@keystatic/core/ui'
import { type EditorStorage, keystaticConfig } from '../content/keystatic.config'

/** The Keystatic admin UI with the storage the server chose (local files or GitHub). */
export default function EditorApp({ storage }: { storage: EditorStorage }) {
  // Keystatic's Config type is invariant in its schema: a concrete config needs the cast.
  return <Keystatic config={keystaticConfig(storage) as unknown as KeystaticConfig} />
}
