/**
 * Held-out set s49a: written on 2026-11-29 by an independent writer (a helper session) who never
 * read the engine's source, never saw another held-out, diagnostic or tuning set's conversations,
 * and never ran the engine on any of these messages. Only the chat README, the `ConversationCase`
 * format, `judgeConversation`, the evaluation fixture, the knowledge base's ids and titles and
 * `shared/finance` were read.
 *
 * Every expected figure was computed with `shared/finance` (mortgagePayment, insurancePremium,
 * minimumDownPayment, landTransferTax, closingCosts, qualifyingRate, affordability,
 * refinanceEquity, prepaymentPenalty) on EVALUATION_AS_OF with the rates of ./fixture.ts (Ontario
 * 5-year fixed 3.68 % insured, 3.89 % conventional; the other provinces' rows where a province is
 * named), and checked a second time against formulas written apart from shared/finance (for
 * affordability, the mortgage the income supports). Where a message leaves something out, the
 * README's documented assumptions were used: a 25-year amortization, monthly payments, Ontario,
 * today's lowest 5-year fixed of the kind the down payment fits, the premium added to the loan
 * under 20 % down, the typical closing fees. Affordability figures are the comfortable limit
 * (32 % / 40 %) capped by the down payment, and are only expected where the message gives a rate.
 * A fixed-rate penalty is only expected where three months' interest is the larger (the lender's
 * way of setting the comparison rate does not change it).
 *
 * The emphasis is on people early in the journey and unusual situations: first-time buyers and
 * pre-approval, newcomers and work-permit holders, students and young families, gig, contract and
 * seasonal workers, condo fees and property tax in affordability, multi-unit homes and cottages,
 * co-signing parents and gifted down payments, the FHSA and the Home Buyers' Plan, land transfer
 * tax and closing costs in Toronto and elsewhere in Ontario, rates in other provinces, fixed or
 * variable and rates rising, premiums at 5, 10 and 15 % down, minimum down payments from $500k to
 * $1.5M, the stress test, and asking for a person. Mix of the 180: 67 computations,
 * 31 follow-ups (two or three turns), 16 rates questions, 36 knowledge questions, 12 French,
 * 18 out of scope, advice or hand-over; 32 conversations have more than one turn, 15 messages ask
 * two things at once, 115 cases check figures. Run once by the coordinator; never tune on it.
 */

import type { ConversationCase } from './held-out'

export const S49A_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  {
    turns: ['hi just starting to look, what would my payment be on a 550k condo with 10% down'],
    expect: { entry: 'payment', figures: [2596.73] },
  },
  {
    turns: ['we have $32,500 saved for a 480k townhouse in oshawa whats the mortgage payment gonna be'],
    expect: { entry: 'payment', figures: [2368.04] },
  },
  {
    turns: ['whats the biweekly payment on 400k at 4.19 over 25 yrs'],
    expect: { entry: 'payment', figures: [989.3], notFigures: [2145.48] },
  },
  {
    turns: ['accelerated bi weekly on a 620,000 mortgage at 3 point 89'],
    expect: { entry: 'payment', figures: [1612.23] },
  },
  { turns: ['weekly payments on 350k mortgage 30 years at 4.4%'], expect: { entry: 'payment', figures: [402] } },
  {
    turns: ['semi monthly payment for 700k morgage at 4.05 25yr amort'],
    expect: { entry: 'payment', figures: [1849.02] },
  },
  {
    turns: ['half a mil mortgage at 5 what r the monthly payments, and weekly?'],
    expect: { entry: 'payment', figures: [2908.02, 670.02] },
  },
  {
    turns: ['seven hundred thousand dollar mortgage, 30yrs, 4.29 how much a month'],
    expect: { entry: 'payment', figures: [3444.46] },
  },
  {
    turns: ['1.2m house 20% down payment monthly?'],
    expect: { entry: 'payment', figures: [4992.71], notFigures: [4884.65] },
  },
  {
    turns: ['we have 150k saved and want a 720k semi in brampton, whats the monthly'],
    expect: { entry: 'payment', figures: [2964.42] },
  },
  { turns: ['payment on 835000 with 10 percent down'], expect: { entry: 'payment', figures: [3942.3] } },
  {
    turns: ['what would a $389,900 condo cost me a month w 5% down'],
    expect: { entry: 'payment', figures: [1960.07] },
  },
  {
    turns: ['if we do a 30 yr amortization on 900k with 180k down whats monthly'],
    expect: { entry: 'payment', figures: [3379.06], notFigures: [3744.53] },
  },
  {
    turns: ['mortgage payment on a 1,150,000 house putting 230k down'],
    expect: { entry: 'payment', figures: [4784.68] },
  },
  { turns: ['$675k home 15% down, weekly paymnet?'], expect: { entry: 'payment', figures: [691.75] } },
  {
    turns: [
      'so my girlfriend and i are looking at a condo in mississauga its listed for five hundred and forty nine thousand and we have about forty thousand saved what would our mortgage payment be',
    ],
    expect: { entry: 'payment', figures: [2693.48] },
  },
  { turns: ['if we put 25% down on 760k whats the bi-weekly'], expect: { entry: 'payment', figures: [1367.01] } },
  { turns: ['accelerated weekly on 480k mortgage at 4.74'], expect: { entry: 'payment', figures: [680.27] } },
  {
    turns: [
      "im a student and my parents are co-signing, 420k condo near waterloo with 5% down, what's the monthly payment",
    ],
    expect: { entry: 'payment', figures: [2111.39] },
  },
  {
    turns: ['on a work permit the bank wants 35% down. 700k house with 35% down what would the payment be'],
    expect: { entry: 'payment', figures: [2366.34] },
  },
  {
    turns: ['duplex for 850k, 15% down, we live upstairs and rent the basement. whats our mortgage payment'],
    expect: { entry: 'payment', figures: [3779.14] },
  },
  {
    turns: ['cottage up in muskoka listed 450k, we would put 20% down, monthly payment?'],
    expect: { entry: 'payment', figures: [1872.27] },
  },
  {
    turns: ['moving to calgary alberta, whats the monthly payment on a 500k mortgage there'],
    expect: { entry: 'payment', figures: [2560.11], notFigures: [2544.09], mentions: ['alberta'] },
  },
  {
    turns: ['buying in halifax nova scotia, 400k house 20% down, monthly payment'],
    expect: { entry: 'payment', figures: [1681.53], notFigures: [1664.24], mentions: ['nova scotia'] },
  },
  {
    turns: ['$610,000 mortgage at 3.68% 25 years monthly and biweekly pls'],
    expect: { entry: 'payment', figures: [3103.79, 1431.35] },
  },
  { turns: ['how much is cmhc on 480k with 5 percent down'], expect: { entry: 'default-insurance', figures: [18240] } },
  { turns: ['cmhc insurance premium 10% down on 750k'], expect: { entry: 'default-insurance', figures: [20925] } },
  {
    turns: ['15% down on 820k whats the mortgage insurance cost'],
    expect: { entry: 'default-insurance', figures: [19516] },
  },
  {
    turns: ['default insurance if i put 60k down on a 540k place'],
    expect: { entry: 'default-insurance', figures: [14880] },
  },
  {
    turns: ['do i pay cmhc with 18% down on 1.3m? how much'],
    expect: { entry: 'default-insurance', figures: [29848] },
  },
  {
    turns: ['cmhc premium and the ontario sales tax on it, 5% down on 450k'],
    expect: { entry: ['default-insurance', 'closing-costs'], figures: [17100, 1368] },
  },
  {
    turns: ['insurance premium on a 1.4 mil house with 10% down'],
    expect: { entry: 'default-insurance', figures: [39060] },
  },
  {
    turns: ['putting $70,000 down on $625,000 how much is the cmhc fee'],
    expect: { entry: 'default-insurance', figures: [17205] },
  },
  {
    turns: ['min down payment for a 500k house and whats the cmhc on that'],
    expect: { entry: ['down-payment', 'default-insurance'], figures: [25000, 19000] },
  },
  {
    turns: ['whats the minimum i need down on 799,000'],
    expect: { entry: 'down-payment', figures: [54900], notFigures: [79900] },
  },
  {
    turns: ['least down payment on a $1.2m home?'],
    expect: { entry: 'down-payment', figures: [95000], notFigures: [240000] },
  },
  { turns: ['1.5 million house minimum down'], expect: { entry: 'down-payment', figures: [300000] } },
  {
    turns: ['how much do i need to put down for 1.45m'],
    expect: { entry: 'down-payment', figures: [120000], notFigures: [290000] },
  },
  { turns: ['minimum downpayment on a 975k detached in whitby'], expect: { entry: 'down-payment', figures: [72500] } },
  {
    turns: ['first time buyer here how much do i need to put down on a 620k townhouse'],
    expect: { entry: 'down-payment', figures: [37000] },
  },
  {
    turns: ['land transfer tax on 800k in toronto first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [16475], notFigures: [24950] },
  },
  {
    turns: ['ltt for 650k in ottawa, its our first home'],
    expect: { entry: 'land-transfer-tax', figures: [5475], notFigures: [10475] },
  },
  {
    turns: ['land transfer tax 1.1m toronto, not first time'],
    expect: { entry: 'land-transfer-tax', figures: [36950] },
  },
  {
    turns: ['how much is land transfer in mississauga for a 925,000 house'],
    expect: { entry: 'land-transfer-tax', figures: [14975], notFigures: [29950] },
  },
  {
    turns: ['first time buyer ltt on a 400k condo in london ont, after the rebate'],
    expect: { entry: 'land-transfer-tax', figures: [475] },
  },
  {
    turns: ['land transfer tax toronto 2.5m house, we owned before'],
    expect: { entry: 'land-transfer-tax', figures: [97950] },
  },
  {
    turns: [
      'toronto first time buyer, condo 1.2m, how much land transfer tax do i pay in total and how much are the rebates',
    ],
    expect: { entry: 'land-transfer-tax', figures: [32475, 4000, 4475] },
  },
  {
    turns: ["what's the land tax when u buy a 560k house in sudbury (we sold our last place)"],
    expect: { entry: 'land-transfer-tax', figures: [7675], notFigures: [15350] },
  },
  {
    turns: ['total closing costs for 700k in toronto, first time, 10% down'],
    expect: { entry: 'closing-costs', figures: [17287.4] },
  },
  {
    turns: ['closing costs on a 540k house in kitchener with 20% down, not our first house'],
    expect: { entry: 'closing-costs', figures: [10525], notFigures: [17800] },
  },
  {
    turns: ['how much cash do i need for closing costs on a 480k condo in windsor, first time buyer 5% down'],
    expect: { entry: 'closing-costs', figures: [6784.2] },
  },
  {
    turns: ["closing costs toronto 1.05m 20 percent down, we've owned before"],
    expect: { entry: 'closing-costs', figures: [38200] },
  },
  {
    turns: [
      'parents are gifting 50k plus i have 25k saved, 600k house in barrie, first time buyer. what will closing costs be',
    ],
    expect: { entry: 'closing-costs', figures: [9027], notFigures: [13027] },
  },
  {
    turns: ['what rate would i be stress tested at if my rate is 4.39'],
    expect: { entry: 'stress-test', figures: [6.39] },
  },
  {
    turns: ['qualifying rate if i get 3.1 variable'],
    expect: { entry: 'stress-test', figures: [5.25], notFigures: [5.1] },
  },
  { turns: ['stress test for 3.68 fixed'], expect: { entry: 'stress-test', figures: [5.68] } },
  { turns: ['mortgage stress test rate on a 4.84% 3 yr term'], expect: { entry: 'stress-test', figures: [6.84] } },
  {
    turns: ['how much house can i afford making 95k a yr with 80k down at 4.5%'],
    expect: { entry: 'affordability', figures: [525248.27] },
  },
  {
    turns: ['me and my wife make 70k and 65k, we have 120k saved, car payment $450/mo, what can we afford at 3.89'],
    expect: { entry: 'affordability', figures: [793355.07] },
  },
  {
    turns: ['i earn 110,000 and have 200k down, property tax would be about 5k a year, what price can i buy at 4.2'],
    expect: { entry: 'affordability', figures: [668723.12] },
  },
  {
    turns: ['i drive for uber and doordash, make around 60k/yr, 35k saved. how much house could i afford at 4.5'],
    expect: { entry: 'affordability', figures: [315391.54] },
  },
  {
    turns: [
      'condo budget: income 85k, 60k down, condo fees $600/mo and property tax 3000/yr, rate 4.1. how much can i afford',
    ],
    expect: { entry: 'affordability', figures: [319301.96] },
  },
  {
    turns: [
      'nurse making 102k and my partner works part time 38k, we have 90k down and a $380 a month car loan, what can we afford at 3.99',
    ],
    expect: { entry: 'affordability', figures: [779101.14] },
  },
  {
    turns: ['home worth 900k owe 410k how much equity can i take out'],
    expect: { entry: 'refinance', figures: [310000] },
  },
  {
    turns: [
      'my parents want to refinance their house to help with my down payment. its worth about 1.3m and they owe 200k, how much could they pull out',
    ],
    expect: { entry: 'refinance', figures: [840000] },
  },
  {
    turns: ['variable at 4.6, owe 380k, 2 years left on the term, whats the penalty to break it'],
    expect: { entry: 'breaking-penalty', figures: [4370] },
  },
  {
    turns: ['fixed at 3.2% owe 290k with 30 months left, the lenders 3 yr rate today is 3.94, penalty to break?'],
    expect: { entry: 'breaking-penalty', figures: [2320] },
  },
  { turns: ['payment on 500k at 4.2', 'what about biweekly'], expect: { entry: 'payment', figures: [1237.89] } },
  {
    turns: ['monthly payment 620k mortgage 3.89', 'and if rates go up 1%'],
    expect: { entry: 'payment', figures: [3567.23], notFigures: [3224.46] },
  },
  {
    turns: ['600k house 10% down monthly payment', 'what if i do 15% down instead'],
    expect: { entry: 'payment', figures: [2667.63] },
  },
  {
    turns: ['how much is cmhc on 520k 5% down', 'and with 10 percent'],
    expect: { entry: 'default-insurance', figures: [14508] },
  },
  {
    turns: ['land transfer tax 750k toronto', 'im a first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [14475] },
  },
  {
    turns: ['ltt on 680k in ottawa, not our first home', 'what if it was in toronto'],
    expect: { entry: 'land-transfer-tax', figures: [20150], notFigures: [10075] },
  },
  {
    turns: ['stress test at 3.94', 'what about the 5 yr variable at 3.85'],
    expect: { entry: 'stress-test', figures: [5.85] },
  },
  { turns: ['whats the min down on 780k', 'and on 1.6m'], expect: { entry: 'down-payment', figures: [320000] } },
  {
    turns: ['payment on 450k mortgage at 4.1', 'over 30 yrs instead?'],
    expect: { entry: 'payment', figures: [2165.37], notFigures: [2391.55] },
  },
  {
    turns: ['we make 140k combined with 100k down, what can we afford at 4.25', 'what if we had 150k down'],
    expect: { entry: 'affordability', figures: [822950.17] },
  },
  {
    turns: ['i make 75k, 40k down, how much house at 4.5', 'my partner makes 50k too'],
    expect: { entry: 'affordability', figures: [619093.34] },
  },
  {
    turns: ['closing costs for 550k in london on, first time buyer, 10% down', 'and in toronto?'],
    expect: { entry: 'closing-costs', figures: [10952.6], notFigures: [7952.6] },
  },
  { turns: ['what are 5 yr fixed rates', 'and in bc?'], expect: { entry: 'rates', figures: [3.71, 3.92] } },
  { turns: ['rates in alberta', 'what about variable'], expect: { entry: 'rates', figures: [3.91, 4.12] } },
  {
    turns: ['payment on 700k at 4.5', 'what if it drops half a point'],
    expect: { entry: 'payment', figures: [3682.14] },
  },
  {
    turns: ['how much is the penalty on a variable, 425k at 4.35, 18 months left', 'and if i only owed 300k'],
    expect: { entry: 'breaking-penalty', figures: [3262.5] },
  },
  { turns: ["first time buyer, what's the fhsa", 'how much can i put in per year'], expect: { entry: 'fhsa' } },
  { turns: ['what is the home buyers plan', 'can my wife use it too'], expect: { entry: 'home-buyers-plan' } },
  {
    turns: ['my parents want to gift me 60k for a down payment', 'do they need to sign something for the bank'],
    expect: { entry: 'gifted-down-payment' },
  },
  { turns: ['can i get a mortgage on a work permit', 'what if my spouse has PR'], expect: { entry: 'newcomers' } },
  {
    turns: ['min down on 1.05m', 'what would the cmhc be on that'],
    expect: { entry: 'default-insurance', figures: [38800] },
  },
  {
    turns: ['cmhc on 450k with 22500 down', 'so whats the monthly payment then'],
    expect: { entry: 'payment', figures: [2262.2] },
  },
  {
    turns: ['whats the stress test rate for a 3.79 rate', 'and at 4.24'],
    expect: { entry: 'stress-test', figures: [6.24] },
  },
  {
    turns: [
      "i'm a gig worker doing uber and skip, can lenders use that income",
      "i've been doing it 3 years and file taxes every year",
    ],
    expect: { entry: ['self-employed', 'qualifying-income'] },
  },
  { turns: ['whats a rate hold', 'how long do they usually last'], expect: { entry: 'rate-hold' } },
  {
    turns: ['monthly on 900k with 20% down', 'ok and accelerated biweekly?'],
    expect: { entry: 'payment', figures: [1872.27] },
  },
  {
    turns: ['payment on 560k at 3.99', 'and with the 7 year fixed at 4.29'],
    expect: { entry: 'payment', figures: [3034.41] },
  },
  {
    turns: ['looking at a 640k house in guelph', 'we have 64k down', 'whats the monthly'],
    expect: { entry: 'payment', figures: [3021.65] },
  },
  {
    turns: ['hi', 'first time buying, toronto condo 599k', 'how much land transfer tax'],
    expect: { entry: 'land-transfer-tax', figures: [8435] },
  },
  {
    turns: ["what's the land transfer in hamilton for 720k", "what if i'm a first time buyer"],
    expect: { entry: 'land-transfer-tax', figures: [6875], notFigures: [13275] },
  },
  {
    turns: ['can my parents co-sign for me im a student', 'does it affect them getting their own mortgage later'],
    expect: { entry: 'co-signer' },
  },
  { turns: ['whats your best 5 year fixed rn'], expect: { entry: 'rates', figures: [3.68, 3.89] } },
  { turns: ['variable rates today?'], expect: { entry: 'rates', figures: [3.85, 4.06] } },
  { turns: ['bc mortgage rates 5yr fixed'], expect: { entry: 'rates', figures: [3.71, 3.92], notFigures: [3.68] } },
  { turns: ['alberta mortgage rates'], expect: { entry: 'rates', figures: [3.74], notFigures: [3.68] } },
  { turns: ['quebec 5 year variable rate'], expect: { entry: 'rates', figures: [3.93, 4.14] } },
  { turns: ['what are rates like in nova scotia right now'], expect: { entry: 'rates', figures: [3.78, 3.99] } },
  { turns: ['1 yr fixed rate ontario'], expect: { entry: 'rates', figures: [4.89, 5.1] } },
  { turns: ["what's the 7 year fixed at"], expect: { entry: 'rates', figures: [4.29, 4.5] } },
  { turns: ['3 yr fixed rate for an insured mortgage'], expect: { entry: 'rates', figures: [3.94] } },
  {
    turns: ['what rate would i get in ottawa with 20% down on a 5 year fixed'],
    expect: { entry: 'rates', figures: [3.89] },
  },
  { turns: ['any rates under 3.9%?'], expect: { entry: 'rates', figures: [3.68] } },
  { turns: ['saskatchewan 5 year fixed'], expect: { entry: 'rates', figures: [3.78, 3.99] } },
  { turns: ['manitoba variable mortgage rate'], expect: { entry: 'rates', figures: [3.95, 4.16] } },
  { turns: ['whats the 5 yr fixed and whats variable today'], expect: { entry: 'rates', figures: [3.68, 3.85] } },
  { turns: ['3 year fixed in vancouver bc'], expect: { entry: 'rates', figures: [3.97, 4.18] } },
  {
    turns: ['whats the rate on a 5 year closed fixed if im putting 10% down'],
    expect: { entry: 'rates', figures: [3.68] },
  },
  {
    turns: ['how does pre approval work and does it hurt my credit'],
    expect: { entry: ['pre-approval', 'credit-score'] },
  },
  { turns: ['how long is a pre aproval good for'], expect: { entry: 'pre-approval' } },
  {
    turns: ['what is the fhsa and can i use it together with the rrsp hbp'],
    expect: { entry: ['fhsa', 'home-buyers-plan'] },
  },
  {
    turns: ['how much can i take out of my rrsp to buy my first house and when do i have to pay it back'],
    expect: { entry: 'home-buyers-plan' },
  },
  {
    turns: [
      'ok so we just moved to canada like 8 months ago my husband is on a work permit and i have an open work permit too and we want to buy a house maybe next year is that even possible',
    ],
    expect: { entry: 'newcomers' },
  },
  {
    turns: ['new immigrant no canadian credit history yet, do lenders still give mortgages'],
    expect: { entry: ['newcomers', 'credit-score'] },
  },
  { turns: ['what income do lenders count if im a student working part time'], expect: { entry: 'qualifying-income' } },
  {
    turns: ['i do seasonal construction work and get EI in the winter, does EI count as income for a mortgage'],
    expect: { entry: 'qualifying-income' },
  },
  {
    turns: ['im on 1 year contracts as an IT consultant through an agency how do lenders look at that'],
    expect: { entry: ['qualifying-income', 'self-employed'] },
  },
  { turns: ['can my parents gift me the downpayment'], expect: { entry: 'gifted-down-payment' } },
  { turns: ['what is a gift letter'], expect: { entry: 'gifted-down-payment' } },
  { turns: ['can my dad cosign my mortgage? would he have to go on title too'], expect: { entry: 'co-signer' } },
  { turns: ["what's included in closing costs besides the land transfer tax"], expect: { entry: 'closing-costs' } },
  { turns: ['do condo fees count against how much i can borrow'], expect: { entry: ['condo', 'affordability'] } },
  { turns: ['how does property tax affect what i qualify for'], expect: { entry: ['property-tax', 'affordability'] } },
  { turns: ['is property tax paid with my mortgage payment or separately'], expect: { entry: 'property-tax' } },
  { turns: ['what should i watch out for buying my first condo, status certificate etc'], expect: { entry: 'condo' } },
  {
    turns: ['can i rent out the basement and use that rent to qualify'],
    expect: { entry: ['rental-property', 'qualifying-income'] },
  },
  {
    turns: ['buying a fourplex and living in one unit, how does financing work for that'],
    expect: { entry: 'rental-property' },
  },
  {
    turns: ['can i get a mortgage on a cottage thats only accessible by water'],
    expect: { entry: ['second-home', 'rural-land'] },
  },
  { turns: ['fixed vs variable whats the difference'], expect: { entry: 'fixed-vs-variable' } },
  {
    turns: ['what happens to my payments if rates go up and im on a variable'],
    expect: { entry: 'fixed-vs-variable' },
  },
  { turns: ['what dose the stress test actualy mean'], expect: { entry: 'stress-test' } },
  { turns: ['whats the difference between amortization and term'], expect: { entry: ['amortization', 'term'] } },
  { turns: ['are there first time home buyer incentives in ontario'], expect: { entry: 'first-time-buyer' } },
  { turns: ['what documents do i need for a preapproval'], expect: { entry: ['documents', 'pre-approval'] } },
  { turns: ['wat credit score do i need to buy a house'], expect: { entry: 'credit-score' } },
  { turns: ['can i buy a pre construction condo and when do i need the mortgage'], expect: { entry: 'new-build' } },
  { turns: ['what happens on closing day and when do i pay the deposit'], expect: { entry: 'closing-day' } },
  {
    turns: ['should i put a financing condition in my offer and how many days is normal'],
    expect: { entry: 'offer-conditions' },
  },
  { turns: ['what if the appraisal comes in lower than what we offered'], expect: { entry: 'appraisal-gap' } },
  {
    turns: ['whats the difference between using a broker and going to my bank, do brokers charge'],
    expect: { entry: 'broker' },
  },
  { turns: ['can i use a cash back mortgage to cover my down payment'], expect: { entry: 'cash-back' } },
  {
    turns: ['do i need life insurance on my mortgage, and is that the same thing as cmhc'],
    expect: { entry: ['creditor-insurance', 'default-insurance'] },
  },
  {
    turns: ['i live in the US and im not a canadian citizen, can i buy a condo in toronto'],
    expect: { entry: 'foreign-buyers' },
  },
  { turns: ['what does ltv mean'], expect: { entry: 'loan-to-value' } },
  { turns: ['quel est le taux fixe 5 ans en ontario'], expect: { entry: 'rates', figures: [3.68, 3.89], lang: 'fr' } },
  {
    turns: ['combien je paierais par mois pour une hypothèque de 400 000 $ à 4,5 % sur 25 ans'],
    expect: { entry: 'payment', figures: [2213.89], lang: 'fr' },
  },
  { turns: ["c'est quoi le CELIAPP"], expect: { entry: 'fhsa', lang: 'fr' } },
  {
    turns: ['mise de fonds minimum pour une maison de 750 000 $'],
    expect: { entry: 'down-payment', figures: [50000], lang: 'fr' },
  },
  {
    turns: ['taxe de bienvenue a toronto pour un condo de 700k, premier acheteur'],
    expect: { entry: 'land-transfer-tax', figures: [12475], lang: 'fr' },
  },
  {
    turns: ['est-ce que mes parents peuvent me donner ma mise de fonds'],
    expect: { entry: 'gifted-down-payment', lang: 'fr' },
  },
  {
    turns: ['je suis nouvel arrivant avec un permis de travail, est ce que je peux avoir un pret hypothecaire'],
    expect: { entry: 'newcomers', lang: 'fr' },
  },
  {
    turns: ['prime de la schl sur 500 000 avec 10 % de mise de fonds'],
    expect: { entry: 'default-insurance', figures: [13950], lang: 'fr' },
  },
  { turns: ['taux variable 5 ans au québec'], expect: { entry: 'rates', figures: [3.93, 4.14], lang: 'fr' } },
  {
    turns: ['paiement mensuel sur 350 000 $ a 4,2 %', 'et aux deux semaines?'],
    expect: { entry: 'payment', figures: [866.52], lang: 'fr' },
  },
  {
    turns: ["c'est combien le taux du test de resistance si mon taux est 4,19"],
    expect: { entry: 'stress-test', figures: [6.19], lang: 'fr' },
  },
  {
    turns: ['fixe ou variable, lequel est mieux pour un premier achat?'],
    expect: { entry: 'fixed-vs-variable', lang: 'fr' },
  },
  { turns: ['can i speak to a real person please'], expect: { entry: ['talk-to-agent', 'agent'] } },
  {
    turns: ['will i get approved with a 580 credit score and 30k income'],
    expect: { entry: ['approval-odds', 'agent'] },
  },
  {
    turns: ['the seller wont give back my deposit after financing fell through, can i sue them'],
    expect: { entry: ['legal-advice', 'agent'] },
  },
  { turns: ['whats the weather in toronto tomorrow'], expect: { entry: 'none' } },
  { turns: ['can you recommend a good realtor in mississauga'], expect: { entry: ['none', 'agent'] } },
  { turns: ['how do i apply for a car loan'], expect: { entry: 'none' } },
  { turns: ['should i buy now or wait for house prices to drop next year'], expect: { entry: ['none', 'agent'] } },
  { turns: ["what's a good stock to put my down payment savings in for a year"], expect: { entry: 'none' } },
  { turns: ['can you help me find an apartment to rent in ottawa'], expect: { entry: 'none' } },
  { turns: ['do you guys do mortgages in florida'], expect: { entry: 'none' } },
  { turns: ['write me a poem about my new house'], expect: { entry: 'none' } },
  { turns: ['how do i get a business loan for my restaurant'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['i have a consumer proposal from 2 years ago, will a bank approve me'],
    expect: { entry: ['approval-odds', 'alternative-lenders', 'agent'] },
  },
  {
    turns: ['can someone call me tomorrow morning to go over my options'],
    expect: { entry: ['talk-to-agent', 'agent'] },
  },
  { turns: ['is the toronto market going to crash in 2027 yes or no'], expect: { entry: ['none', 'agent'] } },
  { turns: ['how do i file my taxes as a newcomer'], expect: { entry: 'none' } },
  { turns: ['find me a mortgage agent near barrie'], expect: { entry: ['find-agent', 'agent'] } },
  {
    turns: ['my lawyer says the title has a problem, is the purchase agreement still binding?'],
    expect: { entry: ['legal-advice', 'agent'] },
  },
]
