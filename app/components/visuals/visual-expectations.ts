import { expect } from 'vitest'

/** What a reader gets of a rendered visual: the markup's text, the sr-only text included. */
export const visualText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')

/** The markup without its words: what the visual draws and how it is built. */
export const skeleton = (html: string) => html.replace(/>[^<]*</g, '><')

/** The example tags in a visual's markup, each with the explanation read with it. */
export const exampleTags = (html: string) =>
  html.match(/<span class="sample-tag" title="[^"]*">([^<]*)<span class="sr-only">: ([^<]+)<\/span><\/span>/g) ?? []

/** Tests only: each language in its own words, numbers and typography (the site's Polish rules). */
export function expectOwnLanguage(en: string, pl: string) {
  const [english, polish] = [visualText(en), visualText(pl)]
  expect(polish).not.toBe(english)
  // English copy carries no Polish letters; Polish copy does.
  expect(english).not.toMatch(/[ąćęłńóśźż]/i)
  expect(polish).toMatch(/[ąćęłńóśźż]/i)
  // Polish groups thousands with a non-breaking space and writes decimals with a comma.
  expect(polish).not.toMatch(/\d,\d{3}\b|\d \d{3}\b|\d{5,}/)
  expect(polish).not.toMatch(/\d\.\d/)
  // No one-letter word ends a Polish line.
  expect(polish).not.toMatch(/(?<![\p{L}\d])[aiouwz] /iu)
  // A number and its unit stay on one line.
  expect(polish).not.toMatch(/\d (min|godz\.|dni|dzień|s)\b/)
  expect(english).not.toMatch(/\d (mins?|hrs?|days?)\b/)
}
