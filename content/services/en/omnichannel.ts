import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'omnichannel',
  name: 'Omnichannel',
  summary:
    'Phone, email, chat, messaging and social media handled by one team, with a single customer history across every channel.',
  metaTitle: 'Omnichannel Customer Service Outsourcing',
  metaDescription:
    'Voice, email, live chat, messaging and social handled by one team with a shared customer history. Consistent answers and faster resolutions on every channel.',
  headline: 'One conversation, whichever channel your customer chooses',
  lead: 'Your customers start on chat, follow up by email and call when they run out of patience. We handle every channel with one team and one customer history, so nobody has to repeat their story and every answer is consistent.',
  intro: [
    'Adding channels is easy; connecting them is where most contact centres struggle. Separate teams for phone, email and chat mean separate queues, separate scripts and customers who hear three different answers. In our omnichannel model, trained agents work blended queues directly in your CRM or helpdesk platform, so the full history of a case – calls, emails, chat transcripts and social messages – is in front of whoever picks it up next.',
    'We route contacts by skill, language and priority rather than by channel, and we move a conversation to the channel that will close it fastest: a chat that needs a screen walk-through becomes a call, and a call that needs a document becomes a secure email link. This is how we deliver up to 20% faster resolutions, and why customer satisfaction (CSAT) in chat and written channels reaches 95% on desktop and 98% on mobile.',
    'You work with one set of SLAs and one report across all channels: response times, resolution rates, backlog and satisfaction, broken down by channel and by contact reason. A team of more than 100 agents serves customers in more than 10 languages, and we scale individual channels up or down as your customers’ habits change.',
  ],
  included: [
    {
      title: 'Voice',
      text: 'Inbound and outbound calls with callback management, IVR routing and call recordings stored in the same case history as your digital channels.',
    },
    {
      title: 'Email and web forms',
      text: 'Written enquiries triaged by reason and urgency, answered from an approved knowledge base and tracked against response-time SLAs.',
    },
    {
      title: 'Live chat and messaging',
      text: 'Website chat, WhatsApp, Messenger and in-app messaging handled by agents trained to manage several conversations at once without losing quality.',
    },
    {
      title: 'Social media customer care',
      text: 'Public comments and private messages on your profiles answered in your brand’s voice, with complaints escalated to the right team.',
    },
    {
      title: 'Unified routing and knowledge base',
      text: 'Skill-based routing across channels and a single knowledge base, so a question gets the same answer whether it arrives by phone or by chat.',
    },
    {
      title: 'Cross-channel reporting',
      text: 'One dashboard with volumes, response times, resolution and CSAT per channel, plus insight into which contact reasons could move to self-service.',
    },
  ],
  steps: [
    {
      title: 'Channel audit',
      text: 'We review your current channels, volumes, contact reasons and tools, and find the points where customers switch channel because the first one failed them.',
    },
    {
      title: 'Design and integration',
      text: 'We agree routing rules, per-channel SLAs, tone-of-voice guidelines and the knowledge base, and connect to your CRM, helpdesk or telephony platform.',
    },
    {
      title: 'Channel-by-channel launch',
      text: 'We go live one channel at a time, starting where the need is greatest, with daily quality reviews throughout the first weeks.',
    },
    {
      title: 'Ongoing optimisation',
      text: 'Monthly reviews of channel mix, repeat contacts and satisfaction drive changes to routing, content and self-service options.',
    },
  ],
  figures: ['csatDesktop', 'csatMobile', 'fasterResolutions', 'languages'],
  industries: ['retail', 'telecom', 'technology', 'finance', 'energy'],
  faqs: [
    {
      question: 'Do we need a new platform to go omnichannel?',
      answer:
        'Not necessarily. We work in the most common CRM and helpdesk tools, such as Salesforce, Zendesk or Freshdesk, and in your existing telephony. If your channels currently live in separate systems, we recommend the simplest way to bring the contact history together before suggesting anything new.',
    },
    {
      question: 'Will the same agent handle both calls and chat?',
      answer:
        'Where it makes sense, yes. Blended agents take calls and written contacts from one queue, which keeps utilisation high and knowledge consistent. Specialist work, such as social media or complex written complaints, goes to agents trained specifically for it.',
    },
    {
      question: 'How do you keep the tone consistent across channels?',
      answer:
        'We build a tone-of-voice guide and approved answer templates with you, then check them in quality reviews of every channel. Call recordings, email samples and chat transcripts are all scored against the same standard.',
    },
    {
      question: 'Can you cover languages other than Polish and English?',
      answer:
        'Yes. Our agents serve customers in more than 10 languages, and multilingual contacts are routed automatically to the right agent, whichever channel they come from.',
    },
    {
      question: 'Can AI take on part of the traffic?',
      answer:
        'Yes. Our AI virtual agents answer routine questions on chat or by phone and hand the conversation to a human agent, with its full context, as soon as the case needs judgement.',
    },
  ],
  related: ['inbound-call-center', 'social-media-support', 'ai-call-center'],
} satisfies ServiceContent
