import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { config } from '@keystatic/core'
import { dump, load } from 'js-yaml'
import { renderToString } from 'react-dom/server'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { imageManifest } from '../../integrations/content/content-images.ts'
import { readSiteContent } from '../../integrations/content/site-content.ts'
import { AccountLead } from '../components/contact/account-lead.tsx'
import { ContactNext } from '../components/contact/contact-next.tsx'
import { People } from '../components/home/people.tsx'
import { withPage } from '../components/page/page-context.tsx'
import AboutView from '../views/about.tsx'
import { accountLeadOf, clientLogoOf, pagePhoto, photoOf } from './page-photos.server.ts'
import { getPageContent } from './pages.server.ts'
import { company } from './schema/company.ts'
import { contactPage } from './schema/page-contact.ts'
import { pages } from './schema/pages.ts'

const pagesOnly = config({
  storage: { kind: 'local' },
  singletons: { ...pages, contact: contactPage, company },
})

const ALT = {
  en: 'Three consultants talking at a desk in the Częstochowa office',
  pl: 'Trzy konsultantki rozmawiają przy biurku w biurze w Częstochowie',
}

/** The generated photographs, made once and only read: each test copies them with the page files. */
const photos = mkdtempSync(join(tmpdir(), 'page-photos-images-'))
beforeAll(async () => {
  const make = async (path: string, width: number, height: number) => {
    mkdirSync(join(photos, 'public/images', path, '..'), { recursive: true })
    await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
      .jpeg()
      .toFile(join(photos, 'public/images', path))
  }
  await make('pages/about/team.jpg', 1600, 1067)
  await make('pages/home/people.jpg', 1920, 1280)
  await make('pages/home/people-phone.jpg', 900, 1125)
  await make('pages/contact/lead.jpg', 600, 600)
  await make('case-studies/logos/client.jpg', 480, 120)
})
afterAll(() => rmSync(photos, { recursive: true, force: true }))

/**
 * A copy of the page files and the photographs for one test, so the test never touches
 * content/ and sees no other test's edits, whatever order they run in.
 */
const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})
function contentCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'page-photos-'))
  roots.push(root)
  cpSync('content/pages', join(root, 'content/pages'), { recursive: true })
  cpSync('content/company.yaml', join(root, 'content/company.yaml'))
  cpSync(join(photos, 'public'), join(root, 'public'), { recursive: true })
  return root
}

function setPhoto(root: string, page: string, photo: unknown) {
  const file = join(root, `content/pages/${page}.yaml`)
  const { photo: _, ...entry } = load(readFileSync(file, 'utf8')) as Record<string, unknown>
  writeFileSync(file, dump({ photo, ...entry }))
}

const problems = (run: Promise<unknown>) =>
  run.then(
    () => [] as string[],
    (error: Error) => error.message.split('\n'),
  )

describe('a page photograph in the content files', () => {
  it('is optional: the pages as committed, without one, read and show none', async () => {
    await readSiteContent('.', pagesOnly)
    for (const page of ['home', 'about', 'career', 'contact'] as const) {
      expect(pagePhoto(page, 'en', 'photo'), page).toBeUndefined()
    }
    expect(pagePhoto('home', 'pl', 'peoplePhoto')).toBeUndefined()
    expect(pagePhoto('about', 'pl', 'teamPhoto')).toBeUndefined()
  })

  it('fails the build without its description in one language, naming file, field and language', async () => {
    const root = contentCopy()
    setPhoto(root, 'about', {
      discriminant: true,
      value: { file: '/images/pages/about/team.jpg', alt: { en: ALT.en } },
    })
    setPhoto(root, 'career', {
      discriminant: true,
      value: { file: '/images/pages/about/team.jpg', alt: { en: '', pl: ALT.pl } },
    })
    const lines = await problems(readSiteContent(root, pagesOnly))
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^content\/pages\/about\.yaml: photo\.value\.alt\.pl \(Polish\): Describe the picture in Polish/,
      ),
    )
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^content\/pages\/career\.yaml: photo\.value\.alt\.en \(English\): Describe the picture in English/,
      ),
    )
  })

  it('fails the build on a file name given as its description', async () => {
    const root = contentCopy()
    setPhoto(root, 'career', {
      discriminant: true,
      value: { file: '/images/pages/about/team.jpg', alt: { en: 'IMG_2041.jpg', pl: ALT.pl } },
    })
    const lines = await problems(readSiteContent(root, pagesOnly))
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^content\/pages\/career\.yaml: photo\.value\.alt\.en \(English\): "IMG_2041\.jpg" does not say/,
      ),
    )
  })

  it('renders on its page, set in the file: the image in the page language with its size and copies', async () => {
    const root = contentCopy()
    setPhoto(root, 'about', { discriminant: true, value: { file: '/images/pages/about/team.jpg', alt: ALT } })
    setPhoto(root, 'career', { discriminant: false })
    const content = await readSiteContent(root, pagesOnly)
    const entry = content.singletons.about?.entry
    const images = await imageManifest(root)
    const photo = photoOf(entry, 'pl', images)
    expect(photo).toMatchObject({ src: '/images/pages/about/team.jpg', width: 1600, height: 1067 })
    const html = renderToString(
      <AboutView
        page={{ lang: 'pl', path: '/pl/o-nas', frame: {} }}
        content={getPageContent('pl', 'about')}
        photo={photo}
        teamPhoto={undefined}
        storySample
        legalName="Vocalis BPO sp.\u00a0z\u00a0o.o."
      />,
    )
    const img = html.match(/<img [^>]*src="\/images\/pages\/about\/team\.jpg"[^>]*>/)?.[0] ?? ''
    // The Polish description with the page's Polish typography (a non-breaking space after "w").
    expect(img).toContain('alt="Trzy konsultantki rozmawiają przy biurku w\u00a0biurze w\u00a0Częstochowie"')
    expect(img).toContain('width="1600"')
    expect(img).toContain('height="1067"')
    expect(img).toContain('loading="lazy"')
    expect(html).toContain('srcSet="/images/_r/pages/about/team-480.avif 480w')
    expect(html).toContain('/images/_r/pages/about/team-1600.webp 1600w')
    expect(photoOf(content.singletons.career?.entry, 'en', images)).toBeUndefined()
  })

  it('with a phone crop, gives phones that crop first (art direction), in the page language', async () => {
    const root = contentCopy()
    setPhoto(root, 'home', {
      discriminant: true,
      value: { file: '/images/pages/home/people.jpg', alt: ALT },
    })
    const file = join(root, 'content/pages/home.yaml')
    const { photo, ...entry } = load(readFileSync(file, 'utf8')) as Record<string, unknown>
    writeFileSync(
      file,
      dump({
        photo,
        peoplePhoto: {
          discriminant: true,
          value: { file: '/images/pages/home/people.jpg', phone: '/images/pages/home/people-phone.jpg', alt: ALT },
        },
        ...entry,
      }),
    )
    const content = await readSiteContent(root, pagesOnly)
    const images = await imageManifest(root)
    const people = photoOf(content.singletons.home?.entry, 'en', images, 'peoplePhoto')
    expect(people?.phone).toMatchObject({ src: '/images/pages/home/people-phone.jpg', width: 900, height: 1125 })
    const Section = withPage(People)
    const copy = getPageContent('en', 'home')
    const html = renderToString(
      <Section
        page={{ lang: 'en', path: '/', frame: {} }}
        whyTitle={copy.whyTitle}
        whyLead={copy.whyLead}
        why={copy.why}
        quotes={copy.quotes}
        photo={people}
      />,
    )
    // The phone's sources come first, with the crop's own size; then the photograph's.
    const picture = html.match(/<picture>.*?<\/picture>/)?.[0] ?? ''
    const sources = [...picture.matchAll(/<source [^>]*>/g)].map(([tag]) => tag)
    expect(sources[0]).toContain('media="(max-width: 39.99rem)"')
    expect(sources[0]).toContain('people-phone-')
    expect(sources[0]).toContain('width="900"')
    expect(sources.at(-1)).not.toContain('media=')
    expect(picture).toMatch(/<img [^>]*alt="Three consultants talking at a desk in the Częstochowa office"/)
  })

  it('shows the account lead, portrait, name and role in the page language, only once a name is set', async () => {
    const root = contentCopy()
    const file = join(root, 'content/pages/contact.yaml')
    const lead = {
      name: 'Maria Przykładowa',
      role: { en: 'Head of client partnerships', pl: 'Dyrektorka ds. współpracy z klientami' },
      photo: { discriminant: true, value: { file: '/images/pages/contact/lead.jpg', alt: ALT } },
    }
    writeFileSync(file, dump({ photo: { discriminant: false }, accountLead: lead }))
    const content = await readSiteContent(root, pagesOnly)
    const images = await imageManifest(root)
    const entry = content.singletons.contact?.entry as Record<string, unknown>
    const Next = withPage(ContactNext)
    const html = renderToString(
      <Next page={{ lang: 'pl', path: '/pl/kontakt', frame: {} }} lead={accountLeadOf(entry, 'pl', images)} />,
    )
    expect(html).toContain('Maria Przykładowa')
    expect(html).toContain('Dyrektorka ds. współpracy z\u00a0klientami')
    expect(html).not.toContain('Head of client partnerships')
    expect(html).toMatch(/<img [^>]*alt="Trzy konsultantki rozmawiają przy biurku w\u00a0biurze w\u00a0Częstochowie"/)
    expect(html).toContain('Co będzie dalej')
    // Without a name nothing of the lead shows, portrait or not: the steps are the column.
    writeFileSync(file, dump({ photo: { discriminant: false }, accountLead: { ...lead, name: '' } }))
    const unnamed = (await readSiteContent(root, pagesOnly)).singletons.contact?.entry as Record<string, unknown>
    expect(accountLeadOf(unnamed, 'pl', images)).toBeUndefined()
    const Lead = withPage(AccountLead)
    expect(renderToString(<Lead page={{ lang: 'en', path: '/contact', frame: {} }} />)).toBe('')
    const bare = renderToString(<Next page={{ lang: 'en', path: '/contact', frame: {} }} />)
    expect(bare).not.toContain('<img')
    expect(bare).toContain('What happens next')
  })

  it('shows a client’s logo only on a case study that is no sample', () => {
    const logo = { discriminant: true, value: { file: '/images/case-studies/logos/client.jpg', alt: ALT } }
    return imageManifest(photos).then((images) => {
      expect(clientLogoOf({ sample: true, logo }, 'en', images)).toBeUndefined()
      expect(clientLogoOf({ logo }, 'en', images)).toBeUndefined()
      expect(clientLogoOf({ sample: false, logo }, 'pl', images)).toMatchObject({
        src: '/images/case-studies/logos/client.jpg',
        alt: 'Trzy konsultantki rozmawiają przy biurku w\u00a0biurze w\u00a0Częstochowie',
      })
      expect(clientLogoOf({ sample: false, logo: { discriminant: false } }, 'en', images)).toBeUndefined()
    })
  })

  it('stops the build when its file is not in public/images', () => {
    const entry = { photo: { discriminant: true, value: { file: '/images/pages/about/gone.jpg', alt: ALT } } }
    expect(() => photoOf(entry, 'en', {})).toThrow('/images/pages/about/gone.jpg: no such image in public/images')
  })
})
