import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'technical-helpdesk',
  name: 'Technical Helpdesk',
  summary:
    'First- and second-line technical support for your customers and employees, run in your ticketing tools and to your SLAs.',
  metaTitle: 'Technical Helpdesk Outsourcing – First & Second Line',
  metaDescription:
    'Outsourced first- and second-line technical support: ticket triage, remote troubleshooting and clean escalations, with 25% shorter handle times and 90% FCR.',
  headline: 'Technical support your users can rely on – without building a team from scratch',
  lead: 'Password resets, connectivity problems, device set-up, software errors: our helpdesk agents and specialists resolve them by phone, chat and ticket, working in your ticketing system and to your SLAs. Anything that needs your developers arrives in their queue fully diagnosed and documented.',
  intro: [
    'A good helpdesk is judged by two things: how quickly the user is working again, and how little noise reaches your internal experts. That is why we organise support in clear tiers. First-line agents identify the user, categorise and prioritise the request, and solve known issues with your knowledge base and remote-access tools. Second-line specialists take on configuration, account and integration problems, and anything that points to a product defect goes to your engineering team with logs, steps to reproduce and the business impact described.',
    'We support external customers – users of software, devices, broadband or smart-home products – as well as employees who need an internal IT service desk. Each project gets its own runbooks, decision trees and macros, built with your product owners and kept up to date as new releases ship. Because agents document every fix, the knowledge base grows with the service and recurring problems become visible in the reports.',
    'Structured troubleshooting shows in the numbers: 90% of contacts resolved at the first attempt, handle time reduced by 25% and 20% faster resolutions. For your business that means fewer repeat contacts, a lower cost per ticket and engineers who spend their time on the product rather than on password resets.',
  ],
  included: [
    {
      title: 'First-line support (L1)',
      text: 'User identification, triage, categorisation and prioritisation of every request, plus resolution of known issues: access and passwords, installation, configuration and how-to questions.',
    },
    {
      title: 'Second-line support (L2)',
      text: 'Deeper diagnostics by experienced specialists – accounts, configuration, integrations, network and device issues – with remote sessions when screen access is needed.',
    },
    {
      title: 'Clean escalations to your teams',
      text: 'Defects and change requests reach your developers or vendors with reproduction steps, logs, screenshots and business impact, so nobody has to call the user back with the same questions.',
    },
    {
      title: 'Your ticketing tools and SLAs',
      text: 'We work in Jira Service Management, ServiceNow, Zendesk, Freshdesk or your own platform, following your priority matrix, response and resolution targets and user-update rules.',
    },
    {
      title: 'Knowledge base management',
      text: 'Agents write and update articles, macros and decision trees as they solve new problems, and flag topics that are worth turning into self-service content.',
    },
    {
      title: 'Major incident handling',
      text: 'When an outage hits, we switch to a prepared incident script, publish consistent status messages, group related tickets and keep your incident manager informed.',
    },
  ],
  steps: [
    {
      title: 'Technical audit',
      text: 'We review your product, ticket history, categories and current SLAs, and identify which issues can be closed at first line and which need specialists.',
    },
    {
      title: 'Runbooks and access',
      text: 'With your product team we build troubleshooting guides and an escalation matrix, and set up secure access to your tools, test environments and remote-support software.',
    },
    {
      title: 'Training and shadowing',
      text: 'Agents learn the product hands-on, shadow your specialists and pass a practical test before they handle live tickets.',
    },
    {
      title: 'Go-live and tuning',
      text: 'After launch we review ticket categories, reopen rates and escalations every week, refine the runbooks and move more issue types to first-line resolution.',
    },
  ],
  figures: ['firstCallResolution', 'handleTimeReduction', 'fasterResolutions', 'teamSize'],
  industries: ['technology', 'telecom', 'energy', 'manufacturing', 'education'],
  faqs: [
    {
      question: 'Do you provide first-line support only, or second-line as well?',
      answer:
        'Both. Many clients start with first-line support and hand selected second-line tasks over to us once the team has proven itself. The split between our agents and your internal experts is set out in an escalation matrix that can change as the knowledge base grows.',
    },
    {
      question: 'What technical skills do your agents have?',
      answer:
        'We recruit for technical aptitude and clear communication, then train agents on your product and tools. Second-line specialists have hands-on experience with operating systems, networks, mobile devices and SaaS applications. We match the profile to your product – a consumer app calls for different skills than an internal ERP service desk.',
    },
    {
      question: 'Can you work in our ticketing system?',
      answer:
        'Yes, that is our default. We work in Jira Service Management, ServiceNow, Zendesk, Freshdesk and similar tools, follow your categories and priority rules, and report SLA compliance from the same data your team sees.',
    },
    {
      question: 'How do you handle access to our systems and user data?',
      answer:
        'Access is granted per named agent with the minimum rights needed, ideally through your single sign-on and multi-factor authentication. Remote sessions require the user’s consent, and personal data is processed in line with GDPR under a data processing agreement.',
    },
    {
      question: 'Can you cope with outages and release peaks?',
      answer:
        'Yes. We prepare incident scripts and status-message templates in advance and keep trained back-up agents who can join the queue when a release or an outage drives ticket volumes up.',
    },
    {
      question: 'Which languages do you support?',
      answer:
        'Support is available in more than 10 languages, so a single team can cover users across several European markets with the same processes and consistent reporting.',
    },
  ],
  related: ['inbound-call-center', 'ai-call-center', 'omnichannel'],
} satisfies ServiceContent
