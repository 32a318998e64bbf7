import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'crisis-hotline',
  name: 'Crisis Hotline',
  summary:
    'Dedicated crisis and emergency lines for product recalls, outages and incidents, ready to absorb a sudden surge of calls.',
  metaTitle: 'Crisis Hotline – Recall, Outage and Incident Lines',
  metaDescription:
    'Crisis and emergency lines for product recalls, outages and incidents: trained agents, approved scripts and surge capacity that keep every caller informed.',
  headline: 'A crisis line that is ready before the phones start ringing',
  lead: 'When a product is recalled, a network goes down or an incident makes the news, your customers call all at once. Our Crisis Hotline gives you trained agents, approved scripts and surge capacity, so every caller gets a clear, consistent answer while your own team deals with the crisis itself.',
  intro: [
    'In a crisis, the contact centre becomes the public face of your company. Long queues, contradictory answers and unreturned calls turn an operational problem into a reputational one within hours. We set up dedicated lines and contact channels that take the pressure off your in-house teams: callers are identified, informed and reassured and, where needed, routed to the right specialist or emergency contact.',
    'We plan for the worst on a quiet day. Together with your communications, legal and operations teams we prepare a readiness plan: call flows, holding messages, escalation trees, approved statements and the data we need to collect – batch numbers in a recall, for example, or addresses in an outage. When the plan is activated, our agents work from the same approved information as your press office, updated as the situation develops.',
    'Our team of more than 100 agents, working in more than 10 languages, handles high-pressure conversations calmly and on message. Getting it right first time matters most here: with first call resolution at 90% across our services, most callers get what they need from a single call, which keeps repeat calls and queues under control.',
  ],
  included: [
    {
      title: 'Dedicated crisis numbers and channels',
      text: 'Separate phone numbers, IVR paths, web chat and e-mail queues for the incident, so crisis traffic does not block your everyday customer service.',
    },
    {
      title: 'Readiness plan and dormant lines',
      text: 'Pre-agreed scripts, call flows and escalation trees, tested in advance and ready to be switched on quickly when an incident occurs.',
    },
    {
      title: 'Surge capacity',
      text: 'Additional agents from our trained pool, backed by AI virtual agents that give status updates and answer common questions when volumes spike.',
    },
    {
      title: 'Message control',
      text: 'A single source of approved statements, updated together with your communications team, so every agent says the same thing on every channel.',
    },
    {
      title: 'Case capture and escalation',
      text: 'Structured recording of each contact – product details, symptoms, locations, damage or injuries – with urgent cases escalated to your on-call staff immediately.',
    },
    {
      title: 'Live reporting',
      text: 'Real-time dashboards for volumes, waiting times, call reasons and emerging issues, plus shift reports for your crisis management team and, if needed, regulators.',
    },
  ],
  steps: [
    {
      title: 'Risk scenario workshop',
      text: 'We map the incidents most likely to affect you – recalls, outages, data breaches, safety incidents – and define what callers will need in each case.',
    },
    {
      title: 'Plan and scripts',
      text: 'We prepare call flows, holding messages, FAQs and escalation contacts, have them approved by your legal and communications teams and train a core crisis team.',
    },
    {
      title: 'Testing and standby',
      text: 'We run drills on the dormant line, check routing and reporting, and keep contacts and scripts up to date, so activation is a decision, not a project.',
    },
    {
      title: 'Activation and surge handling',
      text: 'When you trigger the plan, we switch on the numbers and channels, bring in additional agents and start live reporting to your crisis team.',
    },
    {
      title: 'Wind-down and lessons learned',
      text: 'As volumes fall, we scale the line back, hand over open cases and deliver a debrief with contact data, customer sentiment and recommendations.',
    },
  ],
  figures: ['teamSize', 'languages', 'firstCallResolution'],
  industries: ['energy', 'telecom', 'healthcare', 'manufacturing', 'retail'],
  faqs: [
    {
      question: 'How quickly can the crisis line go live?',
      answer:
        'With a readiness plan in place, activation is largely a matter of switching on routing and scripts that are already approved, so the line can take calls very quickly. Without a plan we can still help: we start with a core team and basic scripts, then extend the set-up as the situation becomes clearer.',
    },
    {
      question: 'Can the line run outside business hours?',
      answer:
        'Yes. A crisis line can run round the clock for as long as the incident requires, with shift schedules and on-call escalation contacts agreed with you in advance.',
    },
    {
      question: 'Who decides what agents tell callers?',
      answer:
        'You do. Agents only use statements approved by your designated spokespeople. Any new question the script does not cover goes into an escalation log, and the answer is added once you approve it – often several times a day during an active incident.',
    },
    {
      question: 'Which situations do you support?',
      answer:
        'Product recalls and safety notices, service and network outages, billing and IT incidents, personal data breach notifications, public events and weather-related disruption. Each scenario gets its own call flow and data-capture form.',
    },
    {
      question: 'Do you keep records for regulators or insurers?',
      answer:
        'Yes. Every contact is logged with the reason, the information given and any follow-up action. When the incident closes, you receive a complete record and summary reports that support regulatory reporting, insurance claims or an internal review.',
    },
    {
      question: 'What if call volumes exceed what people can answer?',
      answer:
        'We combine extra human agents with AI virtual agents and IVR messages that give status updates and answer the most common questions, so our people can focus on urgent cases and vulnerable callers.',
    },
  ],
  related: ['flexible-workforce', 'inbound-call-center', 'social-media-support'],
} satisfies ServiceContent
