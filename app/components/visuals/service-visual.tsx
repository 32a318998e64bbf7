import type { ComponentType } from 'react'
import type { ServiceKey } from '../../lib/catalog/catalog-keys.ts'
import { AiHandoverTranscript } from './ai-handover-transcript.tsx'
import { BookedMeetings } from './booked-meetings.tsx'
import { CaseQueue } from './case-queue.tsx'
import { ChannelMix } from './channel-mix.tsx'
import { ClaimLifecycle } from './claim-lifecycle.tsx'
import { CrisisSurge } from './crisis-surge.tsx'
import { OrderFlow } from './order-flow.tsx'
import { OutboundFunnel } from './outbound-funnel.tsx'
import { QaScorecard } from './qa-scorecard.tsx'
import { SaveWaterfall } from './save-waterfall.tsx'
import { ServiceReportCard } from './service-report-card.tsx'
import { SocialResponse } from './social-response.tsx'
import { StaffingVolume } from './staffing-volume.tsx'
import { TieredResolution } from './tiered-resolution.tsx'
import { TrainingRamp } from './training-ramp.tsx'

/**
 * Each service shows its own work: what a buyer of that service would see of it in a week.
 * A record over every service key, so a new service cannot ship without a visual (the
 * type checker says so), and service-visuals.test.tsx holds that no two are alike.
 */
export const serviceVisuals: Record<ServiceKey, ComponentType> = {
  'inbound-call-center': ServiceReportCard,
  'technical-helpdesk': TieredResolution,
  'order-payment-processing': OrderFlow,
  'outbound-sales': OutboundFunnel,
  'customer-retention': SaveWaterfall,
  'ai-call-center': AiHandoverTranscript,
  'crisis-hotline': CrisisSurge,
  'flexible-workforce': StaffingVolume,
  'soft-claims': ClaimLifecycle,
  'appointment-setting': BookedMeetings,
  'back-office': CaseQueue,
  omnichannel: ChannelMix,
  'social-media-support': SocialResponse,
  'quality-assurance': QaScorecard,
  'training-development': TrainingRamp,
}

export function ServiceVisual({ slug }: { slug: ServiceKey }) {
  const Visual = serviceVisuals[slug]
  return <Visual />
}
