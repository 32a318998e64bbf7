import content from 'virtual:site-content'
import type { Lang } from '../i18n/languages.ts'
import { polishTypographyDeep } from '../i18n/polish-typography.ts'
import type { CalculatorText, CalculatorTextGroups } from '../lib/calculator/calculator-text.ts'
import type { BundledSingleton } from './bundled-content.ts'
import { aboutStoryIsSample } from './launch-check.ts'
import { duplicateTextKeyProblem, flatTextKey } from './rules/calculator-text-keys.ts'
import { COUNTS, countProblem } from './rules/content-rules.ts'
import { homeQuoteProblems, testimonialIdsOf } from './rules/home-quotes.ts'
import type { PageName } from './schema/pages.ts'
import type {
  AboutPageContent,
  AiPageContent,
  CalculatorPageContent,
  CareerPageContent,
  HomePageContent,
} from './types.ts'

/** Every page of the schema (schema/pages.ts) and the shape its view reads: a page the schema gains fails type-check here, by name. */
type EveryPage<T extends Record<PageName, unknown>> = T
type PageContent = EveryPage<{
  home: HomePageContent
  ai: AiPageContent
  about: AboutPageContent
  career: CareerPageContent
  calculator: CalculatorPageContent
}>

type Raw<P extends PageName> = BundledSingleton<P>['entry']

function entryOf<P extends PageName>(page: P): { file: string; entry: Raw<P> } {
  const raw: BundledSingleton<P> | undefined = content.singletons[page]
  if (!raw) throw new Error(`content/pages/${page}.yaml: missing`)
  return raw
}

/**
 * The calculator's grouped texts made into the flat keys it uses: a group's keys as they
 * are, the errors' as `error.<key>` (`error.range`…). Each group and error spelled out, in
 * the schema's order: CalculatorText is derived from the groups, so a text the schema
 * gains or loses fails type-check here, by name.
 */
export function flattenCalculatorText(groups: CalculatorTextGroups): CalculatorText {
  const { form, error, results, tradeOff, headcount, profile, csv, cost, send } = groups
  const seen = new Set<string>()
  for (const [group, texts] of Object.entries(groups))
    for (const key of Object.keys(texts)) {
      const flat = flatTextKey(group, key)
      const problem = duplicateTextKeyProblem(seen, flat)
      if (problem) throw new Error(`content/pages/calculator.yaml: ${problem}`)
      seen.add(flat)
    }
  return {
    ...form,
    'error.required': error.required,
    'error.number': error.number,
    'error.whole': error.whole,
    'error.range': error.range,
    'error.interval': error.interval,
    'error.target100': error.target100,
    'error.traffic': error.traffic,
    'error.unreachable': error.unreachable,
    'error.profileEntry': error.profileEntry,
    'error.profileCount': error.profileCount,
    ...results,
    ...tradeOff,
    ...headcount,
    ...profile,
    ...csv,
    ...cost,
    ...send,
  }
}

/** One page in one language, as the routes read it. The schema checks each file; these rules span files. */
const build: { [P in PageName]: (lang: Lang) => PageContent[P] } = {
  home: (lang) => {
    const { file, entry } = entryOf('home')
    const problems = homeQuoteProblems(file, entry, testimonialIdsOf(content.singletons.company?.entry))
    if (problems.length) throw new Error(problems.join('\n'))
    return typeset(lang, entry[lang])
  },
  ai: (lang) => {
    const { file, entry } = entryOf('ai')
    const count = countProblem('figures', entry.figures, COUNTS.aiPageFigures)
    if (count) throw new Error(`${file}: ${count}`)
    return typeset(lang, { ...entry[lang], figures: [...entry.figures] })
  },
  about: (lang) => typeset(lang, entryOf('about').entry[lang]),
  career: (lang) => typeset(lang, entryOf('career').entry[lang]),
  calculator: (lang) => {
    const copy = entryOf('calculator').entry[lang]
    return typeset(lang, { ...copy, text: flattenCalculatorText(copy.text) })
  },
}

/** Polish copy gets its non-breaking spaces here, once, for the page and its meta tags alike. */
const typeset = <T>(lang: Lang, copy: T): T => (lang === 'pl' ? polishTypographyDeep(copy) : structuredClone(copy))

const both = <P extends PageName>(page: P): Record<Lang, PageContent[P]> => ({
  en: build[page]('en'),
  pl: build[page]('pl'),
})
/** Built once at start-up. Typed by the schema's pages, so one left out here fails type-check naming it, not a render. */
const loaded: { [P in PageName]: Record<Lang, PageContent[P]> } = {
  home: both('home'),
  ai: both('ai'),
  about: both('about'),
  career: both('career'),
  calculator: both('calculator'),
}

/** Whether the about page's story is the team's stand-in, which the page marks "Example" (content/pages/about.yaml). */
export function aboutStorySample(): boolean {
  return aboutStoryIsSample(entryOf('about').entry)
}

/** Long copy of a page in one language, from content/pages/<page>.yaml. */
export function getPageContent<K extends keyof PageContent>(lang: Lang, page: K): PageContent[K] {
  return loaded[page][lang]
}
