import { fields, singleton } from '@keystatic/core'
import { industries } from '../../lib/catalog/catalog-keys.ts'
import { unknownTestimonialProblem } from '../rules/home-quotes.ts'
import { savedIndex, withRule } from './field-rules.ts'
import { bilingual, line, prose, sectionDescription, sectionLabel, titledList } from './fields.ts'
import { industryNames } from './fixed-entries.ts'
import { options } from './options.ts'
import { keyed, pageMeta, titledText } from './page-fields.ts'
import { pagePhotoField } from './page-photo.ts'

/**
 * A quote's testimonial id: one of the company facts' testimonials, as saved (the editor's
 * index). The rule is ../rules/home-quotes.ts's, which the build checks with the rest of them.
 */
const knownTestimonial = <F extends Parameters<typeof withRule>[0]>(field: F) =>
  withRule<F, string>(field, (value) => {
    const saved = savedIndex('company', 'testimonials')
    return saved && value ? unknownTestimonialProblem(value, Object.keys(saved)) : undefined
  })

const industryLabels = Object.fromEntries(options(industries).map(({ value, label }) => [value, label]))

/** An industry's name in the editor: its key in the English section, its Polish name in the Polish one. */
const industryLabel = (key: string, lang: 'en' | 'pl') =>
  (lang === 'pl' ? industryNames[key]?.pl : undefined) ?? industryLabels[key] ?? key

/** The home page: content/pages/home.yaml */
export const homePage = singleton({
  label: 'Home page / Strona główna',
  path: 'content/pages/home',
  format: { data: 'yaml' },
  previewUrl: '/api/keystatic/preview/pages/home',
  schema: {
    photo: pagePhotoField(
      'home',
      'hero (top of the page), instead of the drawing',
      'The team at work in our Częstochowa office: people talking with each other or with a customer, in natural light. Shown beside the headline on tablets and computers, not on phones. / Zespół przy pracy w naszym biurze w Częstochowie; obok nagłówka na tabletach i komputerach, na telefonach ukryte.',
    ),
    peoplePhoto: pagePhotoField(
      'home',
      'people section, above the client quotes',
      'The people a client works with: team leaders, quality analysts and the account team together, at the office. Shown above the quotes, on phones too. / Ludzie, z którymi pracuje klient: liderzy zespołów, analitycy jakości i opiekunowie klienta razem w biurze; nad cytatami, także na telefonach.',
    ),
    ...bilingual((lang) => ({
      ...pageMeta(),
      hero: fields.object(
        {
          eyebrow: line('Small label above the headline', { max: 80 }),
          headline: line('Headline (h1)', { min: 10, max: 120 }),
          lead: prose('Lead paragraph', { min: 40 }),
          csatClaim: line(
            'Caption of the customer satisfaction figures',
            {},
            'The numbers come from the company facts.',
          ),
          csatDesktopLabel: line('Label of the desktop figure'),
          csatMobileLabel: line('Label of the mobile figure'),
          fasterClaim: line('Caption of the faster resolutions figure'),
        },
        { label: sectionLabel('Hero (top of the page)') },
      ),
      advantagesTitle: line('Advantages: heading'),
      advantagesLead: prose('Advantages: introduction'),
      advantages: titledList('Advantages', { min: 4, max: 4 }, 'Exactly four, shown as cards.'),
      statsTitle: line('Figures: heading', {}, 'The figures themselves are set in the company facts.'),
      statsLead: prose('Figures: sentence under the heading'),
      servicesTitle: line('Services: heading'),
      servicesLead: prose('Services: introduction', {}, 'The service cards come from the services.'),
      whyTitle: line('Why us: heading'),
      whyLead: prose('Why us: introduction'),
      why: titledList('Why us: points', { min: 4, max: 4 }, 'Exactly four.'),
      quotes: fields.array(
        fields.object({
          id: knownTestimonial(
            fields.text({
              label: sectionLabel('Testimonial id'),
              description: sectionDescription(
                'Links the quote to its testimonial in the company facts (which says whether it is a sample). The same ids, in the same order, in both languages.',
              ),
              validation: {
                isRequired: true,
                length: { min: 2, max: 60 },
                pattern: { regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: 'lowercase letters, digits and hyphens' },
              },
            }),
          ),
          text: prose('Quote', { min: 40 }, 'The client’s words, without quotation marks.'),
          role: line('Role of the person quoted', {}, 'No names: a role such as “Head of Customer Care”.'),
          industry: line('Industry of the client'),
        }),
        {
          label: sectionLabel('Client quotes'),
          description: sectionDescription('Real quotes need the client’s written consent.'),
          itemLabel: (props) => props.fields.role.value || 'Quote',
          validation: { length: { min: 1, max: 4 } },
        },
      ),
      industriesTitle: line('Industries: heading'),
      industriesLead: prose('Industries: introduction'),
      industries: fields.object(
        keyed(industries, (key) => titledText(industryLabel(key, lang))),
        {
          label: sectionLabel('Industries'),
          description: sectionDescription('One line for each of the eight industries.'),
        },
      ),
      startTitle: line('How we start: heading'),
      startLead: prose('How we start: introduction'),
      start: titledList(
        'How we start: steps',
        { min: 3, max: 4 },
        'From the first call to go-live, in order. No figures here: they need a source.',
      ),
      cta: fields.object(
        { title: line('Heading'), text: prose('Text') },
        { label: sectionLabel('Call to action (bottom of the page)') },
      ),
    })),
  },
})
