import { editorColours } from './editor-colours.ts'
import type { EditorLanguage, FieldProblem } from './editor-guard.ts'

/** Where the chosen interface language is kept between visits. */
const LANGUAGE_KEY = 'editor-language'

/** The words of the panels the site adds around Keystatic's own interface. */
export const EDITOR_TEXT = {
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
  background: editorColours.saved,
  color: editorColours.onAction,
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
  background: editorColours.problemSurface,
  color: editorColours.problemInk,
  border: `2px solid ${editorColours.problemInk}`,
  boxShadow: `0 4px 16px ${editorColours.shadow}`,
} as const

export function initialLanguage(): EditorLanguage {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'pl'
  } catch {
    return 'pl'
  }
}

function choose(next: EditorLanguage) {
  try {
    localStorage.setItem(LANGUAGE_KEY, next)
  } catch {
    // Private windows may refuse storage: the choice lasts for this page.
  }
  // Keystatic takes its locale once, when it starts.
  window.location.reload()
}

function goTo(id: string) {
  const field = document.getElementById(id)
  field?.scrollIntoView({ block: 'center' })
  field?.focus({ preventScroll: true })
}

/** A refused save's fields, at the top where the person looks, each a link to its field. */
export function RefusalSummary({
  problems,
  lang,
  onClose,
}: {
  problems: FieldProblem[]
  lang: EditorLanguage
  onClose: () => void
}) {
  const text = EDITOR_TEXT[lang]
  return (
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
        onClick={onClose}
        style={{ position: 'absolute', top: '0.5rem', right: '0.5rem', font: 'inherit' }}
      >
        {text.close}
      </button>
    </section>
  )
}

/** "Saved" for a few seconds after a save; an empty live region otherwise. */
export function SavedStatus({ saved, lang }: { saved: boolean; lang: EditorLanguage }) {
  return (
    <div role="status" aria-live="polite" style={saved ? savedStyle : { position: 'absolute', left: '-9999px' }}>
      {saved ? EDITOR_TEXT[lang].saved : ''}
    </div>
  )
}

/** The editor's interface language; a change reloads the page, as Keystatic reads its locale once. */
export function LanguagePicker({ lang }: { lang: EditorLanguage }) {
  return (
    <fieldset
      style={{
        ...panel,
        bottom: '1rem',
        right: '1rem',
        padding: '0.25rem 0.5rem',
        border: `1px solid ${editorColours.border}`,
        background: editorColours.surface,
        fontSize: '0.8125rem',
      }}
    >
      <legend style={{ padding: '0 0.25rem' }}>{EDITOR_TEXT[lang].language}</legend>
      {(['pl', 'en'] as const).map((option) => (
        <label key={option} style={{ marginRight: '0.5rem' }}>
          <input type="radio" name="editor-language" checked={lang === option} onChange={() => choose(option)} />{' '}
          {option === 'pl' ? 'Polski' : 'English'}
        </label>
      ))}
    </fieldset>
  )
}
