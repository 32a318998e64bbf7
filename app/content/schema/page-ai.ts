import { fields, singleton } from '@keystatic/core'
import { COUNTS, countRange } from '../rules/content-rules.ts'
import { counted } from './field-rules.ts'
import { bilingual, faqList, line, lines, paragraphs, prose, sectionLabel, titledList } from './fields.ts'
import { figureOptions } from './options.ts'
import { pageIntro } from './page-fields.ts'

/** The AI call centre page: content/pages/ai.yaml */
export const aiPage = singleton({
  label: 'AI page / Strona AI',
  path: 'content/pages/ai',
  format: { data: 'yaml' },
  previewUrl: '/api/keystatic/preview/pages/ai',
  schema: {
    figures: counted(
      fields.multiselect({
        label: 'Figures shown',
        description: `${countRange(COUNTS.aiPageFigures)} figures from the company facts, shown under “What hybrid service delivers”.`,
        options: figureOptions,
      }),
      COUNTS.aiPageFigures,
    ),
    ...bilingual(() => ({
      ...pageIntro(),
      hybridTitle: line('AI and people: heading'),
      hybrid: paragraphs('AI and people: how they work together', { min: 2, max: 3 }),
      capabilitiesTitle: line('Capabilities: heading'),
      capabilities: titledList('What the virtual agents handle', { min: 4, max: 8 }),
      figuresTitle: line('Figures: heading'),
      pilotTitle: line('Pilot: heading'),
      pilot: titledList('How a pilot runs: steps', { min: 4, max: 5 }),
      integrationTitle: line('Integration: heading'),
      integration: paragraphs('Integration: text', { min: 1, max: 4 }),
      integrations: lines(
        'Systems it connects to',
        { min: 3, max: 16 },
        'Short names. Naming a product implies no partnership (the text above says so).',
      ),
      dataProtectionTitle: line('Data protection: heading'),
      dataProtection: titledList('Data protection', { min: 2, max: 6 }),
      demo: fields.object(
        {
          title: line('Heading'),
          text: prose('Text'),
          privacyNote: prose(
            'Privacy note',
            { min: 40 },
            'What is sent to whom when the demo starts, and the consent it asks for. {provider}, {seat} and {days} are filled from the company facts (Recipients → voice-AI provider). Ask legal before changing.',
          ),
          startLabel: line('Start button'),
          stopLabel: line('Stop button'),
          connecting: line('Status: connecting'),
          listening: line('Status: listening'),
          speaking: line('Status: speaking'),
          error: line('Message: connection failed'),
          micDenied: line('Message: microphone blocked'),
          unavailableTitle: line('Demo unavailable: heading', {}, 'Shown when no demo agent is configured.'),
          unavailableText: prose('Demo unavailable: text'),
          bookLabel: line('Demo unavailable: button'),
        },
        { label: sectionLabel('Live voice demo') },
      ),
      faqs: faqList('FAQ', { min: 3, max: 8 }),
      closingTitle: line('Closing call to action: heading', {}, 'The band at the foot of the page, above the footer.'),
      closingText: prose('Closing call to action: text'),
    })),
  },
})
