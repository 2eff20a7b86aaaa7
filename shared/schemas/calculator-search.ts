// Search params of the calculator routes (issue 12): the chat's computed answers link to a
// calculator prefilled (shared/chat/links.ts builds the links with these names). A value that
// does not parse or is out of bounds is dropped (the calculator keeps its own value), never an
// error page: the URL came from a link or a person's typing.

import { z } from 'zod/mini'

/** A number within bounds, or undefined (anything else in the URL is ignored). */
function amountParam(min: number, max: number) {
  return z.optional(z.catch(z.optional(z.coerce.number().check(z.gte(min), z.lte(max))), undefined))
}
function wholeParam(min: number, max: number) {
  return z.optional(z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(min), z.lte(max))), undefined))
}
function flagParam() {
  return z.optional(z.catch(z.optional(z.boolean()), undefined))
}

/** Largest price or amount a link may prefill (the lead schema's money bound is one billion). */
export const MAX_PREFILL_DOLLARS = 100_000_000

/** /mortgage-calculator: amount (dollars), rate (percent, a custom rate), amortization (years). */
export const mortgageCalculatorSearchSchema = z.object({
  amount: amountParam(1, MAX_PREFILL_DOLLARS),
  rate: amountParam(0.01, 30),
  amortization: wholeParam(1, 30),
})
export type MortgageCalculatorSearch = z.infer<typeof mortgageCalculatorSearchSchema>

/** /calculators (the closing costs calculator): price, down payment, Toronto, first-time buyer. */
export const closingCostsSearchSchema = z.object({
  price: amountParam(1, MAX_PREFILL_DOLLARS),
  downPayment: amountParam(0, MAX_PREFILL_DOLLARS),
  inToronto: flagParam(),
  firstTimeBuyer: flagParam(),
})
export type ClosingCostsSearch = z.infer<typeof closingCostsSearchSchema>

/** /affordability-calculator: annual income and down payment (dollars). */
export const affordabilitySearchSchema = z.object({
  annualIncome: amountParam(1, MAX_PREFILL_DOLLARS),
  downPayment: amountParam(0, MAX_PREFILL_DOLLARS),
})
export type AffordabilitySearch = z.infer<typeof affordabilitySearchSchema>
