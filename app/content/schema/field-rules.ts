import { fields } from '@keystatic/core'
import { createElement, Fragment, type ReactElement, useEffect, useRef, useState } from 'react'
import {
  articleProblem,
  type Count,
  claimedByAnother,
  countMessage,
  descriptionProblem,
  evidenceProblem,
  figuresTakenMessage,
  imageSizeProblem,
  relatedToItself,
  salaryProblem,
  slugTakenMessage,
} from '../rules/content-rules.ts'

/**
 * The content rules (../rules/content-rules.ts) that Keystatic's own validation cannot express
 * (a rule across two fields, or across entries), added to a field so that the editor
 * refuses the save and says why under the field. Keystatic refuses a save when a field's `validate` throws;
 * the message is ours, shown by the wrapped Input. The build checks the same rules again
 * (integrations/content/site-content.ts), since files can change outside the editor.
 */

// Keystatic formats a field's error with its message only when it is its own
// FieldDataError, which it does not export: take the class from an error it throws.
const FieldDataError: new (message: string) => Error = (() => {
  try {
    fields.text({ label: 'x', validation: { isRequired: true } }).validate('', undefined)
  } catch (error) {
    return (error as Error).constructor as new (
      message: string,
    ) => Error
  }
  return Error
})()

/** What other entries use, so one entry cannot take another's slug or figure. */
export type Taken = Record<string, Record<string, Record<string, string>>>
let taken: Taken = {}
let loaded = false
const listeners = new Set<() => void>()
/** The editor's page sets it (app/components/editor/editor-app.tsx); the build checks on its own. */
export function setTaken(next: Taken) {
  taken = next
  loaded = true
  for (const listener of listeners) listener()
}

/** The entry open in the editor: its collection and key, no key on a new or duplicated one. */
function openEntry(): { collection: string; key?: string; duplicate: boolean } | null {
  if (typeof window === 'undefined') return null
  // A service or an industry is a singleton of its own in the editor (keystatic.config.ts).
  const fixed = /\/singleton\/(service|industry)-([^/]+)$/.exec(window.location.pathname)
  if (fixed?.[1] && fixed[2])
    return {
      collection: fixed[1] === 'service' ? 'services' : 'industries',
      key: decodeURIComponent(fixed[2]),
      duplicate: false,
    }
  const match = /\/collection\/([^/]+)\/(?:item\/([^/]+)|create)/.exec(window.location.pathname)
  if (!match?.[1]) return null
  return {
    collection: decodeURIComponent(match[1]),
    key: match[2] ? decodeURIComponent(match[2]) : undefined,
    duplicate: new URLSearchParams(window.location.search).has('duplicate'),
  }
}

/** The other entry of the open collection that uses `value` under `kind` (a language or "figures"). */
export function takenBy(kind: string, value: string): string | undefined {
  const entry = openEntry()
  if (!entry) return undefined
  return claimedByAnother(taken[entry.collection]?.[kind] ?? {}, value, entry.key)
}

/**
 * What the editor's index says of the saved files under `group` and `kind` (the company's
 * testimonials); undefined before it loads, and from a GitHub-backed editor, whose index is
 * empty (CI checks the rule on the pull request).
 */
export function savedIndex(group: string, kind: string): Readonly<Record<string, string>> | undefined {
  return loaded ? taken[group]?.[kind] : undefined
}

const messageStyle = { color: '#b3261e', fontSize: '0.875rem', margin: '0.25rem 0 0' }

type InputProps<V> = { value: V; onChange(value: V): void; forceValidation?: boolean; autoFocus?: boolean }

type Rule = {
  Base(props: InputProps<unknown>): ReactElement
  check(value: unknown): string | undefined
  clear?(value: unknown): unknown
}

/** Fields whose rule reads another field (a salary's To reads its From) re-check when that one changes. */
const dependents = new Set<() => void>()
export function dependencyChanged() {
  // After the render that changed it: a field cannot set another's state while rendering.
  queueMicrotask(() => {
    for (const listener of dependents) listener()
  })
}

/** The field's own input, with the rule's message under it once the value changed or a save was tried. */
function RuleInput({ rule, ...props }: InputProps<unknown> & { rule: Rule }): ReactElement {
  const [, setRevision] = useState(0)
  useEffect(() => {
    const listener = () => setRevision((n) => n + 1)
    dependents.add(listener)
    return () => {
      dependents.delete(listener)
    }
  }, [])
  const first = useRef(props.value)
  const { onChange, value } = props
  const arrived = useRef<{ value: unknown } | null>({ value })
  const [ready, setReady] = useState(loaded)
  useEffect(() => {
    if (ready) return
    const listener = () => setReady(true)
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }, [ready])
  useEffect(() => {
    // Once, on the copy as it arrived, when the editor knows what other entries use:
    // what is typed afterwards stays.
    const copy = arrived.current
    if (!ready || !copy) return
    arrived.current = null
    if (!rule.clear || !openEntry()?.duplicate) return
    const cleared = rule.clear(copy.value)
    if (cleared !== undefined) onChange(cleared)
  }, [ready, rule, onChange])
  const message = rule.check(value)
  const show = message && (props.forceValidation || value !== first.current)
  return createElement(
    Fragment,
    null,
    createElement(rule.Base, props),
    show ? createElement('p', { role: 'alert', style: messageStyle }, message) : null,
  )
}

/**
 * `field` with one more rule: `check` returns the message when the value breaks it.
 * `clear`, when given, is the value a duplicated entry starts with instead of a copy that
 * would collide with the original (its slugs, its figures).
 */
type AnyField = { kind: 'form'; Input: unknown; validate(value: never, ...rest: never[]): unknown }
type ValueOf<F extends AnyField> = Parameters<F['validate']>[0]

export function withRule<F extends AnyField, V = ValueOf<F>>(
  field: F,
  check: (value: V) => string | undefined,
  clear?: (value: V) => V | undefined,
): F {
  const rule = { Base: field.Input as (props: InputProps<unknown>) => ReactElement, check, clear } as Rule
  return {
    ...field,
    // Keystatic renders a field through its Input property; the hooks live in RuleInput.
    // biome-ignore lint/correctness/noComponentHookFactories: a field's Input is a property Keystatic calls
    Input: (props: InputProps<V>) => createElement(RuleInput, { ...(props as InputProps<unknown>), rule }),
    validate(value: V, ...rest: unknown[]) {
      const message = check(value)
      if (message) throw new FieldDataError(message)
      return (field.validate as (v: V, ...r: unknown[]) => unknown)(value, ...rest)
    },
  } as F
}

/** A multiple choice held to its count (COUNTS in ../rules/content-rules.ts), which Keystatic's multiselect cannot state. */
export function counted<F extends AnyField>(field: F, count: Count): F {
  return withRule<F, readonly string[]>(field, (value) => countMessage(value.length, count))
}

/** Related services: as many as they take, not the page `key` itself (as serviceProblems in ../rules/content-rules.ts). */
export function relatedServicesOf<F extends AnyField>(field: F, key: string | undefined, count: Count): F {
  return withRule<F, readonly string[]>(
    field,
    (value) => (key ? relatedToItself(key, value) : undefined) ?? countMessage(value.length, count),
  )
}

/** A URL slug no other entry of the collection uses in that language; a duplicate starts without it. */
export function uniqueSlug<F extends AnyField>(field: F, lang: 'en' | 'pl'): F {
  return withRule<F, string>(
    field,
    (value) => {
      const owner = value ? takenBy(lang, value) : undefined
      return owner ? slugTakenMessage(value, owner) : undefined
    },
    (value) => (value && takenBy(lang, value) ? '' : undefined),
  )
}

/** Figures another case study already proves: each belongs to one. A duplicate starts without them. */
export function ownFigures<F extends AnyField>(field: F): F {
  const others = (value: readonly string[]) =>
    value.flatMap((figure) => {
      const owner = takenBy('figures', figure)
      return owner ? [`${figure} (${owner})`] : []
    })
  return withRule<F, readonly string[]>(
    field,
    (value) => {
      const clash = others(value)
      return clash.length ? figuresTakenMessage(clash) : undefined
    },
    (value) => (others(value).length ? value.filter((figure) => !takenBy('figures', figure)) : undefined),
  )
}

/**
 * A salary range: the object's fields are validated in order, From before To, so the
 * To field can compare with the From of the same save.
 */
export function salaryRange() {
  let from: number | null = null
  const min = withRule(fields.integer({ label: 'From / Od', validation: { isRequired: true, min: 1 } }), (value) => {
    if (value !== from) {
      from = value
      // "To" shows its message against the From now typed, not the one of the last save.
      dependencyChanged()
    }
    return undefined
  })
  const max = withRule(fields.integer({ label: 'To / Do', validation: { isRequired: true, min: 1 } }), (value) =>
    salaryProblem(from, value),
  )
  return { min, max }
}

type EditorDoc = { doc: Parameters<typeof articleProblem>[0] }

/** The text of an article in one language: not empty, and no heading without words. */
export function articleRules<F extends AnyField>(field: F, lang: 'en' | 'pl'): F {
  return withRule<F, EditorDoc>(field, (value) => (value?.doc ? articleProblem(value.doc, lang) : undefined))
}

/** An upload the site can send as it is: over the limit, the editor asks for a smaller file. */
export function imageWithinLimit<F extends AnyField>(field: F): F {
  return withRule<F, { data?: Uint8Array } | null>(field, (value) => imageSizeProblem(value?.data?.byteLength ?? 0))
}

/**
 * A picture's alternative text in one language: these pictures carry meaning, so an empty
 * (decorative) description, a file name or a placeholder word is refused with what to write.
 */
export function describes<F extends AnyField>(field: F, lang: 'en' | 'pl'): F {
  return alsoWhenRead(withRule<F, string>(field, describedIn(lang)), describedIn(lang))
}

/**
 * The rule checked by the build's reader too: it parses a file's value with the field's
 * `reader.parse`, not `validate`, so a rule that needs no other entry can run there and the
 * build names the file and field with the same message the editor shows.
 */
function alsoWhenRead<F extends AnyField>(field: F, check: (value: string) => string | undefined): F {
  const reader = (field as { reader?: { parse(value: unknown): unknown } }).reader
  if (!reader) return field
  return {
    ...field,
    reader: {
      parse(value: unknown) {
        const message = check(typeof value === 'string' ? value : '')
        if (message) throw new FieldDataError(message)
        return reader.parse(value)
      },
    },
  }
}

function describedIn(lang: 'en' | 'pl') {
  return (value: string | null): string | undefined => descriptionProblem(value, lang)
}

/** What the editor knows of a saved case study, from the index the editor's page loads. */
function savedCaseStudy(key: string) {
  const index = taken.caseStudies
  if (!index) return undefined
  const known = Object.values(index).some((values) => Object.values(values).includes(key))
  if (!known) return undefined
  return {
    key,
    sample: index.sample?.[key] !== 'false',
    figures: Object.entries(index.figures ?? {}).flatMap(([figure, owner]) => (owner === key ? [figure] : [])),
  }
}

/** A company figure's evidence: only a case study that is not a sample and reports that metric. */
export function citedCaseStudy<F extends AnyField>(field: F, figure: string): F {
  return withRule<F, string | null>(field, (value) =>
    value && loaded ? evidenceProblem(figure, savedCaseStudy(value), value) : undefined,
  )
}
