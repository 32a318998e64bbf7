import type { Entry } from '@keystatic/core/reader'
import type { CalculatorText } from '../lib/calculator-text'
import type { Plain } from './schema/fields'
import type { jobs } from './schema/jobs'
import type { FigureKey } from './schema/options'
import type { services } from './schema/services'

export const serviceSlugs = [
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
export type ServiceSlug = (typeof serviceSlugs)[number]

export const serviceGroups = ['voice', 'digital', 'backOffice', 'ai', 'workforce'] as const
export type ServiceGroup = (typeof serviceGroups)[number]

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

export type TitledText = { title: string; text: string }
export type Faq = { question: string; answer: string }

/**
 * One service page in one language: the fields of content/services/<key>.yaml as its
 * schema (schema/services.ts) defines them, with the entry's shared fields.
 */
export type ServiceContent = Plain<Entry<typeof services>['en']> & {
  /** The service's fixed identity: the file name, used by code and by other entries. */
  key: ServiceSlug
  /** Figures from the company facts that apply to this service: 1–4 keys. */
  figures: FigureKey[]
  /** Industries it suits: 2–5 keys. */
  industries: Industry[]
  /** 2–4 related services. */
  related: ServiceSlug[]
}

/**
 * One position in one language: its language's fields of content/jobs/<key>.yaml
 * (schema/jobs.ts) with the shared ones. `id` is the position's slug in that language
 * (the card's anchor and the contact form's `position=`).
 */
export type JobPosting = Omit<Plain<Entry<typeof jobs>['en']>, 'slug'> & {
  id: string
  workMode: Entry<typeof jobs>['workMode']
  employmentType: Entry<typeof jobs>['employmentType']
  datePosted: string
  /** The last day to apply (JobPosting validThrough). */
  closingDate?: string
  salary?: { min: number; max: number; currency: 'PLN'; unit: 'MONTH' | 'HOUR' }
}

/** Page-level SEO and hero shared by the long-copy pages. */
export type PageIntro = {
  metaTitle: string
  metaDescription: string
  /** Small label above the h1. */
  eyebrow: string
  headline: string
  lead: string
}

/** content/pages/<lang>/ai.ts */
export type AiPageContent = PageIntro & {
  /** How AI agents and human agents work together: 2–3 paragraphs. */
  hybridTitle: string
  hybrid: string[]
  capabilitiesTitle: string
  /** What the virtual agents handle: 6 items. */
  capabilities: TitledText[]
  figuresTitle: string
  /** Keys from site.config figures: aiAgents, fasterResolutions, handleTimeReduction, csatDesktop ... */
  figures: FigureKey[]
  pilotTitle: string
  /** How a pilot runs: 4–5 steps. */
  pilot: TitledText[]
  integrationTitle: string
  integration: string[]
  /** Systems it connects to, short names. */
  integrations: string[]
  dataProtectionTitle: string
  dataProtection: TitledText[]
  demo: {
    title: string
    text: string
    /** What is sent to whom when the demo starts (microphone audio to ElevenLabs, US). */
    privacyNote: string
    startLabel: string
    stopLabel: string
    connecting: string
    listening: string
    speaking: string
    error: string
    micDenied: string
    /** Shown when no agent id is configured. */
    unavailableTitle: string
    unavailableText: string
    bookLabel: string
  }
  faqs: Faq[]
}

/** content/pages/<lang>/about.ts */
export type AboutPageContent = PageIntro & {
  storyTitle: string
  story: string[]
  valuesTitle: string
  values: TitledText[]
  approachTitle: string
  /** How it works with clients: 4–5 steps. */
  approach: TitledText[]
  securityTitle: string
  securityLead: string
  /** GDPR and ISO 27001-style controls, described as practices, not certificates. */
  security: TitledText[]
  teamTitle: string
  teamLead: string
  /** Team structure: roles and what they do, 4–6 items. */
  team: TitledText[]
  locationTitle: string
  locationText: string
}

/** content/pages/<lang>/career.ts */
export type CareerPageContent = PageIntro & {
  whyTitle: string
  why: TitledText[]
  benefitsTitle: string
  benefits: string[]
  processTitle: string
  process: TitledText[]
  positionsTitle: string
  positionsLead: string
  emptyTitle: string
  emptyText: string
  applyByEmail: string
  applyByForm: string
  /** Labels of the position fields. */
  labels: {
    department: string
    location: string
    workMode: string
    employmentType: string
    posted: string
    responsibilities: string
    requirements: string
    salary: string
  }
  workModes: Record<JobPosting['workMode'], string>
  employmentTypes: Record<JobPosting['employmentType'], string>
}

/** content/pages/<lang>/home.ts */
export type HomePageContent = {
  metaTitle: string
  metaDescription: string
  hero: {
    eyebrow: string
    headline: string
    lead: string
    /** Short captions for the hero claims (figure values come from site.config). */
    csatClaim: string
    csatDesktopLabel: string
    csatMobileLabel: string
    fasterClaim: string
  }
  advantagesTitle: string
  advantagesLead: string
  /** Key advantages: 4 items. */
  advantages: TitledText[]
  statsTitle: string
  /** One sentence under the statistics row. */
  statsLead: string
  servicesTitle: string
  servicesLead: string
  whyTitle: string
  whyLead: string
  /** Why-us points: 4 items. */
  why: TitledText[]
  /**
   * Client quotes, attributed to a role and an industry (no names). `id` links the quote to
   * its entry in the company facts (site.config testimonials), which says whether it is a sample.
   */
  quotes: { id: string; text: string; role: string; industry: string }[]
  industriesTitle: string
  industriesLead: string
  /** One line for each of the eight industries. */
  industries: Record<Industry, TitledText>
  cta: { title: string; text: string }
}

/** content/pages/<lang>/calculator.ts: the staffing calculator's intro and methodology. */
export type CalculatorPageContent = PageIntro & {
  methodologyTitle: string
  methodologyLead: string
  /** What the model assumes and where it over- or under-staffs: 4–6 items. */
  methodology: TitledText[]
  /** Labels, hints, messages and explanations of the calculator and its results. */
  text: CalculatorText
}
