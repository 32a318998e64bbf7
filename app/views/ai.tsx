import { env } from '../backend/env.server.ts'
import { withPage } from '../components/page/page-context.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { FaqList, faqJsonLd } from '../components/sections/faq-list.tsx'
import { PageHero } from '../components/sections/page-hero.tsx'
import { ProseFigures, ProseSection } from '../components/sections/prose-section.tsx'
import { TitledGrid } from '../components/sections/titled-grid.tsx'
import { buttonLabel } from '../components/text/title-case.ts'
import { AiIntentRouting } from '../components/visuals/ai-intent-routing.tsx'
import { getPageContent } from '../content/pages.server.ts'
import { langFromPath } from '../i18n/locate.ts'
import { pageMessages } from '../i18n/translate.ts'
import { useLang, useT } from '../i18n/use-i18n.ts'
import { islandMessages } from '../islands/island-messages.ts'
import { breadcrumbJsonLd } from './json-ld.ts'
import { type LoadArgs, pageAt } from './view.server.ts'

/** Per request: the live demo shows only when the running server has a voice agent. */
export function load({ url }: LoadArgs) {
  const lang = langFromPath(url.pathname)
  const content = getPageContent(lang, 'ai')
  return pageAt(
    url,
    {
      title: content.metaTitle,
      description: content.metaDescription,
      jsonLd: ({ siteUrl, t }) => [faqJsonLd(content.faqs), breadcrumbJsonLd(siteUrl, lang, [{ page: 'ai' }], t)],
    },
    {
      content,
      agentId: env().VOICE_AI_AGENT_ID ?? null,
      messages: pageMessages(lang, islandMessages['voice-demo-island']),
    },
  )
}

type Content = ReturnType<typeof getPageContent<'ai'>>

function AiTop({ content }: { content: Content }) {
  const lang = useLang()
  const t = useT()
  return (
    <>
      <PageHero
        eyebrow={content.eyebrow}
        title={content.headline}
        lead={content.lead}
        // What the page sells, as a month of calls: which the agent resolves, which go to a
        // person, across the hero under the title (the AI service page sets its hand-over
        // transcript beside its title; the demo below plays a whole conversation).
        layout="statement"
        foot={<AiIntentRouting />}
      >
        <div className="btn-row">
          <a href="#demo" className="btn btn-primary">
            {buttonLabel(content.demo.title, lang)}
          </a>
          <a href="#hybrid" className="btn btn-secondary">
            {t('button.seeHybrid')}
          </a>
        </div>
      </PageHero>
      {/* What hybrid service delivers, under the heading of the copy that explains it (as a
          service page's figures), where a band of its own repeated every page's blue band. */}
      <ProseSection
        id="hybrid"
        title={content.hybridTitle}
        paragraphs={content.hybrid}
        beside={
          content.figures.length ? <ProseFigures title={content.figuresTitle} keys={content.figures} /> : undefined
        }
      />
      <TitledGrid id="capabilities" title={content.capabilitiesTitle} items={content.capabilities} alt />
      <TitledGrid id="pilot" title={content.pilotTitle} items={content.pilot} numbered />
      <ProseSection id="integration" title={content.integrationTitle} paragraphs={content.integration} alt>
        <ul className="tag-list">
          {content.integrations.map((name) => (
            <li key={name} className="tag">
              {name}
            </li>
          ))}
        </ul>
      </ProseSection>
      <TitledGrid id="data-protection" title={content.dataProtectionTitle} items={content.dataProtection} />
    </>
  )
}

function AiBottom({ content }: { content: Content }) {
  const t = useT()
  return (
    <>
      <FaqList title={t('service.faq')} faqs={content.faqs} />
      <CtaBand title={content.closingTitle} text={content.closingText} search="?service=ai-call-center" />
    </>
  )
}

export const Top = withPage(AiTop)
export const Bottom = withPage(AiBottom)
