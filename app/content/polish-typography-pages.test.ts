import { describe, expect, it } from 'vitest'
import { sampleAiConversation } from '../components/ai/sample-ai-conversation.ts'
import { en } from '../i18n/en.ts'
import { translator } from '../i18n/translate.ts'
import { companyDetails } from '../lib/company/company-details.ts'
import { site } from '../site.config.ts'
import { readPosts } from './blog.server.ts'
import { listCaseStudies } from './case-studies.server.ts'
import { listIndustries } from './industries.server.ts'
import { readJobs } from './jobs.server.ts'
import { getLegalDoc } from './legal.server.ts'
import { getPageContent } from './pages.server.ts'
import { listServices } from './services.server.ts'

/**
 * Every Polish text a page prints, as the page prints it: the dictionary through the
 * translator, the copy of content/ through its loaders, the copy held in TypeScript (the
 * AI page's sample conversation), the company facts and the legal texts. Each is checked
 * for a break a reader would see at a line's end.
 */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`))
  return []
}

const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#\d+;/g, ' ')

function polishCopy(): [string, string][] {
  const t = translator('pl')
  return [
    ...(Object.keys(en) as (keyof typeof en)[]).map((key): [string, string] => [key, t(key)]),
    ...(['home', 'ai', 'about', 'career', 'calculator'] as const).flatMap((page) =>
      strings(getPageContent('pl', page), page),
    ),
    ...listServices('pl').flatMap((service) => strings(service, service.slug)),
    ...listCaseStudies('pl').flatMap((study) => strings(study, study.key)),
    ...listIndustries('pl').flatMap((industry) => strings(industry, industry.key)),
    ...readJobs('pl').flatMap((job) => strings(job, job.id)),
    ...readPosts('pl').flatMap((post) => strings({ ...post, html: textOf(post.html) }, post.slug)),
    ...(['privacy', 'terms'] as const).map((doc): [string, string] => [doc, textOf(getLegalDoc('pl', doc).html)]),
    ...strings(sampleAiConversation.pl, 'sampleAiConversation'),
    ...strings(companyDetails('pl'), 'companyDetails'),
  ]
}

/** A one-letter word followed by a breaking space: "w Polsce" that may leave "w" at a line's end. */
const LONE_LETTER = /(?<![\p{L}\p{N}@./_-])[aiouwzAIOUWZ] (?=\S)/gu
/** A phone number with a breaking space between its groups. */
const SPLIT_PHONE = /\+\d{1,3}(?:[ \u00a0]\d{2,4}){2,5}/g

const found = (entries: [string, string][], pattern: RegExp) =>
  entries.flatMap(([path, text]) =>
    [...text.matchAll(pattern)]
      .filter((m) => m[0].includes(' '))
      .map((m) => `${path}: “${text.slice(Math.max(0, (m.index ?? 0) - 20), (m.index ?? 0) + 20)}”`),
  )

describe('Polish pages: nothing a reader sees breaks at a line end', () => {
  const copy = polishCopy()

  it('reads every source of Polish copy, TypeScript included', () => {
    expect(copy.length).toBeGreaterThan(2000)
    expect(copy.some(([path]) => path.startsWith('sampleAiConversation.lines'))).toBe(true)
  })

  it('leaves no one-letter word at the end of a line', () => {
    expect(found(copy, LONE_LETTER)).toEqual([])
  })

  it('keeps every phone number on one line, in the copy and where the company facts print it', () => {
    expect(found(copy, SPLIT_PHONE)).toEqual([])
    // The footer, the contact page and the about page print site.phone in both languages.
    expect(site.phone).toMatch(/^\+\d/)
    expect(site.phone).not.toMatch(/ /)
    expect(companyDetails('en').phone).not.toMatch(/ /)
  })

  it('leaves no one-letter word at a line end in the AI page’s sample conversation', () => {
    const lines = sampleAiConversation.pl.lines.map((line) => line.text).join(' ')
    expect(lines).toContain('W\u00a0czym')
    expect(lines).toMatch(/o\u00a0kod/)
    expect(sampleAiConversation.pl.lines.map((line) => line.speaker)).toContain('consultant')
  })
})
