import { picture } from './fields.ts'

/**
 * A page's optional photograph: shared by both languages, with its description in each.
 * Without one the page shows its drawn visual, so a page is never waiting for a photo.
 * What each place needs (subject, orientation, size, focal point) is in docs/editing.md,
 * "Page photographs"; the description under the checkbox says the same in short.
 */
export function pagePhotoField(page: string, where: string, brief: string) {
  return picture(
    `Photograph: ${where}`,
    `pages/${page}`,
    {
      label: 'Photograph (JPEG, PNG or WebP, landscape, at least 1440 pixels wide, up to 2 MB)',
      description: `${brief} Faces and the subject in the middle of the frame: phones show a 4:3 crop of the centre. / Twarze i to, co najważniejsze, na środku kadru: telefony pokazują środek zdjęcia w proporcji 4:3.`,
    },
    'Optional: without a photograph the page shows its drawing. Real people and our own site only, and people only with their written consent (the editing guide, "Page photographs"). / Opcjonalne: bez zdjęcia strona pokazuje ilustrację. Tylko nasi ludzie i nasze biuro, osoby wyłącznie za ich pisemną zgodą.',
  )
}
