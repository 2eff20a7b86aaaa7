/**
 * Held-out conversations s47a, written on 2026-11-28 by an independent writer for issue 29
 * item 7. The writer never read the engine's source (engine, intents, vocabulary, keywords,
 * slots, speller, extract), never read the other sets' contents and never ran the engine on
 * these messages: the labels come from the knowledge base's entry ids and titles, the README's
 * documented assumptions (a 25-year amortization, Ontario by default, the province's lowest
 * 5-year fixed rate of the kind the down payment fits: insured under 20 % or unknown,
 * conventional from 20 %) and the rates and day of ./fixture.ts. Every expected figure was
 * computed with shared/finance (mortgagePayment, insurancePremium, minimumDownPayment,
 * landTransferTax, closingCosts with its typical fees, qualifyingRate, affordability,
 * refinanceEquity, prepaymentPenalty, switchSavings) on EVALUATION_AS_OF, by a scratch script
 * deleted afterwards.
 *
 * The emphasis: visitors who are not sure what to ask (vague or indirect questions, a personal
 * situation mixed with a number), first-time buyers in Toronto, Ottawa, Hamilton, London and
 * Sudbury, newcomers, co-signers and gifts, condo fees and property tax in affordability, short
 * messages of two to five words, and follow-ups that change one thing. Labels are conservative:
 * when a reasonable person would accept two entries, both are listed. Run once, after the day's
 * engine work is merged; never tune on it.
 */

import type { ConversationCase } from './held-out'

export const S47A_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Payments ----------------------------------------------------------------------------
  {
    turns: ['whats the payment on a 520k mortgage at 4.29 over 25 yrs'],
    expect: { entry: 'payment', figures: [2817.67] },
  },
  {
    // 10 % down: the 3.10 % premium is added to the loan (603,135), bi-weekly (not accelerated).
    turns: ['650k house 10% down, payment biweekly at 3.99?'],
    expect: { entry: 'payment', figures: [1461.48] },
  },
  { turns: ['monthly payment 400000 mortgage 30 years 4.5%'], expect: { entry: 'payment', figures: [2016.86] } },
  {
    // No rate: 20 % down takes the conventional 5-year fixed (3.89).
    turns: ["$1,200,000 home 20% down what's my monthly"],
    expect: { entry: 'payment', figures: [4992.71], mentions: ['3.89'] },
  },
  {
    // 5 % down, no rate: premium 18,240 on 456,000, insured 5-year fixed 3.68.
    turns: ['how much a month for a 480k condo with 5% down'],
    expect: { entry: 'payment', figures: [2413.02], mentions: ['3.68'] },
  },
  { turns: ['weekly payments on 350k at 5.25 percent'], expect: { entry: 'payment', figures: [480.52] } },
  { turns: ['accelerated bi weekly 700k mortgage 3.89 25yr'], expect: { entry: 'payment', figures: [1820.26] } },
  {
    // 90k down on 899k: 10.01 % down, premium 3.10 % of 809,000 = 25,079; insured 3.68.
    turns: ['we r looking at 899,000 in hamilton putting 90k down what would payments be'],
    expect: { entry: 'payment', figures: [4243.94] },
  },
  {
    turns: ['payment on 1.1M with 220k down at 4.14 semi monthly'],
    expect: { entry: 'payment', figures: [2346] },
  },
  {
    // Exactly 5 % down: premium 4 % of 365,750 = 14,630.
    turns: ['sudbury house 385k, 19,250 down, payments?'],
    expect: { entry: 'payment', figures: [1935.44] },
  },
  { turns: ['what does 600 thousand at 4 percent cost per month'], expect: { entry: 'payment', figures: [3156.12] } },
  {
    // 60k down on 575k: 10.43 %, premium 3.10 % of 515,000 = 15,965; insured 3.68.
    turns: ['ottawa townhouse 575k, we have 60k saved for down, how much would the mortgage cost us a month'],
    expect: { entry: 'payment', figures: [2701.64] },
  },
  {
    // A balance, the offered rate and the years left: the renewal's payment.
    turns: ['balance 412k renewing at 4.09 with 18 years left whats the new payment'],
    expect: { entry: ['payment', 'renewal'], figures: [2690.66] },
  },
  {
    turns: ['still owe 300k, 20 yrs left, they offered me 4.79, what will i pay monthly'],
    expect: { entry: ['payment', 'renewal'], figures: [1937.51] },
  },
  {
    // 40k down on 520k (7.7 %): premium 4 % of 480,000 = 19,200, at the rate given.
    turns: ['first time buyer in london ont, 520k semi, 40k down, my bank quoted 4.05, whats that per month incl cmhc'],
    expect: { entry: 'payment', figures: [2639.44] },
  },
  {
    // Gift plus savings: 65k down on 520k (12.5 %), premium 3.10 % of 455,000 = 14,105.
    turns: ['parents giving us 40k and we saved 25k, house is 520k, what would the monthly be'],
    expect: { entry: 'payment', figures: [2386.89] },
  },
  {
    turns: [
      'ok so me and my gf have been renting forever in ottawa and rent is 2400 which is insane, we finally want to stop throwing money away. if we bought something around 400k with like 20k down what would a mortgage payment look like',
    ],
    // 5 % down: premium 4 % of 380,000 = 15,200; insured 3.68.
    expect: { entry: 'payment', figures: [2010.85] },
  },

  // ---- Minimum down payment, is it enough --------------------------------------------------
  { turns: ['min down for 799k'], expect: { entry: 'down-payment', figures: [54900] } },
  {
    turns: ['is 5% down enough on a 650k townhouse'],
    expect: { entry: 'down-payment', figures: [40000] },
  },
  {
    turns: ['is 50k enough for a 725k house in london'],
    expect: { entry: 'down-payment', figures: [47500] },
  },
  {
    turns: ['how much do i need down for 1.6 million'],
    expect: { entry: 'down-payment', figures: [320000] },
  },
  { turns: ['down payment needed 450k condo'], expect: { entry: 'down-payment', figures: [22500] } },
  {
    turns: ['do i have enough with 100k down for 1.2m detached'],
    expect: { entry: 'down-payment', figures: [95000] },
  },
  { turns: ['minimum down 1,499,000'], expect: { entry: 'down-payment', figures: [124900] } },
  {
    turns: ['we saved 38k, first house in sudbury around 600k, is that enough to put down'],
    expect: { entry: 'down-payment', figures: [35000] },
  },
  {
    // The down payment's parts add up to 65k; the minimum on 520k is 27,000.
    turns: ['buying 520k in hamilton with 25k saved plus a 40k gift from my parents, enough down?'],
    expect: { entry: 'down-payment', figures: [27000] },
  },

  // ---- Default insurance (CMHC) ------------------------------------------------------------
  {
    // 5 % of 600k is below the 35,000 minimum: not insurable, the minimum should be said.
    turns: ['cmhc 5% down 600k'],
    expect: { entry: ['default-insurance', 'down-payment'], figures: [35000] },
  },
  {
    turns: ['how much is cmhc insurance on a 520k with 52k down'],
    expect: { entry: 'default-insurance', figures: [14508] },
  },
  {
    turns: ['cmhc premium 15 percent down on 800k'],
    expect: { entry: 'default-insurance', figures: [19040] },
  },
  {
    turns: ['default insurance if i put 100k on a 640k place'],
    expect: { entry: 'default-insurance', figures: [15120] },
  },
  {
    // Since 2024-12-15 a 1.3M home can be insured with 10 % down (minimum 105,000).
    turns: ['cmhc on 1.3M with 10% down'],
    expect: { entry: 'default-insurance', figures: [36270] },
  },
  {
    turns: ['do i still pay cmhc if i put 25% down'],
    expect: { entry: 'default-insurance' },
  },

  // ---- Land transfer tax -------------------------------------------------------------------
  {
    turns: ['land transfer tax on 850k in toronto first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [18475] },
  },
  {
    // Ottawa: Ontario's tax only; Toronto's would double it.
    turns: ['ltt 700k ottawa'],
    expect: { entry: 'land-transfer-tax', figures: [10475], notFigures: [20950] },
  },
  {
    turns: ['how much is land transfer for a 1.1m house in mississauga'],
    expect: { entry: 'land-transfer-tax', figures: [18475], notFigures: [36950] },
  },
  {
    turns: ['toronto condo 640k land transfer tax'],
    expect: { entry: 'land-transfer-tax', figures: [18550] },
  },
  {
    turns: ['first time buyer hamilton 499k land transfer'],
    expect: { entry: 'land-transfer-tax', figures: [2455] },
  },
  {
    turns: ['ltt on 2.4 million toronto'],
    expect: { entry: 'land-transfer-tax', figures: [92950] },
  },
  {
    // 380k, Ontario's tax 4,175 less the 4,000 refund.
    turns: ['land tax for a 380k house in sudbury, im a first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [175] },
  },
  {
    turns: ['ltt 1m first time'],
    expect: { entry: 'land-transfer-tax', figures: [12475], notFigures: [24475] },
  },
  {
    turns: ['first place, a 525k condo downtown toronto, what do i pay in land transfer after the rebates'],
    expect: { entry: 'land-transfer-tax', figures: [5475] },
  },

  // ---- Closing costs -----------------------------------------------------------------------
  {
    // Taxes 14,475 after both refunds, no premium at 20 % down, typical fees 3,250.
    turns: ['closing costs on 750k toronto 20% down first time buyer'],
    expect: { entry: 'closing-costs', figures: [17725] },
  },
  {
    // Ontario tax 7,475 + PST 1,227.60 on the premium + fees 3,250.
    turns: ['total closing costs for a 550k house in london with 10% down'],
    expect: { entry: 'closing-costs', figures: [11952.6] },
  },
  {
    turns: ['what will closing cost me roughly, 900k in toronto, 180k down, not my first home'],
    expect: { entry: 'closing-costs', figures: [32200] },
  },
  {
    turns: ['620k in ottawa, 40k down, first time buyers, how much cash do we need on top for closing costs'],
    expect: { entry: 'closing-costs', figures: [9981] },
  },
  {
    turns: ['600k condo in toronto 35k down first time buyer closing costs?'],
    expect: { entry: 'closing-costs', figures: [13533] },
  },

  // ---- Stress test ---------------------------------------------------------------------------
  { turns: ['stress test rate if my rate is 3.89'], expect: { entry: 'stress-test', figures: [5.89] } },
  {
    turns: ['qualifying rate for 2.99'],
    expect: { entry: 'stress-test', figures: [5.25] },
  },
  { turns: ['what rate do i have to qualify at, offered 4.6'], expect: { entry: 'stress-test', figures: [6.6] } },
  { turns: ['what am i stress tested at if i get 3.29'], expect: { entry: 'stress-test', figures: [5.29] } },

  // ---- Affordability -------------------------------------------------------------------------
  {
    // Condo fees and property tax in the ratios; 20 % down or more, so nothing caps the price.
    turns: [
      'income 120k, condo fees 450, property tax 4800/yr, car 300 a month, 150k down at 3.89, how much condo can i buy',
    ],
    expect: { entry: 'affordability', figures: [601858.66, 667146.6] },
  },
  {
    turns: ['make 88k a year, have 200k down, rate 4.5, whats my budget'],
    expect: { entry: 'affordability', figures: [623988.19, 626977.96] },
  },
  {
    turns: ['we make 140k together, 200k down, 3.89, condo fees 600 and taxes 3k a year, what price can we look at'],
    expect: { entry: 'affordability', figures: [754407.5, 831629.44] },
  },
  {
    turns: ['i make 95k, wife 70k, car payment 600/month, 100k down, rates 4.2, how much house'],
    expect: { entry: 'affordability' },
  },
  { turns: ['we make 140k together what can we do'], expect: { entry: 'affordability' } },
  {
    turns: ['how much house can i afford on 85k salary with 60k down'],
    expect: { entry: 'affordability' },
  },
  {
    turns: ['single, 72k a year, 10k on credit cards, 40k saved. what price range am i looking at in london?'],
    expect: { entry: 'affordability' },
  },
  {
    turns: ['household income 210k, 250k down, 4.19, 30 yr amort, max price?'],
    expect: { entry: 'affordability' },
  },

  // ---- Refinance equity ----------------------------------------------------------------------
  {
    turns: ['house worth 900k i owe 550k how much can i pull out'],
    expect: { entry: 'refinance', figures: [170000] },
  },
  { turns: ['refi equity 1.25m home 610k mortgage'], expect: { entry: 'refinance', figures: [390000] } },
  {
    turns: ['can i take 100k out, home is 600k balance 420k'],
    expect: { entry: 'refinance', figures: [60000] },
  },
  {
    turns: ['appraised at 780k, owe 300k, how much cash out at 80%'],
    expect: { entry: 'refinance', figures: [324000] },
  },

  // ---- Penalty and switching -----------------------------------------------------------------
  {
    turns: ['penalty to break variable mortgage 450k balance at 4.35'],
    expect: { entry: 'breaking-penalty', figures: [4893.75] },
  },
  {
    // IRD at the published comparison rate: 380,000 × 1.25 % × 30 / 12 = 11,875.
    turns: ['fixed at 5.19, 380k left, 30 months left in term, current 3 year rate is 3.94, penalty?'],
    expect: { entry: 'breaking-penalty', figures: [11875] },
  },
  {
    turns: ['3 months interest on 612k at 4.79'],
    expect: { entry: 'breaking-penalty', figures: [7328.7] },
  },
  {
    // Three months' interest (3,311.38) beats the IRD (2,950).
    turns: ["selling, need to break my mortgage. owe 295k fixed 4.49, 2 yrs left, lender's 2 year rate today is 3.99"],
    expect: { entry: 'breaking-penalty', figures: [3311.38] },
  },
  {
    turns: [
      'renewal offer 4.79 vs 4.19 at a different lender, 480k left 22 years amortization, 5 yr term how much do i save',
    ],
    expect: { entry: 'switching', figures: [13623.32] },
  },
  {
    turns: ['worth switching at renewal? 350k balance 20 yrs left, my bank 4.54, another lender 3.99, 5 year term'],
    expect: { entry: 'switching', figures: [8986.41] },
  },

  // ---- Follow-ups that change one thing -----------------------------------------------------
  {
    turns: ['payment on 500k mortgage at 4.1', 'what about 30 years'],
    expect: { entry: 'payment', figures: [2405.97] },
  },
  {
    turns: ['700k house 10% down payment?', 'and biweekly?'],
    expect: { entry: 'payment', figures: [1524.1] },
  },
  {
    // The minimum on 820k is 57,000: premium 4 % of 763,000.
    turns: ['min down on 820k', 'how much cmhc on that'],
    expect: { entry: 'default-insurance', figures: [30520] },
  },
  {
    turns: ['land transfer tax 900k toronto', "and if i'm a first time buyer?"],
    expect: { entry: 'land-transfer-tax', figures: [20475] },
  },
  {
    turns: ['payment 600k at 3.99', 'what if rates go up 1%'],
    expect: { entry: 'payment', figures: [3486.22] },
  },
  {
    turns: ["we're buying at 500k with 25k down, monthly?", 'what about with 50k down'],
    expect: { entry: 'payment', figures: [2360.66] },
  },
  {
    turns: ['cmhc on 450k with 5% down', 'and with 10%?'],
    expect: { entry: 'default-insurance', figures: [12555] },
  },
  {
    turns: ['stress test at 4.09', 'so what would it be at 3.5'],
    expect: { entry: 'stress-test', figures: [5.5] },
  },
  {
    turns: ['house worth 850k owe 400k how much equity can i take', 'what if its worth 950k'],
    expect: { entry: 'refinance', figures: [360000] },
  },
  {
    turns: ['how much is ltt on 650k in ottawa', 'what about toronto'],
    expect: { entry: 'land-transfer-tax', figures: [18950] },
  },
  {
    turns: ['payment on 475k at 4.25 25 years', 'make it weekly', 'and 20 years'],
    expect: { entry: 'payment', figures: [675.69] },
  },
  {
    turns: ['we make 150k combined, 200k down, 4.0%', 'oh and a 700/month car payment'],
    expect: { entry: 'affordability', figures: [950226.68] },
  },
  {
    turns: ['closing costs 600k 10% down hamilton', 'im a first time buyer'],
    expect: { entry: 'closing-costs', figures: [9064.2] },
  },
  {
    turns: [
      "what's the penalty on 400k variable at 4.5",
      'sorry its actually fixed, 36 months left and the 3 year rate today is 3.94',
    ],
    expect: { entry: 'breaking-penalty', figures: [6720] },
  },
  {
    turns: ['payment on 380k at 4.4', 'biweekly accelerated?'],
    expect: { entry: 'payment', figures: [1041.06] },
  },
  {
    // 250k down on 1.05M is 23.8 %: conventional 3.89, no premium.
    turns: ['1.05M house in toronto 250k down, payments?', 'what about 30 year amort'],
    expect: { entry: 'payment', figures: [3754.51] },
  },
  {
    turns: ['cmhc 10% down 700k', "what's the monthly payment then"],
    expect: { entry: 'payment', figures: [3304.92] },
  },
  {
    turns: ['whats the min down on a 550k condo', 'is 35k enough?'],
    expect: { entry: 'down-payment', figures: [30000] },
  },
  {
    turns: ['refinance 720k house owe 380k', 'my balance is actually 410k'],
    expect: { entry: 'refinance', figures: [166000] },
  },
  {
    turns: ['what are the rates today', 'whats the 3 year'],
    expect: { entry: 'rates', figures: [3.94, 4.15] },
  },
  {
    turns: ['rates in alberta', 'and variable?'],
    expect: { entry: 'rates', figures: [3.91, 4.12], notFigures: [3.85] },
  },
  {
    turns: ['what is the fhsa', 'how much can i put in per year'],
    expect: { entry: 'fhsa' },
  },
  {
    turns: ['tell me about the first time buyer rebate on land transfer', 'how much is it in toronto'],
    expect: { entry: ['land-transfer-tax', 'first-time-buyer'] },
  },
  {
    turns: ['what is a heloc', 'how much could i get on a 1m house owing 500k'],
    expect: { entry: ['heloc', 'refinance'] },
  },
  {
    turns: ['explain the stress test', 'what would mine be at 4.09'],
    expect: { entry: 'stress-test', figures: [6.09] },
  },
  {
    // 30k is under the 35,000 minimum; 60k is 10 %: 3.10 % of 540,000.
    turns: ['how much is cmhc on a 600k house with 30k down', 'ok what if i put 60k down'],
    expect: { entry: 'default-insurance', figures: [16740] },
  },
  {
    turns: ['toronto 800k condo land transfer', 'what if it was in oakville instead'],
    expect: { entry: 'land-transfer-tax', figures: [12475] },
  },
  {
    turns: ['payment on 450k at 4.5', 'what if i get 3.85 instead'],
    expect: { entry: 'payment', figures: [2330.64] },
  },
  {
    turns: ['min down 480k', 'and for 1.5m'],
    expect: { entry: 'down-payment', figures: [300000] },
  },
  {
    turns: ['3 month interest penalty on 500k at 4.2', 'what about 420k'],
    expect: { entry: 'breaking-penalty', figures: [4410] },
  },
  {
    turns: ['stress test 3.9', 'what about 4.29'],
    expect: { entry: 'stress-test', figures: [6.29] },
  },

  // ---- Rates -----------------------------------------------------------------------------------
  {
    turns: ['best 5 year fixed today?'],
    expect: { entry: 'rates', figures: [3.68, 3.89], mentions: ['Ontario'] },
  },
  { turns: ['variable rates rn'], expect: { entry: 'rates', figures: [3.85, 4.06] } },
  {
    turns: ['BC mortgage rates'],
    expect: { entry: 'rates', figures: [3.71, 3.92], notFigures: [3.68] },
  },
  {
    turns: ['rates in alberta 5 yr fixed'],
    expect: { entry: 'rates', figures: [3.74, 3.95], notFigures: [3.68] },
  },
  { turns: ['whats your 1 year rate'], expect: { entry: 'rates', figures: [4.89, 5.1] } },
  { turns: ['7 yr fixed rate?'], expect: { entry: 'rates', figures: [4.29, 4.5] } },
  {
    turns: ['current mortgage rates ontario'],
    expect: { entry: 'rates', figures: [3.68, 3.89], mentions: ['Ontario'] },
  },
  {
    turns: ['quebec variable'],
    expect: { entry: 'rates', figures: [3.93, 4.14], notFigures: [3.85] },
  },
  {
    turns: ['rates for a 3 year fixed in nova scotia'],
    expect: { entry: 'rates', figures: [4.04, 4.25], notFigures: [3.94] },
  },
  {
    turns: ['what rate would i get with 20% down on a 5 year fixed'],
    expect: { entry: 'rates', figures: [3.89] },
  },
  {
    turns: ['manitoba rates 5 year'],
    expect: { entry: 'rates', figures: [3.78, 3.99], notFigures: [3.68] },
  },
  { turns: ['any rates under 4%?'], expect: { entry: 'rates', figures: [3.68] } },
  { turns: ['posted vs discounted?'], expect: { entry: ['rates', 'breaking-penalty'] } },
  {
    turns: ['are rates going down next year, should we wait to buy'],
    expect: { entry: ['agent', 'none', 'rates', 'fixed-vs-variable'] },
  },
  {
    turns: ['first time buyer in hamilton what kind of rate can i get'],
    expect: { entry: 'rates', figures: [3.68] },
  },
  {
    turns: ['saskatchewan 5 year variable'],
    expect: { entry: 'rates', figures: [3.95, 4.16], notFigures: [3.85] },
  },
  { turns: ['rates for a refinance?'], expect: { entry: ['rates', 'refinance'] } },
  { turns: ['whats the 3 yr fixed in ottawa'], expect: { entry: 'rates', figures: [3.94, 4.15] } },
  { turns: ['ontario 5yr variable insured rate'], expect: { entry: 'rates', figures: [3.85] } },

  // ---- Knowledge, in visitors' words -----------------------------------------------------
  {
    turns: ['bank said no. what now'],
    expect: { entry: ['alternative-lenders', 'approval-odds', 'agent'] },
  },
  {
    turns: ['my parents want to gift us 50k for the down payment, what paperwork do they need'],
    expect: { entry: 'gifted-down-payment' },
  },
  { turns: ['can my dad cosign'], expect: { entry: 'co-signer' } },
  {
    turns: ['my mom wants to co-sign for me but she is retired on a pension, does that work'],
    expect: { entry: 'co-signer' },
  },
  {
    turns: ['just moved to canada 8 months ago on a work permit, can i even get a mortgage'],
    expect: { entry: 'newcomers' },
  },
  {
    turns: ['newcomer, 2 yrs in canada, no credit history here really, 80k income, want a 500k condo in mississauga'],
    expect: { entry: ['newcomers', 'credit-score', 'affordability'] },
  },
  {
    turns: ['self employed 2 years, how do banks look at my income'],
    expect: { entry: ['self-employed', 'qualifying-income'] },
  },
  {
    turns: ['renewal coming up in march do i have to stay with my bank'],
    expect: { entry: ['renewal', 'switching'] },
  },
  { turns: ['whats a rate hold'], expect: { entry: 'rate-hold' } },
  { turns: ['can i pay extra on my mortgage'], expect: { entry: 'prepayment' } },
  {
    turns: ['open or closed, which is better if im probably selling in a year'],
    expect: { entry: 'open-vs-closed' },
  },
  { turns: ['fixed or variable for first timers?'], expect: { entry: 'fixed-vs-variable' } },
  {
    turns: ['do condo fees count when the bank qualifies me'],
    expect: { entry: ['condo', 'affordability', 'qualifying-income'] },
  },
  { turns: ['property tax paid thru mortgage?'], expect: { entry: 'property-tax' } },
  { turns: ['what is a collateral charge mortgage'], expect: { entry: 'collateral-charge' } },
  {
    turns: ['bought preconstruction in 2023, closing next year, how does the mortgage work'],
    expect: { entry: 'new-build' },
  },
  {
    turns: ['appraisal came in 40k under what we offered, now what'],
    expect: { entry: 'appraisal-gap' },
  },
  { turns: ['missed 2 payments what happens'], expect: { entry: 'missed-payments' } },
  { turns: ['do i need life insurance on my mortgage'], expect: { entry: 'creditor-insurance' } },
  { turns: ['getting divorced, want to buy out my ex'], expect: { entry: 'separation' } },
  { turns: ['rent to own legit?'], expect: { entry: 'rent-to-own' } },
  { turns: ['can i take over my parents mortgage'], expect: { entry: 'assumable' } },
  { turns: ['financing a cottage in muskoka'], expect: { entry: 'second-home' } },
  {
    turns: ['how much down for an investment property'],
    expect: { entry: ['rental-property', 'down-payment'] },
  },
  { turns: ['can i skip a payment in december'], expect: { entry: 'skip-payment' } },
  { turns: ['what docs do i need'], expect: { entry: 'documents' } },
  { turns: ['credit score 640 enough?'], expect: { entry: ['credit-score', 'approval-odds'] } },
  { turns: ['do brokers charge a fee'], expect: { entry: 'broker' } },
  { turns: ['how does porting work if we move'], expect: { entry: 'porting' } },
  {
    turns: ['need money for the new house before ours sells'],
    expect: { entry: 'bridge-financing' },
  },
  { turns: ['financing condition how many days'], expect: { entry: 'offer-conditions' } },
  { turns: ['whats ltv'], expect: { entry: 'loan-to-value' } },
  {
    turns: ['2nd mortgage to pay off my credit cards?'],
    expect: { entry: ['second-mortgage', 'debt-consolidation'] },
  },
  { turns: ['do they count my overtime and bonus'], expect: { entry: 'qualifying-income' } },
  { turns: ['cash back mortgage worth it'], expect: { entry: 'cash-back' } },
  { turns: ['rrsp for house how much can i take'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['reverse mortgage for my mom shes 72'], expect: { entry: 'reverse-mortgage' } },
  {
    turns: ['house needs a new kitchen, can the renos go in the mortgage when we buy'],
    expect: { entry: 'renovation-financing' },
  },
  { turns: ['mortgage for a vacant lot up north'], expect: { entry: 'rural-land' } },
  {
    turns: ['when do i pay the deposit and what happens on closing day'],
    expect: { entry: 'closing-day' },
  },
  {
    turns: ['does getting pre approved hurt my credit'],
    expect: { entry: ['pre-approval', 'credit-score'] },
  },
  {
    turns: ['i live in the US, can i buy a condo in toronto'],
    expect: { entry: 'foreign-buyers' },
  },
  { turns: ['amortization vs term?'], expect: { entry: ['amortization', 'term'] } },
  {
    turns: ['how do i become a mortgage agent with you guys'],
    expect: { entry: 'become-agent' },
  },
  { turns: ['find a broker in sudbury'], expect: { entry: ['find-agent', 'agent'] } },
  { turns: ['phone number?'], expect: { entry: ['contact-us', 'agent'] } },
  { turns: ['can someone call me'], expect: { entry: ['talk-to-agent', 'agent'] } },
  { turns: ['heloc vs refinance'], expect: { entry: ['heloc', 'refinance'] } },
  {
    turns: ['first time buyer programs ontario'],
    expect: { entry: 'first-time-buyer' },
  },
  {
    turns: [
      'hi so im 27 and live in toronto with roommates, work in tech, have about 30k saved and make 65k, honestly no idea where to start, is it even possible',
    ],
    expect: { entry: ['affordability', 'first-time-buyer', 'agent'] },
  },
  {
    turns: ['condo fees 600 and taxes 3k a year, does that change how much we can get approved for'],
    expect: { entry: ['affordability', 'condo', 'qualifying-income'] },
  },
  { turns: ['how long is a mortgage term usually'], expect: { entry: 'term' } },
  {
    turns: ['we have 50k saved, where do we even start'],
    expect: { entry: ['first-time-buyer', 'affordability', 'pre-approval', 'agent'] },
  },
  {
    turns: ["i'm on a work permit and my wife is PR, 110k combined, 60k down, what can we buy"],
    expect: { entry: ['affordability', 'newcomers'] },
  },
  { turns: ['my brother wants to go on title to help us qualify'], expect: { entry: 'co-signer' } },
  {
    turns: ["grandma is gifting us 30k but it's sitting in a bank overseas, can we use it"],
    expect: { entry: ['gifted-down-payment', 'newcomers'] },
  },
  { turns: ['what happens when my 5 year is up'], expect: { entry: ['renewal', 'term'] } },

  // ---- French ------------------------------------------------------------------------------------
  {
    turns: ['quel est le versement mensuel pour un prêt de 400 000 $ à 4,2 % sur 25 ans'],
    expect: { entry: 'payment', figures: [2147.67], lang: 'fr' },
  },
  {
    turns: ['mise de fonds minimale pour une maison de 650 000 $'],
    expect: { entry: 'down-payment', figures: [40000], lang: 'fr' },
  },
  {
    turns: ['combien de droits de mutation pour un condo de 700 000 à toronto'],
    expect: { entry: 'land-transfer-tax', figures: [20950], lang: 'fr' },
  },
  {
    turns: ["taux hypothécaires aujourd'hui en ontario"],
    expect: { entry: 'rates', figures: [3.68, 3.89], lang: 'fr' },
  },
  {
    turns: ["c'est quoi l'assurance prêt hypothécaire de la SCHL"],
    expect: { entry: 'default-insurance', lang: 'fr' },
  },
  {
    turns: ['combien je peux emprunter avec un revenu de 90 000 $, 120 000 $ de mise de fonds, taux de 4 %'],
    expect: { entry: 'affordability', figures: [576256.23], lang: 'fr' },
  },
  {
    turns: ['je suis nouvel arrivant au canada, est-ce que je peux avoir une hypothèque'],
    expect: { entry: 'newcomers', lang: 'fr' },
  },
  {
    turns: ['pénalité pour rompre mon hypothèque à taux variable, solde 300 000 $ à 4,5 %'],
    expect: { entry: 'breaking-penalty', figures: [3375], lang: 'fr' },
  },
  { turns: ["CELIAPP c'est quoi"], expect: { entry: 'fhsa', lang: 'fr' } },
  {
    turns: ['paiement pour 500 000 $ à 3,9 %', 'et sur 30 ans?'],
    expect: { entry: 'payment', figures: [2349.38], lang: 'fr' },
  },
  {
    turns: ['prime SCHL avec 10 % de mise de fonds sur 450 000 $'],
    expect: { entry: 'default-insurance', figures: [12555], lang: 'fr' },
  },
  {
    turns: ['taux variable 5 ans'],
    expect: { entry: 'rates', figures: [3.85], lang: 'fr' },
  },
  {
    turns: ['est-ce que je vais être approuvé avec un mauvais crédit'],
    expect: { entry: ['approval-odds', 'alternative-lenders', 'credit-score', 'agent'], lang: 'fr' },
  },
  {
    turns: ['je voudrais parler à un courtier'],
    expect: { entry: ['talk-to-agent', 'find-agent', 'agent'], lang: 'fr' },
  },
  {
    // The minimum on 700k is 45,000: premium 4 % of 655,000.
    turns: ['mise de fonds minimale pour 700 000 $', 'et la prime de la SCHL?'],
    expect: { entry: 'default-insurance', figures: [26200], lang: 'fr' },
  },

  // ---- Out of scope, advice, approval, legal ----------------------------------------------
  { turns: ['best credit card for travel points'], expect: { entry: 'none' } },
  { turns: ['how do i get my car insurance cheaper'], expect: { entry: 'none' } },
  { turns: ['landlord wont fix the heat what can i do'], expect: { entry: 'none' } },
  { turns: ['whats the weather in ottawa this weekend'], expect: { entry: 'none' } },
  { turns: ['car loan rates?'], expect: { entry: 'none' } },
  { turns: ['how much is rent for a 2 bedroom in toronto'], expect: { entry: 'none' } },
  { turns: ['is now a good time to buy'], expect: { entry: ['agent', 'none'] } },
  { turns: ['is it smarter to buy now or keep renting a few more years'], expect: { entry: ['agent', 'none'] } },
  {
    turns: ['should i buy tesla stock or pay down the mortgage'],
    expect: { entry: ['agent', 'none', 'prepayment'] },
  },
  {
    turns: ['will i get approved? 55k income, 30k down, 500k condo'],
    expect: { entry: ['approval-odds', 'agent'] },
  },
  {
    turns: ['consumer proposal finished 2 years ago, what are my chances'],
    expect: { entry: ['approval-odds', 'alternative-lenders', 'agent'] },
  },
  {
    turns: ['can you look over a clause in my agreement of purchase and sale'],
    expect: { entry: ['legal-advice', 'agent'] },
  },
  {
    turns: ["my ex won't sign off the title, can i take him to court"],
    expect: { entry: ['legal-advice', 'agent'] },
  },
  { turns: ['mortgage for a condo in florida'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['commercial mortgage for my restaurant building'],
    expect: { entry: ['none', 'agent'] },
  },
  { turns: ['timeshare financing'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['should i lock in now or wait'],
    expect: { entry: ['fixed-vs-variable', 'rate-hold', 'agent'] },
  },
  { turns: ["what's my house worth"], expect: { entry: ['none', 'agent'] } },
  { turns: ['tell me a joke'], expect: { entry: 'none' } },
  { turns: ['how do i pay off my student loan faster'], expect: { entry: 'none' } },
  {
    turns: ['financing for a mobile home on leased land in a park'],
    expect: { entry: ['none', 'agent'] },
  },
  { turns: ['how do i file my taxes'], expect: { entry: 'none' } },
  {
    turns: ['can you recommend a good real estate agent in london to show us houses'],
    expect: { entry: ['none', 'agent'] },
  },
  { turns: ['is my contractor allowed to ask for half upfront'], expect: { entry: 'none' } },
  { turns: ['buying a house in ireland next year'], expect: { entry: ['none', 'agent'] } },
]
