import { fields, singleton } from '@keystatic/core'
import { bilingual, line, lines, prose, sectionLabel, titledList } from './fields.ts'
import { keyed, pageIntro } from './page-fields.ts'
import { pagePhotoField } from './page-photo.ts'

/** Job ad values that the career page names in words (see the jobs). */
export const workModes = ['onsite', 'hybrid', 'remote'] as const
export const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN'] as const

const workModeLabels = { onsite: 'On site', hybrid: 'Hybrid', remote: 'Remote' } as const
const employmentTypeLabels = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  INTERN: 'Internship',
} as const

/** The career page: content/pages/career.yaml (the positions are the jobs). */
export const careerPage = singleton({
  label: 'Career page / Kariera',
  path: 'content/pages/career',
  format: { data: 'yaml' },
  previewUrl: '/api/keystatic/preview/pages/career',
  schema: {
    photo: pagePhotoField(
      'career',
      'what working here is like, wide above the reasons',
      'What working here looks like: colleagues during training, a break or a team meeting, the rooms a new consultant will work in. / Jak się u nas pracuje: szkolenie, przerwa, spotkanie zespołu, miejsca, w których pracuje nowa osoba.',
    ),
    ...bilingual(() => ({
      ...pageIntro(),
      whyTitle: line('Why work with us: heading'),
      why: titledList('Why work with us', { min: 3, max: 6 }),
      benefitsTitle: line('Benefits: heading'),
      benefits: lines('Benefits', { min: 3, max: 12 }),
      processTitle: line('Recruitment: heading'),
      process: titledList('How recruitment works: steps', { min: 3, max: 6 }),
      positionsTitle: line('Open positions: heading'),
      positionsLead: prose('Open positions: introduction'),
      emptyTitle: line('No open positions: heading'),
      emptyText: prose('No open positions: text'),
      applyByEmail: line('Button: apply by e-mail'),
      applyByForm: line('Button: apply through the form'),
      labels: fields.object(
        {
          department: line('Department'),
          location: line('Location'),
          workMode: line('Work mode'),
          employmentType: line('Employment type'),
          posted: line('Posted'),
          responsibilities: line('Responsibilities'),
          requirements: line('Requirements'),
          salary: line('Salary'),
        },
        { label: sectionLabel('Labels of a position’s details') },
      ),
      workModes: fields.object(
        keyed(workModes, (key) => line(workModeLabels[key])),
        { label: sectionLabel('Work modes, as a position shows them') },
      ),
      employmentTypes: fields.object(
        keyed(employmentTypes, (key) => line(employmentTypeLabels[key])),
        { label: sectionLabel('Employment types, as a position shows them') },
      ),
    })),
  },
})
