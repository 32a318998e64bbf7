import { describe, expect, it } from 'vitest'
import { inlineStyleHashes } from './csp.ts'
import { isPageStyleFile, linkedStyle, linkedStyles, pageStyleFile } from './page-style-contract.ts'
import { linkKnownStyles, styleFilesByHash } from './style-links.ts'

describe('linkKnownStyles: a rendered page points to the file of its inline style', () => {
  const files = styleFilesByHash([
    ['/_astro/page-style.abc.css', Buffer.from('.a{color:red}')],
    ['/_astro/other.css', Buffer.from('.b{color:red}')],
  ])

  it('marks a style the build wrote as a file, and leaves any other alone', () => {
    expect(linkKnownStyles('<style>.a{color:red}</style>', files)).toBe(
      '<style data-href="/_astro/page-style.abc.css">.a{color:red}</style>',
    )
    // Only the build's page styles count, not any stylesheet that happens to match.
    expect(linkKnownStyles('<style>.b{color:red}</style>', files)).toBe('<style>.b{color:red}</style>')
    expect(linkKnownStyles('<style>.c{}</style>', files)).toBe('<style>.c{}</style>')
  })

  it('keeps the text, so the hash in the policy still matches', () => {
    const html = linkKnownStyles('<style>.a{color:red}</style>', files)
    expect(inlineStyleHashes(html)).toEqual(inlineStyleHashes('<style>.a{color:red}</style>'))
  })

  it('puts in the smaller file the build wrote for the page, and the policy hashes what is sent', () => {
    const narrower = (href: string) =>
      href === '/_astro/page-style.abc.css' ? { href: '/_astro/page-style.small.css', css: '.a{}' } : undefined
    const html = linkKnownStyles('<style>.a{color:red}</style><style>.c{}</style>', files, narrower)
    expect(html).toBe('<style data-href="/_astro/page-style.small.css">.a{}</style><style>.c{}</style>')
    expect(inlineStyleHashes(html)).toEqual(inlineStyleHashes('<style>.a{}</style><style>.c{}</style>'))
  })
})

describe('the mark build, server and browser share (server/build-contract.ts)', () => {
  it('a marked style reads back as its file and rules; an unmarked one is not read', () => {
    const html = `${linkedStyle(pageStyleFile('Ab_-1'), '.a{}')}<style>.b{}</style>`
    expect([...html.matchAll(linkedStyles())].map(([, href, css]) => [href, css])).toEqual([
      ['/_astro/page-style.Ab_-1.css', '.a{}'],
    ])
  })

  it('only a page style file of the client build counts as one', () => {
    expect(isPageStyleFile(pageStyleFile('Ab_-1'))).toBe(true)
    expect(isPageStyleFile('/_astro/page-style.x.css.map')).toBe(false)
    expect(isPageStyleFile('/_astro/other.css')).toBe(false)
    expect(isPageStyleFile('/blog/_astro/page-style.x.css')).toBe(false)
  })
})
