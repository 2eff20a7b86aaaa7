/**
 * Held-out set s51a: written on 2026-11-29 by an independent writer (a helper session) who never
 * read the engine's source, never saw another held-out, diagnostic or tuning set's conversations,
 * and never ran the engine on any of these messages. Only the chat README, the `ConversationCase`
 * format, `judgeConversation`, the evaluation fixture, the knowledge base's ids and titles, the
 * header comment of s50a and `shared/finance` were read.
 *
 * Every expected figure was computed with `shared/finance` (mortgagePayment, insurancePremium,
 * minimumDownPayment, landTransferTax, closingCosts, qualifyingRate, affordability) on
 * EVALUATION_AS_OF with the rates of ./fixture.ts (Ontario 5-year fixed 3.68 % insured, 3.89 %
 * conventional, variable 3.85 %; 1, 3 and 7 years at 4.89, 3.94 and 4.29 %; Alberta, British
 * Columbia, Quebec and the other provinces at their offsets), and each was checked a second time
 * against formulas written apart from shared/finance (the payment's closed form for every
 * frequency, the minimum down payment's tiers, the premium table with the 30-year surcharge, the
 * Ontario and Toronto brackets with their refunds, the closing fees added up, the 32 % / 40 %
 * payment turned into a loan). Where a message leaves something out, the README's documented
 * assumptions were used: a 25-year amortization, monthly payments, Ontario, the minimum down
 * payment, today's lowest 5-year fixed of the kind the down payment fits (insured under 20 %,
 * conventional from 20 %), the premium added to the loan under 20 % down, the typical closing
 * fees, not a first-time buyer unless said. Affordability figures are the comfortable limit
 * (32 % / 40 %) capped by the down payment, only where the message gives an income, a down
 * payment and a rate; a budget a month, a take-home pay or credit card balances get no figure.
 * A change of rate by an amount moves the conversation's rate (the one given, else the default
 * the last computation used); a corrected down payment of 15 % makes the loan insured again.
 *
 * The emphasis is what a phone visitor asks while browsing a brokerage's site, in the proportions
 * real traffic has: today's rates (province, term, insured or conventional, fixed or variable,
 * "best", prime), payments for a price or a mortgage at every frequency with and without the
 * premium, what one or two incomes with debts afford (car, student loan, child support, condo
 * fees, property tax, heating), the minimum and "is X enough" down payment, CMHC and its PST, land
 * transfer tax (Ontario cities, Toronto, first-time refunds) and closing costs, the stress test,
 * pre-approval and documents, credit scores, how a broker is paid, how long it takes, newcomers
 * and work permits, gifts from parents, FHSA and the Home Buyers' Plan, pre-construction
 * (deposits, assignment, occupancy), mortgage life insurance, co-signers, and reaching a person
 * (a call, an agent near a city, becoming an agent, hours, the office). Typing: one or two words,
 * long stories with many numbers and one question, voice-to-text run-ons, heavy typos and texting
 * abbreviations (u, ur, hw much, mtg, dp, pmt), every shape of number (650k, $1.2m, 1,150,000,
 * half a mil, sixty thousand, 3 point 89, 4.5%, at 5, 25yrs, 95k a yr, $85,000/yr, 120 grand, one
 * point two mil, three point five mil, 2.5k a month, $4,200/mo), a correction ("oops 30 yrs not
 * 25", "make that 15%"), follow-ups that change one value or ask a new quantity on that, and
 * changes of rate answered from the previous computation ("what if rates drop 1%"). Mix of the
 * 182: 67 computations, 32 follow-ups (30 of two turns, 2 of three), 16 rates questions,
 * 36 knowledge questions, 16 French, 15 out of scope, advice or hand-over; about 10 messages
 * ask two things at once, 111 cases check figures, 9 check a wrong default's figure is
 * absent (Toronto's tax for a buyer elsewhere, the refund missed, Ontario's rate for Alberta).
 * Run once by the coordinator; never tune on it.
 */

import type { ConversationCase } from './held-out'

export const S51A_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Computations: payments, premiums, down payments, taxes, closing, stress test, affordability (67)
  { turns: ['monthly payment on a 650k house'], expect: { entry: 'payment', figures: [3227.94] } },
  { turns: ['mortgage of 480,000 at 4.19 25 yrs monthly payment?'], expect: { entry: 'payment', figures: [2574.58] } },
  { turns: ['biweekly payment on $1.2m condo with 240k down'], expect: { entry: 'payment', figures: [2302.34] } },
  { turns: ['hw much is mtg pmt on 799k with 10% dp'], expect: { entry: 'payment', figures: [3772.34] } },
  {
    turns: ['half a mil mortgage at 3 point 89 for 30 years, weekly payments'],
    expect: { entry: 'payment', figures: [540.85] },
  },
  {
    turns: ['payment for a 425k mortgage accelerated biweekly at 4.5%'],
    expect: { entry: 'payment', figures: [1176.13] },
  },
  { turns: ['semi monthly payments on 390,000 mortgage at 3.94'], expect: { entry: 'payment', figures: [1018.58] } },
  { turns: ['1,150,000 house 20% down 25yrs whats the monthly'], expect: { entry: 'payment', figures: [4784.68] } },
  {
    turns: ['payment on a 480k house with 5% down, and how much is the cmhc on it'],
    expect: { entry: ['payment', 'default-insurance'], figures: [2413.02, 18240] },
  },
  { turns: ['monthly on 300k at 5 over 20 yrs'], expect: { entry: 'payment', figures: [1971.38] } },
  { turns: ['whats my weekly on a 612,500 mortgage at 4.04%'], expect: { entry: 'payment', figures: [745.62] } },
  {
    turns: ['how much would payments be on a townhouse 899,900 with 180k down'],
    expect: { entry: 'payment', figures: [3744.01] },
  },
  {
    turns: ['mortgage of one point two mil at 4.25 30 yr am, payment?'],
    expect: { entry: 'payment', figures: [5877.21] },
  },
  {
    turns: ['were looking at 725k, have 72.5k saved for the down, biweekly pmt?'],
    expect: { entry: 'payment', figures: [1578.53] },
  },
  { turns: ['monthly payment 360k mortgage 3.68 25 years'], expect: { entry: 'payment', figures: [1831.74] } },
  {
    turns: [
      'okay so we found a place in barrie its listed at 589,000 and were putting down sixty thousand what would the monthly mortgage be roughly',
    ],
    expect: { entry: 'payment', figures: [2775.09] },
  },
  { turns: ['pmt on 450k mortgage at 4.79 5yr fixed 25 am'], expect: { entry: 'payment', figures: [2563.69] } },
  {
    turns: [
      "hi there, me and my wife make about 140k combined, we have 2 kids, we've saved 65k and found a semi in hamilton for 615,000. if we put the 65k down what's the monthly payment gonna be",
    ],
    expect: { entry: 'payment', figures: [2885.25] },
  },
  { turns: ['weekly and monthly on a 520k mtg at 4.09'], expect: { entry: 'payment', figures: [2760.73, 636.27] } },
  { turns: ['payment on 1.6m house 20% down'], expect: { entry: 'payment', figures: [6656.95] } },
  { turns: ['what would a 275k mortgage cost a month at 4.6'], expect: { entry: 'payment', figures: [1537.38] } },
  { turns: ['accelerated weekly on $710,000 mortgage 3.79% 25yrs'], expect: { entry: 'payment', figures: [913.59] } },
  {
    turns: ['house is 540k, 20 percent down, 30 year amortization, monthly payment at 4.14?'],
    expect: { entry: 'payment', figures: [2088.6] },
  },
  { turns: ['cmhc on 600k with 40k down'], expect: { entry: 'default-insurance', figures: [22400] } },
  {
    turns: ['how much is mortgage insurance if i put 15% down on 700k'],
    expect: { entry: 'default-insurance', figures: [16660] },
  },
  { turns: ['cmhc fee 1.2m 10% down?'], expect: { entry: 'default-insurance', figures: [33480] } },
  {
    turns: ['do i pay cmhc with 18% down on 500k and how much'],
    expect: { entry: 'default-insurance', figures: [11480] },
  },
  {
    turns: ['insurance premium on 450k with 5% down 30 year amortization, first time buyer'],
    expect: { entry: 'default-insurance', figures: [17955] },
  },
  {
    turns: ['whats the pst on the cmhc for a 650k house with 50k down'],
    expect: { entry: 'default-insurance', figures: [1920] },
  },
  {
    turns: ['default insurance 385,000 purchase 19,250 down'],
    expect: { entry: 'default-insurance', figures: [14630] },
  },
  { turns: ['min down on 850k'], expect: { entry: 'down-payment', figures: [60000] } },
  { turns: ['is 40k enough for a 700k place'], expect: { entry: 'down-payment', figures: [45000] } },
  { turns: ['whats the dp for 1.3 mil'], expect: { entry: 'down-payment', figures: [105000] } },
  { turns: ['minimum down 1,650,000'], expect: { entry: 'down-payment', figures: [330000] } },
  { turns: ['dp needed on 499,900'], expect: { entry: 'down-payment', figures: [24995] } },
  {
    turns: ['how much down do i need on a 980k home in oakville'],
    expect: { entry: 'down-payment', figures: [73000] },
  },
  { turns: ['min down payment for a 2 million house'], expect: { entry: 'down-payment', figures: [400000] } },
  { turns: ['i have 55k saved is that enough down for 750k'], expect: { entry: 'down-payment', figures: [50000] } },
  {
    turns: ['land transfer tax on 900k in toronto first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [20475], notFigures: [28950] },
  },
  { turns: ['ltt for 650k ottawa'], expect: { entry: 'land-transfer-tax', figures: [9475], notFigures: [18950] } },
  {
    turns: ['how much is land transfer on a 1.1m house in mississauga'],
    expect: { entry: 'land-transfer-tax', figures: [18475], notFigures: [36950] },
  },
  {
    turns: ['toronto land transfer tax 1,450,000, not a first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [50950] },
  },
  {
    turns: ['land transfer tax refund first time buyer 480k in london ont'],
    expect: { entry: 'land-transfer-tax', figures: [2075], notFigures: [3675] },
  },
  { turns: ['ltt 750k toronto'], expect: { entry: 'land-transfer-tax', figures: [22950] } },
  {
    turns: ['how much is land transfer in hamilton on 699k'],
    expect: { entry: 'land-transfer-tax', figures: [10455], notFigures: [20910] },
  },
  {
    turns: ['land transfer tax on three point five mil in toronto'],
    expect: { entry: 'land-transfer-tax', figures: [157450] },
  },
  {
    turns: ['double land transfer toronto 1.05m my first home'],
    expect: { entry: 'land-transfer-tax', figures: [26475] },
  },
  {
    turns: ['closing costs on 700k in toronto with 140k down, first time buyer'],
    expect: { entry: 'closing-costs', figures: [15725] },
  },
  {
    turns: ['total closing costs 550k brampton 30k down'],
    expect: { entry: 'closing-costs', figures: [12389], notFigures: [19864] },
  },
  {
    turns: ['how much cash do i need for closing costs on 820k in kitchener with 20% down'],
    expect: { entry: 'closing-costs', figures: [16125] },
  },
  {
    turns: ['closing cost estimate 1.25m toronto 250k down not first time'],
    expect: { entry: 'closing-costs', figures: [46200] },
  },
  { turns: ['stress test rate if my rate is 3.89'], expect: { entry: 'stress-test', figures: [5.89] } },
  { turns: ['qualifying rate at 3.1'], expect: { entry: 'stress-test', figures: [5.25] } },
  { turns: ['stress test 4.49%'], expect: { entry: 'stress-test', figures: [6.49] } },
  {
    turns: ['do i get stress tested at 5.25 or my rate + 2? my rate is 3.68'],
    expect: { entry: 'stress-test', figures: [5.68] },
  },
  {
    turns: ['i make 95k a yr, 50k down, at 3.68 how much house can i afford'],
    expect: { entry: 'affordability', figures: [528735.96] },
  },
  {
    turns: ['we make $85,000/yr and 62k, 100k saved, car payment 450/mo, rates 3.89, how much can we afford'],
    expect: { entry: 'affordability', figures: [831075.36] },
  },
  {
    turns: ['120 grand income, student loan 300 a month, 70k down, at 4.19 what can i afford'],
    expect: { entry: 'affordability', figures: [648663.73] },
  },
  {
    turns: ['household income 180k, 150k down, condo fees 550, property tax 4800/yr, rate 3.94, max price?'],
    expect: { entry: 'affordability', figures: [866398.63] },
  },
  {
    turns: ['2 incomes 72k and 58k, i pay child support 800/mo, 60k down, at 4.09 hw much can we afford'],
    expect: { entry: 'affordability', figures: [687851.01] },
  },
  {
    turns: ['single income 110k no debts 45k down 3.68 whats my max purchase price'],
    expect: { entry: 'affordability', figures: [599325.95] },
  },
  { turns: ['how much mortgage can i get with a 150k salary'], expect: { entry: 'affordability' } },
  {
    turns: ['we can do about 2.5k a month for the mortgage, how much house is that at 3.94 with 60k down'],
    expect: { entry: 'affordability' },
  },
  {
    turns: ['my take home is $4,200/mo, can i afford a 500k condo'],
    expect: { entry: ['affordability', 'approval-odds'] },
  },
  {
    turns: ['income 200k, down 300k, heating 150/mo, property tax 7200 a year, at 4.5 what price can i afford'],
    expect: { entry: 'affordability', figures: [1128103.69] },
  },
  {
    turns: ['hw much can i afford making 65k a yr w 25k dp at 4.04'],
    expect: { entry: 'affordability', figures: [340541.89] },
  },
  {
    turns: [
      'me 88k wife 52k, car loan 600 a month and like 8k on credit cards, we have 90k for the down, how much could we get approved for roughly',
    ],
    expect: { entry: 'affordability' },
  },
  // ---- Follow-ups (two and three turns): a value changed, corrected, or a new quantity on that (32)
  {
    turns: ['payment on 500k mortgage at 3.68', 'what about 30 yrs'],
    expect: { entry: 'payment', figures: [2287.89] },
  },
  {
    turns: ['monthly on 650k house 65k down', 'and biweekly?'],
    expect: { entry: ['payment', 'payment-frequency'], figures: [1415.24] },
  },
  {
    turns: ['mortgage payment 400k at 4.2 25yrs', 'oops 30 yrs not 25'],
    expect: { entry: 'payment', figures: [1947.61] },
  },
  {
    turns: ['payment on a 750k mtg at 3.89', 'what if rates drop 1%'],
    expect: { entry: 'payment', figures: [3507.15] },
  },
  {
    turns: ['500k mortgage 4.5% monthly', 'and if rates go up half a point'],
    expect: { entry: 'payment', figures: [2908.02] },
  },
  {
    turns: ['land transfer tax on 800k in toronto', 'what if im a first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [16475] },
  },
  { turns: ['ltt on 700k in oakville', 'and in toronto?'], expect: { entry: 'land-transfer-tax', figures: [20950] } },
  { turns: ['min down on 900k', 'and the cmhc on that'], expect: { entry: 'default-insurance', figures: [33400] } },
  {
    turns: ['cmhc on 600k with 35k down', 'what if i put 10% down'],
    expect: { entry: 'default-insurance', figures: [16740] },
  },
  { turns: ['stress test rate at 3.94', 'what about at 4.6'], expect: { entry: 'stress-test', figures: [6.6] } },
  {
    turns: ['i make 110k, 60k down, at 3.89 what can i afford', 'what if my gf adds her 55k income'],
    expect: { entry: 'affordability', figures: [850000] },
  },
  {
    turns: ['we make 150k combined 80k down at 3.68 how much house', 'oh we also have a car payment 700 a month'],
    expect: { entry: 'affordability', figures: [835899.88] },
  },
  {
    turns: ['payment on 620k house with 20% down', 'make that 15%'],
    expect: { entry: 'payment', figures: [14756, 2756.55] },
  },
  { turns: ['hw much is the payment on 450k at 4.39', 'weekly?'], expect: { entry: 'payment', figures: [567.64] } },
  {
    turns: ['closing costs 600k hamilton 60k down', 'im a first time buyer btw'],
    expect: { entry: 'closing-costs', figures: [9064.2], notFigures: [13064.2] },
  },
  { turns: ['whats the 5 year fixed today', 'and variable'], expect: { entry: 'rates', figures: [3.85] } },
  { turns: ['whats the min down for 1.1m', 'is 80k enough then'], expect: { entry: 'down-payment', figures: [85000] } },
  {
    turns: ['affordability 130k income 100k down 4.14', 'and with 150k down'],
    expect: { entry: 'affordability', figures: [781934.55] },
  },
  { turns: ['payment 850k house 170k down', 'at 3.5 instead'], expect: { entry: 'payment', figures: [3395.04] } },
  { turns: ['how much is cmhc', 'on 480k with 25k down'], expect: { entry: 'default-insurance', figures: [18200] } },
  {
    turns: ['stress test', 'what would i qualify at if my rate is 3.29'],
    expect: { entry: 'stress-test', figures: [5.29] },
  },
  { turns: ['ltt 1.2m toronto', 'how about 1 mil'], expect: { entry: 'land-transfer-tax', figures: [32950] } },
  {
    turns: ['payment on 540k mortgage at 4.05', 'what about 20 years', 'and biweekly'],
    expect: { entry: ['payment', 'payment-frequency'], figures: [1511.06] },
  },
  {
    turns: ['i make 98k', 'wife makes 61k, we have 85k down', 'rate 3.89 how much can we afford'],
    expect: { entry: 'affordability', figures: [868911.91] },
  },
  { turns: ['what is an fhsa', 'how much can i put in per year'], expect: { entry: 'fhsa' } },
  { turns: ['do brokers charge fees', 'so who pays u then'], expect: { entry: 'broker' } },
  {
    turns: ['tell me about the home buyers plan', 'whats the max i can take out'],
    expect: { entry: 'home-buyers-plan' },
  },
  { turns: ['pre approval', 'what docs do i need for it'], expect: { entry: ['documents', 'pre-approval'] } },
  {
    turns: ['im on a work permit can i get a mortgage', 'how much down would i need then'],
    expect: { entry: ['newcomers', 'down-payment'] },
  },
  {
    turns: ['payment on 700k house 10% down', 'what if rates drop 1%'],
    expect: { entry: 'payment', figures: [2968.22] },
  },
  {
    turns: ['buying a pre construction condo for 650k', 'how much deposit do they usually want'],
    expect: { entry: 'new-build' },
  },
  {
    turns: ['payment on 400k house min down', 'whats that with a 30 yr amortization, first time buyer'],
    expect: { entry: 'payment', figures: [1811.83] },
  },
  // ---- Today's rates: province, term, insured or conventional, fixed or variable (16)
  { turns: ['rates'], expect: { entry: 'rates' } },
  { turns: ['whats ur best 5 yr fixed'], expect: { entry: 'rates', figures: [3.68] } },
  { turns: ['current variable rate ontario'], expect: { entry: 'rates', figures: [3.85] } },
  { turns: ['3 year fixed rate today?'], expect: { entry: 'rates', figures: [3.94] } },
  { turns: ['conventional 5 year fixed rate'], expect: { entry: 'rates', figures: [3.89] } },
  { turns: ['mortgage rates in alberta'], expect: { entry: 'rates', figures: [3.74], notFigures: [3.68] } },
  { turns: ['bc mortgage rates 5yr'], expect: { entry: 'rates', figures: [3.71] } },
  { turns: ['1 yr fixed'], expect: { entry: 'rates', figures: [4.89] } },
  { turns: ['7 year rate?'], expect: { entry: 'rates', figures: [4.29] } },
  { turns: ["what's prime right now"], expect: { entry: 'rates' } },
  { turns: ['insured vs uninsured rate 5 yr'], expect: { entry: 'rates', figures: [3.68, 3.89] } },
  { turns: ['best rate if i have 20% down'], expect: { entry: 'rates', figures: [3.89] } },
  { turns: ['rates nova scotia'], expect: { entry: 'rates', figures: [3.78] } },
  { turns: ['lowest variable u have'], expect: { entry: 'rates', figures: [3.85] } },
  { turns: ['rates today pls, 5yr fixed and variable'], expect: { entry: 'rates', figures: [3.68, 3.85] } },
  { turns: ['wat r ur rates'], expect: { entry: 'rates', figures: [3.68] } },
  // ---- Knowledge questions (36)
  { turns: ['how do brokers get payed'], expect: { entry: 'broker' } },
  { turns: ['does it cost me anything to use a mortgage broker'], expect: { entry: 'broker' } },
  { turns: ['what documents do i need for a preapproval'], expect: { entry: ['documents', 'pre-approval'] } },
  { turns: ['how long does a pre approval last'], expect: { entry: ['pre-approval', 'rate-hold'] } },
  { turns: ['whats a good credit scor for a morgage'], expect: { entry: 'credit-score' } },
  {
    turns: ['can i get a mortgage with a 580 credit score'],
    expect: { entry: ['credit-score', 'alternative-lenders'] },
  },
  { turns: ['can my parnets gift me the downpayment'], expect: { entry: 'gifted-down-payment' } },
  { turns: ['gift letter?'], expect: { entry: 'gifted-down-payment' } },
  { turns: ['fhsa limit'], expect: { entry: 'fhsa' } },
  { turns: ['how much can i take from my rrsp for a house'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['can i use my fhsa and the rrsp hbp together'], expect: { entry: ['fhsa', 'home-buyers-plan'] } },
  { turns: ['what is the stress test'], expect: { entry: 'stress-test' } },
  { turns: ['whats mortgage life insurance and do i need it'], expect: { entry: 'creditor-insurance' } },
  { turns: ['can my dad cosign for me'], expect: { entry: 'co-signer' } },
  { turns: ['been in canada 6 months can i buy a house'], expect: { entry: 'newcomers' } },
  { turns: ['work permit mortgage'], expect: { entry: 'newcomers' } },
  { turns: ['pre construction deposit structure'], expect: { entry: 'new-build' } },
  { turns: ['can i assign my pre construction condo before it closes'], expect: { entry: 'new-build' } },
  { turns: ['what is an occupancy fee on a new condo'], expect: { entry: ['new-build', 'condo'] } },
  { turns: ['how long does it take to get a mortgage'], expect: { entry: ['pre-approval', 'closing-day'] } },
  { turns: ['first time buyer incentives ontario'], expect: { entry: 'first-time-buyer' } },
  { turns: ['first time buyer land transfer refund'], expect: { entry: ['land-transfer-tax', 'first-time-buyer'] } },
  { turns: ['fixed or variable whats better rn'], expect: { entry: 'fixed-vs-variable' } },
  { turns: ["what's amortization"], expect: { entry: 'amortization' } },
  { turns: ['self employd can i still qualify 4 a mtg'], expect: { entry: 'self-employed' } },
  { turns: ['do condo fees affect how much i can borrow'], expect: { entry: ['condo', 'affordability'] } },
  { turns: ['does shopping for rates hurt my credit'], expect: { entry: 'credit-score' } },
  { turns: ['wat happens on closing day'], expect: { entry: 'closing-day' } },
  { turns: ['rate hold how long'], expect: { entry: 'rate-hold' } },
  { turns: ["what's cmhc"], expect: { entry: 'default-insurance' } },
  { turns: ['difference between term and amortization'], expect: { entry: ['term', 'amortization'] } },
  { turns: ['can i use my bonus and overtime to qualify'], expect: { entry: 'qualifying-income' } },
  { turns: ['financing condition how many days'], expect: { entry: 'offer-conditions' } },
  { turns: ['do i need 20 percent down'], expect: { entry: ['down-payment', 'default-insurance'] } },
  { turns: ['monthly or biweekly which is better'], expect: { entry: 'payment-frequency' } },
  { turns: ['is property tax included in my mortgage payment'], expect: { entry: 'property-tax' } },
  // ---- French (Québec and Ontario French, with and without accents) (16)
  { turns: ['quel est le taux fixe 5 ans'], expect: { entry: 'rates', figures: [3.68], lang: 'fr' } },
  { turns: ['taux hypothecaire au quebec 5 ans fixe'], expect: { entry: 'rates', figures: [3.76], lang: 'fr' } },
  {
    turns: ['paiement mensuel sur une hypothèque de 400 000 $ à 4,2 %'],
    expect: { entry: 'payment', figures: [2147.67], lang: 'fr' },
  },
  {
    turns: ['combien de mise de fonds pour une maison de 650 000'],
    expect: { entry: 'down-payment', figures: [40000], lang: 'fr' },
  },
  { turns: ["c'est quoi l'assurance SCHL"], expect: { entry: 'default-insurance', lang: 'fr' } },
  {
    turns: ['taxe de bienvenue a toronto pour 800 000$ premier acheteur'],
    expect: { entry: 'land-transfer-tax', figures: [16475], lang: 'fr' },
  },
  {
    turns: ['combien je peux emprunter avec un salaire de 90 000 et 50 000 de mise de fonds a 3,89'],
    expect: { entry: 'affordability', figures: [497597.16], lang: 'fr' },
  },
  { turns: ['c quoi le test de resistance'], expect: { entry: 'stress-test', lang: 'fr' } },
  { turns: ['est-ce que le courtier me charge des frais'], expect: { entry: 'broker', lang: 'fr' } },
  {
    turns: ['je suis nouvel arrivant avec un permis de travail, je peux avoir une hypotheque?'],
    expect: { entry: 'newcomers', lang: 'fr' },
  },
  { turns: ['CELIAPP plafond par annee'], expect: { entry: 'fhsa', lang: 'fr' } },
  {
    turns: ['RAP combien je peux retirer de mon REER pour acheter'],
    expect: { entry: 'home-buyers-plan', lang: 'fr' },
  },
  {
    turns: ['paiement aux deux semaines sur 550k a 3,94'],
    expect: { entry: 'payment', figures: [1325.88], lang: 'fr' },
  },
  {
    turns: ['frais de clôture pour une maison de 600 000 $ à Ottawa avec 60 000 $ de mise de fonds'],
    expect: { entry: 'closing-costs', figures: [13064.2], notFigures: [21539.2], lang: 'fr' },
  },
  {
    turns: ['mes parents veulent me donner 40 000 pour ma mise de fonds, c correct?'],
    expect: { entry: 'gifted-down-payment', lang: 'fr' },
  },
  { turns: ['parler a un conseiller svp'], expect: { entry: ['talk-to-agent', 'agent'], lang: 'fr' } },
  // ---- Out of scope, advice, a person (15)
  { turns: ['book a call'], expect: { entry: ['talk-to-agent', 'agent'] } },
  { turns: ['can someone call me tmrw morning'], expect: { entry: ['talk-to-agent', 'agent'] } },
  { turns: ['i want to speak to a real person'], expect: { entry: ['talk-to-agent', 'agent'] } },
  { turns: ['find an agent near kingston'], expect: { entry: ['find-agent', 'agent'] } },
  { turns: ['how do i become a mortgage agent with u guys'], expect: { entry: 'become-agent' } },
  { turns: ['what are ur hours'], expect: { entry: 'contact-us' } },
  { turns: ['where is ur office'], expect: { entry: ['contact-us', 'find-agent'] } },
  { turns: ['will i get approved with a 620 score and 75k income'], expect: { entry: ['approval-odds', 'agent'] } },
  {
    turns: ['can i back out of a signed agreement of purchase if my financing falls through, legally'],
    expect: { entry: ['legal-advice', 'agent', 'offer-conditions'] },
  },
  { turns: ['whats the weather in toronto'], expect: { entry: 'none' } },
  { turns: ['can u help with car insurance'], expect: { entry: 'none' } },
  { turns: ['should i buy bitcoin or save for a house'], expect: { entry: 'none' } },
  { turns: ['how do i apply for a rent subsidy'], expect: { entry: 'none' } },
  { turns: ['mortgage for a condo in florida'], expect: { entry: 'none' } },
  { turns: ['do you do personal loans'], expect: { entry: 'none' } },
]
