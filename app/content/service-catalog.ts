import type { ServiceGroup, ServiceSlug } from './types'

/**
 * Structure of the service offer, free of copy: which group a service belongs to and
 * where it is linked. Names and texts come from content/services/<lang>/<slug>.ts.
 */
export const serviceGroupOf: Record<ServiceSlug, ServiceGroup> = {
  'inbound-call-center': 'voice',
  'outbound-sales': 'voice',
  'technical-helpdesk': 'voice',
  'appointment-setting': 'voice',
  'crisis-hotline': 'voice',
  'customer-retention': 'voice',
  omnichannel: 'digital',
  'social-media-support': 'digital',
  'order-payment-processing': 'backOffice',
  'back-office': 'backOffice',
  'soft-claims': 'backOffice',
  'ai-call-center': 'ai',
  'flexible-workforce': 'workforce',
  'quality-assurance': 'workforce',
  'training-development': 'workforce',
}

/** The spec's header dropdown leaves out quality assurance and training and development. */
export const headerServiceSlugs: ServiceSlug[] = [
  'inbound-call-center',
  'outbound-sales',
  'technical-helpdesk',
  'order-payment-processing',
  'customer-retention',
  'ai-call-center',
  'crisis-hotline',
  'flexible-workforce',
  'soft-claims',
  'appointment-setting',
  'back-office',
  'omnichannel',
  'social-media-support',
]

/** The four service links of the spec's footer. */
export const footerServiceSlugs: ServiceSlug[] = [
  'outbound-sales',
  'inbound-call-center',
  'technical-helpdesk',
  'omnichannel',
]
