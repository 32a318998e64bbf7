import { useState } from 'react'
import { EDITOR_API_ROOT } from '../../../server/build-contract.ts'
import { editorColours } from './editor-colours.ts'
import type { EditorLanguage } from './editor-guard.ts'

/**
 * One line of `npm run check:launch` in both languages (app/content/launch-check.ts), with the
 * editor entry that fixes it and that place's name (no entry: a setting for a developer).
 */
export type LaunchLine = {
  key: string
  message: Record<EditorLanguage, string>
  editor: string | null
  where: Record<EditorLanguage, string>
}

const TEXT = {
  pl: {
    open: 'Gotowe do startu?',
    title: 'Gotowe do startu',
    ready: 'Wszystko gotowe: żadnych przykładowych danych, numery rejestrowe poprawne.',
    count: (n: number) =>
      `Do zmiany przed startem: ${n} ${n === 1 ? 'pozycja' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 'pozycje' : 'pozycji'}.`,
    developer: 'ustawia programista (docs/deployment.md)',
    failed: 'Nie udało się wczytać listy. Spróbuj ponownie.',
    close: 'Zamknij',
  },
  en: {
    open: 'Ready for launch?',
    title: 'Ready for launch',
    ready: 'All set: no sample data, registry numbers valid.',
    count: (n: number) => `To change before launch: ${n} ${n === 1 ? 'item' : 'items'}.`,
    developer: 'set by a developer (docs/deployment.md)',
    failed: 'The list could not be loaded. Try again.',
    close: 'Close',
  },
} as const

const base = { position: 'fixed', zIndex: 1000, font: '500 0.875rem/1.4 system-ui, sans-serif' } as const

/**
 * "Gotowe do startu" / "Ready for launch": the list `npm run check:launch` prints (the same
 * rules, app/content/launch-check.ts), each line linking to the entry where it is fixed.
 */
export function LaunchList({ lang }: { lang: EditorLanguage }) {
  const text = TEXT[lang]
  const [lines, setLines] = useState<LaunchLine[] | 'failed' | null>(null)
  const [open, setOpen] = useState(false)
  const load = () => {
    setOpen(true)
    fetch(`${EDITOR_API_ROOT}/launch`, { headers: { 'Cache-Control': 'no-store' } })
      .then((response) => (response.ok ? (response.json() as Promise<LaunchLine[]>) : Promise.reject()))
      .then(setLines, () => setLines('failed'))
  }
  return (
    <>
      <button
        type="button"
        onClick={load}
        aria-expanded={open}
        aria-controls="editor-launch"
        style={{
          ...base,
          bottom: '4.25rem',
          right: '1rem',
          padding: '0.375rem 0.75rem',
          border: `1px solid ${editorColours.action}`,
          borderRadius: '0.375rem',
          background: editorColours.surface,
          color: editorColours.action,
          cursor: 'pointer',
        }}
      >
        {text.open}
      </button>
      {open ? (
        <section
          id="editor-launch"
          aria-labelledby="editor-launch-title"
          lang={lang}
          style={{
            ...base,
            bottom: '6.75rem',
            right: '1rem',
            width: 'min(34rem, calc(100vw - 2rem))',
            maxHeight: '60vh',
            overflow: 'auto',
            padding: '0.75rem 1rem',
            background: editorColours.surface,
            color: editorColours.ink,
            border: `1px solid ${editorColours.outline}`,
            borderRadius: '0.375rem',
            boxShadow: `0 4px 16px ${editorColours.shadow}`,
          }}
        >
          <h2 id="editor-launch-title" style={{ font: '600 1rem/1.4 system-ui, sans-serif', margin: '0 0 0.5rem' }}>
            {text.title}
          </h2>
          {lines === 'failed' ? (
            <p role="alert">{text.failed}</p>
          ) : lines === null ? null : lines.length === 0 ? (
            <p>{text.ready}</p>
          ) : (
            <>
              <p>{text.count(lines.length)}</p>
              <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
                {lines.map((line) => (
                  <li key={`${line.key} ${line.message.en}`} style={{ marginBottom: '0.375rem' }}>
                    {line.editor ? <a href={line.editor}>{line.where[lang]}</a> : <strong>{line.where[lang]}</strong>}:{' '}
                    {line.message[lang]}
                    {line.editor ? null : ` (${text.developer})`}
                  </li>
                ))}
              </ul>
            </>
          )}
          <button type="button" onClick={() => setOpen(false)} style={{ marginTop: '0.5rem', font: 'inherit' }}>
            {text.close}
          </button>
        </section>
      ) : null}
    </>
  )
}
