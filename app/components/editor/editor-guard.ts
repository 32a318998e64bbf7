/**
 * What the editor adds around Keystatic's own form, which has no hooks for it: the
 * summary of a refused save, the warning before leaving unsaved changes, the preview in
 * the language of the section being edited, and Keystatic's English-only words in Polish.
 * It reads the form as the browser shows it (fields marked `aria-invalid`, the messages
 * they are described by), so it follows Keystatic's validation without repeating it.
 */

export type EditorLanguage = 'pl' | 'en'

export type FieldProblem = { id: string; field: string; message: string }

/** Keystatic's built-in messages (English only in 0.6) in Polish. */
const BUILT_IN: [RegExp, (...groups: string[]) => string][] = [
  [/^(.+) must be at least (\d+) characters long$/, (label, n) => `„${label}”: co najmniej ${n} znaków`],
  [/^(.+) must be no longer than (\d+) characters$/, (label, n) => `„${label}”: najwyżej ${n} znaków`],
  [/^(.+) must not be empty$/, (label) => `„${label}”: pole nie może być puste`],
  [/^(.+) is required$/, (label) => `„${label}”: pole jest wymagane`],
  [/^(.+) must be a whole number$/, (label) => `„${label}”: wpisz liczbę całkowitą`],
  [/^(.+) must be at least (\d+)$/, (label, n) => `„${label}”: co najmniej ${n}`],
  [/^(.+) must be at most (\d+)$/, (label, n) => `„${label}”: najwyżej ${n}`],
  [/^(.+) must be unique$/, (label) => `„${label}”: wartość musi być niepowtarzalna`],
  [/^Must have at least (\d+) elements?$/, (n) => `Dodaj co najmniej ${n} pozycje`],
  [/^Must have at most (\d+) elements?\}?$/, (n) => `Najwyżej ${n} pozycji`],
]

/**
 * A message in the interface's language: ours carry both ("English. / Polski."), Keystatic's
 * are English and get their Polish form here.
 */
export function inLanguage(message: string, lang: EditorLanguage): string {
  const text = message.trim()
  const split = text.indexOf(' / ')
  if (split > 10 && text.length - split > 10) return lang === 'en' ? text.slice(0, split) : text.slice(split + 3)
  if (lang === 'en') return text
  for (const [pattern, polish] of BUILT_IN) {
    const match = pattern.exec(text)
    if (match) return polish(...match.slice(1).map((group) => group.replace(/\*$/, '')))
  }
  return text
}

/** Keystatic's words that its Polish locale leaves in English (buttons, badges, dialogs). */
const INTERFACE_PL: Record<string, string> = {
  Save: 'Zapisz',
  Create: 'Utwórz',
  Unsaved: 'Niezapisane',
  'Reset changes': 'Cofnij zmiany',
  'Delete entry…': 'Usuń wpis…',
  'Delete entry': 'Usuń wpis',
  'Copy entry': 'Kopiuj wpis',
  'Paste entry': 'Wklej wpis',
  'Duplicate entry…': 'Duplikuj wpis…',
  'Duplicate entry': 'Duplikuj wpis',
  Preview: 'Podgląd',
  'Yes, delete': 'Tak, usuń',
  Cancel: 'Anuluj',
  'Are you sure? This action cannot be undone.': 'Czy na pewno? Tego nie da się cofnąć.',
  'You have unsaved changes. Save this entry to duplicate it.':
    'Masz niezapisane zmiany. Zapisz wpis, aby go zduplikować.',
  'Add item': 'Dodaj pozycję',
  Add: 'Dodaj',
  Done: 'Gotowe',
  Remove: 'Usuń',
  Edit: 'Edytuj',
  'Empty list': 'Pusta lista',
  'Add the first item to see it here.': 'Dodaj pierwszą pozycję, aby pojawiła się tutaj.',
  // The GitHub editor with a protected main branch (docs/editing.md, "Publikowanie").
  'Create branch and save': 'Utwórz gałąź i zapisz',
  'Create pull request': 'Wyślij do zatwierdzenia (pull request)',
}

/** Keystatic's English words in Polish, text node by text node (React sets them again when they change). */
export function translateInterface(root: Node): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue?.trim()
    const polish = text ? INTERFACE_PL[text] : undefined
    if (polish && node.nodeValue !== polish) node.nodeValue = polish
  }
}

/** The name of the section (English, Polish…) and the label of a field, from the form's markup. */
function fieldName(input: Element): string {
  const labelledBy = input.getAttribute('aria-labelledby')?.split(' ')[0]
  const label =
    (labelledBy ? document.getElementById(labelledBy)?.textContent : undefined) ??
    (input as HTMLInputElement).labels?.[0]?.textContent ??
    input.getAttribute('aria-label') ??
    ''
  const sections: string[] = []
  for (let el = input.parentElement; el; el = el.parentElement) {
    if (el.getAttribute('role') !== 'group') continue
    const name = document.getElementById(el.getAttribute('aria-labelledby')?.split(' ')[0] ?? '')?.textContent
    if (name) sections.unshift(name.replace(/\*$/, ''))
  }
  return [...sections, label.replace(/\*$/, '')].filter(Boolean).join(' › ')
}

/** The language of the section an element is in: the nearest group named as a language. */
export function sectionLanguage(element: Element | null): EditorLanguage | null {
  for (let el = element; el; el = el.parentElement) {
    if (el.getAttribute('role') !== 'group') continue
    const name = document.getElementById(el.getAttribute('aria-labelledby')?.split(' ')[0] ?? '')?.textContent ?? ''
    if (/^Polish|^Polski/.test(name)) return 'pl'
    if (/^English|^Angielski/.test(name)) return 'en'
  }
  return null
}

let nextId = 0

/** Every field the form now refuses, with its message in the interface's language. */
export function formProblems(form: Element, lang: EditorLanguage): FieldProblem[] {
  const problems: FieldProblem[] = []
  const seen = new Set<Element>()
  const add = (target: Element, message: string) => {
    if (!message.trim() || seen.has(target)) return
    seen.add(target)
    if (!target.id) target.id = `editor-field-${++nextId}`
    problems.push({ id: target.id, field: fieldName(target), message: inLanguage(message, lang) })
  }
  // Keystatic's own checks: the field is marked invalid and described by its message.
  for (const input of form.querySelectorAll('[aria-invalid="true"]')) {
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? []
    const message = ids
      .map((id) => document.getElementById(id))
      .filter((el) => el && !el.closest('[role="alert"]') && /must|Must|required|unique/.test(el.textContent ?? ''))
      .map((el) => el?.textContent ?? '')
      .pop()
    add(input, message ?? ids.map((id) => document.getElementById(id)?.textContent ?? '').pop() ?? '')
  }
  // The site's own rules (app/content/schema/field-rules.ts): a message under the field, role=alert.
  for (const alert of form.querySelectorAll('p[role="alert"]')) {
    const container = alert.parentElement
    const input =
      container?.querySelector('input, textarea, [contenteditable="true"], [role="checkbox"], button') ?? alert
    add(input, alert.textContent ?? '')
  }
  return problems
}

/** Whether Keystatic shows the open entry as changed since it was saved (its "Unsaved" badge). */
export function hasUnsavedChanges(): boolean {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/^(Unsaved|Niezapisane)$/.test(node.nodeValue?.trim() ?? '')) return true
  }
  return false
}
