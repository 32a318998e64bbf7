import { collection, fields } from '@keystatic/core'
import { articleRules, imageWithinLimit, withRule } from './field-rules.ts'
import { bilingual, entryKey, line, prose, sectionDescription, sectionLabel, TAG, urlSlug } from './fields.ts'

/**
 * Blog posts: one entry per article with both languages, content/blog/<key>/index.yaml,
 * the article text of each language in content/blog/<key>/<lang>/body.md.
 */
export const posts = collection({
  label: 'Blog posts / Wpisy na blogu',
  path: 'content/blog/*/',
  format: { data: 'yaml' },
  slugField: 'key',
  columns: ['date', 'draft'],
  previewUrl: '/api/keystatic/preview/posts/{slug}',
  schema: {
    key: entryKey(),
    // A duplicate starts as a draft: a copy of a published post is not published by a save.
    draft: withRule(
      fields.checkbox({
        label: 'Draft / Szkic',
        description:
          'A draft is saved but never shown: not on the blog, in the RSS feed or in the sitemap. Untick it to publish. / Szkic nie jest publikowany; odznacz, aby opublikować.',
        defaultValue: true,
      }),
      () => undefined,
      (value) => (value ? undefined : true),
    ),
    // The shipped posts were written by our team on the company's behalf: samples until the
    // company has reviewed them. A new post starts as one too; the owner unticks it.
    sample: fields.checkbox({
      label: 'Sample content / Treść przykładowa',
      description:
        'Ticked, the blog list and the post show the "Example" tag: the text was written as a sample for the company and is not yet its own. Untick it once the company has reviewed and adopted the post. / Zaznaczone: lista wpisów i wpis pokazują znacznik „Przykład”. Odznacz, gdy firma przejrzy i przyjmie wpis jako własny.',
      defaultValue: true,
    }),
    date: fields.date({
      label: 'Publish date / Data publikacji',
      description:
        'Shown on the post; the blog lists the newest first. / Widoczna we wpisie; blog pokazuje najnowsze najpierw.',
      validation: { isRequired: true },
    }),
    updated: fields.date({
      label: 'Last updated (optional) / Ostatnia aktualizacja (opcjonalnie)',
      description: 'Set it after a substantial revision. / Ustaw po istotnej zmianie treści.',
    }),
    cover: imageWithinLimit(
      fields.image({
        label: 'Cover image / Okładka',
        description:
          'Shown on the blog list and at the top of the post, 1200 × 630 pixels (SVG, PNG, JPG or WebP), up to 2 MB. / Okładka 1200 × 630 px, do 2 MB.',
        directory: 'public/images/blog',
        publicPath: '/images/blog/',
        validation: { isRequired: true },
      }),
    ),
    ...bilingual((lang) => ({
      slug: urlSlug(lang),
      title: line('Title', { min: 10, max: 120 }, 'The h1 of the post and its title in search results.'),
      description: prose(
        'Description',
        { min: 70, max: 180 },
        'For the blog list and search results: 70–180 characters, ideally 120–160.',
      ),
      author: line('Author', { min: 3 }, 'A team or a role, such as "Vocalis BPO editorial team".'),
      tags: fields.array(
        fields.text({
          label: sectionLabel('Tag'),
          validation: {
            isRequired: true,
            length: { min: 2, max: 40 },
            pattern: {
              regex: TAG,
              message:
                'lowercase words joined by hyphens, e.g. "data-protection" / małe litery i łączniki, np. "ochrona-danych"',
            },
          },
        }),
        {
          label: sectionLabel('Tags'),
          description: sectionDescription(
            '1–6 lowercase words with hyphens (e.g. "data-protection"); posts sharing tags are shown as related.',
          ),
          itemLabel: (props) => props.value || 'Tag',
          validation: { length: { min: 1, max: 6 } },
        },
      ),
      coverAlt: line(
        'Cover image description (alt text)',
        { min: 10 },
        'What the cover shows, for people who cannot see it.',
      ),
      body: articleRules(
        fields.markdoc({
          label: sectionLabel('Article'),
          description: sectionDescription(
            'Start with a paragraph, then sections with level-2 headings; the table of contents uses them.',
          ),
          extension: 'md',
          // The site's HTML filter allows no images in text, and the page has the only h1.
          options: { image: false, heading: [2, 3, 4] },
        }),
        lang,
      ),
    })),
  },
})
