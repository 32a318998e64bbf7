import type { ComponentProps } from 'react'
import { ContactForm } from '../components/contact/contact-form.tsx'
import { Toaster } from '../components/frame/toaster.tsx'
import { withPage } from '../components/page/page-context.tsx'

type Props = Omit<ComponentProps<typeof ContactForm>, 'attachment'> & {
  /**
   * The calculator's scenario the form carries (its summary and hidden fields) as the
   * server rendered it (app/views/contact.tsx), or null: the island carries none of its code.
   */
  scenario: string | null
}

/** The contact page's island: the form, the calculator's scenario it carries, and its toasts. */
function ContactIsland({ scenario, ...form }: Props) {
  return (
    <>
      <ContactForm
        {...form}
        attachment={
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's markup of its own component (ScenarioAttachment)
          scenario ? <div dangerouslySetInnerHTML={{ __html: scenario }} /> : null
        }
      />
      <Toaster />
    </>
  )
}

export default withPage(ContactIsland)
