import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'quality-assurance',
  name: 'Quality Assurance',
  summary:
    'Independent call monitoring, scorecards, calibration and speech analytics for your in-house or outsourced contact-centre teams.',
  metaTitle: 'Contact Centre Quality Assurance as a Service',
  metaDescription:
    'Call monitoring, QA scorecards, calibration sessions and speech analytics for in-house or outsourced teams. Clear insight into what drives resolution and CSAT.',
  headline: 'Know exactly how your customer conversations sound',
  lead: 'Quality assurance is how a contact centre learns what really happens on its calls and chats. We monitor, score and analyse your conversations – whether your agents work for you, for us or for another provider – and turn the results into coaching and process changes that move your numbers.',
  intro: [
    'Many contact centres score a handful of calls per agent, keep the results in a spreadsheet and never quite agree on what a good call sounds like. Our QA service replaces that with a structured programme: scorecards built around your customer outcomes and compliance rules, evaluators who score consistently because they calibrate regularly, and reporting that shows which behaviours drive first call resolution and satisfaction.',
    'We combine human evaluation with speech and text analytics. Analytics reviews every recorded conversation for silence, overtalk, sentiment, keywords and mandatory phrases, and points our evaluators to the contacts that matter: repeat calls, escalations, lost sales. Evaluators then listen with full context and write feedback an agent can act on, rather than a score with no explanation.',
    'The same methods sit behind our own results: 90% first call resolution and handle time cut by up to 25%. As an independent QA partner, we can also audit a third-party provider on your behalf, giving you an objective view of whether the SLA reports you receive match the conversations your customers actually have.',
  ],
  included: [
    {
      title: 'Call and contact monitoring',
      text: 'Evaluation of calls, emails, chats and social replies, from recordings or live listening, sampled to cover every agent, shift and contact reason.',
    },
    {
      title: 'Scorecard design',
      text: 'Scorecards built with you around customer outcomes, compliance and brand behaviours, with clear definitions and weightings so a score means the same thing to everyone.',
    },
    {
      title: 'Calibration sessions',
      text: 'Regular sessions in which your team leaders, our evaluators and, where relevant, your provider score the same contacts and agree on the standard.',
    },
    {
      title: 'Speech and text analytics',
      text: 'Automated analysis of all recorded interactions for sentiment, silence, keywords, mandatory phrases and the reasons behind repeat contacts.',
    },
    {
      title: 'Compliance monitoring',
      text: 'Checks on mandatory disclosures, consent wording, identity verification and GDPR handling, with immediate flags for high-risk breaches.',
    },
    {
      title: 'Insight and coaching reports',
      text: 'Agent, team and process-level reports with root causes and recommended actions, ready for team leaders to use in coaching sessions.',
    },
  ],
  steps: [
    {
      title: 'Baseline audit',
      text: 'We review a sample of your recent contacts, your existing scorecards and KPIs to establish where quality stands today and what drives your results.',
    },
    {
      title: 'Framework design',
      text: 'We build or redesign the scorecard, sampling plan, calibration rhythm and reporting format, and agree them with your operations team.',
    },
    {
      title: 'Ongoing evaluation',
      text: 'Our evaluators score contacts continuously, supported by analytics, and report compliance issues on the day they are found.',
    },
    {
      title: 'Calibration and coaching',
      text: 'Regular calibration keeps scoring consistent, and findings become coaching plans for agents and recommendations for processes and scripts.',
    },
    {
      title: 'Quarterly review',
      text: 'Together we review trends against your KPIs, retire scorecard questions that no longer add value and set priorities for the next period.',
    },
  ],
  figures: ['firstCallResolution', 'handleTimeReduction', 'teamSize'],
  industries: ['finance', 'telecom', 'healthcare', 'energy', 'retail'],
  faqs: [
    {
      question: 'Can you run QA for a team that is not outsourced to you?',
      answer:
        'Yes. Quality assurance is available as a standalone service for in-house teams and for teams run by other providers. All we need is access to recordings or transcripts and to the relevant procedures.',
    },
    {
      question: 'How many contacts do you evaluate?',
      answer:
        'The sample size is set with you, based on team size, risk and contact reasons. Speech analytics covers every recorded interaction, so manual evaluation can focus on the contacts most likely to reveal problems.',
    },
    {
      question: 'Which tools do you use?',
      answer:
        'We can work in your existing quality or workforce management platform, or provide our own scoring forms and analytics. Reports are delivered as dashboards or as exports to your BI tools.',
    },
    {
      question: 'How do you keep scoring fair to agents?',
      answer:
        'Every scorecard item has a written definition and examples, evaluators calibrate regularly, and agents can dispute a score through an agreed process. That builds trust in the programme, and without trust coaching does not work.',
    },
    {
      question: 'Is analysing call recordings GDPR-compliant?',
      answer:
        'Yes. We process recordings under a data processing agreement and on your instructions, with access limited to named evaluators. Personal data can be masked in transcripts, and retention follows your own policy.',
    },
  ],
  related: ['training-development', 'inbound-call-center', 'ai-call-center'],
} satisfies ServiceContent
