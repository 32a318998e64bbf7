import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'inbound-call-center',
  name: 'Inbound Call Centre',
  summary:
    'Multilingual inbound customer service that answers fast, resolves on the first call and speaks with your brand’s voice.',
  metaTitle: 'Inbound Call Centre Outsourcing from Poland',
  metaDescription:
    'Outsourced inbound customer service from Częstochowa: trained agents in 10+ languages, 90% first call resolution and service levels written into your contract.',
  headline: 'Inbound customer service that resolves the issue on the first call',
  lead: 'Your customers call with a question, a problem or an order – and they expect a competent answer straight away. Our inbound team in Częstochowa takes over your hotline, email and chat queues, works in your systems and reports against the service levels you set. You keep control of the experience; we take care of the people, the technology and the day-to-day management.',
  intro: [
    'For more than 17 years we have been running inbound programmes for companies that cannot afford busy tones or scripted non-answers. Every project starts with your knowledge base, your tone of voice and your escalation rules, not with a generic template. Agents are trained on your products before they take their first live call, and they see the same customer history your in-house team would see, so callers never have to repeat themselves.',
    'Capacity follows your call curve. Our workforce planners forecast volumes from your historical data, campaign calendar and seasonality, then schedule shifts interval by interval so the queue is covered at Monday-morning peaks and on quiet evenings alike. When a campaign, an outage or a price change drives unexpected traffic, we bring in trained back-up agents from a shared pool instead of letting waiting times grow.',
    'The result is measurable: 90% first call resolution and a single team that can serve your customers in more than 10 languages. You receive transparent reports on answer rate, average handle time, contact reasons and customer feedback – the data you need to fix root causes, not just to handle the next call.',
  ],
  included: [
    {
      title: 'Dedicated or shared agent teams',
      text: 'Choose a team that works only on your brand, or a shared model priced per contact for lower or irregular volumes. Either way, agents are trained on your products, policies and tone of voice.',
    },
    {
      title: 'Calls, email and chat in one queue',
      text: 'We handle voice alongside email, web chat and contact forms, with routing rules that send each enquiry to the agent with the right skills and language.',
    },
    {
      title: 'Work in your systems',
      text: 'Agents log every contact in your CRM or ticketing tool – Salesforce, Zendesk, Freshdesk, Microsoft Dynamics or an in-house system – so the customer history stays complete and stays yours.',
    },
    {
      title: 'Extended hours and overflow',
      text: 'We cover evenings, weekends and public holidays, or take the overflow when your own team is at capacity, with clear rules on when calls switch between teams.',
    },
    {
      title: 'Quality monitoring and coaching',
      text: 'Team leaders and quality analysts score a sample of calls against your criteria every week, coach agents individually and run calibration sessions with your staff.',
    },
    {
      title: 'Reporting and insights',
      text: 'Daily and monthly dashboards show service level, abandonment, handle time, contact reasons and satisfaction, plus recommendations on what to automate or fix upstream.',
    },
  ],
  steps: [
    {
      title: 'Discovery and scoping',
      text: 'We analyse your volumes, contact reasons, opening hours and systems, then set out service levels, KPIs and the staffing model in a written proposal.',
    },
    {
      title: 'Knowledge transfer and training',
      text: 'Together with your team we build call guides, FAQs and escalation paths. Agents complete product training and test calls before going live.',
    },
    {
      title: 'Go-live under close supervision',
      text: 'We launch in a controlled way, with extra team leaders on the floor and daily check-ins with your project owner until the service is stable.',
    },
    {
      title: 'Continuous improvement',
      text: 'Monthly business reviews cover KPIs, quality scores and customer feedback, and turn recurring contact reasons into concrete actions for both sides.',
    },
  ],
  figures: ['firstCallResolution', 'languages', 'teamSize'],
  industries: ['finance', 'healthcare', 'retail', 'telecom', 'energy'],
  faqs: [
    {
      question: 'What call volumes can you take on?',
      answer:
        'We run both small services on a shared-agent model and dedicated teams of dozens of agents. Because we plan capacity from your data, we can start with the volume you have today and scale as it grows, seasonal peaks included.',
    },
    {
      question: 'Which languages can you cover?',
      answer:
        'Our team serves customers in more than 10 languages, including Polish and English, with native or near-native speakers. We can combine languages in one queue and route callers by the number they dial or the option they choose in the IVR.',
    },
    {
      question: 'Do you use our phone system and CRM, or your own?',
      answer:
        'Both options work. We can log into your cloud contact-centre platform and CRM, or provide our own telephony with IVR, call recording and reporting, integrated with your systems. The choice usually depends on how much control and data ownership you want to keep in-house.',
    },
    {
      question: 'How do you keep the service consistent with our brand?',
      answer:
        'Through shared call guides, regular calibration of quality scores with your team and coaching based on recorded calls. You can listen to recordings, join calibration sessions and change guidelines at any time, and we brief the whole team on every change before it goes live.',
    },
    {
      question: 'How is customer data protected?',
      answer:
        'Agents work from our secured office in Częstochowa on centrally managed workstations with restricted access rights. We process personal data in line with GDPR under a data processing agreement with you, and access to your systems is granted per named user and withdrawn as soon as it is no longer needed.',
    },
    {
      question: 'How is pricing structured?',
      answer:
        'Depending on the model, we charge per agent hour, per handled contact or a monthly fee for a dedicated team. We prepare a quote after the discovery phase, once volumes, opening hours and service levels are clear.',
    },
  ],
  related: ['omnichannel', 'ai-call-center', 'flexible-workforce'],
} satisfies ServiceContent
