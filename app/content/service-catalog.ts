import type { ServiceKey } from '../lib/catalog/catalog-keys.ts'
import { type ServiceGroup, serviceGroups } from './types.ts'

/**
 * Structure of the service offer, free of copy: which group a service belongs to and
 * where it is linked. Names and texts come from content/services/<lang>/<slug>.ts.
 *
 * Groups follow what a buyer needs done (answer customers, sell and keep them, the work
 * behind the conversation, the team itself), not the channel: a buyer looking for social
 * media support and one looking for a phone line want the same thing, and so does one
 * looking for virtual agents, who answer customers too (a group of its own held the AI call
 * centre alone, and a group of one read as a mistake; decision 030).
 */
const serviceGroupOf: Record<ServiceKey, ServiceGroup> = {
  'inbound-call-center': 'care',
  'technical-helpdesk': 'care',
  omnichannel: 'care',
  'social-media-support': 'care',
  'crisis-hotline': 'care',
  'outbound-sales': 'sales',
  'appointment-setting': 'sales',
  'customer-retention': 'sales',
  'order-payment-processing': 'backOffice',
  'back-office': 'backOffice',
  'soft-claims': 'backOffice',
  'ai-call-center': 'care',
  'flexible-workforce': 'workforce',
  'quality-assurance': 'workforce',
  'training-development': 'workforce',
}

/** The services in their groups, in the groups' order; a group keeps the order it is given. */
export function groupServices<S extends { key: ServiceKey }>(services: readonly S[]) {
  return serviceGroups.map((group) => ({ group, services: services.filter((s) => serviceGroupOf[s.key] === group) }))
}

/**
 * The services staffed by the Erlang C calculator (telephony, where calls queue): their pages
 * promote it. Not a group any more since the groups follow needs, not channels.
 */
export const calculatorServiceKeys: readonly ServiceKey[] = [
  'inbound-call-center',
  'outbound-sales',
  'technical-helpdesk',
  'appointment-setting',
  'crisis-hotline',
  'customer-retention',
]

/** The footer links the four services most visitors come for; the rest are a click away on the services page. */
export const footerServiceKeys: ServiceKey[] = [
  'outbound-sales',
  'inbound-call-center',
  'technical-helpdesk',
  'omnichannel',
]
