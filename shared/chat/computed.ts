// Answers computed from the conversation's facts, always with shared/finance (the calculators'
// own maths): each function returns the figures and every value it had to assume (a rate from
// today's list, a 25-year amortization, the minimum down payment…), so the reply can say so,
// and the calculator link carries exactly the values used. Returns null when the facts lack
// what the computation needs. Wording is elsewhere (render-en.ts, french.ts).

import { PROVINCES, type ProvinceCode, parseTermYears } from '#shared/constants/rates.ts'
import {
  affordability,
  type ClosingCostsResult,
  closingCosts,
  type InsuranceResult,
  insurancePremium,
  type LandTransferTaxResult,
  landTransferTax,
  maxPriceForDownPayment,
  minimumDownPayment,
  mortgagePayment,
  ontarioInsurancePst,
  type PaymentFrequency,
  type PrepaymentPenaltyResult,
  prepaymentPenalty,
  type QualifyingRateResult,
  qualifyingRate,
  type RefinanceEquityResult,
  type RulesInForce,
  refinanceEquity,
  revolvingDebtPayment,
  roundCents,
  type SwitchSavingsResult,
  switchSavings,
} from '#shared/finance/index.ts'
import type { Facts } from './slots'
import type { ChatRate, ChatRatesSnapshot } from './types'

/** Where a rate came from: the visitor (this message or earlier), or today's list. */
export type RateSource =
  | { from: 'visitor' }
  | {
      from: 'today'
      term: number
      rateType: 'fixed' | 'variable'
      /** The kind of mortgage the rate is for (null: the list does not say). */
      mortgageType: 'insured' | 'conventional' | null
      province: ProvinceCode
      provinceAssumed: boolean
      ratesDate: string | null
      stale: boolean
      savedAt: number | null
    }

export interface ComputeContext {
  rules: RulesInForce
  /** Today's rates (null: none at hand). */
  rates: ChatRatesSnapshot | null
  /** Today in Ontario, 'YYYY-MM-DD'. */
  today: string
}

export interface PaymentComputation {
  kind: 'payment'
  principal: number
  /** The price and down payment the principal came from (null when an amount was given). */
  price: number | null
  down: number | null
  /** The visitor's down payment was below the minimum: this is the minimum used instead. */
  raisedToMinimum: number | null
  /** The down payment as the visitor gave it (dollars). */
  givenDown: number | null
  /** No down payment given: the whole price was used as the amount borrowed. */
  priceAsLoan: boolean
  insurance: InsuranceResult | null
  insurancePst: number
  /** 30 years insured needs a first-time buyer or a new build: assumed so. */
  assumedExtendedEligible: boolean
  rate: number
  rateSource: RateSource
  years: number
  yearsAssumed: boolean
  frequency: PaymentFrequency
  payment: number
  totalInterest: number
  payoffYears: number
  /** The payment at each other frequency asked beside the first ("monthly and weekly?"). */
  others: { frequency: PaymentFrequency; payment: number }[]
}

export interface DownPaymentComputation {
  kind: 'down-payment'
  /** The price asked about, or (fromDown) the highest price the down payment allows. */
  price: number
  /** No price was given: `price` is the most the visitor's down payment allows. */
  fromDown: boolean
  minimum: number
  /** The down payment the visitor has in mind, when given. */
  given: number | null
  enough: boolean | null
  /** Insurance at the given (or minimum) down payment, 25 years. */
  insurance: InsuranceResult
  downUsed: number
}

export interface InsuranceComputation {
  kind: 'insurance'
  price: number
  down: number
  downAssumed: boolean
  years: number
  yearsAssumed: boolean
  firstTimeBuyer: boolean
  result: InsuranceResult
  minimum: number
  pst: number
  /** 30 years insured needs a first-time buyer or a new build: assumed so (as for a payment). */
  assumedExtendedEligible: boolean
}

export interface LandTransferTaxComputation {
  kind: 'land-transfer-tax'
  price: number
  province: ProvinceCode
  provinceAssumed: boolean
  inToronto: boolean
  torontoAssumed: boolean
  firstTimeBuyer: boolean
  result: LandTransferTaxResult
}

export interface ClosingCostsComputation {
  kind: 'closing-costs'
  price: number
  down: number
  downAssumed: boolean
  inToronto: boolean
  torontoAssumed: boolean
  firstTimeBuyer: boolean
  years: number
  result: ClosingCostsResult
  /** Outside Ontario the taxes are not worked out (the fees and PST still are). */
  province: ProvinceCode
}

export interface QualifyingRateComputation {
  kind: 'qualifying-rate'
  rate: number
  result: QualifyingRateResult
}

/** One affordability limit (comfortable or a lender's maximum) as the calculator shows it. */
export interface AffordabilityLimit {
  maxMortgage: number
  maxPrice: number
  incomePrice: number
  priceMortgage: number
  premium: number
  monthlyPayment: number
  downPaymentLimits: boolean
}

export interface AffordabilityComputation {
  kind: 'affordability'
  incomes: number[]
  monthlyDebts: number
  cardBalances: number
  cardPayment: number
  /** Loan balances given without a payment: not counted. */
  loanBalances: number
  /** Property tax a year and condo fees a month given (0 when not): counted in the housing costs. */
  propertyTax: number
  condoFees: number
  /** Heating a month given (0 when not): counted in the housing costs. */
  heating: number
  down: number | null
  rate: number
  rateSource: RateSource
  years: number
  yearsAssumed: boolean
  /**
   * `maxPrice` is the price the down payment also reaches (the calculator's headline),
   * `priceMortgage` the loan at that price, premium included (under `maxMortgage` when the price is
   * capped); `downPaymentLimits` when the down payment caps it. `incomePrice` is the income limit
   * the calculator lists under its headline (the mortgage plus the down payment), `premium` the
   * default insurance premium added to the loan at `maxPrice`.
   */
  comfortable: AffordabilityLimit
  lender: AffordabilityLimit & { qualifyingRatePct: number }
  /** The price asked about ("can I afford a 600k house"), with the mortgage it needs. */
  asked: { price: number; down: number; downAssumed: boolean; mortgage: number } | null
}

export interface EquityComputation {
  kind: 'equity'
  homeValue: number
  balance: number
  cashOut: number | null
  result: RefinanceEquityResult
}

export interface PenaltyComputation {
  kind: 'penalty'
  balance: number
  rate: number
  rateType: 'fixed' | 'variable'
  rateTypeAssumed: boolean
  monthsRemaining: number | null
  method: 'posted' | 'published' | null
  comparisonRate: number | null
  /** The posted-rate method's two rates, as given. */
  postedAtSigning?: number
  postedToday?: number
  result: PrepaymentPenaltyResult
}

/** Renewing at one rate against switching at another, over a 5-year term. */
export interface SwitchComputation {
  kind: 'switch'
  balance: number
  /** The rate of staying: the lender's renewal offer (or the current rate), the first rate given. */
  stayRate: number
  /** The rate of switching: the second rate given, else today's best 5-year fixed. */
  switchRate: number
  switchSource: RateSource
  years: number
  yearsAssumed: boolean
  termYears: number
  result: SwitchSavingsResult
}

export interface RateLine {
  term: number
  insured: number | null
  conventional: number | null
  refinance: number | null
  /** Rows that do not say their mortgage type. */
  other: number | null
}

export interface RatesComputation {
  kind: 'rates'
  province: ProvinceCode
  provinceAssumed: boolean
  /** The list has provinces (older lists do not). */
  byProvince: boolean
  groups: { rateType: 'fixed' | 'variable'; lines: RateLine[] }[]
  term: number | null
  rateType: 'fixed' | 'variable' | null
  mortgageType: Facts['mortgageType'] | null
  ratesDate: string | null
  stale: boolean
  savedAt: number | null
  today: string
}

export type Computation =
  | PaymentComputation
  | DownPaymentComputation
  | InsuranceComputation
  | LandTransferTaxComputation
  | ClosingCostsComputation
  | QualifyingRateComputation
  | AffordabilityComputation
  | EquityComputation
  | PenaltyComputation
  | SwitchComputation
  | RatesComputation

// ---- Helpers ------------------------------------------------------------------------------

const STANDARD_YEARS = 25

export function provinceName(code: ProvinceCode): string {
  return PROVINCES.find((p) => p.code === code)?.name ?? code
}

function provinceOfRow(row: ChatRate): ProvinceCode | null {
  if (!row.province) return null
  const needle = row.province.trim().toLowerCase()
  return PROVINCES.find((p) => p.code.toLowerCase() === needle || p.name.toLowerCase() === needle)?.code ?? null
}

function mortgageTypeOfRow(row: ChatRate): 'insured' | 'conventional' | 'refinance' | 'other' {
  switch (row.mortgageType) {
    case 'High-Ratio':
      return 'insured'
    case 'Conventional':
      return 'conventional'
    case 'Refinance':
      return 'refinance'
    default:
      return 'other'
  }
}

function downOf(facts: Facts, price: number): number | null {
  const d = facts.down
  if (!d) return null
  return 'amount' in d ? d.amount : roundCents((price * d.percent) / 100)
}

/** The kind of mortgage named ("at your conventional 5 year") as a share down, when no down payment says it. */
const namedShare = (facts: Facts): number | null =>
  facts.mortgageType === 'conventional' ? 1 : facts.mortgageType === 'insured' ? 0 : null

/**
 * Today's lowest 5-year fixed rate for the province (Ontario when none was named) and the kind
 * of mortgage: insured (high-ratio) under 20 % down or when the down payment is unknown,
 * conventional from 20 %.
 */
export function todaysRate(
  ctx: ComputeContext,
  province: ProvinceCode | undefined,
  downShare: number | null,
): { rate: number; source: RateSource } | null {
  const snapshot = ctx.rates
  if (!snapshot || snapshot.rates.length === 0) return null
  const wanted: 'insured' | 'conventional' = downShare !== null && downShare >= 0.2 ? 'conventional' : 'insured'
  const code = province ?? 'ON'
  const fixed5 = snapshot.rates.filter(
    (r) => r.rateType === 'fixed' && parseTermYears(r.term) === 5 && Number.isFinite(r.ourRate) && r.ourRate > 0,
  )
  const inProvince = fixed5.filter((r) => provinceOfRow(r) === code)
  const pool = inProvince.length > 0 ? inProvince : fixed5.filter((r) => provinceOfRow(r) === null)
  if (pool.length === 0) return null
  const typed = pool.filter((r) => mortgageTypeOfRow(r) === wanted)
  const rows = typed.length > 0 ? typed : pool.filter((r) => mortgageTypeOfRow(r) !== 'refinance')
  if (rows.length === 0) return null
  const rate = Math.min(...rows.map((r) => r.ourRate))
  return {
    rate,
    source: {
      from: 'today',
      term: 5,
      rateType: 'fixed',
      mortgageType: typed.length > 0 ? wanted : null,
      province: code,
      provinceAssumed: province === undefined,
      ratesDate: snapshot.ratesDate ?? null,
      stale: snapshot.stale ?? false,
      savedAt: snapshot.savedAt ?? null,
    },
  }
}

// ---- Payment --------------------------------------------------------------------------------

export function computePayment(facts: Facts, ctx: ComputeContext): PaymentComputation | null {
  const { rules } = ctx
  const yearsGiven = facts.amortization
  const years = yearsGiven !== undefined && yearsGiven >= 1 && yearsGiven <= 30 ? yearsGiven : STANDARD_YEARS
  let principal: number
  let price: number | null = null
  let down: number | null = null
  let raisedToMinimum: number | null = null
  let givenDown: number | null = null
  let insurance: InsuranceResult | null = null
  let assumedExtendedEligible = false
  let priceAsLoan = false
  if (facts.loan !== undefined) {
    principal = facts.loan
  } else if (facts.price !== undefined) {
    price = facts.price
    down = downOf(facts, price) ?? (facts.downMinimum ? minimumDownPayment(price, rules.asOf) : null)
    givenDown = down
    if (down === null) {
      principal = price
      priceAsLoan = true
    } else {
      const minimum = minimumDownPayment(price, rules.asOf)
      if (down < minimum) {
        raisedToMinimum = minimum
        down = minimum
      }
      const firstTime = facts.firstTimeBuyer === true
      insurance = insurancePremium({
        price,
        downPayment: down,
        amortizationYears: years,
        firstTimeBuyerOrNewBuild: firstTime,
        asOf: rules.asOf,
      })
      if (insurance.required && !insurance.insurable && years > rules.insurance.standardMaxAmortizationYears) {
        // Insured 30 years is open to first-time buyers and new builds: assume so, and say it.
        insurance = insurancePremium({
          price,
          downPayment: down,
          amortizationYears: years,
          firstTimeBuyerOrNewBuild: true,
          asOf: rules.asOf,
        })
        assumedExtendedEligible = !firstTime && insurance.insurable
      }
      principal = roundCents(price - down + insurance.premium)
    }
  } else return null
  if (!(principal > 0)) return null
  let rate = facts.rate
  let rateSource: RateSource = { from: 'visitor' }
  if (rate === undefined) {
    const share = price !== null && down !== null ? down / price : namedShare(facts)
    const today = todaysRate(ctx, facts.province, share)
    if (!today) return null
    rate = today.rate
    rateSource = today.source
  }
  const frequency = facts.frequency ?? 'monthly'
  const result = mortgagePayment({ principal, annualRatePct: rate, amortizationYears: years, frequency })
  return {
    kind: 'payment',
    principal,
    price,
    down,
    raisedToMinimum,
    givenDown,
    priceAsLoan,
    insurance,
    insurancePst: insurance ? ontarioInsurancePst(insurance.premium) : 0,
    assumedExtendedEligible,
    rate,
    rateSource,
    years,
    yearsAssumed: yearsGiven === undefined || years !== yearsGiven,
    frequency,
    payment: result.payment,
    totalInterest: result.totalInterest,
    payoffYears: result.payoffYears,
    others: (facts.alsoFrequencies ?? [])
      .filter((f) => f !== frequency)
      .map((f) => ({
        frequency: f,
        payment: mortgagePayment({ principal, annualRatePct: rate, amortizationYears: years, frequency: f }).payment,
      })),
  }
}

// ---- Down payment ----------------------------------------------------------------------------

export function computeDownPayment(facts: Facts, ctx: ComputeContext): DownPaymentComputation | null {
  const fromDown = facts.price === undefined && facts.down !== undefined && 'amount' in facts.down
  const price =
    fromDown && facts.down && 'amount' in facts.down
      ? maxPriceForDownPayment(facts.down.amount, ctx.rules.asOf)
      : facts.price
  if (price === undefined || price < 10_000) return null
  const minimum = minimumDownPayment(price, ctx.rules.asOf)
  const given = downOf(facts, price)
  const downUsed = given !== null && given >= minimum ? given : minimum
  return {
    kind: 'down-payment',
    price,
    fromDown,
    minimum,
    given,
    enough: given === null ? null : given >= minimum,
    insurance: insurancePremium({
      price,
      downPayment: downUsed,
      amortizationYears: STANDARD_YEARS,
      asOf: ctx.rules.asOf,
    }),
    downUsed,
  }
}

// ---- Insurance premium -----------------------------------------------------------------------

export function computeInsurance(facts: Facts, ctx: ComputeContext): InsuranceComputation | null {
  const price = facts.price
  if (price === undefined || price < 10_000) return null
  const minimum = minimumDownPayment(price, ctx.rules.asOf)
  const given = downOf(facts, price)
  const down = given ?? minimum
  const yearsGiven = facts.amortization
  const years = yearsGiven !== undefined && yearsGiven >= 1 && yearsGiven <= 30 ? yearsGiven : STANDARD_YEARS
  const firstTimeBuyer = facts.firstTimeBuyer === true
  const premium = (eligible: boolean) =>
    insurancePremium({
      price,
      downPayment: down,
      amortizationYears: years,
      firstTimeBuyerOrNewBuild: eligible,
      asOf: ctx.rules.asOf,
    })
  let result = premium(firstTimeBuyer)
  let assumedExtendedEligible = false
  // Insured over 25 years is open to first-time buyers and new builds: unless the visitor said they
  // are not a first-time buyer, assume so (as the payment does) and say it.
  if (
    result.required &&
    !result.insurable &&
    years > ctx.rules.insurance.standardMaxAmortizationYears &&
    facts.firstTimeBuyer === undefined
  ) {
    const extended = premium(true)
    if (extended.insurable) {
      result = extended
      assumedExtendedEligible = true
    }
  }
  return {
    kind: 'insurance',
    price,
    down,
    downAssumed: given === null,
    years,
    yearsAssumed: yearsGiven === undefined,
    firstTimeBuyer,
    result,
    minimum,
    pst: ontarioInsurancePst(result.premium),
    assumedExtendedEligible,
  }
}

// ---- Land transfer tax and closing costs --------------------------------------------------------

export function computeLandTransferTax(facts: Facts, ctx: ComputeContext): LandTransferTaxComputation | null {
  const price = facts.price
  if (price === undefined || price < 10_000) return null
  const province = facts.province ?? 'ON'
  const inToronto = province === 'ON' && facts.inToronto === true
  const firstTimeBuyer = facts.firstTimeBuyer === true
  return {
    kind: 'land-transfer-tax',
    price,
    province,
    provinceAssumed: facts.province === undefined,
    inToronto,
    torontoAssumed: province === 'ON' && facts.inToronto === undefined,
    firstTimeBuyer,
    result: landTransferTax({ price, province, inToronto, firstTimeBuyer, asOf: ctx.rules.asOf }),
  }
}

export function computeClosingCosts(facts: Facts, ctx: ComputeContext): ClosingCostsComputation | null {
  const price = facts.price
  if (price === undefined || price < 10_000) return null
  const given = downOf(facts, price)
  // Without a down payment: 20 % (no insurance premium, so no sales tax on it), said so.
  const down = given ?? roundCents((price * ctx.rules.insurance.requiredBelowDownPct) / 100)
  const years = facts.amortization !== undefined && facts.amortization <= 30 ? facts.amortization : STANDARD_YEARS
  const province = facts.province ?? 'ON'
  const inToronto = province === 'ON' && facts.inToronto === true
  const firstTimeBuyer = facts.firstTimeBuyer === true
  return {
    kind: 'closing-costs',
    price,
    down,
    downAssumed: given === null,
    inToronto,
    torontoAssumed: province === 'ON' && facts.inToronto === undefined,
    firstTimeBuyer,
    years,
    province,
    result: closingCosts({
      price,
      downPayment: Math.min(down, price),
      amortizationYears: years,
      inToronto,
      firstTimeBuyer,
      asOf: ctx.rules.asOf,
    }),
  }
}

// ---- Qualifying rate -----------------------------------------------------------------------------

export function computeQualifyingRate(facts: Facts, ctx: ComputeContext): QualifyingRateComputation | null {
  if (facts.rate === undefined) return null
  return { kind: 'qualifying-rate', rate: facts.rate, result: qualifyingRate(facts.rate, ctx.rules.asOf) }
}

// ---- Affordability -------------------------------------------------------------------------------

export function computeAffordability(facts: Facts, ctx: ComputeContext): AffordabilityComputation | null {
  const incomes = (facts.incomes ?? []).filter((x) => x > 0)
  if (incomes.length === 0) return null
  const yearsGiven = facts.amortization
  const years = yearsGiven !== undefined && yearsGiven >= 1 && yearsGiven <= 30 ? yearsGiven : STANDARD_YEARS
  const down = facts.down && 'amount' in facts.down ? facts.down.amount : null
  let rate = facts.rate
  let rateSource: RateSource = { from: 'visitor' }
  if (rate === undefined) {
    const share = facts.price !== undefined && down !== null ? down / facts.price : namedShare(facts)
    const today = todaysRate(ctx, facts.province, share)
    if (!today) return null
    rate = today.rate
    rateSource = today.source
  }
  const cardBalances = facts.cardBalances ?? 0
  const cardPayment = revolvingDebtPayment(cardBalances)
  const monthlyDebts = roundCents((facts.monthlyDebts ?? 0) + cardPayment)
  const result = affordability({
    annualIncome: incomes[0]!,
    coBorrowerIncome: incomes.slice(1).reduce((a, b) => a + b, 0),
    downPayment: down ?? 0,
    amortizationYears: years,
    annualRatePct: rate,
    monthlyDebts,
    annualPropertyTax: facts.annualPropertyTax ?? 0,
    monthlyCondoFees: facts.monthlyCondoFees ?? 0,
    monthlyHeat: facts.monthlyHeat ?? 0,
    asOf: ctx.rules.asOf,
  })
  let asked: AffordabilityComputation['asked'] = null
  if (facts.price !== undefined && facts.price >= 10_000) {
    const minimum = minimumDownPayment(facts.price, ctx.rules.asOf)
    const askedDown = down !== null && down >= minimum ? down : minimum
    asked = {
      price: facts.price,
      down: askedDown,
      downAssumed: down === null || down < minimum,
      mortgage: roundCents(facts.price - askedDown),
    }
  }
  return {
    kind: 'affordability',
    incomes,
    monthlyDebts,
    cardBalances,
    cardPayment,
    loanBalances: facts.loanBalances ?? 0,
    propertyTax: facts.annualPropertyTax ?? 0,
    condoFees: facts.monthlyCondoFees ?? 0,
    heating: facts.monthlyHeat ?? 0,
    down,
    rate,
    rateSource,
    years,
    yearsAssumed: yearsGiven === undefined,
    comfortable: {
      maxMortgage: result.maxMortgage,
      maxPrice: result.reachable.price,
      incomePrice: result.maxPrice,
      priceMortgage: result.reachable.mortgage,
      premium: result.reachable.premium,
      monthlyPayment: result.monthlyPayment,
      downPaymentLimits: result.reachable.limit === 'down-payment',
    },
    lender: {
      maxMortgage: result.lenderMaximum.maxMortgage,
      maxPrice: result.lenderMaximum.reachable.price,
      incomePrice: result.lenderMaximum.maxPrice,
      priceMortgage: result.lenderMaximum.reachable.mortgage,
      premium: result.lenderMaximum.reachable.premium,
      monthlyPayment: result.lenderMaximum.monthlyPayment,
      qualifyingRatePct: result.lenderMaximum.qualifyingRatePct,
      downPaymentLimits: result.lenderMaximum.reachable.limit === 'down-payment',
    },
    asked,
  }
}

// ---- Refinance equity ----------------------------------------------------------------------------

export function computeEquity(facts: Facts): EquityComputation | null {
  if (facts.price === undefined || facts.balance === undefined) return null
  return {
    kind: 'equity',
    homeValue: facts.price,
    balance: facts.balance,
    cashOut: facts.cashOut ?? null,
    result: refinanceEquity({ homeValue: facts.price, balance: facts.balance }),
  }
}

// ---- Prepayment penalty --------------------------------------------------------------------------

export function computePenalty(facts: Facts): PenaltyComputation | null {
  if (facts.balance === undefined || facts.rate === undefined) return null
  const rateType = facts.rateType ?? 'fixed'
  const months = facts.monthsRemaining ?? null
  const posted = facts.postedAtSigning !== undefined && facts.postedToday !== undefined
  const method = posted ? 'posted' : facts.comparisonRate !== undefined ? 'published' : null
  const result = prepaymentPenalty({
    balance: facts.balance,
    rateType,
    contractRatePct: facts.rate,
    monthsRemaining: months ?? 0,
    method: method ?? 'published',
    postedRateAtSigningPct: facts.postedAtSigning,
    comparisonPostedRatePct: facts.postedToday,
    comparisonPublishedRatePct: facts.comparisonRate,
  })
  return {
    kind: 'penalty',
    balance: facts.balance,
    rate: facts.rate,
    rateType,
    rateTypeAssumed: facts.rateType === undefined,
    monthsRemaining: months,
    method: months === null ? null : method,
    comparisonRate:
      method === 'posted'
        ? roundCents(facts.postedToday! - (facts.postedAtSigning! - facts.rate))
        : (facts.comparisonRate ?? null),
    ...(posted ? { postedAtSigning: facts.postedAtSigning, postedToday: facts.postedToday } : {}),
    result,
  }
}

// ---- Renew or switch ---------------------------------------------------------------------------

/**
 * Renewing against switching at maturity: the first rate is the offer (or the current rate), the
 * second the rate to switch to, else today's lowest 5-year fixed (conventional unless the visitor
 * said insured). Both over a 5-year term at the amortization left (25 years when not given), no
 * penalty (at maturity) and no switching costs (often covered by the new lender): the reply says so.
 */
export function computeSwitch(facts: Facts, ctx: ComputeContext): SwitchComputation | null {
  if (facts.balance === undefined || facts.rate === undefined) return null
  let switchRate: number
  let switchSource: RateSource
  if (facts.comparisonRate !== undefined) {
    switchRate = facts.comparisonRate
    switchSource = { from: 'visitor' }
  } else {
    const today = todaysRate(ctx, facts.province, facts.mortgageType === 'insured' ? 0 : 1)
    if (!today) return null
    switchRate = today.rate
    switchSource = today.source
  }
  // "20 years left" is the amortization left: a term is never longer than 10 years.
  const remaining = facts.monthsRemaining
  const given =
    facts.amortization ??
    (remaining !== undefined && remaining > 120 && remaining % 12 === 0 ? remaining / 12 : undefined)
  const years = given !== undefined && given >= 1 && given <= 30 ? given : STANDARD_YEARS
  const termYears = facts.term !== undefined && facts.term >= 1 && facts.term <= 10 ? facts.term : 5
  return {
    kind: 'switch',
    balance: facts.balance,
    stayRate: facts.rate,
    switchRate,
    switchSource,
    years,
    yearsAssumed: given === undefined,
    termYears,
    result: switchSavings({
      balance: facts.balance,
      amortizationMonths: years * 12,
      termMonths: termYears * 12,
      stayRatePct: facts.rate,
      switchRatePct: switchRate,
    }),
  }
}

// ---- Rates -----------------------------------------------------------------------------------------

/** Today's rates for a province, by fixed and variable, term and kind of mortgage. */
export function computeRates(facts: Facts, ctx: ComputeContext): RatesComputation | null {
  const snapshot = ctx.rates
  if (!snapshot || snapshot.rates.length === 0) return null
  const province = facts.province ?? 'ON'
  const byProvince = snapshot.rates.some((r) => provinceOfRow(r) !== null)
  const rows = byProvince ? snapshot.rates.filter((r) => provinceOfRow(r) === province) : snapshot.rates
  const rateType = facts.rateType ?? null
  const term = facts.term ?? null
  const groups: RatesComputation['groups'] = []
  for (const type of ['fixed', 'variable'] as const) {
    if (rateType && rateType !== type) continue
    const lines = new Map<number, RateLine>()
    for (const r of rows) {
      if (r.rateType !== type || !Number.isFinite(r.ourRate) || r.ourRate <= 0) continue
      const years = parseTermYears(r.term)
      if (term !== null && years !== term) continue
      const line = lines.get(years) ?? { term: years, insured: null, conventional: null, refinance: null, other: null }
      const kind = mortgageTypeOfRow(r)
      const current = line[kind]
      if (current === null || r.ourRate < current) line[kind] = r.ourRate
      lines.set(years, line)
    }
    if (lines.size > 0) groups.push({ rateType: type, lines: [...lines.values()].sort((a, b) => a.term - b.term) })
  }
  if (groups.length === 0) return null
  return {
    kind: 'rates',
    province,
    provinceAssumed: facts.province === undefined,
    byProvince,
    groups,
    term,
    rateType,
    mortgageType: facts.mortgageType ?? null,
    ratesDate: snapshot.ratesDate ?? null,
    stale: snapshot.stale ?? false,
    savedAt: snapshot.savedAt ?? null,
    today: ctx.today,
  }
}
