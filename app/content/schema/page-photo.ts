import { fields } from '@keystatic/core'
import { describes, imageWithinLimit } from './field-rules.ts'
import { line } from './fields.ts'

const image = (folder: string, label: string, description: string, isRequired: boolean) =>
  imageWithinLimit(
    fields.image({
      label,
      description,
      directory: `public/images/${folder}`,
      publicPath: `/images/${folder}/`,
      validation: { isRequired },
    }),
  )

const altText = () =>
  fields.object(
    {
      en: describes(
        line('Description (English)', { min: 5, max: 200 }, 'What the picture shows, for people who cannot see it.'),
        'en',
      ),
      pl: describes(
        line('Description (Polish)', { min: 5, max: 200 }, 'Co przedstawia zdjęcie – dla osób, które go nie widzą.'),
        'pl',
      ),
    },
    { label: 'Alternative text' },
  )

/**
 * A page's optional photograph: shared by both languages, with its description in each,
 * and an optional second crop for phones (art direction: a portrait or square cut of the
 * same scene, where the landscape frame would leave faces too small). Without the
 * photograph the page shows its drawing, or reads complete without one, so a page is never
 * waiting for a photo. What each place needs is in docs/editing.md, "Page photographs".
 */
export function pagePhotoField(page: string, where: string, brief: string) {
  return fields.conditional(
    fields.checkbox({
      label: `Photograph: ${where}`,
      description:
        'Optional: without a photograph the page shows its drawing or reads complete without one. Real people and our own site only, and people only with their written consent (the editing guide, "Page photographs"). / Opcjonalne: bez zdjęcia strona pokazuje ilustrację albo obywa się bez niego. Tylko nasi ludzie i nasze biuro, osoby wyłącznie za ich pisemną zgodą.',
      defaultValue: false,
    }),
    {
      true: fields.object({
        file: image(
          `pages/${page}`,
          'Photograph (JPEG, PNG or WebP, landscape, at least 1440 pixels wide, up to 2 MB)',
          `${brief} Faces and the subject in the middle of the frame: without a phone crop, phones show a 4:3 crop of the centre. / Twarze i to, co najważniejsze, na środku kadru: bez osobnego kadru telefony pokazują środek zdjęcia w proporcji 4:3.`,
          true,
        ),
        phone: image(
          `pages/${page}`,
          'Crop for phones (optional: the same scene, 4:5 or square, at least 800 pixels wide)',
          'Shown instead of the photograph on screens narrower than 640 pixels. The same description applies, so it must show the same thing. / Kadr dla telefonów (opcjonalny): ta sama scena w pionie lub w kwadracie, pokazywana zamiast zdjęcia na wąskich ekranach.',
          false,
        ),
        alt: altText(),
      }),
      false: fields.empty(),
    },
  )
}

/**
 * The account lead beside the contact form and on the booking page: a real person the
 * buyer will talk to. Every part is optional; the pages show the lead only once a name is
 * set, and the photograph only with it. No made-up people: the marketing team fills it.
 */
export function accountLeadField() {
  return fields.object(
    {
      name: fields.text({
        label: 'Name / Imię i nazwisko',
        description:
          'Leave empty to show the company’s contact details instead. Only with the person’s written consent. / Puste: strona pokazuje dane kontaktowe firmy.',
        validation: { length: { max: 80 } },
      }),
      role: fields.object(
        {
          en: fields.text({ label: 'Role (English)', validation: { length: { max: 80 } } }),
          pl: fields.text({ label: 'Stanowisko (po polsku)', validation: { length: { max: 80 } } }),
        },
        { label: 'Role / Stanowisko' },
      ),
      photo: fields.conditional(
        fields.checkbox({ label: 'Has a portrait / Ma zdjęcie portretowe', defaultValue: false }),
        {
          true: fields.object({
            file: image(
              'pages/contact',
              'Portrait (square or 4:5, at least 400 pixels wide, up to 2 MB)',
              'Head and shoulders, face in the middle, a plain background. / Głowa i ramiona, twarz na środku, spokojne tło.',
              true,
            ),
            alt: altText(),
          }),
          false: fields.empty(),
        },
      ),
    },
    {
      label: 'Account lead / Opiekun klienta',
      description:
        'The person a buyer talks to first, shown beside the contact form and on the booking page. / Osoba, z którą klient rozmawia najpierw.',
    },
  )
}

/**
 * A client's logo on a case study, with its description in both languages. Only with the
 * client's written consent to be named; a sample case study never shows one (the page
 * leaves it out while the case study is marked sample).
 */
export function clientLogoField() {
  return fields.conditional(
    fields.checkbox({
      label: 'Shows the client’s logo / Pokazuje logo klienta',
      description:
        'Only with the client’s written consent to be named, and never on a sample: the page leaves the logo out while "Sample content" is ticked. / Tylko za pisemną zgodą klienta; przykładowa realizacja nigdy nie pokazuje logo.',
      defaultValue: false,
    }),
    {
      true: fields.object({
        file: image(
          'case-studies/logos',
          'Logo (PNG, WebP or SVG on a transparent or white background, at least 320 pixels wide)',
          'Shown about 40 pixels tall beside the case study’s title. / Wyświetlane na wysokość ok. 40 pikseli obok tytułu.',
          true,
        ),
        alt: fields.object(
          {
            en: describes(
              line('Client’s name (English)', { min: 2, max: 120 }, 'As a screen reader reads the logo.'),
              'en',
            ),
            pl: describes(
              line('Nazwa klienta (po polsku)', { min: 2, max: 120 }, 'Tak czytnik ekranu odczyta logo.'),
              'pl',
            ),
          },
          { label: 'Alternative text' },
        ),
      }),
      false: fields.empty(),
    },
  )
}
