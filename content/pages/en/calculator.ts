import type { CalculatorPageContent } from '../../../app/content/types'

export default {
  metaTitle: 'Call centre staffing calculator (Erlang C)',
  metaDescription:
    'How many agents do your call volumes need? Free Erlang C calculator: agents, service level, waiting time, shrinkage, FTEs and an indicative monthly cost.',
  eyebrow: 'Staffing calculator',
  headline: 'How many agents do you need?',
  lead: 'Enter your contact volumes and service-level target. The calculator works out the agents on the phones, the agents to schedule and the full-time equivalents with the Erlang C model, and gives an indicative monthly cost.',
  methodologyTitle: 'How the calculator works',
  methodologyLead:
    'The calculator uses Erlang C, the queueing model workforce planners have used for inbound contact centres for decades. It is a sound first estimate; here is what it assumes and where real operations differ.',
  methodology: [
    {
      title: 'What Erlang C assumes',
      text: 'Contacts arrive at random at a steady rate within the interval, handle times vary around their average, every agent can take every contact, and nobody hangs up: a caller waits as long as it takes. From the traffic (contacts × handle time ÷ interval length) the model gives, for each number of agents, the probability of waiting and the share answered within your threshold; the calculator picks the smallest number that meets the target.',
    },
    {
      title: 'Abandonment: it over-staffs',
      text: 'Real callers hang up when they wait too long, and each one who leaves takes load off the queue. Erlang C counts them as still waiting, so it overstates waits and asks for somewhat more agents than you need, most visibly at high occupancy. Models with abandonment (Erlang A, or simulation) give leaner figures when you know how patient your callers are.',
    },
    {
      title: 'Multi-skill routing: it under-staffs split teams',
      text: 'The model assumes one queue served by interchangeable agents. When agents are split into skill groups (languages, products, tiers), each group is a smaller queue, and small queues need proportionally more agents. Calculate each group on its own: the total will exceed one calculation for all contacts. Agents trained for several queues recover part of the difference.',
    },
    {
      title: 'Chat and e-mail: one contact at a time is not how they work',
      text: 'Erlang C assumes an agent handles one contact at a time. Chat agents usually run two or three conversations at once, so the result for chat overstates the team; dividing by the concurrency is a common first approximation. E-mail and back-office work can wait hours and is planned by workload (items × handle time ÷ productive hours), not with a queueing model.',
    },
    {
      title: 'Intervals, peaks and shrinkage',
      text: 'Volumes change through the day. Run the calculator for each interval of a typical day, or for the busiest one, and build shifts to that curve; the full-time equivalents here assume the interval you entered lasts all day, so they are an upper bound for the week. Shrinkage turns agents on the phones into agents to schedule: take it from your own records of breaks, training, meetings, leave and sickness.',
    },
  ],
} satisfies CalculatorPageContent
