/**
 * A twelfth fresh held-out set, written after the engine changes of docs/decisions/232 (commit
 * 7610792), without looking at the engine's vocabulary lists, run once and committed with that first
 * run: the estimate of that work on questions nobody had seen. Written as other visitors (a
 * paramedic in Oshawa, a couple in St. Catharines, a widower in Owen Sound, a landlord in London, a
 * student's parents, French speakers in Sudbury and Cornwall), typed the way Ontario visitors type:
 * numbers in every shape, follow-ups, French, two things in one message, long messages with the
 * question at the end, decisions asked, concepts next to mortgages the knowledge base does not cover
 * and off-topic questions ('none' or 'agent' only). Same expectations and fixture as held-out.ts;
 * figures from shared/finance with each question's numbers (where it gives none, the engine's
 * documented assumptions). A clarifying reply is judged by evaluate.ts's rule.
 * Never tuned on: a change made to pass one of these makes it a tuning set.
 */
import type { ConversationCase } from './held-out'

export const S44D_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Payments -------------------------------------------------------------------------------------
  { turns: ['455k @ 4.29 monthly payment'], expect: { entry: 'payment', figures: [2465.46] } },
  { turns: ['whats biweekly on 730 000 at 4.09'], expect: { entry: 'payment', figures: [1787.14] } },
  { turns: ['318k 5.45% 20 year amortization payment'], expect: { entry: 'payment', figures: [2167.62] } },
  { turns: ['semi-monthly on 905k at 3.94 over 30'], expect: { entry: 'payment', figures: [2134.65] } },
  { turns: ['acc weekly 266k 4.8'], expect: { entry: 'payment', figures: [379.23] } },
  {
    turns: ['buying in oshawa for 700k with 70k down, rate 4.3, what is the monthly'],
    expect: { entry: 'payment', figures: [3523.11] },
  },
  // ---- Follow-ups ------------------------------------------------------------------------------------
  { turns: ['455k @ 4.29 monthly payment', 'redo it at 4.59'], expect: { entry: 'payment', figures: [2541.12] } },
  { turns: ['min down on 935k', 'and 480k?'], expect: { entry: 'down-payment', figures: [24000] } },
  {
    turns: ['ltt for a 380k house in windsor', 'what about 795k'],
    expect: { entry: 'land-transfer-tax', figures: [12375] },
  },
  {
    turns: ['what is prepayment privilege', 'how much is typical'],
    expect: { entry: 'prepayment' },
  },
  // ---- Computations ----------------------------------------------------------------------------------
  { turns: ['land transfer 795k london ontario'], expect: { entry: 'land-transfer-tax', figures: [12375] } },
  {
    turns: ['first time buyer toronto 640k land transfer'],
    expect: { entry: 'land-transfer-tax', figures: [10075] },
  },
  { turns: ['cmhc fee 615k 10 percent down'], expect: { entry: 'default-insurance', figures: [17158.5] } },
  { turns: ['insurance on a 390k condo putting 50k down'], expect: { entry: 'default-insurance', figures: [10540] } },
  { turns: ['min downpayment 1.45 million'], expect: { entry: 'down-payment', figures: [120000] } },
  { turns: ['qualify rate for 5.4'], expect: { entry: 'stress-test', figures: [7.4] } },
  { turns: ['stress tested rate at 2.75%'], expect: { entry: 'stress-test', figures: [5.25] } },
  {
    turns: ['worth 1.05m owe 520k how much equity can i access'],
    expect: { entry: 'refinance', figures: [320000] },
  },
  { turns: ['paramedic making 91k, how much mortgage'], expect: { entry: 'affordability' } },
  // ---- Knowledge, in visitors' words --------------------------------------------------------------------
  { turns: ['variable or fixed for a first home'], expect: { entry: ['fixed-vs-variable', 'agent'] } },
  { turns: ['can i double my payments'], expect: { entry: 'prepayment' } },
  { turns: ['how do i get pre approved'], expect: { entry: 'pre-approval' } },
  { turns: ['list of documents for mortgage application'], expect: { entry: 'documents' } },
  { turns: ['does a late credit card payment hurt my credit score for a mortgage'], expect: { entry: 'credit-score' } },
  { turns: ['sole proprietor mortgage options'], expect: { entry: 'self-employed' } },
  { turns: ['grandma is giving us 30k for the down payment'], expect: { entry: 'gifted-down-payment' } },
  { turns: ['can i open an fhsa if i owned a home 5 years ago'], expect: { entry: ['fhsa', 'first-time-buyer'] } },
  { turns: ['repaying the hbp'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['term ends in may, what are my options'], expect: { entry: ['renewal', 'agent'] } },
  { turns: ['how is the ird penalty calculated'], expect: { entry: 'breaking-penalty' } },
  { turns: ['lost my job and cant make my mortgage payment'], expect: { entry: ['missed-payments', 'skip-payment'] } },
  { turns: ['disability insurance on my mortgage, do i need it'], expect: { entry: ['creditor-insurance', 'agent'] } },
  { turns: ['adding my son to my mortgage as a co borrower'], expect: { entry: 'co-signer' } },
  { turns: ['divorce and the mortgage, what happens'], expect: { entry: ['separation', 'legal-advice'] } },
  { turns: ['chip reverse mortgage how much can i get'], expect: { entry: 'reverse-mortgage' } },
  { turns: ['new pr, no credit history in canada'], expect: { entry: 'newcomers' } },
  { turns: ['do foreigners pay extra tax to buy in ontario'], expect: { entry: 'foreign-buyers' } },
  { turns: ['fourplex mortgage with rental income'], expect: { entry: 'rental-property' } },
  { turns: ['what is a status certificate for a condo'], expect: { entry: 'condo' } },
  {
    turns: ['finance a new roof and windows in the mortgage'],
    expect: { entry: ['renovation-financing', 'refinance'] },
  },
  {
    turns: ['can i use the equity in my house to buy the next before selling'],
    expect: { entry: ['bridge-financing', 'heloc'] },
  },
  { turns: ['is my mortgage portable'], expect: { entry: 'porting' } },
  { turns: ['difference between term and amortization'], expect: { entry: ['term', 'amortization'] } },
  { turns: ['can i get an open mortgage'], expect: { entry: 'open-vs-closed' } },
  { turns: ['put my 25k line of credit on the mortgage'], expect: { entry: ['debt-consolidation', 'refinance'] } },
  { turns: ['heloc vs refinance'], expect: { entry: ['heloc', 'refinance'] } },
  { turns: ['what is a collateral charge'], expect: { entry: 'collateral-charge' } },
  { turns: ['mortgage on 50 acres with a farmhouse'], expect: { entry: 'rural-land' } },
  { turns: ['what happens if the appraisal comes in under price'], expect: { entry: 'appraisal-gap' } },
  { turns: ['when does the money go to the seller on closing'], expect: { entry: 'closing-day' } },
  { turns: ['financing condition how many days'], expect: { entry: 'offer-conditions' } },
  { turns: ['assignment of a pre construction condo mortgage'], expect: { entry: ['new-build', 'agent', 'none'] } },
  { turns: ['best rates for a 3 year fixed'], expect: { entry: 'rates' } },
  { turns: ['rates in manitoba'], expect: { entry: 'rates', mentions: ['manitoba'] } },
  { turns: ['can my overtime count for the mortgage'], expect: { entry: 'qualifying-income' } },
  { turns: ['what is the property tax on a house in oshawa'], expect: { entry: ['property-tax', 'agent'] } },
  { turns: ['cash back on a mortgage how does that work'], expect: { entry: 'cash-back' } },
  { turns: ['whats the catch with rent to own'], expect: { entry: 'rent-to-own' } },
  { turns: ['how many months can i hold a rate'], expect: { entry: 'rate-hold' } },
  // ---- Advice, two things, long messages ----------------------------------------------------------------
  {
    turns: ['should i break my mortgage now or wait for renewal'],
    expect: { entry: ['breaking-penalty', 'renewal', 'agent'] },
  },
  {
    turns: [
      'my husband passed last year and the house is in both names, i am 71 and on a pension, the mortgage is small, can i stay and keep the mortgage or do i need to requalify',
    ],
    expect: { entry: ['renewal', 'reverse-mortgage', 'agent', 'qualifying-income'] },
  },
  {
    turns: [
      'we found a place in st catharines, we have 55k saved and my credit is around 680, i work full time and my wife is on maternity leave, will her income count',
    ],
    expect: { entry: ['qualifying-income', 'agent'] },
  },
  {
    turns: [
      'our daughter is starting university in waterloo and we are thinking of buying a small condo for her instead of paying rent, how does that work',
    ],
    expect: { entry: ['second-home', 'rental-property', 'condo', 'agent'] },
  },
  // ---- French -----------------------------------------------------------------------------------------------
  { turns: ['versement mensuel 510 000 $ à 3,99 %'], expect: { entry: 'payment', figures: [2679.94], lang: 'fr' } },
  {
    turns: ['taxe de transfert foncier pour 420 000 $ à ottawa'],
    expect: { entry: 'land-transfer-tax', figures: [4875], lang: 'fr' },
  },
  { turns: ['mise de fonds minimale pour 480 000 $'], expect: { entry: 'down-payment', figures: [24000], lang: 'fr' } },
  { turns: ['qu’est-ce que le test de résistance'], expect: { entry: 'stress-test', lang: 'fr' } },
  {
    turns: ['puis-je transférer mon hypothèque à une autre banque'],
    expect: { entry: ['switching', 'porting'], lang: 'fr' },
  },
  { turns: ['mes parents veulent me donner la mise de fonds'], expect: { entry: 'gifted-down-payment', lang: 'fr' } },
  { turns: ['prêt hypothécaire pour travailleur autonome'], expect: { entry: 'self-employed', lang: 'fr' } },
  { turns: ['combien coûte un abonnement de gym'], expect: { entry: 'none' } },
  // ---- People, the company ---------------------------------------------------------------------------------
  { turns: ['i want a broker to call me tomorrow'], expect: { entry: ['talk-to-agent', 'contact-us', 'agent'] } },
  { turns: ['any agents in owen sound'], expect: { entry: ['find-agent', 'agent'] } },
  { turns: ['how do i join your brokerage as an agent'], expect: { entry: 'become-agent' } },
  { turns: ['your email address'], expect: { entry: ['contact-us', 'agent'] } },
  {
    turns: ['will they approve me with collections on my file'],
    expect: { entry: ['approval-odds', 'alternative-lenders', 'credit-score', 'agent'] },
  },
  // ---- Next to mortgages, not covered ------------------------------------------------------------------------
  { turns: ['mortgage on a tiny home on wheels'], expect: { entry: ['none', 'agent'] } },
  { turns: ['loan to buy a dental practice'], expect: { entry: ['none', 'agent'] } },
  { turns: ['can i buy a house with crypto'], expect: { entry: ['none', 'agent'] } },
  { turns: ['how do i apply for the ontario renovates grant'], expect: { entry: ['none', 'agent'] } },
  { turns: ['mortgage for a co-op apartment share'], expect: { entry: ['none', 'agent'] } },
  { turns: ['how much is a real estate lawyer in oshawa'], expect: { entry: ['closing-costs', 'none', 'agent'] } },
  // ---- Off topic ------------------------------------------------------------------------------------------
  { turns: ['what time is it in vancouver'], expect: { entry: 'none' } },
  { turns: ['how to cook a turkey'], expect: { entry: 'none' } },
  { turns: ['best credit card for travel points'], expect: { entry: 'none' } },
  { turns: ['who won the election'], expect: { entry: 'none' } },
]
