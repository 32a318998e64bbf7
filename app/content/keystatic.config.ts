import { config, type LocalConfig } from '@keystatic/core'
import { booking } from './schema/booking.ts'
import { caseStudies } from './schema/case-studies.ts'
import { company } from './schema/company.ts'
import { industries } from './schema/industries.ts'
import { jobs } from './schema/jobs.ts'
import { legal } from './schema/legal.ts'
import { contactPage } from './schema/page-contact.ts'
import { pages } from './schema/pages.ts'
import { posts } from './schema/posts.ts'
import { services } from './schema/services.ts'

/** Where the editor saves: files in the working tree (`npm run dev`) or commits on GitHub. */
export type EditorStorage = { kind: 'local' } | { kind: 'github'; repo: `${string}/${string}` }

/**
 * The content model: one schema per content type, used by the editor at /keystatic and
 * by the build, which reads and validates every file with it (scripts/lib/site-content.ts).
 */
export function keystaticConfig(storage: EditorStorage) {
  return config({
    storage: storage as LocalConfig['storage'],
    // Keystatic's own buttons and messages in Polish; our labels carry both languages.
    locale: 'pl-PL',
    ui: {
      brand: { name: 'Vocalis BPO – content' },
      // Grouped the way the marketing team thinks of the site, not by storage; named in both
      // languages, like the lists, while field names stay English to match the build's messages.
      navigation: {
        'Pages / Strony': ['home', 'about', 'ai', 'career', 'calculator', 'contact'],
        'What we offer / Oferta': ['services', 'industries', 'caseStudies'],
        'Blog and jobs / Blog i praca': ['posts', 'jobs'],
        'Company / Firma': ['company', 'legal', 'booking'],
      },
    },
    collections: { services, posts, jobs, legal, caseStudies, industries },
    singletons: { company, ...pages, contact: contactPage, booking },
  })
}

export type ContentConfig = ReturnType<typeof keystaticConfig>
