// The chat assistant's knowledge base: plain-English answers for Canadian (mostly Ontario)
// visitors. Regulatory figures are never written here: answers read them from the dated rules
// table in shared/finance (rulesInForce), and cite the date each rule took effect. Figures that
// are not in that table (FHSA and HBP limits, typical fees) are written with the year they
// apply from, and every answer sends the visitor to a licensed agent for their own case.
//
// The words visitors use for each topic are in knowledge-keywords.ts: they are only needed to
// build the index, so they never ship in the engine's chunk.

import { BRAND } from '#shared/config/brand.ts'
import {
  COMFORTABLE_DEBT_SERVICE,
  downPaymentHint,
  minimumDownPayment,
  mortgagePayment,
  ONTARIO_INSURANCE_PST_PCT,
  REFINANCE_MAX_LTV_PCT,
  type RulesInForce,
} from '#shared/finance/index.ts'
import { bracketsText, cents, dollars, pct, pct2, since } from './format'
import type { ChatLink, ChatLinkTarget } from './types'

export interface KnowledgeEntry {
  readonly id: string
  readonly title: string
  /**
   * The numbers this entry computes with ('amount', 'rate'): a question holding such numbers
   * leans towards it (index-build.ts, numberSignals).
   */
  readonly numbers?: readonly ('amount' | 'rate')[]
  /** The entry that answers instead when the question holds an amount (it computes with it). */
  readonly withAmount?: string
  readonly answer: string | ((rules: RulesInForce) => string)
  /** The page the answer links to (its label comes in the reply's language). */
  readonly link?: { readonly to: ChatLinkTarget; readonly search?: ChatLink['search'] }
}

/** The text of an entry's answer under the rules in force. */
export function answerText(entry: KnowledgeEntry, rules: RulesInForce): string {
  return typeof entry.answer === 'string' ? entry.answer : entry.answer(rules)
}

const insuredRows = (r: RulesInForce) =>
  r.insurance.premiums.filter((row) => row.maxLtvPct > 100 - r.insurance.requiredBelowDownPct)

export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  {
    id: 'closing-costs',
    title: 'Closing costs',
    answer: () =>
      'Plan for closing costs of about 1.5% to 4% of the purchase price, paid in cash on closing day on top of your down payment. ' +
      "Lenders want to see you have at least 1.5% set aside. The usual items: Ontario's land transfer tax (and Toronto's as well inside the city), " +
      `legal fees, title insurance, a home inspection, sometimes an appraisal, tax and utility adjustments, and with an insured mortgage Ontario's ${pct(ONTARIO_INSURANCE_PST_PCT)} sales tax on the premium. ` +
      'The closing costs calculator adds them up for your price.',
    link: { to: '/calculators' },
  },
  {
    id: 'pre-approval',
    title: 'Mortgage pre-approval',
    answer:
      'A pre-approval is a lender reviewing your income, debts, credit and down payment before you shop, then telling you how much it will lend and holding a rate for you. ' +
      'A pre-approval rate hold usually lasts 90 to 120 days. It is not a final approval: the lender still checks the property (often with an appraisal) and your documents once you have an accepted offer. ' +
      'It involves a credit check (several mortgage inquiries close together usually count as one). ' +
      'A pre-qualification is a quick estimate without documents or rate hold. Getting pre-approved through us is free.',
    link: { to: '/contact' },
  },
  {
    id: 'rate-hold',
    title: 'Rate holds',
    answer:
      `A rate hold locks in today's rate while you shop for a home: up to ${BRAND.marketing.rateHoldDays} days with many lenders (often 90 to 120 days; shorter for refinances). ` +
      'If rates rise before you close, you keep the held rate; if they fall, most lenders give you the lower rate at closing. ' +
      "A hold costs nothing and doesn't oblige you to take the mortgage.",
    link: { to: '/rates' },
  },
  {
    id: 'prepayment',
    title: 'Prepayment privileges',
    answer:
      `Most closed mortgages let you pay extra every year without a penalty: typically a lump sum of up to ${BRAND.marketing.prepaymentPct}% of the original amount once a year, ` +
      `and raising your regular payment by up to ${BRAND.marketing.prepaymentPct}%. Some lenders allow 10% or 15% instead, and some let you "double up" a payment; the limits are in your mortgage commitment. ` +
      'Unused privileges usually do not carry over; paying more than they allow costs a penalty (an open mortgage allows any amount). ' +
      'Every extra dollar goes to the principal, saving interest and shortening your amortization.',
  },
  {
    id: 'breaking-penalty',
    title: 'Penalties for breaking a mortgage',
    answer:
      'Breaking a closed mortgage before its term ends costs a penalty: usually three months of interest on a variable rate; on a fixed rate, the greater of three months of interest ' +
      "and the interest rate differential (IRD), roughly the gap between your rate and the lender's current rate for the time left, applied to your balance. " +
      'IRDs can be large, especially with lenders that use posted rates. To reduce one: use your prepayment privileges first, port the mortgage, ' +
      "blend and extend (renew early for a new term at a rate blending yours with today's, with no penalty), or wait for renewal. Your lender gives the exact figure.",
    link: { to: '/renewal-calculator' },
  },
  {
    id: 'default-insurance',
    numbers: ['amount'],
    title: 'Mortgage default insurance (CMHC)',
    answer: (r) =>
      `With less than ${pct(r.insurance.requiredBelowDownPct)} down (a "high-ratio" mortgage; ${pct(r.insurance.requiredBelowDownPct)} or more is "conventional"), your mortgage needs default insurance from CMHC, Sagen or Canada Guaranty. ` +
      'It protects the lender but lets you buy with a small down payment. ' +
      `The premium is a percentage of the loan: ${insuredRows(r)
        .map((row) => `${pct2(row.premiumPct)} with ${pct(100 - row.maxLtvPct)} or more down`)
        .reverse()
        .join(', ')}` +
      (r.insurance.extendedAmortization
        ? `, plus ${pct2(r.insurance.extendedAmortization.surchargePct)} for an amortization over ${r.insurance.standardMaxAmortizationYears} years`
        : '') +
      `. It is added to your mortgage; in Ontario, ${pct(ONTARIO_INSURANCE_PST_PCT)} sales tax on it is paid at closing. ` +
      `Only homes under ${dollars(r.downPayment.insuredPriceCap)} can be insured (${since(r.downPayment.from)}). Insurance rules ${since(r.insurance.from)}.`,
    link: { to: '/calculators' },
  },
  {
    id: 'down-payment',
    numbers: ['amount'],
    title: 'Minimum down payment',
    answer: (r) =>
      `The minimum down payment in Canada (${since(r.downPayment.from)}): ${downPaymentHint(r.asOf, 'detailed')}. ` +
      `For example, a ${dollars(700_000)} home needs at least ${dollars(minimumDownPayment(700_000, r.asOf))}. ` +
      `With less than ${pct(r.insurance.requiredBelowDownPct)} down you need mortgage default insurance. ` +
      "The money can come from your savings, an RRSP Home Buyers' Plan withdrawal, an FHSA, the sale of a property or a gift from close family; lenders check 90 days of history. Some lenders accept a borrowed down payment (a loan or line of credit) when its payment still fits your debt ratios. " +
      'A rental property you will not live in needs 20% down. Ask me about a price, e.g. "least I can put down on a $700k condo".',
    link: { to: '/calculators' },
  },
  {
    id: 'gifted-down-payment',
    title: 'Gifted down payment',
    answer:
      'Yes, a gift from immediate family (parents, grandparents, brothers and sisters, and sometimes others) can make up all or part of your down payment, insured mortgages included. ' +
      'The lender asks for a signed gift letter saying the money is a true gift that never has to be repaid, and proof that the funds are in your account before closing (usually at least 15 days before). ' +
      'Borrowed money generally cannot be the down payment for an insured mortgage.',
  },
  {
    id: 'stress-test',
    numbers: ['rate'],
    title: 'The mortgage stress test',
    answer: (r) =>
      `To qualify, lenders test your payments at a higher rate than the one you sign for: the greater of your rate plus ${pct(r.stressTest.bufferPct)} and ${pct2(r.stressTest.floorPct)} ` +
      `(the minimum qualifying rate, ${since(r.stressTest.from)}). It applies to insured and uninsured mortgages with federally regulated lenders, so it sets how much you can borrow, not what you pay. ` +
      'Renewing with your lender, or switching lenders at renewal without borrowing more or stretching the amortization (a straight switch), does not need the stress test. ' +
      'Tell me your rate ("I qualify at what rate if mine is 4.2%?") and I will work out the qualifying rate.',
    link: { to: '/affordability-calculator' },
  },
  {
    id: 'fixed-vs-variable',
    title: 'Fixed or variable rate',
    answer:
      "A fixed rate stays the same for the term, so your payment is predictable. A variable rate moves with the lender's prime rate, which follows the Bank of Canada: " +
      'either the payment changes, or it stays and the share going to interest changes. ' +
      'Variable rates have often cost less over time, usually carry a smaller penalty to break (three months of interest) and can be locked in later; fixed rates buy certainty. ' +
      'Choose by your budget, your comfort with rate risk, and whether you may move or refinance before the term ends.',
    link: { to: '/rates' },
  },
  {
    id: 'amortization',
    withAmount: 'payment',
    title: 'Amortization',
    answer: (r) => {
      const short = mortgagePayment({ principal: 500_000, annualRatePct: 5, amortizationYears: 25 })
      const long = mortgagePayment({ principal: 500_000, annualRatePct: 5, amortizationYears: 30 })
      const ext = r.insurance.extendedAmortization
      return (
        'The amortization is the total time to pay off the mortgage if you keep the same payments; it usually spans several terms. ' +
        `With less than 20% down (insured) the maximum is ${r.insurance.standardMaxAmortizationYears} years` +
        (ext
          ? `, or ${ext.maxYears} years for first-time buyers and buyers of newly built homes (${since(r.insurance.from)}, with ${pct2(ext.surchargePct)} more on the insurance premium)`
          : '') +
        '. With 20% or more down, most lenders go to 30 years. ' +
        `A longer amortization lowers the payment but costs more interest: ${dollars(500_000)} at 5% is ${cents(short.payment)} a month over 25 years ` +
        `and ${cents(long.payment)} over 30 years, with ${dollars(long.totalInterest - short.totalInterest)} more interest in total.`
      )
    },
    link: { to: '/mortgage-calculator' },
  },
  {
    id: 'term',
    title: 'Mortgage term',
    answer:
      'The term is how long your current contract lasts (your rate, lender and conditions), usually 1 to 10 years, 5 years being the most common. ' +
      'At the end of the term you renew, switch or pay off the balance. The amortization, in contrast, is the total time to pay off the whole mortgage, often 25 or 30 years, so you go through several terms. ' +
      'A short term gives flexibility if you may sell or expect rates to fall; a long term gives certainty.',
    link: { to: '/rates' },
  },
  {
    id: 'open-vs-closed',
    title: 'Open or closed mortgage',
    answer:
      'An open mortgage can be repaid in part or in full at any time without a penalty, at a higher rate; terms are short (often 6 months or 1 year). ' +
      'It suits you if you expect to sell soon or to receive a large sum. A closed mortgage has a lower rate, allows prepayments only within its privileges (often up to 20% a year), ' +
      'and charges a penalty if you break it.',
  },
  {
    id: 'renewal',
    title: 'Mortgage renewal',
    answer:
      'When your term ends you renew, for a new term at a new rate. Federally regulated lenders must send your renewal offer at least 21 days before the maturity date, ' +
      "but don't simply sign it: the first offer is often not the lender's best. Start comparing about 4 to 6 months before maturity; " +
      'many lenders can hold a rate for up to 120 days. At renewal you can change lenders without a penalty, and a straight switch needs no stress test.',
    link: { to: '/renewal-calculator' },
  },
  {
    id: 'switching',
    title: 'Switching lenders',
    answer:
      'You can move your mortgage to another lender, usually at renewal, when there is no penalty. The new lender often pays the legal and appraisal costs; your lender may charge a discharge fee of a few hundred dollars. ' +
      "A straight switch (same balance and remaining amortization) doesn't need the stress test. Switching before the term ends means paying your current lender's penalty, " +
      'and borrowing more at the same time makes it a refinance. Start about 4 months before maturity so the new lender can hold a rate.',
    link: { to: '/renewal-calculator' },
  },
  {
    id: 'refinance',
    title: 'Refinancing',
    answer:
      "Refinancing replaces your mortgage with a new one, usually larger, to turn part of your home's equity into cash: for renovations, paying off debts, an investment or helping family. " +
      "You can borrow up to 80% of the home's appraised value, minus what you still owe: on an $800,000 home with $400,000 owing, up to $240,000. " +
      'Refinanced mortgages cannot use default insurance and you qualify again (stress test included). Doing it mid-term costs a penalty, so the best time is often at renewal; ' +
      'a HELOC is the other way to reach your equity.',
  },
  {
    id: 'debt-consolidation',
    title: 'Debt consolidation',
    answer:
      'Consolidating moves high-interest debts (credit cards near 20%, car loans, lines of credit) into your mortgage through a refinance, a HELOC or a second mortgage, ' +
      'leaving one payment at a much lower rate. It can free up a lot of monthly cash flow. The catches: the debt is now secured by your home and spread over many years, ' +
      "so pay it down faster if you can, and a mid-term refinance costs a penalty. You can borrow up to 80% of the home's value in total.",
  },
  {
    id: 'heloc',
    title: 'Home equity line of credit (HELOC)',
    answer:
      "A HELOC is a revolving line of credit secured by your home: borrow, repay and borrow again up to the limit. The line alone can reach 65% of the home's value, " +
      'and the line plus your mortgage up to 80%. You pay interest only on what you use, usually at prime plus a margin (so the rate is variable), and the minimum payment can be interest only. ' +
      'It suits renovations and ongoing needs; paying only the interest never reduces the balance. Some lenders combine a mortgage and a HELOC that grows as you pay the mortgage down.',
  },
  {
    id: 'reverse-mortgage',
    title: 'Reverse mortgages',
    answer:
      "A reverse mortgage lets homeowners aged 55 and over borrow up to 55% of their home's value (the amount depends on your age, the home and where it is) with no regular payments. " +
      'Interest is added to the balance, and the loan is repaid when you sell, move out or the last borrower dies; you keep ownership of the home. ' +
      'Rates are higher than on a regular mortgage and the balance grows. The money is tax-free and does not affect OAS or GIS. ' +
      'Lenders include HomeEquity Bank (CHIP) and Equitable Bank; independent legal advice is required.',
  },
  {
    id: 'first-time-buyer',
    title: 'First-time home buyer programs',
    answer: (r) =>
      'First-time buyers in Ontario can combine: the First Home Savings Account (FHSA, up to $8,000 a year, $40,000 in total, tax-deductible and tax-free for a first home); ' +
      "the RRSP Home Buyers' Plan (up to $60,000 each, repaid over 15 years); " +
      `land transfer tax refunds of up to ${dollars(r.ontarioLandTransferTax.firstTimeBuyerRebateMax)} in Ontario and up to ${dollars(r.torontoLandTransferTax.firstTimeBuyerRebateMax)} more in Toronto; ` +
      "the federal home buyers' tax credit (up to $1,500); GST/HST rebates on newly built homes" +
      (r.insurance.extendedAmortization
        ? `; and a ${r.insurance.extendedAmortization.maxYears}-year insured amortization (${since(r.insurance.from)})`
        : '') +
      '. Each program defines a first-time buyer in its own way.',
    link: { to: '/calculators', search: { firstTimeBuyer: true } },
  },
  {
    id: 'fhsa',
    title: 'First Home Savings Account (FHSA)',
    answer:
      'The FHSA (since April 2023) lets first-time buyers save up to $8,000 a year, $40,000 in total: contributions are tax-deductible like an RRSP, ' +
      'withdrawals for a first home tax-free like a TFSA. Up to $8,000 of unused room carries forward. It stays open up to 15 years; unused money can move to your RRSP ' +
      "without using RRSP room. It combines with the Home Buyers' Plan. You must be a Canadian resident, at least 18, and not have lived in a home you or your spouse owned this year or in the previous four years.",
  },
  {
    id: 'home-buyers-plan',
    title: "RRSP Home Buyers' Plan (HBP)",
    answer:
      "The Home Buyers' Plan lets you withdraw up to $60,000 from your RRSPs tax-free to buy or build a qualifying home (the limit rose from $35,000 in April 2024); a couple can use up to $120,000. " +
      'You repay it to your RRSP over 15 years; repayments start the second year after the withdrawal (the fifth year for withdrawals from 2022 to 2025). ' +
      'A missed repayment is added to your taxable income. Money must be in the RRSP for 90 days before you withdraw it, and you must be a first-time buyer ' +
      '(no home you or your spouse owned and lived in during the past four years). It combines with an FHSA.',
  },
  {
    id: 'land-transfer-tax',
    numbers: ['amount'],
    title: 'Land transfer tax (Ontario and Toronto)',
    answer: (r) =>
      `Ontario's land transfer tax is charged in brackets (${since(r.ontarioLandTransferTax.from)}): ${bracketsText(r.ontarioLandTransferTax.brackets)}. ` +
      `Inside Toronto you also pay the municipal land transfer tax: the same brackets up to $2,000,000, then ${bracketsText(r.torontoLandTransferTax.brackets, 2_000_000)} (${since(r.torontoLandTransferTax.from)}). ` +
      `First-time buyers get a refund of up to ${dollars(r.ontarioLandTransferTax.firstTimeBuyerRebateMax)} on the Ontario tax and up to ${dollars(r.torontoLandTransferTax.firstTimeBuyerRebateMax)} on Toronto's. ` +
      'Your lawyer pays it on closing. Give me a price ("land transfer tax on $800k in Toronto") and I will work it out.',
    link: { to: '/calculators' },
  },
  {
    id: 'broker',
    title: 'What a mortgage broker does and costs',
    answer:
      `A mortgage broker compares offers from ${BRAND.marketing.lenderCount} (big banks, credit unions, monoline and alternative lenders) with one application and one credit check, ` +
      'negotiates, and handles the paperwork through closing and every renewal. For most borrowers buying, renewing or refinancing, it is free: ' +
      "the lender pays the broker a finder's fee. A fee may apply for private or alternative lending, always disclosed in writing before you sign. " +
      'Brokers and agents in Ontario are licensed and regulated by the Financial Services Regulatory Authority of Ontario (FSRA).',
    link: { to: '/contact' },
  },
  {
    id: 'rates',
    title: "Today's mortgage rates",
    answer:
      "Our rates change daily and depend on the term, fixed or variable, your down payment and the property. The rates page lists today's rates for each province, " +
      'and a licensed agent can confirm the rate you qualify for.',
    link: { to: '/rates' },
  },
  {
    id: 'payment',
    numbers: ['amount', 'rate'],
    title: 'Mortgage payments',
    answer:
      'Your payment depends on the amount borrowed, the interest rate, the amortization and how often you pay. Canadian fixed rates are compounded semi-annually, so the payment is a little lower than an American-style calculation gives. ' +
      'Ask me with your numbers, e.g. "payment on $650k at 4.5% over 25 years", or use the payment calculator, which also shows the interest over the years.',
    link: { to: '/mortgage-calculator' },
  },
  {
    id: 'payment-frequency',
    withAmount: 'payment',
    title: 'Payment frequency',
    answer: () => {
      const monthly = mortgagePayment({ principal: 500_000, annualRatePct: 5, amortizationYears: 25 })
      const accelerated = mortgagePayment({
        principal: 500_000,
        annualRatePct: 5,
        amortizationYears: 25,
        frequency: 'accelerated-bi-weekly',
      })
      return (
        'You can pay monthly (12 payments a year), semi-monthly (24), bi-weekly (26) or weekly (52); the regular versions cost about the same over a year. ' +
        'Accelerated bi-weekly pays half the monthly payment every two weeks, which adds one extra monthly payment a year and goes straight to the principal. ' +
        `On ${dollars(500_000)} at 5% over 25 years that is ${cents(accelerated.payment)} every two weeks instead of ${cents(monthly.payment)} a month, ` +
        `and the mortgage is paid off in about ${accelerated.payoffYears.toFixed(1)} years instead of 25, saving ${dollars(monthly.totalInterest - accelerated.totalInterest)} of interest.`
      )
    },
    link: { to: '/mortgage-calculator' },
  },
  {
    id: 'affordability',
    title: 'How much you can afford',
    answer: (r) =>
      'Lenders look at two ratios of your gross income, using the stress-test rate: housing costs (mortgage payment, property tax, heating and ' +
      `${pct(r.lenderDebtService.condoFeeSharePct)} of condo fees) and all your debts together. Insured mortgages allow up to ${pct(r.lenderDebtService.gdsPct)} and ${pct(r.lenderDebtService.tdsPct)} (${since(r.lenderDebtService.from)}); ` +
      `a comfortable budget keeps them near ${pct(COMFORTABLE_DEBT_SERVICE.gdsPct)} and ${pct(COMFORTABLE_DEBT_SERVICE.tdsPct)}. ` +
      'Your down payment, credit and other debts matter as much as income. The affordability calculator shows both the comfortable price and what a lender may approve.',
    link: { to: '/affordability-calculator' },
  },
  {
    id: 'credit-score',
    title: 'Credit score',
    answer:
      'Most insured mortgages need at least one borrower with a credit score of 600 or more, and the best rates usually go to scores of 680 and up (scores run from 300 to 900 at Equifax and TransUnion). ' +
      'To improve yours: pay every bill on time, keep card balances under about 30% of their limits, avoid opening new credit before you apply, and check your reports for errors. ' +
      'With a lower score or past credit trouble, alternative lenders can still help, at a higher rate.',
  },
  {
    id: 'self-employed',
    title: "Mortgages when you're self-employed",
    answer:
      'Self-employed borrowers, gig and platform workers (ride-share, delivery, freelance) included, qualify with two years of income, usually shown by T1 General returns and Notices of Assessment, plus business registration or financial statements. ' +
      'Lenders usually average the two years. If your declared income is low because of write-offs, some insured and alternative-lender programs look at your stated income with a larger down payment or a higher rate.',
  },
  {
    id: 'documents',
    title: 'Documents for a mortgage application',
    answer:
      'Usually: photo ID; proof of income (an employment letter and a recent pay stub, plus T4s or Notices of Assessment; self-employed: two years of T1 Generals and Notices of Assessment); ' +
      'proof of the down payment (90 days of statements, or a gift letter); and a list of your debts. ' +
      'For a purchase, the signed agreement of purchase and sale and the listing; for a renewal or refinance, your latest mortgage statement and property tax bill.',
  },
  {
    id: 'alternative-lenders',
    title: 'Bad credit and alternative lenders',
    answer:
      'If a bank has said no because of credit, a recent bankruptcy or consumer proposal, or income that is hard to prove, alternative (B) lenders and private lenders may still lend. ' +
      'Expect a higher rate, possibly a lender or broker fee (always disclosed in writing first), and usually 20% or more down or equity. ' +
      'These mortgages are often for 1 or 2 years while you rebuild credit, then you move back to a regular lender.',
    link: { to: '/contact' },
  },
  {
    id: 'newcomers',
    title: 'Mortgages for newcomers to Canada',
    answer:
      'Newcomers can buy with as little as 5% down through insured newcomer programs, usually for permanent residents who arrived in the past five years and have at least three months of full-time work in Canada. ' +
      'Without a Canadian credit history, lenders accept other proof such as rent and utility payment records or an international credit report. Work permit holders may need a larger down payment. ' +
      "People who are not citizens or permanent residents face a federal ban on buying homes (to January 1, 2027, with exceptions) and Ontario's 25% non-resident speculation tax; an agent can check your situation.",
    link: { to: '/contact' },
  },
  {
    id: 'foreign-buyers',
    title: 'Foreign buyers and non-residents',
    answer:
      'Since January 1, 2023 a federal law bars people who are neither Canadian citizens nor permanent residents (and companies they control) from buying residential property in Canada; it has been extended to January 1, 2027. ' +
      'There are exceptions, for example for some work permit holders, international students and refugee claimants who meet the conditions. ' +
      'Where a purchase is allowed, Ontario adds its non-resident speculation tax (NRST): 25% of the price, across the province since October 25, 2022, on top of the land transfer tax, for foreign nationals, foreign companies and some trusts buying a home of one to six units. ' +
      'Permanent residents and Canadian citizens do not pay it. The rules have fine print, so check with a real estate lawyer and a licensed agent before you make an offer.',
    link: { to: '/contact' },
  },
  {
    id: 'rental-property',
    title: 'Rental and investment properties',
    answer:
      "A rental you won't live in needs at least 20% down (it cannot be insured). If you live in one unit of a 2-unit home, the usual minimum down payment applies; 3 or 4 units need at least 10% down. " +
      "Lenders count part of the expected rent toward your income (often about half) or against the property's costs. Rates on rentals can be slightly higher.",
  },
  {
    id: 'condo',
    title: 'Buying a condo',
    answer: (r) =>
      'A condo is financed like any home (same minimum down payment), with a few differences. Lenders count ' +
      `${pct(r.lenderDebtService.condoFeeSharePct)} of the monthly condo fees in your debt ratios (${since(r.lenderDebtService.from)}), so higher fees lower what you can borrow. ` +
      "Before you firm up, your lawyer should review the status certificate: the corporation's finances, reserve fund, special assessments, rules and lawsuits. " +
      'Some lenders limit very small units or condo hotels.',
    link: { to: '/affordability-calculator' },
  },
  {
    id: 'renovation-financing',
    title: 'Financing renovations',
    answer:
      'Buying: a "purchase plus improvements" mortgage adds renovation costs to the mortgage (often up to 10% of the price, or more with some lenders). ' +
      'You need quotes up front; the lender releases the money once the work is done, so you pay the contractor first or through your lawyer. ' +
      'Already own: refinance (up to 80% of the value) or use a HELOC.',
  },
  {
    id: 'bridge-financing',
    title: 'Bridge financing',
    answer:
      'When your new home closes before the sale of your current one, a bridge loan covers the gap: it lends the equity of the home you are selling for the days in between. ' +
      'Most lenders need a firm sale agreement, lend for a limited time (often up to 90 or 120 days), and charge a higher rate plus a small fee.',
  },
  {
    id: 'second-home',
    title: 'Second homes and cottages',
    answer:
      'A second home you will use yourself, not rent out, can be financed like a first one: if it can be lived in all year (year-round road access, permanent heat and water), insured programs allow as little as 5% down, and the usual minimum down payment rules apply. ' +
      "Seasonal cottages (no winter access, a wood stove or lake water) are financed by fewer lenders and usually need 20% down or more. Lenders count both homes' costs in your debt ratios; renting the second home out makes it a rental property.",
    link: { to: '/contact' },
  },
  {
    id: 'porting',
    title: 'Porting a mortgage',
    answer:
      'Most fixed-rate mortgages are portable: when you sell and buy, you take your rate, balance and term to the new home and avoid the penalty. ' +
      'The new purchase usually has to close within a set window (often 30 to 120 days) and you must qualify again. If you need more money, the extra is usually blended at current rates.',
  },
  {
    id: 'missed-payments',
    title: 'Missed mortgage payments and power of sale',
    answer:
      'If you miss a payment or expect to, call your lender at once: most would rather agree on a plan (a deferral, a longer amortization). Missed payments bring fees and hurt your credit. ' +
      'In Ontario, lenders usually enforce by power of sale: after 15 days of default they can send a notice of sale, which gives at least 35 days to pay the arrears before they sell. ' +
      'See an agent quickly, and a lawyer once a notice arrives.',
    link: { to: '/contact' },
  },
  {
    id: 'creditor-insurance',
    title: 'Mortgage life insurance and disability insurance',
    answer:
      'Mortgage life and disability insurance from your lender (creditor insurance) pays off the balance if you die, or your payments for a time if you cannot work. It is optional, unlike default insurance (CMHC). ' +
      'The lender is the beneficiary and the cover shrinks with the balance; some policies check your health only when you claim. ' +
      'Term insurance of your own pays your family and stays if you switch lenders. Compare before you sign.',
    link: { to: '/contact' },
  },
  {
    id: 'co-signer',
    title: 'Co-signers and guarantors',
    answer:
      'A parent or relative can help you qualify: a co-signer (co-borrower) is on the mortgage and usually on title, and their income counts with yours; a guarantor promises to pay if you do not. ' +
      'Either is liable for the whole debt, which counts in their own debt ratios. Each of you should get independent legal advice.',
    link: { to: '/contact' },
  },
  {
    id: 'separation',
    title: 'Separation, divorce and spousal buyouts',
    answer:
      "To keep the home after a separation you usually refinance to buy out your former partner's share, and qualify alone (support received under a signed agreement or court order can count as income). " +
      "A refinance is limited to 80% of the home's value; some lenders treat a spousal buyout as a purchase and lend more with default insurance. " +
      'Lenders want the signed separation agreement. An agent can check what you can carry alone.',
    link: { to: '/contact' },
  },
  {
    id: 'rent-to-own',
    title: 'Rent-to-own and lease-to-own homes',
    answer:
      'Rent-to-own means renting a home with the option to buy it later at a price set now: you usually pay an upfront option fee, and part of the rent is credited to the purchase. ' +
      'You still need a mortgage at the end; if you cannot qualify, the fee and credits are usually lost, and lenders decide how much of the credits count as down payment. ' +
      'Have a lawyer review the agreement first.',
    link: { to: '/contact' },
  },
  {
    id: 'assumable',
    title: 'Assuming a mortgage',
    answer:
      "Assuming a mortgage means the buyer takes over the seller's mortgage, with its rate, balance and term. Many Canadian mortgages allow it with the lender's approval: " +
      'the buyer must qualify and pays the rest of the price. The seller should get a written release, or may stay liable. ' +
      "Taking over a family member's mortgage works the same way: the lender must approve you.",
    link: { to: '/contact' },
  },
  {
    id: 'collateral-charge',
    title: 'Collateral or standard mortgage charge',
    answer:
      'A standard charge registers your mortgage on title for the amount you borrow; a collateral charge registers a higher amount, so the lender can lend you more later (a HELOC) without a new registration. ' +
      'But switching lenders then needs a new registration (legal costs), and it may secure your other debts with that lender.',
    link: { to: '/contact' },
  },
  {
    id: 'rural-land',
    title: 'Rural homes, farms and vacant lots',
    answer:
      'Most lenders finance rural homes on a well and septic, with a water test and year-round road access. On a large lot, many value the house and only part of the land. ' +
      'A working farm needs an agricultural lender. Vacant land needs a much larger down payment; building is financed by a construction mortgage paid in stages. An agent can find a lender.',
    link: { to: '/contact' },
  },
  {
    id: 'qualifying-income',
    title: 'Which earnings lenders count',
    answer:
      'Lenders count pay that is stable and documented: salary or hourly pay once past probation; overtime, bonuses and commission usually averaged over two years; ' +
      "part-time, contract or seasonal work with about two years' history in the same field; pensions, CPP and OAS; child or spousal support under a signed agreement; and part of what a rental unit brings in. " +
      'On parental leave, your pay usually counts with a letter confirming your return date and pay. Self-employed and gig earnings are averaged from two years of tax returns. ' +
      'Car, student-loan and card payments count against you in the debt ratios. An agent can check what counts in your case.',
    link: { to: '/contact' },
  },
  {
    id: 'closing-day',
    title: 'The deposit and closing day',
    answer:
      'The deposit you pay when your offer is accepted (often about 5% of the price, held in trust) is part of your down payment, not an extra cost. ' +
      'About a week before closing your lawyer asks for the rest of the down payment and the closing costs; on closing day the lawyer receives the mortgage funds, pays the seller, registers the deed and the mortgage, and you get the keys. ' +
      'Keep your job, credit and savings unchanged until then: the lender can re-check them.',
    link: { to: '/contact' },
  },
  {
    id: 'appraisal-gap',
    title: 'When the appraisal comes in low',
    answer:
      'Lenders lend on the lower of the price and the appraised value, so a low appraisal means a larger down payment: you cover the gap in cash. ' +
      'Options: add savings or a gift, renegotiate the price if your offer is still conditional on financing, ask for a second appraisal or try another lender. Talk to an agent before your financing condition runs out.',
    link: { to: '/contact' },
  },
  {
    id: 'cash-back',
    title: 'Cash-back mortgages',
    answer:
      'A cash-back mortgage pays you a lump sum at closing (often 1% to 5% of the mortgage) in exchange for a higher rate. ' +
      'If you break the mortgage before the term ends, you usually repay part or all of the cash as well as the penalty. It rarely costs less than a regular rate over the term; compare the total cost with an agent.',
    link: { to: '/contact' },
  },
  {
    id: 'skip-payment',
    title: 'Skipping a payment and payment holidays',
    answer:
      'Some lenders let you skip a payment or take a payment holiday of a few months, often only if you are ahead on your payments or have used prepayments. ' +
      'The interest keeps running and is added to your balance, so it costs more in the end. Ask your lender before you stop paying: a payment missed without an agreement is a default.',
    link: { to: '/contact' },
  },
  {
    id: 'offer-conditions',
    title: 'Conditions in an offer (financing, inspection)',
    answer:
      'Most buyers make an offer conditional on financing (often 5 business days) and a home inspection; a condo offer also on the lawyer reviewing the status certificate. ' +
      'Until you waive the conditions (go firm) you can walk away if one is not met; once firm, you risk your deposit if you cannot close. ' +
      'A pre-approval is not a final approval: talk to an agent before you waive financing or make a firm offer.',
    link: { to: '/contact' },
  },
  {
    id: 'new-build',
    title: 'Pre-construction and new builds',
    answer:
      'Pre-construction deposits are usually paid in instalments (often 15% to 20% of the price over a year or two) and count toward your down payment. ' +
      'The mortgage is approved near closing, often years later, so your income, credit and the rate are checked then. In a new condo you may move in first and pay monthly occupancy fees until the building registers. ' +
      "New homes carry HST, usually included in the price with the rebate assigned to the builder; Tarion's warranty protects deposits up to set limits. Selling your contract before closing (an assignment) needs the builder's consent.",
    link: { to: '/contact' },
  },
  {
    id: 'loan-to-value',
    title: 'Loan-to-value (LTV)',
    answer: (r) =>
      "Loan-to-value (LTV) is the mortgage divided by the home's value: a $400,000 mortgage on a $500,000 home is 80% LTV. " +
      `Over ${pct(100 - r.insurance.requiredBelowDownPct)} LTV (less than ${pct(r.insurance.requiredBelowDownPct)} down) a mortgage must be insured; a refinance can reach ${pct(REFINANCE_MAX_LTV_PCT)}, and a HELOC alone 65%. ` +
      'A lower LTV usually gets better terms.',
  },
  {
    id: 'second-mortgage',
    title: 'Second mortgages',
    answer:
      'A second mortgage is a loan registered on title behind your first one, usually from an alternative or private lender, for a short term (often 1 or 2 years) at a higher rate plus fees. ' +
      'It keeps a low-rate first mortgage in place while you consolidate debt or bridge a short need; a HELOC or a refinance usually costs less. An agent can compare them for you.',
    link: { to: '/contact' },
  },
  {
    id: 'talk-to-agent',
    title: 'Talk to a licensed agent',
    answer:
      'Happy to connect you with a licensed mortgage agent. Leave your name and an email or phone number here and an agent will contact you, ' +
      `or call us at ${BRAND.phone}.`,
    link: { to: '/contact' },
  },
  {
    id: 'find-agent',
    title: 'Find a licensed mortgage agent near you',
    answer:
      'Our licensed mortgage agents are listed on the Find a Broker page, each with a profile and a way to contact them directly: pick one near you. ' +
      'Or leave your name and an email or phone number here and the right agent will contact you. Agents also meet by phone or video anywhere in Ontario.',
    link: { to: '/find-broker' },
  },
  {
    id: 'become-agent',
    title: 'Becoming a mortgage agent with us',
    answer:
      'In Ontario, mortgage agents and brokers are licensed by the Financial Services Regulatory Authority of Ontario (FSRA). You start as a Level 1 agent: complete the approved Level 1 agent course, pass its exam and apply to FSRA for the licence, sponsored by a brokerage. ' +
      'A Level 2 licence (which adds private lending) needs 12 months as a Level 1 agent and further education; a broker licence needs 24 months as a Level 2 agent and the broker program. ' +
      `To build your career with ${BRAND.name}, with training, ${BRAND.marketing.lenderCount} and a supportive team, apply on our Become a Broker page.`,
    link: { to: '/become-broker' },
  },
  {
    id: 'contact-us',
    title: 'Contacting us',
    answer: () =>
      `Call us at ${BRAND.phone} (toll-free ${BRAND.tollFree}), email ${BRAND.email}, or visit us at ${BRAND.office.street}, ${BRAND.office.city}, ${BRAND.office.province} ${BRAND.office.postalCode}. ` +
      'The contact page has a form an agent answers, and you can also leave your name and an email or phone number right here.',
    link: { to: '/contact' },
  },
  {
    id: 'approval-odds',
    title: 'Will I be approved?',
    answer:
      'Whether you will be approved depends on your whole file: income and its stability, debts, credit history and score, down payment and the property, and each lender weighs them differently. ' +
      'I cannot promise an approval, but a licensed agent can look at your situation for free, tell you where you stand and which lenders fit, including alternative lenders when a bank says no. ' +
      'Leave your name and an email or phone number here, or find an agent near you.',
    link: { to: '/find-broker' },
  },
  {
    id: 'legal-advice',
    title: 'Legal advice',
    answer:
      'I can explain how mortgages work, but not give legal advice: whether an agreement binds you, what to sign, or your rights in a dispute are questions for a real estate lawyer, whom you will need for the purchase anyway. ' +
      'A licensed mortgage agent can walk you through the mortgage side (conditions, commitments, deadlines) and point you to a lawyer. Leave your name and an email or phone number here, or contact us.',
    link: { to: '/contact' },
  },
  {
    id: 'property-tax',
    title: 'Property tax and your mortgage',
    answer:
      'Property tax is charged every year by your city or town on the assessed value of the home (MPAC assesses Ontario homes) and is paid in instalments. ' +
      'Some lenders collect it with each mortgage payment and pay the city for you (a property tax account); otherwise you pay the city directly. ' +
      "Lenders count a month's share of it in your housing costs when they work out what you qualify for. Land transfer tax is another tax, paid once when you buy.",
    link: { to: '/contact' },
  },
]
