import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { siteContent } from './content-plugin'
import { readSiteContent, recordPublishedSlugs } from './site-content'

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
      /content\/services\/omnichannel\.yaml: pl\.headline \(Polish\): Headline \(h1\) must be at least 10 characters/,
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
    expect(content.redirects).toEqual([
      { collection: 'services', key: 'omnichannel', lang: 'pl', from: 'omnichannel', to: 'obsluga-wielokanalowa' },
    ])
    // Recorded, the new slug stays redirected to when it changes again.
    recordPublishedSlugs(root, content)
    editYaml(root, 'content/services/omnichannel.yaml', (data) => {
      if (data.pl) data.pl.slug = 'omnichannel-pl'
    })
    const again = await readSiteContent(root)
    expect(again.redirects.map((r) => `${r.from}>${r.to}`).sort()).toEqual([
      'obsluga-wielokanalowa>omnichannel-pl',
      'omnichannel>omnichannel-pl',
    ])
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
})
