import { renderToStaticMarkup } from 'react-dom/server'
import { readLimited } from '../backend/read-limited.server.ts'
import { AnswerPreview } from '../components/calculator/answer-preview.tsx'
import { ScenarioAfterView, ScenarioResultsView } from '../components/calculator/scenario-results.tsx'
import { tradeOffChartTitle } from '../components/calculator/trade-off-chart.tsx'
import { withPage } from '../components/page/page-context.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { PageHero } from '../components/sections/page-hero.tsx'
import { keepCompounds } from '../components/text/keep-compounds.tsx'
import { getPageContent } from '../content/pages.server.ts'
import type { Lang } from '../i18n/languages.ts'
import { langFromPath } from '../i18n/locate.ts'
import { pageMessages } from '../i18n/translate.ts'
import { useLang, useT } from '../i18n/use-i18n.ts'
import { islandMessages } from '../islands/island-messages.ts'
import { type CalculatorAnswer, fieldMessages } from '../lib/calculator/calculator-answer.ts'
import { type ScenarioValues, scenarioValues } from '../lib/calculator/calculator-fields.ts'
import type { CalculatorText } from '../lib/calculator/calculator-text.ts'
import { costRates, evaluateScenario } from '../lib/calculator/staffing.ts'
import { breadcrumbJsonLd, calculatorJsonLd } from './json-ld.ts'
import { type LoadArgs, pageAt } from './view.server.ts'

/**
 * The staffing calculator's page: the calculator is an island, its copy server markup.
 * The server computes the answer of the URL's scenario here, and the island's later ones
 * in `answer` (below): the browser carries neither the validation nor the maths.
 */
export function load({ url }: LoadArgs) {
  const lang = langFromPath(url.pathname)
  const content = getPageContent(lang, 'calculator')
  const values = scenarioValues(url.searchParams)
  return pageAt(
    url,
    {
      title: content.metaTitle,
      description: content.metaDescription,
      jsonLd: ({ siteUrl, t }) => [
        calculatorJsonLd(siteUrl, lang, content.text.appName, content.metaDescription),
        breadcrumbJsonLd(siteUrl, lang, [{ page: 'calculator' }], t),
      ],
    },
    {
      content,
      values,
      answer: calculatorAnswer(values, lang, content.text),
      // What the island renders in the browser: the server's dictionary stays on the server.
      messages: pageMessages(lang, islandMessages['calculator-island']),
    },
  )
}

const ResultsRoot = withPage(ScenarioResultsView)
const AfterRoot = withPage(ScenarioAfterView)
const PreviewRoot = withPage(AnswerPreview)

/**
 * The answer to a scenario, as the page renders it and the island receives it: the
 * results rendered here, on the server, with the same component in both cases.
 */
export function calculatorAnswer(values: ScenarioValues, lang: Lang, text: CalculatorText): CalculatorAnswer {
  const evaluation = evaluateScenario(values, lang)
  if (!evaluation.ok) return { ok: false, errors: fieldMessages(evaluation.errors, values, text, lang) }
  const { agents, scheduled, fte } = evaluation.results
  const html = renderToStaticMarkup(
    <ResultsRoot page={{ lang, path: '', frame: {} }} evaluation={evaluation} rates={costRates(lang)} text={text} />,
  )
  const after = renderToStaticMarkup(
    <AfterRoot page={{ lang, path: '', frame: {} }} evaluation={evaluation} rates={costRates(lang)} text={text} />,
  )
  const preview = renderToStaticMarkup(
    <PreviewRoot
      page={{ lang, path: '', frame: {} }}
      input={evaluation.input}
      results={evaluation.results}
      lang={lang}
    />,
  )
  return { ok: true, agents, scheduled, fte, html, after, preview }
}

/** Larger bodies are refused unread: a scenario's query is a few kilobytes at most. */
const MAX_ANSWER_BYTES = 16 * 1024

/**
 * The island's question, a POST of the scenario as the page's query would carry it:
 * the answer the page would render for it, as JSON. 200 with the results, 400 with each
 * invalid input's message in the page's language (whatever the input: never a 5xx),
 * 413 for a body longer than any scenario. Never stored by a cache.
 */
export async function answer(request: Request, url: URL): Promise<Response> {
  const lang = langFromPath(url.pathname)
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }
  const body = await readLimited(request, MAX_ANSWER_BYTES)
  if (body === null) return Response.json({ ok: false, errors: {} }, { status: 413, headers })
  const values = scenarioValues(new URLSearchParams(body))
  const result = calculatorAnswer(values, lang, getPageContent(lang, 'calculator').text)
  return Response.json(result, { status: result.ok ? 200 : 400, headers })
}

type Content = ReturnType<typeof getPageContent<'calculator'>>

/** The preview's title and link: static, around the answer the island rewrites. */
const previewText = {
  en: { title: tradeOffChartTitle.en, change: 'Change the inputs' },
  pl: { title: tradeOffChartTitle.pl, change: 'Zmień dane' },
} as const

/**
 * The title beside the answer to the URL's scenario. The island writes each later answer's
 * preview into `#calc-preview` (the hero is not part of it: its markup stays server-only);
 * an answer with errors leaves the last preview, marked stale.
 */
function CalculatorHero({ content, answer }: { content: Content; answer: CalculatorAnswer }) {
  const lang = useLang()
  const w = previewText[lang]
  const aside = (
    <section className="hero-card hero-proof calc-preview" aria-labelledby="calc-preview-title">
      <h2 id="calc-preview-title" className="need-index-title">
        {w.title}
      </h2>
      {answer.ok ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's markup of its own component, from validated numbers
        <div id="calc-preview" dangerouslySetInnerHTML={{ __html: answer.preview }} />
      ) : (
        <div id="calc-preview" data-stale="">
          <p>{content.text.errorSummary}</p>
        </div>
      )}
      <a href="#calc-form-title" className="calc-preview-link">
        {w.change}
      </a>
    </section>
  )
  return <PageHero eyebrow={content.eyebrow} title={content.headline} lead={content.lead} aside={aside} />
}

function Methodology({ content }: { content: Content }) {
  const t = useT()
  return (
    <>
      <section className="section section-alt" aria-labelledby="methodology">
        <div className="wrap page-narrow prose-copy">
          <h2 id="methodology" className="section-title">
            {keepCompounds(content.methodologyTitle)}
          </h2>
          <p>{keepCompounds(content.methodologyLead)}</p>
          {content.methodology.map((item) => (
            <div key={item.title}>
              <h3 className="subheading">{keepCompounds(item.title)}</h3>
              <p>{keepCompounds(item.text)}</p>
            </div>
          ))}
        </div>
      </section>
      <CtaBand title={t('button.bookConsultation')} text={t('service.ctaText')} />
    </>
  )
}

export const Hero = withPage(CalculatorHero)
export const Rest = withPage(Methodology)
