import type { ComponentType } from 'react'
import type { Industry } from '../../lib/catalog/catalog-keys.ts'
import { EducationEnrolment } from './education-enrolment.tsx'
import { EnergyStormDay } from './energy-storm-day.tsx'
import { FinanceDocumentChecks } from './finance-document-checks.tsx'
import { HealthcarePatientLine } from './healthcare-patient-line.tsx'
import { ManufacturingOrderDesk } from './manufacturing-order-desk.tsx'
import { RetailPeakSeason } from './retail-peak-season.tsx'
import { TechnologyOnboarding } from './technology-onboarding.tsx'
import { TelecomSaveAndFix } from './telecom-save-and-fix.tsx'

/**
 * Each industry shows the contact-centre work it buys, beside its title: what a buyer from
 * that industry would recognise of their own week. A record over every industry key, so a
 * new industry cannot ship without one, and industry-visuals.test.tsx holds that no two are
 * alike.
 */
export const industryVisuals: Record<Industry, ComponentType> = {
  energy: EnergyStormDay,
  telecom: TelecomSaveAndFix,
  finance: FinanceDocumentChecks,
  healthcare: HealthcarePatientLine,
  retail: RetailPeakSeason,
  technology: TechnologyOnboarding,
  manufacturing: ManufacturingOrderDesk,
  education: EducationEnrolment,
}

export function IndustryVisual({ industry }: { industry: Industry }) {
  const Visual = industryVisuals[industry]
  return <Visual />
}
