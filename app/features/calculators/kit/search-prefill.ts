// A calculator's form values from its route's search params (the chat's computed answers link
// here with the values they used). The params are already validated by the route
// (calculator-search.ts); these map them onto the forms' own value names. A calculator opened
// with any of them starts from its defaults plus these (use-persistent-form.ts), never from
// the values saved on the device.

import type { AffordabilityFormValues } from '#app/features/calculators/affordability-model.ts'
import type {
  AffordabilitySearch,
  ClosingCostsSearch,
  MortgageCalculatorSearch,
  RenewalSearch,
} from '#app/features/calculators/calculator-search.ts'
import type { ClosingCostsFormValues } from '#app/features/calculators/closing-costs-model.ts'
import type { MortgageFormValues } from '#app/features/calculators/mortgage-model.ts'
import type { RenewalFormValues } from '#app/features/calculators/renewal-model.ts'

const text = (n: number | undefined) => (n === undefined ? undefined : String(n))

function defined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>
}

/** amount; a rate becomes the custom rate; amortization in years; the payment frequency. */
export function mortgagePrefill(search: MortgageCalculatorSearch): Partial<MortgageFormValues> {
  return defined({
    amount: text(search.amount),
    custom: search.rate === undefined ? undefined : true,
    customRate: text(search.rate),
    amortization: search.amortization,
    frequency: search.frequency,
  })
}

export function closingCostsPrefill(search: ClosingCostsSearch): Partial<ClosingCostsFormValues> {
  return defined({
    price: text(search.price),
    downPayment: text(search.downPayment),
    amortization: search.amortization,
    inToronto: search.inToronto,
    firstTimeBuyer: search.firstTimeBuyer,
  })
}

export function affordabilityPrefill(search: AffordabilitySearch): Partial<AffordabilityFormValues> {
  return defined({
    annualIncome: text(search.annualIncome),
    coBorrowerIncome: text(search.coBorrowerIncome),
    downPayment: text(search.downPayment),
    rate: text(search.rate),
    amortization: search.amortization,
    monthlyDebts: text(search.monthlyDebts),
    annualPropertyTax: text(search.annualPropertyTax),
    monthlyCondoFees: text(search.monthlyCondoFees),
  })
}

/** A maturity date wins over months left (the form counts the months from it). */
export function renewalPrefill(search: RenewalSearch): Partial<RenewalFormValues> {
  return defined({
    balance: text(search.balance),
    rate: text(search.rate),
    rateType: search.rateType,
    maturityDate: search.maturity,
    monthsLeft: search.maturity === undefined ? text(search.monthsLeft) : undefined,
    lenderType: search.lender,
    postedAtSigning: text(search.signed),
    postedToday: text(search.postedToday),
    publishedToday: text(search.published),
    offerRate: text(search.offer),
    switchRate: text(search.switch),
    amortizationYears: text(search.amortization),
    termYears: search.term,
  })
}
