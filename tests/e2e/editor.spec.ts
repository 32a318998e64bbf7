import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { FRAME_READY } from '../../app/components/frame/frame-marks.ts'
import { figureName } from '../../app/content/schema/options.ts'
import { href } from '../../app/i18n/href.ts'
import { EDITOR_CONTENT_ROOT, EDITOR_URL } from '../../playwright.config.ts'
import { until } from '../support/until.ts'
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  devices,
  expect,
  type Page,
  saveConsentChoice,
} from './test.ts'

/**
 * The content editor as the marketing team uses it: `npm run dev`, /keystatic, local
 * storage. The dev server edits a copy of content/ (EDITOR_CONTENT_ROOT), never the tree.
 */

// Keystatic's own buttons are in Polish (locale pl-PL); the fields both languages share are
// labelled in both ("Value / Wartość"), the Polish section's fields in Polish.
const SAVE = /^(Zapisz|Save)$/
const CREATE = /^(Utwórz|Create)$/
const ADD = /^(Dodaj|Add)$/

const contentFile = (path: string) => join(EDITOR_CONTENT_ROOT, path)
// A file the editor is writing can be read empty, halfway: that reads as an empty entry.
const readYaml = (path: string) => parse(readFileSync(contentFile(path), 'utf8')) ?? {}

/**
 * A job of the content copy with a salary range, and the range's ends: the salary
 * tests take it from the content, which the recruitment team replaces, rather than naming
 * one. Jobs this spec adds (keys ending in -e2e) are left out.
 */
function aJobWithASalary(): { key: string; file: string; min: number; max: number } {
  const keys = readdirSync(contentFile('content/jobs'))
    .filter((name) => name.endsWith('.yaml') && !name.endsWith('-e2e.yaml'))
    .map((name) => name.slice(0, -'.yaml'.length))
    .sort()
  for (const key of keys) {
    const file = `content/jobs/${key}.yaml`
    const salary = readYaml(file).salary
    const { min, max } = salary?.discriminant === true ? salary.value : {}
    if (typeof min === 'number' && typeof max === 'number') return { key, file, min, max }
  }
  throw new Error('content/jobs has no job with a salary range: the salary tests need one')
}

/**
 * The keys of a collection's entries in the content copy, sorted, the ones this spec adds
 * (keys ending in -e2e) left out: `content/blog/<key>/index.yaml`, `content/case-studies/<key>.yaml`.
 */
function keysIn(folder: 'content/blog' | 'content/case-studies'): string[] {
  return readdirSync(contentFile(folder))
    .filter((name) => !name.includes('-e2e'))
    .map((name) => name.replace(/\.yaml$/, ''))
    .sort()
}
const postFile = (key: string) => `content/blog/${key}/index.yaml`
const caseStudyFile = (key: string) => `content/case-studies/${key}.yaml`

/**
 * A published post of the content copy in both languages: the blog holds the marketing
 * team's samples, which they replace, so the tests that open, refuse, copy or break a post
 * take one from the content rather than naming it.
 */
function aPublishedPost(): string {
  const key = keysIn('content/blog').find((key) => {
    const post = readYaml(postFile(key))
    return post.draft !== true && post.en?.slug && post.pl?.slug
  })
  if (!key) throw new Error('content/blog has no published post in both languages: the post tests need one')
  return key
}

/**
 * A case study of the content copy that reports one of the company's figures (one it may be
 * cited as evidence for), or with `without`, one that does not report that figure.
 */
function aCaseStudy(figure: { reporting: true } | { without: string }): { key: string; figures: string[] } {
  for (const key of keysIn('content/case-studies')) {
    const figures = (readYaml(caseStudyFile(key)).figures ?? []) as string[]
    if ('reporting' in figure ? figures.length > 0 : !figures.includes(figure.without)) return { key, figures }
  }
  throw new Error(
    `content/case-studies has no case study ${'reporting' in figure ? 'reporting a figure' : `without ${figure.without}`}`,
  )
}

/**
 * One browser context for the whole file, each test in a page of its own: the editor on the
 * dev server is some hundreds of modules, and a new context fetched and compiled them all
 * again for every test (15-20 s a test on a busy machine). The tests run in order in one
 * worker and each starts at an address of its own.
 */
const test = base.extend<object, { editorContext: BrowserContext }>({
  editorContext: [
    async ({ browser }, use) => {
      const { defaultBrowserType: _, ...device } = devices['Desktop Chrome']
      const context = await browser.newContext({ ...device, baseURL: EDITOR_URL })
      await saveConsentChoice(context)
      await use(context)
      await context.close()
    },
    { scope: 'worker' },
  ],
  page: async ({ editorContext }, use) => {
    const page = await editorContext.newPage()
    await use(page)
    // The test's page is closed first: the dev server reloads a page whose content file was
    // just saved, and that reload would cut short a navigation made in it.
    await page.close()
    // What a test leaves in the browser stays out of the next: Keystatic keeps drafts of
    // unsaved entries in IndexedDB (and offers to restore them), the site its cookie choice.
    // Cleared from /healthz, a page without the dev server's reloading script.
    const cleanup = await editorContext.newPage()
    await cleanup.goto('/healthz')
    await cleanup.evaluate(async () => {
      const databases = await indexedDB.databases()
      await Promise.all(
        databases.map(
          ({ name }) =>
            new Promise((resolve) => {
              if (!name) return resolve(null)
              const request = indexedDB.deleteDatabase(name)
              request.onsuccess = request.onerror = request.onblocked = resolve
            }),
        ),
      )
      localStorage.clear()
      sessionStorage.clear()
    })
    await cleanup.close()
  },
})

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: EDITOR_URL })

/**
 * Opens an address of the editor. Where the page already runs the editor, by the editor's
 * own router (Keystatic follows `popstate`), as a click in its sidebar would: a full load
 * fetches and runs its hundreds of modules again, the slowest step of this file on the dev
 * server. Otherwise, or from a page of the site, a full load.
 */
async function openEditor(page: Page, path: string) {
  const { pathname } = new URL(page.url())
  if (!/^\/keystatic(\/|$)/.test(pathname) || pathname.startsWith('/keystatic/preview/')) {
    await page.goto(path)
    return
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
}

/**
 * One address of every page type in both languages, slugs read from the content copy: a
 * service and an industry by their keys, which the site's code fixes; a case study and a
 * post, samples the marketing team replaces, the first of the copy.
 */
function everyPageType(): string[] {
  const slugOf = (file: string, lang: 'en' | 'pl') => readYaml(file)[lang].slug as string
  const [caseStudy] = keysIn('content/case-studies')
  if (!caseStudy) throw new Error('content/case-studies is empty: no case study page to load')
  const post = aPublishedPost()
  const paths: string[] = []
  for (const lang of ['en', 'pl'] as const) {
    paths.push(
      ...(
        [
          'home',
          'services',
          'about',
          'ai',
          'career',
          'calculator',
          'contact',
          'blog',
          'caseStudies',
          'privacy',
          'terms',
        ] as const
      ).map((page) => href(page, lang)),
      href('service', lang, { slug: slugOf('content/services/inbound-call-center.yaml', lang) }),
      href('industry', lang, { slug: slugOf('content/industries/energy.yaml', lang) }),
      href('caseStudy', lang, { slug: slugOf(caseStudyFile(caseStudy), lang) }),
      href('blogPost', lang, { slug: slugOf(postFile(post), lang) }),
    )
  }
  return paths
}

/**
 * Every public page type in both languages and the editor answer 200 (after each step that
 * edits). A status is all it asserts: fetched, not loaded in a browser, a few at a time.
 */
async function everyPageAnswers(request: APIRequestContext) {
  const paths = [...everyPageType(), '/keystatic']
  const statuses: Record<string, number> = {}
  const next = async (): Promise<void> => {
    const path = paths.shift()
    if (!path) return
    statuses[path] = (await request.get(path)).status()
    return next()
  }
  await Promise.all([next(), next(), next(), next()])
  expect(Object.entries(statuses).filter(([, status]) => status !== 200)).toEqual([])
}

/** A page's HTML as the server sends it, for what a browser adds nothing to. */
async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return response.text()
}

/** Text as it reads inside a pattern. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Text as a pattern that matches it with Polish no-break spaces too. */
const spaced = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'))

/**
 * The text of each `<h3>` of a page, its inner markup dropped and its spaces (no-break ones
 * included) made plain: headings keep words together in spans, which a pattern on the raw
 * markup would have to know about.
 */
function h3Texts(page: string): string[] {
  return [...page.matchAll(/<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((m) =>
    (m[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  )
}

test('every page type in both languages loads in the dev server without a page or console error', async ({ page }) => {
  test.setTimeout(600_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  for (const path of everyPageType()) {
    // The first visit compiles the page's modules: a slow first answer is the dev server's.
    const response = await page.goto(path, { timeout: 120_000 })
    expect(response?.status(), path).toBe(200)
    // The frame's script ran to its end: it marks the document once the first page is wired.
    await expect(page.locator(`html[${FRAME_READY}]`), path).toHaveCount(1, { timeout: 60_000 })
  }
  expect(errors).toEqual([])
})

test('a Polish service headline changed in the editor is saved to its file and shown on the page', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const headline = `Obsługa infolinii sprawdzona w edytorze ${Date.now()}`
  // What the file holds now (a retry finds the first attempt's headline there).
  const before = readYaml('content/services/inbound-call-center.yaml')
  const saved = before.pl.headline as string
  await page.goto('/keystatic/singleton/service-inbound-call-center')
  const polish = page.getByRole('group', { name: 'Polish (Polski)' })
  // Labels inside the Polish section are Polish.
  const field = polish.getByRole('textbox', { name: 'Nagłówek (h1)' })
  // The first visit to a fresh dev server compiles the editor, and Vite may re-optimise its
  // dependencies (a full reload) on a later one: every first wait for the form allows for it.
  await expect(field).toHaveValue(saved, { timeout: 120_000 })
  await field.fill(headline)
  await page.getByRole('button', { name: SAVE }).click()

  await until(() => readYaml('content/services/inbound-call-center.yaml').pl?.headline === headline)
  // Saving an existing entry says so.
  // After the save's answer, which a busy dev server gives late: it rereads the content first.
  await expect(page.getByRole('status').filter({ hasText: 'Zapisano' })).toBeVisible({ timeout: 120_000 })
  // Only the Polish headline changed: the English one is as it was.
  expect(readYaml('content/services/inbound-call-center.yaml').en.headline).toBe(before.en.headline)

  // Polish pages bind short words to the next with no-break spaces: any space matches.
  const shown = await html(request, href('service', 'pl', { slug: before.pl.slug }))
  expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(shown)?.[1]?.replace(/<[^>]+>/g, '')).toMatch(
    new RegExp(`^${headline.replace(/ /g, '\\s')}$`),
  )
})

/** Structured data of a page's HTML: every JSON-LD block's text. */
function jsonLdOf(page: string): string {
  return [...page.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => m[1]).join('\n')
}

const job = {
  key: 'night-shift-consultant-e2e',
  en: { slug: 'night-shift-consultant', title: 'Night Shift Consultant', department: 'Customer Service' },
  pl: { slug: 'konsultant-nocnej-zmiany', title: 'Konsultant nocnej zmiany', department: 'Obsługa klienta' },
}

test('a job added in both languages appears on both career pages with its JobPosting, and closing it removes it from them but not from its preview', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await page.goto('/keystatic/collection/jobs/create')
  await page.getByRole('textbox', { name: 'Key (file name)' }).fill(job.key, { timeout: 120_000 })
  await page.getByRole('textbox', { name: 'Date posted' }).fill('2026-11-20')
  await page.getByRole('textbox', { name: 'From' }).fill('6200')
  await page.getByRole('textbox', { name: 'To' }).fill('7400')
  const text = {
    en: {
      location: 'Częstochowa',
      description: 'Answer customers of our energy clients at night, when outages and emergencies cannot wait.',
      responsibility: 'Answer phone calls and chats on the night shift',
      requirement: 'Very good Polish and good English',
    },
    pl: {
      location: 'Częstochowa',
      description: 'Odbierają Państwo zgłoszenia klientów firm energetycznych nocą, gdy awarie nie mogą czekać.',
      responsibility: 'Obsługa połączeń i czatów na nocnej zmianie',
      requirement: 'Bardzo dobra znajomość polskiego i dobra angielskiego',
    },
  }
  // The Polish section's labels are Polish.
  const labels = {
    en: {
      slug: 'URL slug',
      title: 'Job title',
      department: 'Department',
      location: 'Location',
      description: 'Description',
      responsibilities: /^Responsibilities/,
      requirements: /^Requirements/,
      item: 'Item',
    },
    pl: {
      slug: 'Adres URL (slug)',
      title: 'Stanowisko',
      department: 'Dział',
      location: 'Miejsce pracy',
      description: 'Opis',
      responsibilities: /^Obowiązki/,
      requirements: /^Wymagania/,
      item: 'Pozycja',
    },
  }
  for (const lang of ['en', 'pl'] as const) {
    const group = page.getByRole('group', { name: lang === 'en' ? 'English' : 'Polish (Polski)', exact: true })
    const label = labels[lang]
    await group.getByRole('textbox', { name: label.slug }).fill(job[lang].slug)
    await group.getByRole('textbox', { name: label.title }).fill(job[lang].title)
    await group.getByRole('textbox', { name: label.department }).fill(job[lang].department)
    await group.getByRole('textbox', { name: label.location }).fill(text[lang].location)
    await group.getByRole('textbox', { name: label.description }).fill(text[lang].description)
    for (const [list, item] of [
      [label.responsibilities, text[lang].responsibility],
      [label.requirements, text[lang].requirement],
    ] as const) {
      await group.getByRole('group', { name: list }).getByRole('button', { name: ADD }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('textbox', { name: label.item }).fill(item)
      await dialog.getByRole('button', { name: ADD }).click()
      await expect(dialog).toHaveCount(0)
    }
  }
  await page.getByRole('button', { name: CREATE }).click()
  // Once the dev server has written the file and answered, which takes long on a busy machine.
  await expect(page).toHaveURL(new RegExp(`/keystatic/collection/jobs/item/${job.key}$`), { timeout: 120_000 })
  const file = `content/jobs/${job.key}.yaml`
  expect(readYaml(file)).toMatchObject({ open: true, en: { title: job.en.title }, pl: { title: job.pl.title } })

  for (const [path, lang] of [
    ['/career', 'en'],
    ['/pl/kariera', 'pl'],
  ] as const) {
    const shown = await html(request, path)
    expect(h3Texts(shown), path).toContain(job[lang].title)
    const data = jsonLdOf(shown)
    expect(data).toContain('"JobPosting"')
    expect(data).toMatch(new RegExp(`"title":"${spaced(job[lang].title).source}"`))
  }

  // Closing the job: untick "Open" and save (the form is still open: the pages were fetched).
  await openEditor(page, `/keystatic/collection/jobs/item/${job.key}`)
  const open = page.getByRole('checkbox', { name: /^Open/ })
  await expect(open).toBeChecked({ timeout: 120_000 })
  await open.uncheck()
  await page.getByRole('button', { name: SAVE }).click()
  await until(() => readYaml(file).open === false)

  for (const [path, lang] of [
    ['/career', 'en'],
    ['/pl/kariera', 'pl'],
  ] as const) {
    const shown = await html(request, path)
    expect(shown).toMatch(/<h1[^>]*>/)
    expect(h3Texts(shown), path).not.toContain(job[lang].title)
    expect(shown, path).not.toMatch(spaced(job[lang].title))
    // Closed, it is still previewed in each language, on its career page, for the editor alone.
    const preview = await request.get(`/api/keystatic/preview/jobs/${job.key}?lang=${lang}`)
    expect(preview.status()).toBe(200)
    expect(preview.url()).toContain(`/keystatic/preview/jobs/${job.key}?lang=${lang}`)
    expect(preview.headers()['x-robots-tag']).toContain('noindex')
    const previewed = await preview.text()
    expect(previewed).toContain(`<html lang="${lang}"`)
    expect(previewed).toMatch(/<meta name="robots" content="noindex/)
    expect(h3Texts(previewed), lang).toContain(job[lang].title)
  }
})

test('renaming a published Polish slug in the editor leaves a 301 from the old address', async ({ page, request }) => {
  test.setTimeout(240_000)
  // The slugs the copy holds now (published: the ledger has them), and a new Polish one.
  const file = 'content/services/back-office.yaml'
  const before = readYaml(file)
  const renamed = `${before.pl.slug}-nowy`
  await page.goto('/keystatic/singleton/service-back-office')
  const slug = page.getByRole('group', { name: 'Polish (Polski)' }).getByRole('textbox', { name: 'Adres URL (slug)' })
  await expect(slug).toHaveValue(before.pl.slug, { timeout: 120_000 })
  await slug.fill(renamed)
  await page.getByRole('button', { name: SAVE }).click()
  await until(() => readYaml(file).pl?.slug === renamed)

  const moved = await request.get(href('service', 'pl', { slug: before.pl.slug }), { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers().location).toBe(href('service', 'pl', { slug: renamed }))
  expect((await request.get(href('service', 'pl', { slug: renamed }))).status()).toBe(200)
  // The English address did not change.
  const english = href('service', 'en', { slug: before.en.slug })
  expect((await request.get(english, { maxRedirects: 0 })).status()).toBe(200)
})

// The mistakes that used to take the site and the editor down: each is refused before a
// save with the field's message, or the site answers a plain page naming the problem.

test('a salary whose "To" is below its "From" is refused under the field, and leaving the entry with unsaved changes asks first', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const { key, file, min } = aJobWithASalary()
  const before = readFileSync(contentFile(file), 'utf8')
  await page.goto(`/keystatic/collection/jobs/item/${key}`)
  const from = page.getByRole('textbox', { name: /^From/ })
  await expect(from).toHaveValue(String(min), { timeout: 120_000 })
  await from.fill(String(min + 2000))
  await page.getByRole('textbox', { name: /^To/ }).fill(String(min))
  await page.getByRole('button', { name: SAVE }).click()
  const stale = page.getByRole('alert').filter({ hasText: `"To" must be at least "From" (${min + 2000})` })
  await expect(stale).toBeVisible()
  // Keystatic refuses a save in the page, before any request: the file is as it was.
  expect(readFileSync(contentFile(file), 'utf8')).toBe(before)
  // Corrected, the message goes at once, not only after the next save.
  await from.fill(String(Math.floor(min / 2)))
  // The number field takes its value when the person moves on.
  await from.press('Tab')
  await expect(stale).toHaveCount(0)
  await expect(page.getByRole('alert').filter({ hasText: '„Do” nie może być mniejsze' })).toHaveCount(0)

  // Leaving the entry with these changes unsaved asks first. A link inside the editor: our
  // question, in Polish; cancelled, the page stays.
  const asked = page.waitForEvent('dialog')
  // The click returns once the question is answered.
  const clicked = page.getByRole('link', { name: /Blog posts/ }).click()
  const question = await asked
  expect(question.message()).toBe('Masz niezapisane zmiany. Opuścić stronę bez zapisywania?')
  await question.dismiss()
  await clicked
  await expect(page).toHaveURL(new RegExp(`/jobs/item/${key}$`))
  // Closing or reloading the tab: the browser's own question (beforeunload).
  const unload = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const dialog = await unload
  expect(dialog.type()).toBe('beforeunload')
  await dialog.accept()
  // Nothing was saved on the way.
  expect(readFileSync(contentFile(file), 'utf8')).toBe(before)
})

test('a service, an industry and a page offer no Delete; a post does; a refused save shows its summary at the top, in Polish and in English, each line leading to its field', async ({
  page,
  request,
}) => {
  // Five entries of the editor, each a first visit to its form on the dev server.
  test.setTimeout(600_000)
  const deleteButton = page.getByRole('button', { name: /^(Usuń wpis|Delete entry)/ })
  for (const [path, heading] of [
    ['/keystatic/singleton/service-crisis-hotline', /Infolinia kryzysowa/],
    ['/keystatic/singleton/industry-energy', /Energetyka i media/],
    ['/keystatic/singleton/home', /Home/],
  ] as const) {
    await openEditor(page, path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 120_000 })
    // The form has loaded: its Save button is there.
    await expect(page.getByRole('button', { name: SAVE })).toBeVisible({ timeout: 120_000 })
    await expect(deleteButton, path).toHaveCount(0)
  }
  // The control: an entry the site can lose has its Delete, in Polish.
  const post = aPublishedPost()
  await openEditor(page, `/keystatic/collection/posts/item/${post}`)
  // Reached by the editor's router, the page's Save button is there all along: the post's
  // own form is there once its Delete is.
  await expect(deleteButton).toHaveCount(1, { timeout: 120_000 })

  // A refused save of a post (reached by the editor's router as the entries above).
  const file = postFile(post)
  const before = readFileSync(contentFile(file), 'utf8')
  const summary = await refuseAPost(page, post)
  await expect(summary).toBeInViewport()
  await expect(summary.getByRole('heading')).toHaveText('Nie zapisano: popraw 1 pole')
  await expect(summary).toContainText('„Title”: co najmniej 10 znaków')
  await summary.getByRole('link', { name: 'English › Title' }).click()
  await expect(
    page.getByRole('group', { name: 'English', exact: true }).getByRole('textbox', { name: /^Title/ }),
  ).toBeFocused()
  // Fixing the field clears the summary.
  await page.keyboard.type('A title long enough to be saved')
  await expect(summary).toHaveCount(0)
  expect(readFileSync(contentFile(file), 'utf8')).toBe(before)

  // The same in the English interface.
  await openEditor(page, '/keystatic')
  await chooseEditorLanguage(page, 'English')
  const english = await refuseAPost(page, post)
  await expect(english).toBeInViewport()
  await expect(english.getByRole('heading')).toHaveText('Not saved: fix 1 field')
  await expect(english).toContainText('Title must be at least 10 characters long')
  await openEditor(page, '/keystatic')
  await chooseEditorLanguage(page, 'Polski')
  expect(readFileSync(contentFile(file), 'utf8')).toBe(before)
  await everyPageAnswers(request)
})

test('a case study the company facts cite cannot be deleted: the refusal names what cites it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  // A sample case study is cited by no figure: here one of the copy's that reports a figure
  // is the company's own and that figure cites it, as after launch.
  const company = 'content/company.yaml'
  const { key, figures } = aCaseStudy({ reporting: true })
  const [figure] = figures
  const study = caseStudyFile(key)
  const kept = { company: readFileSync(contentFile(company), 'utf8'), study: readFileSync(contentFile(study), 'utf8') }
  const citing = new RegExp(`(\\n {2}${figure}:\\n(?: {4}.*\\n)*? {6}caseStudy: ).*`)
  expect(kept.company, `content/company.yaml: figures.${figure} has no evidence.caseStudy`).toMatch(citing)
  writeFileSync(contentFile(study), kept.study.replace(/^sample: true$/m, 'sample: false'))
  writeFileSync(contentFile(company), kept.company.replace(citing, `$1${key}`))
  try {
    await page.goto(`/keystatic/collection/caseStudies/item/${key}`)
    await page.getByRole('button', { name: /^(Usuń wpis|Delete entry)/ }).click({ timeout: 120_000 })
    await page.getByRole('button', { name: /^(Tak, usuń|Yes, delete)$/ }).click()
    // The server's refusal, which a busy dev server gives late.
    await expect(page.getByText(`cytuje: content/company.yaml › figures.${figure}`, { exact: false })).toBeVisible({
      timeout: 60_000,
    })
    expect(existsSync(contentFile(study))).toBe(true)
    await everyPageAnswers(request)
  } finally {
    writeFileSync(contentFile(study), kept.study)
    writeFileSync(contentFile(company), kept.company)
  }
})

/**
 * Switches the editor's interface language, which reloads the page. Waits first for the
 * dashboard to replace the entry left with unsaved changes (the editor's router renders it a
 * moment after the address changes): from that entry the reload would ask to leave, and be
 * refused. Then waits for the reload itself, as the radio stays unticked until it is done.
 */
async function chooseEditorLanguage(page: Page, name: 'English' | 'Polski') {
  await expect(page.getByRole('button', { name: SAVE })).toHaveCount(0, { timeout: 120_000 })
  await expect(page.getByText(/^(Unsaved|Niezapisane)$/)).toHaveCount(0)
  const radio = page.getByRole('radio', { name })
  const reloaded = page.waitForEvent('load', { timeout: 120_000 })
  await radio.click()
  await reloaded
  await expect(radio).toBeChecked({ timeout: 120_000 })
}

/** Empties the English title of a post and presses Save: the summary of the refusal. */
async function refuseAPost(page: Page, post: string) {
  await openEditor(page, `/keystatic/collection/posts/item/${post}`)
  const title = page.getByRole('group', { name: 'English', exact: true }).getByRole('textbox', { name: /^Title/ })
  await expect(title).toHaveValue(/\S/, { timeout: 120_000 })
  await title.fill('')
  // The person was working far below, in the Polish article.
  await page.getByRole('group', { name: 'Polish (Polski)' }).locator('[contenteditable="true"]').first().click()
  await page.getByRole('button', { name: SAVE }).click()
  return page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 2 }) })
}

test('Duplicate makes a draft, previewed in Polish and in English but not public', async ({ page, request }) => {
  test.setTimeout(300_000)
  const original = aPublishedPost()
  const key = `${original}-copy-e2e`
  await page.goto(`/keystatic/collection/posts/item/${original}`)
  await page.getByRole('button', { name: /^(Duplikuj wpis|Duplicate entry)/ }).click({ timeout: 120_000 })
  await expect(page).toHaveURL(new RegExp(`/create\\?duplicate=${original}`))
  await expect(page.getByRole('checkbox', { name: /^Draft/ })).toBeChecked({ timeout: 120_000 })
  const english = page.getByRole('group', { name: 'English', exact: true })
  const polish = page.getByRole('group', { name: 'Polish (Polski)' })
  await expect(english.getByRole('textbox', { name: 'URL slug' })).toHaveValue('')
  await expect(polish.getByRole('textbox', { name: 'Adres URL (slug)' })).toHaveValue('')
  await page.getByRole('textbox', { name: /^Key/ }).fill(key)
  await english.getByRole('textbox', { name: 'URL slug' }).fill('copy-draft-e2e')
  await polish.getByRole('textbox', { name: 'Adres URL (slug)' }).fill('kopia-szkic-e2e')
  const title = { en: 'Draft copy: a post duplicated in the editor', pl: 'Szkic kopii: wpis powielony w edytorze' }
  await english.getByRole('textbox', { name: /^Title/ }).fill(title.en)
  await polish.getByRole('textbox', { name: /^Tytuł/ }).fill(title.pl)
  await page.getByRole('button', { name: CREATE }).click()
  await expect(page).toHaveURL(new RegExp(`/keystatic/collection/posts/item/${key}$`), { timeout: 120_000 })
  expect(readYaml(`content/blog/${key}/index.yaml`).draft).toBe(true)

  // Not public: neither its page nor the blog list.
  await until(async () => (await request.get('/blog')).status() === 200)
  expect((await request.get(href('blogPost', 'en', { slug: 'copy-draft-e2e' }))).status()).toBe(404)
  expect(await (await request.get('/pl/blog')).text()).not.toContain(title.pl.split(':')[0])
  // A draft's slugs stay out of the ledger of published addresses: deleted before it is
  // published, it leaves nothing behind there.
  expect(Object.keys(JSON.parse(readFileSync(contentFile('content/published-slugs.json'), 'utf8')))).not.toContain(
    `posts/${key}`,
  )

  // Preview, from the editor, in the language of the section last edited.
  await openEditor(page, `/keystatic/collection/posts/item/${key}`)
  await expect(polish.getByRole('textbox', { name: /^Tytuł/ })).toHaveValue(title.pl, { timeout: 120_000 })
  await polish.getByRole('textbox', { name: /^Tytuł/ }).focus()
  const opened = page.waitForEvent('popup')
  // Keystatic's action is a link drawn as a button.
  await page.getByRole('button', { name: /^(Podgląd|Preview)$/ }).click()
  const preview = await opened
  await preview.waitForLoadState()
  await expect(preview).toHaveURL(new RegExp(`/keystatic/preview/posts/${key}\\?lang=pl$`))
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(new RegExp(title.pl.replace(/ /g, '\\s')))
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await preview.close()
  for (const lang of ['en', 'pl'] as const) {
    const response = await request.get(`/api/keystatic/preview/posts/${key}?lang=${lang}`)
    expect(response.status()).toBe(200)
    expect(response.headers()['x-robots-tag']).toContain('noindex')
    expect(await response.text()).toContain(`<html lang="${lang}"`)
  }
  await everyPageAnswers(request)
})

test('a figure is chosen by its name and value, and one citing an unrelated case study is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  // A case study of the copy that does not report the AI-agents figure (one of the company's
  // claims) is made the company's own, so that the refusal is for the metric it does not report.
  const company = 'content/company.yaml'
  const { key } = aCaseStudy({ without: 'aiAgents' })
  const study = caseStudyFile(key)
  const kept = { company: readFileSync(contentFile(company), 'utf8'), study: readFileSync(contentFile(study), 'utf8') }
  writeFileSync(contentFile(study), kept.study.replace(/^sample: true$/m, 'sample: false'))
  try {
    await page.goto('/keystatic/singleton/company')
    // Each figure is a group named by what the pages call it, in both languages, with its value.
    const figure = page.getByRole('group', { name: new RegExp(`^${escaped(figureName('aiAgents'))}`) })
    await expect(figure.getByRole('textbox', { name: 'Value / Wartość' })).toHaveValue(
      String(readYaml(company).figures.aiAgents.value),
      { timeout: 120_000 },
    )
    const caseStudy = figure.getByRole('combobox', { name: /^Case study that proves it/ })
    // Keystatic's combobox fills its list of case studies after the first keystrokes; on a
    // busy machine a click can land on an option the list is still replacing and select
    // nothing. The choice is made again until the field holds it (the assertion that
    // matters, the refusal, follows once).
    await expect(async () => {
      await caseStudy.fill(key)
      await page.getByRole('option', { name: new RegExp(escaped(key)) }).click({ timeout: 10_000 })
      await expect(caseStudy).toHaveValue(new RegExp(escaped(key)), { timeout: 2_000 })
    }).toPass({ timeout: 60_000 })
    await page.getByRole('button', { name: SAVE }).click()
    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(summary).toBeInViewport()
    await expect(summary.getByRole('heading')).toHaveText('Nie zapisano: popraw 1 pole')
    await expect(summary).toContainText(`„${key}” nie podaje tej miary`)
    // Refused in the page, before any request: the company facts are as they were.
    expect(readFileSync(contentFile(company), 'utf8')).toBe(kept.company)
  } finally {
    writeFileSync(contentFile(study), kept.study)
    writeFileSync(contentFile(company), kept.company)
  }
  await everyPageAnswers(request)
})

test('the editor is not for search engines, and its launch list, in Polish, links each line to the entry that fixes it; a duplicated case study starts without the original slugs and figures; a new post starts as a draft, and an emptied Polish article is refused', async ({
  page,
  request,
}) => {
  // Three entries, each a first visit to its form on the dev server.
  test.setTimeout(600_000)
  const response = await page.goto('/keystatic')
  expect(response?.headers()['x-robots-tag']).toContain('noindex')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  // The editor renders alone: no site header, footer or cookie banner over it.
  await expect(page.locator('.site-header')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Panel' })).toBeVisible({ timeout: 120_000 })

  await page.getByRole('button', { name: 'Gotowe do startu?' }).click()
  const list = page.getByRole('region', { name: 'Gotowe do startu' })
  // The list comes from the server, which a busy dev server answers late.
  await expect(list).toContainText(/Do zmiany przed startem: \d+/, { timeout: 60_000 })
  // Each line in Polish, from the same rules and messages as `npm run check:launch`.
  const nip = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Dane firmy › NIP' }) })
  await expect(nip).toContainText('ma zły format albo cyfrę kontrolną')
  await expect(list).not.toContainText('is marked sample')
  await nip.getByRole('link').click()
  await expect(page).toHaveURL(/\/keystatic\/singleton\/company$/)
  await page.getByRole('button', { name: 'Gotowe do startu?' }).click()
  const caseStudy = list.getByRole('link', { name: /^Realizacja: / }).first()
  await caseStudy.click()
  await expect(page).toHaveURL(/\/keystatic\/collection\/caseStudies\/item\/[a-z0-9-]+$/)
  await everyPageAnswers(request)

  // A duplicated case study starts without the original slugs and figures.
  const original = aCaseStudy({ reporting: true })
  await openEditor(page, `/keystatic/collection/caseStudies/create?duplicate=${original.key}`)
  const english = page.getByRole('group', { name: 'English', exact: true })
  await expect(english.getByRole('textbox', { name: /^Title \(h1\)/ })).toHaveValue(/\S/, { timeout: 120_000 })
  await expect(english.getByRole('textbox', { name: 'URL slug' })).toHaveValue('')
  await expect(
    page.getByRole('group', { name: 'Polish (Polski)' }).getByRole('textbox', { name: 'Adres URL (slug)' }),
  ).toHaveValue('')
  // The original's figures, offered by their names, are not ticked on the copy: two case
  // studies cannot both report one figure.
  for (const key of original.figures) {
    const metric = page.getByRole('checkbox', {
      name: new RegExp(`^${escaped(figureName(key as Parameters<typeof figureName>[0]))}`),
    })
    await expect(metric).toHaveCount(1)
    await expect(metric).not.toBeChecked()
  }

  // A new post starts as a draft, and an emptied Polish article is refused.
  await openEditor(page, '/keystatic/collection/posts/create')
  await expect(page.getByRole('checkbox', { name: /^Draft/ })).toBeChecked({ timeout: 120_000 })

  const post = aPublishedPost()
  const file = `content/blog/${post}/pl/body.md`
  const before = readFileSync(contentFile(file), 'utf8')
  await openEditor(page, `/keystatic/collection/posts/item/${post}`)
  const article = page.getByRole('group', { name: 'Polish (Polski)' }).locator('[contenteditable="true"]').first()
  await expect(article).toContainText(/\S/, { timeout: 120_000 })
  await article.click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Delete')
  await page.getByRole('button', { name: SAVE }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'The Polish article is empty' })).toBeVisible()
  expect(readFileSync(contentFile(file), 'utf8')).toBe(before)
})

test('content broken outside the editor shows on every page type the file, field and language with a link to the entry', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000)
  const { key, file: job, max } = aJobWithASalary()
  const post = aPublishedPost()
  const body = `content/blog/${post}/pl/body.md`
  const kept = { job: readFileSync(contentFile(job), 'utf8'), body: readFileSync(contentFile(body), 'utf8') }
  // As a merge or a hand edit would leave them: a salary whose "From" is above its "To",
  // and an empty Polish article.
  writeFileSync(contentFile(job), kept.job.replace(/min: \d+/, `min: ${max + 1000}`))
  writeFileSync(contentFile(body), '')
  try {
    await until(async () => (await request.get('/career')).status() === 500)
    for (const path of everyPageType()) {
      // The client router's fetch (Accept: */*) and a browser's navigation get the same page.
      const fetched = await request.get(path)
      expect(fetched.status(), path).toBe(500)
      expect(await fetched.text(), path).toContain(job)
    }
    for (const path of ['/career', '/pl/blog']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Content needs fixing/)
      const jobProblem = page.getByRole('listitem').filter({ hasText: job })
      await expect(jobProblem).toContainText('salary.max')
      await expect(jobProblem.getByRole('link', { name: /Otwórz w edytorze/ })).toHaveAttribute(
        'href',
        `/keystatic/collection/jobs/item/${key}`,
      )
      const bodyProblem = page.getByRole('listitem').filter({ hasText: `content/blog/${post}/` })
      await expect(bodyProblem).toContainText('pl.body')
      await expect(bodyProblem).toContainText('Polish / polski')
      await expect(bodyProblem.getByRole('link', { name: /Otwórz w edytorze/ })).toHaveAttribute(
        'href',
        `/keystatic/collection/posts/item/${post}`,
      )
    }
    expect((await request.get('/keystatic')).status()).toBe(200)
  } finally {
    writeFileSync(contentFile(job), kept.job)
    writeFileSync(contentFile(body), kept.body)
  }
  await until(async () => (await request.get('/career')).status() === 200)
  await everyPageAnswers(request)
})

test('with a service file deleted, pages name the problem and the editor stays up', async ({ page, request }) => {
  test.setTimeout(240_000)
  const file = contentFile('content/services/omnichannel.yaml')
  renameSync(file, `${file}.away`)
  try {
    await until(async () => (await request.get('/career')).status() === 500)
    const response = await page.goto('/career')
    expect(response?.status()).toBe(500)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Content needs fixing/)
    await expect(page.getByText('content/services/omnichannel.yaml', { exact: true })).toBeVisible()
    await expect(page.getByText(/Language \/ Język: both languages/)).toBeVisible()
    await expect(page.getByRole('link', { name: /Open in the editor/ })).toHaveAttribute(
      'href',
      '/keystatic/singleton/service-omnichannel',
    )
    // The remedy is named where the person reads the problem.
    await expect(page.getByText(/git checkout HEAD -- content\/services\/omnichannel\.yaml/)).toBeVisible()
    const editor = await page.goto('/keystatic')
    expect(editor?.status()).toBe(200)
    await expect(page.getByRole('link', { name: 'Panel' })).toBeVisible({ timeout: 120_000 })
    expect((await request.get('/api/keystatic/tree')).status()).toBeLessThan(500)
  } finally {
    renameSync(`${file}.away`, file)
  }
  await until(async () => (await request.get('/career')).status() === 200)
})
