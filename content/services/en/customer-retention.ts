import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'customer-retention',
  name: 'Customer Retention',
  summary:
    'Save desks, proactive care and win-back calls that keep your customers from leaving – and bring lapsed ones back.',
  metaTitle: 'Customer Retention & Churn Prevention Services',
  metaDescription:
    'Outsourced customer retention: a save desk for cancellation requests, proactive calls to at-risk customers and win-back campaigns with offers you control.',
  headline: 'Keep the customers you worked so hard to win',
  lead: 'Winning a new customer costs far more than keeping an existing one. Our retention specialists handle cancellation requests, reach out to customers who show signs of churn and win back those who have already left. You control the offers, and we report the results in revenue.',
  intro: [
    'Many customers who call to cancel do not really want to leave: they want a problem solved, a better-fitting plan or simply to be taken seriously. Our save-desk agents are trained to find the real reason behind a cancellation request, fix what can be fixed on the spot and present the right retention offer from a decision matrix agreed with you. Every conversation ends with the reason for leaving recorded, so you learn why customers churn, not just how many.',
    'Retention also works before the customer picks up the phone. Using signals from your data – falling usage, expiring contracts, payment problems, repeated complaints – we call at-risk customers proactively, check their satisfaction, renew contracts and suggest plans that suit them better. Win-back campaigns then reach former customers with an offer tailored to why they left, and welcome calls help new customers get value from your product early on.',
    'Because retention is about money, we report it that way: save rate, renewals, revenue retained and the cost of the offers granted. Run this way, customer care stops being only a cost and starts protecting revenue. We measure customer satisfaction after the call in every campaign, because offers should match real needs rather than be pushed at everyone.',
  ],
  included: [
    {
      title: 'Save desk for cancellations',
      text: 'Dedicated agents take cancellation and downgrade requests, diagnose the reason behind them and apply retention offers within the limits you set.',
    },
    {
      title: 'Proactive churn prevention',
      text: 'Outbound calls to customers flagged as at risk by usage, payment or complaint data, aimed at solving problems before they turn into a cancellation.',
    },
    {
      title: 'Renewals and plan changes',
      text: 'Contact ahead of contract or subscription expiry, renewal on the best-fitting terms and upgrades where they genuinely suit the customer.',
    },
    {
      title: 'Win-back campaigns',
      text: 'Calls and follow-up emails to former customers, with offers matched to the reason they left and timed to your product cycle.',
    },
    {
      title: 'Onboarding and welcome calls',
      text: 'Early contact with new customers to confirm set-up, explain key features and catch dissatisfaction before it turns into churn.',
    },
    {
      title: 'Churn insights',
      text: 'Structured reason-for-leaving codes, save-rate and revenue reports, and recommendations for changes to product, pricing and service.',
    },
  ],
  steps: [
    {
      title: 'Churn analysis',
      text: 'We review your cancellation data, customer segments and existing offers to find where and why customers leave, and which of them are worth saving.',
    },
    {
      title: 'Offers and decision matrix',
      text: 'Together we define retention offers, approval limits and rules for each segment, so agents can act quickly while your margins stay protected.',
    },
    {
      title: 'Specialist training',
      text: 'Agents are trained in needs diagnosis, empathetic negotiation and objection handling, and practise on recordings of real conversations before going live.',
    },
    {
      title: 'Measure and refine',
      text: 'We track save rate, retained revenue and offer cost per segment, test alternative offers and share churn insights in monthly reviews.',
    },
  ],
  figures: ['firstCallResolution', 'teamSize', 'languages'],
  industries: ['telecom', 'energy', 'finance', 'technology', 'retail'],
  faqs: [
    {
      question: 'How do you avoid handing out discounts to everyone?',
      answer:
        'Offers come from a decision matrix agreed with you and tied to customer value, segment and reason for leaving. Agents start by solving the underlying problem; a discount is one of several options, not the default. We report offer cost alongside retained revenue, so you can see the real return.',
    },
    {
      question: 'Can you use our churn model or customer scoring?',
      answer:
        'Yes. If you already score customers for churn risk or value, we use those scores to prioritise calls and choose offers. If you do not, we start with simple rules based on usage, contract dates and complaint history and refine them with you over time.',
    },
    {
      question: 'Is proactive contact compliant with data protection rules?',
      answer:
        'We contact customers on the basis of their existing relationship with you and the consents they have given, process data in line with GDPR under a data processing agreement, and record any objection to further contact in your systems immediately.',
    },
    {
      question: 'Which industries benefit most from retention programmes?',
      answer:
        'Any subscription or contract business – telecommunications, energy, banking and insurance, software and media – as well as retail loyalty programmes. What they share is a recurring relationship in which every saved customer keeps generating revenue for months or years.',
    },
    {
      question: 'How do you measure success?',
      answer:
        'The core metrics are save rate, renewal rate, retained revenue and cost of offers, complemented by customer satisfaction after the call. Results are reported by segment and reason for leaving, and discussed in monthly business reviews.',
    },
    {
      question: 'Can retention work alongside our existing customer service?',
      answer:
        'Yes. Many clients keep general enquiries in-house or with our inbound team and route cancellation requests to a dedicated retention queue. Clear transfer rules ensure the customer is passed on only once, with full context.',
    },
  ],
  related: ['outbound-sales', 'inbound-call-center', 'quality-assurance'],
} satisfies ServiceContent
