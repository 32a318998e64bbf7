import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'ai-call-center',
  name: 'AI Call Centre',
  summary:
    'AI-powered virtual agents that answer routine calls and chats round the clock and hand complex cases to our human team.',
  metaTitle: 'AI Call Centre – Virtual Agents with Human Backup',
  metaDescription:
    'AI virtual agents that resolve routine calls and chats, pass complex cases to trained people and scale to 500 agents in 48 hours. See how a pilot works.',
  headline: 'AI virtual agents that work alongside your human team',
  lead: 'Our AI Call Centre puts voice and chat virtual agents on the front line of your customer service, with experienced agents from our Częstochowa centre right behind them. Routine requests are resolved instantly, complex ones reach a person with the full context, and capacity can grow to 500 AI agents within 48 hours.',
  intro: [
    'Most contact centres spend a large share of their time on repetitive questions: where is my order, what is my balance, how do I reset my password, when is the engineer coming. Our virtual agents handle these conversations in natural speech and text, pull answers from your systems in real time and complete simple transactions end to end. Your customers stop waiting in queues for answers that a well-built AI agent can give in seconds.',
    'AI does not replace people here; it changes what people spend their time on. When a conversation needs judgement, empathy or an exception to policy, the virtual agent transfers it to a human agent together with a transcript, the customer’s intent and the data already collected, so nobody has to repeat themselves. This hybrid model is how our clients see resolutions up to 20% faster and handle time reduced by 25%.',
    'We build on more than 17 years of running contact centres, so the AI agents are designed by people who know your callers: the conversation flows, escalation rules and tone of voice come from real conversations, not from a generic template. You get one partner accountable for both the technology and the human team behind it.',
  ],
  included: [
    {
      title: 'Voice and chat virtual agents',
      text: 'Natural-language agents for phone, web chat and messaging apps, trained on your knowledge base, policies and product data and speaking in your brand’s tone of voice.',
    },
    {
      title: 'Seamless human handover',
      text: 'Rule-based and sentiment-based escalation to our trained agents, with the transcript, detected intent and collected details passed along in a single view.',
    },
    {
      title: 'Integration with your systems',
      text: 'Connections to your CRM, ticketing, order management and telephony, so virtual agents can check statuses, update records and book or change appointments.',
    },
    {
      title: 'Elastic capacity',
      text: 'Scale from a small pilot to 500 AI agents within 48 hours for launches, campaigns or seasonal peaks, without recruitment or extra workstations.',
    },
    {
      title: 'Quality monitoring and tuning',
      text: 'Our QA team reviews conversations, tags misunderstood intents and retrains the agents regularly, so containment and accuracy improve month after month.',
    },
    {
      title: 'Reporting and data protection',
      text: 'Dashboards for resolution rate, transfers, handle time and CSAT, with data processed under GDPR, role-based access and retention rules agreed with you.',
    },
  ],
  steps: [
    {
      title: 'Discovery and contact analysis',
      text: 'We review your contact reasons, recordings and volumes to choose the journeys where automation will pay off first, and define what must always go to a person.',
    },
    {
      title: 'Design and integration',
      text: 'We write the conversation flows, connect the agents to your systems and agree escalation rules, service levels and the success metrics for the pilot.',
    },
    {
      title: 'Pilot on live traffic',
      text: 'A share of real calls and chats goes to the virtual agents while our human team backs them up; we measure resolution, transfers and customer feedback.',
    },
    {
      title: 'Rollout and scaling',
      text: 'Once results meet the agreed targets, we extend the agents to more channels, languages and journeys and raise capacity as your volumes require.',
    },
    {
      title: 'Continuous optimisation',
      text: 'Monthly reviews with your team cover performance, new intents and content changes, so the AI keeps pace with your products, prices and policies.',
    },
  ],
  figures: ['aiAgents', 'fasterResolutions', 'handleTimeReduction'],
  industries: ['telecom', 'retail', 'energy', 'finance', 'technology'],
  faqs: [
    {
      question: 'Will customers know they are talking to an AI agent?',
      answer:
        'Yes. Our virtual agents introduce themselves as automated assistants, which is good practice and in line with EU transparency requirements for AI systems. Customers can ask for a person at any moment, and the agent transfers them together with the context of the conversation.',
    },
    {
      question: 'Which requests are best suited to AI agents?',
      answer:
        'High-volume, well-defined requests: order and delivery status, account and balance checks, booking and changing appointments, password resets, meter readings, simple complaints and frequently asked questions. Sensitive, complex or high-value conversations stay with our human agents by design.',
    },
    {
      question: 'How quickly can we scale up?',
      answer:
        'Once the agents are designed and integrated, capacity is a configuration change rather than a recruitment project. We can scale to 500 AI agents within 48 hours for a product launch, a campaign or an unexpected spike, and scale back down when traffic returns to normal.',
    },
    {
      question: 'What happens to our customers’ data?',
      answer:
        'We act as your processor under a data processing agreement. Conversations are processed in line with GDPR, access is limited by role, and retention periods and recording rules are agreed with you before go-live. We tell you exactly which sub-processors are involved and where data is processed.',
    },
    {
      question: 'Do we need to replace our telephony or CRM?',
      answer:
        'No. The virtual agents connect to the systems you already use through standard integrations and APIs. If an integration is not available yet, we start with a knowledge-based agent and add transactional features once the connection is in place.',
    },
    {
      question: 'How do you measure success?',
      answer:
        'Before the pilot we agree the metrics with you – typically resolution without transfer, average handle time, transfer quality, CSAT and cost per contact. You receive regular reports and a recommendation on where to extend automation next.',
    },
  ],
  related: ['omnichannel', 'inbound-call-center', 'technical-helpdesk'],
} satisfies ServiceContent
