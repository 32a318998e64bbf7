import type { AiPageContent } from '../../../app/content/types'

export default {
  metaTitle: 'AI Call Centre: Virtual Agents with Human Back-up',
  metaDescription:
    'AI-powered virtual agents that answer routine calls at any hour and hand complex cases to our consultants with full context. GDPR-minded, EU data processing.',
  eyebrow: 'AI call centre',
  headline: 'Virtual agents that know when to hand over to a person',
  lead: 'AI agents take the repetitive calls and messages at any hour; our consultants take the conversations that need experience and empathy. Your customers never have to repeat their story.',
  hybridTitle: 'AI and people, working as one team',
  hybrid: [
    'Our virtual agents are voice and chat assistants built on large language models and connected to your systems. They greet callers, understand what they need in natural language, check an order or an account, and complete the task, from booking an appointment to confirming a payment.',
    'When a conversation goes beyond what the AI should handle – a complaint, an exception, a vulnerable customer or a simple request to speak to someone – it is passed to one of our consultants. The consultant receives a summary, the data already verified and the reason for the transfer, so the customer picks up exactly where they left off.',
    'The same team leaders oversee both sides. They review AI conversations alongside human ones, adjust scripts and knowledge, and decide together with you which topics the virtual agents take on next.',
  ],
  capabilitiesTitle: 'What the virtual agents handle',
  capabilities: [
    {
      title: 'Order and delivery status',
      text: 'Where is my parcel, can I change the address, when will it arrive: answered instantly from your order system.',
    },
    {
      title: 'Appointments and bookings',
      text: 'Booking, rescheduling and cancelling visits or service calls directly in your calendar, with confirmations sent automatically.',
    },
    {
      title: 'Account and billing questions',
      text: 'Identity checks, balances, invoice copies and payment reminders, with sensitive steps routed to a consultant.',
    },
    {
      title: 'First-line troubleshooting',
      text: 'Guided step-by-step fixes for common issues, and a complete ticket for the helpdesk when the fix doesn’t work.',
    },
    {
      title: 'Call triage and routing',
      text: 'Understanding the reason for the call and sending it to the right team with the details already collected.',
    },
    {
      title: 'After-hours and overflow',
      text: 'Taking calls at night, at weekends and during peaks, so no customer hears a busy signal or waits in a long queue.',
    },
  ],
  figuresTitle: 'What hybrid service delivers',
  figures: ['aiAgents', 'fasterResolutions', 'handleTimeReduction'],
  pilotTitle: 'How a pilot runs',
  pilot: [
    {
      title: 'Choose the use case',
      text: 'Together we pick a well-defined, high-volume topic and agree the success criteria: containment, resolution time, CSAT and hand-off quality.',
    },
    {
      title: 'Design and connect',
      text: 'We write the conversation flows and knowledge base, set the voice and tone of your brand, and connect the agent to the systems it needs.',
    },
    {
      title: 'Test with real scenarios',
      text: 'Our consultants and your team test the agent on real cases, edge cases included, and sign off the hand-off rules before any customer hears it.',
    },
    {
      title: 'Go live on part of the traffic',
      text: 'The agent takes a controlled share of contacts while team leaders monitor conversations every day and make improvements.',
    },
    {
      title: 'Review and scale',
      text: 'We compare the results with the agreed criteria and decide with you whether to extend the agent to more topics, channels or hours.',
    },
  ],
  integrationTitle: 'Integration with your systems',
  integration: [
    'A virtual agent is only as useful as the data it can reach. We connect it to your CRM, telephony, ticketing and order systems through their standard APIs, so it can look things up, update records and leave a clear trail for your team.',
    'If you already have a contact-centre platform, the agent works within it. If you don’t, we provide the telephony and routing ourselves. Access is limited to what each use case requires and is agreed with your IT team in advance.',
    'Below are examples of platforms whose standard APIs we connect to. Naming them implies no partnership with, certification by or endorsement from their vendors; the trademarks belong to their owners.',
  ],
  integrations: [
    'Salesforce',
    'Microsoft Dynamics',
    'HubSpot',
    'Zendesk',
    'Freshdesk',
    'Jira Service Management',
    'Genesys Cloud',
    'SIP / VoIP telephony',
    'Google and Microsoft calendars',
    'REST APIs and webhooks',
  ],
  dataProtectionTitle: 'Data protection by design',
  dataProtection: [
    {
      title: 'Processing in the EU',
      text: 'In client deployments, conversation data is processed and stored in the European Economic Area under a data processing agreement, with retention periods agreed with you.',
    },
    {
      title: 'Clear recordings policy',
      text: 'Calls are recorded only where there is a legal basis and the caller is informed. Card numbers and other sensitive data are masked in recordings and transcripts.',
    },
    {
      title: 'Always a way to a person',
      text: 'Callers can ask for a human at any point, and the agent escalates automatically when it is unsure, when the topic is sensitive or when the customer is frustrated.',
    },
    {
      title: 'Transparency and consent',
      text: 'Customers are told at the start that they are speaking with an AI assistant, and any optional processing, such as satisfaction surveys, is based on their consent.',
    },
  ],
  demo: {
    title: 'Talk to a virtual agent',
    text: 'Start a live voice conversation with our demo agent right in your browser. Ask about our services, or play a customer checking an order, and see how it responds.',
    privacyNote:
      'When you click Start, your microphone audio and the conversation are sent to ElevenLabs, a provider based in the United States, to run this demo. Nothing is sent before you click. Please don’t share any personal data during the conversation.',
    startLabel: 'Start conversation',
    stopLabel: 'End conversation',
    connecting: 'Connecting…',
    listening: 'The agent is listening…',
    speaking: 'The agent is speaking…',
    error: 'We couldn’t connect to the demo agent. Please try again in a moment.',
    micDenied: 'The demo needs access to your microphone. Please allow it in your browser settings and try again.',
    unavailableTitle: 'The live demo is not available right now',
    unavailableText:
      'Book a short call instead, and we’ll show you a virtual agent working on a scenario from your own business.',
    bookLabel: 'Book a demo',
  },
  faqs: [
    {
      question: 'Will virtual agents replace our human agents?',
      answer:
        'No. They take over routine, repetitive contacts so that consultants can spend their time on cases that need judgement and empathy. Most clients use the freed capacity for better service, not fewer people.',
    },
    {
      question: 'What happens when the virtual agent can’t help?',
      answer:
        'It passes the conversation to a consultant together with a summary, the verified data and the reason for the transfer. Customers can also ask for a person at any time.',
    },
    {
      question: 'Where is conversation data processed?',
      answer:
        'In client deployments, in the European Economic Area under a data processing agreement. The public demo on this page is the exception: it runs on ElevenLabs in the United States, which is why we ask you not to share personal data there.',
    },
    {
      question: 'How quickly can the AI scale?',
      answer:
        'Once a use case is configured and tested, we can scale to 500 virtual agents within 48 hours, which is useful for seasonal peaks, campaigns and unexpected incidents.',
    },
    {
      question: 'Which languages do the virtual agents speak?',
      answer:
        'They can work in the languages your customers use; we test each language on real scenarios before go-live. For hand-offs, our consultants cover more than 10 languages.',
    },
  ],
} satisfies AiPageContent
