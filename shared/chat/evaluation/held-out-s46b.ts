/**
 * Held-out conversations s46b (written 2026-11-28 by an independent writer, issue 29 item 7).
 *
 * The writer never read the engine's source (engine, intents, vocabulary, keywords, slots,
 * speller), nor the other held-out or diagnostic sets beyond held-out.ts's header and type, nor
 * the chat's decision records, and never ran the engine on these questions. What was read:
 * shared/chat/README.md, the `ConversationCase` format, evaluate.ts's `judgeConversation`,
 * ./fixture.ts, the knowledge base's entry ids and titles, and shared/finance. Every expected
 * figure was computed with shared/finance on EVALUATION_AS_OF (a scratch script, not kept), with
 * the README's documented assumptions where a question leaves something out (25-year
 * amortization, the province's 5-year fixed rate of ./fixture.ts). Run once, after the engine
 * work of the day: a change made to pass one of these makes it a tuning set.
 *
 * The set leans toward people who already own: renewal, switching lenders, refinancing, HELOC,
 * breaking a mortgage, rental and investment properties, self-employed and commission income,
 * bruised credit, separation, porting and retirees. Typed as on a phone: lower case, typos,
 * no units, slang, two things in one message, the question at the end of a long message.
 */

import type { ConversationCase } from './held-out'

export const S46B_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Payments -------------------------------------------------------------------------------
  {
    turns: ['whats the payment on a 640k mortgage at 4.19 over 25 yrs'],
    expect: { entry: 'payment', figures: [3432.77] },
  },
  {
    turns: [
      'renewal coming up, 412,000 left on it, they offered 3.99 for a 5 yr term and i have 19 years left on the amortization. whats my monthly gonna be',
    ],
    expect: { entry: 'payment', figures: [2573.52] },
  },
  {
    turns: ['biweekly payment on a $385,000 loan @ 4.4% 30 year am'],
    expect: { entry: 'payment', figures: [884.78] },
  },
  {
    turns: ['accelerated bi weekly if i borrow 520k at 3.79 25yrs'],
    expect: { entry: 'payment', figures: [1338.22] },
  },
  { turns: ['weekly pymt 300k mortgage 4.05 20 years'], expect: { entry: 'payment', figures: [419.58] } },
  {
    turns: ['buying a 725k semi with 50k down what would monthly be at 3.89'],
    expect: { entry: 'payment', figures: [3650.92] },
  },
  {
    turns: ['house is 899,000 putting 10% down, payment at 4.09?'],
    expect: { entry: 'payment', figures: [4428.76] },
  },
  { turns: ['850k, 20 percent down, 3.95, 25 yr monthly'], expect: { entry: 'payment', figures: [3558.53] } },
  {
    turns: ['moving up to a 1.1M detached, 220k down from the sale of our condo, rate 4.24 whats the payment'],
    expect: { entry: 'payment', figures: [4744.18] },
  },
  {
    turns: ['whats the monthly on a 250k mortgage for my rental at 5.1 over 25'],
    expect: { entry: ['payment', 'rental-property'], figures: [1468.28] },
  },
  {
    turns: ['what would i pay monthly on a 475000 mortgage if i go 30 year amortization at 4.49'],
    expect: { entry: 'payment', figures: [2392.26] },
  },
  {
    turns: ['semi monthly payments on a mortgage of 600 thousand 3.99% 25 years'],
    expect: { entry: 'payment', figures: [1575.14] },
  },
  {
    turns: ['i have 180k left on my mortgage renewing at 4.34 with 12 years left how much is my payment'],
    expect: { entry: 'payment', figures: [1602.41] },
  },
  {
    turns: ['roughly what is the payment on a 500k mortgage'],
    expect: { entry: 'payment', figures: [2544.09], mentions: ['3.68'] },
  },

  {
    turns: [
      'so i own a duplex in hamilton, tenant upstairs pays 2100, thinking of buying another one for 780k with 20% down. the rate on rentals is like 4.5 right? what would the mortgage payment be',
    ],
    expect: { entry: ['payment', 'rental-property'], figures: [3453.67] },
  },
  // ---- Minimum down payment -------------------------------------------------------------------
  { turns: ['min down on 780k'], expect: { entry: 'down-payment', figures: [53000] } },
  {
    turns: ['is 40k enough down for a 699,000 place'],
    expect: { entry: 'down-payment', figures: [44900] },
  },
  {
    turns: ['how much do i need down for 1.3 million'],
    expect: { entry: 'down-payment', figures: [105000], notFigures: [260000] },
  },
  {
    turns: ['we have 100k saved is that enough for a 1.6M house in oakville'],
    expect: { entry: 'down-payment', figures: [320000] },
  },
  { turns: ['down payment needed 450k condo'], expect: { entry: ['down-payment', 'condo'], figures: [22500] } },

  // ---- Default insurance ----------------------------------------------------------------------
  { turns: ['cmhc premium on 640k with 40k down'], expect: { entry: 'default-insurance', figures: [24000] } },
  {
    turns: ['how much is cmhc insurance if i put 15% down on 560k'],
    expect: { entry: 'default-insurance', figures: [13328] },
  },
  {
    turns: ['mortgage insurance cost 10 percent down 700,000'],
    expect: { entry: 'default-insurance', figures: [19530] },
  },
  {
    turns: ['cmhc on 480k 5% down 30 year amortization, im a first time buyer'],
    expect: { entry: 'default-insurance', figures: [19152] },
  },
  {
    turns: ['whats the default insurance if i put down 18% on 900k'],
    expect: { entry: 'default-insurance', figures: [20664] },
  },

  // ---- Land transfer tax ----------------------------------------------------------------------
  { turns: ['land transfer tax on 850k in toronto'], expect: { entry: 'land-transfer-tax', figures: [26950] } },
  {
    turns: ['ltt for 650,000 in ottawa'],
    expect: { entry: 'land-transfer-tax', figures: [9475], notFigures: [18950] },
  },
  {
    turns: ['first time buyer land transfer in mississauga 520k'],
    expect: { entry: 'land-transfer-tax', figures: [2875] },
  },
  {
    turns: ['toronto first time buyer 1.05M land transfer'],
    expect: { entry: 'land-transfer-tax', figures: [26475] },
  },
  {
    turns: ['how much is land transfer tax on a 2.4 million house in toronto'],
    expect: { entry: 'land-transfer-tax', figures: [92950] },
  },
  {
    turns: ['buying an investment condo downtown toronto for 615k, already own my home, whats the ltt'],
    expect: { entry: 'land-transfer-tax', figures: [17550] },
  },
  {
    turns: ['land transfer tax hamilton 725000'],
    expect: { entry: 'land-transfer-tax', figures: [10975], notFigures: [21950] },
  },

  // ---- Closing costs --------------------------------------------------------------------------
  {
    turns: ['total closing costs on 720k with 72k down in toronto, first time buyer'],
    expect: { entry: 'closing-costs', figures: [18132.04] },
  },
  {
    turns: ['what will closing cost me roughly, 540k in london ont, 20% down'],
    expect: { entry: 'closing-costs', figures: [10525] },
  },
  {
    turns: ['closing costs 900k toronto 180k down not first time'],
    expect: { entry: 'closing-costs', figures: [32200] },
  },

  // ---- Stress test ----------------------------------------------------------------------------
  { turns: ['qualifying rate if my rate is 3.89'], expect: { entry: 'stress-test', figures: [5.89] } },
  { turns: ['stress test on 2.99'], expect: { entry: 'stress-test', figures: [5.25], notFigures: [4.99] } },
  {
    turns: ['switching lenders at renewal, the new one offers 4.45%. what rate do i have to qualify at'],
    expect: { entry: ['stress-test', 'switching'], figures: [6.45] },
  },
  {
    turns: ["my lender offered 3.64 what's the stress test rate"],
    expect: { entry: 'stress-test', figures: [5.64] },
  },

  // ---- Affordability --------------------------------------------------------------------------
  { turns: ['how much house can i afford making 135k with 60k down'], expect: { entry: 'affordability' } },
  {
    turns: ['me and my wife make 95k and 82k, car payment 650/mo, 100k down what can we buy'],
    expect: { entry: 'affordability' },
  },
  {
    turns: ['self employed, 110k declared income last 2 yrs, 80k saved, how much mortgage could i get'],
    expect: { entry: ['affordability', 'self-employed'] },
  },
  {
    turns: ['i make 72k base + about 15k commission, 12k on credit cards, 40k down. max price?'],
    expect: { entry: ['affordability', 'qualifying-income'] },
  },
  {
    turns: ['household income 210k, 2 car loans 1100/month total, 150k down at 4.1 how much can we afford'],
    expect: { entry: 'affordability' },
  },

  // ---- Refinance equity -----------------------------------------------------------------------
  {
    turns: ['home worth 950k owe 410k how much can i take out refinancing'],
    expect: { entry: 'refinance', figures: [350000] },
  },
  { turns: ['refi: value 1.2M balance 655k, max cash out?'], expect: { entry: 'refinance', figures: [305000] } },
  {
    turns: ['house appraised at 780,000 and i still owe 520k, how much equity can i pull out'],
    expect: { entry: 'refinance', figures: [104000] },
  },
  {
    turns: [
      'my rental is worth about 640k with 390k left on the mortgage, how much equity could i refinance out of it',
    ],
    expect: { entry: ['refinance', 'rental-property'], figures: [122000] },
  },
  {
    turns: ['retired, house worth 1.35M, 400k left on the mortgage. how much could i get out with a refi'],
    expect: { entry: 'refinance', figures: [680000] },
  },
  {
    turns: ['we are separating, house worth 870k, 300k owing, i want to buy her out. how much can i borrow against it'],
    expect: { entry: ['separation', 'refinance'] },
  },

  {
    turns: [
      'ok so we bought in 2021 at the peak, paid 1.02M, probably worth 900 now, we owe 610k and the car loan is killing us 780 a month plus 22k on the line of credit. my husband thinks we should refi to clear it all. how much could we actually take out',
    ],
    expect: { entry: 'refinance', figures: [110000] },
  },
  // ---- Breaking penalty -----------------------------------------------------------------------
  {
    turns: ['variable rate 3.95 balance 410k whats the penalty to break'],
    expect: { entry: 'breaking-penalty', figures: [4048.75] },
  },
  {
    turns: ["fixed 4.89, owe 500k, 30 months left, lender's 3 year rate is 3.99 now. penalty if i break?"],
    expect: { entry: 'breaking-penalty', figures: [11250] },
  },
  {
    turns: ['3 months interest on 275,000 at 4.6'],
    expect: { entry: 'breaking-penalty', figures: [3162.5] },
  },
  {
    turns: ['selling the house, how much to break my fixed mortgage 420k at 2.79 with 14 months left'],
    expect: { entry: 'breaking-penalty', figures: [2929.5] },
  },
  {
    turns: ['penalty to break early, 5.44% fixed, 610k, 2 yrs left, current 2 year rate 4.2'],
    expect: { entry: 'breaking-penalty', figures: [15128] },
  },

  {
    turns: [
      "long story short my partner got a job in calgary so we have to sell our place in guelph this spring. we're in a 5 year variable at 4.35 with the bank, owe about 455k. what kind of penalty are we looking at",
    ],
    expect: { entry: 'breaking-penalty', figures: [4948.13] },
  },
  // ---- Switching ------------------------------------------------------------------------------
  {
    turns: ['renewal offer 4.39 from td, another lender offers 3.89, balance 480k, 20 years left, worth switching?'],
    expect: { entry: 'switching' },
  },
  {
    turns: ['switching lenders at renewal 365k owing, my bank wants 4.6 and a broker says 3.99, how much would i save'],
    expect: { entry: 'switching' },
  },
  {
    turns: ['is it worth paying a 6k penalty to switch from 5.2 to 3.9 on 400k'],
    expect: { entry: ['switching', 'breaking-penalty'] },
  },

  // ---- Follow-ups -----------------------------------------------------------------------------
  {
    turns: ['payment on a 550k mortgage at 3.99 25 years', 'what about 30 years'],
    expect: { entry: 'payment', figures: [2612.24] },
  },
  {
    turns: ['monthly payment 420000 loan 4.29 25yr', 'and biweekly?'],
    expect: { entry: ['payment', 'payment-frequency'], figures: [1049.37] },
  },
  {
    turns: ['buying 480k with 24,000 down', 'how much cmhc on that'],
    expect: { entry: 'default-insurance', figures: [18240] },
  },
  {
    turns: ['land transfer tax on 799k in toronto', "what if i'm a first time buyer"],
    expect: { entry: 'land-transfer-tax', figures: [16435] },
  },
  {
    turns: [
      'whats the penalty on 380k variable at 4.1',
      'and if it was fixed with 3 yrs left and the 3 year rate is 3.6',
    ],
    expect: { entry: 'breaking-penalty', figures: [5700] },
  },
  {
    turns: ['home worth 700k owe 350k how much can i refinance', 'what if it appraises at 650'],
    expect: { entry: 'refinance', figures: [170000] },
  },
  {
    turns: ['payment on a 725k mortgage at 4.05', 'what if rates go up 1%'],
    expect: { entry: 'payment', figures: [4237.3] },
  },
  { turns: ['qualifying rate on 4.14', 'and at 3.2?'], expect: { entry: 'stress-test', figures: [5.25] } },
  { turns: ['min down for 640k', 'and for 1.2M'], expect: { entry: 'down-payment', figures: [95000] } },
  {
    turns: ['payment 390k mortgage 3.75% 25 yrs', 'weekly?'],
    expect: { entry: ['payment', 'payment-frequency'], figures: [460.75] },
  },
  {
    turns: ['im renewing, 310k left 17 yrs to go at 4.2 whats my payment', 'what if i stretch it back to 25'],
    expect: { entry: 'payment', figures: [1664.45] },
  },
  {
    turns: ['closing costs on 650k in toronto with 65k down', 'we are first time buyers btw'],
    expect: { entry: 'closing-costs', figures: [15175.8] },
  },
  {
    turns: ['payment on 480k borrowed at 4.5 30 years', 'and 25?'],
    expect: { entry: 'payment', figures: [2656.67] },
  },
  {
    turns: ['land transfer on 1.4M in oakville', 'and if it was in toronto'],
    expect: { entry: 'land-transfer-tax', figures: [48950] },
  },
  {
    turns: ['payment on 800k 20% down 3.89', 'how much would cmhc be if i only put 10% down'],
    expect: { entry: 'default-insurance', figures: [22320] },
  },
  {
    turns: ['how does the stress test work', 'so what would it be at 4.39'],
    expect: { entry: 'stress-test', figures: [6.39] },
  },
  { turns: ['what is a heloc', 'how much can i borrow with one'], expect: { entry: 'heloc' } },
  {
    turns: ['can i port my mortgage if i move', 'what if the new house costs more'],
    expect: { entry: 'porting' },
  },
  {
    turns: ['what happens at renewal', 'can i switch lenders then without a penalty'],
    expect: { entry: ['switching', 'renewal'] },
  },
  {
    turns: ['tell me about reverse mortgages', 'what age do you have to be'],
    expect: { entry: 'reverse-mortgage' },
  },
  {
    turns: ['im self employed can i get a mortgage', 'how many years of tax returns do they want'],
    expect: { entry: ['self-employed', 'documents'] },
  },
  {
    turns: ['penalty for breaking 450k fixed 3.49 20 months left', 'what if i just wait till renewal'],
    expect: { entry: ['breaking-penalty', 'renewal'] },
  },
  {
    turns: ['how much equity can i get, house 1.05M owe 600k', 'could i use that as a down payment on a rental'],
    expect: { entry: ['rental-property', 'refinance', 'heloc'] },
  },
  {
    turns: ["what's a collateral charge", 'does it make switching harder'],
    expect: { entry: ['collateral-charge', 'switching'] },
  },

  // ---- Rates ----------------------------------------------------------------------------------
  { turns: ['whats your 5 year fixed'], expect: { entry: 'rates', figures: [3.68, 3.89], mentions: ['ontario'] } },
  { turns: ['best variable rate right now'], expect: { entry: 'rates', figures: [3.85, 4.06] } },
  {
    turns: ['3 yr fixed rates in alberta'],
    expect: { entry: 'rates', figures: [4.0, 4.21], mentions: ['alberta'], notFigures: [3.94] },
  },
  { turns: ['bc mortgage rates today'], expect: { entry: 'rates', figures: [3.71, 3.92] } },
  { turns: ['1 year fixed rate?'], expect: { entry: 'rates', figures: [4.89, 5.1] } },
  {
    turns: ['renewing with 35% equity, what is your 5yr fixed conventional rate'],
    expect: { entry: ['rates', 'renewal'], figures: [3.89] },
  },
  { turns: ['what are mortgage rates in quebec'], expect: { entry: 'rates', figures: [3.76, 3.97] } },
  { turns: ['7 year fixed how much'], expect: { entry: 'rates', figures: [4.29, 4.5] } },
  { turns: ['current rates for a refinance'], expect: { entry: ['rates', 'refinance'] } },
  {
    turns: ['manitoba rates 5 year variable'],
    expect: { entry: 'rates', figures: [3.95, 4.16], mentions: ['manitoba'] },
  },
  {
    turns: ['should i lock in now or wait for rates to drop, renewal is in march'],
    expect: { entry: ['agent', 'fixed-vs-variable', 'rate-hold', 'renewal'] },
  },
  { turns: ['rates in nova scotia for 3 year'], expect: { entry: 'rates', figures: [4.04, 4.25] } },
  { turns: ["what's the rate for a rental property"], expect: { entry: ['rates', 'rental-property'] } },
  { turns: ['do u have anything under 3.7'], expect: { entry: 'rates', figures: [3.68] } },

  // ---- Knowledge, owners' words ---------------------------------------------------------------
  {
    turns: ['my mortgage is up for renewal in 4 months and the bank hasnt sent anything yet, what should i be doing'],
    expect: { entry: 'renewal' },
  },
  { turns: ['can i renew early'], expect: { entry: ['renewal', 'breaking-penalty'] } },
  {
    turns: ['what is a heloc and how is it different from a refi'],
    expect: { entry: ['heloc', 'refinance'] },
  },
  {
    turns: ['can i get a mortgage on a rental property with 20% down'],
    expect: { entry: ['rental-property', 'down-payment'] },
  },
  {
    turns: ['does the rent from my basement apartment count toward qualifying'],
    expect: { entry: ['rental-property', 'qualifying-income'] },
  },
  {
    turns: ["i'm on commission, how do banks look at my income"],
    expect: { entry: ['qualifying-income', 'self-employed'] },
  },
  {
    turns: ['self employed 2 years, write off a lot so my declared income is low, what are my options'],
    expect: { entry: ['self-employed', 'alternative-lenders'] },
  },
  {
    turns: ['had a consumer proposal, finished paying it last year. can i still get a mortgage'],
    expect: { entry: ['alternative-lenders', 'credit-score'] },
  },
  {
    turns: ['credit score is 580 after covid, can i refinance'],
    expect: { entry: ['alternative-lenders', 'credit-score', 'refinance', 'approval-odds'] },
  },
  { turns: ['going thru a divorce, how do i keep the house'], expect: { entry: 'separation' } },
  {
    turns: ['can i take my mortgage with me when i sell and buy another place'],
    expect: { entry: 'porting' },
  },
  {
    turns: ['im 68 and retired, can i get money out of my house without having to make payments'],
    expect: { entry: ['reverse-mortgage', 'heloc'] },
  },
  {
    turns: ['missed two payments and the bank sent a scary letter'],
    expect: { entry: 'missed-payments' },
  },
  { turns: ['can i skip a payment in december, money is tight'], expect: { entry: 'skip-payment' } },
  {
    turns: ['how much extra can i pay down each year without a penalty'],
    expect: { entry: 'prepayment' },
  },
  { turns: ['whats the diff between open and closed'], expect: { entry: 'open-vs-closed' } },
  {
    turns: ['is my mortgage a collateral charge and does that matter'],
    expect: { entry: 'collateral-charge' },
  },
  { turns: ['can my son take over my mortgage when i move to the retirement home'], expect: { entry: 'assumable' } },
  {
    turns: ['need a 2nd mortgage to pay off what i owe cra'],
    expect: { entry: ['second-mortgage', 'debt-consolidation'] },
  },
  {
    turns: ['want to redo the kitchen and basement, best way to finance it'],
    expect: { entry: ['renovation-financing', 'heloc', 'refinance'] },
  },
  {
    turns: ['we bought our next house but havent sold ours yet, closing is 6 weeks apart, how do we cover it'],
    expect: { entry: 'bridge-financing' },
  },
  {
    turns: ['can i use the equity in my house to buy a cottage up north'],
    expect: { entry: ['second-home', 'heloc', 'refinance'] },
  },
  {
    turns: ['i want to consolidate my credit cards and car loan into my mortgage'],
    expect: { entry: ['debt-consolidation', 'refinance'] },
  },
  {
    turns: ['the appraisal came back 40k under what we offered, now what'],
    expect: { entry: 'appraisal-gap' },
  },
  {
    turns: ['bank is pushing mortgage life insurance at signing, do i need it'],
    expect: { entry: 'creditor-insurance' },
  },
  { turns: ["what's LTV mean"], expect: { entry: 'loan-to-value' } },
  { turns: ['does using a broker cost me anything'], expect: { entry: 'broker' } },
  {
    turns: ['how does property tax get paid with my mortgage, can the bank do it'],
    expect: { entry: 'property-tax' },
  },
  { turns: ['cash back mortgage worth it?'], expect: { entry: 'cash-back' } },
  { turns: ["can my dad co-sign for me, he's retired"], expect: { entry: 'co-signer' } },
  {
    turns: ['what docs do i need to switch my mortgage to another lender'],
    expect: { entry: ['documents', 'switching'] },
  },
  {
    turns: ['been in canada 1 year on a work permit, can i buy a place'],
    expect: { entry: 'newcomers' },
  },
  {
    turns: ['my term is ending but the amortization isnt, can someone explain the difference'],
    expect: { entry: ['term', 'amortization', 'renewal'] },
  },
  { turns: ['is variable better right now'], expect: { entry: ['fixed-vs-variable', 'agent'] } },
  {
    turns: ['can i hold a rate now for my renewal in the spring'],
    expect: { entry: ['rate-hold', 'renewal'] },
  },
  {
    turns: ['looking at a hobby farm with 40 acres near peterborough, can i get a regular mortgage on that'],
    expect: { entry: 'rural-land' },
  },

  {
    turns: [
      "my ex and i bought together in 2019, we split last year, she moved out and i've been paying everything since. the bank says i have to qualify on my own to take her off title. how does that work",
    ],
    expect: { entry: 'separation' },
  },
  {
    turns: [
      'i retired last year from the school board, pension is about 58k, house in markham is paid off and worth maybe 1.4M. my kids say i should set up a line of credit on it while i can still qualify. is that a thing',
    ],
    expect: { entry: ['heloc', 'reverse-mortgage'] },
  },
  {
    turns: [
      'bankruptcy discharged in 2023, rebuilt my credit to about 640, renewal is in june with my current lender. will they even renew me or do i have to go to a b lender',
    ],
    expect: { entry: ['renewal', 'alternative-lenders', 'credit-score', 'approval-odds', 'agent'] },
  },
  // ---- French ---------------------------------------------------------------------------------
  { turns: ['quel est le taux fixe 5 ans'], expect: { entry: 'rates', figures: [3.68, 3.89], lang: 'fr' } },
  {
    turns: ['paiement mensuel sur un prêt de 450 000 $ à 4,2 % sur 25 ans'],
    expect: { entry: 'payment', figures: [2416.13], lang: 'fr' },
  },
  { turns: ["c'est quoi une marge de crédit hypothécaire"], expect: { entry: 'heloc', lang: 'fr' } },
  {
    turns: ["je renouvelle mon hypothèque l'an prochain, est-ce que je peux changer de prêteur"],
    expect: { entry: ['switching', 'renewal'], lang: 'fr' },
  },
  {
    turns: ['pénalité pour casser mon hypothèque à taux variable, 300 000 à 4,5 %'],
    expect: { entry: 'breaking-penalty', figures: [3375], lang: 'fr' },
  },
  {
    turns: ['droits de cession immobilière à toronto pour 900 000'],
    expect: { entry: 'land-transfer-tax', figures: [28950], lang: 'fr' },
  },
  {
    turns: ['combien je peux retirer avec un refinancement, maison 800 000, solde 350 000'],
    expect: { entry: 'refinance', figures: [290000], lang: 'fr' },
  },
  {
    turns: ['je suis travailleur autonome, est-ce possible d’avoir un prêt hypothécaire'],
    expect: { entry: 'self-employed', lang: 'fr' },
  },
  {
    turns: ['mise de fonds minimale pour une maison de 600 000 $'],
    expect: { entry: 'down-payment', figures: [35000], lang: 'fr' },
  },
  {
    turns: ['on se sépare, comment racheter la part de mon ex dans la maison'],
    expect: { entry: 'separation', lang: 'fr' },
  },
  {
    turns: ['prime de la SCHL avec 10 % de mise de fonds sur 500 000'],
    expect: { entry: 'default-insurance', figures: [13950], lang: 'fr' },
  },
  {
    turns: ['hypothèque inversée pour les retraités, comment ça marche'],
    expect: { entry: 'reverse-mortgage', lang: 'fr' },
  },
  {
    turns: ['taux de qualification si mon taux est 3,9'],
    expect: { entry: 'stress-test', figures: [5.9], lang: 'fr' },
  },

  {
    turns: [
      "bonjour, mon terme de 5 ans finit en février et ma banque m'offre 4,59 %, c'est tu bon? quel est votre taux fixe 5 ans",
    ],
    expect: { entry: ['rates', 'renewal'], figures: [3.68, 3.89], lang: 'fr' },
  },
  // ---- Out of scope, advice, approval odds, legal ---------------------------------------------
  { turns: ["what's the weather in toronto this weekend"], expect: { entry: 'none' } },
  { turns: ['can you help me refinance my car loan'], expect: { entry: ['none', 'agent'] } },
  { turns: ['how do i file my taxes online'], expect: { entry: 'none' } },
  { turns: ['my landlord wont give back my last month deposit'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['will i be approved with a 620 credit score and 45k income'],
    expect: { entry: ['approval-odds', 'agent'] },
  },
  {
    turns: ['rents are flat and rates went up, should i sell my rental or keep it'],
    expect: { entry: ['agent', 'rental-property'] },
  },
  {
    turns: ['can my ex force the sale of the house, do i need a lawyer'],
    expect: { entry: ['legal-advice', 'separation', 'agent'] },
  },
  { turns: ['i need a business loan for my restaurant'], expect: { entry: ['none', 'agent'] } },
  { turns: ['financing for a timeshare'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['can someone call me about my renewal'],
    expect: { entry: ['talk-to-agent', 'agent'] },
  },
  {
    turns: ['what stocks should i put my heloc money in'],
    expect: { entry: ['none', 'agent'] },
  },
  { turns: ['how do i become a mortgage agent with you guys'], expect: { entry: 'become-agent' } },
  {
    turns: ['is my lender allowed to refuse to renew me'],
    expect: { entry: ['legal-advice', 'renewal', 'agent'] },
  },
  { turns: ['mortgage for a condo in florida'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['what should my asking price be when i list my house'],
    expect: { entry: ['none', 'agent'] },
  },
  {
    turns: ['do i qualify? 2 years self employed, 90k, 720 score, 50k down, 600k house'],
    expect: { entry: ['approval-odds', 'agent', 'self-employed'] },
  },
  { turns: ['how much is home insurance usually'], expect: { entry: ['none', 'agent'] } },
  { turns: ['commercial mortgage for a small plaza'], expect: { entry: ['none', 'agent'] } },
  { turns: ['i want to speak to a real person'], expect: { entry: ['talk-to-agent', 'agent'] } },
  {
    turns: ['can you recommend a good real estate lawyer in brampton'],
    expect: { entry: ['legal-advice', 'agent', 'none'] },
  },
  { turns: ['best credit card for cash back'], expect: { entry: 'none' } },
]
