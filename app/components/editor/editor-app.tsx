import type { Config as KeystaticConfig } from '@keystatic/core'
import { Keystatic } from '@keystatic/core/ui'
import { useEffect, useRef, useState } from 'react'
import { EDITOR_API_ROOT } from '../../../server/build-contract.ts'
import { type EditorStorage, editorConfig } from '../../content/keystatic.config.ts'
import { setTaken, type Taken } from '../../content/schema/field-rules.ts'
import { type EditorLanguage, type FieldProblem, formProblems } from './editor-guard.ts'
import { LaunchList } from './editor-launch.tsx'
import { usePolishInterface, usePreviewInSectionLanguage, useUnsavedChangesGuard } from './editor-page-effects.ts'
import { EDITOR_TEXT, initialLanguage, LanguagePicker, RefusalSummary, SavedStatus } from './editor-panels.tsx'
import { githubDeletionRefusal, isSave } from './editor-requests.ts'
import { ReviewButton } from './editor-review.tsx'

/** How often the editor refreshes what other entries use: entries saved in another tab count too. */
const REFRESH_MS = 3000
/** How long "Saved" stays on screen. */
const SAVED_MS = 5000
/** How long after a submit the form is watched for Keystatic's refusal to render. */
const REFUSAL_WATCH_MS = 5000

/**
 * Our config as the bare `Config` the `Keystatic` component takes. TypeScript reads
 * Keystatic's `ui` as invariant in the collections (its `navigation` lists their names
 * through `keyof`), so the config built with Keystatic's own `config()` is not assignable
 * as a whole; `ui` rebuilt as a new object is checked member by member (a list of our
 * names is a list of names), and every other part passes as it is.
 */
function asKeystaticConfig(ours: ReturnType<typeof editorConfig>): KeystaticConfig {
  const { ui, ...rest } = ours
  return { ...rest, ui: ui && { brand: ui.brand, navigation: ui.navigation } }
}

/** The Keystatic admin UI with the storage the server chose (local files or GitHub). */
export default function EditorApp({ storage }: { storage: EditorStorage }) {
  const [saved, setSaved] = useState(0)
  const [lang] = useState<EditorLanguage>(initialLanguage)
  const [problems, setProblems] = useState<FieldProblem[] | null>(null)
  const summaryShown = useRef(false)
  summaryShown.current = problems !== null

  useEffect(() => {
    let stopped = false
    const refresh = () =>
      fetch(`${EDITOR_API_ROOT}/taken`)
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
      const refusal = await githubDeletionRefusal(original, input, init)
      if (refusal) return refusal
      const response = await original(input, init)
      if (response.ok && isSave(input, init)) {
        setSaved(Date.now())
        setProblems(null)
      }
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

  // The summary of a refused save, at the top where the person looks, kept up to date as
  // they fix the fields; a new address (another entry) starts without one.
  useEffect(() => {
    let pending = 0
    const collect = () => {
      cancelAnimationFrame(pending)
      // After Keystatic's render of the refusal: two frames, the second after its commit.
      pending = requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const form = document.querySelector('main form')
          setProblems((shown) => {
            const found = form ? formProblems(form, lang) : []
            return found.length ? found : shown === null ? null : []
          })
        }),
      )
    }
    // Keystatic renders the refusal when React gets to it, which on a busy machine is later
    // than the frames above: the form is watched for a while after a submit as well.
    let watcher: MutationObserver | undefined
    let watchEnd = 0
    const stopWatching = () => {
      watcher?.disconnect()
      clearTimeout(watchEnd)
    }
    const onSubmit = (event: Event) => {
      if (!(event.target instanceof HTMLFormElement)) return
      collect()
      stopWatching()
      watcher = new MutationObserver(collect)
      watcher.observe(event.target, { subtree: true, childList: true, attributeFilter: ['aria-invalid'] })
      watchEnd = window.setTimeout(stopWatching, REFUSAL_WATCH_MS)
    }
    const onInput = () => {
      if (summaryShown.current) collect()
    }
    document.addEventListener('submit', onSubmit, true)
    document.addEventListener('input', onInput, true)
    document.addEventListener('change', onInput, true)
    return () => {
      cancelAnimationFrame(pending)
      stopWatching()
      document.removeEventListener('submit', onSubmit, true)
      document.removeEventListener('input', onInput, true)
      document.removeEventListener('change', onInput, true)
    }
  }, [lang])

  useEffect(() => {
    let path = window.location.pathname
    const timer = setInterval(() => {
      if (window.location.pathname === path) return
      path = window.location.pathname
      setProblems(null)
    }, 250)
    return () => clearInterval(timer)
  }, [])

  useUnsavedChangesGuard(EDITOR_TEXT[lang].leave)
  usePreviewInSectionLanguage(lang)
  usePolishInterface(lang)

  return (
    <>
      <Keystatic config={asKeystaticConfig(editorConfig(storage, lang === 'en' ? 'en-US' : 'pl-PL'))} />
      {problems?.length ? <RefusalSummary problems={problems} lang={lang} onClose={() => setProblems(null)} /> : null}
      <SavedStatus saved={Boolean(saved)} lang={lang} />
      <LaunchList lang={lang} />
      {storage.kind === 'github' ? <ReviewButton lang={lang} defaultBranch="main" /> : null}
      <LanguagePicker lang={lang} />
    </>
  )
}
