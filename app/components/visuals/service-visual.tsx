import type { ServiceSlug } from '../../content/types'
import { AiHandoverTranscript } from './ai-handover-transcript'
import { LanguagesCovered } from './languages-covered'
import { ServiceReportCard } from './service-report-card'

type Visual = 'report' | 'handover' | 'languages'

/**
 * What a buyer of each service gets to see: the weekly report where calls queue against a
 * service level (and for the services that run or staff such a line), the handover where a
 * virtual agent talks first, the languages for the rest, whose work is written or outbound.
 */
const visualOf: Partial<Record<ServiceSlug, Visual>> = {
  'inbound-call-center': 'report',
  'technical-helpdesk': 'report',
  'crisis-hotline': 'report',
  'quality-assurance': 'report',
  'flexible-workforce': 'report',
  'ai-call-center': 'handover',
}

export function serviceVisual(slug: ServiceSlug): Visual {
  return visualOf[slug] ?? 'languages'
}

export function ServiceVisual({ slug }: { slug: ServiceSlug }) {
  switch (serviceVisual(slug)) {
    case 'report':
      return <ServiceReportCard />
    case 'handover':
      return <AiHandoverTranscript />
    default:
      return <LanguagesCovered />
  }
}
