import type { Config as KeystaticConfig } from '@keystatic/core'
import { Keystatic } from '@keystatic/core/ui'
import { useEffect, useRef, useState } from 'react'
import { type EditorStorage, editorConfig } from '../content/keystatic.config.ts'
import { setTaken, type Taken } from '../content/schema/rules.ts'
import {
  type EditorLanguage,
  type FieldProblem,
  formProblems,
  hasUnsavedChanges,
  sectionLanguage,
  translateInterface,
} from './editor-guard.ts'
import { LaunchList } from './editor-launch.tsx'
import { ReviewButton } from './editor-review.tsx'

/** How often the editor refreshes what other entries use: entries saved in another tab count too. */
const REFRESH_MS = 3000
/** How long "Saved" stays on screen. */
const SAVED_MS = 5000
/** Where the chosen interface language is kept between visits. */
const LANGUAGE_KEY = 'editor-language'

/**
 * Whether a request is Keystatic saving an entry: to the working tree in development, a
 * commit through GitHub's API in production.
 */
function isSave(input: RequestInfo | URL, init?: RequestInit): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  if (url.endsWith('/api/keystatic/update')) return true
  return url.startsWith('https://api.github.com/graphql') && String(init?.body ?? '').includes('createCommitOnBranch')
}

/**
 * The GitHub editor deletes an entry with a commit made from the browser: before it goes,
 * the server says whether the site still refers to the entry (app/backend/editor/editor-deletions.server.ts),
 * and a refusal comes back as GitHub's error would, which Keystatic shows above the form.
 */
async function githubDeletionRefusal(
  fetchFn: typeof fetch,
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response | null> {
  if (!isSave(input, init) || String(input).endsWith('/api/keystatic/update')) return null
  let paths: string[] = []
  try {
    const body = JSON.parse(String(init?.body ?? '{}')) as {
      variables?: { input?: { fileChanges?: { additions?: unknown[]; deletions?: { path: string }[] } } }
    }
    const changes = body.variables?.input?.fileChanges
    if (changes?.additions?.length) return null
    paths = (changes?.deletions ?? []).map(({ path }) => path)
  } catch {
    return null
  }
  if (!paths.length) return null
  const answer = await fetchFn('/api/keystatic/can-delete', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ paths }),
  })
  const { refusal } = answer.ok ? ((await answer.json()) as { refusal: string | null }) : { refusal: null }
  return refusal ? Response.json({ data: null, errors: [{ message: refusal }] }) : null
}

const TEXT = {
  pl: {
    saved: 'Zapisano',
    notSaved: (n: number) =>
      `Nie zapisano: ${n === 1 ? 'popraw 1 pole' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? `popraw ${n} pola` : `popraw ${n} pól`}`,
    leave: 'Masz niezapisane zmiany. Opuścić stronę bez zapisywania?',
    language: 'Język edytora',
    close: 'Zamknij',
  },
  en: {
    saved: 'Saved',
    notSaved: (n: number) => `Not saved: fix ${n === 1 ? '1 field' : `${n} fields`}`,
    leave: 'You have unsaved changes. Leave this page without saving?',
    language: 'Editor language',
    close: 'Close',
  },
} as const

const panel = {
  position: 'fixed',
  zIndex: 1000,
  font: '500 0.9375rem/1.4 system-ui, sans-serif',
  borderRadius: '0.375rem',
} as const

const savedStyle = {
  ...panel,
  bottom: '1.5rem',
  right: '1.5rem',
  padding: '0.5rem 1rem',
  background: '#14532d',
  color: '#fff',
}

const summaryStyle = {
  ...panel,
  top: '4.5rem',
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'min(40rem, calc(100vw - 2rem))',
  maxHeight: '50vh',
  overflow: 'auto',
  padding: '0.75rem 1rem',
  background: '#fff5f5',
  color: '#7f1d1d',
  border: '2px solid #b3261e',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.15)',
} as const

function initialLanguage(): EditorLanguage {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'pl'
  } catch {
    return 'pl'
  }
}

/** The Keystatic admin UI with the storage the server chose (local files or GitHub). */
export default function EditorApp({ storage }: { storage: EditorStorage }) {
  const [saved, setSaved] = useState(0)
  const [lang] = useState<EditorLanguage>(initialLanguage)
  const [problems, setProblems] = useState<FieldProblem[] | null>(null)
  const summaryShown = useRef(false)
  summaryShown.current = problems !== null
  const text = TEXT[lang]

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
    const onSubmit = (event: Event) => {
      if (event.target instanceof HTMLFormElement) collect()
    }
    const onInput = () => {
      if (summaryShown.current) collect()
    }
    document.addEventListener('submit', onSubmit, true)
    document.addEventListener('input', onInput, true)
    document.addEventListener('change', onInput, true)
    return () => {
      cancelAnimationFrame(pending)
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

  // Unsaved changes: the browser asks before the tab closes or reloads; a link inside the
  // editor asks before it opens another entry.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return
      event.preventDefault()
      event.returnValue = ''
    }
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!link || link.getAttribute('target') === '_blank') return
      const href = link.getAttribute('href') ?? ''
      if (!href.startsWith('/keystatic') || !hasUnsavedChanges()) return
      if (!window.confirm(TEXT[lang].leave)) {
        event.preventDefault()
        event.stopPropagation()
      }
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, true)
    }
  }, [lang])

  // Preview opens the page in the language of the section last edited.
  useEffect(() => {
    let section: EditorLanguage = lang
    const onFocus = (event: FocusEvent) => {
      section = sectionLanguage(event.target instanceof Element ? event.target : null) ?? section
    }
    const onPreview = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href*="/api/keystatic/preview/"]') : null
      if (!link) return
      const url = new URL(link.getAttribute('href') ?? '', window.location.href)
      url.searchParams.set('lang', section)
      link.setAttribute('href', url.pathname + url.search)
    }
    document.addEventListener('focusin', onFocus, true)
    document.addEventListener('click', onPreview, true)
    document.addEventListener('auxclick', onPreview, true)
    return () => {
      document.removeEventListener('focusin', onFocus, true)
      document.removeEventListener('click', onPreview, true)
      document.removeEventListener('auxclick', onPreview, true)
    }
  }, [lang])

  // Keystatic's words its Polish locale leaves in English.
  useEffect(() => {
    if (lang !== 'pl') return
    translateInterface(document.body)
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') translateInterface(record.target.parentNode ?? record.target)
        for (const node of record.addedNodes) translateInterface(node)
      }
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [lang])

  const choose = (next: EditorLanguage) => {
    try {
      localStorage.setItem(LANGUAGE_KEY, next)
    } catch {
      // Private windows may refuse storage: the choice lasts for this page.
    }
    // Keystatic takes its locale once, when it starts.
    window.location.reload()
  }

  const goTo = (id: string) => {
    const field = document.getElementById(id)
    field?.scrollIntoView({ block: 'center' })
    field?.focus({ preventScroll: true })
  }

  return (
    <>
      {/* Keystatic's Config type is invariant in its schema: a concrete config needs the cast. */}
      <Keystatic config={editorConfig(storage, lang === 'en' ? 'en-US' : 'pl-PL') as unknown as KeystaticConfig} />
      {problems?.length ? (
        <section role="alert" aria-labelledby="editor-refusal" style={summaryStyle} lang={lang}>
          <h2 id="editor-refusal" style={{ font: '600 1rem/1.4 system-ui, sans-serif', margin: '0 0 0.5rem' }}>
            {text.notSaved(problems.length)}
          </h2>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {problems.map((problem) => (
              <li key={problem.id} style={{ marginBottom: '0.25rem' }}>
                <a
                  href={`#${problem.id}`}
                  style={{ color: 'inherit' }}
                  onClick={(event) => {
                    event.preventDefault()
                    goTo(problem.id)
                  }}
                >
                  {problem.field}
                </a>
                : {problem.message}
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => setProblems(null)}
            style={{ position: 'absolute', top: '0.5rem', right: '0.5rem', font: 'inherit' }}
          >
            {text.close}
          </button>
        </section>
      ) : null}
      <div role="status" aria-live="polite" style={saved ? savedStyle : { position: 'absolute', left: '-9999px' }}>
        {saved ? text.saved : ''}
      </div>
      <LaunchList lang={lang} />
      {storage.kind === 'github' ? <ReviewButton lang={lang} defaultBranch="main" /> : null}
      <fieldset
        style={{
          ...panel,
          bottom: '1rem',
          right: '1rem',
          padding: '0.25rem 0.5rem',
          border: '1px solid #d4d4d8',
          background: '#fff',
          fontSize: '0.8125rem',
        }}
      >
        <legend style={{ padding: '0 0.25rem' }}>{text.language}</legend>
        {(['pl', 'en'] as const).map((option) => (
          <label key={option} style={{ marginRight: '0.5rem' }}>
            <input type="radio" name="editor-language" checked={lang === option} onChange={() => choose(option)} />{' '}
            {option === 'pl' ? 'Polski' : 'English'}
          </label>
        ))}
      </fieldset>
    </>
  )
}
