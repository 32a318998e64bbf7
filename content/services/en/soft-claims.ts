import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'soft-claims',
  name: 'Soft Claims',
  summary:
    'Claims support for insurers: first notice of loss, claim status updates and document collection, handled by trained agents.',
  metaTitle: 'Soft Claims – FNOL and Claims Support for Insurers',
  metaDescription:
    'Outsourced soft claims support for insurers: first notice of loss, claim status updates and document collection, handled with empathy and in line with GDPR.',
  headline: 'Claims support that policyholders remember for the right reasons',
  lead: 'A claim is the moment an insurer proves its promise. Our Soft Claims team takes the first notice of loss, keeps policyholders informed about their case and collects the documents your handlers need, so your adjusters can focus on assessment and decisions.',
  intro: [
    'Most contact in claims is not about the decision itself. Policyholders report a loss, ask what happens next, chase the status of their case and send photos, invoices or police reports. These “soft” tasks are time-consuming, repetitive and emotionally charged – and when they are handled badly, they drive complaints and lapsed policies. We take them over under your procedures and brand, working in your claims system or alongside it.',
    'Our agents are trained to take a complete and accurate first notice of loss the first time: who, what, where and when, policy verification, questions about cover and the evidence each type of claim requires. Structured forms and checklists cut incomplete files and the back-and-forth that slows settlement. Straightforward claims reach your handlers ready to assess; complex or disputed ones are flagged and escalated straight away.',
    'We never make coverage or settlement decisions on your behalf – those stay with your claims professionals. What we bring is capacity, consistency and empathy: a team of more than 100 agents, service in more than 10 languages for policyholders abroad, and first call resolution of 90% across our services. When a storm or flood multiplies claim volumes, we scale the team quickly so reporting lines stay open.',
  ],
  included: [
    {
      title: 'First notice of loss (FNOL)',
      text: 'Reporting by phone, e-mail, web form and chat for motor, property, travel, health and device claims, captured in structured forms aligned with your claim types.',
    },
    {
      title: 'Claim status updates',
      text: 'Proactive and on-request updates for policyholders, brokers and repair partners, based on live status information from your claims system.',
    },
    {
      title: 'Document collection and chasing',
      text: 'Requesting, receiving and checking photos, invoices, estimates, medical and police reports, with reminders until the file is complete.',
    },
    {
      title: 'Appointment coordination',
      text: 'Scheduling loss adjusters, inspections, repair shops and replacement vehicles, and confirming appointments with every party involved.',
    },
    {
      title: 'Triage and escalation',
      text: 'Flagging possible fraud indicators, vulnerable customers, large or complex losses and complaints to your designated handlers under agreed rules.',
    },
    {
      title: 'Secure data handling',
      text: 'Work under a data processing agreement, GDPR-compliant handling of personal and health data, role-based access and a full audit trail.',
    },
  ],
  steps: [
    {
      title: 'Process and claim-type mapping',
      text: 'We review your claims journeys, product lines and handoffs to define exactly which tasks we take over and where your handlers stay in control.',
    },
    {
      title: 'Scripts, forms and integration',
      text: 'We build call guides, FNOL forms and document checklists for each claim type and connect to your claims and document management systems.',
    },
    {
      title: 'Training and certification',
      text: 'Agents complete product and process training plus empathy and vulnerable-customer coaching, and pass an internal competence check before handling live claims.',
    },
    {
      title: 'Go-live with close monitoring',
      text: 'We start with selected claim types or channels, review calls and files with your team and refine the scripts before extending the scope.',
    },
    {
      title: 'Reporting and improvement',
      text: 'You receive reports on volumes, handling times, file completeness, escalations and satisfaction, with regular calibration sessions alongside your claims managers.',
    },
  ],
  figures: ['firstCallResolution', 'teamSize', 'languages'],
  industries: ['finance', 'healthcare', 'retail', 'telecom'],
  faqs: [
    {
      question: 'What exactly are soft claims?',
      answer:
        'Soft claims are the service tasks around a claim that do not require a coverage or settlement decision: taking the first notice of loss, explaining the process, giving status updates, collecting documents and coordinating appointments. They are high-volume and time-sensitive, which makes them well suited to a specialised contact centre team.',
    },
    {
      question: 'Do your agents make claim decisions?',
      answer:
        'No. Decisions on coverage, liability and settlement stay with your claims handlers and adjusters. Our agents work strictly within your scripts and authority levels and escalate anything outside them.',
    },
    {
      question: 'Which lines of business do you support?',
      answer:
        'Typical examples are motor, home and property, travel, health, and device or extended-warranty insurance. We adapt forms, checklists and escalation rules to each product line and to your own claim categories.',
    },
    {
      question: 'How do you handle surges after storms or floods?',
      answer:
        'We agree a surge plan in advance: simplified FNOL scripts, extra agents from our trained pool, callback queues and AI virtual agents for status checks. This keeps reporting lines open when volumes spike after extreme weather.',
    },
    {
      question: 'How is sensitive data protected?',
      answer:
        'We process data as your processor under a data processing agreement and in line with GDPR. Access is role-based, special-category data such as medical information is handled only by authorised agents, and every action on a file is logged.',
    },
    {
      question: 'Can you also work with brokers and repair partners?',
      answer:
        'Yes. Beyond policyholders, we take calls from brokers, body shops, contractors and assistance providers, answer status queries and coordinate next steps within the rules you set.',
    },
  ],
  related: ['back-office', 'inbound-call-center', 'quality-assurance'],
} satisfies ServiceContent
