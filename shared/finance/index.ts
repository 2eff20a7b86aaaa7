// The only barrel of shared/finance: the calculators' public contract.

export {
  COMFORTABLE_DEBT_SERVICE,
  extendedAmortizationOpenTo,
  ONTARIO_INSURANCE_PST_PCT,
  RULES_TABLE,
  rulesInForce,
  toIsoDate,
  type DebtServiceRule,
  type DownPaymentRule,
  type ExtendedAmortizationBuyer,
  type ExtendedAmortizationEligibility,
  type ExtendedAmortizationRule,
  type InsurancePremiumRow,
  type InsuranceRule,
  type IsoDate,
  type LandTransferTaxRule,
  type RulesInForce,
  type RulesTable,
  type StressTestRule,
  type TaxBracket,
} from './rules'
export { floorCents, formatCAD, roundCents } from './money'
export {
  COMPOUNDING_OPTIONS,
  DEFAULT_COMPOUNDING,
  DEFAULT_FREQUENCY,
  PAYMENT_FREQUENCIES,
  amortizationSchedule,
  annuityFactor,
  mortgagePayment,
  periodicRate,
  type Compounding,
  type CompoundingOption,
  type MortgageInput,
  type MortgagePaymentResult,
  type PaymentFrequency,
  type PaymentFrequencyOption,
  type ScheduleYear,
} from './payment'
export {
  downPaymentHint,
  maxPriceForDownPayment,
  minimumDownPayment,
  type DownPaymentHintStyle,
} from './down-payment'
export { formatShare, parseDecimalInput, parseOptionalDecimalInput } from './input'
export {
  insurancePremium,
  insurancePremiumRate,
  ontarioInsurancePst,
  type InsuranceInput,
  type InsuranceResult,
} from './insurance'
export {
  affordability,
  type AffordabilityInput,
  type AffordabilityResult,
  type BindingLimit,
} from './affordability'
export {
  landTransferTax,
  marginalTax,
  provinceCode,
  type LandTransferTaxInput,
  type LandTransferTaxResult,
} from './land-transfer-tax'
export {
  INPUT_BOUNDS,
  hasErrors,
  validateAffordabilityInputs,
  validateMortgageInputs,
  validatePurchaseInputs,
  type FieldErrors,
} from './validation'
