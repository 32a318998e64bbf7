import { collection, fields } from '@keystatic/core'
import { bilingual, line, prose, sectionLabel } from './fields.ts'

/**
 * The privacy policy and the terms: one entry per version, content/legal/<document>-<version>/.
 * The newest effective version is in force; earlier ones stay readable at ?version=.
 */
export const legal = collection({
  label: 'Legal documents / Dokumenty prawne',
  path: 'content/legal/*/',
  format: { data: 'yaml' },
  slugField: 'key',
  previewUrl: '/api/keystatic/preview/legal/{slug}',
  columns: ['key', 'effective'],
  schema: {
    key: fields.text({
      label: 'Key (folder name)',
      description:
        'The document and its version, such as "privacy-1.2". To publish a new version, open the current one, choose "Duplicate entry…" in its menu, then change the key, the version, the effective date and the text. Never edit a version that has been in force: visitors can still read it.',
      validation: {
        isRequired: true,
        pattern: { regex: /^(privacy|terms)-\d+\.\d+$/, message: 'the document and version, such as "privacy-1.2"' },
      },
    }),
    document: fields.select({
      label: 'Document',
      options: [
        { value: 'privacy', label: 'Privacy policy' },
        { value: 'terms', label: 'Terms of service' },
      ],
      defaultValue: 'privacy',
    }),
    version: fields.text({
      label: 'Version',
      description: 'Such as 1.2; the same number as in the key.',
      validation: { isRequired: true, pattern: { regex: /^\d+\.\d+$/, message: 'a version such as 1.2' } },
    }),
    effective: fields.date({
      label: 'Effective from',
      description: 'The version with the latest date is the one in force.',
      validation: { isRequired: true },
    }),
    ...bilingual(() => ({
      title: line('Title', { min: 3, max: 80 }),
      description: prose('Description (search results)', { min: 50, max: 180 }),
      body: fields.markdoc({
        label: sectionLabel('Text'),
        description:
          'Company details come from the company facts: write {{legalName}}, {{address}}, {{court}}, {{krs}}, {{nip}}, {{regon}}, {{shareCapital}}, {{phone}}, {{email}}, {{privacyEmail}}, {{dpoName}} or {{dpoEmail}} instead of typing them.',
        extension: 'md',
        // The site's HTML filter allows no images in text, and the page has the only h1.
        options: { image: false, heading: [2, 3, 4] },
      }),
    })),
  },
})
