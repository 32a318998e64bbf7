import type { ComponentType } from 'react'
import type { ServiceKey } from '../../content/types'
import { AiHandoverTranscript } from './ai-handover-transcript'
import { BookedMeetings } from './booked-meetings'
import { CaseQueue } from './case-queue'
import { ChannelMix } from './channel-mix'
import { ClaimLifecycle } from './claim-lifecycle'
import { CrisisSurge } from './crisis-surge'
import { OrderFlow } from './order-flow'
import { OutboundFunnel } from './outbound-funnel'
import { QaScorecard } from './qa-scorecard'
import { SaveWaterfall } from './save-waterfall'
import { ServiceReportCard } from './service-report-card'
import { SocialResponse } from './social-response'
import { StaffingVolume } from './staffing-volume'
import { TieredResolution } from './tiered-resolution'
import { TrainingRamp } from './training-ramp'

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
