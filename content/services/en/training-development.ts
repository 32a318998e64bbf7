import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'training-development',
  name: 'Training & Development',
  summary:
    'Onboarding academies, product training and soft-skills coaching that make contact-centre agents productive sooner and keep them improving.',
  metaTitle: 'Contact Centre Training & Agent Development',
  metaDescription:
    'Onboarding academies, product training and soft-skills coaching for contact-centre teams: agents who resolve more on first contact and stay longer in the role.',
  headline: 'Agents ready for real customers from their very first shift',
  lead: 'The quality of a contact centre is decided in training, long before the first call. We design and run onboarding academies, product training and soft-skills coaching for your own teams or the teams we run for you, so agents reach full productivity sooner and keep improving after go-live.',
  intro: [
    'Much agent attrition and many customer complaints share the same cause: people put on the phones before they were ready, with a product manual instead of practice. Our training service builds structured learning paths that combine product knowledge, hands-on system practice and conversation skills, and confirms readiness through assessments and supervised live contacts before an agent works alone.',
    'Our trainers have spent years on the contact-centre floor themselves, backed by the company’s more than 17 years in customer operations. They turn your documentation, procedures and quality findings into role-plays, simulations and short modules that agents actually remember. Because training is tied to quality assurance, coaching targets the behaviours that drive results – the same programme that trains our own team of more than 100 agents, who resolve 90% of contacts at first contact.',
    'We can run the whole academy for you, train your trainers or deliver specific programmes such as product launches, de-escalation or sales conversations. Sessions take place in Częstochowa, at your premises or remotely, in Polish, English and the other languages your teams work in, and every programme ends with measurable results, not just an attendance list.',
  ],
  included: [
    {
      title: 'Onboarding academies',
      text: 'Structured induction programmes covering your company, products, systems, procedures and customer conversations, ending with a readiness assessment and a supervised nesting period.',
    },
    {
      title: 'Product and process training',
      text: 'Modules on your products, tariffs, policies and systems, updated for every launch or change, with quick-reference guides agents can use during calls.',
    },
    {
      title: 'Soft-skills coaching',
      text: 'Active listening, empathy, call control, de-escalation, written communication and sales conversations, practised through role-play and reviews of real calls.',
    },
    {
      title: 'Team leader development',
      text: 'Coaching, feedback and performance conversations for team leaders and supervisors, so learning continues on the floor after the classroom ends.',
    },
    {
      title: 'Train-the-trainer',
      text: 'Methods, materials and certification paths that let your internal trainers deliver our programmes consistently across all your sites.',
    },
    {
      title: 'Learning measurement',
      text: 'Knowledge tests, call-quality scores and KPI tracking before and after training, reported per group and per agent.',
    },
  ],
  steps: [
    {
      title: 'Needs analysis',
      text: 'We review your KPIs, quality results, attrition and agent feedback to pinpoint the gaps that training should close.',
    },
    {
      title: 'Programme design',
      text: 'We build the curriculum, materials, simulations and assessments from your documentation and real, anonymised contacts.',
    },
    {
      title: 'Delivery and nesting',
      text: 'Trainers deliver the programme in person or remotely, followed by a nesting period in which new agents handle live contacts with close support.',
    },
    {
      title: 'Coaching on the floor',
      text: 'Team leaders and coaches use quality findings to run short, regular coaching sessions that reinforce what was learnt.',
    },
    {
      title: 'Evaluate and update',
      text: 'We measure the impact on quality and KPIs, collect agent feedback and update the programme for the next intake or product change.',
    },
  ],
  figures: ['teamSize', 'firstCallResolution', 'yearsExperience'],
  industries: ['finance', 'telecom', 'technology', 'healthcare', 'education'],
  faqs: [
    {
      question: 'Do you train teams that are not outsourced to Vocalis?',
      answer:
        'Yes. Training and development is available as a standalone service for in-house contact centres and for teams run by other providers. We adapt every programme to your systems, procedures and culture.',
    },
    {
      question: 'How long does an onboarding academy take?',
      answer:
        'It depends on the complexity of your products and the channels agents will handle. We agree the length after the needs analysis, and we recommend judging readiness by assessment results rather than by a calendar fixed in advance.',
    },
    {
      question: 'Can training be delivered remotely?',
      answer:
        'Yes. We run virtual classrooms with live role-plays, small-group practice and system sandboxes, combined with short e-learning modules that agents complete at their own pace.',
    },
    {
      question: 'How do you show that training works?',
      answer:
        'Every programme has agreed measures, such as assessment scores, quality results, first call resolution and time to proficiency. We compare them before and after training and report the results to you.',
    },
    {
      question: 'Can you prepare our team for a product launch?',
      answer:
        'Yes. We prepare launch training, quick-reference guides and FAQ updates in advance, train agents before the launch date and run refresher sessions once the first customer questions start coming in.',
    },
  ],
  related: ['quality-assurance', 'flexible-workforce', 'technical-helpdesk'],
} satisfies ServiceContent
