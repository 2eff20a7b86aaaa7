// The English wording of the computed answers, the rates list and the assistant's fixed
// replies. Every value the engine assumed is said, with where it came from (today's rate with
// its province and date, a 25-year amortization, the minimum down payment…). With the
// knowledge base, this is the engine's English text: a chunk of its own, loaded with the
// engine (loadChatEngine), so the engine chunk stays within the lazy-chunk budget.

import { PAYMENT_FREQUENCIES, type RulesInForce } from '#shared/finance/index.ts'
import type {
  AffordabilityComputation,
  ClosingCostsComputation,
  DownPaymentComputation,
  EquityComputation,
  InsuranceComputation,
  LandTransferTaxComputation,
  PaymentComputation,
  PenaltyComputation,
  QualifyingRateComputation,
  RateSource,
  RatesComputation,
  SwitchComputation,
} from './computed'
import { provinceName } from './computed'
import { cents, dollars, longDate, money, pct, pct2, shortDate, since } from './format'
import { answerText, KNOWLEDGE_BASE } from './knowledge-base'
import {
  CHAT_NO_ANSWER,
  CHAT_OFF_TOPIC,
  CHAT_OUTSIDE_CANADA,
  CHAT_SMALLTALK_HELLO,
  CHAT_SMALLTALK_THANKS,
} from './messages'
import type { Renderer } from './renderer'

const frequencyLabel = (value: string) =>
  (PAYMENT_FREQUENCIES.find((f) => f.value === value)?.label ?? value).toLowerCase()

/** 'today's 5-year fixed insured rate of 3.68% (Ontario, Nov 26)'. */
export function rateSourceText(rate: number, source: RateSource, today: string): string {
  if (source.from === 'visitor') return pct2(rate)
  const kind =
    source.mortgageType === 'insured' ? ' insured' : source.mortgageType === 'conventional' ? ' conventional' : ''
  const date = source.ratesDate ? `, ${shortDate(source.ratesDate, today)}` : ''
  const where = provinceName(source.province)
  if (source.stale)
    return `${pct2(rate)}, the ${source.term}-year ${source.rateType}${kind} rate saved on this device (${where}${date}; you seem to be offline, so today's may differ)`
  const when = !source.ratesDate || source.ratesDate === today ? "today's" : 'our latest'
  return `${pct2(rate)}, ${when} ${source.term}-year ${source.rateType}${kind} rate (${where}${date})`
}

function assumedRate(source: RateSource): string {
  return source.from === 'today'
    ? ' That is our rate, as you gave none: tell me yours if you have one.' +
        (source.provinceAssumed ? ' Rates are for Ontario unless you name another province.' : '')
    : ''
}

function payment(c: PaymentComputation, rules: RulesInForce, today: string): string {
  const label = frequencyLabel(c.frequency)
  let how = ''
  if (c.price !== null && c.down !== null) {
    const premium = c.insurance?.premium ?? 0
    how =
      premium > 0
        ? ` (${dollars(c.price)} less ${dollars(c.down)} down, plus the ${cents(premium)} mortgage insurance premium, ${pct2(c.insurance!.rate)} of the loan)`
        : ` (${dollars(c.price)} less ${dollars(c.down)} down)`
  }
  const parts = [
    `On a ${money(c.principal)} mortgage${how} at ${rateSourceText(c.rate, c.rateSource, today)} over ${c.years} years, the ${label} payment is ${cents(c.payment)}.`,
    `Over the full amortization you would pay ${cents(c.totalInterest)} in interest` +
      (c.payoffYears < c.years - 0.05
        ? `, and the mortgage would be paid off in about ${c.payoffYears.toFixed(1)} years.`
        : '.'),
  ]
  // Other frequencies asked beside the first, right after it.
  parts.splice(1, 0, ...c.others.map((o) => `The ${frequencyLabel(o.frequency)} payment is ${cents(o.payment)}.`))
  if (c.raisedToMinimum !== null && c.givenDown !== null && c.price !== null)
    parts.unshift(
      `${dollars(c.givenDown)} down is below the minimum for a ${dollars(c.price)} home, which is ${dollars(c.raisedToMinimum)} (rules ${since(rules.downPayment.from)}), so I used the minimum.`,
    )
  if (c.insurancePst > 0)
    parts.push(`In Ontario, ${cents(c.insurancePst)} of sales tax on the premium is paid at closing.`)
  if (c.assumedExtendedEligible)
    parts.push(
      `An insured ${c.years}-year amortization is for first-time buyers and new builds, so I assumed you are one (the premium includes the surcharge).`,
    )
  if (c.priceAsLoan)
    parts.push(
      `I used the whole ${dollars(c.principal)} as the amount borrowed; tell me your down payment and I will take it off (and add the insurance premium if it is under 20%).`,
    )
  if (c.yearsAssumed) parts.push(`I used a ${c.years}-year amortization; tell me another if you like.`)
  parts.push(assumedRate(c.rateSource).trim())
  return parts.filter(Boolean).join(' ')
}

function insuranceLine(c: { price: number; downUsed: number; insurance: DownPaymentComputation['insurance'] }): string {
  const { insurance } = c
  if (!insurance.required) return ''
  if (!insurance.insurable) return ''
  return ` With less than 20% down you need mortgage default insurance: with ${dollars(c.downUsed)} down the premium is ${pct2(insurance.rate)} of the loan, ${cents(insurance.premium)}, added to the mortgage.`
}

function downPayment(c: DownPaymentComputation, rules: RulesInForce): string {
  const dp = rules.downPayment
  if (c.fromDown && c.given !== null)
    return (
      `With ${money(c.given)} down, the most you can pay under the minimum down payment rules is about ${dollars(c.price)} ` +
      `(${pct(dp.firstTierPct)} down up to ${dollars(dp.firstTierLimit)}, ${pct(dp.secondTierPct)} of the part above, ${pct(dp.aboveCapPct)} from ${dollars(dp.insuredPriceCap)}; rules ${since(dp.from)}).` +
      `${insuranceLine(c)} Whether a lender lends the rest depends on your income and debts: tell me your income and I will work out what you can afford.`
    )
  let how: string
  if (c.price >= dp.insuredPriceCap)
    how = `At ${dollars(dp.insuredPriceCap)} or more the minimum is ${pct(dp.aboveCapPct)} of the price, and the mortgage cannot be insured.`
  else if (c.price <= dp.firstTierLimit) how = `That is ${pct(dp.firstTierPct)} of the price.`
  else {
    const first = (dp.firstTierLimit * dp.firstTierPct) / 100
    how = `That is ${pct(dp.firstTierPct)} of the first ${dollars(dp.firstTierLimit)} (${dollars(first)}) plus ${pct(dp.secondTierPct)} of the remaining ${dollars(c.price - dp.firstTierLimit)} (${dollars(c.minimum - first)}).`
  }
  let verdict = ''
  if (c.given !== null && c.enough === false)
    verdict = ` Your ${money(c.given)} is not enough: you need ${money(c.minimum - c.given)} more.`
  else if (c.given !== null && c.enough) verdict = ` Your ${money(c.given)} is enough.`
  return `For a ${dollars(c.price)} home the minimum down payment is ${money(c.minimum)}. ${how}${verdict}${insuranceLine(c)} (Minimum down payment rules ${since(dp.from)}.)`
}

function insurance(c: InsuranceComputation, rules: RulesInForce): string {
  const share = Math.round((c.down / c.price) * 10000) / 100
  const downText = `${money(c.down)} down (${pct(share)})${c.downAssumed ? ', the minimum,' : ''}`
  const date = `(Insurance rules ${since(rules.insurance.from)}.)`
  const ask = c.downAssumed ? ' Tell me your down payment for your own premium.' : ''
  if (!c.result.required)
    return `With ${downText} on a ${dollars(c.price)} home, no mortgage default insurance is needed: it is required only below ${pct(rules.insurance.requiredBelowDownPct)} down. ${date}`
  if (!c.result.insurable) {
    const why =
      c.price >= rules.downPayment.insuredPriceCap
        ? `homes of ${dollars(rules.downPayment.insuredPriceCap)} or more cannot be insured, so you need ${pct(rules.downPayment.aboveCapPct)} down (${dollars((c.price * rules.downPayment.aboveCapPct) / 100)}).`
        : c.down < c.minimum
          ? `the minimum down payment for this price is ${money(c.minimum)}.`
          : `insured amortizations over ${rules.insurance.standardMaxAmortizationYears} years are only for first-time buyers and new builds.`
    return `A ${dollars(c.price)} home with ${downText} cannot be insured: ${why} ${date}`
  }
  const loan = c.price - c.down
  return (
    `With ${downText} on a ${dollars(c.price)} home, the loan is ${money(loan)} and the mortgage insurance premium is ${pct2(c.result.rate)} of it: ${cents(c.result.premium)}, ` +
    `added to the mortgage (${cents(loan + c.result.premium)} in total). In Ontario you also pay ${cents(c.pst)} of sales tax on the premium at closing.` +
    (c.yearsAssumed ? '' : ` That is for a ${c.years}-year amortization.`) +
    (c.assumedExtendedEligible
      ? ` An insured ${c.years}-year amortization is for first-time buyers and new builds, so I assumed you are one (the premium includes the surcharge).`
      : '') +
    `${ask} ${date}`
  )
}

function noOntarioTax(province: string): string {
  if (province === 'AB' || province === 'SK')
    return `${provinceName(province as never)} has no land transfer tax: buyers pay land titles registration fees instead, far smaller.`
  return `${provinceName(province as never)} has its own land transfer tax, which I cannot work out yet; a licensed agent can help.`
}

function landTransferTax(c: LandTransferTaxComputation, rules: RulesInForce): string {
  if (c.province !== 'ON') return noOntarioTax(c.province)
  const r = c.result
  const parts = [`Ontario land transfer tax ${cents(r.provincial)}`]
  if (c.inToronto) parts.push(`Toronto municipal land transfer tax ${cents(r.municipal)}`)
  let content = `On a ${dollars(c.price)} home${c.inToronto ? ' in Toronto' : ' in Ontario, outside Toronto'}: ${parts.join(' and ')}`
  const rebates = r.provincialRebate + r.municipalRebate
  // Each refund named with its own figure (a buyer asks what each one is).
  const refunds = [
    r.provincialRebate > 0 ? `${cents(r.provincialRebate)} on the Ontario tax` : '',
    r.municipalRebate > 0 ? `${cents(r.municipalRebate)} on Toronto's` : '',
  ].filter(Boolean)
  if (c.firstTimeBuyer && rebates > 0)
    content += `, less first-time buyer refunds of ${refunds.join(' and ')} (${cents(rebates)}): ${cents(r.total)} in total.`
  else content += c.inToronto ? `: ${cents(r.total)} in total.` : '.'
  if (!c.firstTimeBuyer)
    content +=
      ` First-time buyers get up to ${dollars(rules.ontarioLandTransferTax.firstTimeBuyerRebateMax)} back` +
      (c.inToronto
        ? ` on the Ontario tax and up to ${dollars(rules.torontoLandTransferTax.firstTimeBuyerRebateMax)} on Toronto's.`
        : '.')
  if (c.torontoAssumed)
    content += ' Inside Toronto the city charges its own tax as well: tell me if the home is in Toronto.'
  else if (!c.inToronto) content += " No Toronto tax: the city's own applies only to homes inside Toronto."
  content += ` (Ontario rates ${since(rules.ontarioLandTransferTax.from)}${c.inToronto ? `; Toronto's ${since(rules.torontoLandTransferTax.from)}` : ''}.)`
  return content
}

function closingCosts(c: ClosingCostsComputation): string {
  const r = c.result
  const fees = r.fees
  const feeTotal = fees.legal + fees.inspection + fees.titleInsurance + fees.appraisal
  const feeText = `legal fees ${dollars(fees.legal)}, a home inspection ${dollars(fees.inspection)}, title insurance ${dollars(fees.titleInsurance)} and an appraisal ${dollars(fees.appraisal)}`
  if (c.province !== 'ON')
    return `${noOntarioTax(c.province)} The usual fees come to about ${dollars(feeTotal)}: ${feeText}. Budget 1.5% to 4% of the price in all.`
  const items = [`Ontario land transfer tax ${money(r.tax.provincial)}`]
  if (c.inToronto) items.push(`Toronto land transfer tax ${money(r.tax.municipal)}`)
  const rebates = r.tax.provincialRebate + r.tax.municipalRebate
  // The tax left to pay after the refunds, said too: a buyer asks for it beside the total.
  if (rebates > 0)
    items.push(`less ${money(rebates)} of first-time buyer refunds (${money(r.tax.total)} of tax to pay)`)
  if (r.insurancePst > 0)
    items.push(`${money(r.insurancePst)} of sales tax on the ${money(r.insurance.premium)} insurance premium`)
  items.push(feeText)
  const where = c.inToronto ? ' in Toronto' : ''
  const notes: string[] = []
  if (c.downAssumed)
    notes.push('I assumed 20% or more down (no mortgage insurance); with less, add 8% sales tax on the premium.')
  if (c.torontoAssumed) notes.push('Outside Toronto, as you named no city; Toronto adds its own land transfer tax.')
  notes.push('The fees are typical figures; change them in the calculator.')
  return `Closing costs on a ${dollars(c.price)} home${where} come to about ${money(r.total)}, paid in cash at closing on top of your down payment: ${items.join(', ')}. ${notes.join(' ')}`
}

function qualifying(c: QualifyingRateComputation, rules: RulesInForce): string {
  const st = rules.stressTest
  const which = c.result.by === 'buffer' ? `your rate plus ${pct(st.bufferPct)}` : `the ${pct2(st.floorPct)} floor`
  return `With a ${pct2(c.rate)} contract rate you qualify at ${pct2(c.result.qualifyingRatePct)} (${which}): lenders test at the greater of your rate plus ${pct(st.bufferPct)} and ${pct2(st.floorPct)}, the rule ${since(st.from)}. Your actual payments use ${pct2(c.rate)}.`
}

/** The loan at a price capped under the income's limit ("a $600,000 mortgage"), else nothing. */
const capped = (l: { maxMortgage: number; priceMortgage: number }) =>
  l.maxMortgage - l.priceMortgage >= 1 ? ` with a ${dollars(l.priceMortgage)} mortgage` : ''

function affordability(c: AffordabilityComputation, rules: RulesInForce, today: string): string {
  const total = c.incomes.reduce((a, b) => a + b, 0)
  const income =
    c.incomes.length > 1
      ? `a household income of ${money(total)} (${c.incomes.map(money).join(' + ')})`
      : `an income of ${money(total)} a year`
  const debts = c.monthlyDebts > 0 ? ` and ${money(c.monthlyDebts)} a month of other debts` : ''
  const lines = [
    `On ${income}${debts}, at ${rateSourceText(c.rate, c.rateSource, today)} over ${c.years} years:`,
    `• Comfortable (housing up to 32% of income, all debts 40%): a mortgage up to ${dollars(c.comfortable.maxMortgage)}, ${cents(c.comfortable.monthlyPayment)} a month.`,
    `• A lender's maximum (${pct(rules.lenderDebtService.gdsPct)} and ${pct(rules.lenderDebtService.tdsPct)}, tested at the ${pct2(c.lender.qualifyingRatePct)} stress-test rate): up to ${dollars(c.lender.maxMortgage)}.`,
  ]
  const notes: string[] = []
  if (c.down !== null)
    notes.push(
      `With your ${money(c.down)} down that is a home up to ${dollars(Math.floor(c.comfortable.maxPrice))}${capped(c.comfortable)} (comfortable) or ${dollars(Math.floor(c.lender.maxPrice))}${capped(c.lender)} (lender's maximum)` +
        (c.lender.downPaymentLimits
          ? ': the minimum down payment rules, not the income, set the lender figure.'
          : c.comfortable.downPaymentLimits
            ? ': the minimum down payment rules, not the income, set the comfortable figure.'
            : '.'),
    )
  else notes.push('Add your down payment to these to get the price.')
  if (c.down !== null && c.comfortable.incomePrice - c.comfortable.maxPrice >= 1)
    notes.push(
      `The income limit (the mortgage plus your down payment) is ${dollars(c.comfortable.incomePrice)} (comfortable) or ${dollars(c.lender.incomePrice)} (lender's maximum)` +
        (c.comfortable.premium > 0 && !c.comfortable.downPaymentLimits
          ? `; the ${dollars(c.comfortable.premium)} default insurance premium, added to the loan, brings the price to the figures above.`
          : '.'),
    )
  if (c.asked) {
    const within = c.asked.mortgage <= c.comfortable.maxMortgage
    const withinLender = c.asked.mortgage <= c.lender.maxMortgage
    notes.push(
      `A ${dollars(c.asked.price)} home with ${c.asked.downAssumed ? 'the minimum ' : ''}${money(c.asked.down)} down needs a ${dollars(c.asked.mortgage)} mortgage` +
        (within
          ? ': within the comfortable figure.'
          : withinLender
            ? ': above the comfortable figure but within what a lender may approve.'
            : `: ${dollars(c.asked.mortgage - c.lender.maxMortgage)} more than a lender's maximum, so you would need a larger down payment or more income.`),
    )
  }
  if (c.cardPayment > 0)
    notes.push(
      `I counted ${money(c.cardPayment)} a month for your ${money(c.cardBalances)} card balance: lenders count 3% of it.`,
    )
  if (c.loanBalances > 0)
    notes.push(`I did not count the ${money(c.loanBalances)} loan balance: tell me its monthly payment and I will.`)
  if (c.yearsAssumed) notes.push(`I used a ${c.years}-year amortization.`)
  const assumed = assumedRate(c.rateSource).trim()
  if (assumed) notes.push(assumed)
  const costs = [
    c.propertyTax > 0 ? `${money(c.propertyTax)} a year of property tax` : '',
    c.condoFees > 0 ? `half of your ${money(c.condoFees)} a month of condo fees` : '',
    c.heating > 0 ? `${money(c.heating)} a month of heating` : '',
  ].filter(Boolean)
  notes.push(
    costs.length > 0
      ? `I counted ${costs.join(' and ')} in the housing costs, as lenders do${c.heating > 0 ? '.' : '; heating lowers these a little more.'}`
      : 'Property tax, heating and condo fees lower these; the calculator includes them.',
  )
  return `${lines.join('\n')}\n${notes.join(' ')}`
}

function equity(c: EquityComputation): string {
  let out =
    `At 80% of a ${dollars(c.homeValue)} value you can borrow up to ${dollars(c.result.maxMortgage)} in all; ` +
    `less the ${dollars(c.balance)} you owe, a refinance could free up to ${dollars(c.result.available)}.`
  if (c.cashOut !== null)
    out +=
      c.cashOut <= c.result.available
        ? ` So ${dollars(c.cashOut)} is within reach.`
        : ` So ${dollars(c.cashOut)} is more than a refinance allows (by ${dollars(c.cashOut - c.result.available)}).`
  if (c.result.available === 0)
    out += ' You owe 80% or more of the value already, so a refinance frees nothing for now.'
  return `${out} The lender's appraisal sets the value, you qualify again (stress test included), and refinancing mid-term costs a penalty; a HELOC is the other way to reach equity.`
}

function penalty(c: PenaltyComputation): string {
  const three = `Three months of interest on ${money(c.balance)} at ${pct2(c.rate)} is ${cents(c.result.threeMonthsInterest)}.`
  const assumed = c.rateTypeAssumed ? ' I assumed a fixed rate; tell me if yours is variable.' : ''
  const closing = " Your lender's figure governs: ask them for a payout statement."
  if (c.rateType === 'variable')
    return `${three} On a variable rate that is usually the whole penalty: about ${cents(c.result.penalty)}.${closing}`
  if (c.method === null || c.comparisonRate === null || c.monthsRemaining === null) {
    const missing = c.monthsRemaining === null ? 'the months left in your term and ' : ''
    return (
      `${three} On a fixed rate the penalty is the greater of that and the interest rate differential (IRD), which needs ${missing}your lender's current rate for the time left ` +
      `(at the big banks, also the posted rate when you signed). Tell me those and I will work it out.${assumed}${closing}`
    )
  }
  const basis =
    c.method === 'posted'
      ? `today's posted rate less the discount you got at signing: ${pct2(c.comparisonRate)}`
      : `your lender's current rate of ${pct2(c.comparisonRate)}`
  return (
    `${three} The interest rate differential over the ${c.monthsRemaining} months left, compared with ${basis}, is ${cents(c.result.ird)}. ` +
    `On a fixed rate the penalty is the greater of the two: about ${cents(c.result.penalty)}.${assumed}${closing}`
  )
}

function switching(c: SwitchComputation, today: string): string {
  const r = c.result
  const years = c.yearsAssumed ? `${c.years} years left (I assumed ${c.years}; tell me yours)` : `${c.years} years left`
  const head =
    `On ${money(c.balance)} with ${years}, renewing at ${pct2(c.stayRate)} costs ${cents(r.stay.payment)} a month; ` +
    `switching at ${rateSourceText(c.switchRate, c.switchSource, today)}${c.switchSource.from === 'visitor' ? '' : ','} costs ${cents(r.switch.payment)}.`
  const over = `Over a ${c.termYears}-year term`
  const saving =
    r.interestSaved > 0
      ? `${over} switching saves ${cents(r.interestSaved)} of interest.`
      : r.interestSaved < 0
        ? `${over} switching costs ${cents(-r.interestSaved)} more in interest, so renewing is cheaper.`
        : `${over} both cost the same.`
  return (
    `${head} ${saving} That is at maturity, with no penalty and no switching costs (legal and appraisal fees are often paid by the new lender); ` +
    "leaving before maturity adds your penalty. Your lender's own figures govern."
  )
}

function rateText(line: RatesComputation['groups'][number]['lines'][number], c: RatesComputation): string {
  const parts: string[] = []
  const want = c.mortgageType
  if (line.insured !== null && want !== 'conventional' && want !== 'refinance')
    parts.push(`${pct2(line.insured)} insured`)
  if (line.conventional !== null && want !== 'insured' && want !== 'refinance')
    parts.push(`${pct2(line.conventional)} conventional`)
  if (line.refinance !== null && want === 'refinance') parts.push(`${pct2(line.refinance)} refinance`)
  if (line.other !== null && parts.length === 0) parts.push(pct2(line.other))
  return `${line.term} year: ${parts.join(', ')}`
}

export function ratesText(c: RatesComputation): string {
  const where = c.byProvince ? ` in ${provinceName(c.province)}` : ''
  let head: string
  if (c.stale)
    head = `These are the rates${where} saved on this device${c.ratesDate ? ` (${longDate(c.ratesDate)})` : ''}: you seem to be offline, so today's may differ.`
  else if (c.ratesDate && c.ratesDate !== c.today) head = `Our latest rates${where}, from ${longDate(c.ratesDate)}:`
  else head = `Today's rates${where}${c.ratesDate ? ` (${longDate(c.ratesDate)})` : ''}:`
  const groups = c.groups.map(
    (g) =>
      `${g.rateType === 'fixed' ? 'Fixed' : 'Variable'}\n${g.lines
        .map((l) => rateText(l, c))
        .filter((t) => !t.endsWith(': '))
        .join('\n')}`,
  )
  const labelled = c.groups.some((g) => g.lines.some((l) => l.insured !== null || l.conventional !== null))
  const notes = [
    labelled
      ? 'Insured (high-ratio) rates are for less than 20% down, with mortgage default insurance; conventional rates are for 20% or more down.'
      : '',
    c.provinceAssumed && c.byProvince ? 'Ask me about another province if you are not in Ontario.' : '',
    'Your rate depends on your down payment, the property and your credit; a licensed agent can confirm it.',
  ].filter(Boolean)
  return `${head}\n\n${groups.join('\n\n')}\n\n${notes.join(' ')}`
}

export const ENGLISH: Renderer = {
  lang: 'en',
  computation(c, rules, today) {
    switch (c.kind) {
      case 'payment':
        return payment(c, rules, today)
      case 'down-payment':
        return downPayment(c, rules)
      case 'insurance':
        return insurance(c, rules)
      case 'land-transfer-tax':
        return landTransferTax(c, rules)
      case 'closing-costs':
        return closingCosts(c)
      case 'qualifying-rate':
        return qualifying(c, rules)
      case 'affordability':
        return affordability(c, rules, today)
      case 'equity':
        return equity(c)
      case 'penalty':
        return penalty(c)
      case 'switch':
        return switching(c, today)
      case 'rates':
        return ratesText(c)
    }
  },
  entry: (entry, rules) => answerText(entry, rules),
  linkLabel(to, prefilled) {
    switch (to) {
      case '/mortgage-calculator':
        return prefilled ? 'Open the payment calculator with these numbers' : 'Open the payment calculator'
      case '/calculators':
        return prefilled ? 'See your closing costs with these numbers' : 'Open the closing costs calculator'
      case '/affordability-calculator':
        return prefilled ? 'Open the affordability calculator with these numbers' : 'Open the affordability calculator'
      case '/renewal-calculator':
        return prefilled ? 'Open the renewal calculator with these numbers' : 'Open the renewal calculator'
      case '/rates':
        return "See today's rates"
      case '/find-broker':
        return 'Find a licensed agent'
      case '/become-broker':
        return 'Apply to join us'
      case '/contact':
        return 'Contact a licensed agent'
    }
  },
  askRate: (general) => `${general} Tell me the interest rate too, e.g. "at 4.5%", and I will work out the payment.`,
  askNumbers(entryId) {
    switch (entryId) {
      case 'refinance':
        return 'Tell me your home\'s value and what you still owe ("worth 800k, owe 450k") and I will work out how much you could take out.'
      case 'breaking-penalty':
        return 'Tell me your balance, your rate and the months left ("400k fixed at 5.19%, 30 months left") for an estimate.'
      case 'switching':
        return 'Tell me your balance and your renewal offer ("owe 400k, offered 4.89%") and I will compare it with switching.'
      case 'affordability':
        return "Tell me your income (and your partner's, your monthly debts and your down payment) and I will work out what you can afford."
      default:
        return null
    }
  },
  unused: (amounts) =>
    `I did not use ${amounts.map(money).join(' and ')}: tell me what ${amounts.length > 1 ? 'they are' : 'it is'} (a down payment, what you owe, an income…) and I will include ${amounts.length > 1 ? 'them' : 'it'}.`,
  unread: (numbers) =>
    `I could not tell what ${numbers.join(' and ')} ${numbers.length > 1 ? 'are' : 'is'}, so I did not use ${numbers.length > 1 ? 'them' : 'it'}: tell me (a rate, an amount, a number of years…) and I will include ${numbers.length > 1 ? 'them' : 'it'}.`,
  downTaken: (amount) => `I took ${money(amount)} as your down payment; tell me if it is something else.`,
  priceTaken: (amount) =>
    `I took ${money(amount)} as the price, with your down payment taken off it; tell me if it is the amount you borrow.`,
  clarify: (understood, titles) =>
    `${understood.length > 0 ? `I understood “${understood.join(' ')}”, but that` : 'That'} could be about more than one topic. Which one do you mean: ${titles.join(', or ')}? Or ask a licensed agent.`,
  askUnread: (numbers, titles) =>
    `I could not tell what ${numbers.join(' and ')} ${numbers.length > 1 ? 'are' : 'is'}, and a figure worked out without ${numbers.length > 1 ? 'them' : 'it'} could be wrong. Tell me what ${numbers.length > 1 ? 'they are' : 'it is'} (a price, what you owe, a fee a month, a credit score…) or pick one: ${titles.join(', or ')}. Or ask a licensed agent.`,
  title: (entry) => entry.title,
  noAnswer: CHAT_NO_ANSWER,
  offTopic: CHAT_OFF_TOPIC,
  outsideCanada: CHAT_OUTSIDE_CANADA,
  hello: CHAT_SMALLTALK_HELLO,
  thanks: CHAT_SMALLTALK_THANKS,
  acknowledgement(name, email, phone) {
    const ways = [email ? `by email at ${email}` : null, phone ? `by phone at ${phone}` : null].filter(Boolean)
    return `Thank you${name ? `, ${name}` : ''}! A licensed mortgage agent will contact you ${ways.join(' or ')} soon.`
  },
  niceToMeet: (name) => `Nice to meet you, ${name}! What can I help you with?`,
}

/** The knowledge base and its English wording, as the engine takes them. */
export const ENGLISH_TEXTS = { knowledgeBase: KNOWLEDGE_BASE, renderer: ENGLISH }
