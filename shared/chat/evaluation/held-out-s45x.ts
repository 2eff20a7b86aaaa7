/**
 * Independent held-out conversations, stop 45 (issue 29 item 7), written 2026-11-28 by an
 * independent writer who never read the engine's source (engine.ts, intents.ts, vocabulary.ts,
 * knowledge-keywords.ts, slots.ts, speller.ts…), never read the other held-out or diagnostic
 * sets beyond held-out.ts's header and type, and never ran the engine on these questions. What
 * was read: shared/chat/README.md, the `ConversationCase` type, evaluate.ts's judgeConversation,
 * ./fixture.ts, shared/finance and the knowledge base's entry ids and titles (not its keywords).
 *
 * Every expected figure was computed with shared/finance (mortgagePayment, insurancePremium,
 * minimumDownPayment, landTransferTax, closingCosts, qualifyingRate, affordability,
 * refinanceEquity, prepaymentPenalty, switchSavings) on EVALUATION_AS_OF with the rates of
 * ./fixture.ts, using the README's assumptions where a question leaves something out: a
 * 25-year amortization, monthly payments, Ontario, the lowest 5-year fixed of the kind that
 * fits the down payment (insured 3.68 % under 20 % down, conventional 3.89 % from 20 %), the
 * insurance premium added to the loan of a payment under 20 % down, typical closing fees.
 * Affordability figures are the calculator's comfortable and lender-maximum prices (down
 * payments chosen at 20 % or more, so the down payment never caps them); a penalty with the
 * lender's current rate for the time left is the interest-rate differential on the published
 * rate; a switch shows the monthly payment of staying and of switching.
 *
 * Mix (193): 66 computations, 26 follow-ups, 16 rates, 46 knowledge questions, 14 French,
 * 25 out of scope, advice and hand-over to an agent. Run it once, after the engine work of the
 * day is merged; never tune on it.
 */

import type { ConversationCase } from './held-out'

export const S45X_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- computation
  {
    turns: ['whats the monthly payment on a 600k mortgage at 4.2 25 yrs'],
    expect: { entry: 'payment', figures: [3221.51] },
  },
  { turns: ['payment for 450k at 3.89%'], expect: { entry: 'payment', figures: [2340.33] } },
  {
    turns: ['biweekly payments on a 750,000 mortgage at 4.5 percent over 30 years?'],
    expect: { entry: 'payment', figures: [1743.62] },
  },
  { turns: ['if i borrow 1.2M at 4.09 whats my weekly payment'], expect: { entry: 'payment', figures: [1468.31] } },
  { turns: ['accelerated biweekly on 380k @ 3.99 over 25'], expect: { entry: 'payment', figures: [998.41] } },
  {
    turns: ['house is 800k putting 20% down, rate 4.1 what would i pay a month'],
    expect: { entry: 'payment', figures: [3401.31] },
  },
  {
    turns: ['buying a 650 thousand condo with 10 percent down whats the monthly at 3.79'],
    expect: { entry: 'payment', figures: [3104.33, 18135] },
  },
  { turns: ['semi monthly payment 520k mortgage 4.35% 20 years'], expect: { entry: 'payment', figures: [1617.04] } },
  {
    turns: ['how much a month for a 900k house with 180k down'],
    expect: { entry: 'payment', figures: [3744.53], mentions: ['25'] },
  },
  {
    turns: ['whats the payment on a 425k house 5% down at 4.5'],
    expect: { entry: 'payment', figures: [2324.03, 16150] },
  },
  { turns: ['monthly payment 1,100,000 home 25% down 4.25'], expect: { entry: 'payment', figures: [4452.2] } },
  { turns: ['$350,000 loan 6.1% 15 yr amortization monthly?'], expect: { entry: 'payment', figures: [2958.02] } },
  { turns: ['weekly payment for a 275k mortgage at 5'], expect: { entry: 'payment', figures: [368.51] } },
  {
    turns: [
      'hey so we found a place for 720k and we have 144k for the down payment, the bank said 4.39 for 5 years fixed, what would the mortgage payment be every month roughly',
    ],
    expect: { entry: 'payment', figures: [3152.88] },
  },
  {
    turns: ['mortgage of 300 thousand, 3.5 percent, 25 years, monthly payment please'],
    expect: { entry: 'payment', figures: [1497.81] },
  },
  {
    turns: ['what would 2 million cost me monthly at 4.75 with 500k down'],
    expect: { entry: 'payment', figures: [8511.83] },
  },
  { turns: ['pmt on 560k borrowed 4.49 30yr'], expect: { entry: 'payment', figures: [2820.35] } },
  {
    turns: ['i want to buy a 500k townhouse in oshawa with 25k down. rate is 4.19. monthly payment incl cmhc?'],
    expect: { entry: ['payment', 'default-insurance'], figures: [2649.67] },
  },
  { turns: ['monthly payment for a 400k mortgage at 5.25 percent'], expect: { entry: 'payment', figures: [2383.67] } },
  { turns: ['accelerated weekly on 610k at 4.65'], expect: { entry: 'payment', figures: [856.81] } },
  { turns: ['is 35k enough down on a 700k house'], expect: { entry: 'down-payment', figures: [45000] } },
  { turns: ['min down payment for 850k'], expect: { entry: 'down-payment', figures: [60000] } },
  { turns: ['is 5% down enough on a 650k townhouse'], expect: { entry: 'down-payment', figures: [40000] } },
  { turns: ['how much do i need down for 1.4 million'], expect: { entry: 'down-payment', figures: [115000] } },
  { turns: ['down payment needed on a 2 million dollar house'], expect: { entry: 'down-payment', figures: [400000] } },
  { turns: ['whats the minimum down for 400000'], expect: { entry: 'down-payment', figures: [20000] } },
  { turns: ['can i put 10% down on a 1.6m home'], expect: { entry: 'down-payment', figures: [320000] } },
  {
    turns: ['i have 60k saved up, is that enough of a down payment for a 900k place in brampton'],
    expect: { entry: ['down-payment', 'affordability'], figures: [65000] },
  },
  { turns: ['cmhc on 500k house 10% down'], expect: { entry: 'default-insurance', figures: [13950] } },
  {
    turns: ['how much is mortgage insurance if i put 5% down on 450k'],
    expect: { entry: 'default-insurance', figures: [17100] },
  },
  { turns: ['cmhc fee with 15% down on 750k'], expect: { entry: 'default-insurance', figures: [17850] } },
  {
    turns: ['default insurance premium on 480k with 48k down'],
    expect: { entry: 'default-insurance', figures: [13392] },
  },
  {
    turns: ['first time buyer, 30 year amortization, 500k with 5% down, how much is the cmhc premium'],
    expect: { entry: 'default-insurance', figures: [19950] },
  },
  { turns: ['cmhc insurance cost 12% down 390k'], expect: { entry: 'default-insurance', figures: [10639.2] } },
  { turns: ['land transfer tax on a 900k house in toronto'], expect: { entry: 'land-transfer-tax', figures: [28950] } },
  { turns: ['ltt for 650k in ottawa'], expect: { entry: 'land-transfer-tax', figures: [9475], notFigures: [18950] } },
  {
    turns: ['first time buyer land transfer tax 500k toronto'],
    expect: { entry: 'land-transfer-tax', figures: [4475] },
  },
  {
    turns: ['how much ltt on 1.2m in mississauga'],
    expect: { entry: 'land-transfer-tax', figures: [20475], notFigures: [40950] },
  },
  { turns: ['land transfer 400k first time buyer ontario'], expect: { entry: 'land-transfer-tax', figures: [475] } },
  {
    turns: ['whats the land transfer tax on 750000 in the city of toronto'],
    expect: { entry: 'land-transfer-tax', figures: [22950] },
  },
  { turns: ['LTT hamilton 825k'], expect: { entry: 'land-transfer-tax', figures: [12975], notFigures: [25950] } },
  {
    turns: [
      'we close on a 1.05M semi in leslieville next month (toronto), first home for both of us, whats the land transfer tax going to be',
    ],
    expect: { entry: 'land-transfer-tax', figures: [26475] },
  },
  {
    turns: ['total closing costs on a 700k house 20% down in toronto'],
    expect: { entry: 'closing-costs', figures: [24200] },
  },
  {
    turns: ['closing costs 550k 10% down london ontario first time buyer'],
    expect: { entry: 'closing-costs', figures: [7952.6] },
  },
  {
    turns: ['how much cash do i need for closing on a 480k condo in barrie with 5% down'],
    expect: { entry: 'closing-costs', figures: [10784.2] },
  },
  {
    turns: ['closing cost estimate 1M toronto 200k down first time buyer'],
    expect: { entry: 'closing-costs', figures: [27725] },
  },
  { turns: ['qualifying rate if my rate is 3.89'], expect: { entry: 'stress-test', figures: [5.89] } },
  { turns: ['stress test rate for 2.99'], expect: { entry: 'stress-test', figures: [5.25] } },
  {
    turns: ['what rate do i have to qualify at if i get 4.7 percent'],
    expect: { entry: 'stress-test', figures: [6.7] },
  },
  {
    turns: ['i got offered 4.14 from my bank what rate do they stress test me at'],
    expect: { entry: 'stress-test', figures: [6.14] },
  },
  {
    turns: ['me and my wife make 95k and 70k, car payment 600/month, 250k down, rate 4, how much house can we afford'],
    expect: { entry: 'affordability', figures: [1086469.76, 1088143.87] },
  },
  {
    turns: ['i make 120k a year no debts, have 200k down, at 4.2% what can i afford'],
    expect: { entry: 'affordability', figures: [795993.89, 798395.6] },
  },
  {
    turns: ['i earn $7,500 a month, 120k down, rate 3.9, whats the max house price'],
    expect: { entry: 'affordability', figures: [580994.78, 581447.75] },
  },
  {
    turns: ['household income 200k (150 me 50 her), 300k down, 4.25%, how much house can we buy'],
    expect: { entry: 'affordability', figures: [1288275.65, 1292757.99] },
  },
  {
    turns: ['salary 85000, credit cards 10k, car 450 a month, 50k down, how much mortgage can i get'],
    expect: { entry: 'affordability' },
  },
  {
    turns: ['single income 65k, student loan 300 a month, 100k saved, 4.5 rate, what price range can i look at'],
    expect: { entry: 'affordability', figures: [413173.38, 411026.57] },
  },
  {
    turns: ['house worth 900k, I owe 550k, how much can i pull out'],
    expect: { entry: 'refinance', figures: [170000] },
  },
  {
    turns: ['home value 1.1m mortgage balance 400k how much equity can i take out refinancing'],
    expect: { entry: 'refinance', figures: [480000] },
  },
  {
    turns: ['worth about 650k and still owe 480k, can i refinance to get some equity out'],
    expect: { entry: 'refinance', figures: [40000] },
  },
  {
    turns: ['value 750k, balance 300k, want 100k for a reno, refi or heloc?'],
    expect: { entry: ['refinance', 'renovation-financing', 'heloc'] },
  },
  { turns: ['penalty to break a 400k variable at 4.5'], expect: { entry: 'breaking-penalty', figures: [4500] } },
  { turns: ['3 months interest penalty on 320,000 at 5.29'], expect: { entry: 'breaking-penalty', figures: [4232] } },
  {
    turns: ['how much to break my fixed mortgage, owe 500k at 5.49, 30 months left, lenders 3 year rate is now 4.09'],
    expect: { entry: 'breaking-penalty', figures: [17500] },
  },
  {
    turns: [
      'breaking my mortgage early, 250k balance fixed 4.8%, 2 years left on the term, their 2 year rate today is 4.1, what is the ird',
    ],
    expect: { entry: 'breaking-penalty', figures: [3500] },
  },
  {
    turns: [
      'my renewal offer is 4.59, another lender offers 3.99, balance 420k, 22 years left, 5 year term, is it worth switching',
    ],
    expect: { entry: ['switching', 'renewal'], figures: [2519.85, 2385.12] },
  },
  {
    turns: [
      'bank wants 4.89 at renewal, broker has 4.29, i owe 300k with 20 yrs left, how much would i save switching for a 5 year term',
    ],
    expect: { entry: 'switching', figures: [1953.6, 1858.05] },
  },
  // ---- follow-up
  { turns: ['payment on 500k at 4.5', 'what about 30 years'], expect: { entry: 'payment', figures: [2521.08] } },
  { turns: ['600k mortgage 3.99 monthly payment', 'and biweekly?'], expect: { entry: 'payment', figures: [1453.88] } },
  {
    turns: ['700k house 10% down at 4.2 whats the payment', 'how much cmhc on that'],
    expect: { entry: 'default-insurance', figures: [19530] },
  },
  {
    turns: ['whats the land transfer tax on 800k', 'what if its in toronto'],
    expect: { entry: 'land-transfer-tax', figures: [24950] },
  },
  { turns: ['ltt on 600k toronto', 'im a first time buyer'], expect: { entry: 'land-transfer-tax', figures: [8475] } },
  {
    turns: ['400k mortgage at 5% monthly', 'what if rates drop to 4'],
    expect: { entry: 'payment', figures: [2104.08] },
  },
  {
    turns: ['payment on 550k at 4.1 25yrs', 'and if rates go up 1%'],
    expect: { entry: 'payment', figures: [3230.21] },
  },
  { turns: ['min down payment on 750k', 'and on 1.2m?'], expect: { entry: 'down-payment', figures: [95000] } },
  {
    turns: ['monthly for a 900k home 20% down at 4.3', 'what about 15% down'],
    expect: { entry: 'payment', figures: [4265.61] },
  },
  { turns: ['qualifying rate at 4.5', 'what about 3'], expect: { entry: 'stress-test', figures: [5.25] } },
  { turns: ['cmhc on 500k with 5% down', 'and with 10%?'], expect: { entry: 'default-insurance', figures: [13950] } },
  { turns: ['payment on 350k at 3.75', 'weekly?'], expect: { entry: 'payment', figures: [413.49] } },
  {
    turns: ['how much is 450k at 4.4 per month', 'and over 20 years?'],
    expect: { entry: 'payment', figures: [2813.08] },
  },
  {
    turns: ['closing costs on 600k with 10% down', 'its in toronto tho'],
    expect: { entry: 'closing-costs', figures: [21539.2] },
  },
  {
    turns: ['house worth 800k owe 400k how much equity can i take', 'what if its worth 900k'],
    expect: { entry: 'refinance', figures: [320000] },
  },
  {
    turns: ['whats my payment on 480k at 4', 'make it 30 years', 'and biweekly'],
    expect: { entry: 'payment', figures: [1052.52] },
  },
  { turns: ['what is a heloc', 'how is that different from refinancing'], expect: { entry: ['heloc', 'refinance'] } },
  { turns: ['tell me about the fhsa', 'how much can i put in per year'], expect: { entry: 'fhsa', figures: [8000] } },
  {
    turns: ['what is the stress test', 'what would mine be at 4.19'],
    expect: { entry: 'stress-test', figures: [6.19] },
  },
  {
    turns: ['land transfer tax on 1m in kitchener', 'how about for first time buyers'],
    expect: { entry: 'land-transfer-tax', figures: [12475] },
  },
  {
    turns: ['payment for 620k at 4.05', 'what if i go accelerated biweekly'],
    expect: { entry: 'payment', figures: [1639.08] },
  },
  { turns: ['rates in alberta', 'and bc?'], expect: { entry: 'rates', figures: [3.71], notFigures: [3.74] } },
  { turns: ['5 year fixed rate', 'what about variable'], expect: { entry: 'rates', figures: [3.85] } },
  {
    turns: ['can i afford a house making 110k with 300k down at 4.2', 'add my wifes income of 60k'],
    expect: { entry: 'affordability', figures: [1144324.06] },
  },
  {
    turns: ['penalty on 300k variable at 4.95', 'what if it was 350k'],
    expect: { entry: 'breaking-penalty', figures: [4331.25] },
  },
  { turns: ['payment on 500k mortgage 4.5', 'what about 5.5'], expect: { entry: 'payment', figures: [3051.96] } },
  // ---- rates
  { turns: ['whats ur 5 year fixed'], expect: { entry: 'rates', figures: [3.68, 3.89], mentions: ['Ontario'] } },
  { turns: ['best variable rate right now'], expect: { entry: 'rates', figures: [3.85] } },
  {
    turns: ['alberta 5yr fixed rates'],
    expect: { entry: 'rates', figures: [3.74, 3.95], notFigures: [3.68, 3.89], mentions: ['Alberta'] },
  },
  {
    turns: ['rates in bc?'],
    expect: { entry: 'rates', figures: [3.71], notFigures: [3.68], mentions: ['British Columbia'] },
  },
  { turns: ['3 year fixed ontario'], expect: { entry: 'rates', figures: [3.94, 4.15] } },
  { turns: ['1 yr fixed rate?'], expect: { entry: 'rates', figures: [4.89, 5.1] } },
  { turns: ['what are your 7 year rates'], expect: { entry: 'rates', figures: [4.29, 4.5] } },
  {
    turns: ['quebec mortgage rates'],
    expect: { entry: 'rates', figures: [3.76], notFigures: [3.68], mentions: ['Quebec'] },
  },
  { turns: ['manitoba rates today'], expect: { entry: 'rates', figures: [3.78], notFigures: [3.68] } },
  {
    turns: ['what are todays mortgage rates'],
    expect: { entry: 'rates', figures: [3.68], mentions: ['Ontario', '2026'] },
  },
  { turns: ['insured vs uninsured rate on a 5 year'], expect: { entry: 'rates', figures: [3.68, 3.89] } },
  { turns: ['nova scotia variable rate'], expect: { entry: 'rates', figures: [3.95], notFigures: [3.85] } },
  { turns: ['rate for 5 yr fixed in saskatchewan'], expect: { entry: 'rates', figures: [3.78, 3.99] } },
  { turns: ['variable rates alberta?'], expect: { entry: 'rates', figures: [3.91], notFigures: [3.85] } },
  { turns: ['hi there whats the lowest rate you guys have'], expect: { entry: 'rates', figures: [3.68] } },
  { turns: ['are rates going down next year'], expect: { entry: ['rates', 'fixed-vs-variable', 'none', 'agent'] } },
  // ---- knowledge
  { turns: ['how long does a pre approval last'], expect: { entry: ['pre-approval', 'rate-hold'] } },
  { turns: ['can i pay extra on my mortgage without a penalty'], expect: { entry: 'prepayment' } },
  {
    turns: ['my parents want to give me money for the down payment is that allowed'],
    expect: { entry: 'gifted-down-payment' },
  },
  { turns: ['what happens when my mortgage term is up'], expect: { entry: ['renewal', 'term'] } },
  { turns: ['diff between open and closed mortgage'], expect: { entry: 'open-vs-closed' } },
  { turns: ['can i take my mortgage with me when i move houses'], expect: { entry: 'porting' } },
  {
    turns: ['im self employed, 2 years, can i still get a mortgage'],
    expect: { entry: ['self-employed', 'qualifying-income'] },
  },
  { turns: ['what docs do i need to apply for a mortgage'], expect: { entry: 'documents' } },
  {
    turns: ['just moved to canada from india last year, can i buy a home'],
    expect: { entry: ['newcomers', 'first-time-buyer'] },
  },
  { turns: ['i live in the US, can i buy a condo in toronto as a non resident'], expect: { entry: 'foreign-buyers' } },
  { turns: ['buying a rental property, what do lenders want'], expect: { entry: 'rental-property' } },
  { turns: ['do condo fees affect how much i qualify for'], expect: { entry: ['condo', 'affordability'] } },
  {
    turns: ['need money to redo my kitchen and basement'],
    expect: { entry: ['renovation-financing', 'heloc', 'refinance'] },
  },
  {
    turns: ['bought a new place before selling the old one, need money for the gap between closings'],
    expect: { entry: 'bridge-financing' },
  },
  { turns: ['can i get a mortgage on a cottage up north'], expect: { entry: ['second-home', 'rural-land'] } },
  { turns: ['i missed two mortgage payments what happens now'], expect: { entry: 'missed-payments' } },
  { turns: ['do i need the banks mortgage life insurance'], expect: { entry: 'creditor-insurance' } },
  { turns: ['can my dad cosign my mortgage'], expect: { entry: 'co-signer' } },
  { turns: ['going through a divorce, want to buy out my ex from the house'], expect: { entry: 'separation' } },
  { turns: ['are rent to own homes a good idea'], expect: { entry: 'rent-to-own' } },
  { turns: ['can i take over my parents mortgage'], expect: { entry: 'assumable' } },
  { turns: ['what is a collateral charge'], expect: { entry: 'collateral-charge' } },
  { turns: ['mortgage for a vacant lot to build on later'], expect: { entry: 'rural-land' } },
  { turns: ['does overtime and bonus count as income for a mortgage'], expect: { entry: 'qualifying-income' } },
  {
    turns: ['how much deposit do i pay when my offer gets accepted'],
    expect: { entry: ['closing-day', 'offer-conditions'] },
  },
  { turns: ['the appraisal came in 40k under what we paid, what now'], expect: { entry: 'appraisal-gap' } },
  { turns: ['is a cash back mortgage worth it'], expect: { entry: 'cash-back' } },
  { turns: ['can i skip a mortgage payment in december'], expect: { entry: 'skip-payment' } },
  { turns: ['should i put a financing condition in my offer'], expect: { entry: ['offer-conditions', 'agent'] } },
  { turns: ['buying a pre construction townhouse, when do i get the mortgage'], expect: { entry: 'new-build' } },
  { turns: ['whats LTV mean'], expect: { entry: 'loan-to-value' } },
  { turns: ['thinking about a 2nd mortgage'], expect: { entry: 'second-mortgage' } },
  {
    turns: ['can i roll my credit card debt into my mortgage'],
    expect: { entry: ['debt-consolidation', 'refinance'] },
  },
  {
    turns: ['my mom is 72 and wants to stay in her house, is a reverse mortgage a thing'],
    expect: { entry: 'reverse-mortgage' },
  },
  {
    turns: ['any first time home buyer incentives in ontario'],
    expect: { entry: ['first-time-buyer', 'land-transfer-tax', 'fhsa', 'home-buyers-plan'] },
  },
  { turns: ['can i use my rrsp for a down payment'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['do you charge a fee, what does a broker cost me'], expect: { entry: 'broker' } },
  { turns: ['whats amortization'], expect: { entry: 'amortization' } },
  { turns: ['is weekly better than monthly payments'], expect: { entry: 'payment-frequency' } },
  { turns: ['can my property tax be paid with my mortgage'], expect: { entry: 'property-tax' } },
  { turns: ['how long of a term should i go with'], expect: { entry: ['term', 'agent'] } },
  { turns: ['fixed or variable which one is better'], expect: { entry: ['fixed-vs-variable', 'agent'] } },
  { turns: ['can i lock in a rate while im house hunting'], expect: { entry: 'rate-hold' } },
  { turns: ['can i move my mortgage to another bank at renewal'], expect: { entry: ['switching', 'renewal'] } },
  {
    turns: ['my credit score is 590 who would lend to me'],
    expect: { entry: ['alternative-lenders', 'credit-score'] },
  },
  { turns: ['what credit score do i need for a mortgage'], expect: { entry: 'credit-score' } },
  // ---- french
  {
    turns: ['quel est le paiement mensuel pour un prêt de 400 000 $ à 4,5 %'],
    expect: { entry: 'payment', figures: [2213.89], lang: 'fr' },
  },
  { turns: ['taux fixe 5 ans?'], expect: { entry: 'rates', figures: [3.68], lang: 'fr' } },
  {
    turns: ['mise de fonds minimale pour une maison de 600 000 $'],
    expect: { entry: 'down-payment', figures: [35000], lang: 'fr' },
  },
  {
    turns: ["c'est quoi l'assurance prêt hypothécaire de la SCHL"],
    expect: { entry: 'default-insurance', lang: 'fr' },
  },
  {
    turns: ['droits de mutation immobilière à Toronto pour 700 000'],
    expect: { entry: 'land-transfer-tax', figures: [20950], lang: 'fr' },
  },
  {
    turns: [
      'quel prix de maison je peux me permettre avec un revenu de 100 000 $ par année, 150 000 $ de mise de fonds, taux 4 %',
    ],
    expect: { entry: 'affordability', figures: [656950.1], lang: 'fr' },
  },
  { turns: ["qu'est-ce que le CELIAPP"], expect: { entry: 'fhsa', lang: 'fr' } },
  { turns: ['je veux parler à un conseiller'], expect: { entry: ['talk-to-agent', 'agent'], lang: 'fr' } },
  { turns: ["c'est quoi le test de résistance"], expect: { entry: 'stress-test', lang: 'fr' } },
  {
    turns: ['mon hypothèque arrive à renouvellement le mois prochain, je fais quoi'],
    expect: { entry: ['renewal', 'switching'], lang: 'fr' },
  },
  {
    turns: ['pénalité pour casser mon hypothèque de 300 000 $ à taux variable de 5 %'],
    expect: { entry: 'breaking-penalty', figures: [3750], lang: 'fr' },
  },
  { turns: ['taux fixe ou variable, lequel choisir?'], expect: { entry: ['fixed-vs-variable', 'agent'], lang: 'fr' } },
  {
    turns: ['versement sur 500 000 $ à 4 %', 'et sur 30 ans?'],
    expect: { entry: 'payment', figures: [2377.59], lang: 'fr' },
  },
  { turns: ['combien coûtent les frais de clôture'], expect: { entry: 'closing-costs', lang: 'fr' } },
  // ---- out-of-scope/agent
  {
    turns: ['will i get approved with two part time jobs'],
    expect: { entry: ['approval-odds', 'agent', 'qualifying-income'] },
  },
  {
    turns: ['my lawyer found a problem with the title, can i back out of the deal'],
    expect: { entry: ['legal-advice', 'agent'] },
  },
  { turns: ['can someone call me about my options'], expect: { entry: ['talk-to-agent', 'contact-us', 'agent'] } },
  { turns: ['find a mortgage agent in ottawa'], expect: { entry: ['find-agent', 'agent'] } },
  { turns: ['how do i become a mortgage agent with u guys'], expect: { entry: ['become-agent', 'agent'] } },
  { turns: ['whats your phone number'], expect: { entry: ['contact-us', 'agent'] } },
  { turns: ['best pizza in toronto'], expect: { entry: 'none' } },
  { turns: ['car loan rates?'], expect: { entry: 'none' } },
  { turns: ['how do i apply for a credit card'], expect: { entry: 'none' } },
  { turns: ['im renting and my landlord wants to raise rent 10% is that legal'], expect: { entry: ['none', 'agent'] } },
  { turns: ['whats the weather tomorrow'], expect: { entry: 'none' } },
  { turns: ['buying a condo in florida, what are mortgage rates there'], expect: { entry: ['none', 'agent'] } },
  { turns: ['commercial mortgage for my restaurant'], expect: { entry: ['none', 'agent'] } },
  { turns: ['can you finance a timeshare'], expect: { entry: ['none', 'agent'] } },
  { turns: ['should i buy now or wait for prices to drop'], expect: { entry: ['agent', 'none'] } },
  { turns: ['should i lock in now or wait'], expect: { entry: ['fixed-vs-variable', 'rate-hold', 'agent'] } },
  { turns: ['need a home insurance quote for my new house'], expect: { entry: ['none', 'agent'] } },
  { turns: ['mortgage for a house on reserve land'], expect: { entry: ['none', 'agent'] } },
  { turns: ['how much capital gains tax when i sell my cottage'], expect: { entry: ['none', 'agent'] } },
  { turns: ['who wins the leafs game tonight'], expect: { entry: 'none' } },
  { turns: ['should i sue my builder for delays'], expect: { entry: ['legal-advice', 'agent'] } },
  {
    turns: ['i just started a new job 2 months ago, will the bank approve me'],
    expect: { entry: ['approval-odds', 'agent', 'qualifying-income'] },
  },
  {
    turns: ['can my realtor legally keep my deposit if the deal falls through'],
    expect: { entry: ['legal-advice', 'agent', 'closing-day'] },
  },
  { turns: ['is it a good idea to buy bitcoin instead of a house'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['what are the chances i get approved with a 620 score and 45% debt ratio'],
    expect: { entry: ['approval-odds', 'agent', 'credit-score'] },
  },
]
