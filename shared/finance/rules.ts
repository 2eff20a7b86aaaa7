// The dated rules table: every regulatory number the calculators use, each with the date it
// took effect. The calculators ask `rulesInForce(asOf)` instead of holding constants, so a
// rule change is one new row here (see docs/decisions/004-down-payment-rule-in-force.md).
// Each row is the published federal, provincial or municipal figure in force from its date.

import { torontoDay } from '#shared/time/toronto-time.ts'

/** A calendar date written 'YYYY-MM-DD'. */
export type IsoDate = string

/** Marginal bracket: `pct` applies to the part of the price between the previous `upTo` and this one. */
export interface TaxBracket {
  readonly upTo: number
  readonly pct: number
}

export interface DownPaymentRule {
  readonly from: IsoDate
  /** 5 % applies up to this price. */
  readonly firstTierLimit: number
  readonly firstTierPct: number
  /** Applies to the part of the price above `firstTierLimit`, below the cap. */
  readonly secondTierPct: number
  /** Prices at or above the cap cannot be insured and need `aboveCapPct` down. */
  readonly insuredPriceCap: number
  readonly aboveCapPct: number
}

export interface InsurancePremiumRow {
  /** Highest loan-to-value (in percent) this row covers. */
  readonly maxLtvPct: number
  readonly premiumPct: number
}

export interface InsuranceRule {
  readonly from: IsoDate
  /** Rows sorted by `maxLtvPct`; the last row's limit is the highest insurable loan-to-value. */
  readonly premiums: readonly InsurancePremiumRow[]
  /** Down payments below this share of the price need insurance (20 %). */
  readonly requiredBelowDownPct: number
  /** Longest amortization insurable for everyone. */
  readonly standardMaxAmortizationYears: number
  /** Longer insured amortization, when available, and who may have it. */
  readonly extendedAmortization: ExtendedAmortizationRule | null
}

/**
 * Who may have the longer insured amortization: from 2024-08-01 only a first-time buyer
 * buying a newly built home (both); from 2024-12-15 any first-time buyer and any buyer of a
 * newly built home (either).
 */
export type ExtendedAmortizationEligibility = 'first-time-buyer-and-new-build' | 'first-time-buyer-or-new-build'

export interface ExtendedAmortizationRule {
  readonly maxYears: number
  readonly surchargePct: number
  readonly eligibility: ExtendedAmortizationEligibility
}

/** What the buyer told us; unknown counts as no. */
export interface ExtendedAmortizationBuyer {
  readonly firstTimeBuyer?: boolean
  readonly newBuild?: boolean
}

/** Whether this buyer may have the rule's longer insured amortization. */
export function extendedAmortizationOpenTo(
  rule: ExtendedAmortizationRule | null,
  buyer: ExtendedAmortizationBuyer,
): boolean {
  if (!rule) return false
  const firstTime = buyer.firstTimeBuyer === true
  const newBuild = buyer.newBuild === true
  return rule.eligibility === 'first-time-buyer-and-new-build' ? firstTime && newBuild : firstTime || newBuild
}

export interface StressTestRule {
  readonly from: IsoDate
  /** Qualifying rate = max(contract rate + bufferPct, floorPct). */
  readonly bufferPct: number
  readonly floorPct: number
}

export interface DebtServiceRule {
  readonly from: IsoDate
  readonly gdsPct: number
  readonly tdsPct: number
  /** Share of condo fees counted in the ratios. */
  readonly condoFeeSharePct: number
}

export interface LandTransferTaxRule {
  readonly from: IsoDate
  /** Sorted by `upTo`; the last bracket has `upTo: Infinity`. */
  readonly brackets: readonly TaxBracket[]
  readonly firstTimeBuyerRebateMax: number
}

const SAME_AS_ONTARIO_TO_2M: readonly TaxBracket[] = [
  { upTo: 55_000, pct: 0.5 },
  { upTo: 250_000, pct: 1.0 },
  { upTo: 400_000, pct: 1.5 },
  { upTo: 2_000_000, pct: 2.0 },
]

const CMHC_PREMIUMS: readonly InsurancePremiumRow[] = [
  { maxLtvPct: 65, premiumPct: 0.6 },
  { maxLtvPct: 75, premiumPct: 1.7 },
  { maxLtvPct: 80, premiumPct: 2.4 },
  { maxLtvPct: 85, premiumPct: 2.8 },
  { maxLtvPct: 90, premiumPct: 3.1 },
  { maxLtvPct: 95, premiumPct: 4.0 },
]

/**
 * Every topic is a timeline sorted by `from`. The entry in force on a date is the last one
 * whose `from` is on or before it; dates before the first entry use the first entry.
 */
export interface RulesTable {
  readonly downPayment: readonly DownPaymentRule[]
  readonly insurance: readonly InsuranceRule[]
  readonly stressTest: readonly StressTestRule[]
  readonly lenderDebtService: readonly DebtServiceRule[]
  readonly ontarioLandTransferTax: readonly LandTransferTaxRule[]
  readonly torontoLandTransferTax: readonly LandTransferTaxRule[]
}

export const RULES_TABLE: RulesTable = {
  downPayment: [
    // The spec's rule ('20% for $1M+'): $1M insured price cap.
    {
      from: '2016-02-15',
      firstTierLimit: 500_000,
      firstTierPct: 5,
      secondTierPct: 10,
      insuredPriceCap: 1_000_000,
      aboveCapPct: 20,
    },
    // Department of Finance, announced 2024-09: cap raised to $1.5M.
    {
      from: '2024-12-15',
      firstTierLimit: 500_000,
      firstTierPct: 5,
      secondTierPct: 10,
      insuredPriceCap: 1_500_000,
      aboveCapPct: 20,
    },
  ],
  insurance: [
    {
      from: '2017-03-17',
      premiums: CMHC_PREMIUMS,
      requiredBelowDownPct: 20,
      standardMaxAmortizationYears: 25,
      extendedAmortization: null,
    },
    // Insured 30-year amortization, +0.20 % premium: first-time buyers of new builds only.
    {
      from: '2024-08-01',
      premiums: CMHC_PREMIUMS,
      requiredBelowDownPct: 20,
      standardMaxAmortizationYears: 25,
      extendedAmortization: { maxYears: 30, surchargePct: 0.2, eligibility: 'first-time-buyer-and-new-build' },
    },
    // Department of Finance, announced 2024-09: every first-time buyer and every new build.
    {
      from: '2024-12-15',
      premiums: CMHC_PREMIUMS,
      requiredBelowDownPct: 20,
      standardMaxAmortizationYears: 25,
      extendedAmortization: { maxYears: 30, surchargePct: 0.2, eligibility: 'first-time-buyer-or-new-build' },
    },
  ],
  stressTest: [
    // OSFI B-20 / Department of Finance; under review, hence data rather than code.
    { from: '2021-06-01', bufferPct: 2, floorPct: 5.25 },
  ],
  lenderDebtService: [
    // Insurer maximums (CMHC, credit score >= 600).
    { from: '2021-07-05', gdsPct: 39, tdsPct: 44, condoFeeSharePct: 50 },
  ],
  ontarioLandTransferTax: [
    {
      from: '2017-01-01',
      brackets: [...SAME_AS_ONTARIO_TO_2M, { upTo: Infinity, pct: 2.5 }],
      firstTimeBuyerRebateMax: 4_000,
    },
  ],
  torontoLandTransferTax: [
    {
      from: '2017-03-01',
      brackets: [...SAME_AS_ONTARIO_TO_2M, { upTo: Infinity, pct: 2.5 }],
      firstTimeBuyerRebateMax: 4_475,
    },
    {
      from: '2024-01-01',
      brackets: [
        ...SAME_AS_ONTARIO_TO_2M,
        { upTo: 3_000_000, pct: 2.5 },
        { upTo: 4_000_000, pct: 3.5 },
        { upTo: 5_000_000, pct: 4.5 },
        { upTo: 10_000_000, pct: 5.5 },
        { upTo: 20_000_000, pct: 6.5 },
        { upTo: Infinity, pct: 7.5 },
      ],
      firstTimeBuyerRebateMax: 4_475,
    },
    {
      from: '2026-04-01',
      brackets: [
        ...SAME_AS_ONTARIO_TO_2M,
        { upTo: 3_000_000, pct: 2.5 },
        { upTo: 4_000_000, pct: 4.4 },
        { upTo: 5_000_000, pct: 5.45 },
        { upTo: 10_000_000, pct: 6.5 },
        { upTo: 20_000_000, pct: 7.55 },
        { upTo: Infinity, pct: 8.6 },
      ],
      firstTimeBuyerRebateMax: 4_475,
    },
  ],
}

/** The spec's "comfortable" rule of thumb (not a regulation, so not dated). */
export const COMFORTABLE_DEBT_SERVICE = { gdsPct: 32, tdsPct: 40, condoFeeSharePct: 100 } as const

/** Ontario retail sales tax on mortgage insurance premiums, paid at closing. */
export const ONTARIO_INSURANCE_PST_PCT = 8

export interface RulesInForce {
  readonly asOf: IsoDate
  readonly downPayment: DownPaymentRule
  readonly insurance: InsuranceRule
  readonly stressTest: StressTestRule
  readonly lenderDebtService: DebtServiceRule
  readonly ontarioLandTransferTax: LandTransferTaxRule
  readonly torontoLandTransferTax: LandTransferTaxRule
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The calendar date (in Ontario) that rules are looked up for. Accepts a Date or a
 * 'YYYY-MM-DD' string; defaults to today. Throws RangeError on an invalid date.
 */
export function toIsoDate(asOf?: Date | IsoDate): IsoDate {
  if (asOf === undefined) return toIsoDate(new Date())
  if (typeof asOf === 'string') {
    const m = ISO_DATE.exec(asOf)
    const check = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null
    if (!m || !check || check.getUTCDate() !== Number(m[3]) || check.getUTCMonth() !== Number(m[2]) - 1) {
      throw new RangeError(`Invalid date "${asOf}": expected YYYY-MM-DD`)
    }
    return asOf
  }
  if (Number.isNaN(asOf.getTime())) throw new RangeError('Invalid date')
  return torontoDay(asOf)
}

function inForce<T extends { readonly from: IsoDate }>(timeline: readonly T[], date: IsoDate): T {
  let current = timeline[0]
  for (const entry of timeline) if (entry.from <= date) current = entry
  if (!current) throw new Error('Empty rules timeline')
  return current
}

/** The rule set in force on `asOf` (default today). */
export function rulesInForce(asOf?: Date | IsoDate): RulesInForce {
  const date = toIsoDate(asOf)
  return {
    asOf: date,
    downPayment: inForce(RULES_TABLE.downPayment, date),
    insurance: inForce(RULES_TABLE.insurance, date),
    stressTest: inForce(RULES_TABLE.stressTest, date),
    lenderDebtService: inForce(RULES_TABLE.lenderDebtService, date),
    ontarioLandTransferTax: inForce(RULES_TABLE.ontarioLandTransferTax, date),
    torontoLandTransferTax: inForce(RULES_TABLE.torontoLandTransferTax, date),
  }
}
