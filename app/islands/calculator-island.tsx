import { StaffingCalculator } from '../components/calculator/staffing-calculator'
import { withPage } from '../components/page-context'

/** The calculator's island: its form and results, recomputed in the browser as the planner types. */
export default withPage(StaffingCalculator)
