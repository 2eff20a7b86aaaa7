/**
 * A fourteenth fresh held-out set, written after the engine changes of docs/decisions/236, without
 * looking at the engine's vocabulary lists, run once and committed with that first run: the estimate
 * of that work on questions nobody had seen. Written as other visitors (a couple in Oakville, a
 * contractor in Sudbury, a young family in London, a son keeping his late father's house, French
 * speakers in Ottawa and Timmins), typed the way Ontario visitors type: typos, numbers in every
 * shape, follow-ups, French, numbers whose words say what they are, two things in one message, long
 * messages with the question at the end, advice asked, concepts next to mortgages the knowledge base
 * does not cover and off-topic questions. Same expectations and fixture as held-out.ts; figures from
 * shared/finance with each question's numbers (where it gives none, the engine's documented
 * assumptions: 25 years, monthly, today's insured 5-year fixed). A clarifying reply is judged by
 * evaluate.ts's rule.
 * Never tuned on: a change made to pass one of these makes it a tuning set.
 */
import type { ConversationCase } from './held-out'

export const S45B_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Payments ------------------------------------------------------------------------------------
  { turns: ['pmt 610k 3.95 25yr'], expect: { entry: 'payment', figures: [3192.21] } },
  {
    turns: ['what would i pay monthly on a 385,000 mortgage at 4.75%'],
    expect: { entry: 'payment', figures: [2184.7] },
  },
  { turns: ['bi-weekly on 1.25M @ 4.2, 30 years'], expect: { entry: 'payment', figures: [2806.43] } },
  { turns: ['weekly payments 275k 5.35'], expect: { entry: 'payment', figures: [381.19] } },
  {
    turns: ['buying a 560k townhouse in oakville with 56k down at 4.15, monthly?'],
    expect: { entry: 'payment', figures: [2775.74] },
  },
  { turns: ['monthly cost 900k house 180k down 4.45'], expect: { entry: 'payment', figures: [3965.02] } },
  { turns: ['payment on 2 million at 4.6 over 30 years'], expect: { entry: 'payment', figures: [10200.99] } },
  { turns: ['how much per month is 495 thousand at 3.84'], expect: { entry: 'payment', figures: [2561.04] } },
  {
    turns: ['payment with insurance on 410k with 5% down at 4.3'],
    expect: { entry: ['payment', 'default-insurance'], figures: [2197.19] },
  },
  // ---- Follow-ups ------------------------------------------------------------------------------------
  { turns: ['payment on 610k at 3.95', 'make it 20 years'], expect: { entry: 'payment', figures: [3670.14] } },
  {
    turns: ['monthly on 450k at 4.6', 'what if rates go up half a point'],
    expect: { entry: 'payment', figures: [2642.9] },
  },
  { turns: ['monthly on 450k at 4.6', 'weekly instead?'], expect: { entry: 'payment', figures: [579.7] } },
  {
    turns: ['ltt on 615k in guelph', 'and if it was in toronto'],
    expect: { entry: 'land-transfer-tax', figures: [17550] },
  },
  {
    turns: ['min down for 840k', 'and the insurance on that?'],
    expect: { entry: 'default-insurance', figures: [31240] },
  },
  {
    turns: ['cmhc on 480k with 5% down', 'what about 15% down'],
    expect: { entry: 'default-insurance', figures: [11424] },
  },
  { turns: ['qualifying rate for 4.99', 'and for 3.5?'], expect: { entry: 'stress-test', figures: [5.5] } },
  { turns: ['what is a rate hold', 'how long does it last'], expect: { entry: 'rate-hold' } },
  { turns: ['what is a reverse mortgage', 'what age do you need to be for it'], expect: { entry: 'reverse-mortgage' } },
  {
    turns: ['house worth 640k, owe 290k, how much can i pull out', 'and if i owe 350k'],
    expect: { entry: 'refinance', figures: [162000] },
  },
  {
    turns: ['land transfer 450k hamilton', 'first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [1475] },
  },
  // ---- Computations ----------------------------------------------------------------------------------
  { turns: ['cmhc on 690k 7% down'], expect: { entry: 'default-insurance', figures: [25668] } },
  { turns: ['insurance premium 355k home, 20k down'], expect: { entry: 'default-insurance', figures: [13400] } },
  { turns: ['land transfer toronto 1.1m first time'], expect: { entry: 'land-transfer-tax', figures: [28475] } },
  { turns: ['ltt 725k kingston'], expect: { entry: 'land-transfer-tax', figures: [10975] } },
  { turns: ['minimum down on a 1.9m house'], expect: { entry: 'down-payment', figures: [380000] } },
  { turns: ['is 40k enough for a 720k home'], expect: { entry: 'down-payment', figures: [47000] } },
  { turns: ['stress test rate for 5.19'], expect: { entry: 'stress-test', figures: [7.19] } },
  { turns: ['qualifying rate 3.1%'], expect: { entry: 'stress-test', figures: [5.25] } },
  {
    turns: ['worth 980k, owe 610k, how much equity can i take'],
    expect: { entry: 'refinance', figures: [174000] },
  },
  {
    turns: ['i make 88k, wife makes 52k, we have a 300/month car payment, max mortgage?'],
    expect: { entry: 'affordability' },
  },
  { turns: ['penalty on 420k variable at 4.6'], expect: { entry: 'breaking-penalty', figures: [4830] } },
  { turns: ['closing costs for a 480k condo in ottawa'], expect: { entry: 'closing-costs' } },
  // ---- Numbers whose words say what they are -----------------------------------------------------------
  { turns: ['my inlaws are gifting us 60k'], expect: { entry: 'gifted-down-payment' } },
  {
    turns: ['dad is giving me 35k toward a 600k house, is that enough down'],
    expect: { entry: 'down-payment', figures: [35000] },
  },
  {
    turns: ['we got 25k from my grandpas estate, can we use it to buy'],
    expect: { entry: ['gifted-down-payment', 'down-payment', 'agent'] },
  },
  {
    turns: ['i still owe 180k and the house is worth 500k, can i refinance to do a basement'],
    expect: { entry: ['refinance', 'renovation-financing'] },
  },
  {
    turns: ['owe 260k at 5.2, renewing next month, what would the payment be at 4.3'],
    expect: { entry: ['payment', 'renewal'] },
  },
  { turns: ['we make 7k a month combined, how much house'], expect: { entry: 'affordability' } },
  { turns: ['salary 64k, credit card debt 8k, what can i afford'], expect: { entry: 'affordability' } },
  {
    turns: ['rent is 2400, could i afford a 550k condo instead'],
    expect: { entry: ['affordability', 'payment', 'agent'] },
  },
  { turns: ['bonus of 15k, lump sum on my mortgage?'], expect: { entry: 'prepayment' } },
  // ---- Knowledge, in visitors' words --------------------------------------------------------------------
  { turns: ['open mortgage vs closed which is better'], expect: { entry: ['open-vs-closed', 'agent'] } },
  { turns: ['how long is a pre approval good for'], expect: { entry: ['pre-approval', 'rate-hold'] } },
  {
    turns: ['i do contract work and get t4a slips, can i qualify'],
    expect: { entry: ['self-employed', 'qualifying-income'] },
  },
  { turns: ['docs needed for a mortgage'], expect: { entry: 'documents' } },
  { turns: ['what is a collateral charge mortgage'], expect: { entry: 'collateral-charge' } },
  { turns: ['moving for work, can i port my mortgage'], expect: { entry: 'porting' } },
  {
    turns: ['switching banks at renewal, do i need to requalify'],
    expect: { entry: ['switching', 'stress-test', 'renewal'] },
  },
  { turns: ['just immigrated last year, can i get a mortgage'], expect: { entry: 'newcomers' } },
  { turns: ['can a foreigner buy a house in ontario'], expect: { entry: 'foreign-buyers' } },
  { turns: ['buying a triplex and living in one unit'], expect: { entry: 'rental-property' } },
  { turns: ['special assessment on a condo, does it matter'], expect: { entry: 'condo' } },
  {
    turns: ['financing for a basement renovation'],
    expect: { entry: ['renovation-financing', 'refinance', 'heloc'] },
  },
  { turns: ['need a bridge loan between closing dates'], expect: { entry: 'bridge-financing' } },
  { turns: ['buying a cottage for weekends'], expect: { entry: ['second-home', 'rural-land'] } },
  { turns: ['i missed two payments, what now'], expect: { entry: 'missed-payments' } },
  { turns: ['is mortgage protection insurance worth it'], expect: { entry: ['creditor-insurance', 'agent'] } },
  { turns: ['can my mom co-sign'], expect: { entry: 'co-signer' } },
  { turns: ['separating from my partner, what happens to the mortgage'], expect: { entry: 'separation' } },
  { turns: ['rent-to-own, how does it work'], expect: { entry: 'rent-to-own' } },
  { turns: ['assume the sellers mortgage, possible?'], expect: { entry: 'assumable' } },
  { turns: ['rural property with a well'], expect: { entry: 'rural-land' } },
  { turns: ['home appraised below purchase price'], expect: { entry: 'appraisal-gap' } },
  { turns: ['what is cash back on a mortgage'], expect: { entry: 'cash-back' } },
  { turns: ['payment holiday, can i pause my mortgage'], expect: { entry: 'skip-payment' } },
  { turns: ['financing condition in an offer'], expect: { entry: 'offer-conditions' } },
  { turns: ['mortgage for a new build, deposits'], expect: { entry: 'new-build' } },
  { turns: ['second mortgage to pay off debt'], expect: { entry: ['second-mortgage', 'debt-consolidation'] } },
  { turns: ['do i pay property tax through my lender'], expect: { entry: 'property-tax' } },
  { turns: ['what to expect on closing day'], expect: { entry: 'closing-day' } },
  { turns: ['hbp withdrawal limit'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['turned down by the bank, any other lenders'], expect: { entry: 'alternative-lenders' } },
  {
    turns: ['my credit is bad, 580, can i still buy'],
    expect: { entry: ['credit-score', 'approval-odds', 'alternative-lenders', 'agent'] },
  },
  { turns: ['is 25 or 30 year amortization better'], expect: { entry: ['amortization', 'agent'] } },
  { turns: ['what does a mortgage broker do'], expect: { entry: 'broker' } },
  { turns: ['reverse mortgage pros and cons'], expect: { entry: 'reverse-mortgage' } },
  { turns: ['roll my car loan into the mortgage'], expect: { entry: 'debt-consolidation' } },
  { turns: ['what ltv do i need for a refinance'], expect: { entry: ['loan-to-value', 'refinance'] } },
  { turns: ['accelerated biweekly vs biweekly difference'], expect: { entry: 'payment-frequency' } },
  { turns: ['tfsa vs fhsa for a house'], expect: { entry: ['fhsa', 'agent'] } },
  { turns: ['how many years is a typical mortgage term'], expect: { entry: 'term' } },
  { turns: ['whats a heloc'], expect: { entry: 'heloc' } },
  { turns: ['how much is mortgage default insurance'], expect: { entry: 'default-insurance' } },
  // ---- Rates -----------------------------------------------------------------------------------------
  { turns: ['current 5 year variable'], expect: { entry: 'rates' } },
  { turns: ['best rate for a 3 yr fixed'], expect: { entry: 'rates' } },
  { turns: ['rates in bc'], expect: { entry: 'rates' } },
  { turns: ['what are todays mortgage rates'], expect: { entry: 'rates' } },
  {
    turns: ['should i wait for rates to come down before buying'],
    expect: { entry: ['fixed-vs-variable', 'agent'] },
  },
  // ---- Long messages, the question at the end -----------------------------------------------------------
  {
    turns: [
      'Hello, we are a young family in London Ontario, my husband works in construction and I am on maternity leave until next summer, we have about 50k saved and want to buy before prices go up again. Will my maternity leave income count?',
    ],
    expect: { entry: ['qualifying-income', 'agent'] },
  },
  {
    turns: [
      'i have been at my job for 8 months after moving from alberta, i make 75k and have no debt, my credit score is around 720 and i have 30k saved, how much house can i afford',
    ],
    expect: { entry: 'affordability' },
  },
  {
    turns: [
      'we are renewing our mortgage next month, the current rate was 2.4 and now they offered 4.7, it is a big jump and we are worried about the budget, what are our options at renewal',
    ],
    expect: { entry: ['renewal', 'switching', 'agent'] },
  },
  {
    turns: [
      'my father passed away and left me his house in sudbury which still has a mortgage of 120k on it, i would like to keep it as a rental, can i take over his mortgage',
    ],
    expect: { entry: ['assumable', 'agent', 'rental-property'] },
  },
  {
    turns: [
      'so the house we want is 650k and we have 10 percent saved which is 65k, my wife makes 80k and i make 60k, what would our monthly payment be',
    ],
    expect: { entry: 'payment', figures: [3068.86] },
  },
  // ---- Two things in one message ------------------------------------------------------------------------
  { turns: ['min down and land transfer on 540k in barrie'], expect: { entry: ['down-payment', 'land-transfer-tax'] } },
  {
    turns: ['cmhc and monthly payment for 600k with 30k down at 4'],
    expect: { entry: ['payment', 'default-insurance'] },
  },
  { turns: ['what is a heloc and how is it different from a refinance'], expect: { entry: ['heloc', 'refinance'] } },
  // ---- French ------------------------------------------------------------------------------------------
  {
    turns: ['versement aux deux semaines sur 350 000 $ à 4,1 %'],
    expect: { entry: 'payment', figures: [857.72], lang: 'fr' },
  },
  {
    turns: ['quelle est la mise de fonds minimale pour 620 000 $'],
    expect: { entry: 'down-payment', figures: [37000], lang: 'fr' },
  },
  {
    turns: ['droits de cession immobilière pour 480 000 $ à Toronto'],
    expect: { entry: 'land-transfer-tax', figures: [12150], lang: 'fr' },
  },
  { turns: ['qu’est-ce qu’une hypothèque inversée'], expect: { entry: 'reverse-mortgage', lang: 'fr' } },
  {
    turns: ['je suis travailleur autonome, puis-je avoir une hypothèque'],
    expect: { entry: 'self-employed', lang: 'fr' },
  },
  {
    turns: ['combien puis-je emprunter si je gagne 95 000 $ par année'],
    expect: { entry: 'affordability', lang: 'fr' },
  },
  { turns: ['renouvellement hypothécaire, que faire'], expect: { entry: 'renewal', lang: 'fr' } },
  {
    turns: ['prime SCHL sur 400 000 $ avec 10 % de mise de fonds'],
    expect: { entry: 'default-insurance', figures: [11160], lang: 'fr' },
  },
  { turns: ['meilleurs taux 5 ans fixe'], expect: { entry: 'rates', lang: 'fr' } },
  { turns: ['test de résistance pour un taux de 4,5 %'], expect: { entry: 'stress-test', figures: [6.5], lang: 'fr' } },
  // ---- A person, the brokerage -------------------------------------------------------------------------
  { turns: ['can a broker call me tonight'], expect: { entry: ['talk-to-agent', 'contact-us', 'agent'] } },
  { turns: ['are there agents in sault ste marie'], expect: { entry: ['find-agent', 'agent'] } },
  { turns: ['how do i become a mortgage broker with you'], expect: { entry: 'become-agent' } },
  { turns: ['where is your office'], expect: { entry: ['contact-us', 'agent'] } },
  {
    turns: ['can i get approved after bankruptcy'],
    expect: { entry: ['approval-odds', 'alternative-lenders', 'credit-score', 'agent'] },
  },
  { turns: ['is my real estate contract legally binding'], expect: { entry: ['legal-advice', 'agent'] } },
  // ---- Next to mortgages, not covered --------------------------------------------------------------------
  { turns: ['financing a franchise restaurant'], expect: { entry: ['none', 'agent'] } },
  { turns: ['can i get a mortgage on a parking spot alone'], expect: { entry: ['none', 'agent'] } },
  { turns: ['loan for a farm tractor'], expect: { entry: ['none', 'agent'] } },
  { turns: ['mortgage on a property in portugal'], expect: { entry: ['none', 'agent'] } },
  { turns: ['payday loan options'], expect: { entry: ['none', 'agent'] } },
  { turns: ['do you offer car insurance'], expect: { entry: 'none' } },
  // ---- Off topic ---------------------------------------------------------------------------------------
  { turns: ['best hiking trails near ottawa'], expect: { entry: 'none' } },
  { turns: ['how tall is the cn tower'], expect: { entry: 'none' } },
  { turns: ['what is bitcoin worth today'], expect: { entry: 'none' } },
  { turns: ['can you help me write a cover letter'], expect: { entry: 'none' } },
  { turns: ['when do the leafs play next'], expect: { entry: 'none' } },
]
