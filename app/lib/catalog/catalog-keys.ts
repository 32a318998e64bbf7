/**
 * The services by key (content/services/<key>.yaml), which code links to: not their
 * addresses, whose slugs each language sets in the editor (href('service', lang, { slug })).
 */
export const serviceKeys = [
  'inbound-call-center',
  'technical-helpdesk',
  'order-payment-processing',
  'outbound-sales',
  'customer-retention',
  'ai-call-center',
  'crisis-hotline',
  'flexible-workforce',
  'soft-claims',
  'appointment-setting',
  'back-office',
  'omnichannel',
  'social-media-support',
  'quality-assurance',
  'training-development',
] as const
export type ServiceKey = (typeof serviceKeys)[number]

/** The industries by key (content/industries/<key>.yaml), which code links to, as the services. */
export const industries = [
  'finance',
  'healthcare',
  'technology',
  'retail',
  'telecom',
  'manufacturing',
  'education',
  'energy',
] as const
export type Industry = (typeof industries)[number]
