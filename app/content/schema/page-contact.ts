import { singleton } from '@keystatic/core'
import { accountLeadField, pagePhotoField } from './page-photo.ts'

/**
 * The contact page: content/pages/contact.yaml. Its copy is part of the form's UI
 * (app/i18n), so the file holds only what an editor changes there: the office's photograph
 * and the account lead a buyer meets first.
 */
export const contactPage = singleton({
  label: 'Contact page / Kontakt',
  path: 'content/pages/contact',
  format: { data: 'yaml' },
  previewUrl: '/api/keystatic/preview/pages/contact',
  schema: {
    photo: pagePhotoField(
      'contact',
      'beside the contact details',
      'Our Częstochowa office as a visitor sees it: the entrance, the reception or the building from the street. / Nasze biuro w Częstochowie tak, jak widzi je gość: wejście, recepcja albo budynek od ulicy.',
    ),
    accountLead: accountLeadField(),
  },
})
