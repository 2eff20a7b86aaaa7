// Closing costs of an Ontario purchase (the /calculators hub): land transfer taxes with the
// first-time buyer rebates, the 8 % PST on the mortgage insurance premium, and the usual
// fees the visitor can edit. Without React.

import { intBetween, readStoredValues } from '#app/features/calculators/kit/stored-values.ts'
import {
  closingCosts,
  type FieldErrors,
  formatCAD,
  formatShare,
  type IsoDate,
  ONTARIO_INSURANCE_PST_PCT,
  parseDecimalInput,
  parseOptionalDecimalInput,
  TYPICAL_CLOSING_FEES,
  validatePurchaseInputs,
} from '#shared/finance/index.ts'

export interface ClosingCostsFormValues {
  price: string
  downPayment: string
  amortization: number
  inToronto: boolean
  firstTimeBuyer: boolean
  legal: string
  inspection: string
  titleInsurance: string
  appraisal: string
}

/**
 * Typical Ontario figures, to be edited: a real estate lawyer's fee and disbursements, a home
 * inspection, a title insurance policy and a lender's appraisal.
 */
export const TYPICAL_FEES = {
  legal: String(TYPICAL_CLOSING_FEES.legal),
  inspection: String(TYPICAL_CLOSING_FEES.inspection),
  titleInsurance: String(TYPICAL_CLOSING_FEES.titleInsurance),
  appraisal: String(TYPICAL_CLOSING_FEES.appraisal),
} as const

export const CLOSING_COSTS_DEFAULTS: Readonly<ClosingCostsFormValues> = Object.freeze({
  price: '',
  downPayment: '',
  amortization: 25,
  inToronto: false,
  firstTimeBuyer: false,
  ...TYPICAL_FEES,
})

export function readStoredClosingCostsValues(raw: unknown): ClosingCostsFormValues | null {
  return readStoredValues(raw, { ...CLOSING_COSTS_DEFAULTS }, { amortization: intBetween(1, 30) })
}

export type ClosingCostsField = 'price' | 'downPayment' | 'legal' | 'inspection' | 'titleInsurance' | 'appraisal'

export const FEE_FIELDS = [
  { key: 'legal', label: 'Legal fees and disbursements' },
  { key: 'inspection', label: 'Home inspection' },
  { key: 'titleInsurance', label: 'Title insurance' },
  { key: 'appraisal', label: 'Appraisal' },
] as const satisfies readonly { key: ClosingCostsField; label: string }[]

export interface ClosingCostLine {
  label: string
  /** Negative for a rebate. */
  amount: number
  note?: string
}

export interface ClosingCostsComputation {
  errors: FieldErrors<ClosingCostsField>
  lines: ClosingCostLine[]
  total: number
  /** Share of the price, e.g. '2.4%'. */
  totalShare: string
  /** The insurance premium itself (added to the mortgage, not paid at closing). */
  premium: number
}

export function computeClosingCosts(values: ClosingCostsFormValues, asOf?: Date | IsoDate): ClosingCostsComputation {
  const price = parseDecimalInput(values.price)
  const downPayment = parseDecimalInput(values.downPayment)
  const checked = validatePurchaseInputs({ price, downPayment, asOf })
  const errors: FieldErrors<ClosingCostsField> = {}
  if (checked.price) errors.price = checked.price
  if (checked.downPayment) errors.downPayment = checked.downPayment
  const fees = FEE_FIELDS.map(({ key, label }) => {
    const amount = parseOptionalDecimalInput(values[key])
    if (Number.isNaN(amount)) errors[key] = `Enter the ${label.toLowerCase()} as a number (0 if none).`
    return { key, label, amount }
  })
  const empty: ClosingCostsComputation = { errors, lines: [], total: 0, totalShare: '—', premium: 0 }
  if (Object.keys(errors).length > 0) return empty

  const amount = (key: ClosingCostsField) => fees.find((f) => f.key === key)?.amount ?? 0
  const {
    tax,
    insurance,
    insurancePst: pst,
    total,
  } = closingCosts({
    price,
    downPayment,
    amortizationYears: values.amortization,
    inToronto: values.inToronto,
    firstTimeBuyer: values.firstTimeBuyer,
    fees: {
      legal: amount('legal'),
      inspection: amount('inspection'),
      titleInsurance: amount('titleInsurance'),
      appraisal: amount('appraisal'),
    },
    asOf,
  })

  const lines: ClosingCostLine[] = [{ label: 'Ontario land transfer tax', amount: tax.provincial }]
  if (tax.provincialRebate > 0) lines.push({ label: 'Ontario first-time buyer refund', amount: -tax.provincialRebate })
  if (values.inToronto) {
    lines.push({ label: 'Toronto municipal land transfer tax', amount: tax.municipal })
    if (tax.municipalRebate > 0) lines.push({ label: 'Toronto first-time buyer rebate', amount: -tax.municipalRebate })
  }
  if (insurance.premium > 0) {
    lines.push({
      label: `PST on mortgage insurance (${ONTARIO_INSURANCE_PST_PCT}%)`,
      amount: pst,
      note: `on a ${formatCAD(insurance.premium)} premium (${insurance.rate}%), which is added to the mortgage; the PST is paid at closing`,
    })
  } else if (insurance.required && !insurance.insurable) {
    lines.push({
      label: 'PST on mortgage insurance',
      amount: 0,
      note: 'this purchase cannot be insured with less than 20% down',
    })
  }
  for (const fee of fees) lines.push({ label: fee.label, amount: fee.amount })
  return {
    errors,
    lines,
    total,
    totalShare: formatShare(total / price),
    premium: insurance.premium,
  }
}
