/**
 * Held-out conversations s46c, written on 2026-11-28 by an independent writer: someone who never
 * read the engine's source (engine.ts, intents.ts, vocabulary.ts, the keyword lists…), never saw
 * the other held-out or diagnostic sets beyond held-out.ts's header and types, and never ran the
 * engine on any of these questions. What the writer read: shared/chat/README.md, the
 * `ConversationCase` format, evaluate.ts's `judgeConversation`, ./fixture.ts, shared/finance, the
 * knowledge base's entry ids and titles, and issue 29.
 *
 * Every expected figure was computed with shared/finance (a scratch script, deleted) on
 * EVALUATION_AS_OF with the rates of ./fixture.ts, using the README's assumptions where a question
 * leaves something out: a 25-year amortization, monthly payments, Ontario's lowest 5-year fixed of
 * the kind that fits the down payment (3.68 % insured under 20 % down, 3.89 % conventional from
 * 20 %), the default insurance premium added to the loan under 20 % down, the typical closing
 * fees, three months' interest for a penalty when no comparison rate is given.
 *
 * The emphasis: buyers and owners alike (renewal, refinance, HELOC, penalties, switching, rentals,
 * self-employed, credit trouble, separation, retirees), and follow-ups that change one number of
 * the previous question (rate, amortization, appraisal, months left, fixed or variable).
 *
 * Mix (196 conversations): 58 computations in one message (57 plus a HELOC room among the
 * owners), 31 follow-ups of 2–3 turns (26 change one number or fact of the computation before,
 * 5 lean on the topic just answered), 15 rates questions, 56 knowledge questions in visitors'
 * words (buyers and owners), 15 in French (computations, rates, knowledge, a person asked for),
 * 21 out of scope, advice, approval odds, legal, people asked for (agent, broker, us) and the
 * property tax.
 *
 * Run once, after the engine work of the day was merged; never tune on it.
 */

import type { ConversationCase } from './held-out'

export const S46C_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Computations: payments -------------------------------------------------------------
  {
    turns: ['whats the payment on 500k at 4.5 over 25 yrs'],
    expect: { entry: 'payment', figures: [2767.36] },
  },
  {
    turns: ['650k mortgage 3.89% 30 year amort biweekly payments how much'],
    expect: { entry: 'payment', figures: [1406.72] },
  },
  {
    turns: ['monthly payment on a 720,000 house if we put 20% down'],
    expect: { entry: 'payment', figures: [2995.63] },
  },
  {
    turns: ['buying a 450k townhouse with 5% down what would my monthly be roughly'],
    expect: { entry: 'payment', figures: [2262.2, 17100] },
  },
  {
    turns: ['weekly pmt on 380000 at 5.1 percent 20 years'],
    expect: { entry: 'payment', figures: [580.05] },
  },
  {
    turns: ['accelerated biweekly 425000 @ 4.24 25yr'],
    expect: { entry: 'payment', figures: [1145.61] },
  },
  {
    turns: [
      'hi so i still owe about 312k on the house, rate is 5.29 and theres 18 years left on the amortization, what should my monthly payment be',
    ],
    expect: { entry: 'payment', figures: [2232.85] },
  },
  {
    turns: ['1.2M house 300k down payment monthly at 4.09'],
    expect: { entry: 'payment', figures: [4778.19] },
  },
  {
    turns: ['semi monthly payment 275k 4.79% 25 years'],
    expect: { entry: 'payment', figures: [782.58] },
  },
  {
    turns: ['mortgage of $600,000 at 4% weekly payments?'],
    expect: { entry: 'payment', figures: [727.41] },
  },
  {
    turns: ['paymnt on 250 thousand at 6.5% 15 yr'],
    expect: { entry: 'payment', figures: [2165.92] },
  },
  {
    turns: ['need a ballpark monthly on an 820k mortgage at your conventional 5 year fixed'],
    expect: { entry: 'payment', figures: [4264.61] },
  },
  {
    turns: [
      'my gf and i are looking at condos around 390k and we only have the minimum down, what would the mortgage cost us a month',
    ],
    expect: { entry: 'payment', figures: [1960.58, 14820] },
  },
  {
    turns: ['renewal coming up, 410k balance 22 yrs left theyre offering 4.49, whats the new payment'],
    expect: { entry: ['payment', 'renewal'], figures: [2437.68] },
  },

  {
    turns: ['what would biweekly be on 335,000 at 4.65 amortized 25'],
    expect: { entry: 'payment', figures: [867.8] },
  },

  {
    turns: ['accelerated weekly on 450k at 3.99'],
    expect: { entry: 'payment', figures: [591.16] },
  },

  // ---- Computations: down payment ---------------------------------------------------------
  {
    turns: ['min down on 780k'],
    expect: { entry: 'down-payment', figures: [53000] },
  },
  {
    turns: ['is 60k enough for a 700k house'],
    expect: { entry: 'down-payment', figures: [45000] },
  },
  {
    turns: ['how much do i need down for a 1.6 million house in oakville'],
    expect: { entry: 'down-payment', figures: [320000] },
  },
  {
    turns: ['down payment for a 499,900 condo'],
    expect: { entry: 'down-payment', figures: [24995] },
  },
  {
    turns: ["i've got 35k saved up, what's the most expensive place that covers as a minimum down payment"],
    expect: { entry: ['down-payment', 'affordability'], figures: [600000] },
  },
  {
    turns: ['minimum downpayment 1,450,000'],
    expect: { entry: 'down-payment', figures: [120000] },
  },

  {
    turns: ['is 25k enough down on a 520k house'],
    expect: { entry: 'down-payment', figures: [27000] },
  },

  {
    turns: ['minimum down on 1,499,000'],
    expect: { entry: 'down-payment', figures: [124900] },
  },

  // ---- Computations: default insurance ----------------------------------------------------
  {
    turns: ['cmhc on 600k with 10% down'],
    expect: { entry: 'default-insurance', figures: [16740] },
  },
  {
    turns: ['how much is the mortgage insurance if i put 50k down on a 640k house'],
    expect: { entry: 'default-insurance', figures: [23600] },
  },
  {
    turns: ['cmhc premium 15 percent down 820k'],
    expect: { entry: 'default-insurance', figures: [19516] },
  },
  {
    turns: ['first time buyer, 30 yr amortization, 5% down on 480k, how much cmhc fee'],
    expect: { entry: 'default-insurance', figures: [19152] },
  },
  {
    turns: ['whats the insurance premium on a 500k place with 50k down'],
    expect: { entry: 'default-insurance', figures: [13950] },
  },

  {
    turns: ['cmhc on 1.3m with 10% down'],
    expect: { entry: 'default-insurance', figures: [36270] },
  },

  // ---- Computations: land transfer tax ----------------------------------------------------
  {
    turns: ['land transfer tax on 850k in toronto'],
    expect: { entry: 'land-transfer-tax', figures: [26950] },
  },
  {
    turns: ['ltt for 640k in ottawa, first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [5275] },
  },
  {
    turns: ['toronto first time buyer land transfer on 1.1m'],
    expect: { entry: 'land-transfer-tax', figures: [28475] },
  },
  {
    turns: ['how much land transfer tax in hamilton for 725,000'],
    expect: { entry: 'land-transfer-tax', figures: [10975], notFigures: [21950] },
  },
  {
    turns: ['ltt 499k mississauga'],
    expect: { entry: 'land-transfer-tax', figures: [6455], notFigures: [12910] },
  },
  {
    turns: ['first home, 368k in sudbury, do i pay any land transfer tax at all'],
    expect: { entry: ['land-transfer-tax', 'first-time-buyer'], figures: [3995] },
  },

  {
    turns: ['toronto condo 620k, not my first home, land transfer?'],
    expect: { entry: 'land-transfer-tax', figures: [17750] },
  },

  // ---- Computations: closing costs --------------------------------------------------------
  {
    turns: ['total closing costs buying 700k in toronto, 10% down, first time buyer'],
    expect: { entry: 'closing-costs', figures: [17287.4] },
  },
  {
    turns: ['roughly what will closing cost me on a 560k house in london ontario with 20 percent down'],
    expect: { entry: 'closing-costs', figures: [10925] },
  },

  {
    turns: ['closing costs on 850k toronto 20% down, not first time buyers'],
    expect: { entry: 'closing-costs', figures: [30200] },
  },

  // ---- Computations: stress test ----------------------------------------------------------
  {
    turns: ['what rate do i have to qualify at if my rate is 3.94'],
    expect: { entry: 'stress-test', figures: [5.94] },
  },
  {
    turns: ['stress test on 2.99'],
    expect: { entry: 'stress-test', figures: [5.25] },
  },
  {
    turns: ['qualifying rate for a 4.6 percent mortgage?'],
    expect: { entry: 'stress-test', figures: [6.6] },
  },

  {
    turns: ['offered 5.19 by my credit union, what do i get stress tested at'],
    expect: { entry: 'stress-test', figures: [7.19] },
  },

  {
    turns: ['qualify rate 3.25'],
    expect: { entry: 'stress-test', figures: [5.25] },
  },

  // ---- Computations: affordability --------------------------------------------------------
  {
    turns: ['we make 95k and 70k, have 80k down, car payment 600/mo, rate 4.2, how much house can we afford'],
    expect: { entry: 'affordability', figures: [867972.69] },
  },
  {
    turns: ['single income 120k no debts 150k down at 3.89 25 years how much can i borrow'],
    expect: { entry: 'affordability', figures: [600000] },
  },

  {
    turns: ['my income is 75k, debts are 400/month, i have 40k down, rate 4.5, what can i afford'],
    expect: { entry: 'affordability', figures: [390489.43] },
  },

  // ---- Computations: refinance equity -----------------------------------------------------
  {
    turns: ['house worth 900k owe 420k how much can i take out'],
    expect: { entry: ['refinance', 'heloc'], figures: [300000] },
  },
  {
    turns: ['appraised at 1.05m, mortgage balance 610k, how much equity can i pull with a refi'],
    expect: { entry: 'refinance', figures: [230000] },
  },
  {
    turns: [
      'retired, house paid down to 250k, worth maybe 675k, want to refinance to help my daughter with her down payment, how much could i get',
    ],
    expect: { entry: 'refinance', figures: [290000] },
  },

  {
    turns: [
      'i own a condo i rent out, worth 420k, owe 180k, how much could i refinance out for the down payment on another rental',
    ],
    expect: { entry: ['refinance', 'rental-property'], figures: [156000] },
  },

  // ---- Computations: prepayment penalties -------------------------------------------------
  {
    turns: ['variable mortgage 380k balance at 5.2%, whats the 3 months interest penalty'],
    expect: { entry: 'breaking-penalty', figures: [4940] },
  },
  {
    turns: [
      'fixed at 4.89, 290k left, 26 months left in the term, my lenders 2 year rate is 4.19 now, whats the penalty to break',
    ],
    expect: { entry: 'breaking-penalty', figures: [4398.33] },
  },
  {
    turns: ['penalty to break my mortgage 450k owing 3.2% fixed 30 months left'],
    expect: { entry: 'breaking-penalty', figures: [3600] },
  },
  {
    turns: [
      'we are selling because of a job move, 520k left at 5.59 fixed, 3 years left, the lenders 3 year rate today is 3.94, how bad is the IRD',
    ],
    expect: { entry: 'breaking-penalty', figures: [25740] },
  },

  // ---- Computations: switching ------------------------------------------------------------
  {
    turns: [
      'balance 400k 20 years left, my bank wants 4.79 at renewal, another lender offers 4.19 for 5 yr, how much would i save switching',
    ],
    expect: { entry: ['switching', 'renewal'], figures: [11229.47] },
  },

  // ---- Follow-ups: one number changed ----------------------------------------------------
  {
    turns: ['payment on 500k at 4.5% 25 years', 'what about 30 years'],
    expect: { entry: 'payment', figures: [2521.08], notFigures: [2767.36] },
  },
  {
    turns: ['payment on 500k at 4.5% 25 years', 'what about 30 years', 'and biweekly?'],
    expect: { entry: 'payment', figures: [1162.41] },
  },
  {
    turns: ['500k mortgage 4.5 25 yr', 'biweekly?'],
    expect: { entry: 'payment', figures: [1275.97] },
  },
  {
    turns: ['buying at 600k with 10% down, monthly payment?', 'how much cmhc on that'],
    expect: { entry: 'default-insurance', figures: [16740] },
  },
  {
    turns: ['cmhc on a 600k house with 10% down', 'and with 15% down?'],
    expect: { entry: 'default-insurance', figures: [14280], notFigures: [16740] },
  },
  {
    turns: ['480k at 4.1 over 25 years monthly', 'what if rates go up 1%'],
    expect: { entry: 'payment', figures: [2819.09] },
  },
  {
    turns: ['350k mortgage 4.8 fixed 25 yr payment', 'ok and if i take variable at 4.2 instead'],
    expect: { entry: ['payment', 'fixed-vs-variable'], figures: [1879.21] },
  },
  {
    turns: ['mortgage 600k 4% monthly payment', 'weekly?'],
    expect: { entry: 'payment', figures: [727.41] },
  },
  {
    turns: ['renewing 410k, 22 yrs left, offered 4.49, new monthly?', 'what if i shorten it to 15 years'],
    expect: { entry: ['payment', 'renewal', 'amortization'], figures: [3125.71] },
  },
  {
    turns: ['appraised 1.05m, balance 610k, how much can i refinance out', 'what if it only appraises at 950'],
    expect: { entry: 'refinance', figures: [150000], notFigures: [230000] },
  },
  {
    turns: ['worth 900k i owe 420k, how much equity can i take', 'and if i only owed 300k'],
    expect: { entry: ['refinance', 'heloc'], figures: [420000] },
  },
  {
    turns: [
      'fixed 4.89, 290k balance, 26 months left, lender 2yr rate now 4.19, penalty?',
      'what if i wait until theres only 12 months left',
    ],
    expect: { entry: 'breaking-penalty', figures: [3545.25], notFigures: [4398.33] },
  },
  {
    turns: ['penalty on 450k fixed at 3.2, 30 months left', 'what if my rate was 5.5'],
    expect: { entry: 'breaking-penalty', figures: [6187.5] },
  },
  {
    turns: ['variable 380k at 5.2 penalty to break', 'what if the balance was 420k'],
    expect: { entry: 'breaking-penalty', figures: [5460] },
  },
  {
    turns: ['land transfer tax 850k toronto', 'and if im a first time buyer?'],
    expect: { entry: 'land-transfer-tax', figures: [18475], notFigures: [26950] },
  },
  {
    turns: ['closing costs 700k toronto 10% down first time buyer', 'what if its in markham instead'],
    expect: { entry: 'closing-costs', figures: [11287.4] },
  },
  {
    turns: ['min down payment on 780k', 'what about 950k'],
    expect: { entry: 'down-payment', figures: [70000] },
  },
  {
    turns: ['how much down for 640k', 'and cmhc?'],
    expect: { entry: 'default-insurance', figures: [24040] },
  },
  {
    turns: ['stress test rate if i get 3.94', 'and 4.5'],
    expect: { entry: 'stress-test', figures: [6.5] },
  },
  {
    turns: ['whats the stress test', 'so what would it be at 4.14'],
    expect: { entry: 'stress-test', figures: [6.14] },
  },
  {
    turns: [
      'owe 400k, 20 yrs amortization left, renewal offer 4.79 vs 4.19 at a different lender, 5 year term, savings?',
      'what if the other lender goes down to 3.99',
    ],
    expect: { entry: ['switching', 'renewal'], figures: [14957.33] },
  },
  {
    turns: [
      'i make 120k, 150k down, no debts, rate 3.89, 25 yrs, how much house',
      'what if my wife adds her income, she makes 60k',
    ],
    expect: { entry: 'affordability', figures: [1045194.33] },
  },
  {
    turns: ['whats a heloc', 'how much can i borrow with one'],
    expect: { entry: ['heloc', 'refinance', 'loan-to-value'] },
  },
  {
    turns: ['what is the fhsa', 'how much can i put in per year'],
    expect: { entry: 'fhsa' },
  },
  {
    turns: ['how does renewing work', 'can i switch banks then without a penalty'],
    expect: { entry: ['switching', 'breaking-penalty', 'renewal'] },
  },
  {
    turns: ['tell me about reverse mortgages', 'do i have to pay it back monthly'],
    expect: { entry: 'reverse-mortgage' },
  },
  {
    turns: ['what happens if i miss a mortgage payment', 'how many before they take the house'],
    expect: { entry: 'missed-payments' },
  },

  {
    turns: ['ltt 725k hamilton', 'what if it was in toronto'],
    expect: { entry: 'land-transfer-tax', figures: [21950] },
  },
  {
    turns: ['cmhc on 480k with 5% down, 25 yr', 'and 30 years as a first time buyer'],
    expect: { entry: 'default-insurance', figures: [19152], notFigures: [18240] },
  },
  {
    turns: ['house worth 675k, owe 250k, how much can i refinance out', 'what if the appraisal comes in at 640'],
    expect: { entry: 'refinance', figures: [262000], notFigures: [290000] },
  },
  {
    turns: [
      'penalty on a variable, 300k at 5%',
      "and if it were fixed with 20 months left and the lender's 2 year at 3.5 now",
    ],
    expect: { entry: 'breaking-penalty', figures: [7500] },
  },

  // ---- Rates ------------------------------------------------------------------------------
  {
    turns: ['best 5 year fixed rn?'],
    expect: { entry: 'rates', figures: [3.68], mentions: ['ontario'] },
  },
  {
    turns: ['variable rates today'],
    expect: { entry: 'rates', figures: [3.85] },
  },
  {
    turns: ['3yr fixed rate in alberta'],
    expect: { entry: 'rates', figures: [4.0], notFigures: [3.94] },
  },
  {
    turns: ['what are ur rates in bc for 5 years'],
    expect: { entry: 'rates', figures: [3.71], notFigures: [3.68] },
  },
  {
    turns: ['whats your rate for a 1 year term'],
    expect: { entry: 'rates', figures: [4.89] },
  },
  {
    turns: ['7 year fixed?'],
    expect: { entry: 'rates', figures: [4.29] },
  },
  {
    turns: ['rates in quebec please'],
    expect: { entry: 'rates', figures: [3.76], notFigures: [3.68] },
  },
  {
    turns: ['5 yr fixed rate if i have 20% down'],
    expect: { entry: 'rates', figures: [3.89] },
  },
  {
    turns: ['manitoba variable rate'],
    expect: { entry: 'rates', figures: [3.95], notFigures: [3.85] },
  },
  {
    turns: ['lowest mortgage rate you guys have'],
    expect: { entry: 'rates', figures: [3.68] },
  },
  {
    turns: ['what are todays mortgage rates in ontario'],
    expect: { entry: 'rates', figures: [3.68, 3.89] },
  },
  {
    turns: ['hey whats the 3 year fixed going for these days'],
    expect: { entry: 'rates', figures: [3.94] },
  },
  {
    turns: ['should i lock in now or wait for rates to drop'],
    expect: { entry: ['fixed-vs-variable', 'rate-hold', 'agent'] },
  },
  {
    turns: ['are rates going to go down next year do you think'],
    expect: { entry: ['rates', 'agent', 'none'] },
  },
  {
    turns: ['how long can you hold a rate for me while i shop'],
    expect: { entry: ['rate-hold', 'pre-approval'] },
  },

  // ---- Knowledge, in visitors' words ------------------------------------------------------
  {
    turns: ['what do i need to get preapproved'],
    expect: { entry: ['pre-approval', 'documents'] },
  },
  {
    turns: ['can i pay extra on my mortgage without getting charged'],
    expect: { entry: ['prepayment', 'breaking-penalty'] },
  },
  {
    turns: ['my parents want to give me 40k for the down payment, does the bank care'],
    expect: { entry: 'gifted-down-payment' },
  },
  {
    turns: ['fixed or variable which is better'],
    expect: { entry: 'fixed-vs-variable' },
  },
  {
    turns: ['diff between term and amortization?'],
    expect: { entry: ['term', 'amortization'] },
  },
  {
    turns: ['whats an open mortgage'],
    expect: { entry: 'open-vs-closed' },
  },
  {
    turns: ['my mortgage is up for renewal in 4 months, what should i be doing'],
    expect: { entry: 'renewal' },
  },
  {
    turns: ['can i roll my credit cards and car loan into my mortgage'],
    expect: { entry: ['debt-consolidation', 'refinance'] },
  },
  {
    turns: ['is there free money for first time buyers in ontario'],
    expect: { entry: ['first-time-buyer', 'fhsa', 'home-buyers-plan'] },
  },
  {
    turns: ['can i use my rrsp for a down payment'],
    expect: { entry: 'home-buyers-plan' },
  },
  {
    turns: ['do i need a broker or should i just go to my bank, do you charge'],
    expect: { entry: 'broker' },
  },
  {
    turns: ['my credit score is like 610 does that matter'],
    expect: { entry: ['credit-score', 'alternative-lenders', 'approval-odds'] },
  },
  {
    turns: ['i had a consumer proposal 2 years ago, can i still get a mortgage'],
    expect: { entry: ['alternative-lenders', 'credit-score', 'approval-odds'] },
  },
  {
    turns: ['im self employed, only been 1 year, my tax returns show low income cause of write offs'],
    expect: { entry: ['self-employed', 'qualifying-income'] },
  },
  {
    turns: ['what documents do you need from me'],
    expect: { entry: 'documents' },
  },
  {
    turns: ['just moved to canada on a work permit 6 months ago can i buy'],
    expect: { entry: ['newcomers', 'foreign-buyers'] },
  },
  {
    turns: ['buying a second property to rent out, how much down do i need for a rental'],
    expect: { entry: ['rental-property', 'down-payment'] },
  },
  {
    turns: ['anything special about getting a mortgage for a condo? the fees are like 700 a month'],
    expect: { entry: 'condo' },
  },
  {
    turns: ['want to redo the kitchen and basement, how do people usually finance that'],
    expect: { entry: ['renovation-financing', 'heloc', 'refinance'] },
  },
  {
    turns: ['we bought our new place but havent sold the old one yet, closing dates dont line up'],
    expect: { entry: 'bridge-financing' },
  },
  {
    turns: ['can i take my mortgage with me if i move'],
    expect: { entry: 'porting' },
  },
  {
    turns: ['is mortgage life insurance from the bank worth it'],
    expect: { entry: ['creditor-insurance', 'agent'] },
  },
  {
    turns: ['my dad can cosign for me right?'],
    expect: { entry: 'co-signer' },
  },
  {
    turns: ['going through a divorce and want to keep the house, how do i buy out my ex'],
    expect: { entry: 'separation' },
  },
  {
    turns: ['what does collateral charge mean, my bank did that'],
    expect: { entry: 'collateral-charge' },
  },
  {
    turns: ['looking at a hobby farm with 20 acres and a well, harder to finance?'],
    expect: { entry: 'rural-land' },
  },
  {
    turns: ['appraisal came back 30k under what we offered, now what'],
    expect: { entry: 'appraisal-gap' },
  },
  {
    turns: ['can i skip a payment in december, money is tight after christmas'],
    expect: { entry: ['skip-payment', 'missed-payments'] },
  },
  {
    turns: ['should our offer be conditional on financing'],
    expect: { entry: 'offer-conditions' },
  },
  {
    turns: ['buying preconstruction, closing in 2028, how does the mortgage work on that'],
    expect: { entry: 'new-build' },
  },
  {
    turns: ['get a second mortgage behind my first one, is that a thing'],
    expect: { entry: 'second-mortgage' },
  },
  {
    turns: ['does my overtime and bonus count for qualifying'],
    expect: { entry: 'qualifying-income' },
  },

  // ---- French -----------------------------------------------------------------------------
  {
    turns: ['combien pour un paiement sur 400 000 $ à 4,5 % sur 25 ans'],
    expect: { entry: 'payment', figures: [2213.89], lang: 'fr' },
  },
  {
    turns: ["c'est quoi l'assurance hypothécaire de la SCHL"],
    expect: { entry: 'default-insurance', lang: 'fr' },
  },
  {
    turns: ['mise de fonds minimum pour une maison de 650 000'],
    expect: { entry: 'down-payment', figures: [40000], lang: 'fr' },
  },
  {
    turns: ['droits de cession immobilière à toronto pour 900 000 $'],
    expect: { entry: 'land-transfer-tax', figures: [28950], lang: 'fr' },
  },
  {
    turns: ['quels sont vos taux fixes 5 ans'],
    expect: { entry: 'rates', figures: [3.68], lang: 'fr' },
  },
  {
    turns: ['je suis travailleur autonome depuis 3 ans, est-ce que je peux avoir une hypothèque'],
    expect: { entry: 'self-employed', lang: 'fr' },
  },
  {
    turns: ['mon hypothèque arrive à échéance le mois prochain, je dois faire quoi pour le renouvellement'],
    expect: { entry: 'renewal', lang: 'fr' },
  },
  {
    turns: ['pénalité pour casser mon hypothèque à taux variable, solde 300 000 à 5 %'],
    expect: { entry: 'breaking-penalty', figures: [3750], lang: 'fr' },
  },
  {
    turns: ["c'est quoi le CELIAPP"],
    expect: { entry: 'fhsa', lang: 'fr' },
  },
  {
    turns: ['on se sépare, comment je peux racheter la part de mon ex dans la maison'],
    expect: { entry: 'separation', lang: 'fr' },
  },
  {
    turns: ['paiement sur 500 000 à 4 % 25 ans', 'et sur 30 ans?'],
    expect: { entry: 'payment', figures: [2377.59], lang: 'fr' },
  },
  {
    turns: ['prime SCHL sur 500 000 avec 50 000 de mise de fonds'],
    expect: { entry: 'default-insurance', figures: [13950], lang: 'fr' },
  },

  {
    turns: ['je veux parler à un conseiller hypothécaire svp'],
    expect: { entry: ['talk-to-agent', 'contact-us', 'agent'], lang: 'fr' },
  },
  {
    turns: ['taux variable 5 ans en ontario?'],
    expect: { entry: 'rates', figures: [3.85], lang: 'fr' },
  },
  {
    turns: ['test de résistance pour un taux de 4,29 %'],
    expect: { entry: 'stress-test', figures: [6.29], lang: 'fr' },
  },

  // ---- Out of scope, advice, approval odds, legal, people ---------------------------------
  {
    turns: ['whats the weather going to be like in toronto this weekend'],
    expect: { entry: 'none' },
  },
  {
    turns: ['can u help me get a car loan'],
    expect: { entry: 'none' },
  },
  {
    turns: ['best credit card for travel points?'],
    expect: { entry: 'none' },
  },
  {
    turns: ['im renting and my landlord wont fix the heat what are my rights'],
    expect: { entry: ['none', 'agent', 'legal-advice'] },
  },
  {
    turns: ['will i get approved with a 580 credit score and 40k income'],
    expect: { entry: ['approval-odds', 'agent', 'alternative-lenders'] },
  },
  {
    turns: ['should i sell my house now or wait till spring when the market picks up'],
    expect: { entry: ['none', 'agent'] },
  },
  {
    turns: ['the seller hid water damage, my lawyer is useless, can i sue them'],
    expect: { entry: ['legal-advice', 'agent'] },
  },
  {
    turns: ['need a commercial mortgage for the building my restaurant is in'],
    expect: { entry: ['none', 'agent'] },
  },
  {
    turns: ['can you finance a timeshare'],
    expect: { entry: ['none', 'agent'] },
  },
  {
    turns: ['looking to buy a condo in miami, mortgage options?'],
    expect: { entry: ['none', 'agent', 'foreign-buyers'] },
  },
  {
    turns: ['how much is home insurance usually for a detached house'],
    expect: { entry: ['none', 'agent'] },
  },
  {
    turns: ['can i get a loan for a boat'],
    expect: { entry: 'none' },
  },
  {
    turns: ['so ive got 30k sitting in savings, should i throw it at the mortgage or pay off my student loan first'],
    expect: { entry: ['agent', 'prepayment', 'none'] },
  },
  {
    turns: ['i want to talk to an actual person please'],
    expect: { entry: ['talk-to-agent', 'contact-us', 'agent'] },
  },
  {
    turns: ['how do i become a mortgage agent with your company'],
    expect: { entry: 'become-agent' },
  },
  {
    turns: ['is there an agent near barrie i can meet'],
    expect: { entry: ['find-agent', 'agent'] },
  },
  {
    turns: ['property taxes in vaughan, do they go through my mortgage payment'],
    expect: { entry: 'property-tax' },
  },

  {
    turns: ['how do i file my taxes online'],
    expect: { entry: 'none' },
  },
  {
    turns: ['banana bread recipe lol'],
    expect: { entry: 'none' },
  },
  {
    turns: ['can you lend me 5k till payday'],
    expect: { entry: 'none' },
  },
  {
    turns: ["my neighbour's tree fell on my garage, who pays for it"],
    expect: { entry: ['none', 'agent'] },
  },

  // ---- More owners: rentals, HELOC, retirees, credit trouble, switching ------------------
  {
    turns: ['whats the difference between a heloc and refinancing'],
    expect: { entry: ['heloc', 'refinance'] },
  },
  {
    turns: ['we are 72 and 68, house is paid off, want some cash without selling, options?'],
    expect: { entry: ['reverse-mortgage', 'heloc'] },
  },
  {
    turns: [
      'my bank sent a renewal letter and the rate seems high, is it a hassle to move my mortgage to another lender at maturity',
    ],
    expect: { entry: ['switching', 'renewal'] },
  },
  {
    turns: ['can rental income from my basement apartment help me qualify'],
    expect: { entry: ['rental-property', 'qualifying-income'] },
  },
  {
    turns: ['i fell behind 2 payments and got a letter from the lender, scared'],
    expect: { entry: ['missed-payments', 'agent'] },
  },
  {
    turns: ['my sister wants to take over my mortgage when she buys my house, can she'],
    expect: { entry: 'assumable' },
  },
  {
    turns: ['what does loan to value mean'],
    expect: { entry: 'loan-to-value' },
  },
  {
    turns: ['the bank offered me 2% cash back if i sign, whats the catch'],
    expect: { entry: 'cash-back' },
  },
  {
    turns: ['what happens on closing day, when do i pay the deposit'],
    expect: { entry: 'closing-day' },
  },
  {
    turns: ['buying a cottage up north as a second home, can i do 5% down'],
    expect: { entry: ['second-home', 'down-payment'] },
  },
  {
    turns: ['rent to own, is it legit?'],
    expect: { entry: 'rent-to-own' },
  },
  {
    turns: ['how long should my amortization be, 25 or 30'],
    expect: { entry: ['amortization', 'agent'] },
  },
  {
    turns: ['monthly vs biweekly payments which saves more'],
    expect: { entry: ['payment-frequency', 'payment'] },
  },
  {
    turns: ['what is the stress test and does it apply when i renew'],
    expect: { entry: ['stress-test', 'renewal', 'switching'] },
  },
  {
    turns: ['does a non resident pay extra tax buying in ontario'],
    expect: { entry: ['foreign-buyers', 'land-transfer-tax'] },
  },
  {
    turns: ['how do i contact you guys, phone number?'],
    expect: { entry: ['contact-us', 'talk-to-agent', 'agent'] },
  },
  {
    turns: ['do i need a lawyer to close, and what do they charge'],
    expect: { entry: ['closing-costs', 'closing-day', 'legal-advice'] },
  },
  {
    turns: [
      'ok long story, we bought in 2021 at the peak, variable rate, payments went way up, were ok now but wondering if we should lock into a fixed, what are the pros and cons',
    ],
    expect: { entry: ['fixed-vs-variable', 'agent'] },
  },
  {
    turns: [
      'my husband and i split last year, i kept the house, mortgage is in both names still, how do i get him off it',
    ],
    expect: { entry: ['separation', 'refinance'] },
  },
  {
    turns: ['self employed contractor, 2 yrs of t1 generals, 85k net, how much could i get approved for'],
    expect: { entry: ['self-employed', 'affordability', 'approval-odds'] },
  },
  {
    turns: ['rental property 20% down, can i use a heloc on my house for the down payment'],
    expect: { entry: ['rental-property', 'heloc'] },
  },
  {
    turns: ['what are my options if the bank wont renew me because of bad credit'],
    expect: { entry: ['alternative-lenders', 'renewal', 'switching'] },
  },
  {
    turns: ['house worth 800k, owe 350k on the mortgage, how much heloc room could i get'],
    expect: { entry: ['heloc', 'refinance', 'loan-to-value'], figures: [290000] },
  },
  {
    turns: ['tell me about first time home buyer tax credit and rebates'],
    expect: { entry: ['first-time-buyer', 'land-transfer-tax'] },
  },
  {
    turns: ['pay my mortgage off faster tips'],
    expect: { entry: ['prepayment', 'payment-frequency', 'amortization'] },
  },
]
