import content from 'virtual:site-content'
import type { Lang } from '../i18n/languages.ts'
import { polishTypographyDeep } from '../i18n/polish-typography.ts'
import type { CalculatorText, CalculatorTextGroups } from '../lib/calculator/calculator-text.ts'
import type { BundledSingleton } from './bundled-content.ts'
import { COUNTS, countProblem } from './content-rules.ts'
import { aboutStoryIsSample } from './launch-check.ts'
import { duplicateTextKeyProblem, flatTextKey } from './rules/calculator-text-keys.ts'
import { homeQuoteProblems, testimonialIdsOf } from './rules/home-quotes.ts'
import type { FigureKey } from './schema/options.ts'
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

/** The calculator's grouped texts made into the flat keys it uses (`error.range`…). */
export function flattenCalculatorText(groups: CalculatorTextGroups): CalculatorText {
  const out: Record<string, string> = {}
  const seen = new Set<string>()
  for (const [group, texts] of Object.entries(groups)) {
    for (const [key, text] of Object.entries(texts as Record<string, string>)) {
      const flat = flatTextKey(group, key)
      const problem = duplicateTextKeyProblem(seen, flat)
      if (problem) throw new Error(`content/pages/calculator.yaml: ${problem}`)
      seen.add(flat)
      out[flat] = text
    }
  }
  return out as CalculatorText
}

/** One page in one language, as the routes read it. The schema checks each file; these rules span files. */
function build<P extends PageName>(page: P, lang: Lang): PageContent[P] {
  const { file, entry } = entryOf(page)
  let copy = structuredClone(entry[lang]) as Record<string, unknown>
  if (page === 'ai') {
    const figures = [...(entry as Raw<'ai'>).figures] as FigureKey[]
    const count = countProblem('figures', figures, COUNTS.aiPageFigures)
    if (count) throw new Error(`${file}: ${count}`)
    // The shared figures go right after their heading, where the page's data always had them.
    copy = Object.fromEntries(
      Object.entries(copy).flatMap(([key, value]) =>
        key === 'figuresTitle'
          ? [
              [key, value],
              ['figures', figures],
            ]
          : [[key, value]],
      ),
    )
  }
  if (page === 'calculator') copy.text = flattenCalculatorText(copy.text as CalculatorTextGroups)
  if (page === 'home') {
    const problems = homeQuoteProblems(file, entry, testimonialIdsOf(content.singletons.company?.entry))
    if (problems.length) throw new Error(problems.join('\n'))
  }
  // Polish copy gets its non-breaking spaces here, once, for the page and its meta tags alike.
  return (lang === 'pl' ? polishTypographyDeep(copy) : copy) as PageContent[P]
}

const both = <P extends PageName>(page: P): Record<Lang, PageContent[P]> => ({
  en: build(page, 'en'),
  pl: build(page, 'pl'),
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
