import type { Entry } from '@keystatic/core/reader'
import type { CalculatorText } from '../lib/calculator/calculator-text.ts'
import type { Industry, ServiceKey } from '../lib/catalog/catalog-keys.ts'
import type { Bundled } from './schema/fields.ts'
import type { jobs } from './schema/jobs.ts'
import type { FigureKey } from './schema/options.ts'
import type { pages } from './schema/pages.ts'
import type { services } from './schema/services.ts'

/** Groups of the service offer by the buyer's need (service-catalog.ts says which service is where). */
export const serviceGroups = ['care', 'sales', 'backOffice', 'workforce'] as const
export type ServiceGroup = (typeof serviceGroups)[number]

export type TitledText = { title: string; text: string }
export type Faq = { question: string; answer: string }

/**
 * One service page in one language: the fields of content/services/<key>.yaml as its
 * schema (schema/services.ts) defines them, with the entry's shared fields.
 */
export type ServiceContent = Bundled<Entry<typeof services>['en']> & {
  /** The service's fixed identity: the file name, used by code and by other entries. */
  key: ServiceKey
  /** Figures from the company facts that apply to this service: 1–4 keys. */
  figures: FigureKey[]
  /** Industries it suits: 2–5 keys. */
  industries: Industry[]
  /** 2–4 related services. */
  related: ServiceKey[]
}

/**
 * One position in one language: its language's fields of content/jobs/<key>.yaml
 * (schema/jobs.ts) with the shared ones. `id` is the position's slug in that language
 * (the card's anchor and the contact form's `position=`).
 */
export type JobPosting = Omit<Bundled<Entry<typeof jobs>['en']>, 'slug'> & {
  id: string
  workMode: Entry<typeof jobs>['workMode']
  employmentType: Entry<typeof jobs>['employmentType']
  datePosted: string
  /** The page's texts for the date and the pay, written on the server (no Intl in the browser, decision 003). */
  datePostedText: string
  salaryText?: string
  /** The last day to apply (JobPosting validThrough). */
  closingDate?: string
  salary?: { min: number; max: number; currency: 'PLN'; unit: 'MONTH' | 'HOUR' }
}

/** A page's copy in one language, as its schema (schema/page-*.ts) defines it. */
type PageCopy<Page extends keyof typeof pages> = Bundled<Entry<(typeof pages)[Page]>['en']>

/** content/pages/home.yaml: hero, advantages, why us, quotes, industries. */
export type HomePageContent = PageCopy<'home'>

/** content/pages/about.yaml */
export type AboutPageContent = PageCopy<'about'>

/** content/pages/ai.yaml, with the figures it shows (shared by both languages). */
export type AiPageContent = PageCopy<'ai'> & {
  /** Keys of the company facts' figures: aiAgents, fasterResolutions, handleTimeReduction... */
  figures: FigureKey[]
}

/** content/pages/career.yaml (the positions are the jobs). */
export type CareerPageContent = PageCopy<'career'>

/** content/pages/calculator.yaml: the staffing calculator's intro and methodology, and its texts. */
export type CalculatorPageContent = Omit<PageCopy<'calculator'>, 'text'> & {
  /** Labels, hints, messages and explanations of the calculator and its results, by key. */
  text: CalculatorText
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Assert<T extends true> = T
/** Type-level check: the career page names every work mode and employment type a job ad can have, and no other. */
export type CareerLabelsCoverJobs = Assert<
  Same<keyof CareerPageContent['workModes'], JobPosting['workMode']> &
    Same<keyof CareerPageContent['employmentTypes'], JobPosting['employmentType']>
>
