/**
 * Held-out set s48a: written on 2026-11-29 by an independent writer (a helper session, issue 29
 * item 7) who never read the engine's source, never saw another held-out or diagnostic set's
 * conversations, and never ran the engine on any of these messages. Only the chat README, the
 * `ConversationCase` format, `judgeConversation`, the evaluation fixture, the knowledge base's ids
 * and titles and `shared/finance` were read.
 *
 * Every expected figure was computed with `shared/finance` (mortgagePayment, insurancePremium,
 * landTransferTax, closingCosts, qualifyingRate, affordability, refinanceEquity,
 * prepaymentPenalty, switchSavings, minimumDownPayment) on EVALUATION_AS_OF with the rates of
 * ./fixture.ts (Ontario 5-year fixed 3.68 % insured, 3.89 % conventional), using the README's
 * documented assumptions where a message leaves something out (25-year amortization, monthly
 * payments, Ontario, today's lowest 5-year fixed of the kind the down payment fits, the premium
 * added to the loan under 20 % down, the typical closing fees). Affordability figures are the
 * comfortable limit (32 % / 40 %) capped by the down payment, only where 20 % or more is down.
 *
 * The emphasis is on owners and buyers further along (renewals, switches, refinances, HELOCs,
 * rentals, self-employed and commission income, bruised credit, separation, seniors, porting,
 * breaking early) and on buyers outside Toronto (Ottawa, Kitchener-Waterloo, Windsor, Barrie,
 * Kingston). Mix of the 174: 60 computations, 30 follow-ups (each of two turns), 16 rates
 * questions, 35 knowledge questions, 13 French, 20 out of scope, advice or hand-over; 31
 * conversations have more than one turn, 17 messages ask two things at once, 97 cases check
 * figures. Run once after the day's engine work; never tune on it.
 */

import type { ConversationCase } from './held-out'

export const S48A_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Computations: payments at every frequency -----------------------------------------------
  {
    turns: [
      'renewal coming up, i owe 412k with 22 yrs left on the amortization and they offered 4.64 per cent, whats my monthly gonna be',
    ],
    expect: { entry: ['payment', 'renewal'], figures: [2483.03] },
  },
  {
    turns: ['mortgage of 1,150,000 at 4.19 over 30 years, what is the biweekly payment'],
    expect: { entry: 'payment', figures: [2578.89] },
  },
  {
    turns: ['600 grand house in barrie, 10% down, rate 3.68, what would the payment be with the cmhc'],
    expect: { entry: 'payment', figures: [2832.79] },
  },
  {
    turns: ['one point two million in ottawa with 20% down at 3.89 how much a month'],
    expect: { entry: 'payment', figures: [4992.71] },
  },
  {
    turns: ['weekly payments on a 385k mortgage at 4.24 25 yr am'],
    expect: { entry: 'payment', figures: [478.34] },
  },
  {
    turns: ['520,000 mortgage 3.99% accelerated bi weekly how much per payment'],
    expect: { entry: ['payment', 'payment-frequency'], figures: [1366.25] },
  },
  {
    turns: ['we still owe about .35M, 20 years left, my lender says 4.64 at renewal. what does that do to the monthly'],
    expect: { entry: ['payment', 'renewal'], figures: [2232.41] },
  },
  {
    turns: ['refinancing 275k onto a 15 year amortization at 5.19, payment per month?'],
    expect: { entry: ['payment', 'refinance'], figures: [2194.04] },
  },
  {
    turns: ['semi monthly payment for an 820k loan at 3.89 25 years'],
    expect: { entry: 'payment', figures: [2130.59] },
  },
  {
    turns: ['kingston townhouse 499,900 putting the minimum 5% down, monthly at 3.68 incl insurance?'],
    expect: { entry: 'payment', figures: [2513.06] },
  },
  {
    turns: [
      'buying a rental in windsor for 680k with 20 percent down, the investment rate they quoted is 4.29 on a 30 yr amortization. what is the monthly mortgage',
    ],
    expect: { entry: ['payment', 'rental-property'], figures: [2676.84] },
  },
  {
    turns: ['if i borrow 150k for a cottage at 5.2% over 25 yrs whats that per month'],
    expect: { entry: ['payment', 'second-home'], figures: [889.56] },
  },
  {
    turns: ['600 grand mortgage 25 yr 4.04 monthly'],
    expect: { entry: 'payment', figures: [3169.15] },
  },

  // ---- Computations: minimum down payment / is it enough ---------------------------------------
  {
    turns: ['is 40k enough to buy a 720k place in kitchener'],
    expect: { entry: 'down-payment', figures: [47000] },
  },
  {
    turns: ['whats the least i need down on 1,150,000 in waterloo'],
    expect: { entry: 'down-payment', figures: [90000], notFigures: [230000] },
  },
  {
    turns: ['min down for a 1.6M house in ottawa?'],
    expect: { entry: 'down-payment', figures: [320000] },
  },
  {
    turns: ['windsor bungalow listed 389,900 how much do i need down'],
    expect: { entry: 'down-payment', figures: [19495] },
  },
  {
    turns: ['kingston condo 549k, minimum downpayment pls'],
    expect: { entry: ['down-payment', 'condo'], figures: [29900] },
  },
  {
    turns: ['sold my condo, have 120k from the sale, moving up to a 1.45M house in oakville, is 120k enough down'],
    expect: { entry: 'down-payment', figures: [120000] },
  },
  {
    turns: ['barrie semi 935k. we have 60k saved + 10k gift from my mom, enough for the down payment?'],
    expect: { entry: 'down-payment', figures: [68500] },
  },

  // ---- Computations: default insurance ----------------------------------------------------------
  {
    turns: ['cmhc on 640k with 64k down'],
    expect: { entry: 'default-insurance', figures: [17856] },
  },
  {
    turns: ['what would the mortgage insurance cost on a 480k house in windsor with 5 percent down'],
    expect: { entry: 'default-insurance', figures: [18240] },
  },
  {
    turns: ['800k with 15% down how much is the cmhc premium and the pst on it'],
    expect: { entry: 'default-insurance', figures: [19040] },
  },
  {
    turns: ['first time buyer 450k 5% down 30 yr amortization, insurance premium?'],
    expect: { entry: 'default-insurance', figures: [17955] },
  },
  {
    turns: ['935,000 purchase, 100k down, how much default insurance gets added'],
    expect: { entry: 'default-insurance', figures: [25885] },
  },

  // ---- Computations: land transfer tax ----------------------------------------------------------
  {
    turns: ['land transfer tax on a 725k house in ottawa'],
    expect: { entry: 'land-transfer-tax', figures: [10975], notFigures: [21950] },
  },
  {
    turns: ['toronto condo 899k first time buyer, how much land transfer after rebates'],
    expect: { entry: 'land-transfer-tax', figures: [20435] },
  },
  {
    turns: ['first time buying in kitchener, 650k, whats the ltt'],
    expect: { entry: 'land-transfer-tax', figures: [5475], notFigures: [14950] },
  },
  {
    turns: ['ltt toronto 1.35M not first time'],
    expect: { entry: 'land-transfer-tax', figures: [46950] },
  },
  {
    turns: ['windsor house 410,000 land transfer tax'],
    expect: { entry: 'land-transfer-tax', figures: [4675] },
  },
  {
    turns: [
      'moving up from a condo to a 1,150,000 house in barrie, what is the land transfer tax, I owned before so no rebate',
    ],
    expect: { entry: 'land-transfer-tax', figures: [19475], notFigures: [38950] },
  },
  {
    turns: ['buying a 2.4 million dollar place on the lake in muskoka how much is the ontario land transfer'],
    expect: { entry: 'land-transfer-tax', figures: [46475] },
  },

  // ---- Computations: closing costs ----------------------------------------------------------
  {
    turns: ['total closing costs for a 650k house in barrie, 10% down, first time buyer'],
    expect: { entry: 'closing-costs', figures: [10175.8] },
  },
  {
    turns: ['how much cash do i need at closing on top of the down payment, 1.1M in toronto with 20% down'],
    expect: { entry: 'closing-costs', figures: [40200] },
  },
  {
    turns: ['kingston 480k 5 percent down what are closing costs all in'],
    expect: { entry: 'closing-costs', figures: [10784.2] },
  },

  // ---- Computations: stress test ---------------------------------------------------------------
  {
    turns: ['what rate do i have to qualify at if my renewal offer elsewhere is 3.74'],
    expect: { entry: 'stress-test', figures: [5.74] },
  },
  {
    turns: ['stress test rate at 2.99?'],
    expect: { entry: 'stress-test', figures: [5.25] },
  },
  {
    turns: ['the bank gave me 4.09 for a refi, what rate will they stress test me at'],
    expect: { entry: 'stress-test', figures: [6.09] },
  },

  // ---- Computations: affordability --------------------------------------------------------------
  {
    turns: ['i make 115,000 a year, no debts, 200k down, rate 4.14, how much house can i afford in windsor'],
    expect: { entry: 'affordability', figures: [774671.42] },
  },
  {
    turns: ['household income 140k, car loan 300/month, 250k down from selling our condo, at 3.89 what can we buy'],
    expect: { entry: 'affordability', figures: [967845.74] },
  },
  {
    turns: [
      'commission sales guy, made 105k last year, 180k down, 4.2% and 30 yr amortization, whats my max purchase price',
    ],
    expect: { entry: 'affordability', figures: [755064.75] },
  },
  {
    turns: [
      'so my wife and i both work, me 92k her 68k, car payment 550 a month, we sold our place and have 150k to put down. rates around 3.89. how much could we get approved for',
    ],
    expect: { entry: ['affordability', 'approval-odds'] },
  },

  // ---- Computations: refinance equity ----------------------------------------------------------
  {
    turns: ['house worth 1,150,000 owe 610k how much can i take out'],
    expect: { entry: 'refinance', figures: [310000] },
  },
  {
    turns: ['home appraised at .95M, balance 402,500, how much equity can i pull to pay off 45k of debts'],
    expect: { entry: ['refinance', 'debt-consolidation'] },
  },
  {
    turns: ['want to pull equity for a reno, house is worth 780k and i owe 500k, how much could i get'],
    expect: { entry: 'refinance', figures: [124000] },
  },
  {
    turns: [
      'paid off most of my place in kingston, worth about 1.2 million, 355k left owing. max i can refinance to buy a second property?',
    ],
    expect: { entry: 'refinance', figures: [605000] },
  },
  {
    turns: [
      'getting divorced, house is worth 840k, we owe 390k together, how much can i borrow on a refinance to buy out my ex',
    ],
    expect: { entry: 'refinance', figures: [282000] },
  },

  // ---- Computations: penalties ------------------------------------------------------------------
  {
    turns: ['penalty to break a variable at 4.35 with 455k owing'],
    expect: { entry: 'breaking-penalty', figures: [4948.13] },
  },
  {
    turns: [
      'fixed at 5.29, 380k left, 26 months remaining, my lender 2 year rate is 4.09 now, whats the IRD if i break it',
    ],
    expect: { entry: 'breaking-penalty', figures: [9880] },
  },
  {
    turns: ['breaking my fixed 4.79 with 298,000 balance 14 months left, 3 months interest would be?'],
    expect: { entry: 'breaking-penalty', figures: [3568.55] },
  },
  {
    turns: [
      'big bank mortgage. posted rate was 6.49 when i signed, i got 4.99, balance 500k, 34 months to go, their posted 3 yr today is 5.54. estimate the penalty',
    ],
    expect: { entry: 'breaking-penalty', figures: [13458.33] },
  },

  // ---- Computations: switch savings -------------------------------------------------------------
  {
    turns: [
      'renewal offer 4.79 vs 4.19 at a different lender, balance 430k 21 years left, 5 year term. worth switching?',
    ],
    expect: { entry: 'switching', figures: [12141.72] },
  },
  {
    turns: [
      'my term matures in feb, 615k left with 19 yrs amortization. td wants 4.49 for 5 yr fixed, a broker lender has 3.89. how much do i save by moving',
    ],
    expect: { entry: 'switching', figures: [17097.78] },
  },

  // ---- Computations with two questions in one message -------------------------------------------
  {
    turns: ['whats the min down on a 610k house in kitchener and how much would cmhc be on that'],
    expect: { entry: ['down-payment', 'default-insurance'], figures: [36000] },
  },
  {
    turns: ['650k in waterloo not first time buyer, land transfer tax and also do i pay toronto tax there?'],
    expect: { entry: 'land-transfer-tax', figures: [9475], notFigures: [18950] },
  },
  {
    turns: ['stress test on 3.68 and what are the 5 year rates today'],
    expect: { entry: ['stress-test', 'rates'] },
  },
  {
    turns: ['house value 1.05M, mortgage 480k. how much can i refinance and can i use a heloc instead'],
    expect: { entry: ['refinance', 'heloc'] },
  },
  {
    turns: ['penalty on 3 months interest for 250k at 5.5 variable, and can i port it instead?'],
    expect: { entry: ['breaking-penalty', 'porting'] },
  },

  {
    turns: ['cmhc on 520k with 28k down, and is it added to the mortgage or paid up front'],
    expect: { entry: 'default-insurance', figures: [19680] },
  },
  {
    turns: [
      'house worth 900k owing 400k how much can i take out, and what would the payment be on a 720k mortgage at 4.09',
    ],
    expect: { entry: ['refinance', 'payment'] },
  },

  // ---- Follow-ups: one thing changed, or a related topic ----------------------------------------
  {
    turns: ['payment on a 640k mortgage at 3.94 25 yrs', 'what about 30 years'],
    expect: { entry: 'payment', figures: [3021.63], notFigures: [3345.75] },
  },
  {
    turns: ['750k house in ottawa 15% down, monthly payment?', 'and biweekly?'],
    expect: { entry: ['payment', 'payment-frequency'], figures: [1537.76] },
  },
  {
    turns: ['whats the min down on 850k in kitchener', 'how much cmhc on that'],
    expect: { entry: 'default-insurance', figures: [31600] },
  },
  {
    turns: ['land transfer tax on a 950k in toronto', 'im a first time buyer btw'],
    expect: { entry: 'land-transfer-tax', figures: [22475], notFigures: [30950] },
  },
  {
    turns: ['my house is worth 1.05M and I owe 480k how much equity can i get', 'what if it appraises at 980'],
    expect: { entry: 'refinance', figures: [304000], notFigures: [360000] },
  },
  {
    turns: [
      'penalty to break a variable 3.95 balance 362k',
      'what if it was fixed with 30 months left and the lenders 3 yr rate is 2.89 now',
    ],
    expect: { entry: 'breaking-penalty', figures: [9593], notFigures: [3574.75] },
  },
  {
    turns: ['stress test on 4.39', 'what about 3.1'],
    expect: { entry: 'stress-test', figures: [5.25], notFigures: [6.39] },
  },
  {
    turns: [
      'single, 140k salary, car loan 300 a month, 250k down, at 3.89 how much house',
      'and if my partner adds 55k a year',
    ],
    expect: { entry: 'affordability', figures: [1249857.46] },
  },
  {
    turns: ['500k mortgage at 4.5 payment?', 'and if rates go up 1%'],
    expect: { entry: 'payment', figures: [3051.96] },
  },
  {
    turns: ['closing costs on a 615k condo in barrie 10% down', 'what if it was in toronto instead'],
    expect: { entry: 'closing-costs', figures: [22172.68], notFigures: [13397.68] },
  },
  {
    turns: ['renewing 298k with 18 years left, they offered 4.54, what is my payment', 'and at 4.09?'],
    expect: { entry: ['payment', 'renewal'], figures: [1946.16] },
  },
  {
    turns: ['minimum down for 480k in windsor', 'what about 520k'],
    expect: { entry: 'down-payment', figures: [27000] },
  },
  {
    turns: ['cmhc on 700k with 50k down', 'what if i put 70k down'],
    expect: { entry: 'default-insurance', figures: [19530], notFigures: [26000] },
  },
  {
    turns: ['mortgage of 1,150,000 at 3.89 whats the payment', 'semi monthly?'],
    expect: { entry: ['payment', 'payment-frequency'], figures: [2988.03] },
  },
  {
    turns: ['ltt kingston 530k', 'first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [3075] },
  },
  {
    turns: [
      'switching at maturity, balance 510k 23 yrs left, renewal offer 4.69, another lender 4.14 for 5 years',
      'what if i only take a 3 year term',
    ],
    expect: { entry: 'switching', figures: [8116.99] },
  },
  {
    turns: [
      'fixed 5.09, 410k left, 30 months remaining, the lenders 3 yr rate today is 3.99, penalty?',
      'what about if only 8 months left',
    ],
    expect: { entry: 'breaking-penalty', figures: [5217.25], notFigures: [11275] },
  },
  {
    turns: [
      'commission income 105k, 180k down, 4.2 on 25 year, how much can i afford',
      'what about with a 30 year amortization',
    ],
    expect: { entry: 'affordability', figures: [755064.75] },
  },
  {
    turns: ['600 grand mortgage 25 yr 4.04 monthly', 'what if the rate is 4.54 instead'],
    expect: { entry: 'payment', figures: [3334.19] },
  },
  {
    turns: ['we owe .35M with 17 years left at 4.39 whats the monthly', 'and every two weeks'],
    expect: { entry: ['payment', 'payment-frequency'], figures: [1120.72] },
  },
  {
    turns: ['what is a heloc', 'can i use it for the down payment on a rental'],
    expect: { entry: ['heloc', 'rental-property'] },
  },
  {
    turns: ['how does porting a mortgage work', 'and if the new house costs more than the old one?'],
    expect: { entry: 'porting' },
  },
  {
    turns: [
      'my mom is 74 and wants money out of her paid off house in kingston without selling',
      'how much can she get',
    ],
    expect: { entry: 'reverse-mortgage' },
  },
  {
    turns: ['were separating and i want to keep the house', 'can i buy him out with a refinance'],
    expect: { entry: ['separation', 'refinance'] },
  },
  {
    turns: ['im self employed 2 years, can i get a mortgage', 'what documents will they ask for'],
    expect: { entry: ['documents', 'self-employed'] },
  },
  {
    turns: ['whats a second mortgage', 'is it the same thing as a heloc'],
    expect: { entry: ['heloc', 'second-mortgage'] },
  },
  {
    turns: ['my 5 yr fixed is up in april', 'can i switch lenders without paying a penalty'],
    expect: { entry: ['switching', 'renewal'] },
  },

  {
    turns: [
      '720k house in waterloo 20% down at 3.89, not our first home, whats the payment',
      'and the land transfer tax?',
    ],
    expect: { entry: 'land-transfer-tax', figures: [10875] },
  },
  {
    turns: ['renewing 455k at 4.39 with 20 years left, payment?', 'what if i stretch it back to 25 years'],
    expect: { entry: ['payment', 'renewal', 'amortization'], figures: [2490.55], notFigures: [2841.94] },
  },
  {
    turns: ['what is a reverse mortgage', 'would a heloc be better for a retired couple'],
    expect: { entry: ['heloc', 'reverse-mortgage'] },
  },

  // ---- Rates ----------------------------------------------------------------------------------
  {
    turns: ['best 5 yr fixed in ontario rn'],
    expect: { entry: 'rates', figures: [3.68, 3.89] },
  },
  {
    turns: ['variable rates alberta?'],
    expect: { entry: 'rates', figures: [3.91, 4.12], notFigures: [3.85] },
  },
  {
    turns: ['3 year fixed rate in bc'],
    expect: { entry: 'rates', figures: [3.97, 4.18] },
  },
  {
    turns: ['whats ur 1 yr fixed rate'],
    expect: { entry: 'rates', figures: [4.89] },
  },
  {
    turns: ['7 year fixed quebec'],
    expect: { entry: 'rates', figures: [4.37, 4.58] },
  },
  {
    turns: ['what are your rates in manitoba'],
    expect: { entry: 'rates', figures: [3.78, 3.99] },
  },
  {
    turns: ['lowest rate you have right now?'],
    expect: { entry: 'rates', figures: [3.68] },
  },
  {
    turns: ['my renewal is due, what are your 5 year variable rates today'],
    expect: { entry: ['rates', 'renewal'], figures: [3.85] },
  },
  {
    turns: ['nova scotia variable rate'],
    expect: { entry: 'rates', figures: [3.95, 4.16] },
  },
  {
    turns: ['rates for ottawa'],
    expect: { entry: 'rates', figures: [3.68], mentions: ['ontario'] },
  },
  {
    turns: ['do you have rates under 3.8'],
    expect: { entry: 'rates', figures: [3.68] },
  },
  {
    turns: ['what is the 5 year fixed for a conventional mortgage, 25% down'],
    expect: { entry: 'rates', figures: [3.89] },
  },
  {
    turns: ['should i lock in a fixed now or ride the variable, renewing in january'],
    expect: { entry: ['fixed-vs-variable', 'renewal', 'agent'] },
  },
  {
    turns: ['are rates going to drop next year'],
    expect: { entry: ['none', 'agent', 'fixed-vs-variable'] },
  },
  {
    turns: ['5 yr fixed rate', 'and in saskatchewan?'],
    expect: { entry: 'rates', figures: [3.78, 3.99] },
  },
  {
    turns: ['can i hold todays rate for my renewal 4 months from now'],
    expect: { entry: ['rate-hold', 'renewal'] },
  },

  // ---- Knowledge: owners and those further along ------------------------------------------------
  {
    turns: ['bank sent me a renewal letter and i just signed it?? is that normal or should i shop around first'],
    expect: { entry: ['renewal', 'switching'] },
  },
  {
    turns: ['how does a cash out refi work'],
    expect: { entry: 'refinance' },
  },
  {
    turns: ['i want to roll my credit cards and car loan into the mortgage, how does that work'],
    expect: { entry: ['debt-consolidation', 'refinance'] },
  },
  {
    turns: ['difference between a heloc and refinancing'],
    expect: { entry: ['heloc', 'refinance'] },
  },
  {
    turns: ['parents are 72, own the house free and clear, want cash without selling or making payments'],
    expect: { entry: 'reverse-mortgage' },
  },
  {
    turns: ['does rental income from the basement apartment count when qualifying for a duplex'],
    expect: { entry: ['rental-property', 'qualifying-income'] },
  },
  {
    turns: ['realtor here, most of my income is commission, how do lenders look at it'],
    expect: { entry: ['qualifying-income', 'self-employed'] },
  },
  {
    turns: ['had a consumer proposal 2 years ago, finished paying it, can i still get a mortgage'],
    expect: { entry: ['alternative-lenders', 'credit-score'] },
  },
  {
    turns: ['are private lenders worth it if the banks said no'],
    expect: { entry: 'alternative-lenders' },
  },
  {
    turns: ['going through a divorce, how do i buy out my spouse and keep the house'],
    expect: { entry: 'separation' },
  },
  {
    turns: ['selling in kitchener and buying in guelph can i take my mortgage and rate with me'],
    expect: { entry: 'porting' },
  },
  {
    turns: ['what is blend and extend'],
    expect: { entry: ['porting', 'refinance', 'breaking-penalty', 'renewal'] },
  },
  {
    turns: ['how much does it cost to break my mortgage early, its a fixed with a big bank'],
    expect: { entry: 'breaking-penalty' },
  },
  {
    turns: ['want to use the equity in my barrie house to buy a cottage up north'],
    expect: { entry: ['second-home', 'refinance', 'heloc'] },
  },
  {
    turns: ['my bank registered a collateral charge, does that make it harder to switch lenders at renewal'],
    expect: { entry: ['collateral-charge', 'switching'] },
  },
  {
    turns: ['can i put a 20k lump sum on my mortgage without penalty'],
    expect: { entry: 'prepayment' },
  },
  {
    turns: ['lost my job and missed 2 payments, what happens now, will they take the house'],
    expect: { entry: 'missed-payments' },
  },
  {
    turns: ['is the banks mortgage life insurance worth it or should i get term life'],
    expect: { entry: 'creditor-insurance' },
  },
  {
    turns: ['can my dad go on the mortgage to help me qualify'],
    expect: { entry: 'co-signer' },
  },
  {
    turns: ['bought our new house in ottawa, closes in march but ours doesnt sell till may, how do we cover the gap'],
    expect: { entry: 'bridge-financing' },
  },
  {
    turns: ['can i take over my parents mortgage when they move into a retirement home'],
    expect: { entry: 'assumable' },
  },
  {
    turns: ['we want to buy a 20 acre hobby farm with a house near kingston, is the mortgage different'],
    expect: { entry: 'rural-land' },
  },
  {
    turns: ['might sell next year, should my renewal be open or closed'],
    expect: { entry: ['open-vs-closed', 'renewal'] },
  },
  {
    turns: ['can i stretch my amortization back to 25 years at renewal to lower the payment'],
    expect: { entry: ['amortization', 'renewal'] },
  },
  {
    turns: ['what credit score do i need to refinance'],
    expect: { entry: ['credit-score', 'refinance'] },
  },
  {
    turns: ['my brother lives in dubai, can he buy a house in windsor'],
    expect: { entry: 'foreign-buyers' },
  },
  {
    turns: ['why would i use a broker for my renewal instead of just my bank'],
    expect: { entry: ['broker', 'renewal'] },
  },
  {
    turns: ['need a mortgage agent in the kitchener waterloo area'],
    expect: { entry: ['find-agent', 'agent'] },
  },
  {
    turns: ['appraisal on our barrie purchase came in 40k under what we offered'],
    expect: { entry: 'appraisal-gap' },
  },
  {
    turns: ['pre construction townhouse closing in 2027 in waterloo, when do i need the mortgage'],
    expect: { entry: 'new-build' },
  },
  {
    turns: ['does accelerated biweekly actually save much'],
    expect: { entry: 'payment-frequency' },
  },
  {
    turns: ['2 year or 5 year term at renewal this time, whats the difference'],
    expect: { entry: ['term', 'renewal'] },
  },
  {
    turns: ['used the hbp 12 years ago for my first condo, can i use it again now that im divorced'],
    expect: { entry: ['home-buyers-plan', 'first-time-buyer', 'separation'] },
  },
  {
    turns: [
      'ok so long story, we bought in 2021 at the top, rate was 1.89 and now its up for renewal in the spring and the payment is going to jump a lot, we have some credit card debt too from the reno, what are our options',
    ],
    expect: { entry: ['renewal', 'debt-consolidation', 'refinance', 'agent'] },
  },

  {
    turns: ['my credit took a hit during covid, can i still renew with my bank or do i need a private lender'],
    expect: { entry: ['renewal', 'alternative-lenders', 'credit-score'] },
  },

  // ---- French -----------------------------------------------------------------------------------
  {
    turns: ['quel est le versement mensuel pour 450 000 $ à 4,64 % sur 25 ans'],
    expect: { entry: 'payment', figures: [2525.77], lang: 'fr' },
  },
  {
    turns: ['mise de fonds minimale pour une maison de 610 000 $ à Ottawa'],
    expect: { entry: 'down-payment', figures: [36000], lang: 'fr' },
  },
  {
    turns: ['taux fixe 5 ans en ontario aujourd hui'],
    expect: { entry: 'rates', figures: [3.68], lang: 'fr' },
  },
  {
    turns: ["c'est quoi une marge de crédit hypothécaire"],
    expect: { entry: 'heloc', lang: 'fr' },
  },
  {
    turns: ['mon hypothèque arrive à échéance en mars, est-ce que je devrais changer de prêteur'],
    expect: { entry: ['switching', 'renewal'], lang: 'fr' },
  },
  {
    turns: ["quel est le taux d'admissibilité si mon taux est 4,64 %"],
    expect: { entry: 'stress-test', figures: [6.64], lang: 'fr' },
  },
  {
    turns: ['droits de mutation pour 700 000 $ à Toronto, premier achat'],
    expect: { entry: 'land-transfer-tax', figures: [12475], lang: 'fr' },
  },
  {
    turns: ['prêt hypothécaire inversé pour ma mère de 70 ans, comment ça marche'],
    expect: { entry: 'reverse-mortgage', lang: 'fr' },
  },
  {
    turns: ['pénalité pour rompre mon hypothèque à taux fixe 4,64 %, solde 250 000 $, il reste 18 mois'],
    expect: { entry: 'breaking-penalty', figures: [2900], lang: 'fr' },
  },
  {
    turns: ['je suis travailleur autonome, est-ce que je peux avoir une hypothèque'],
    expect: { entry: ['self-employed', 'qualifying-income'], lang: 'fr' },
  },
  {
    turns: ['ma maison vaut 800 000 et je dois 450 000, combien je peux refinancer'],
    expect: { entry: 'refinance', figures: [190000], lang: 'fr' },
  },
  {
    turns: ['assurance prêt hypothécaire sur 500 000 $ avec 25 000 $ de mise de fonds'],
    expect: { entry: 'default-insurance', figures: [19000], lang: 'fr' },
  },
  {
    turns: ['on se sépare, je veux racheter la part de mon ex dans la maison'],
    expect: { entry: ['separation', 'refinance'], lang: 'fr' },
  },

  // ---- Out of scope, advice, approval odds, legal, hand-over -----------------------------------
  {
    turns: ['how do i file my taxes this year'],
    expect: { entry: 'none' },
  },
  {
    turns: ['best car loan rate for a used truck'],
    expect: { entry: 'none' },
  },
  {
    turns: ['whats the weather in barrie this weekend'],
    expect: { entry: 'none' },
  },
  {
    turns: ['mortgage on a condo in florida for the winters'],
    expect: { entry: ['none', 'agent'] },
  },
  {
    turns: ['need a loan to buy equipment for my restaurant in windsor'],
    expect: { entry: ['none', 'agent'] },
  },
  {
    turns: ['can you get me financing for a timeshare in mexico'],
    expect: { entry: ['none', 'agent'] },
  },
  {
    turns: ['how much is my house worth in kingston'],
    expect: { entry: ['none', 'agent'] },
  },
  {
    turns: ['looking for an apartment to rent in ottawa, landlord wants a guarantor'],
    expect: { entry: 'none' },
  },
  {
    turns: ['cheapest home insurance quote for a detached in waterloo'],
    expect: { entry: 'none' },
  },
  {
    turns: ['self employed 2 yrs, credit score 590, 10% down on 500k, will i get approved'],
    expect: { entry: ['approval-odds', 'agent'] },
  },
  {
    turns: ['do i qualify for a refinance if i make 60k and have 30k in collections'],
    expect: { entry: ['approval-odds', 'agent', 'alternative-lenders'] },
  },
  {
    turns: ['should i break my mortgage now to get a lower rate or wait for renewal'],
    expect: { entry: ['agent', 'breaking-penalty', 'switching'] },
  },
  {
    turns: ['my ex wont sign the refinance papers, can i force a sale of the house'],
    expect: { entry: ['legal-advice', 'separation', 'agent'] },
  },
  {
    turns: ['do i need power of attorney to refinance my dads house for him'],
    expect: { entry: ['legal-advice', 'agent'] },
  },
  {
    turns: ['can someone call me about my renewal, its coming up in feb'],
    expect: { entry: ['talk-to-agent', 'agent'] },
  },
  {
    turns: ['is it smart to take a heloc and put it in the stock market'],
    expect: { entry: ['agent', 'none', 'heloc'] },
  },
  {
    turns: ['is now a good time to sell my house in barrie'],
    expect: { entry: ['none', 'agent'] },
  },
  {
    turns: ['need a mortgage for a 6 unit commercial plaza'],
    expect: { entry: ['none', 'agent'] },
  },
  {
    turns: ['whats your phone number and office hours'],
    expect: { entry: ['contact-us', 'talk-to-agent'] },
  },
  {
    turns: ['how do i become a mortgage agent with you guys'],
    expect: { entry: 'become-agent' },
  },
]
