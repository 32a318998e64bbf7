import type { ReactNode } from 'react'
import { numberFormat } from '../../i18n/intl.ts'
import type { Lang } from '../../i18n/languages.ts'
import { polishTypographyDeep } from '../../i18n/polish-typography.ts'
import { useLang } from '../../i18n/use-i18n.ts'
import { SampleTag } from '../proof/sample-tag.tsx'
import './visual-frame.css'
import { keepCompounds } from '../text/keep-compounds.tsx'

/** A visual's words in both languages, kept beside the visual that shows them. */
export type Copy<T> = Record<Lang, T>

const typeset = new WeakMap<object, unknown>()

/**
 * A visual's words in the page's language; Polish set by the site's typographic rules (no
 * one-letter word at a line's end, a number on its unit's line), once per copy object.
 */
export function localized<T extends object>(copy: Copy<T>, lang: Lang): T {
  if (lang === 'en') return copy.en
  let text = typeset.get(copy.pl) as T | undefined
  if (!text) {
    text = polishTypographyDeep(copy.pl)
    typeset.set(copy.pl, text)
  }
  return text
}

/** The tag every illustration carries: its numbers are ours, made up, never a client's. */
export const exampleTag: Copy<{ tag: string; explanation: string }> = {
  en: {
    tag: 'Example',
    explanation: 'Illustrative figures we made up to show the work, not a client’s results.',
  },
  pl: {
    tag: 'Przykład',
    explanation: 'Dane poglądowe, przygotowane przez nas, by pokazać tę pracę. Nie są to wyniki żadnego klienta.',
  },
}

/** The example tag on an illustration, with what its numbers are (or the visual's own words). */
export function ExampleTag({ explanation }: { explanation?: string }) {
  const lang = useLang()
  return <SampleTag explanation={explanation ?? localized(exampleTag, lang).explanation} />
}

/**
 * A service's visual: a figure whose caption (title, what it covers and the tag) names it,
 * so it needs no heading level or id and can stand in a hero or beside the copy alike.
 * `name` is the visual's own class, which its stylesheet and the tests key on; `explanation`
 * replaces the tag's general one where the visual is not a set of figures (a floor's layout).
 */
export function VisualFrame({
  name,
  title,
  meta,
  explanation,
  children,
}: {
  name: string
  title: string
  meta: string
  explanation?: string
  children: ReactNode
}) {
  return (
    <figure className={`visual-card sv ${name}`}>
      <figcaption className="visual-card-head">
        <span className="sv-titles">
          <span className="visual-card-title">{keepCompounds(title)}</span>
          <span className="visual-card-meta">{meta}</span>
        </span>
        <ExampleTag explanation={explanation} />
      </figcaption>
      {children}
    </figure>
  )
}

/** The mark of a drawing with no figures: what it is, read with it, and nothing made up in it to tag. */
const illustrationMark: Copy<{ mark: string; explanation: string }> = {
  en: { mark: 'Illustration', explanation: 'A drawing of how we work: no figures, no client’s data.' },
  pl: { mark: 'Ilustracja', explanation: 'Rysunek tego, jak pracujemy: bez liczb i bez danych klientów.' },
}

/**
 * A hero's illustration (the services list, careers): a figure as a visual's card, captioned
 * with its title and what it covers, marked "Illustration" rather than tagged "Example": it
 * draws how the work is organised from the page's own words and holds no number to tag.
 */
export function IllustrationFrame({
  name,
  title,
  meta,
  children,
}: {
  name: string
  title: string
  meta: string
  children: ReactNode
}) {
  const lang = useLang()
  const { mark, explanation } = illustrationMark[lang]
  return (
    <figure className={`visual-card sv illustration ${name}`}>
      <figcaption className="visual-card-head">
        <span className="sv-titles">
          <span className="visual-card-title">{keepCompounds(title)}</span>
          <span className="visual-card-meta">{meta}</span>
        </span>
        <span className="illustration-mark" title={explanation}>
          {mark}
          <span className="sr-only">: {explanation}</span>
        </span>
      </figcaption>
      {children}
    </figure>
  )
}

/** Polish writes a number and its unit on one line: narrow units come with a plain space. */
const onOneLine = (text: string) => text.replaceAll(' ', '\u00a0')

/** The formats the visuals share, in the page's locale (Polish groups thousands with a non-breaking space). */
export function formats(lang: Lang) {
  const count = numberFormat(lang)
  const percent = numberFormat(lang, { style: 'percent' })
  const unit = (unit: 'minute' | 'hour' | 'day' | 'second') =>
    numberFormat(lang, { style: 'unit', unit, unitDisplay: 'short' })
  return {
    count: (value: number) => count.format(value),
    percent: (value: number) => percent.format(value),
    minutes: (value: number) => onOneLine(unit('minute').format(value)),
    hours: (value: number) => onOneLine(unit('hour').format(value)),
    days: (value: number) => onOneLine(unit('day').format(value)),
  }
}

/**
 * The labels under a chart's columns, in HTML so that they keep the page's text size at any
 * width (text inside a scaled SVG shrinks on a phone). One label per column, every
 * `every`th shown; the chart's table gives screen readers the same.
 */
export function Ticks({
  labels,
  every = 1,
  shown,
}: {
  labels: string[]
  every?: number
  shown?: (index: number) => boolean
}) {
  return (
    <div className="sv-ticks" aria-hidden="true">
      {labels.map((label, index) => (
        <span key={label} className={(shown ? shown(index) : index % every === 0) ? undefined : 'sv-tick-skip'}>
          {label}
        </span>
      ))}
    </div>
  )
}
