import type { HomePageContent } from '../../../app/content/types'

export default {
  metaTitle: 'Call Centre Outsourcing & BPO Services in Poland',
  metaDescription:
    'Outsourced customer service, sales and back office from Częstochowa, Poland: over 17 years of experience, multilingual teams and AI agents working together.',
  hero: {
    eyebrow: 'Call centre & BPO outsourcing since 2008',
    headline: 'Customer service your clients remember for the right reasons',
    lead: 'We run inbound and outbound contact centres, back office and AI-powered virtual agents for companies in Poland and abroad. You get a team that knows your product, reports openly and grows when your volumes do.',
    csatClaim: 'Customer satisfaction in digital channels (CSAT)',
    csatDesktopLabel: 'on desktop',
    csatMobileLabel: 'on mobile',
    fasterClaim: 'faster resolutions',
  },
  advantagesTitle: 'What you gain',
  advantagesLead:
    'Outsourcing should take work off your plate, not add a new layer of management. This is how we make it happen.',
  advantages: [
    {
      title: 'People and AI in one team',
      text: 'Virtual agents take the routine questions at any hour; our consultants handle the conversations that need judgement and empathy, with the full context passed on.',
    },
    {
      title: 'Multilingual from day one',
      text: 'Native and fluent speakers of more than 10 languages, recruited and trained for your brand, so customers abroad are served in their own language.',
    },
    {
      title: 'Capacity when you need it',
      text: 'Seasonal peaks, product launches or a sudden incident: we add trained people and virtual agents quickly, and scale back when demand settles.',
    },
    {
      title: 'Reporting you can act on',
      text: 'Clear KPIs, call reviews and regular reports from a dedicated account manager, with recommendations rather than raw dashboards.',
    },
  ],
  statsTitle: 'Results in numbers',
  statsLead:
    'We have measured results in every programme since 2008, and we report to our clients every month against the service levels we agreed with them.',
  servicesTitle: 'Our services',
  servicesLead:
    'From a single inbound line to a complete multichannel operation: choose the services you need and we build the team, processes and reporting around them.',
  whyTitle: 'Why companies choose Vocalis',
  whyLead:
    'Clients stay with us because the work is predictable, transparent and improves over time. Here is what sits behind that.',
  why: [
    {
      title: 'Experience since 2008',
      text: 'More than 17 years of running contact centres, from quick campaigns to long-term customer care.',
    },
    {
      title: 'Quality built into every shift',
      text: 'More than 100 agents trained on our own onboarding programme, structured coaching and independent quality analysts who review calls, chats and e-mails against criteria agreed with you.',
    },
    {
      title: 'Security taken seriously',
      text: 'GDPR-compliant processing, role-based access, encrypted systems and a clean-desk policy on the floor: your customers’ data stays protected.',
    },
    {
      title: 'A partner, not a vendor',
      text: 'One account manager, open communication and honest recommendations, even when they mean changing the original plan.',
    },
  ],
  quotes: [
    {
      id: 'claims-hotline',
      text: 'Vocalis took over our claims line in our busiest season and customers barely noticed the switch, apart from shorter waiting times. Their team leaders report to us every week and act on what they hear.',
      role: 'Head of Customer Care',
      industry: 'Insurance',
    },
    {
      id: 'ai-handover',
      text: 'What convinced us was the hand-off between the virtual agent and the human team. The AI deals with simple order questions, and when a customer needs a person, the consultant already knows the whole story.',
      role: 'Director of E-commerce Operations',
      industry: 'Retail and e-commerce',
    },
  ],
  industriesTitle: 'Industries we serve',
  industriesLead:
    'Each sector has its own regulations, vocabulary and customer expectations. Our teams are trained for the industry they work in, not just for the script.',
  industries: {
    finance: {
      title: 'Finance and insurance',
      text: 'Claims support, account enquiries and collections handled with the accuracy and discretion regulated services require.',
    },
    healthcare: {
      title: 'Healthcare',
      text: 'Appointment booking, patient information lines and reminders, delivered with care and strict confidentiality.',
    },
    technology: {
      title: 'Technology',
      text: 'Technical helpdesk and user onboarding by agents who can troubleshoot, document and escalate properly.',
    },
    retail: {
      title: 'Retail and e-commerce',
      text: 'Order status, returns and payments across phone, chat and social media, ready for every sales peak.',
    },
    telecom: {
      title: 'Telecommunications',
      text: 'High-volume customer care, retention and upselling for subscribers who expect quick answers.',
    },
    manufacturing: {
      title: 'Manufacturing',
      text: 'Order processing, distributor support and after-sales service that keep your supply chain running smoothly.',
    },
    education: {
      title: 'Education',
      text: 'Enrolment campaigns and student and parent helplines that stay responsive when the academic year starts.',
    },
    energy: {
      title: 'Energy and utilities',
      text: 'Billing questions, meter readings and outage lines that stay calm and clear when demand suddenly spikes.',
    },
  },
  cta: {
    title: 'Let’s talk about your customer service',
    text: 'Tell us about your volumes, channels and goals. We’ll come back with a proposal for a team, a pilot and the KPIs we will report on.',
  },
} satisfies HomePageContent
