/**
 * Held-out set s45w, written on 2026-11-28 by an independent writer (a helper session of stop 45)
 * for issue 29 item 7, to be run once after the engine work of that day is merged.
 *
 * How it was written: the writer read only the chat README, the `ConversationCase` type and
 * `judgeConversation`, ./fixture.ts, shared/finance and the knowledge base's entry ids and titles.
 * The writer never read the engine's source, its keyword lists or the other sets' contents, and
 * never ran the engine on these questions. Every expected figure was computed with shared/finance
 * (a scratch script, not committed) on EVALUATION_AS_OF with the rates of ./fixture.ts, using the
 * README's documented assumptions where a question leaves something out: a 25-year amortization,
 * the minimum down payment, and Ontario's lowest 5-year fixed of the kind that fits the down
 * payment (insured 3.68 % under 20 % down or unknown, conventional 3.89 % from 20 %); a payment
 * under 20 % down includes the default insurance premium in the loan. Affordability figures are
 * given only where the down payment is at least 20 % of the price found (no premium), so the
 * comfortable price is the same with or without the down-payment cap.
 *
 * The messages are typed the way Ontario visitors type on phones: lower case, typos, slang,
 * numbers without units, two things in one message, long messages with the question at the end.
 * Labels are conservative: when a reasonable person would accept two entries, both are listed.
 *
 * Mix (205 conversations): 73 computations (22 payments, 10 minimum down payments, 7 premiums,
 * 8 land transfer taxes, 4 closing costs, 5 qualifying rates, 5 affordability, 12 refinance,
 * penalty, switch and two-in-one), 29 follow-ups of 2 or 3 turns, 19 rates, 45 knowledge
 * questions, 15 French, 24 out of scope, advice, hand-overs and topics the knowledge base does
 * not cover.
 */

import type { ConversationCase } from './held-out'

export const S45W_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Computations: payments ------------------------------------------------------------
  {
    turns: ['whats the payment on a 450k mortgage at 4.2 over 25 yrs'],
    expect: { entry: 'payment', figures: [2416.13] },
  },
  {
    turns: ['500k mortgage 3.89% biweekly 30 years how much each payment'],
    expect: { entry: 'payment', figures: [1082.09], notFigures: [1173.29] },
  },
  {
    turns: ['monthly payment on a 1.2M mortgage at 5.25 percent, 25 year amortization'],
    expect: { entry: 'payment', figures: [7151.02] },
  },
  { turns: ['$380,000 mortgage at 4.59% weekly payments 20 yrs'], expect: { entry: 'payment', figures: [556.19] } },
  {
    turns: ['620k loan at 3.99 accelerated bi-weekly 25yr amortization'],
    expect: { entry: 'payment', figures: [1628.99] },
  },
  { turns: ['twice a month payments on 275k at 4.5 for 15 years?'], expect: { entry: 'payment', figures: [1047.97] } },
  {
    turns: ['buying a 600k condo with 40k down at 3.68 what would i pay a month'],
    expect: { entry: 'payment', figures: [2963.36, 22400], notFigures: [2849.38] },
  },
  {
    turns: ['house is 750k putting 20% down whats my monthly'],
    expect: { entry: 'payment', figures: [3120.44, 3.89], notFigures: [3052.91] },
  },
  {
    turns: ['how much a month for a 525k townhouse with 10% down'],
    expect: { entry: 'payment', figures: [2478.69, 3.68], notFigures: [2404.16] },
  },
  { turns: ['payment on 899,000 with 100k down biweekly at 4.09'], expect: { entry: 'payment', figures: [2016.69] } },
  {
    turns: ['what would the monthly be on 1.1 million house 250k down'],
    expect: { entry: 'payment', figures: [4420.63], notFigures: [4324.95] },
  },
  { turns: ['350 thousand mortgage at 5 percent 25 years monthly'], expect: { entry: 'payment', figures: [2035.62] } },
  {
    turns: ['$1,200,000 home, $240,000 down, 4.79%, 30 year amortization, monthly payment?'],
    expect: { entry: 'payment', figures: [5003.7] },
  },
  {
    turns: [
      'ok so me and my gf found a place in oshawa its 689900 and we have like 70k saved for the down, the rate we got offered is 3.94 on a 3 year, what would the payments be every two weeks',
    ],
    expect: { entry: 'payment', figures: [1540.71], notFigures: [1494.38] },
  },
  { turns: ['mortgage payment 300000 6.1% 25 years'], expect: { entry: 'payment', figures: [1937.29] } },
  { turns: ['acc weekly payment on 300k @ 6.1'], expect: { entry: 'payment', figures: [484.32] } },
  {
    turns: ['415k house 5% down 4.19% fixed, monthly payment incl cmhc?'],
    expect: { entry: 'payment', figures: [2199.23, 15770], notFigures: [2114.64] },
  },
  { turns: ['725000 mortgage 3.49 20 year am'], expect: { entry: 'payment', figures: [4191.64] } },
  {
    turns: ['what r the payments on 475k with 10 percent down every 2 weeks'],
    expect: { entry: 'payment', figures: [1034.21] },
  },
  {
    turns: ['i make 95k a year, how much would my payment be on a 700k mortgage at 4.39'],
    expect: { entry: 'payment', figures: [3831.62] },
  },
  {
    turns: ['pmt on 700k at 4.39 weekly pls'],
    expect: { entry: 'payment', figures: [882.99] },
  },

  {
    turns: [
      'sorry if this is a dumb question lol but my husband and i are first time buyers looking at a 3 bed in brampton around 780, we have 80k for the down, bank said rate would be around 4.24, what would we be paying monthly roughly',
    ],
    expect: { entry: 'payment', figures: [3890.77], notFigures: [3773.78] },
  },
  // ---- Computations: minimum down payment -------------------------------------------------
  { turns: ['min down for 850k'], expect: { entry: 'down-payment', figures: [60000] } },
  { turns: ['is 5% down enough on a 650k townhouse'], expect: { entry: 'down-payment', figures: [40000] } },
  {
    turns: ['how much do i need to put down on a 1.6 million house'],
    expect: { entry: 'down-payment', figures: [320000] },
  },
  { turns: ['is 50k enough down for a 700k house?'], expect: { entry: 'down-payment', figures: [45000] } },
  {
    turns: ['minimum down payment 1.4M detached in oakville'],
    expect: { entry: 'down-payment', figures: [115000], notFigures: [280000] },
  },
  {
    turns: ['ive got about 40 grand saved up, whats the minimum down on a 480000 house'],
    expect: { entry: 'down-payment', figures: [24000] },
  },
  { turns: ['down payment needed for a 499k condo'], expect: { entry: 'down-payment', figures: [24950] } },
  { turns: ['can i buy a 550k condo with 27.5k down'], expect: { entry: 'down-payment', figures: [30000] } },
  {
    turns: ['what do i need down on 1,499,000'],
    expect: { entry: 'down-payment', figures: [124900], notFigures: [299800] },
  },
  { turns: ['least i can put down on a $900,000 home?'], expect: { entry: 'down-payment', figures: [65000] } },

  // ---- Computations: default insurance ------------------------------------------------------
  { turns: ['cmhc premium on 500k with 25k down'], expect: { entry: 'default-insurance', figures: [19000] } },
  {
    turns: ['how much is cmhc insurance if i put 10% down on 800k'],
    expect: { entry: 'default-insurance', figures: [22320] },
  },
  { turns: ['default insurance 15% down 640,000'], expect: { entry: 'default-insurance', figures: [15232] } },
  { turns: ['cmhc on 1.2M with 10 percent down'], expect: { entry: 'default-insurance', figures: [33480] } },
  { turns: ['do i have to pay cmhc with 20% down on 900k?'], expect: { entry: 'default-insurance' } },
  {
    turns: ['mortgage insurance cost on a 425k house 30k down, first time buyer, 30 yr amortization'],
    expect: { entry: 'default-insurance', figures: [16590] },
  },
  { turns: ['insurance premium 380k 10% down'], expect: { entry: 'default-insurance', figures: [10602] } },

  // ---- Computations: land transfer tax ------------------------------------------------------
  {
    turns: ['land transfer tax on 800k in ontario'],
    expect: { entry: 'land-transfer-tax', figures: [12475], notFigures: [24950] },
  },
  { turns: ['ltt for 1.05M in toronto'], expect: { entry: 'land-transfer-tax', figures: [34950] } },
  {
    turns: ['first time buyer land transfer tax toronto 700k'],
    expect: { entry: 'land-transfer-tax', figures: [12475], notFigures: [20950] },
  },
  {
    turns: ['how much is the land transfer in hamilton on 615000'],
    expect: { entry: 'land-transfer-tax', figures: [8775], notFigures: [17550] },
  },
  {
    turns: ['first time buyer, 368k in barrie, do i pay land transfer tax'],
    expect: { entry: 'land-transfer-tax', figures: [3995] },
  },
  { turns: ['toronto land tax on 2.4 million'], expect: { entry: 'land-transfer-tax', figures: [92950] } },
  {
    turns: ['were first time buyers looking at 1.25M in kitchener how much is ltt'],
    expect: { entry: 'land-transfer-tax', figures: [17475] },
  },

  {
    turns: [
      "hi there, quick one, we're selling our place in etobicoke and upsizing, found a detached in burlington for 1.35M, we'll have 400k from the sale to put down, what's the land transfer on that",
    ],
    expect: { entry: 'land-transfer-tax', figures: [23475], notFigures: [46950] },
  },
  // ---- Computations: closing costs ----------------------------------------------------------
  {
    turns: ['closing costs on 650k house 10% down in mississauga'],
    expect: { entry: 'closing-costs', figures: [14175.8] },
  },
  {
    turns: ['total closing costs for a 900k place in toronto with 20% down, first time buyer'],
    expect: { entry: 'closing-costs', figures: [23725] },
  },
  {
    turns: ['roughly how much in closing costs on 800k with 160k down, not in toronto'],
    expect: { entry: 'closing-costs', figures: [15725] },
  },
  {
    turns: ['how much cash do i need for closing costs on a 1.1M toronto semi with 20 percent down'],
    expect: { entry: 'closing-costs', figures: [40200] },
  },

  // ---- Computations: stress test ------------------------------------------------------------
  {
    turns: ['what rate do i need to qualify at if my rate is 3.89'],
    expect: { entry: 'stress-test', figures: [5.89] },
  },
  { turns: ['qualifying rate for 2.99'], expect: { entry: 'stress-test', figures: [5.25], notFigures: [4.99] } },
  { turns: ['stress test at 4.5 percent'], expect: { entry: 'stress-test', figures: [6.5] } },
  { turns: ['im getting 3.1% whats the stress test rate'], expect: { entry: 'stress-test', figures: [5.25] } },
  {
    turns: ['if my contract rate is 5.39 what do they qualify me at'],
    expect: { entry: 'stress-test', figures: [7.39] },
  },

  // ---- Computations: affordability ----------------------------------------------------------
  {
    turns: [
      'me and my wife make 95k and 70k, car payment 600/month, 200k down, rate 4.2, how much house can we afford',
    ],
    expect: { entry: 'affordability' },
  },
  {
    turns: ['i make 120k a year no debts 150k down at 4.5 what can i afford'],
    expect: { entry: 'affordability', figures: [728167] },
  },
  {
    turns: ['$7,500 a month income, 300/month car lease, 100k down, 3.89 how big a mortgage can i get'],
    expect: { entry: 'affordability' },
  },
  {
    turns: ['salary 150000, 250k saved for down payment, assume 5%, whats my max purchase price'],
    expect: { entry: 'affordability', figures: [937752] },
  },
  { turns: ['how much mortgage can i get on an 85000 salary'], expect: { entry: 'affordability' } },

  // ---- Computations: refinance, penalty, switch ---------------------------------------------
  {
    turns: ['house worth 900k, I owe 550k, how much can i pull out'],
    expect: { entry: 'refinance', figures: [170000] },
  },
  { turns: ['refinance equity: home value 1.3M balance 420k'], expect: { entry: 'refinance', figures: [620000] } },
  {
    turns: ['can i take 100k out if my place is worth 600k and i still owe 400k'],
    expect: { entry: 'refinance', figures: [80000] },
  },
  { turns: ['refi - worth about 750k, owe 610k, anything available?'], expect: { entry: 'refinance' } },
  { turns: ['penalty to break a 400k variable at 4.5'], expect: { entry: 'breaking-penalty', figures: [4500] } },
  {
    turns: [
      'breaking my fixed mortgage, 350k balance, rate 5.19, 30 months left, lenders rate today for 3 years is 4.39, whats the penalty',
    ],
    expect: { entry: 'breaking-penalty', figures: [7000] },
  },
  {
    turns: ['3 months interest penalty on 275,000 at 3.79%'],
    expect: { entry: 'breaking-penalty', figures: [2605.63] },
  },
  {
    turns: [
      'big bank fixed 5 yr, 500k owing at 4.04, posted rate was 6.09 when i signed, posted 3 yr today is 5.49, 36 months left. IRD?',
    ],
    expect: { entry: 'breaking-penalty', figures: [9000] },
  },
  {
    turns: [
      'my bank is offering 4.59 on renewal, another lender has 3.94, balance 420k, 22 years left, 5 year term, how much would i save switching',
    ],
    expect: { entry: 'switching', figures: [12886.55] },
  },
  {
    turns: ['worth switching lenders? 310k left, renewal offer 4.29 vs 3.79 elsewhere'],
    expect: { entry: ['switching', 'renewal'] },
  },
  {
    turns: ['whats the min down on 750k and how much would cmhc be'],
    expect: { entry: ['down-payment', 'default-insurance'], figures: [50000] },
  },

  {
    turns: [
      "long story short my ex and I split up, I kept the house, it's worth about 820k and there's 390k left on the mortgage, I need to pay her out, how do I get the money",
    ],
    expect: { entry: ['refinance', 'separation'] },
  },
  // ---- Follow-ups ---------------------------------------------------------------------------
  {
    turns: ['payment on 500k at 4.5 25 years', 'what about 30 years'],
    expect: { entry: 'payment', figures: [2521.08], notFigures: [2767.36] },
  },
  {
    turns: ['600k mortgage at 3.89', 'and biweekly?'],
    expect: { entry: 'payment', figures: [1438.96] },
  },
  {
    turns: ['buying a 700k house with 50k down', 'how much cmhc on that'],
    expect: { entry: 'default-insurance', figures: [26000] },
  },
  {
    turns: ['land transfer tax 950k', 'what if its in toronto'],
    expect: { entry: 'land-transfer-tax', figures: [30950] },
  },
  {
    turns: ['ltt on 650k toronto', "and if I'm a first-time buyer?"],
    expect: { entry: 'land-transfer-tax', figures: [10475], notFigures: [18950] },
  },
  {
    turns: ['monthly payment 420k at 4.1', 'what if rates go up 1%'],
    expect: { entry: 'payment', figures: [2466.71], notFigures: [2232.11] },
  },
  {
    turns: ['qualifying rate for 4.2', 'and for 3?'],
    expect: { entry: 'stress-test', figures: [5.25] },
  },
  {
    turns: ['closing costs on 800k with 20% down', 'and in toronto?'],
    expect: { entry: 'closing-costs', figures: [28200] },
  },
  {
    turns: ['refi, house worth 1M owe 500k', 'what if its worth 1.1M'],
    expect: { entry: 'refinance', figures: [380000], notFigures: [300000] },
  },
  {
    turns: ['my income is 110k and i have 180k down, rate 4, how much can I afford', "what if I add my partner's 60k"],
    expect: { entry: 'affordability' },
  },
  {
    turns: ['payment on 350k at 5%', 'weekly?', 'and over 20 years'],
    expect: { entry: 'payment', figures: [529.92] },
  },
  {
    turns: ['min down on 900k', 'and on 1.5M?'],
    expect: { entry: 'down-payment', figures: [300000] },
  },
  {
    turns: ['cmhc on 550k with 5% down', 'what about 10% down'],
    expect: { entry: 'default-insurance', figures: [15345] },
  },
  {
    turns: ['payment on 480k at 3.99', 'drop it half a point'],
    expect: { entry: 'payment', figures: [2393.96], notFigures: [2522.3] },
  },
  {
    turns: ["800k house 10% down what's the monthly", 'and with 20% down?'],
    expect: { entry: 'payment', figures: [3328.47] },
  },
  {
    turns: ['what are the 5 year fixed rates', 'and variable?'],
    expect: { entry: 'rates', figures: [3.85, 4.06] },
  },
  {
    turns: ['rates in alberta', 'and bc?'],
    expect: { entry: 'rates', figures: [3.71, 3.92], notFigures: [3.74] },
  },
  {
    turns: ['3 months interest penalty 300k at 4.8 variable', 'what if the balance was 250k'],
    expect: { entry: 'breaking-penalty', figures: [3000], notFigures: [3600] },
  },
  {
    turns: ["I'm buying a 450k condo in ottawa", 'how much land transfer tax'],
    expect: { entry: 'land-transfer-tax', figures: [5475], notFigures: [10950] },
  },
  {
    turns: ['how much is the payment on 400k at 4', 'what about accelerated biweekly'],
    expect: { entry: 'payment', figures: [1052.04] },
  },
  {
    turns: ['600k place 60k down', 'whats the minimum down tho'],
    expect: { entry: 'down-payment', figures: [35000] },
  },
  {
    turns: ['payment 520k 4.49 monthly', 'ok how much would i need to make to qualify for that'],
    expect: { entry: ['affordability', 'stress-test'] },
  },
  {
    turns: ['what is the stress test', 'so what would it be at 4.14'],
    expect: { entry: 'stress-test', figures: [6.14] },
  },
  {
    turns: ['can i get a mortgage if im self employed', 'what documents would i need'],
    expect: { entry: ['documents', 'self-employed'] },
  },
  {
    turns: ["what's a heloc", 'how is it different from refinancing'],
    expect: { entry: ['heloc', 'refinance'] },
  },
  {
    turns: ['tell me about the fhsa', 'how much can i put in per year'],
    expect: { entry: 'fhsa' },
  },
  {
    turns: ['refinance: home 850k, mortgage 300k', 'how much could i take out'],
    expect: { entry: 'refinance', figures: [380000] },
  },
  {
    turns: ['monthly on 700k at 4.39', 'weekly instead'],
    expect: { entry: 'payment', figures: [882.99] },
  },
  {
    turns: ['whats the minimum down payment for 400k', 'and the cmhc on that?'],
    expect: { entry: 'default-insurance', figures: [15200] },
  },

  // ---- Rates --------------------------------------------------------------------------------
  { turns: ['whats ur best 5 year fixed rn'], expect: { entry: 'rates', figures: [3.68], mentions: ['Ontario'] } },
  {
    turns: ['5yr variable rates alberta'],
    expect: { entry: 'rates', figures: [3.91, 4.12], mentions: ['Alberta'], notFigures: [3.85] },
  },
  { turns: ['mortgage rates in bc'], expect: { entry: 'rates', figures: [3.71], mentions: ['British Columbia'] } },
  { turns: ['rates today?'], expect: { entry: 'rates', figures: [3.68] } },
  { turns: ['3 year fixed rate'], expect: { entry: 'rates', figures: [3.94, 4.15] } },
  { turns: ['whats the 1 yr fixed at'], expect: { entry: 'rates', figures: [4.89, 5.1] } },
  { turns: ['7 year term rate quebec'], expect: { entry: 'rates', figures: [4.37, 4.58], notFigures: [4.29] } },
  { turns: ['current rates for nova scotia'], expect: { entry: 'rates', figures: [3.78], mentions: ['Nova Scotia'] } },
  {
    turns: ['what rate can i get with 20% down on a 5 year fixed'],
    expect: { entry: 'rates', figures: [3.89] },
  },
  { turns: ['variable rate today'], expect: { entry: 'rates', figures: [3.85, 4.06] } },
  {
    turns: ['best rates saskatchewan 5 yr fixed'],
    expect: { entry: 'rates', figures: [3.78, 3.99], notFigures: [3.68] },
  },
  { turns: ['are ur rates better than the big banks'], expect: { entry: ['rates', 'broker'] } },
  { turns: ['interest rates manitoba 3 yr fixed'], expect: { entry: 'rates', figures: [4.04, 4.25] } },
  { turns: ['what mortgage rates do you have for a rental property'], expect: { entry: ['rental-property', 'rates'] } },
  {
    turns: ['should I lock in now or wait for rates to drop'],
    expect: { entry: ['rate-hold', 'fixed-vs-variable', 'agent'] },
  },
  { turns: ['refinance rates?'], expect: { entry: ['rates', 'refinance'] } },
  { turns: ['hey whats the lowest rate you guys got'], expect: { entry: 'rates', figures: [3.68] } },
  { turns: ['insured vs uninsured rate 5 year fixed ontario'], expect: { entry: 'rates', figures: [3.68, 3.89] } },

  {
    turns: [
      'been with td for 10 years and they want 4.6 on renewal which seems high to me, im in ontario btw, what are your 5 year fixed rates right now',
    ],
    expect: { entry: 'rates', figures: [3.68] },
  },
  // ---- Knowledge, in visitors' words --------------------------------------------------------
  { turns: ['what do i need to get preapproved'], expect: { entry: ['pre-approval', 'documents'] } },
  { turns: ['how long can u hold a rate for'], expect: { entry: 'rate-hold' } },
  {
    turns: ['can i pay extra on my mortgage without getting penalized'],
    expect: { entry: ['prepayment', 'breaking-penalty'] },
  },
  {
    turns: ['my parents want to give me money for the down payment is that allowed'],
    expect: { entry: 'gifted-down-payment' },
  },
  { turns: ['fixed or variable which is better'], expect: { entry: 'fixed-vs-variable' } },
  { turns: ['whats the difference between amortization and term'], expect: { entry: ['amortization', 'term'] } },
  { turns: ['open mortgage vs closed'], expect: { entry: 'open-vs-closed' } },
  { turns: ['my mortgage is up for renewal in 4 months what do i do'], expect: { entry: 'renewal' } },
  { turns: ['can i move my mortgage to a different bank when it renews'], expect: { entry: ['switching', 'renewal'] } },
  {
    turns: ['can i roll my credit card debt into my mortgage'],
    expect: { entry: ['debt-consolidation', 'refinance'] },
  },
  { turns: ['how does a reverse mortgage work, my mom is 72'], expect: { entry: 'reverse-mortgage' } },
  { turns: ['are there any programs for first time buyers in ontario'], expect: { entry: 'first-time-buyer' } },
  { turns: ['can i use my rrsp for a down payment'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['do mortgage brokers charge a fee'], expect: { entry: 'broker' } },
  { turns: ['is paying biweekly better than monthly'], expect: { entry: 'payment-frequency' } },
  { turns: ['what credit score do i need to buy a house'], expect: { entry: 'credit-score' } },
  {
    turns: ['i did a consumer proposal 2 years ago, can i still get a mortgage somewhere'],
    expect: { entry: ['alternative-lenders', 'credit-score'] },
  },
  { turns: ['new to canada on a work permit, can i buy a home'], expect: { entry: ['newcomers', 'foreign-buyers'] } },
  {
    turns: ['i live in the states, can i buy a condo in toronto as an american'],
    expect: { entry: 'foreign-buyers' },
  },
  { turns: ['thinking of buying a duplex and renting out the basement unit'], expect: { entry: 'rental-property' } },
  { turns: ['anything i should know before buying a condo? like fees and stuff'], expect: { entry: 'condo' } },
  {
    turns: ['want to borrow money to redo the kitchen and bathroom'],
    expect: { entry: ['renovation-financing', 'heloc', 'refinance'] },
  },
  {
    turns: ['we bought our new place but the old one doesnt close for 2 months, how do we cover the gap'],
    expect: { entry: 'bridge-financing' },
  },
  { turns: ['can i get a mortgage for a cottage up north'], expect: { entry: 'second-home' } },
  { turns: ['moving to a new house, can i take my mortgage with me'], expect: { entry: 'porting' } },
  { turns: ['missed 2 payments, what happens now'], expect: { entry: 'missed-payments' } },
  { turns: ['do i need the banks mortgage life insurance'], expect: { entry: 'creditor-insurance' } },
  { turns: ['can my dad co sign for me'], expect: { entry: 'co-signer' } },
  { turns: ['going through a divorce, can i buy out my ex'], expect: { entry: 'separation' } },
  { turns: ['is rent to own a good idea'], expect: { entry: 'rent-to-own' } },
  { turns: ['can i take over the sellers mortgage'], expect: { entry: 'assumable' } },
  { turns: ['what is a collateral charge mortgage'], expect: { entry: 'collateral-charge' } },
  { turns: ['buying 20 acres for a hobby farm, can i get a normal mortgage'], expect: { entry: 'rural-land' } },
  { turns: ['do lenders count my overtime and bonus'], expect: { entry: 'qualifying-income' } },
  {
    turns: ['appraisal came in 30k under what we offered, now what'],
    expect: { entry: 'appraisal-gap' },
  },
  { turns: ['cash back mortgage worth it?'], expect: { entry: 'cash-back' } },
  { turns: ['can i skip my mortgage payment in december'], expect: { entry: 'skip-payment' } },
  { turns: ['should my offer be conditional on financing'], expect: { entry: 'offer-conditions' } },
  { turns: ['buying a preconstruction condo, when do i need the mortgage'], expect: { entry: 'new-build' } },
  { turns: ['what does ltv mean'], expect: { entry: 'loan-to-value' } },
  {
    turns: ['thinking about a 2nd mortgage to pay off some bills'],
    expect: { entry: ['second-mortgage', 'debt-consolidation'] },
  },
  { turns: ['do i pay property taxes through my mortgage'], expect: { entry: 'property-tax' } },
  { turns: ['what paperwork do lenders want'], expect: { entry: 'documents' } },
  { turns: ['when is the deposit due after my offer gets accepted'], expect: { entry: 'closing-day' } },

  {
    turns: [
      "so we've been renting for like 6 years and finally have some savings, my wife is a nurse and i do contract work, we're looking in durham region and everyone keeps telling us different things, what is the fhsa and can we both open one",
    ],
    expect: { entry: 'fhsa' },
  },
  // ---- French -------------------------------------------------------------------------------
  { turns: ['quel est le taux fixe 5 ans'], expect: { entry: 'rates', figures: [3.68], lang: 'fr' } },
  {
    turns: ['combien je paierais par mois pour un prêt de 400 000 $ à 4,5 % sur 25 ans'],
    expect: { entry: 'payment', figures: [2213.89], lang: 'fr' },
  },
  {
    turns: ['mise de fonds minimale pour une maison de 600 000'],
    expect: { entry: 'down-payment', figures: [35000], lang: 'fr' },
  },
  {
    turns: ["c'est quoi l'assurance prêt hypothécaire de la SCHL"],
    expect: { entry: 'default-insurance', lang: 'fr' },
  },
  {
    turns: ['prime schl sur 500 000 avec 5 % de mise de fonds'],
    expect: { entry: 'default-insurance', figures: [19000], lang: 'fr' },
  },
  {
    turns: ['droits de mutation à toronto pour une maison de 800 000 $'],
    expect: { entry: 'land-transfer-tax', figures: [24950], lang: 'fr' },
  },
  { turns: ["qu'est-ce que le CELIAPP"], expect: { entry: 'fhsa', lang: 'fr' } },
  {
    turns: ['je suis travailleur autonome, est-ce que je peux avoir une hypothèque'],
    expect: { entry: 'self-employed', lang: 'fr' },
  },
  {
    turns: ['taux variable au québec'],
    expect: { entry: 'rates', figures: [3.93, 4.14], lang: 'fr', notFigures: [3.85] },
  },
  {
    turns: ["je gagne 90 000 $ par année, j'ai 120 000 $ de mise de fonds, à 4,1 % combien je peux acheter"],
    expect: { entry: 'affordability', figures: [571590], lang: 'fr' },
  },
  {
    turns: ['pénalité pour rompre mon hypothèque avant la fin du terme'],
    expect: { entry: 'breaking-penalty', lang: 'fr' },
  },
  { turns: ['comment renouveler mon hypothèque'], expect: { entry: 'renewal', lang: 'fr' } },
  { turns: ["c'est quoi le test de résistance"], expect: { entry: 'stress-test', lang: 'fr' } },
  {
    turns: ['versement aux deux semaines sur 350 000 à 3,9 %'],
    expect: { entry: 'payment', figures: [840.26], lang: 'fr' },
  },
  {
    turns: ['paiement mensuel sur 400 000 $ à 4,5 %', 'et sur 30 ans ?'],
    expect: { entry: 'payment', figures: [2016.86], lang: 'fr' },
  },

  // ---- Out of scope, advice, hand-overs, topics not covered -----------------------------------
  { turns: ['whats the weather in toronto tmrw'], expect: { entry: 'none' } },
  { turns: ['can you recommend a good realtor in whitby'], expect: { entry: ['none', 'agent'] } },
  { turns: ['how do i get cheaper car insurance'], expect: { entry: 'none' } },
  { turns: ['best credit card for travel points'], expect: { entry: 'none' } },
  { turns: ['can i get a car loan through you'], expect: { entry: 'none' } },
  { turns: ['my landlord wont give back my last month rent deposit'], expect: { entry: ['none', 'agent'] } },
  { turns: ['how do i file my taxes this year'], expect: { entry: 'none' } },
  {
    turns: ['will i get approved with a 620 credit score and 55k income'],
    expect: { entry: ['approval-odds', 'agent'] },
  },
  {
    turns: ['seller wants to back out of our signed agreement, can they do that legally'],
    expect: { entry: ['legal-advice', 'agent'] },
  },
  { turns: ['can someone call me tomorrow afternoon'], expect: { entry: ['talk-to-agent', 'agent'] } },
  { turns: ['i wanna talk to a real person not a bot'], expect: { entry: ['talk-to-agent', 'agent'] } },
  { turns: ['find me a mortgage agent in ottawa'], expect: { entry: ['find-agent', 'agent'] } },
  { turns: ['how do i become a mortgage agent with you guys'], expect: { entry: 'become-agent' } },
  { turns: ['whats your phone number'], expect: { entry: ['contact-us', 'agent'] } },
  { turns: ['need a commercial mortgage for my warehouse'], expect: { entry: ['none', 'agent'] } },
  { turns: ['timeshare financing in florida'], expect: { entry: ['none', 'agent'] } },
  { turns: ['can i get a mortgage for a house in florida'], expect: { entry: ['none', 'agent'] } },
  { turns: ['mortgage on reserve land, im first nations'], expect: { entry: ['none', 'agent'] } },
  { turns: ['should i buy now or wait till prices drop next year'], expect: { entry: ['none', 'agent'] } },
  { turns: ['do you guys do student loans'], expect: { entry: 'none' } },
  {
    turns: ['how much is home insurance for a house in london ontario'],
    expect: { entry: ['none', 'agent'] },
  },
  { turns: ['whats the best mortgage for me'], expect: { entry: ['talk-to-agent', 'agent'] } },
  {
    turns: ['my lender quoted me an 18k penalty to break, is that even legit? feels like a ripoff'],
    expect: { entry: ['breaking-penalty', 'agent'] },
  },
  {
    turns: [
      "im 19 and just got my first job at a warehouse, i want to start building credit so i can buy a house one day, what's the best credit card to get",
    ],
    expect: { entry: ['none', 'credit-score'] },
  },
]
