import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'outbound-sales',
  name: 'Outbound Sales',
  summary:
    'Outbound telesales and lead generation that turn your target list into qualified leads, booked meetings and closed deals.',
  metaTitle: 'Outbound Sales & Telemarketing Outsourcing',
  metaDescription:
    'B2B and B2C outbound sales: list building, lead qualification and closing by trained agents, delivering +35% leads and +28% meetings within 90 days.',
  headline: 'Outbound sales that fills your pipeline with qualified opportunities',
  lead: 'Our outbound teams call your prospects and customers with a clear goal: a qualified lead, a booked meeting or a closed sale. We combine careful targeting, tested conversation guides and daily performance management. The result is pipeline growth you can measure – 35% more leads and 28% more meetings within 90 days.',
  intro: [
    'Outbound sales only works when the right person hears the right message at the right moment – and, in Poland, only when that person has agreed to be contacted: article 398 of the Electronic Communications Law requires prior consent for direct marketing by phone and e-mail, to businesses as well as consumers. So we call your customers and prospects who opted in, people who asked to be called back and contacts from consent-based lists, and every consent is recorded with its source, date and wording. Before we dial, we work with you on the ideal customer profile, segments and value propositions, and check and enrich the contact data. Scripts are written as conversation guides rather than monologues: an opening, qualification questions, answers to common objections and a clear next step for every call outcome.',
    'We run B2B campaigns – lead generation, meeting booking for your account executives, partner and distributor acquisition – as well as B2C campaigns such as cross-selling and upselling to existing customers, win-back of lapsed customers and fast follow-up of web enquiries. Every call is logged in your CRM with its outcome and notes, so your sales team receives context, not just a name and a phone number. We check each consent before the call, honour withdrawals and objections at once, and keep the records you need to prove compliance.',
    'Campaigns are managed on data, not gut feeling. Team leaders monitor contact rates, stage-by-stage conversion and call quality every day, and A/B test openings and offers to find what works with your audience. That discipline is what delivers +35% leads and +28% meetings within 90 days – and a pipeline you can forecast.',
  ],
  included: [
    {
      title: 'Targeting and data preparation',
      text: 'Ideal customer profile, segmentation, list building and verification of contact data, with duplicates and opt-outs removed before the campaign starts.',
    },
    {
      title: 'Lead generation and qualification',
      text: 'Calls that identify the decision-maker, needs, budget and timing against criteria such as BANT, so only sales-ready leads reach your team.',
    },
    {
      title: 'Appointment booking',
      text: 'Meetings booked straight into your sales reps’ calendars, with a briefing note for the rep and a confirmation for the prospect to reduce no-shows.',
    },
    {
      title: 'Telesales and upselling',
      text: 'Closing sales over the phone, cross-selling and upselling to your customer base, and renewing contracts and subscriptions before they lapse.',
    },
    {
      title: 'Scripts, objection handling and testing',
      text: 'Conversation guides developed with your sales team and refined through A/B tests of openings, offers and calls to action.',
    },
    {
      title: 'CRM logging and pipeline reports',
      text: 'Every outcome recorded in Salesforce, HubSpot, Pipedrive or your own CRM, plus daily and weekly reports on contacts, conversions and pipeline value.',
    },
  ],
  steps: [
    {
      title: 'Campaign design',
      text: 'We agree goals, target segments, the offer, qualification criteria and KPIs, and define exactly what counts as a lead or a meeting for your team.',
    },
    {
      title: 'Data and scripts',
      text: 'We prepare and verify the calling list, write conversation guides and objection handling, and connect to your CRM and calendars.',
    },
    {
      title: 'Pilot phase',
      text: 'A trained team calls a representative part of the list. We review recordings with you and fine-tune the pitch before scaling up.',
    },
    {
      title: 'Scale and optimise',
      text: 'We grow the team to the agreed capacity, manage performance daily, report pipeline results and shift effort towards the best-converting segments.',
    },
  ],
  figures: ['leadsIncrease', 'meetingsIncrease', 'resultsDays', 'teamSize'],
  industries: ['finance', 'telecom', 'energy', 'technology', 'education'],
  faqs: [
    {
      question: 'Do you run B2B or B2C campaigns?',
      answer:
        'Both. In B2B we focus on lead generation, qualification and meeting booking for your sales reps; in B2C on cross-selling, upselling, renewals and win-back campaigns to your existing customers. The team profile, scripts and KPIs are set separately for each type of campaign.',
    },
    {
      question: 'Where does the calling data come from?',
      answer:
        'From contacts who have agreed to hear from you: your customers and leads with a recorded consent to phone or e-mail marketing, inbound enquiries and call-back requests. For new-business campaigns we help build opt-in lists – through your website, events, webinars and content – rather than calling from public registers, because Polish law (art. 398 of the Electronic Communications Law) requires prior consent for marketing calls and e-mails to businesses too. Every list is checked against consents, withdrawals and objections before we call.',
    },
    {
      question: 'How quickly will we see results?',
      answer:
        'The first qualified leads usually arrive during the pilot phase. Within 90 days our campaigns deliver 35% more leads and 28% more meetings, as scripts, targeting and team performance are refined week by week.',
    },
    {
      question: 'How do you make sure leads are really qualified?',
      answer:
        'We agree qualification criteria with your sales team in writing, and agents confirm them in the conversation and in the CRM notes. Your reps can reject any lead that falls short, and that feedback goes straight back into coaching and scripts.',
    },
    {
      question: 'Which markets and languages can you call?',
      answer:
        'Our agents call in more than 10 languages, so a single team can run campaigns in Poland and several other European markets with the same processes and consistent reporting.',
    },
    {
      question: 'How is an outbound campaign priced?',
      answer:
        'We price per agent hour, per qualified lead or booked meeting, or as a mix of a fixed fee and a success-based component. The model is agreed after campaign design, once targets and list quality are known.',
    },
  ],
  related: ['appointment-setting', 'customer-retention', 'training-development'],
} satisfies ServiceContent
