import { config, type LocalConfig } from '@keystatic/core'
import { booking } from './schema/booking.ts'
import { caseStudies } from './schema/case-studies.ts'
import { company } from './schema/company.ts'
import { industries, industryEntries } from './schema/industries.ts'
import { jobs } from './schema/jobs.ts'
import { legal } from './schema/legal.ts'
import { contactPage } from './schema/page-contact.ts'
import { pages } from './schema/pages.ts'
import { posts } from './schema/posts.ts'
import { serviceEntries, services } from './schema/services.ts'

/** Where the editor saves: files in the working tree (`npm run dev`) or commits on GitHub. */
export type EditorStorage = { kind: 'local' } | { kind: 'github'; repo: `${string}/${string}` }

/**
 * The editor's sidebar, grouped the way the marketing team thinks of the site. The entries'
 * names are computed (one per service and industry), so the result is cast where Keystatic
 * types the names as literals.
 */
const navigation = (services: string[], industries: string[]) => ({
  'Strony / Pages': ['home', 'about', 'ai', 'career', 'calculator', 'contact'],
  'Usługi / Services': services,
  'Branże / Industries': industries,
  'Realizacje, blog i praca / Case studies, blog, jobs': ['caseStudies', 'posts', 'jobs'],
  'Firma / Company': ['company', 'legal', 'booking'],
})

const common = {
  // Keystatic's own buttons and messages in Polish; our labels carry both languages.
  locale: 'pl-PL',
  brand: { name: 'Vocalis BPO – treści / content' },
} as const

/**
 * The content model as the build reads it: one schema per content type, every file read
 * and validated with it (integrations/content/site-content.ts). The services and the industries are
 * collections here, one file each, as the site's code lists them.
 */
export function keystaticConfig(storage: EditorStorage) {
  return config({
    // Safe: the storage kind changes where the editor saves, not the schema this config's
    // types come from; typed as one kind, every config has the same ContentConfig.
    storage: storage as LocalConfig['storage'],
    locale: common.locale,
    ui: { brand: common.brand, navigation: navigation(['services'], ['industries']) as never },
    collections: { services, posts, jobs, legal, caseStudies, industries },
    singletons: { company, ...pages, contact: contactPage, booking },
  })
}

/**
 * The same files as the editor at /keystatic offers them: each of the 15 services and 8
 * industries is an entry of its own (a singleton on the same file), so the editor shows no
 * Delete, Duplicate or key to rename for a page the site's code links to.
 */
export function editorConfig(storage: EditorStorage, locale: 'pl-PL' | 'en-US' = common.locale) {
  return config({
    // Safe for the same reason as in keystaticConfig.
    storage: storage as LocalConfig['storage'],
    locale,
    ui: {
      brand: common.brand,
      navigation: navigation(Object.keys(serviceEntries), Object.keys(industryEntries)) as never,
    },
    collections: { posts, jobs, legal, caseStudies },
    singletons: { company, ...pages, contact: contactPage, booking, ...serviceEntries, ...industryEntries },
  })
}

export type ContentConfig = ReturnType<typeof keystaticConfig>
