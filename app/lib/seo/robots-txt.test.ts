import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AI_CRAWLERS, robotsTxt } from './robots-txt.ts'
import { TDM_RESERVATION, tdmRepJson, tdmReservationHeader, tdmReservationMeta } from './tdm.ts'

/** The groups of a robots.txt: each group's user agents and its rules. */
function groups(text: string) {
  const out: { agents: string[]; rules: string[] }[] = []
  for (const line of text.split('\n').map((l) => l.replace(/#.*/, '').trim())) {
    const [field, value = ''] = line.split(/:\s*/, 2)
    if (field === 'User-agent') {
      const last = out.at(-1)
      if (last && !last.rules.length) last.agents.push(value)
      else out.push({ agents: [value], rules: [] })
    } else if (field === 'Allow' || field === 'Disallow') out.at(-1)?.rules.push(`${field}: ${value}`)
  }
  return out
}

describe('robotsTxt', () => {
  const text = robotsTxt('https://www.example.pl')

  it('names the sitemap under the running origin', () => {
    expect(text).toContain('Sitemap: https://www.example.pl/sitemap.xml')
  })

  it('keeps every AI crawler out of the whole site and lets search engines in', () => {
    const [ai, everyone] = groups(text)
    expect(ai?.agents).toEqual([...AI_CRAWLERS])
    expect(ai?.rules).toEqual(['Disallow: /'])
    expect(AI_CRAWLERS).toEqual(expect.arrayContaining(['GPTBot', 'ClaudeBot', 'Google-Extended', 'CCBot']))
    expect(everyone).toEqual({ agents: ['*'], rules: ['Allow: /'] })
    expect(groups(text)).toHaveLength(2)
  })
})

describe('TDMRep', () => {
  it('the public well-known file, the header and the meta tag all reserve mining for the whole site', () => {
    const file = JSON.parse(readFileSync('public/.well-known/tdmrep.json', 'utf8'))
    expect(file).toEqual(tdmRepJson)
    expect(file).toEqual([{ location: '/', 'tdm-reservation': 1 }])
    expect(tdmReservationHeader).toEqual({ 'tdm-reservation': TDM_RESERVATION })
    expect(tdmReservationMeta).toEqual({ name: 'tdm-reservation', content: '1' })
  })

  it('the terms state the reservation and say where it is machine-readable, in both languages', () => {
    for (const lang of ['pl', 'en']) {
      const terms = readFileSync(`content/legal/terms-1.1/${lang}/body.md`, 'utf8')
      expect(terms, lang).toContain('robots.txt')
      expect(terms, lang).toContain('/.well-known/tdmrep.json')
    }
  })
})
