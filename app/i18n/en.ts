/**
 * English UI strings: the source of truth. Every other dictionary must have the same keys
 * (app/i18n/pl.ts is typed against this one, so a missing key fails the type check).
 * Long page copy lives in content/, not here.
 */
export const en = {
  'site.tagline': 'Contact centre and BPO outsourcing',
  'meta.defaultDescription':
    'Contact centre and BPO outsourcing from Częstochowa, Poland: inbound, outbound, helpdesk, back office and AI virtual agents in 10+ languages.',

  'a11y.skipToContent': 'Skip to content',
  'a11y.loading': 'Loading page…',
  'a11y.mainNav': 'Main navigation',
  'a11y.footerNav': 'Footer navigation',
  'a11y.breadcrumbs': 'Breadcrumbs',
  'a11y.openMenu': 'Open menu',
  'a11y.closeMenu': 'Close menu',
  'a11y.homeLink': '{brand}: home page',
  'a11y.externalLink': '(opens in a new tab)',

  'nav.home': 'Home',
  'nav.ai': 'AI',
  'nav.about': 'About',
  'nav.services': 'Services',
  'nav.allServices': 'All services',
  'nav.aiServices': 'AI services',
  'nav.blog': 'Blog',
  'nav.career': 'Careers',
  'nav.contact': 'Contact',

  'lang.switchTo': 'Przełącz na język polski',
  'lang.label': 'Language',
  'lang.en': 'English',
  'lang.pl': 'Polski',
  'lang.short.en': 'EN',
  'lang.short.pl': 'PL',

  'button.backHome': 'Back to Home',
  'button.learnMore': 'Learn More',
  'button.bookConsultation': 'Book a Consultation',
  'button.contactUs': 'Contact Us',
  'button.sendMessage': 'Send Message',
  'button.close': 'Close',

  'footer.about':
    'A contact centre and back-office partner from Częstochowa, serving companies across Poland and Europe since 2008.',
  'footer.company': 'Company',
  'footer.services': 'Services',
  'footer.contact': 'Contact',
  'footer.legal': 'Legal',
  'footer.address': 'Address',
  'footer.email': 'E-mail',
  'footer.phone': 'Phone',
  'footer.privacy': 'Privacy Policy',
  'footer.terms': 'Terms of Service',
  'footer.cookieSettings': 'Cookie settings',
  'footer.copyright': '© {year} {legalName}. All rights reserved.',
  'footer.registry': 'KRS {krs} · NIP {nip} · REGON {regon}',

  'notFound.metaTitle': 'Page not found',
  'notFound.eyebrow': 'Error 404',
  'notFound.title': 'We can’t find that page',
  'notFound.text':
    'The address may be mistyped, or the page has moved. Start from the home page or pick one of the pages below.',
  'notFound.suggestions': 'Popular pages',

  'error.metaTitle': 'Something went wrong',
  'error.title': 'Something went wrong on our side',
  'error.text': 'Please try again in a moment. If the problem persists, write to us at {email}.',

  'contact.metaTitle': 'Contact us: get a contact centre proposal',
  'contact.metaDescription':
    'Tell us about your customer service or sales project. We reply within one business day with questions, a plan and an indicative price.',
  'contact.eyebrow': 'Contact',
  'contact.title': 'Let’s talk about your contact centre',
  'contact.lead':
    'Tell us what you need: a new hotline, extra capacity for a peak season or a full outsourcing project. We answer within one business day.',

  'services.metaTitle': 'Contact centre and BPO services',
  'services.metaDescription':
    'Fifteen contact centre and back-office services: inbound, outbound sales, helpdesk, claims, omnichannel, AI virtual agents, quality and training.',
  'services.eyebrow': 'Services',
  'services.title': 'Everything your customers need, handled by one partner',
  'services.lead':
    'Voice, digital, back office and AI: pick one service or combine several. Every programme runs on the same quality standards and reporting.',
  'services.group.voice': 'Voice services',
  'services.group.digital': 'Digital channels',
  'services.group.backOffice': 'Back office and claims',
  'services.group.ai': 'AI and automation',
  'services.group.workforce': 'Workforce, quality and training',

  'service.included': 'What’s included',
  'service.steps': 'How it works',
  'service.figures': 'Results you can expect',
  'service.industries': 'Industries we serve with this',
  'service.faq': 'Frequently asked questions',
  'service.related': 'Related services',
  'service.ctaTitle': 'Ready to discuss {service}?',
  'service.ctaText': 'Tell us about your volumes, hours and goals. You will get a proposal within days, not weeks.',

  'blog.metaTitle': 'Blog: contact centre know-how',
  'blog.metaDescription':
    'Articles on contact centre outsourcing: costs and pricing models, first call resolution, AI agents, GDPR in customer service and seasonal peaks.',
  'blog.title': 'Blog',
  'blog.lead': 'Practical know-how for companies that run or buy customer service.',

  'figure.yearsExperience': 'years of experience',
  'figure.profitabilityIncrease': 'average increase in profitability',
  'figure.firstCallResolution': 'first call resolution',
  'figure.successfulProjects': 'successful projects',
  'figure.clientSatisfaction': 'client satisfaction',
  'figure.csatDesktop': 'CSAT on desktop',
  'figure.csatMobile': 'CSAT on mobile',
  'figure.fasterResolutions': 'faster resolutions',
  'figure.aiAgents': 'AI agents deployed in 48 hours',
  'figure.aiAgentsHours': 'hours to scale up',
  'figure.certifiedAgents': 'certified agents',
  'figure.languages': 'languages',
  'figure.handleTimeReduction': 'lower average handle time',
  'figure.leadsIncrease': 'more leads in 90 days',
  'figure.meetingsIncrease': 'more meetings in 90 days',
  'figure.resultsDays': 'days to results',

  'industry.finance': 'Finance and insurance',
  'industry.healthcare': 'Healthcare',
  'industry.technology': 'Technology',
  'industry.retail': 'Retail and e-commerce',
  'industry.telecom': 'Telecommunications',
  'industry.manufacturing': 'Manufacturing',
  'industry.education': 'Education',
  'industry.energy': 'Energy and utilities',

  'legal.version': 'Version {version}',
  'legal.effective': 'Effective from {date}',
  'legal.toc': 'Contents',
  'placeholder.text': 'This page is being prepared. In the meantime, talk to us directly.',
} as const

export type MessageKey = keyof typeof en
export type Dictionary = Record<MessageKey, string>
