import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'appointment-setting',
  name: 'Appointment Setting',
  summary:
    'B2B meeting booking for sales teams: we reach and qualify decision-makers and fill your reps’ calendars with meetings worth having.',
  metaTitle: 'B2B Appointment Setting – Qualified Sales Meetings',
  metaDescription:
    'B2B appointment setting that fills your sales calendar with qualified meetings. Our programmes deliver +35% leads and +28% meetings within 90 days.',
  headline: 'Qualified B2B meetings in your sales team’s calendar',
  lead: 'Your account executives should spend their time in sales conversations, not chasing voicemails. Our appointment setters research, call and qualify decision-makers on your behalf and book meetings straight into your reps’ calendars – within 90 days, our programmes deliver results such as +35% leads and +28% meetings.',
  intro: [
    'Booking meetings with busy decision-makers is a discipline of its own. It takes a target list of decision-makers who agreed to be contacted (Polish law requires prior consent for marketing calls and e-mails, business contacts included), well-researched openers, persistence across the channels each contact opted into, and the judgement to tell a real opportunity from a polite brush-off. We run that process end to end as an extension of your sales team, working from your ideal customer profile, your value proposition and your qualification criteria.',
    'Every meeting we book is qualified against criteria agreed with you – company size, the contact’s role, budget, need and timeline – and comes with a briefing note for your rep: who they are meeting, what was discussed and why the prospect agreed to talk. Meetings land directly in your reps’ calendars and are logged in your CRM, and prospects receive reminders that keep no-shows down.',
    'Our callers are experienced B2B professionals, not script readers. They are trained on your product and market, coached on real call recordings and measured on the quality of meetings, not just their number. Campaigns can run in more than 10 languages, so you can test new markets before hiring local sales development reps.',
  ],
  included: [
    {
      title: 'Target list building and research',
      text: 'Account and contact lists built to your ideal customer profile, verified and enriched with roles, company context and buying signals.',
    },
    {
      title: 'Multichannel outreach',
      text: 'Coordinated follow-up by phone and e-mail for contacts who consented to each channel, with messaging tested and refined as the campaign runs.',
    },
    {
      title: 'Lead qualification',
      text: 'Structured discovery against agreed criteria such as budget, authority, need and timing, so your reps only meet prospects worth their time.',
    },
    {
      title: 'Calendar booking and reminders',
      text: 'Direct booking into your reps’ calendars, confirmation e-mails, reminders and rescheduling to keep no-shows low.',
    },
    {
      title: 'CRM integration',
      text: 'Every call, outcome and meeting recorded in your CRM – Salesforce, HubSpot, Pipedrive or similar – with notes your reps can act on.',
    },
    {
      title: 'Reporting and feedback loop',
      text: 'Weekly reports on dials, conversations, meetings and conversion, plus regular feedback sessions with your sales team on meeting quality.',
    },
  ],
  steps: [
    {
      title: 'ICP and offer workshop',
      text: 'We define your ideal customer profile, target roles, qualification criteria and the value proposition that will open conversations.',
    },
    {
      title: 'Consents, lists and scripts',
      text: 'We check the consent behind every contact, build the target list, write call guides, objection handling and follow-up e-mails, and set up access to your CRM and calendars.',
    },
    {
      title: 'Pilot campaign',
      text: 'A pilot tests messaging and segments; we review call recordings and the first meetings with your sales team and adjust the approach.',
    },
    {
      title: 'Scale and optimise',
      text: 'Winning segments and messages get more capacity, weaker ones are reworked or dropped, and results are tracked against the agreed targets.',
    },
    {
      title: 'Handover and nurturing',
      text: 'Prospects who are not ready yet are scheduled for follow-up or handed to your marketing nurture programme with full notes.',
    },
  ],
  figures: ['leadsIncrease', 'meetingsIncrease', 'resultsDays'],
  industries: ['technology', 'finance', 'manufacturing', 'telecom', 'energy'],
  faqs: [
    {
      question: 'What counts as a qualified meeting?',
      answer:
        'We agree the definition with you before launch: the type of company, the contact’s role and the minimum qualification criteria, for example a confirmed need and an expected decision timeline. Only meetings that meet those criteria count towards the campaign results.',
    },
    {
      question: 'Do you call under our brand or yours?',
      answer:
        'We call on behalf of your company, using your brand, messaging and e-mail domain or a dedicated subdomain. To your prospects, we are part of your business development team.',
    },
    {
      question: 'How soon will we see meetings?',
      answer:
        'The first meetings usually arrive during the pilot, once lists and messaging are ready. The campaign then improves as we learn which segments and messages work; the results we quote, +35% leads and +28% meetings, are measured within 90 days.',
    },
    {
      question: 'How do you stay compliant with GDPR and direct marketing rules?',
      answer:
        'We call and write only to contacts with a prior consent to direct marketing by that channel, as article 398 of the Polish Electronic Communications Law requires for businesses and consumers alike. Each consent is recorded with its source, date and wording and checked before every contact; withdrawals, objections and opt-outs take effect immediately. Data sources, consent wording and scripts are agreed with you before launch.',
    },
    {
      question: 'Can you run campaigns in other countries?',
      answer:
        'Yes. Our team works in more than 10 languages, so we can open conversations in new markets and test demand before you invest in a local sales team.',
    },
    {
      question: 'How is the service priced?',
      answer:
        'Depending on your goals, we work with a dedicated team, on a per-meeting basis or with a mix of both. We recommend starting with a pilot, so that pricing reflects real conversion rates in your market.',
    },
  ],
  related: ['outbound-sales', 'customer-retention', 'omnichannel'],
} satisfies ServiceContent
