import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic'
import { EDITOR_API_ROOT, EDITOR_ROOT } from '../../../server/build-contract.ts'
import { type EditorStorage, editorConfig } from '../../content/keystatic.config.ts'
import { type FigureKey, figureNameIn } from '../../content/schema/options.ts'
import { env } from '../env.server.ts'
import { type DeletableContent, deletionRefusal } from './editor-deletions.server.ts'
import { editorToken, requestReview } from './review-request.server.ts'
import { takenIndex } from './taken-index.server.ts'

/**
 * Where the content editor saves, or null when this server has no editor.
 * `npm run dev`: the working tree. A built server: GitHub, and only when the four
 * KEYSTATIC_* variables are set; a production server never writes content files.
 */
export function editorStorage(): EditorStorage | null {
  if (import.meta.env.DEV) return { kind: 'local' }
  const { KEYSTATIC_GITHUB_REPO } = env()
  return KEYSTATIC_GITHUB_REPO ? { kind: 'github', repo: KEYSTATIC_GITHUB_REPO as `${string}/${string}` } : null
}

let handler: ReturnType<typeof makeGenericAPIRouteHandler> | undefined

const PREVIEW = `${EDITOR_API_ROOT}/preview/`
const LAUNCH = `${EDITOR_API_ROOT}/launch`
/**
 * The "Preview" link of an entry in the editor (Keystatic's previewUrl, which knows the
 * entry's key): the entry's preview page in the language asked for (the editor adds the
 * language of the section last edited), app/routes/editor-preview.astro.
 */
function preview(request: Request): Response {
  const url = new URL(request.url)
  const [collection = '', key = ''] = url.pathname.slice(PREVIEW.length).split('/')
  const lang = url.searchParams.get('lang') === 'pl' ? 'pl' : 'en'
  return new Response(null, {
    status: 302,
    headers: {
      Location: `${EDITOR_ROOT}/preview/${collection}/${key}?lang=${lang}`,
      'X-Robots-Tag': 'noindex, nofollow',
      'Cache-Control': 'no-store',
    },
  })
}

type Both = { en: string; pl: string }

/** The company facts' parts as the editor's form names them. */
const FACTS: Record<string, Both> = {
  'registry.krs': { en: 'KRS', pl: 'KRS' },
  'registry.nip': { en: 'NIP', pl: 'NIP' },
  'registry.regon': { en: 'REGON', pl: 'REGON' },
  'registry.sample': { en: 'Registry data', pl: 'Dane rejestrowe' },
  shareCapitalPln: { en: 'Share capital', pl: 'Kapitał zakładowy' },
  address: { en: 'Address', pl: 'Adres' },
  phone: { en: 'Phone', pl: 'Telefon' },
  foundedYear: { en: 'Founding year', pl: 'Rok założenia' },
  dataProtectionOfficer: { en: 'Data protection officer', pl: 'Inspektor ochrony danych' },
  recipients: { en: 'Recipients of personal data', pl: 'Odbiorcy danych osobowych' },
  figures: { en: 'Figures', pl: 'Liczby' },
  testimonials: { en: 'Testimonials', pl: 'Opinie klientów' },
}

/** The recipients the privacy policy names, as the form calls them. */
const RECIPIENTS: Record<string, Both> = {
  crm: { en: 'CRM or automation tool', pl: 'CRM lub narzędzie automatyzacji' },
  calendar: { en: 'Calendar provider', pl: 'Dostawca kalendarza' },
  voiceAi: { en: 'Voice AI provider', pl: 'Dostawca głosowej AI' },
}

/** An entry's title in one language, where it has one: the content is read untyped here. */
function titleIn(entry: unknown, lang: 'en' | 'pl'): string | undefined {
  const copy: unknown = typeof entry === 'object' && entry !== null ? Reflect.get(entry, lang) : undefined
  const title: unknown = typeof copy === 'object' && copy !== null ? Reflect.get(copy, 'title') : undefined
  return typeof title === 'string' ? title : undefined
}

/**
 * Where in the editor a launch-check line is fixed, and that place's name in both
 * languages: its entry (a case study, a blog post, the about page, the company facts and the part of
 * them), or no link for a setting of the server, which a developer makes.
 */
function launchEntry(
  key: string,
  content: {
    collections: {
      caseStudies?: readonly { key: string; entry: unknown }[]
      posts?: readonly { key: string; entry: unknown }[]
    }
  },
) {
  const [first = '', second = '', third = ''] = key.split('.')
  const at = (editor: string | null, en: string, pl: string) => ({ editor, where: { en, pl } })
  if (first === 'env') return at(null, `Server setting ${second}`, `Ustawienie serwera ${second}`)
  if (first === 'caseStudies' || first === 'posts') {
    const entry = content.collections[first]?.find((c) => c.key === second)?.entry
    const [en, pl] = first === 'posts' ? ['Blog post', 'Wpis na blogu'] : ['Case study', 'Realizacja']
    return at(
      `${EDITOR_ROOT}/collection/${first}/item/${encodeURIComponent(second)}`,
      `${en}: ${titleIn(entry, 'en') ?? second}`,
      `${pl}: ${titleIn(entry, 'pl') ?? second}`,
    )
  }
  if (first === 'pages' && second === 'about' && third === 'storySample')
    return at(`${EDITOR_ROOT}/singleton/about`, 'About page › Story', 'O nas › Historia')
  // The registry, the address, the figures, the testimonials: the company facts.
  const part = FACTS[key] ?? FACTS[first]
  const named = (lang: 'en' | 'pl') => {
    const base = lang === 'en' ? 'Company facts' : 'Dane firmy'
    if (!part) return base
    const detail =
      first === 'figures' && second
        ? ` › ${figureNameIn(second as FigureKey, lang)}`
        : first === 'recipients'
          ? ` › ${RECIPIENTS[second]?.[lang] ?? second}`
          : first === 'testimonials'
            ? ` › ${second}`
            : ''
    return `${base} › ${part[lang]}${detail}`
  }
  return at(`${EDITOR_ROOT}/singleton/company`, named('en'), named('pl'))
}

/**
 * The list `npm run check:launch` prints (scripts/check-launch.ts, the same rules and
 * messages, app/content/launch-check.ts), on the content this server has: the working tree in
 * development, the deployed site in production; each line with both languages of its
 * message and of the place in the editor that fixes it.
 */
async function launchList(): Promise<Response> {
  // Loaded here: a content file the editor just broke must not take the editor down with it.
  const [{ default: content }, { launchCheckOf }] = await Promise.all([
    import('virtual:site-content'),
    import('../../content/launch-check.ts'),
  ])
  // The settings as the command reads them: this process's environment.
  const { GTM_ID, SITE_URL, LEAD_WEBHOOK_URL, BOOKING_CALDAV_URL } = process.env
  const items = launchCheckOf(content, { GTM_ID, SITE_URL, LEAD_WEBHOOK_URL, BOOKING_CALDAV_URL }) ?? []
  return Response.json(
    items.map((item) => ({ ...item, ...launchEntry(item.key, content) })),
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

const REVIEW = `${EDITOR_API_ROOT}/request-review`

const CAN_DELETE = `${EDITOR_API_ROOT}/can-delete`

/** The content the site has now: the working tree in development, the deployed bundle in production. */
async function siteContent(): Promise<DeletableContent> {
  // Loaded here: a content file the editor just broke must not take the editor down with it.
  return (await import('virtual:site-content')).default
}

/** Keystatic's request deleting entries (local storage): the file paths it deletes, or null. */
async function deletedPaths(request: Request): Promise<string[] | null> {
  const { pathname } = new URL(request.url)
  if (pathname !== `${EDITOR_API_ROOT}/update` || request.method !== 'POST') return null
  try {
    const body = (await request.clone().json()) as { additions?: unknown[]; deletions?: { path?: unknown }[] }
    if (body.additions?.length || !body.deletions?.length) return null
    return body.deletions.map(({ path }) => String(path))
  } catch {
    return null
  }
}

const TAKEN = `${EDITOR_API_ROOT}/taken`

/** Keystatic's API (its file and GitHub sign-in endpoints) for /api/keystatic/*. */
export async function editorApi(request: Request): Promise<Response> {
  const storage = editorStorage()
  if (!storage) return new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  const { pathname } = new URL(request.url)
  if (pathname.startsWith(PREVIEW)) return preview(request)
  if (pathname === LAUNCH) return launchList()
  if (pathname === REVIEW && request.method === 'POST') {
    // Only the GitHub editor saves to branches; only a signed-in editor may ask.
    const token = storage.kind === 'github' ? editorToken(request) : null
    if (storage.kind !== 'github' || !token) return new Response('Not Found\n', { status: 404 })
    const branch = ((await request.json().catch(() => ({}))) as { branch?: unknown }).branch
    return Response.json(await requestReview(storage.repo, token, String(branch ?? '')), {
      headers: { 'Cache-Control': 'no-store' },
    })
  }
  if (pathname === CAN_DELETE && request.method === 'POST') {
    // The GitHub editor deletes through GitHub's API from the browser: it asks here first.
    const paths = ((await request.json().catch(() => ({}))) as { paths?: unknown }).paths
    const refusal = Array.isArray(paths) ? deletionRefusal(paths.map(String), await siteContent()) : null
    return Response.json({ refusal }, { headers: { 'Cache-Control': 'no-store' } })
  }
  const deleting = storage.kind === 'local' ? await deletedPaths(request) : null
  if (deleting) {
    const refusal = deletionRefusal(deleting, await siteContent())
    // Keystatic shows the answer's text above the form.
    if (refusal) return new Response(refusal, { status: 409, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  if (pathname === TAKEN)
    // A GitHub-backed editor has no working tree here: CI checks uniqueness on the pull request.
    return Response.json(storage.kind === 'local' ? takenIndex(env().CONTENT_ROOT ?? process.cwd()) : {}, {
      headers: { 'Cache-Control': 'no-store' },
    })
  const settings = env()
  handler ??= makeGenericAPIRouteHandler({
    config: editorConfig(storage),
    // The dev server may read its content from a copy (CONTENT_ROOT, integrations/content/content-plugin.ts).
    localBaseDirectory: storage.kind === 'local' ? settings.CONTENT_ROOT : undefined,
    clientId: settings.KEYSTATIC_GITHUB_CLIENT_ID,
    clientSecret: settings.KEYSTATIC_GITHUB_CLIENT_SECRET,
    secret: settings.KEYSTATIC_SECRET,
  })
  const { status, headers, body } = await handler(request)
  const out = new Headers(headers as HeadersInit | undefined)
  out.set('X-Robots-Tag', 'noindex, nofollow')
  out.set('Cache-Control', 'no-store')
  return new Response(body as BodyInit | null, { status: status ?? 200, headers: out })
}
