import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'back-office',
  name: 'Back Office',
  summary:
    'Document processing, data entry and case administration run to agreed SLAs, with quality checks built into every workflow.',
  metaTitle: 'Back Office Outsourcing: Documents, Data and Cases',
  metaDescription:
    'Outsource document processing, data entry and case administration to a team in Poland working in your systems, to agreed SLAs, with built-in quality checks.',
  headline: 'Back-office processes that run on time, every time',
  lead: 'Invoices, forms, account changes and case files never ring your helpline, but they decide whether your customers get what they were promised. Our back-office teams in Częstochowa take over the repetitive, rule-based work behind your front line and deliver it to agreed SLAs, with accuracy checked at every step.',
  intro: [
    'Most back-office work is invisible until it goes wrong: a payment posted to the wrong account, a contract waiting a week to be keyed in, a complaint file missing a document. We take these processes over end to end, document them and run them in your own systems – ERP, CRM, ticketing or document management – through secure remote access, so your data stays where it is and your reporting stays intact.',
    'Every workflow starts with a written procedure and a quality plan. We agree turnaround times and accuracy targets with you, sample completed work daily and apply a four-eyes check to anything that moves money or changes a customer’s legal position. Because the same team also works on voice and digital channels, the person processing a request can call the customer the moment a case needs clarification instead of sending it back into a queue. That is where much of the saving comes from: in our projects, handle time has fallen by up to 25%.',
    'You get capacity that flexes with your volumes, a team leader who knows your process as well as your own staff do, and a weekly report that shows backlog, throughput and error rates rather than hours worked. More than 17 years in outsourcing and a team of more than 100 agents mean we know how to move a process without disrupting the business that depends on it.',
  ],
  included: [
    {
      title: 'Document processing',
      text: 'Invoices, orders, application forms, contracts and claims documents are registered, indexed, checked against your rules and routed to the right queue, whether they arrive as scanned paper or in a digital inbox.',
    },
    {
      title: 'Data entry and data quality',
      text: 'Keying, validation and enrichment of customer, product and transaction data, plus clean-up projects that remove duplicates and fill the gaps in your CRM or ERP.',
    },
    {
      title: 'Account and order administration',
      text: 'Address and tariff changes, contract amendments, cancellations, refunds and credit notes handled under your authorisation matrix, with a full audit trail.',
    },
    {
      title: 'Email and case management',
      text: 'Written enquiries, complaints and internal tickets triaged, resolved or escalated within the agreed response times, in more than 10 languages including Polish and English.',
    },
    {
      title: 'Verification and compliance checks',
      text: 'Identity and document checks, completeness reviews and reconciliations carried out against your checklists, with exceptions flagged rather than guessed.',
    },
    {
      title: 'Reporting and process improvement',
      text: 'Daily volume and backlog dashboards, monthly SLA reports and concrete proposals to automate or simplify the steps that add no value.',
    },
  ],
  steps: [
    {
      title: 'Process discovery',
      text: 'We sit with your team, map each process as it really runs, collect volumes and seasonality, and identify the rules, exceptions and systems involved.',
    },
    {
      title: 'Procedures and pilot',
      text: 'We write the work instructions, set up access and train a pilot group on live cases under close supervision, comparing their output with that of your own team.',
    },
    {
      title: 'Go-live with SLAs',
      text: 'Once the pilot meets the agreed accuracy and turnaround, we take over the full volume with defined SLAs, escalation paths and daily quality sampling.',
    },
    {
      title: 'Continuous improvement',
      text: 'Monthly reviews of error root causes, backlog trends and automation opportunities make the process cheaper and faster over time, not just stable.',
    },
  ],
  figures: ['handleTimeReduction', 'teamSize', 'languages'],
  industries: ['finance', 'energy', 'telecom', 'retail', 'manufacturing'],
  faqs: [
    {
      question: 'Do you work in our systems or your own?',
      answer:
        'Usually in yours. We connect through VPN, virtual desktops or whichever access method your IT team prefers, so data never has to leave your environment and your existing reports keep working. Where it helps, we add our own workflow or quality tools on top.',
    },
    {
      question: 'How do you protect personal and financial data?',
      answer:
        'Access is granted per person and per role on a least-privilege basis, and removed on the day someone leaves the project. We process data in line with GDPR, sign a data processing agreement with every client and apply clean-desk and no-personal-phone rules on sensitive processes.',
    },
    {
      question: 'How do you measure accuracy?',
      answer:
        'For each process we agree what counts as correct – a record keyed without errors, say, or a case closed without rework – and check a daily sample against that definition. The monthly report shows the results together with root causes and the corrective actions taken.',
    },
    {
      question: 'Can you handle seasonal peaks?',
      answer:
        'Yes. We cross-train staff between processes and draw on a wider pool of trained people, so month-end, renewal season or a campaign peak does not turn into a growing backlog.',
    },
    {
      question: 'Which processes should we outsource first?',
      answer:
        'Start with high-volume, rule-based work with clear inputs and outputs, such as data entry, document registration or standard account changes. Once those run smoothly, tasks that call for more judgement, like complaint handling, can follow.',
    },
  ],
  related: ['order-payment-processing', 'soft-claims', 'flexible-workforce'],
} satisfies ServiceContent
