// The only barrel of shared/finance: the calculators' public contract.

export {
  type AffordabilityInput,
  type AffordabilityResult,
  affordability,
  type BindingLimit,
  REVOLVING_DEBT_PAYMENT_PCT,
  type ReachableResult,
  revolvingDebtPayment,
} from './affordability'
export {
  type ClosingCostsInput,
  type ClosingCostsResult,
  type ClosingFees,
  closingCosts,
  TYPICAL_CLOSING_FEES,
} from './closing-costs'
export {
  type DownPaymentHintStyle,
  downPaymentHint,
  maxPriceForDownPayment,
  minimumDownPayment,
} from './down-payment'
export { formatShare, parseDecimalInput, parseOptionalDecimalInput } from './input'
export {
  type InsuranceInput,
  type InsuranceResult,
  insurancePremium,
  insurancePremiumRate,
  ontarioInsurancePst,
} from './insurance'
export {
  type LandTransferTaxInput,
  type LandTransferTaxResult,
  landTransferTax,
  marginalTax,
  provinceCode,
} from './land-transfer-tax'
export { floorCents, formatCAD, roundCents } from './money'
export {
  amortizationSchedule,
  annuityFactor,
  COMPOUNDING_OPTIONS,
  type Compounding,
  type CompoundingOption,
  DEFAULT_COMPOUNDING,
  DEFAULT_FREQUENCY,
  type MortgageInput,
  type MortgagePaymentResult,
  mortgagePayment,
  PAYMENT_FREQUENCIES,
  type PaymentFrequency,
  type PaymentFrequencyOption,
  periodicRate,
  type ScheduleYear,
} from './payment'
export {
  irdComparisonRatePct,
  type PrepaymentPenaltyInput,
  type PrepaymentPenaltyResult,
  prepaymentPenalty,
} from './prepayment-penalty'
export { type QualifyingRateResult, qualifyingRate } from './qualifying-rate'
export { type PriceLimit, type ReachablePrice, type ReachablePriceInput, reachablePrice } from './reachable-price'
export { REFINANCE_MAX_LTV_PCT, type RefinanceEquityResult, refinanceEquity } from './refinance'
export {
  COMFORTABLE_DEBT_SERVICE,
  type DebtServiceRule,
  type DownPaymentRule,
  type ExtendedAmortizationBuyer,
  type ExtendedAmortizationEligibility,
  type ExtendedAmortizationRule,
  extendedAmortizationOpenTo,
  type InsurancePremiumRow,
  type InsuranceRule,
  type IsoDate,
  type LandTransferTaxRule,
  ONTARIO_INSURANCE_PST_PCT,
  RULES_TABLE,
  type RulesInForce,
  type RulesTable,
  rulesInForce,
  type StressTestRule,
  type TaxBracket,
  toIsoDate,
} from './rules'
export {
  type SwitchSavingsInput,
  type SwitchSavingsResult,
  switchSavings,
  type TermOutcome,
} from './switch-savings'
export {
  type FieldErrors,
  hasErrors,
  INPUT_BOUNDS,
  validateAffordabilityInputs,
  validateMortgageInputs,
  validatePurchaseInputs,
} from './validation'
