// Renewing with the current lender or switching to another: both run over the new term at the
// same remaining amortization, monthly payments, in whole cents (interest rounded to the cent
// each month, as the payment schedule does). The saving of a switch is the interest it saves
// over the term, less what leaving costs (the prepayment penalty before maturity, and legal or
// appraisal fees the new lender does not cover). Comparing interest, not payments, is what
// counts: over a term, payments plus the balance left equal the balance plus the interest.

import { roundCents } from './money'
import { annuityFactor, type Compounding, DEFAULT_COMPOUNDING, periodicRate } from './payment'

export interface SwitchSavingsInput {
  /** Balance owing when the new term starts, in dollars. */
  balance: number
  /** Amortization left, in months (both options keep it). */
  amortizationMonths: number
  /** Length of the new term, in months (capped at the amortization left). */
  termMonths: number
  /** The current lender's renewal offer, in percent. */
  stayRatePct: number
  /** The rate of the switch, in percent. */
  switchRatePct: number
  /** Prepayment penalty paid to leave before maturity; 0 at maturity. */
  penalty?: number
  /** Legal, appraisal and discharge fees of switching that the new lender does not cover. */
  switchingCosts?: number
  /** Default semi-annual (fixed rates are quoted that way). */
  compounding?: Compounding
}

export interface TermOutcome {
  /** The monthly payment. */
  payment: number
  /** Interest paid over the term. */
  interest: number
  /** Balance left when the term ends. */
  endBalance: number
}

export interface SwitchSavingsResult {
  termMonths: number
  stay: TermOutcome
  switch: TermOutcome
  /** stay.payment − switch.payment: what switching lowers the monthly payment by (negative: raises it). */
  paymentDifference: number
  /** stay.interest − switch.interest over the term. */
  interestSaved: number
  penalty: number
  switchingCosts: number
  /** interestSaved − penalty − switchingCosts. */
  netSaving: number
  /**
   * The first month at whose end the interest saved so far covers the penalty and the costs;
   * 0 when there is nothing to recover; null when the term ends first.
   */
  breakEvenMonth: number | null
}

interface MonthByMonth {
  outcome: TermOutcome
  /** Interest of each month of the term, in cents. */
  interestCents: number[]
}

function runTerm(
  balance: number,
  ratePct: number,
  amortizationMonths: number,
  termMonths: number,
  compounding: Compounding,
): MonthByMonth {
  const rate = periodicRate(ratePct, compounding, 12)
  let balanceCents = Math.round(balance * 100)
  const paymentCents = balanceCents === 0 ? 0 : Math.round(balanceCents / annuityFactor(rate, amortizationMonths))
  const interestCents: number[] = []
  for (let month = 1; month <= termMonths; month += 1) {
    const interest = Math.round(balanceCents * rate)
    const due = balanceCents + interest
    // The last payment of the amortization settles the balance to the cent.
    const pay = due <= paymentCents || month === amortizationMonths ? due : paymentCents
    balanceCents = due - pay
    interestCents.push(interest)
  }
  const total = interestCents.reduce((a, b) => a + b, 0)
  return {
    outcome: { payment: paymentCents / 100, interest: total / 100, endBalance: balanceCents / 100 },
    interestCents,
  }
}

function assertAmount(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number ≥ 0`)
}

function assertMonths(name: string, value: number, max: number): void {
  if (!Number.isInteger(value) || value < 1 || value > max) throw new RangeError(`${name} must be a whole 1–${max}`)
}

/** Most amortizations the product handles (40 years, as the payment schedule bounds it). */
const MAX_MONTHS = 480

export function switchSavings(input: SwitchSavingsInput): SwitchSavingsResult {
  const penalty = input.penalty ?? 0
  const switchingCosts = input.switchingCosts ?? 0
  assertAmount('balance', input.balance)
  assertAmount('stayRatePct', input.stayRatePct)
  assertAmount('switchRatePct', input.switchRatePct)
  assertAmount('penalty', penalty)
  assertAmount('switchingCosts', switchingCosts)
  assertMonths('amortizationMonths', input.amortizationMonths, MAX_MONTHS)
  assertMonths('termMonths', input.termMonths, MAX_MONTHS)
  const compounding = input.compounding ?? DEFAULT_COMPOUNDING
  const termMonths = Math.min(input.termMonths, input.amortizationMonths)
  const stay = runTerm(input.balance, input.stayRatePct, input.amortizationMonths, termMonths, compounding)
  const moved = runTerm(input.balance, input.switchRatePct, input.amortizationMonths, termMonths, compounding)

  const toRecoverCents = Math.round(penalty * 100) + Math.round(switchingCosts * 100)
  let breakEvenMonth: number | null = toRecoverCents === 0 ? 0 : null
  let savedCents = 0
  for (let i = 0; i < termMonths && breakEvenMonth === null; i += 1) {
    savedCents += (stay.interestCents[i] ?? 0) - (moved.interestCents[i] ?? 0)
    if (savedCents >= toRecoverCents) breakEvenMonth = i + 1
  }

  const interestSaved = roundCents(stay.outcome.interest - moved.outcome.interest)
  return {
    termMonths,
    stay: stay.outcome,
    switch: moved.outcome,
    paymentDifference: roundCents(stay.outcome.payment - moved.outcome.payment),
    interestSaved,
    penalty: roundCents(penalty),
    switchingCosts: roundCents(switchingCosts),
    netSaving: roundCents(interestSaved - penalty - switchingCosts),
    breakEvenMonth,
  }
}
