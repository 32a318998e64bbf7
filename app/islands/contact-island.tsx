import type { ComponentProps } from 'react'
import { ScenarioAttachment } from '../components/calculator/scenario-attachment'
import { ContactForm } from '../components/contact-form'
import { withPage } from '../components/page-context'
import { Toaster } from '../components/toaster'

type Props = Omit<ComponentProps<typeof ContactForm>, 'attachment'> & {
  scenario: ComponentProps<typeof ScenarioAttachment>['view'] | null
}

/** The contact page's island: the form, the calculator's scenario it carries, and its toasts. */
function ContactIsland({ scenario, ...form }: Props) {
  return (
    <>
      <ContactForm {...form} attachment={scenario ? <ScenarioAttachment view={scenario} /> : null} />
      <Toaster />
    </>
  )
}

export default withPage(ContactIsland)
