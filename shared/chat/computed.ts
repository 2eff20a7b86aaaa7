// Answers computed from the visitor's own numbers with shared/finance:
// payments, minimum down payments, insurance premiums, land transfer tax, the qualifying rate,
// and the list of active rates. Each returns null when the message lacks the numbers it
// needs, and the engine falls back to the entry's general answer.

import { formatRate, PROVINCES, parseTermYears } from '#shared/constants/rates.ts'
import {
  insurancePremium,
  landTransferTax,
  minimumDownPayment,
  mortgagePayment,
  ontarioInsurancePst,
  PAYMENT_FREQUENCIES,
  type PaymentFrequency,
  type RulesInForce,
  roundCents,
} from '#shared/finance/index.ts'
import { cents, dollars, money, pct, pct2, since } from './format'
import { closingCostsLink, paymentCalculatorLink } from './links'
import { after, before, findAmounts, findPercents, findYears } from './numbers'
import type { ChatExtraction, ChatLink, ChatRate } from './types'

export interface Computed {
  content: string
  link: ChatLink | null
}

export interface ComputeInput {
  /** The question, contact details removed. */
  text: string
  extraction: ChatExtraction
  rules: RulesInForce
}

const DOWN_NEAR = /(?:down\s?payment|deposit|down)\s*(?:of|is|:)?\s*$/
const DOWN_AFTER = /^\s*(?:down\b|down\s?payment|deposit)/

/** The interest rate in the message: a percentage that is not a down payment, 0 < r ≤ 25. */
function findRate(text: string): number | null {
  for (const p of findPercents(text)) {
    if (DOWN_AFTER.test(after(text, p, 16)) || DOWN_NEAR.test(before(text, p, 20))) continue
    if (p.value > 0 && p.value <= 25) return p.value
  }
  return null
}

/** Amounts that are not down payments, largest first. */
function priceLikeAmounts(text: string, min: number): number[] {
  return findAmounts(text)
    .filter((n) => n.value >= min && n.value <= 100_000_000)
    .filter(
      (n) =>
        !DOWN_AFTER.test(after(text, n)) &&
        !/(?:down\s?payment|deposit|put(?:ting)?\s+down|saved)\s*(?:of|is|:)?\s*\$?\s*$/.test(before(text, n)),
    )
    .map((n) => n.value)
    .sort((a, b) => b - a)
}

/** The price the question is about: the detected property value, or its largest amount. */
function priceOf(input: ComputeInput): number | null {
  return input.extraction.propertyValue ?? priceLikeAmounts(input.text, 10_000)[0] ?? null
}

/** The down payment in dollars, when given (a percentage is applied to the price). */
function downPaymentOf(input: ComputeInput, price: number): number | null {
  const d = input.extraction.downPayment
  if (!d) return null
  return 'amount' in d ? d.amount : roundCents((price * d.percent) / 100)
}

function amortizationOf(text: string): number | null {
  const y = findYears(text).find((n) => n.value >= 1 && n.value <= 40)
  return y ? y.value : null
}

const isFirstTimeBuyer = (text: string) => /\bfirst[\s-]?time\b|\bfirst home\b|\bfthb\b/i.test(text)

function frequencyOf(text: string): PaymentFrequency {
  const lower = text.toLowerCase()
  if (/accelerated\s+bi-?\s?weekly|rapid\s+bi-?\s?weekly/.test(lower)) return 'accelerated-bi-weekly'
  if (/accelerated\s+weekly|rapid\s+weekly/.test(lower)) return 'accelerated-weekly'
  if (/\bbi-?\s?weekly|every (?:two|2) weeks/.test(lower)) return 'bi-weekly'
  if (/semi-?\s?monthly|twice a month/.test(lower)) return 'semi-monthly'
  if (/\bweekly\b|per week|a week\b/.test(lower)) return 'weekly'
  return 'monthly'
}

// ---- Payment --------------------------------------------------------------------------

export function computePayment(
  input: ComputeInput,
  fallbackRate: { rate: number; label: string } | null,
): Computed | null {
  const { text, rules } = input
  const amounts = priceLikeAmounts(text, 1_000)
  const price = input.extraction.propertyValue
  const down = price !== null ? downPaymentOf(input, price) : null
  let principal: number | null = null
  let insuranceNote = ''
  const givenYears = amortizationOf(text)
  const years = givenYears !== null && givenYears <= 30 ? givenYears : 25
  if (price !== null && down !== null && down < price) {
    const insurance = insurancePremium({
      price,
      downPayment: down,
      amortizationYears: years,
      firstTimeBuyerOrNewBuild: isFirstTimeBuyer(text),
      asOf: rules.asOf,
    })
    principal = roundCents(price - down + insurance.premium)
    insuranceNote =
      insurance.premium > 0
        ? ` (${dollars(price)} less ${dollars(down)} down, plus the ${cents(insurance.premium)} insurance premium)`
        : ` (${dollars(price)} less ${dollars(down)} down)`
  } else {
    principal = amounts[0] ?? null
  }
  if (principal === null) return null
  const given = findRate(text)
  const rate = given ?? fallbackRate?.rate ?? null
  if (rate === null) return null
  const frequency = frequencyOf(text)
  const result = mortgagePayment({ principal, annualRatePct: rate, amortizationYears: years, frequency })
  const label = PAYMENT_FREQUENCIES.find((f) => f.value === frequency)!.label.toLowerCase()
  const rateText = given !== null ? pct2(rate) : `${pct2(rate)} (${fallbackRate!.label})`
  const notes: string[] = []
  if (givenYears === null) notes.push('I used a 25-year amortization; tell me another if you like.')
  else if (givenYears > 30) notes.push('Amortizations go up to 30 years, so I used 25.')
  return {
    content:
      `On a ${money(principal)} mortgage${insuranceNote} at ${rateText} over ${years} years, the ${label} payment is ${cents(result.payment)}. ` +
      `Over the full amortization you would pay ${cents(result.totalInterest)} in interest` +
      (result.payoffYears < years - 0.05
        ? `, and the mortgage would be paid off in about ${result.payoffYears.toFixed(1)} years.`
        : '.') +
      ' Interest is compounded semi-annually, as for Canadian fixed rates.' +
      (notes.length > 0 ? ` ${notes.join(' ')}` : ''),
    link: paymentCalculatorLink({ amount: principal, rate, amortization: years }),
  }
}

// ---- Minimum down payment ---------------------------------------------------------------

export function computeMinimumDownPayment(input: ComputeInput): Computed | null {
  const { rules } = input
  const price = priceOf(input)
  if (price === null || price < 10_000) return null
  const dp = rules.downPayment
  const minimum = minimumDownPayment(price, rules.asOf)
  let how: string
  if (price >= dp.insuredPriceCap) {
    how = `At ${dollars(dp.insuredPriceCap)} or more the minimum is ${pct(dp.aboveCapPct)} of the price, and the mortgage cannot be insured.`
  } else if (price <= dp.firstTierLimit) {
    how = `That is ${pct(dp.firstTierPct)} of the price.`
  } else {
    const first = (dp.firstTierLimit * dp.firstTierPct) / 100
    how = `That is ${pct(dp.firstTierPct)} of the first ${dollars(dp.firstTierLimit)} (${dollars(first)}) plus ${pct(dp.secondTierPct)} of the remaining ${dollars(price - dp.firstTierLimit)} (${dollars(minimum - first)}).`
  }
  let insurance = ''
  if (price < dp.insuredPriceCap) {
    const premium = insurancePremium({ price, downPayment: minimum, amortizationYears: 25, asOf: rules.asOf })
    if (premium.required && premium.insurable) {
      insurance =
        ` With less than ${pct(rules.insurance.requiredBelowDownPct)} down (${dollars((price * rules.insurance.requiredBelowDownPct) / 100)}) you need mortgage default insurance: ` +
        `at the minimum that is ${pct2(premium.rate)} of the loan, ${cents(premium.premium)}, added to the mortgage.`
    }
  }
  return {
    content: `For a ${dollars(price)} home the minimum down payment is ${dollars(minimum)}. ${how}${insurance} (Minimum down payment rules ${since(dp.from)}.)`,
    link: closingCostsLink({ price, downPayment: minimum }),
  }
}

// ---- Default insurance premium ------------------------------------------------------------

export function computeInsurance(input: ComputeInput): Computed | null {
  const { text, rules } = input
  const price = priceOf(input)
  if (price === null || price < 10_000) return null
  const givenDown = downPaymentOf(input, price)
  const down = givenDown ?? minimumDownPayment(price, rules.asOf)
  const years = amortizationOf(text) ?? 25
  const firstTime = isFirstTimeBuyer(text)
  const result = insurancePremium({
    price,
    downPayment: down,
    amortizationYears: years,
    firstTimeBuyerOrNewBuild: firstTime,
    asOf: rules.asOf,
  })
  const downText = `${dollars(down)} down (${pct(Math.round((down / price) * 10000) / 100)})${givenDown === null ? ', the minimum,' : ''}`
  const link = closingCostsLink({ price, downPayment: down, firstTimeBuyer: firstTime })
  const date = `(Insurance rules ${since(rules.insurance.from)}.)`
  if (!result.required) {
    return {
      content: `With ${downText} on a ${dollars(price)} home, no mortgage default insurance is needed: it is required only below ${pct(rules.insurance.requiredBelowDownPct)} down. ${date}`,
      link,
    }
  }
  if (!result.insurable) {
    const minimum = minimumDownPayment(price, rules.asOf)
    const why =
      price >= rules.downPayment.insuredPriceCap
        ? `homes of ${dollars(rules.downPayment.insuredPriceCap)} or more cannot be insured, so you need ${pct(rules.downPayment.aboveCapPct)} down (${dollars((price * rules.downPayment.aboveCapPct) / 100)}) (${since(rules.downPayment.from)}).`
        : down < minimum
          ? `the minimum down payment for this price is ${dollars(minimum)}.`
          : `insured amortizations over ${rules.insurance.standardMaxAmortizationYears} years are only for first-time buyers and new builds.`
    return { content: `A ${dollars(price)} home with ${downText} cannot be insured: ${why}`, link }
  }
  const loan = price - down
  const pst = ontarioInsurancePst(result.premium)
  return {
    content:
      `With ${downText} on a ${dollars(price)} home, the loan is ${dollars(loan)} and the insurance premium is ${pct2(result.rate)} of it: ${cents(result.premium)}, ` +
      `added to the mortgage (${cents(loan + result.premium)} in total). In Ontario you also pay ${cents(pst)} of sales tax on the premium at closing. ${date}`,
    link,
  }
}

// ---- Land transfer tax -------------------------------------------------------------------

export function computeLandTransferTax(input: ComputeInput): Computed | null {
  const { text, rules } = input
  const price = priceOf(input)
  if (price === null || price < 10_000) return null
  const lower = text.toLowerCase()
  const other = PROVINCES.find((p) => p.code !== 'ON' && lower.includes(p.name.toLowerCase()))
  const inToronto = /\btoronto\b/.test(lower)
  const firstTimeBuyer = isFirstTimeBuyer(text)
  const result = landTransferTax({ price, province: other?.code ?? 'ON', inToronto, firstTimeBuyer, asOf: rules.asOf })
  if (result.note) {
    return {
      content: `${result.note} I can work out Ontario's and Toronto's land transfer taxes; an agent can help with ${other!.name}.`,
      link: null,
    }
  }
  const parts = [`Ontario land transfer tax ${cents(result.provincial)}`]
  if (inToronto) parts.push(`Toronto municipal land transfer tax ${cents(result.municipal)}`)
  const rebates = result.provincialRebate + result.municipalRebate
  let content = `On a ${dollars(price)} home${inToronto ? ' in Toronto' : ' in Ontario (outside Toronto)'}: ${parts.join(' and ')}`
  if (firstTimeBuyer && rebates > 0)
    content += `, less ${cents(rebates)} of first-time buyer refunds: ${cents(result.total)} in total.`
  else content += inToronto ? `: ${cents(result.total)} in total.` : '.'
  if (!firstTimeBuyer) {
    content +=
      ` First-time buyers get up to ${dollars(rules.ontarioLandTransferTax.firstTimeBuyerRebateMax)} back` +
      (inToronto
        ? ` on the Ontario tax and up to ${dollars(rules.torontoLandTransferTax.firstTimeBuyerRebateMax)} on Toronto's.`
        : '.')
  }
  content += ` (Ontario rates ${since(rules.ontarioLandTransferTax.from)}${inToronto ? `; Toronto's ${since(rules.torontoLandTransferTax.from)}` : ''}.)`
  return { content, link: closingCostsLink({ price, inToronto, firstTimeBuyer }) }
}

// ---- Stress test ---------------------------------------------------------------------------

export function computeQualifyingRate(input: ComputeInput): Computed | null {
  const rate = findRate(input.text)
  if (rate === null) return null
  const st = input.rules.stressTest
  const qualifying = Math.max(rate + st.bufferPct, st.floorPct)
  const which =
    rate + st.bufferPct >= st.floorPct ? `your rate plus ${pct(st.bufferPct)}` : `the ${pct2(st.floorPct)} floor`
  return {
    content: `With a ${pct2(rate)} contract rate you qualify at ${pct2(qualifying)} (${which}): the greater of your rate plus ${pct(st.bufferPct)} and ${pct2(st.floorPct)}, the rule ${since(st.from)}. Your actual payments use ${pct2(rate)}.`,
    link: null,
  }
}

// ---- Rates ---------------------------------------------------------------------------------

/**
 * The active rates as the spec lists them: fixed and variable groups of 'N year: X.XX%' lines,
 * the lowest rate per term, shortest term first. `only` limits the list to one rate type.
 */
export function ratesList(rates: readonly ChatRate[], only: 'fixed' | 'variable' | null): string | null {
  const groups: string[] = []
  for (const type of ['fixed', 'variable'] as const) {
    if (only && only !== type) continue
    const best = new Map<number, number>()
    for (const r of rates) {
      if (r.rateType !== type || !Number.isFinite(r.ourRate) || r.ourRate <= 0) continue
      const years = parseTermYears(r.term)
      const current = best.get(years)
      if (current === undefined || r.ourRate < current) best.set(years, r.ourRate)
    }
    if (best.size === 0) continue
    const lines = [...best.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([years, rate]) => `${years} year: ${formatRate(rate)}%`)
    groups.push(`${type === 'fixed' ? 'Fixed' : 'Variable'}\n${lines.join('\n')}`)
  }
  return groups.length > 0 ? groups.join('\n\n') : null
}

/** The rate type a rate question asks about, when it names only one. */
export function askedRateType(text: string): 'fixed' | 'variable' | null {
  const lower = text.toLowerCase()
  const fixed = /\bfixed\b/.test(lower)
  const variable = /\b(?:variable|adjustable)\b/.test(lower)
  return fixed && !variable ? 'fixed' : variable && !fixed ? 'variable' : null
}

/** The lowest active 5-year fixed rate (the usual benchmark), for a payment question without a rate. */
export function benchmarkRate(rates: readonly ChatRate[]): { rate: number; label: string } | null {
  const fiveYearFixed = rates
    .filter((r) => r.rateType === 'fixed' && parseTermYears(r.term) === 5 && r.ourRate > 0)
    .map((r) => r.ourRate)
  if (fiveYearFixed.length === 0) return null
  return { rate: Math.min(...fiveYearFixed), label: "today's 5 year fixed rate" }
}
