import {
  BadgeCheck,
  BookOpen,
  Bot,
  CalendarCheck,
  Cpu,
  CreditCard,
  Factory,
  FolderCog,
  GraduationCap,
  HeartHandshake,
  Landmark,
  type LucideIcon,
  MessagesSquare,
  PhoneIncoming,
  PhoneOutgoing,
  RadioTower,
  Share2,
  ShoppingBag,
  Siren,
  Stethoscope,
  Umbrella,
  UsersRound,
  Wrench,
  Zap,
} from 'lucide-react'
import type { Industry, ServiceKey } from '../../lib/catalog/catalog-keys.ts'

/**
 * The one mapping of services and industries to icons, all from the lucide set
 * (24-unit grid, round 2-unit strokes, the look of app/components/ui/icons.tsx).
 *
 * Rendered on the server only (./service-icon.tsx): the components that show them are never
 * hydrated, so the icons cost no JavaScript on any page. service-icons.test.ts checks that
 * every service and industry has its own icon.
 */
export const serviceIcons: Record<ServiceKey, LucideIcon> = {
  'inbound-call-center': PhoneIncoming,
  'technical-helpdesk': Wrench,
  'order-payment-processing': CreditCard,
  'outbound-sales': PhoneOutgoing,
  'customer-retention': HeartHandshake,
  'ai-call-center': Bot,
  'crisis-hotline': Siren,
  'flexible-workforce': UsersRound,
  'soft-claims': Umbrella,
  'appointment-setting': CalendarCheck,
  'back-office': FolderCog,
  omnichannel: MessagesSquare,
  'social-media-support': Share2,
  'quality-assurance': BadgeCheck,
  'training-development': GraduationCap,
}

export const industryIcons: Record<Industry, LucideIcon> = {
  finance: Landmark,
  healthcare: Stethoscope,
  technology: Cpu,
  retail: ShoppingBag,
  telecom: RadioTower,
  manufacturing: Factory,
  education: BookOpen,
  energy: Zap,
}
