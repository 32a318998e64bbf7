import type { CareerPageContent } from '../../../app/content/types'

export default {
  metaTitle: 'Careers: Call Centre Jobs in Częstochowa & Remote',
  metaDescription:
    'Join Vocalis BPO: customer service, language, quality and planning roles in Częstochowa or remote within Poland, with paid training and a clear path to grow.',
  eyebrow: 'Careers at Vocalis',
  headline: 'Good conversations start with good people',
  lead: 'We are looking for people who enjoy helping others, speak clearly and want to learn. Whether this is your first job or your next step, we’ll train you and help you grow.',
  whyTitle: 'Why work with us',
  why: [
    {
      title: 'A stable employer since 2008',
      text: 'More than 17 years on the market, long-term client projects and a team that many people have stayed with for years.',
    },
    {
      title: 'Training from day one',
      text: 'Paid onboarding with a trainer, product knowledge sessions and a buddy on the floor until you feel confident on your own.',
    },
    {
      title: 'Room to grow',
      text: 'Many of our team leaders, quality analysts and trainers started as consultants. We post roles internally first and support you in getting there.',
    },
    {
      title: 'Work that fits your life',
      text: 'Office, hybrid and remote roles, full-time and part-time schedules, and planners who take your availability seriously.',
    },
  ],
  benefitsTitle: 'What we offer',
  benefits: [
    'Employment contract for most roles, or a contract of your choice',
    'Paid onboarding and ongoing training',
    'Language bonus for foreign-language projects',
    'Private medical care',
    'Sports card co-financing',
    'Employee referral bonus',
    'Modern office in the centre of Częstochowa with quality headsets and ergonomic workstations',
    'Home-office equipment for remote roles',
  ],
  processTitle: 'How recruitment works',
  process: [
    {
      title: 'Apply',
      text: 'Send your CV by e-mail or through the form. A cover letter is optional; we care more about how you communicate than about paperwork.',
    },
    {
      title: 'Short phone call',
      text: 'A recruiter calls you to talk about the role, your availability and expectations, and to answer your questions.',
    },
    {
      title: 'Interview',
      text: 'A conversation with the recruiter and a team leader, on site or online, with a short language check for language roles.',
    },
    {
      title: 'Offer',
      text: 'If we are a good match, you receive a clear offer: role, schedule, pay and start date. Every candidate hears back from us.',
    },
    {
      title: 'Onboarding',
      text: 'You start with paid training, meet your team and take your first contacts with a trainer and a buddy by your side.',
    },
  ],
  positionsTitle: 'Open positions',
  positionsLead:
    'Current roles in Częstochowa and remote within Poland. Don’t meet every requirement? Apply anyway: attitude and communication skills matter most.',
  emptyTitle: 'No open positions right now',
  emptyText:
    'We don’t have an open role at the moment, but we are always glad to hear from people who enjoy working with customers. Send us your CV and we’ll get in touch when a matching position opens.',
  applyByEmail: 'Apply by e-mail',
  applyByForm: 'Apply via form',
  labels: {
    department: 'Department',
    location: 'Location',
    workMode: 'Work mode',
    employmentType: 'Employment type',
    posted: 'Posted',
    responsibilities: 'Your responsibilities',
    requirements: 'What we’re looking for',
    salary: 'Salary',
  },
  workModes: {
    onsite: 'On site',
    hybrid: 'Hybrid',
    remote: 'Remote',
  },
  employmentTypes: {
    FULL_TIME: 'Full-time',
    PART_TIME: 'Part-time',
    CONTRACTOR: 'Contract',
    INTERN: 'Internship',
  },
} satisfies CareerPageContent
