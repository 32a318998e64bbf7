import { useEffect, useState } from 'react'
import { EDITOR_API_ROOT, EDITOR_ROOT } from '../../../server/build-contract.ts'
import type { ReviewAnswer } from '../../lib/editor/review-answer.ts'
import { editorColours } from './editor-colours.ts'
import type { EditorLanguage } from './editor-guard.ts'

const TEXT = {
  pl: {
    send: 'Wyślij do zatwierdzenia',
    sending: 'Wysyłanie…',
    opened: 'Wysłano do zatwierdzenia. Zmiana pojawi się na stronie, gdy właściciel ją zatwierdzi.',
    open: 'Ta gałąź już czeka na zatwierdzenie. Nowe zapisy dołączają do niej same.',
    failed: 'Nie udało się wysłać. Spróbuj ponownie.',
  },
  en: {
    send: 'Send for approval',
    sending: 'Sending…',
    opened: 'Sent for approval. The change goes live once the owner approves it.',
    open: 'This branch is already waiting for approval. New saves join it by themselves.',
    failed: 'It could not be sent. Try again.',
  },
} as const

/** The branch Keystatic is saving to, from its address (/keystatic/branch/<name>/…). */
const branchOf = (path: string) => {
  const match = new RegExp(`^${EDITOR_ROOT}/branch/([^/]+)`).exec(path)
  try {
    return match?.[1] ? decodeURIComponent(match[1]) : null
  } catch {
    return null
  }
}

/**
 * "Wyślij do zatwierdzenia": one button, shown while Keystatic saves to a branch of its own
 * (the owner reviews before a change goes live, docs/editing.md), that asks the owner for
 * approval (app/backend/editor/review-request.server.ts). On the default branch a save goes live by
 * itself and the button is not there.
 */
export function ReviewButton({ lang, defaultBranch }: { lang: EditorLanguage; defaultBranch: string }) {
  const text = TEXT[lang]
  const [branch, setBranch] = useState<string | null>(null)
  const [state, setState] = useState<'idle' | 'sending' | ReviewAnswer | 'failed'>('idle')
  useEffect(() => {
    const read = () => {
      const next = branchOf(window.location.pathname)
      setBranch((current) => {
        if (current !== next) setState('idle')
        return next
      })
    }
    read()
    // Keystatic moves between entries and branches without loading a page.
    const timer = setInterval(read, 500)
    return () => clearInterval(timer)
  }, [])
  if (!branch || branch === defaultBranch) return null
  const send = () => {
    setState('sending')
    fetch(`${EDITOR_API_ROOT}/request-review`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ branch }),
    })
      .then((response) => (response.ok ? (response.json() as Promise<ReviewAnswer>) : Promise.reject()))
      .then(setState, () => setState('failed'))
  }
  const message =
    state === 'failed'
      ? text.failed
      : typeof state === 'object'
        ? state.status === 'refused'
          ? state.message[lang]
          : state.status === 'opened'
            ? text.opened
            : text.open
        : ''
  return (
    <div
      lang={lang}
      style={{
        position: 'fixed',
        zIndex: 1000,
        bottom: '6.5rem',
        right: '1rem',
        maxWidth: '22rem',
        font: '500 0.875rem/1.4 system-ui, sans-serif',
        textAlign: 'right',
      }}
    >
      <button
        type="button"
        onClick={send}
        disabled={state === 'sending'}
        style={{
          padding: '0.375rem 0.75rem',
          border: 0,
          borderRadius: '0.375rem',
          background: editorColours.action,
          color: editorColours.onAction,
          font: 'inherit',
          cursor: 'pointer',
        }}
      >
        {state === 'sending' ? text.sending : text.send}
      </button>
      <p role="status" style={{ margin: message ? '0.375rem 0 0' : 0, background: editorColours.surface }}>
        {message}
      </p>
    </div>
  )
}
