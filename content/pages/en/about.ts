import type { AboutPageContent } from '../../../app/content/types'

export default {
  metaTitle: 'About Us: Call Centre Experts in Częstochowa',
  metaDescription:
    'Vocalis BPO has run contact centres from Częstochowa since 2008. Meet our team, values and the security practices that protect your customers’ data.',
  eyebrow: 'About Vocalis BPO',
  headline: 'A contact centre built on people, process and trust',
  lead: 'Since 2008 we have been answering calls, messages and e-mails on behalf of companies that want their customers served well. We do it from Częstochowa, with a team that treats your customers as its own.',
  storyTitle: 'Our story',
  story: [
    'Vocalis BPO was founded in Częstochowa in 2008 as a small inbound team answering customer lines for regional businesses. The idea was simple: outsourced customer service should sound like it comes from inside the company, not from a distant call centre.',
    'In more than 17 years we have grown into a multilingual contact centre: a team of more than 100 agents, service in more than 10 languages, and programmes in sales, customer care, helpdesk and back office for clients in Poland and across Europe.',
    'Today we combine that experience with AI-powered virtual agents. Technology takes on the routine work; our people handle the conversations that matter most. What has not changed since the first day is the way we work: close to our clients, open about results and careful with every customer’s data.',
  ],
  valuesTitle: 'What we stand for',
  values: [
    {
      title: 'Ownership',
      text: 'We treat your KPIs as our own. If something goes wrong, we say so first and come with a plan to fix it.',
    },
    {
      title: 'Transparency',
      text: 'Open reporting, access to call reviews and honest recommendations, including the ones that don’t sell more hours.',
    },
    {
      title: 'People first',
      text: 'Well-trained, fairly treated consultants give better service. We invest in coaching, career paths and a good place to work.',
    },
    {
      title: 'Continuous improvement',
      text: 'Every project is measured, reviewed and refined. Small improvements each month add up to results clients notice.',
    },
  ],
  approachTitle: 'How we work with clients',
  approach: [
    {
      title: 'Discovery',
      text: 'We learn your products, customers, channels and volumes, and agree the goals and KPIs that will define success.',
    },
    {
      title: 'Design and onboarding',
      text: 'We plan the team and schedules, write scripts and knowledge articles, connect to your systems and recruit and train the consultants.',
    },
    {
      title: 'Go-live with close support',
      text: 'The launch is supervised by experienced team leaders and a dedicated account manager, with daily check-ins during the first weeks.',
    },
    {
      title: 'Measure and report',
      text: 'Quality analysts review conversations, and you receive regular reports on service levels, quality and customer feedback.',
    },
    {
      title: 'Improve and grow',
      text: 'Based on the data, we refine processes, introduce automation where it helps and scale the team as your business changes.',
    },
  ],
  securityTitle: 'Security and data protection',
  securityLead:
    'Your customers trust you with their data, and you trust us. We process personal data in line with the GDPR and run our information security on practices modelled on the ISO/IEC 27001 control set.',
  security: [
    {
      title: 'GDPR by default',
      text: 'Data processing agreements with every client, records of processing, data minimisation and agreed retention periods, with a dedicated privacy contact.',
    },
    {
      title: 'Access control',
      text: 'Role-based access on a need-to-know basis, individual accounts with multi-factor authentication, and regular access reviews when people join, move or leave.',
    },
    {
      title: 'Encryption',
      text: 'Data encrypted in transit and at rest, secure connections to client systems, and masking of card numbers and other sensitive fields.',
    },
    {
      title: 'Clean desk and clean screen',
      text: 'No paper notes or private phones at workstations on sensitive projects, locked screens when away, and controlled access to the operations floor.',
    },
    {
      title: 'Training and awareness',
      text: 'Data protection and security training for every new employee, regular refreshers and phishing awareness exercises for the whole team.',
    },
    {
      title: 'Audits and incident response',
      text: 'Internal audits of our controls, a documented incident procedure with prompt notification, and openness to audits by our clients.',
    },
  ],
  teamTitle: 'Our team',
  teamLead:
    'Behind every project there is a complete team, not just a group of agents. This is who works on your account.',
  team: [
    {
      title: 'Consultants',
      text: 'Certified agents who speak with your customers by phone, chat, e-mail and social media, trained in your products and your tone of voice.',
    },
    {
      title: 'Team leaders',
      text: 'Run the day-to-day work of each team, coach consultants, handle escalations and keep the service on target.',
    },
    {
      title: 'Quality and training',
      text: 'Quality analysts review conversations against agreed criteria; trainers turn the findings into onboarding and refresher sessions.',
    },
    {
      title: 'Workforce planning',
      text: 'Forecast volumes and build schedules so that the right number of people is available at the right time, peaks included.',
    },
    {
      title: 'IT and information security',
      text: 'Look after telephony, integrations, the AI platform and the security controls that protect client data.',
    },
    {
      title: 'Account management',
      text: 'Your single point of contact, responsible for reporting, business reviews and turning your goals into the project plan.',
    },
  ],
  locationTitle: 'Where to find us',
  locationText:
    'Our operations centre is in the heart of Częstochowa, on the city’s main avenue, within walking distance of the railway station and well served by public transport. We are happy to welcome clients for a visit: we’ll show you the operations floor, introduce the team that would work on your project and walk you through our security measures. Visits are by appointment, as access to the floor is controlled.',
} satisfies AboutPageContent
