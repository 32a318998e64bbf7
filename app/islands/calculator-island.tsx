import { StaffingCalculator } from '../components/calculator/staffing-calculator.tsx'
import { withPage } from '../components/page/page-context.tsx'

/** The calculator's island: its form, and the server's answer as the planner types (decision 013). */
export default withPage(StaffingCalculator)
