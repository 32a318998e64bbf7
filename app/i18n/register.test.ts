import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readPosts } from '../content/blog.server'
import { listCaseStudies } from '../content/case-studies.server'
import { listIndustries } from '../content/industries.server'
import { readJobs } from '../content/jobs.server'
import { getLegalDoc } from '../content/legal.server'
import { getPageContent } from '../content/pages.server'
import { listServices } from '../content/services.server'
import type { MessageKey } from './en'
import { pl } from './pl'

/**
 * One register per screen (docs/content-guide.md): pages a buyer reads say "Państwo" and
 * never "ty"; the careers pages and the blog say "ty" and never "Państwo"; what every
 * screen shows (header, footer, consent banner, error pages) addresses nobody directly.
 */

/** Second-person singular: pronouns, imperatives and present-tense verbs ("ty" forms). */
const TY_WORDS = [
  // pronouns
  'ty',
  'ciebie',
  'cię',
  'tobie',
  'tobą',
  'twój',
  'twoja',
  'twoje',
  'twojego',
  'twojej',
  'twojemu',
  'twoim',
  'twoich',
  'twoją',
  'twoi',
  'twoimi',
  // imperatives seen in copy of this kind ("umów" is left out: it is also "of contracts")
  'opisz',
  'wyślij',
  'skontaktuj',
  'napisz',
  'sprawdź',
  'zadzwoń',
  'podaj',
  'zaznacz',
  'popraw',
  'odczekaj',
  'spróbuj',
  'wybierz',
  'dowiedz',
  'zacznij',
  'zobacz',
  'poznaj',
  'dołącz',
  'zapytaj',
  'pobierz',
  'przeczytaj',
  'użyj',
  'pamiętaj',
  'zmierz',
  'mierz',
  'ustal',
  'policz',
  'zadbaj',
  'połącz',
  'opowiedz',
  'skorzystaj',
  'wypełnij',
  'kliknij',
  'zostaw',
  'pozostaw',
  'aplikuj',
  'pomóż',
  // present and future tense
  'masz',
  'chcesz',
  'możesz',
  'jesteś',
  'potrzebujesz',
  'aplikujesz',
  'szukasz',
  'dostaniesz',
  'otrzymasz',
  'zyskasz',
  'znajdziesz',
  'będziesz',
  'wiesz',
  'prowadzisz',
  'zadbasz',
]
const TY = new RegExp(`(?<!\\p{L})(${TY_WORDS.join('|')})(?!\\p{L})`, 'iu')
/** "Państwo" addressing the reader (capitalised; lower-case "państwo" is a country). */
const PANSTWO = /(?<!\p{L})Państw(o|a|u|em)(?!\p{L})/u

/** Labels of buttons and links: short commands to the interface, the Polish UI convention. */
const COMMAND_KEYS =
  /^(button\.|a11y\.(skipToContent|openMenu|closeMenu)$|lang\.switchTo$|toast\.close$|form\.(sendAnother|honeypot)$|consent\.(acceptAll|rejectAll|customize|save)$|blog\.(readMore|feed)$|contact\.scenarioRemove$)/
/** Fields of content files that are button labels. */
const COMMAND_FIELDS = /(Label|applyBy\w+)$/

const SHARED = /^(site|meta|a11y|nav|lang|button|footer|company|notFound|error|consent|placeholder)\./
const BLOG = /^blog\./

/** Every string of a content object with the path that leads to it. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k))
  return []
}

/** Text in Polish quotes names something (a button: „Wyślij wiadomość”) rather than speaking. */
const unquoted = (text: string) => text.replace(/„[^”]*”/g, '„”')

const offending = (entries: [string, string][], pattern: RegExp, exempt: RegExp = /$^/) =>
  entries
    .filter(([path, text]) => !exempt.test(path) && pattern.test(unquoted(text)))
    .map(([path, text]) => `${path}: “${pattern.exec(unquoted(text))?.[0]}” in ${text.slice(0, 80)}`)

const dictionary = Object.entries(pl) as [MessageKey, string][]

describe('Polish register', () => {
  it('the shared chrome (header, footer, banner, error pages) addresses nobody directly', () => {
    const shared = dictionary.filter(([key]) => SHARED.test(key))
    expect(offending(shared, TY, COMMAND_KEYS)).toEqual([])
    expect(offending(shared, PANSTWO)).toEqual([])
  })

  it('buyer-facing dictionary keys (contact, forms, toasts, services, legal) have no ty forms', () => {
    const buyer = dictionary.filter(([key]) => !SHARED.test(key) && !BLOG.test(key))
    expect(offending(buyer, TY, COMMAND_KEYS)).toEqual([])
  })

  it('marketing pages and services have no ty forms', () => {
    const entries = [
      ...(['home', 'ai', 'about'] as const).flatMap((page) => strings(getPageContent('pl', page), page)),
      ...listServices('pl').flatMap((service) => strings(service, service.slug)),
      ...listCaseStudies('pl').flatMap((study) => strings(study, study.key)),
      ...listIndustries('pl').flatMap((industry) => strings(industry, industry.key)),
    ]
    expect(entries.length).toBeGreaterThan(500)
    expect(offending(entries, TY, COMMAND_FIELDS)).toEqual([])
  })

  it('legal pages have no ty forms and no Pani/Pan', () => {
    for (const doc of ['privacy', 'terms'] as const) {
      const html = getLegalDoc('pl', doc).html
      expect(offending([[doc, html]], TY)).toEqual([])
      expect(html).not.toMatch(/Pani\/Pan/)
    }
  })

  it('careers, job postings and the blog say ty and never Państwo', () => {
    const entries = [
      ...strings(getPageContent('pl', 'career'), 'career'),
      ...readJobs('pl').flatMap((job) => strings(job, job.id)),
      ...readPosts('pl').flatMap((post) => strings({ ...post, html: post.html }, post.slug)),
      ...dictionary.filter(([key]) => BLOG.test(key)),
    ]
    expect(offending(entries, PANSTWO)).toEqual([])
  })

  it('catches the mix this test exists for', () => {
    const mixed: [string, string][] = [
      ['blog.ctaTitle', 'Szukają Państwo partnera do obsługi klienta?'],
      ['blog.ctaText', 'Opisz wolumeny i cele, a wrócimy z planem działania.'],
      ['toast.successText', 'Wkrótce się z Tobą skontaktujemy!'],
    ]
    expect(offending(mixed, TY)).toHaveLength(2)
    expect(offending(mixed, PANSTWO)).toHaveLength(1)
    expect(offending([['x', 'Przedłużenia umów i zgód']], TY)).toEqual([])
  })
})

describe('the Polish files exist where the test looks', () => {
  it('reads every Polish job and post', () => {
    expect(readdirSync(join('content', 'jobs')).filter((name) => name.endsWith('.yaml')).length).toBe(
      readJobs('pl').length,
    )
    const post = readPosts('pl')[0]
    expect(
      readFileSync(join('content', 'blog', `${post?.translation}`, 'pl', 'body.md'), 'utf8').length,
    ).toBeGreaterThan(1000)
  })
})
