import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'social-media-support',
  name: 'Social Media Support',
  summary:
    'Comments, messages and reviews on your social channels answered fast and in your brand voice, with complaints escalated early.',
  metaTitle: 'Social Media Customer Support Outsourcing',
  metaDescription:
    'Customer care on Facebook, Instagram, LinkedIn, X and TikTok: comments and DMs answered in your brand voice, reviews managed and escalations handled fast.',
  headline: 'Customer care where your customers are talking',
  lead: 'On social media, every complaint has an audience. We answer comments, direct messages and reviews quickly and in your brand’s voice, turning public frustration into visible proof that you look after your customers.',
  intro: [
    'Social channels are no longer just for marketing. Customers use them to ask about orders, report faults and complain when the phone line is busy – and they expect an answer within the hour, not on the next working day. Our social media support team monitors your profiles and inbox, separates customer-service cases from marketing conversation, and resolves them on the spot or moves them to a private channel whenever personal data is involved.',
    'Every reply follows a tone-of-voice guide agreed with your marketing team and an escalation matrix agreed with your legal and PR teams. Agents know when to answer, when to hide spam or abuse, and when to alert a manager because a post is gaining traction. Because the same agents work in your CRM, a social message becomes a properly logged case with its full history rather than a screenshot in someone’s inbox – one of the reasons we resolve cases up to 20% faster.',
    'Social support works best as part of an omnichannel set-up, which is why our social team shares its knowledge base and quality standards with our voice and chat agents. Customers who reach us on mobile, where most social conversations happen, rate our service good or very good in 98% of surveys (CSAT), and we support brands in more than 10 languages.',
  ],
  included: [
    {
      title: 'Comment and message handling',
      text: 'Public comments and private messages on Facebook, Instagram, LinkedIn, X, TikTok and YouTube answered or routed within the agreed response-time targets.',
    },
    {
      title: 'Review management',
      text: 'Replies to reviews on Google and marketplace platforms, follow-up on negative experiences and feedback to the teams that can fix the underlying cause.',
    },
    {
      title: 'Moderation',
      text: 'Spam, abuse and off-topic content hidden or removed in line with your community guidelines and each platform’s rules.',
    },
    {
      title: 'Escalation and crisis alerts',
      text: 'A clear escalation path for sensitive posts, influencer complaints and emerging issues, with immediate alerts to your communications team.',
    },
    {
      title: 'Case logging in your CRM',
      text: 'Social conversations linked to customer records and tickets, so service cases are tracked and closed like any other contact.',
    },
    {
      title: 'Sentiment and topic reporting',
      text: 'Regular reports on volumes, response times, sentiment and recurring themes, giving your product and marketing teams a clear picture of what customers are saying.',
    },
  ],
  steps: [
    {
      title: 'Onboarding and brand voice',
      text: 'We audit your profiles and past conversations, then build a tone-of-voice guide, an answer library and an escalation matrix with your marketing and customer service teams.',
    },
    {
      title: 'Tools and access',
      text: 'We connect to your social inbox or listening platform, such as Meta Business Suite, Sprout Social or Hootsuite, with role-based access and no shared passwords.',
    },
    {
      title: 'Live coverage',
      text: 'Agents cover the hours set in the SLA, prioritising complaints and questions that are gaining traction, and moving cases to private channels when personal data is involved.',
    },
    {
      title: 'Review and refine',
      text: 'Monthly reviews of response times, sentiment and escalations feed updates to the answer library and insights to your product and marketing teams.',
    },
  ],
  figures: ['csatMobile', 'fasterResolutions', 'languages'],
  industries: ['retail', 'telecom', 'technology', 'energy', 'education'],
  faqs: [
    {
      question: 'Will your agents sound like our brand?',
      answer:
        'Yes. Before launch, we build a tone-of-voice guide and sample answers with your team and agree which topics need your approval. Quality reviews check tone as well as accuracy, and you can review every reply in your social tools at any time.',
    },
    {
      question: 'Where does social media support end and community management begin?',
      answer:
        'We focus on customer care: questions, complaints, orders and technical issues. Marketing content and campaign engagement stay with your team or agency, although we flag any conversations they should know about.',
    },
    {
      question: 'What happens when a post starts going viral?',
      answer:
        'The escalation matrix defines what counts as a risk – reach, tone, topic or author – and who gets alerted. Agents pause standard replies on the thread, notify your communications contact immediately and follow the agreed holding statement.',
    },
    {
      question: 'Do you cover evenings and weekends?',
      answer:
        'Yes, coverage hours are set in the SLA. Many brands extend support into evenings and weekends, when social activity peaks and other channels are closed.',
    },
    {
      question: 'Can social support run in several languages?',
      answer:
        'Yes. We handle social conversations in more than 10 languages, routing each message to an agent who is fluent in it instead of relying on machine translation.',
    },
  ],
  related: ['omnichannel', 'crisis-hotline', 'customer-retention'],
} satisfies ServiceContent
