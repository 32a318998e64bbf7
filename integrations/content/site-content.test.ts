import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import type { SlugRedirect } from '../../app/content/bundled-content.ts'
import { keystaticConfig } from '../../app/content/keystatic.config.ts'
import { parseProblem } from './content-error-page.ts'
import { siteContent } from './content-plugin.ts'
import { readSiteContent } from './site-content.ts'
import { formatLedger, recordPublishedSlugs } from './slug-ledger.ts'

/** A copy of the repository's content to break on purpose. */
function contentCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'content-'))
  cpSync(join(process.cwd(), 'content'), join(root, 'content'), { recursive: true })
  return root
}

function editYaml(root: string, file: string, edit: (data: Record<string, Record<string, unknown>>) => void) {
  const path = join(root, file)
  const data = parse(readFileSync(path, 'utf8'))
  edit(data)
  writeFileSync(path, stringify(data))
}

/**
 * The entries of a collection of the copy, sorted by key: the posts, case studies, jobs and
 * legal versions are the marketing team's (the samples are replaced before launch), so a
 * test picks its entry from the content rather than naming one.
 */
const keysIn = (root: string, folder: string) =>
  readdirSync(join(root, folder))
    .map((name) => name.replace(/\.yaml$/, ''))
    .sort()

/** The first key of a collection of the copy, or a failure naming the folder that has none. */
function firstIn(root: string, folder: string): string {
  const [key] = keysIn(root, folder)
  if (!key) throw new Error(`${folder} is empty: this test needs an entry there`)
  return key
}

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

describe('reading content with the editor schema', () => {
  it('reads the repository content', async () => {
    const content = await readSiteContent(process.cwd())
    expect(content.collections.services).toHaveLength(15)
  })

  it('names the file, the field and the language of a field missing in Polish', async () => {
    const root = contentCopy()
    roots.push(root)
    editYaml(root, 'content/services/omnichannel.yaml', (data) => {
      delete data.pl?.headline
    })
    await expect(readSiteContent(root)).rejects.toThrow(
      /content\/services\/omnichannel\.yaml: pl\.headline \(Polish\): Nagłówek \(h1\) must be at least 10 characters/,
    )
  })

  it('rejects an invalid or duplicate slug with the language named', async () => {
    const root = contentCopy()
    roots.push(root)
    editYaml(root, 'content/services/omnichannel.yaml', (data) => {
      if (data.en) data.en.slug = 'Omni Channel'
    })
    editYaml(root, 'content/services/back-office.yaml', (data) => {
      if (data.pl) data.pl.slug = 'inbound-call-center'
    })
    const error = await readSiteContent(root).catch((e: Error) => e.message)
    expect(error).toMatch(/content\/services\/omnichannel\.yaml: en\.slug \(English\): lowercase letters/)
    expect(error).toMatch(
      /content\/services\/inbound-call-center\.yaml: pl\.slug \(Polish\): "inbound-call-center" is already used by content\/services\/back-office\.yaml/,
    )
  })

  it('turns a changed published slug into a redirect from the old one', async () => {
    const root = contentCopy()
    roots.push(root)
    recordPublishedSlugs(root, await readSiteContent(root))
    editYaml(root, 'content/services/omnichannel.yaml', (data) => {
      if (data.pl) data.pl.slug = 'obsluga-wielokanalowa'
    })
    const content = await readSiteContent(root)
    // The ledger's other old slugs (the original site's service paths) stay as they were.
    const omnichannel = (redirects: SlugRedirect[]) => redirects.filter(({ key }) => key === 'omnichannel')
    expect(omnichannel(content.redirects)).toEqual([
      { collection: 'services', key: 'omnichannel', lang: 'pl', from: 'omnichannel', to: 'obsluga-wielokanalowa' },
    ])
    // Recorded, the new slug stays redirected to when it changes again.
    recordPublishedSlugs(root, content)
    editYaml(root, 'content/services/omnichannel.yaml', (data) => {
      if (data.pl) data.pl.slug = 'omnichannel-pl'
    })
    const again = await readSiteContent(root)
    expect(
      omnichannel(again.redirects)
        .map((r) => `${r.from}>${r.to}`)
        .sort(),
    ).toEqual(['obsluga-wielokanalowa>omnichannel-pl', 'omnichannel>omnichannel-pl'])
  })

  it('stops the build: the bundling plugin rejects broken content', async () => {
    const root = contentCopy()
    roots.push(root)
    editYaml(root, 'content/services/omnichannel.yaml', (data) => {
      delete data.pl?.lead
    })
    const plugin = siteContent(root)
    const load = plugin.load as (id: string) => Promise<string>
    await expect(load.call({}, '\0virtual:site-content')).rejects.toThrow(/omnichannel\.yaml: pl\.lead \(Polish\)/)
  })

  it('fails on an entry of a collection whose file has no Polish part at all', async () => {
    const root = contentCopy()
    roots.push(root)
    editYaml(root, 'content/services/back-office.yaml', (data) => {
      delete data.pl
    })
    await expect(readSiteContent(root)).rejects.toThrow(/content\/services\/back-office\.yaml: pl\.\w+ \(Polish\)/)
  })

  it('refuses a salary whose "To" is below its "From", naming the field', async () => {
    const root = contentCopy()
    roots.push(root)
    const job = `content/jobs/${firstIn(root, 'content/jobs')}.yaml`
    editYaml(root, job, (data) => {
      data.salary = { discriminant: true, value: { min: 9000, max: 7000, currency: 'PLN', unit: 'MONTH' } }
    })
    await expect(readSiteContent(root)).rejects.toThrow(
      `${job}: salary.max (both languages): "To" must be at least "From" (9000).`,
    )
  })

  it('refuses a figure claimed by two case studies, naming the copy', async () => {
    const root = contentCopy()
    roots.push(root)
    // A case study that reports a figure, and another given the same one.
    const file = (key: string) => `content/case-studies/${key}.yaml`
    const figuresOf = (key: string) => (parse(readFileSync(join(root, file(key)), 'utf8')).figures ?? []) as string[]
    const studies = keysIn(root, 'content/case-studies')
    const owner = studies.find((key) => figuresOf(key).length > 0)
    const copy = studies.find((key) => key !== owner)
    const [figure] = owner ? figuresOf(owner) : []
    if (!owner || !copy) throw new Error('content/case-studies needs two case studies, one reporting a figure')
    editYaml(root, file(copy), (data) => {
      ;(data as unknown as { figures: string[] }).figures = [figure as string]
    })
    await expect(readSiteContent(root)).rejects.toThrow(
      `${file(copy)}: figures (both languages): "${figure}" already belongs to ${file(owner)}`,
    )
  })

  it('names a deleted or renamed service: the fixed set stays whole', async () => {
    const root = contentCopy()
    roots.push(root)
    renameSync(join(root, 'content/services/omnichannel.yaml'), join(root, 'content/services/omni-channel.yaml'))
    const error = await readSiteContent(root).catch((e: Error) => e.message)
    expect(error).toContain("content/services/omni-channel.yaml: key: must stay one of the site's 15 services")
    expect(error).toContain('content/services/omnichannel.yaml: key (both languages): missing')
    // The remedy, where the person reads the problem.
    expect(error).toContain('restore it: git checkout HEAD -- content/services/omnichannel.yaml')
  })

  it('names a legal version that is not its folder, or takes effect the day another does (app/content/rules/legal-versions.ts)', async () => {
    const root = contentCopy()
    roots.push(root)
    // The newest privacy policy copied into the folder of the next version, which the content lacks.
    const numbers = (key: string) => (key.match(/^privacy-(\d+)\.(\d+)$/)?.slice(1) ?? []).map(Number)
    const [version] = keysIn(root, 'content/legal')
      .filter((key) => numbers(key).length === 2)
      .sort((a, b) => (numbers(b)[0] ?? 0) - (numbers(a)[0] ?? 0) || (numbers(b)[1] ?? 0) - (numbers(a)[1] ?? 0))
    if (!version) throw new Error('content/legal has no privacy policy')
    const [major, minor] = numbers(version)
    const unused = `privacy-${major}.${(minor ?? 0) + 1}`
    cpSync(join(root, 'content/legal', version), join(root, 'content/legal', unused), { recursive: true })
    const error = await readSiteContent(root).catch((e: Error) => e.message)
    expect(error).toContain(
      `content/legal/${unused}/index.yaml: key (both languages): The key must be "${version}": the document and the version.`,
    )
    expect(error).toMatch(
      new RegExp(
        `^content/legal/${unused}/index\\.yaml: effective \\(both languages\\): "content/legal/${version}/index\\.yaml" takes effect on \\d{4}-\\d{2}-\\d{2} too`,
        'm',
      ),
    )
  })

  it('names a home page quote that is no testimonial of the company facts (app/content/rules/home-quotes.ts)', async () => {
    const root = contentCopy()
    roots.push(root)
    editYaml(root, 'content/pages/home.yaml', (data) => {
      ;(data.pl as { quotes: { id: string }[] }).quotes[0]!.id = 'no-such-client'
    })
    const error = await readSiteContent(root).catch((e: Error) => e.message)
    expect(error).toMatch(/^content\/pages\/home\.yaml: pl\.quotes \(Polish\): Quote the same testimonials/m)
    expect(error).toMatch(
      /^content\/pages\/home\.yaml: pl\.quotes\.0\.id \(Polish\): "no-such-client" is not a testimonial/m,
    )
  })

  it('drops a heading left without text from an article', async () => {
    const root = contentCopy()
    roots.push(root)
    const key = firstIn(root, 'content/blog')
    const body = join(root, `content/blog/${key}/pl/body.md`)
    writeFileSync(body, `${readFileSync(body, 'utf8')}\n## \n\nAkapit po pustym nagłówku.\n`)
    const content = await readSiteContent(root)
    const post = content.collections.posts?.find((entry) => entry.key === key)
    const text = (post?.entry.pl as { body?: string } | undefined)?.body
    expect(text).toContain('Akapit po pustym nagłówku.')
    expect(text).not.toMatch(/^#{1,6}\s*$/m)
  })
})

describe('the slug ledger', () => {
  it('is written in its committed layout, so a new entry adds only its own lines', () => {
    const committed = readFileSync(join(process.cwd(), 'content/published-slugs.json'), 'utf8')
    const ledger = JSON.parse(committed)
    expect(formatLedger(ledger)).toBe(committed)
    const added = formatLedger({ ...ledger, 'posts/zz-new': { en: ['new-post'], pl: ['nowy-wpis'] } })
    const before = committed.split('\n')
    const after = added.split('\n')
    // Its three lines and its closing brace; nothing else moves.
    expect(after.length - before.length).toBe(4)
    expect(after.filter((line) => !before.includes(line))).toEqual([
      '  "posts/zz-new": {',
      '    "en": ["new-post"],',
      '    "pl": ["nowy-wpis"]',
    ])
  })
})

describe('the company facts alone, for the browser', () => {
  it('leave the testimonials’ source out of the client’s copy (BrowserCompanyFacts), not the server’s', async () => {
    const load = siteContent(process.cwd()).load as (id: string) => Promise<string>
    const facts = async (environment: string) => {
      const module = await load.call({ environment: { name: environment } }, '\0virtual:site-content/singleton/company')
      return JSON.parse(module.replace(/^export default /, '')) as { testimonials: Record<string, unknown>[] }
    }
    const [server, client] = [await facts('ssr'), await facts('client')]
    expect(server.testimonials.length).toBeGreaterThan(0)
    expect(server.testimonials.every((quote) => 'source' in quote)).toBe(true)
    expect(client.testimonials.some((quote) => 'source' in quote)).toBe(false)
    expect(client.testimonials.map(({ id }) => id)).toEqual(server.testimonials.map(({ id }) => id))
  })
})

describe('broken content in development', () => {
  it('keeps the content module loading, so the editor and the site frame stay up', async () => {
    const root = contentCopy()
    roots.push(root)
    writeFileSync(join(root, `content/blog/${firstIn(root, 'content/blog')}/pl/body.md`), '')
    const plugin = siteContent(root)
    ;(plugin.configResolved as (config: { command: string }) => void)({ command: 'serve' })
    const load = plugin.load as (id: string) => Promise<string>
    const module = await load.call({}, '\0virtual:site-content/singleton/company')
    expect(module).toMatch(/^export default \{/)
  })

  it('names entry, field and language of a problem, with its link in the editor', () => {
    const problem = parseProblem(
      'content/blog/first-call-resolution/index.yaml: pl.body (Polish): content/blog/first-call-resolution/pl/body.md must not be empty',
      keystaticConfig({ kind: 'local' }),
    )
    expect(problem).toMatchObject({
      file: 'content/blog/first-call-resolution/index.yaml',
      field: 'pl.body',
      language: 'Polish / polski',
      editor: '/keystatic/collection/posts/item/first-call-resolution',
    })
    expect(
      parseProblem(
        'content/services/omnichannel.yaml: key (both languages): missing; the site has a page for it',
        keystaticConfig({ kind: 'local' }),
      ).editor,
    ).toBe('/keystatic/singleton/service-omnichannel')
  })
})
