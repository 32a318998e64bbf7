/**
 * Company facts and the marketing figures of the specification.
 * One place for the site owner to change; every page reads from here.
 */
export const site = {
  brand: 'Vocalis BPO',
  legalName: 'Vocalis BPO sp. z o.o.',
  address: {
    street: 'al. Najświętszej Maryi Panny 24',
    postalCode: '42-200',
    city: 'Częstochowa',
    countryCode: 'PL',
  },
  email: 'contact@vocalis-bpo.pl',
  recruitmentEmail: 'careers@vocalis-bpo.pl',
  privacyEmail: 'privacy@vocalis-bpo.pl',
  phone: '+48 34 361 20 00',
  registry: {
    krs: '0000123456',
    nip: '5730000000',
    regon: '150000000',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/vocalis-bpo',
  },
  foundedYear: 2008,
  copyrightYear: 2025,
  themeColor: '#1d4ed8',
} as const

/**
 * Figures from the specification. `value` is the number, `format` tells how a page
 * renders it in its language (see app/lib/format.ts).
 */
export const figures = {
  yearsExperience: { value: 17, format: 'plus' },
  profitabilityIncrease: { value: 50, format: 'percent' },
  firstCallResolution: { value: 90, format: 'percent' },
  successfulProjects: { value: 350, format: 'plus' },
  clientSatisfaction: { value: 95, format: 'percent' },
  csatDesktop: { value: 95, format: 'percent' },
  csatMobile: { value: 98, format: 'percent' },
  fasterResolutions: { value: 20, format: 'percent' },
  aiAgents: { value: 500, format: 'number' },
  aiAgentsHours: { value: 48, format: 'number' },
  certifiedAgents: { value: 100, format: 'plus' },
  languages: { value: 10, format: 'plus' },
  handleTimeReduction: { value: 25, format: 'percent' },
  leadsIncrease: { value: 35, format: 'signedPercent' },
  meetingsIncrease: { value: 28, format: 'signedPercent' },
  resultsDays: { value: 90, format: 'number' },
} as const

export type FigureKey = keyof typeof figures

/**
 * Assumptions behind the indicative monthly cost on the staffing calculator
 * (/calculator). SAMPLE VALUES: the owner has not set real rates yet, and while
 * `sample` is true the page says so next to the range. Each rate is a fully loaded
 * monthly cost of one full-time agent (pay, supervision, technology, management) in the
 * currency of the page: Polish pages show PLN, English pages EUR.
 */
export const staffingCostRates = {
  sample: true,
  /** Contracted hours a week of one full-time agent. */
  hoursPerFte: 40,
  monthlyCostPerFte: {
    PLN: { low: 9000, high: 13000 },
    EUR: { low: 2100, high: 3000 },
  },
  currencyByLang: { en: 'EUR', pl: 'PLN' },
} as const
