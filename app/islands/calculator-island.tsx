import { StaffingCalculator } from '../components/calculator/staffing-calculator.tsx'
import { withPage } from '../components/page/page-context.tsx'
import type { MessageKey } from '../i18n/en.ts'
import type { Namespace } from '../i18n/translate.ts'

/** The calculator's island: its form, and the server's answer as the planner types (decision 013). */
export default withPage(StaffingCalculator)

/** The messages the island renders in the browser, handed to it by app/views/calculator.tsx (island-messages.test.ts checks them). */
export const islandMessages = ['calculator', 'form'] as const satisfies readonly (Namespace | MessageKey)[]
