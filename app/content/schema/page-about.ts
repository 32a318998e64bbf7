import { fields, singleton } from '@keystatic/core'
import { bilingual, line, prose, titledList } from './fields.ts'
import { pageIntro } from './page-fields.ts'
import { pagePhotoField } from './page-photo.ts'

/** The about page: content/pages/about.yaml */
export const aboutPage = singleton({
  label: 'About page / O nas',
  path: 'content/pages/about',
  format: { data: 'yaml' },
  previewUrl: '/api/keystatic/preview/pages/about',
  schema: {
    storySample: fields.checkbox({
      label: 'The story is a sample / Historia firmy jest przykładem',
      description:
        'Tick while the story was written as a stand-in: the page marks it "Example" / „Przykład”. Untick once the company has written or approved its own history.',
      defaultValue: true,
    }),
    photo: pagePhotoField(
      'about',
      'the site, in the location section beside the address',
      'Our Częstochowa site: the building, the entrance with its sign or the office floor with people working. Replaces the map. / Nasza siedziba w Częstochowie: budynek, wejście z szyldem albo sala z pracującymi ludźmi; zastępuje mapę.',
    ),
    teamPhoto: pagePhotoField(
      'about',
      'the team, in the team section above the roles',
      'The team together: consultants, team leaders and quality analysts in our office, a group or a meeting, in natural light. Shown wide across the section. / Zespół razem: konsultanci, liderzy i analitycy jakości w naszym biurze; szeroko nad opisem ról.',
    ),
    ...bilingual(() => ({
      ...pageIntro(),
      storyTitle: line('Story: heading'),
      story: titledList('Story', { min: 2, max: 5 }),
      valuesTitle: line('Values: heading'),
      values: titledList('Values', { min: 3, max: 6 }),
      approachTitle: line('How we work: heading'),
      approach: titledList('How we work: steps', { min: 4, max: 5 }),
      securityTitle: line('Security: heading'),
      securityLead: prose('Security: introduction'),
      security: titledList(
        'Security practices',
        { min: 3, max: 8 },
        'Describe practices, not certificates the company does not hold.',
      ),
      teamTitle: line('Team: heading'),
      teamLead: prose('Team: introduction'),
      team: titledList('Team: roles', { min: 4, max: 6 }, 'Roles and what they do, no names.'),
      locationTitle: line('Location: heading'),
      locationText: prose('Location: text', {}, 'The address itself comes from the company facts.'),
    })),
  },
})
