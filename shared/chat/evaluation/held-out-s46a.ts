/**
 * Held-out conversations s46a (2026-11-28), written by an independent writer for issue 29 item 7:
 * a helper session that never read the engine's source (engine, intents, vocabulary, keywords,
 * slots, speller), never read the other held-out or diagnostic sets beyond held-out.ts's header,
 * and never ran the engine on these questions. It read only shared/chat/README.md, the case format,
 * evaluate.ts's judgeConversation, ./fixture.ts, the knowledge base's entry ids and titles, and
 * shared/finance. Every expected figure was computed with shared/finance (a scratch script, not
 * kept) on EVALUATION_AS_OF with ./fixture.ts's rates and the README's documented assumptions (a
 * 25-year amortization, monthly payments, Ontario, the lowest 5-year fixed of the kind that fits
 * the down payment, typical closing fees) where a question leaves something out.
 *
 * The set leans to people buying: first-time buyers, newcomers, pre-approval, down payment sources
 * (gifts, the RRSP Home Buyers' Plan, the FHSA), condos and houses, closing day, one or two
 * incomes. It is typed the way visitors type on phones. Run it once, after the day's engine work.
 */

import type { ConversationCase } from './held-out'

export const S46A_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Payments, numbers in every shape --------------------------------------------------
  {
    turns: ['whats the monthly payment on 520k at 4.19 over 25 yrs'],
    expect: { entry: 'payment', figures: [2789.13] },
  },
  {
    turns: ['buying a 600k condo with 10% down, what would my payments be biweekly at 3.99'],
    expect: { entry: 'payment', figures: [1349.06, 16740] },
  },
  {
    turns: ['first place!! 450k price and 5 % down, how much monthly'],
    expect: { entry: 'payment', figures: [2262.2, 17100] },
  },
  {
    turns: ['how much per month for a 750,000 mortgage at 4.5% 30 year amortization'],
    expect: { entry: 'payment', figures: [3781.62] },
  },
  { turns: ['weekly payments on $385,000 at 3.89 percent'], expect: { entry: 'payment', figures: [461.5] } },
  { turns: ['if i borrow 1.1 million at 4 whats the payment'], expect: { entry: 'payment', figures: [5786.22] } },
  {
    turns: ['accelerated bi weekly on 400k at 4.25 25 year'],
    expect: { entry: 'payment', figures: [1079.32] },
  },
  {
    turns: ['house is 820k, putting 164k down, rate 3.89, payment?'],
    expect: { entry: 'payment', figures: [3411.69] },
  },
  {
    turns: ['semi monthly payment 300000 5.1% 20 years'],
    expect: { entry: 'payment', figures: [992.76] },
  },
  {
    turns: ['me and my wife r buying a townhouse 700 thousand with 70k down how much a month'],
    expect: { entry: 'payment', figures: [3304.92, 19530] },
  },
  {
    turns: [
      'hi so me and my bf are finally looking, found a semi in scarborough listed at 899,900. we have 110k for the down payment (90k saved plus 20k gift from his parents). what would the monthly payment be',
    ],
    expect: { entry: 'payment', figures: [4143.75] },
  },
  {
    turns: [
      'ok so we got pre approved at 4.14 for 25 years, the house we want is 685k and were putting 68,500 down, whats the payment including cmhc',
    ],
    expect: { entry: 'payment', figures: [3391.86, 19111.5] },
  },

  // ---- Minimum down payment / is X enough --------------------------------------------------
  { turns: ['is 5% down enough on a 650k townhouse'], expect: { entry: 'down-payment', figures: [40000] } },
  { turns: ['whats the minimum down payment for 480000'], expect: { entry: 'down-payment', figures: [24000] } },
  {
    turns: ['min down on a 1.2M house?'],
    expect: { entry: 'down-payment', figures: [95000], notFigures: [240000] },
  },
  {
    turns: ['i have 45k saved, is that enough to buy a 799k place'],
    expect: { entry: 'down-payment', figures: [54900] },
  },
  {
    turns: ['how much do i need to put down for a 1.7 million house'],
    expect: { entry: 'down-payment', figures: [340000] },
  },
  {
    turns: [
      'newcomer here, got my PR last year and working as an engineer in brampton. looking at a 729k townhouse, how much down payment do i need minimum',
    ],
    expect: { entry: 'down-payment', figures: [47900] },
  },
  {
    turns: ['with 60k down whats the most expensive house i can buy'],
    expect: { entry: ['down-payment', 'affordability'], figures: [850000] },
  },

  // ---- Default insurance (CMHC) ------------------------------------------------------------
  { turns: ['cmhc on 500k with 25k down'], expect: { entry: 'default-insurance', figures: [19000] } },
  {
    turns: ['how much is mortgage insurance if i put 15% down on 620k'],
    expect: { entry: 'default-insurance', figures: [14756] },
  },
  {
    turns: ['insurance premium 10 percent down 900k house'],
    expect: { entry: 'default-insurance', figures: [25110] },
  },
  {
    turns: ['cmhc fee on a 380k new build, 30 year amort, first time buyer, 5% down'],
    expect: { entry: 'default-insurance', figures: [15162], notFigures: [14440] },
  },
  {
    turns: ['how much cmhc would i pay on a 560k condo with 8% down'],
    expect: { entry: 'default-insurance', figures: [20608] },
  },

  // ---- Land transfer tax -------------------------------------------------------------------
  {
    turns: ['land transfer tax on 850k in toronto'],
    expect: { entry: 'land-transfer-tax', figures: [26950] },
  },
  {
    turns: ['ontario land transfer on 600,000 first time buyer in london ont'],
    expect: { entry: 'land-transfer-tax', figures: [4475] },
  },
  {
    turns: ['ltt for 1.3M house in mississauga'],
    expect: { entry: 'land-transfer-tax', figures: [22475], notFigures: [44950] },
  },
  {
    turns: ['first time buyer, toronto condo 525k, how much land transfer do i pay'],
    expect: { entry: 'land-transfer-tax', figures: [5475] },
  },
  {
    turns: ['how much is land transfer on 400k in ottawa'],
    expect: { entry: 'land-transfer-tax', figures: [4475], notFigures: [8950] },
  },
  {
    turns: ['land transfer tax 2.4 million toronto'],
    expect: { entry: 'land-transfer-tax', figures: [92950] },
  },
  {
    turns: [
      'weve been renting 6 yrs and the landlord is selling so we are thinking of buying a 2 bed condo around 575k in mississauga with 10% down. what would land transfer be for first time buyers',
    ],
    expect: { entry: 'land-transfer-tax', figures: [3975] },
  },

  // ---- Closing costs -----------------------------------------------------------------------
  {
    turns: ['total closing costs on 700k in toronto with 20% down'],
    expect: { entry: 'closing-costs', figures: [24200] },
  },
  {
    turns: ['what will i need in total for closing, 550k in hamilton, 30k down, first time buyer'],
    expect: { entry: 'closing-costs', figures: [8389] },
  },
  {
    turns: ['closing costs for a 480k condo in Toronto, first-timer, 10% down'],
    expect: { entry: 'closing-costs', figures: [7996.36] },
  },
  {
    turns: ['how much cash do i need on top of the down payment at closing for a 900k house in barrie, 180k down'],
    expect: { entry: 'closing-costs', figures: [17725] },
  },

  // ---- Stress test / qualifying rate -------------------------------------------------------
  { turns: ['what rate do i qualify at if my rate is 3.84'], expect: { entry: 'stress-test', figures: [5.84] } },
  { turns: ['stress test on 2.99'], expect: { entry: 'stress-test', figures: [5.25], notFigures: [4.99] } },
  {
    turns: ['if i get 4.4% whats the stress test rate i need to pass'],
    expect: { entry: 'stress-test', figures: [6.4] },
  },
  { turns: ['qualifying rate for a 3.25 variable'], expect: { entry: 'stress-test', figures: [5.25] } },

  // ---- Affordability from incomes and debts ------------------------------------------------
  {
    turns: ['me and my wife make 95k and 70k, car payment 600/month, 60k down, rate 4.2, how much house can we afford'],
    expect: { entry: 'affordability', figures: [847972.69, 850000] },
  },
  {
    turns: ['i make 120k alone, no debts, 100k saved for down, at 3.9 what can i afford'],
    expect: { entry: 'affordability', figures: [696178.18, 696763.99] },
  },
  {
    turns: ['single income 68k a year, car loan 450 a month, 35k down, how much can i buy at 4.1'],
    expect: { entry: 'affordability', figures: [363077.76, 341907.03] },
  },
  {
    turns: [
      "i'm a nurse making 98k and my husband gets about 24k/yr disability, we have a car payment of 520 a month and 40k for the down payment. if the rate is 4.19 how much house can we get",
    ],
    expect: { entry: 'affordability', figures: [623216.4, 623784.94] },
  },

  // ---- Refinance equity --------------------------------------------------------------------
  {
    turns: ['house worth 900k, i owe 550k, how much can i pull out'],
    expect: { entry: 'refinance', figures: [170000] },
  },
  {
    turns: ['home value 1.25M mortgage balance 610k how much equity can i access with a refinance'],
    expect: { entry: 'refinance', figures: [390000] },
  },
  {
    turns: ['can i take 100k out? place is worth 640k and i owe 420k'],
    expect: { entry: 'refinance', figures: [92000] },
  },
  {
    turns: [
      'keeping my condo as a rental when we buy a house. its worth about 610k and i owe 380k, if i refinance it for the down payment how much can i get',
    ],
    expect: { entry: 'refinance', figures: [108000] },
  },

  // ---- Prepayment penalty and switching ----------------------------------------------------
  {
    turns: ['penalty to break a variable mortgage, 400k balance at 4.6'],
    expect: { entry: 'breaking-penalty', figures: [4600] },
  },
  {
    turns: ['3 months interest on 275k at 5.05'],
    expect: { entry: 'breaking-penalty', figures: [3471.88] },
  },
  {
    turns: [
      'want to break my 5.19 fixed, 480k owing, 24 months left, lenders 2 year rate today is 4.39, what would the penalty be',
    ],
    expect: { entry: 'breaking-penalty', figures: [7680] },
  },
  {
    turns: ['fixed at 3.2%, balance 350k, 30 months left, their 3 year rate is now 4.1. penalty?'],
    expect: { entry: 'breaking-penalty', figures: [2800] },
  },
  {
    turns: [
      'my bank offered 4.59 at renewal, another lender offers 3.99, balance 420k with 20 years left on a 5 yr term. how much would i save by switching',
    ],
    expect: { entry: ['switching', 'renewal'] },
  },
  {
    turns: ['is it worth switching lenders at renewal for 0.7% lower'],
    expect: { entry: ['switching', 'renewal'] },
  },

  // ---- Follow-ups --------------------------------------------------------------------------
  {
    turns: ['payment on 500k at 4 percent', 'what about 30 years'],
    expect: { entry: 'payment', figures: [2377.59] },
  },
  {
    turns: ['monthly payment for a 650k mortgage at 3.95', 'and biweekly?'],
    expect: { entry: 'payment', figures: [1568.56] },
  },
  {
    turns: ['buying at 480k with 5% down at 3.68, whats the payment', 'how much cmhc on that'],
    expect: { entry: ['default-insurance', 'payment'], figures: [18240] },
  },
  {
    turns: ['ltt on 720k in toronto', "and if i'm a first time buyer?"],
    expect: { entry: 'land-transfer-tax', figures: [13275] },
  },
  {
    turns: [
      'how much can i afford on 150k income with 80k down at 4',
      'what if i also have 1500 a month in car and student loan payments',
    ],
    expect: { entry: 'affordability', figures: [725367.29, 686390.79] },
  },
  {
    turns: ['payment on 400k at 5', 'what if rates drop half a point'],
    expect: { entry: 'payment', figures: [2213.89] },
  },
  {
    turns: ['600k at 4.2 monthly', 'accelerated weekly instead'],
    expect: { entry: 'payment', figures: [805.38] },
  },
  {
    turns: ['min down for 850k', 'and for 450k?'],
    expect: { entry: 'down-payment', figures: [22500] },
  },
  {
    turns: ['cmhc on 700k 10% down', 'what about 15% down'],
    expect: { entry: 'default-insurance', figures: [16660] },
  },
  {
    turns: ['whats the stress test rate for 4.09', 'and at 2.9?'],
    expect: { entry: 'stress-test', figures: [5.25] },
  },
  {
    turns: ['house worth 1M, owe 600k, how much can i refinance', 'what if it appraises at 950k'],
    expect: { entry: 'refinance', figures: [160000] },
  },
  {
    turns: ['closing costs 650k toronto 20% down', 'and outside toronto, say markham'],
    expect: { entry: 'closing-costs', figures: [12725], notFigures: [22200] },
  },
  {
    turns: ['payment on 480k at 4.39', 'and at 20 years'],
    expect: { entry: 'payment', figures: [2998.09] },
  },
  {
    turns: ['buying a 900k house with 180k down at 4.05 whats my payment', 'what if i only put 10% down'],
    expect: { entry: 'payment', figures: [4415.51] },
  },
  {
    turns: ['whats the land transfer on a 1.05M in oakville', 'how about closing costs all in with 20% down'],
    expect: { entry: 'closing-costs', figures: [20725] },
  },
  {
    turns: ['penalty 3 months interest 500k at 4.8', 'what if it was 350k'],
    expect: { entry: 'breaking-penalty', figures: [4200] },
  },
  {
    turns: ['monthly on 350k at 4.5', 'what about weekly'],
    expect: { entry: 'payment', figures: [446.4] },
  },
  { turns: ['whats an fhsa', 'how much can i put in per year'], expect: { entry: 'fhsa' } },
  { turns: ['tell me about the home buyers plan', 'can my wife use it too'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['what is a rate hold', 'how long does it last'], expect: { entry: ['rate-hold', 'pre-approval'] } },
  {
    turns: ['gifted down payment rules?', 'does it have to come from my parents or can my uncle give it'],
    expect: { entry: 'gifted-down-payment' },
  },
  {
    turns: ['how does pre approval work', 'how long is it good for'],
    expect: { entry: ['pre-approval', 'rate-hold'] },
  },
  {
    turns: ['rates in alberta', 'and the 3 year fixed?'],
    expect: { entry: 'rates', figures: [4.0], mentions: ['alberta'], notFigures: [3.94] },
  },
  {
    turns: ['what is a condo status certificate', 'who pays for it'],
    expect: { entry: ['condo', 'closing-costs'] },
  },

  // ---- Rates -------------------------------------------------------------------------------
  { turns: ['whats your best 5 year fixed'], expect: { entry: 'rates', figures: [3.68, 3.89], mentions: ['ontario'] } },
  { turns: ['current variable rate ontario'], expect: { entry: 'rates', figures: [3.85], mentions: ['ontario'] } },
  { turns: ['rates in bc?'], expect: { entry: 'rates', figures: [3.71], notFigures: [3.68] } },
  { turns: ['quebec 5 yr fixed rate today'], expect: { entry: 'rates', figures: [3.76], notFigures: [3.68] } },
  { turns: ['1 year fixed rate'], expect: { entry: 'rates', figures: [4.89] } },
  { turns: ['3yr fixed rates'], expect: { entry: 'rates', figures: [3.94, 4.15] } },
  { turns: ['7 year fixed mortgage rate pls'], expect: { entry: 'rates', figures: [4.29] } },
  { turns: ['manitoba mortgage rates'], expect: { entry: 'rates', figures: [3.78], notFigures: [3.68] } },
  {
    turns: ['what are rates like right now for a first time buyer with 5% down'],
    expect: { entry: 'rates', figures: [3.68] },
  },
  {
    turns: ['conventional 5 year fixed rate, we have 25% down'],
    expect: { entry: 'rates', figures: [3.89] },
  },
  { turns: ['nova scotia variable rate'], expect: { entry: 'rates', figures: [3.95], notFigures: [3.85] } },
  { turns: ['saskatchewan 5 year fixed'], expect: { entry: 'rates', figures: [3.78], notFigures: [3.68] } },
  {
    turns: ['do you guys have good rates for new immigrants'],
    expect: { entry: ['rates', 'newcomers'] },
  },
  {
    turns: ['should i lock in a fixed now or wait for rates to drop'],
    expect: { entry: ['agent', 'fixed-vs-variable', 'rate-hold'] },
  },
  {
    turns: ['are rates going down next year'],
    expect: { entry: ['rates', 'agent', 'none'] },
  },

  // ---- Knowledge, in visitors' words -------------------------------------------------------
  { turns: ['can my parents give me money for the down payment'], expect: { entry: 'gifted-down-payment' } },
  { turns: ['do i need a gift letter'], expect: { entry: 'gifted-down-payment' } },
  { turns: ['can i use my rrsp to buy my first house'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['how much can i take out of my rrsp for a house'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['fhsa vs rrsp hbp which one should i use'], expect: { entry: ['fhsa', 'home-buyers-plan', 'agent'] } },
  { turns: ['whats the max i can put in a first home savings account each year'], expect: { entry: 'fhsa' } },
  {
    turns: ['just moved to canada 8 months ago on a work permit, can i get a mortgage'],
    expect: { entry: 'newcomers' },
  },
  {
    turns: ['i have no canadian credit history can i still buy a home'],
    expect: { entry: ['newcomers', 'credit-score'] },
  },
  { turns: ['how long does a preapproval take and does it cost anything'], expect: { entry: 'pre-approval' } },
  { turns: ['difference between pre qualified and pre approved'], expect: { entry: 'pre-approval' } },
  {
    turns: ['buying my first condo what should i watch out for'],
    expect: { entry: ['condo', 'first-time-buyer'] },
  },
  { turns: ['do condo fees count when they qualify me'], expect: { entry: ['condo', 'affordability'] } },
  { turns: ['what actually happens on closing day'], expect: { entry: 'closing-day' } },
  {
    turns: ['how big a deposit do i need when i make an offer'],
    expect: { entry: ['closing-day', 'offer-conditions'] },
  },
  {
    turns: ['should i put a financing condition in my offer'],
    expect: { entry: 'offer-conditions' },
  },
  {
    turns: ['the appraisal came in 30k under what we offered, what now'],
    expect: { entry: 'appraisal-gap' },
  },
  { turns: ['first time buyer incentives in ontario?'], expect: { entry: ['first-time-buyer', 'land-transfer-tax'] } },
  {
    turns: ['my partner is on mat leave does her income count for the mortgage'],
    expect: { entry: 'qualifying-income' },
  },
  {
    turns: ['can i qualify on just my income, my husband doesnt work right now'],
    expect: { entry: ['qualifying-income', 'affordability'] },
  },
  { turns: ['do lenders count bonus and overtime'], expect: { entry: 'qualifying-income' } },
  { turns: ['my dad wants to cosign for me, how does that work'], expect: { entry: 'co-signer' } },
  { turns: ['what documents do i need for the mortgage application'], expect: { entry: 'documents' } },
  { turns: ['self employed 2 years, can i get a mortgage?'], expect: { entry: 'self-employed' } },
  {
    turns: ['buying a pre construction condo closing in 2028, when do i need to get the mortgage'],
    expect: { entry: 'new-build' },
  },
  { turns: ['why use a mortgage broker instead of my bank'], expect: { entry: 'broker' } },
  { turns: ['difference between amortization and term?'], expect: { entry: ['amortization', 'term'] } },
  { turns: ['can i get a mortgage for a cottage up north'], expect: { entry: 'second-home' } },
  {
    turns: ['buying a duplex and renting out the basement unit, does the rent help me qualify'],
    expect: { entry: ['rental-property', 'qualifying-income'] },
  },
  { turns: ['can i pay extra on my mortgage every year without penalty'], expect: { entry: 'prepayment' } },
  { turns: ['do i have to pay my property taxes through the mortgage'], expect: { entry: 'property-tax' } },
  { turns: ['do i need a home inspection condition'], expect: { entry: 'offer-conditions' } },
  { turns: ['what does ltv mean'], expect: { entry: 'loan-to-value' } },
  {
    turns: ['we bought a new place but havent sold our current house yet, how do we cover the gap'],
    expect: { entry: 'bridge-financing' },
  },
  { turns: ['how do rent to own homes work'], expect: { entry: 'rent-to-own' } },
  {
    turns: ['im working in dubai and want to buy a condo in toronto, can i get a mortgage as a non resident'],
    expect: { entry: 'foreign-buyers' },
  },
  { turns: ['is a cash back mortgage a good way to pay closing costs'], expect: { entry: 'cash-back' } },
  {
    turns: ['the house needs a new kitchen, can i add the reno cost to my purchase mortgage'],
    expect: { entry: 'renovation-financing' },
  },
  { turns: ['how do i become a mortgage agent with you guys'], expect: { entry: 'become-agent' } },
  { turns: ['how do i contact you'], expect: { entry: ['contact-us', 'talk-to-agent'] } },
  {
    turns: ['can someone call me tonight about buying my first home'],
    expect: { entry: ['talk-to-agent', 'contact-us', 'agent'] },
  },

  // ---- French ------------------------------------------------------------------------------
  {
    turns: ['quelle est la mise de fonds minimale pour une maison de 600 000 $'],
    expect: { entry: 'down-payment', figures: [35000], lang: 'fr' },
  },
  {
    turns: ['paiement mensuel pour un prêt de 400 000 à 4,5 % sur 25 ans'],
    expect: { entry: 'payment', figures: [2213.89], lang: 'fr' },
  },
  { turns: ["c'est quoi le CELIAPP"], expect: { entry: 'fhsa', lang: 'fr' } },
  {
    turns: ['est-ce que je peux utiliser mon REER pour acheter ma première maison'],
    expect: { entry: 'home-buyers-plan', lang: 'fr' },
  },
  {
    turns: ['droits de mutation immobilière à toronto pour 700 000 $'],
    expect: { entry: 'land-transfer-tax', figures: [20950], lang: 'fr' },
  },
  { turns: ['taux fixe 5 ans aujourd’hui?'], expect: { entry: 'rates', figures: [3.68], lang: 'fr' } },
  {
    turns: ['je suis nouvel arrivant au canada, est-ce que je peux avoir une hypothèque'],
    expect: { entry: 'newcomers', lang: 'fr' },
  },
  {
    turns: ['assurance SCHL sur 500 000 avec 10 % de mise de fonds'],
    expect: { entry: 'default-insurance', figures: [13950], lang: 'fr' },
  },
  { turns: ['comment fonctionne la préapprobation hypothécaire'], expect: { entry: 'pre-approval', lang: 'fr' } },
  { turns: ['quels sont les frais de clôture quand on achète'], expect: { entry: 'closing-costs', lang: 'fr' } },
  {
    turns: ['paiement pour 350 000 $ à 4 %', 'et sur 30 ans?'],
    expect: { entry: 'payment', figures: [1664.32], lang: 'fr' },
  },
  {
    turns: ["avec un revenu de 90 000 $ par année et 50 000 $ de mise de fonds, à 4 %, combien je peux m'acheter"],
    expect: { entry: 'affordability', figures: [492537.57], lang: 'fr' },
  },
  {
    turns: ['mes parents veulent me donner de l’argent pour la mise de fonds, est-ce permis'],
    expect: { entry: 'gifted-down-payment', lang: 'fr' },
  },
  {
    turns: ['taux de qualification (test de résistance) pour un taux de 3,9 %'],
    expect: { entry: 'stress-test', figures: [5.9], lang: 'fr' },
  },

  // ---- Out of scope, advice, approval odds, legal, topics the base may not cover -----------
  { turns: ['whats the weather in toronto this weekend'], expect: { entry: 'none' } },
  { turns: ['can you recommend a good real estate agent in brampton'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['will i get approved with a 580 credit score and a consumer proposal from 2023'],
    expect: { entry: ['approval-odds', 'agent', 'alternative-lenders'] },
  },
  {
    turns: ['is now a good time to buy or should we wait for prices to drop'],
    expect: { entry: ['agent', 'none'] },
  },
  {
    turns: ['my lawyer says theres a lien on the title of the house im buying, what should i do'],
    expect: { entry: ['legal-advice', 'agent'] },
  },
  { turns: ['best car loan rates right now'], expect: { entry: 'none' } },
  { turns: ['looking to rent a 1 bedroom apartment downtown'], expect: { entry: 'none' } },
  { turns: ['can i get a home insurance quote'], expect: { entry: ['none', 'agent'] } },
  { turns: ['what stocks should i buy'], expect: { entry: 'none' } },
  {
    turns: ['will the bank approve me if i just started a new job 2 months ago'],
    expect: { entry: ['approval-odds', 'agent', 'qualifying-income'] },
  },
  { turns: ['mortgage for a condo in florida'], expect: { entry: ['none', 'agent'] } },
  { turns: ['can i get a business loan to open a restaurant'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['can you look over my agreement of purchase and sale and tell me if this clause is ok'],
    expect: { entry: ['legal-advice', 'agent'] },
  },
  { turns: ['how much is my house worth'], expect: { entry: ['none', 'agent'] } },
  { turns: ['financing a home on reserve land'], expect: { entry: ['none', 'agent'] } },
  { turns: ['timeshare financing in mexico'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['first time buyer here, should we buy a condo or a house'],
    expect: { entry: ['agent', 'condo', 'first-time-buyer'] },
  },
  { turns: ['whats a good travel credit card'], expect: { entry: 'none' } },
  {
    turns: ['with 95k income and 50k down what are my chances of getting approved for a 600k house'],
    expect: { entry: ['approval-odds', 'agent'] },
  },
  { turns: ['how do i sue my realtor for lying about the basement'], expect: { entry: ['legal-advice', 'agent'] } },
  { turns: ['who won the leafs game last night'], expect: { entry: 'none' } },
]
