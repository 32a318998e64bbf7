import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sampleAiConversation } from '../components/ai/sample-ai-conversation.ts'
import { AiIntentRouting } from '../components/visuals/ai-intent-routing.tsx'
import { CareerPaths } from '../components/visuals/career-paths.tsx'
import { ContactCentreFloor } from '../components/visuals/contact-centre-floor.tsx'
import { FirstWeeksPath } from '../components/visuals/first-weeks-path.tsx'
import { industryVisuals } from '../components/visuals/industry-visual.tsx'
import { renderVisual } from '../components/visuals/render-visual.tsx'
import { serviceVisuals } from '../components/visuals/service-visual.tsx'
import { ServicesHub } from '../components/visuals/services-hub.tsx'
import { readPosts } from '../content/blog.server.ts'
import { listCaseStudies } from '../content/case-studies.server.ts'
import { listIndustries } from '../content/industries.server.ts'
import { readJobs } from '../content/jobs.server.ts'
import { getLegalDoc } from '../content/legal.server.ts'
import { getPageContent } from '../content/pages.server.ts'
import { listServices } from '../content/services.server.ts'
import { bookingCopy } from '../lib/booking/booking-text.ts'
import type { MessageKey } from './en.ts'
import { pl } from './pl.ts'

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
/**
 * Second-person plural ("wy"): addressing the company or the reader as a group. No screen
 * uses it: a buyer is "Państwo", and a question in an FAQ, asked in the buyer's voice,
 * names the supplier ("konsultanci Vocalis") or goes impersonal ("Jak mierzona jest…").
 * The pronouns are listed; the verbs are caught by their endings, so a new "obsłużycie"
 * fails without anyone adding it, and the nouns and adverbs with those endings are listed
 * below instead (add one when a new noun trips the test).
 */
const WY_PRONOUNS = [
  'wy',
  'was',
  'wam',
  'wami',
  'wasz',
  'wasza',
  'wasze',
  'waszego',
  'waszej',
  'waszemu',
  'waszym',
  'waszych',
  'waszą',
  'wasi',
  'waszymi',
]
const WY_VERB =
  /(?<!\p{L})(\p{L}+(?:ecie|icie|ycie|acie|aliście|iliście|yliście|eliście|łyście)|\p{L}+[^aeiouyąęó\s]cie)(?!\p{L})/giu
/** Nouns, adverbs and numerals of Polish copy that end like a "wy" verb. */
const NOT_WY = new Set(
  `kontakcie szczycie czacie wsparcie trakcie życie starcie wzroście projekcie ofercie formacie wizycie
  przyjęcie podejście momencie podjęcie wszczęcie wreszcie wejście raporcie przejęcie otwarcie całkowicie
  zawarcie zamknięcie wypłacie wyczucie teście studencie segmencie samopoczucie rzeczywiście przejście
  produkcie poczucie opłacie liście limicie kredycie komplecie kliencie karcie incydencie usunięcie piętnaście
  kilkanaście domknięcie dwanaście jedenaście trzynaście czternaście szesnaście siedemnaście osiemnaście
  dziewiętnaście świecie budżecie pakiecie temacie certyfikacie mandacie skrypcie kontrakcie należycie
  obficie znakomicie ujęcie pojęcie zajęcie objęcie odcięcie wycięcie zdjęcie mieście przedsięwzięcie
  wyjście dojście zejście nadejście wzięcie użycie odczucie przeczucie pokrycie odkrycie ukrycie pobycie
  zbycie przeżycie spożycie wykrycie`.split(/\s+/),
)
const wyMatch = (text: string): string | undefined => {
  const pronoun = new RegExp(`(?<!\\p{L})(${WY_PRONOUNS.join('|')})(?!\\p{L})`, 'iu').exec(text)?.[0]
  if (pronoun) return pronoun
  return [...text.matchAll(WY_VERB)].map((m) => m[0]).find((word) => !NOT_WY.has(word.toLowerCase()))
}
/** The same test as a RegExp-like object, for `offending`. */
const WY = {
  test: (text: string) => wyMatch(text) !== undefined,
  exec: (text: string) => {
    const word = wyMatch(text)
    return word ? [word] : null
  },
}

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

type Pattern = { test: (text: string) => boolean; exec: (text: string) => readonly string[] | null }

/** The words of rendered HTML: heading ids and link addresses are slugs, not Polish. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ')

const offending = (entries: [string, string][], pattern: Pattern, exempt: RegExp = /$^/) =>
  entries
    .filter(([path, text]) => !exempt.test(path) && pattern.test(unquoted(text)))
    .map(([path, text]) => `${path}: “${pattern.exec(unquoted(text))?.[0]}” in ${text.slice(0, 80)}`)

const dictionary = Object.entries(pl) as [MessageKey, string][]

/**
 * Components that keep their Polish copy beside them (`{ en, pl }`), all on buyer pages:
 * every string literal with a Polish letter is checked as it is written.
 */
const COPY_BESIDE_COMPONENTS = [
  'app/components/contact/account-lead.tsx',
  'app/components/calculator/answer-preview.tsx',
  'app/components/calculator/staffing-calculator.tsx',
  'app/components/contact/contact-next.tsx',
  'app/components/errors/not-found.tsx',
  'app/components/home/home-contact.tsx',
  'app/components/proof/company-phone.tsx',
  'app/components/booking/slot-picker.tsx',
  'app/views/calculator.tsx',
]
const POLISH_STRING = /(['"`])((?:(?!\1)[^\n\\]|\\.)*[ąęłńóśźżĄĘŁŃÓŚŹŻ](?:(?!\1)[^\n\\]|\\.)*)\1/g

function polishLiterals(file: string): [string, string][] {
  return [...readFileSync(file, 'utf8').matchAll(POLISH_STRING)].map((match): [string, string] => [
    file,
    match[2] ?? '',
  ])
}

/**
 * Polish copy held in TypeScript outside the dictionaries, all on buyer pages: the AI page's
 * sample conversation, the booking page, each service's visual as the page prints it, and
 * the copy kept beside its component.
 */
const TS_COPY: [string, string][] = [
  ...strings(sampleAiConversation.pl, 'sample-ai-conversation'),
  ...COPY_BESIDE_COMPONENTS.flatMap(polishLiterals),
  ...strings(bookingCopy.pl, 'booking'),
  ...Object.entries({
    ...serviceVisuals,
    ...industryVisuals,
    ai: AiIntentRouting,
    about: ContactCentreFloor,
    career: FirstWeeksPath,
    careerPaths: CareerPaths,
    services: ServicesHub,
  }).map(([key, Visual]): [string, string] => [
    `visual of ${key}`,
    renderVisual(Visual, 'pl').replace(/<[^>]+>/g, ' '),
  ]),
]

/**
 * Source files with Polish text in a string literal, and where each is checked: TS_COPY
 * above, or through the loader that prints it (job pay through the job postings, the
 * transfer mechanisms through the legal texts), or not site copy at all (the editor's own
 * messages, the launch check's output). A new file with Polish copy fails here until its
 * copy is checked too.
 */
const POLISH_IN_TYPESCRIPT: Record<string, string> = {
  'app/components/ai/sample-ai-conversation.ts': 'TS_COPY',
  'app/lib/booking/booking-text.ts': 'TS_COPY',
  ...Object.fromEntries(
    [
      'booked-meetings',
      'case-queue',
      'channel-mix',
      'claim-lifecycle',
      'crisis-surge',
      'order-flow',
      'outbound-funnel',
      'qa-scorecard',
      'save-waterfall',
      'social-response',
      'staffing-volume',
      'tiered-resolution',
      'training-ramp',
      'visual-frame',
      'ai-intent-routing',
      'contact-centre-floor',
      'first-weeks-path',
      'career-paths',
      'services-hub',
      'education-enrolment',
      'energy-storm-day',
      'finance-document-checks',
      'healthcare-patient-line',
      'manufacturing-order-desk',
      'retail-peak-season',
      'technology-onboarding',
      'telecom-save-and-fix',
    ].map((name) => [`app/components/visuals/${name}.tsx`, 'TS_COPY, rendered']),
  ),
  'app/components/calculator/trade-off-chart.tsx': 'chart labels: nouns that address nobody',
  'app/views/services.tsx': 'a heading: nouns that address nobody',
  'app/views/case-studies.tsx': 'a heading and a button label, as the other buttons',
  'app/i18n/plural.ts': 'noun forms after a number: nouns that address nobody',
  'app/components/editor/editor-panels.tsx': 'editor messages',
  'app/components/editor/editor-guard.ts': 'editor messages',
  'app/components/editor/editor-launch.tsx': 'editor messages',
  'app/content/keystatic.config.ts': 'editor messages',
  'app/backend/editor/editor-deletions.server.ts': 'editor messages',
  'app/content/jobs.ts': 'readJobs',
  'app/lib/company/company-details.ts': 'getLegalDoc',
  'app/content/legal.server.ts': 'getLegalDoc',
  'app/content/rules/content-rules.ts': 'editor messages',
  'app/content/rules/home-quotes.ts': 'editor messages',
  'app/content/rules/legal-versions.ts': 'editor messages',
  'app/backend/editor/editor-handler.server.ts': 'editor messages',
  'app/content/launch-check.ts': 'launch check output',
  ...Object.fromEntries(COPY_BESIDE_COMPONENTS.map((file) => [file, 'TS_COPY, literals'])),
  'app/backend/editor/entry-preview.server.ts': 'editor messages',
  'app/backend/editor/preview-target.server.ts': 'editor messages',
  'app/backend/editor/review-request.server.ts': 'editor messages',
  'app/components/editor/editor-review.tsx': 'editor messages',
  'app/i18n/polish-typography.ts': 'rules, not copy',
  'app/components/text/keep-compounds.tsx': 'rules, not copy: the short words kept with the next',
  'app/views/career.tsx': 'the open positions counted: nouns that address nobody',
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return path.endsWith(join('content', 'schema')) ? [] : sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** A string literal with a Polish letter, outside comments. */
const POLISH_LITERAL = /^(?!\s*(?:\*|\/\/|\/\*)).*['"`][^'"`\n]*[ąęłńóśźżĄĘŁŃÓŚŹŻ]/m

describe('Polish register', () => {
  it('knows every TypeScript file that holds Polish copy, so none escapes these checks', () => {
    const files = sourceFiles('app').filter(
      (file) => !/app\/i18n\/(pl|en)\.ts$/.test(file) && POLISH_LITERAL.test(readFileSync(file, 'utf8')),
    )
    expect(files.filter((file) => !(file in POLISH_IN_TYPESCRIPT))).toEqual([])
    expect(files).toContain('app/components/ai/sample-ai-conversation.ts')
    expect(TS_COPY.length).toBeGreaterThan(10)
    // Each file kept beside its component gives its literals to the checks below.
    for (const file of COPY_BESIDE_COMPONENTS) expect(polishLiterals(file).length, file).toBeGreaterThan(0)
  })

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
      ...TS_COPY,
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

  it('no Polish copy says "wy" (quoted speech aside): not to the buyer, not to the supplier', () => {
    const entries = [
      ...dictionary,
      ...(['home', 'ai', 'about', 'career', 'calculator'] as const).flatMap((page) =>
        strings(getPageContent('pl', page), page),
      ),
      ...listServices('pl').flatMap((service) => strings(service, service.slug)),
      ...listCaseStudies('pl').flatMap((study) => strings(study, study.key)),
      ...listIndustries('pl').flatMap((industry) => strings(industry, industry.key)),
      ...readJobs('pl').flatMap((job) => strings(job, job.id)),
      ...readPosts('pl').flatMap((post) =>
        strings({ ...post, headings: undefined, html: textOf(post.html) }, post.slug),
      ),
      ...(['privacy', 'terms'] as const).map((doc): [string, string] => [doc, textOf(getLegalDoc('pl', doc).html)]),
      ...TS_COPY,
    ]
    expect(offending(entries, WY)).toEqual([])
  })

  it('calls to action that lead to the contact page (a Państwo page) address nobody, even in the blog', () => {
    const posts = readPosts('pl')
    const ctas: [string, string][] = [
      ...dictionary.filter(([key]) => /^blog\.cta/.test(key)),
      ...posts.flatMap((post) =>
        textOf(post.html)
          .split(/(?<=[.?!])\s+/)
          .filter((sentence) => sentence.includes('zapraszamy do kontaktu'))
          .map((sentence): [string, string] => [post.slug, sentence]),
      ),
    ]
    // Each post ends with one, linked to the contact page.
    expect(posts.every((post) => post.html.includes('href="/pl/kontakt"'))).toBe(true)
    expect(ctas).toHaveLength(posts.length + 2)
    expect(offending(ctas, TY)).toEqual([])
    expect(offending(ctas, PANSTWO)).toEqual([])
  })

  it("FAQ questions, asked in the buyer's voice, call the supplier neither Państwo nor wy", () => {
    const questions = [...listServices('pl'), ...listIndustries('pl')].flatMap((item) =>
      (item.faqs ?? []).map((faq, i): [string, string] => [`${item.slug}.faqs[${i}]`, faq.question]),
    )
    expect(questions.length).toBeGreaterThan(100)
    expect(offending(questions, PANSTWO)).toEqual([])
    expect(offending(questions, WY)).toEqual([])
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
    const wy: [string, string][] = [
      ['back-office', 'Pracujecie w naszych systemach czy we własnych?'],
      ['quality-assurance', 'Czy możecie kontrolować jakość zespołu, który nie pracuje u Was?'],
      ['social-media', 'Czy Wasi konsultanci będą brzmieć jak nasza marka?'],
      [
        'outsourcing-costs',
        'Klienci zagraniczni często rozliczają się w euro – wtedy ustalcie, kto ponosi ryzyko kursowe.',
      ],
      ['gdpr', 'Czy macie inspektora ochrony danych, a jeśli nie – dlaczego uznaliście, że nie jest wymagany?'],
    ]
    expect(offending(wy, WY)).toHaveLength(5)
    expect(offending([['healthcare', 'Czy Państwa konsultanci udzielają porad medycznych?']], PANSTWO)).toHaveLength(1)
    expect(
      offending(
        [
          ['x', 'Szczyt w kontakcie na czacie, w trakcie wizycie i w projekcie – rzeczywiście całkowicie.'],
          ['x', '„Jakie dane o mnie macie?”'],
        ],
        WY,
      ),
    ).toEqual([])
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
