/**
 * The company facts: one typed object for the site owner to change, read by every page,
 * the legal texts' placeholders and the launch check (app/lib/launch-check.ts,
 * `npm run check:launch`). Anything marked `sample` is a stand-in that must be replaced
 * with the real value before the site goes live; the pages label it as such until then.
 */

/** How a page renders a figure in its language (see app/lib/format.ts). */
export type FigureFormat = 'percent' | 'signedPercent' | 'plus' | 'number'

/**
 * A marketing figure. `source` says how it can be proved: a case study (`case-study:<slug>`,
 * once case studies exist) or a stated measurement (`measurement: …`, what was measured,
 * over which period). `sample` stays true until the owner has the evidence in hand.
 */
export type Figure = { value: number; format: FigureFormat; source: string; sample: boolean }

/** A client's words with role and industry (no names). Real ones need the client's written consent. */
export type Testimonial = { id: string; sample: boolean; source: string }

export type CompanyFacts = {
  brand: string
  legalName: string
  address: { street: string; postalCode: string; city: string; countryCode: string; sample: boolean }
  email: string
  recruitmentEmail: string
  privacyEmail: string
  phone: { display: string; sample: boolean }
  /** Required on the website of a limited company by KSH art. 206 § 1. */
  registry: {
    /** The registry court and division, in Polish (the register's official wording) and English. */
    court: { pl: string; en: string }
    krs: string
    nip: string
    regon: string
    sample: boolean
  }
  /** Share capital in whole złoty (KSH art. 206 § 1 pt 4 for a sp. z o.o.). */
  shareCapitalPln: number
  foundedYear: number
  figures: Record<string, Figure>
  testimonials: Testimonial[]
  caseStudies: { slug: string; sample: boolean }[]
}

export const company = {
  brand: 'Vocalis BPO',
  legalName: 'Vocalis BPO sp. z o.o.',
  address: {
    street: 'al. Najświętszej Maryi Panny 24',
    postalCode: '42-200',
    city: 'Częstochowa',
    countryCode: 'PL',
    sample: true,
  },
  email: 'contact@vocalis-bpo.pl',
  recruitmentEmail: 'careers@vocalis-bpo.pl',
  privacyEmail: 'privacy@vocalis-bpo.pl',
  // Subscriber numbers in Poland never start with 0: this one cannot ring anybody.
  phone: { display: '+48 34 000 00 00', sample: true },
  registry: {
    court: {
      pl: 'Sąd Rejonowy w Częstochowie, XVII Wydział Gospodarczy Krajowego Rejestru Sądowego',
      en: 'District Court in Częstochowa, 17th Commercial Division of the National Court Register',
    },
    krs: '0000000000',
    nip: '0000000000',
    regon: '000000000',
    sample: true,
  },
  shareCapitalPln: 5000,
  foundedYear: 2008,
  figures: {
    yearsExperience: {
      value: 17,
      format: 'plus',
      source: 'company fact: operating since the founding year (foundedYear), counted to the copyright year',
      sample: false,
    },
    firstCallResolution: {
      value: 90,
      format: 'percent',
      source:
        'measurement: share of contacts resolved without a repeat contact within 7 days, all programmes, last 12 months',
      sample: true,
    },
    csatDesktop: {
      value: 95,
      format: 'percent',
      source: 'measurement: post-chat and e-mail survey (4–5 on a 5-point scale), sessions on desktop, last 12 months',
      sample: true,
    },
    csatMobile: {
      value: 98,
      format: 'percent',
      source:
        'measurement: post-chat and messaging survey (4–5 on a 5-point scale), sessions on mobile, last 12 months',
      sample: true,
    },
    fasterResolutions: {
      value: 20,
      format: 'percent',
      source: 'measurement: median time to resolution after the hybrid AI model, against the 3 months before it',
      sample: true,
    },
    aiAgents: {
      value: 500,
      format: 'number',
      source: 'measurement: concurrent AI agent sessions reached in a load test within 48 hours of the request',
      sample: true,
    },
    aiAgentsHours: {
      value: 48,
      format: 'number',
      source: 'measurement: same load test as aiAgents',
      sample: true,
    },
    teamSize: {
      value: 100,
      format: 'plus',
      source: 'company fact: consultants employed, from the payroll at the end of the last quarter',
      sample: true,
    },
    languages: {
      value: 10,
      format: 'plus',
      source: 'company fact: languages with at least one consultant at C1 level on the team',
      sample: true,
    },
    handleTimeReduction: {
      value: 25,
      format: 'percent',
      source: 'measurement: average handle time after the first 6 months of a programme, against its first month',
      sample: true,
    },
    leadsIncrease: {
      value: 35,
      format: 'signedPercent',
      source:
        'measurement: qualified leads in the first 90 days of outbound programmes, against the client’s own baseline',
      sample: true,
    },
    meetingsIncrease: {
      value: 28,
      format: 'signedPercent',
      source:
        'measurement: meetings booked in the first 90 days of appointment-setting programmes, against the baseline',
      sample: true,
    },
    resultsDays: {
      value: 90,
      format: 'number',
      source: 'the period over which leadsIncrease and meetingsIncrease are measured',
      sample: true,
    },
  },
  testimonials: [
    { id: 'claims-hotline', sample: true, source: 'none yet: needs a client’s written consent to publish' },
    { id: 'ai-handover', sample: true, source: 'none yet: needs a client’s written consent to publish' },
  ],
  caseStudies: [],
} as const satisfies CompanyFacts

/** What the components read: brand, contact details and the registry data. */
export const site = {
  brand: company.brand,
  legalName: company.legalName,
  address: company.address,
  email: company.email,
  recruitmentEmail: company.recruitmentEmail,
  privacyEmail: company.privacyEmail,
  phone: company.phone.display,
  registry: company.registry,
  shareCapitalPln: company.shareCapitalPln,
  social: {
    linkedin: 'https://www.linkedin.com/company/vocalis-bpo',
  },
  foundedYear: company.foundedYear,
  copyrightYear: 2025,
  themeColor: '#1d4ed8',
} as const

export const figures = company.figures
export type FigureKey = keyof typeof figures
