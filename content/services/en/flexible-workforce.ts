import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'flexible-workforce',
  name: 'Flexible Workforce',
  summary:
    'Trained agents on demand for seasonal peaks, campaigns and overflow – contact centre capacity that follows your volumes.',
  metaTitle: 'Flexible Workforce – Scalable Call Centre Agents',
  metaDescription:
    'Scalable contact centre capacity for seasonal peaks, campaigns and overflow: trained agents in 10+ languages who join your team fast and scale down with demand.',
  headline: 'Extra agents when you need them, not all year round',
  lead: 'Sales seasons, product launches, marketing campaigns and unexpected spikes rarely fit a fixed headcount. Our Flexible Workforce service gives you trained agents who take your overflow or entire queues during peaks, so service levels hold and you pay for capacity only when you use it.',
  intro: [
    'Staffing a contact centre for the busiest week of the year means paying for empty seats for the rest of it. Staffing for the average means long queues, abandoned calls and lost sales exactly when customers need you most. We close that gap with a pool of experienced agents in Częstochowa who are trained on your processes and ready to be scheduled in as soon as the forecast shows a peak.',
    'You can use us in whatever way suits your operation: as overflow that takes calls and chats once your queues pass an agreed threshold, as a dedicated team for a campaign or season, or as extended-hours cover for evenings and weekends. Our workforce management team forecasts volumes with you, builds schedules around your traffic patterns and adjusts headcount week by week as the numbers change.',
    'Flexibility never means untrained temps. Every agent goes through structured onboarding and ongoing quality monitoring, and our team of more than 100 agents covers more than 10 languages. Your customers are served to the same standard as by your in-house team, backed by first call resolution of 90% across our services.',
  ],
  included: [
    {
      title: 'Overflow handling',
      text: 'Calls, chats and e-mails routed to our team when your queues exceed agreed thresholds, so customers are answered instead of abandoned.',
    },
    {
      title: 'Seasonal and campaign teams',
      text: 'Dedicated agents for sales seasons, product launches, enrolment periods, tariff changes or marketing campaigns, ramped up and down to plan.',
    },
    {
      title: 'Workforce planning',
      text: 'Joint forecasting, interval-level scheduling and weekly headcount reviews based on your historical data and upcoming campaigns.',
    },
    {
      title: 'Fast onboarding',
      text: 'Process training, knowledge base and scripts prepared with you, plus a core team that knows your brand and coaches new joiners during ramp-up.',
    },
    {
      title: 'Multilingual cover',
      text: 'Agents in more than 10 languages for cross-border peaks, without recruiting language specialists for just a few weeks of work.',
    },
    {
      title: 'Transparent reporting',
      text: 'Daily and weekly reports on volumes, service level, handle time, quality scores and cost, aligned with the metrics your in-house team already uses.',
    },
  ],
  steps: [
    {
      title: 'Volume and process review',
      text: 'We analyse your historical volumes, upcoming campaigns and current service levels to pinpoint where and when extra capacity is needed.',
    },
    {
      title: 'Model and agreement',
      text: 'We agree the model – overflow, a dedicated peak team or extended hours – together with service levels, routing rules and a flexible pricing basis.',
    },
    {
      title: 'Training and core team',
      text: 'A core group of agents is trained on your systems and processes, becomes the backbone of the account and helps onboard additional agents for each peak.',
    },
    {
      title: 'Ramp-up and live management',
      text: 'Agents are added in line with the forecast; team leaders monitor queues in real time and move people between channels as traffic shifts.',
    },
    {
      title: 'Review and scale-down',
      text: 'After each peak we review the results, record lessons for the next season and bring headcount back to the agreed baseline.',
    },
  ],
  figures: ['teamSize', 'languages', 'firstCallResolution', 'yearsExperience'],
  industries: ['retail', 'telecom', 'energy', 'education', 'technology'],
  faqs: [
    {
      question: 'How much notice do you need to add agents?',
      answer:
        'It depends on how complex your process is and whether a trained core team is already in place. With an active core team, additional agents can be scheduled in quickly; for a new process, we plan onboarding and training with you well ahead of the peak.',
    },
    {
      question: 'Can we use you for overflow only?',
      answer:
        'Yes. Many clients route calls to us only when their own queues pass an agreed threshold, or outside their opening hours. We agree routing rules, escalation paths and information sharing, so for your customers it feels like one team.',
    },
    {
      question: 'Do we pay for agents when volumes are low?',
      answer:
        'The model is designed so you don’t carry idle capacity. We agree a baseline and a flexible range, and pricing reflects the hours worked or contacts actually handled. The details depend on the model you choose and are set out in our proposal.',
    },
    {
      question: 'How do you keep quality consistent with our in-house team?',
      answer:
        'Agents work from your knowledge base and scripts, are trained by a core team that knows your brand and are evaluated with the same quality scorecards as your employees. Regular calibration sessions with your quality team keep standards aligned.',
    },
    {
      question: 'Which channels and languages are covered?',
      answer:
        'Phone, e-mail, chat, messaging apps and social media, in Polish, English and more than 10 languages in total. During peaks, AI virtual agents can also take simple requests such as order status checks to relieve the human team.',
    },
    {
      question: 'Can flexible agents work in our own systems?',
      answer:
        'Yes. Agents can work directly in your CRM, ticketing and telephony via secure remote access, or on our platform integrated with yours. Access rights are granted per role and revoked when the peak ends.',
    },
  ],
  related: ['inbound-call-center', 'crisis-hotline', 'training-development'],
} satisfies ServiceContent
