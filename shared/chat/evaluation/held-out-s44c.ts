/**
 * An eleventh fresh held-out set, written before the engine changes of docs/decisions/232 (on the
 * engine of 0be7f1a), without looking at the engine's vocabulary lists or at the s44b set's misses
 * case by case, run once before any change and committed with that first run. Written as other
 * visitors (a nurse in Sudbury, a couple in Guelph, a landlord in Hamilton, a retiree in Peterborough,
 * a newcomer in Brampton, French speakers in Ottawa and Timmins), typed the way Ontario visitors
 * type: numbers in every shape, follow-ups, French, two things in one message, long messages with
 * the question at the end, decisions asked, concepts next to mortgages the knowledge base does not
 * cover and off-topic questions ('none' or 'agent' only). Same expectations and fixture as
 * held-out.ts; figures from shared/finance with each question's numbers (where it gives none, the
 * engine's documented assumptions). A clarifying reply is judged by evaluate.ts's rule.
 * Never tuned on: a change made to pass one of these makes it a tuning set.
 */
import type { ConversationCase } from './held-out'

export const S44C_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Payments -------------------------------------------------------------------------------------
  { turns: ['monthly pmt 415k at 4.45'], expect: { entry: 'payment', figures: [2285.39] } },
  { turns: ['bi weekly on 688,000 @ 3.99%'], expect: { entry: 'payment', figures: [1667.12] } },
  { turns: ['1.25m mortgage 4.7 30 yr amort monthly?'], expect: { entry: 'payment', figures: [6448.93] } },
  { turns: ['weekly payment 299k 5.2'], expect: { entry: 'payment', figures: [408.53] } },
  { turns: ['accelerated biweekly 540k at 4.05'], expect: { entry: 'payment', figures: [1427.58] } },
  { turns: ['372000 at 4.6% over 20 years what would i pay'], expect: { entry: 'payment', figures: [2364.82] } },
  { turns: ['600k house 20% down rate 4.5 monthly?'], expect: { entry: 'payment', figures: [2656.67] } },
  // ---- Follow-ups ------------------------------------------------------------------------------------
  { turns: ['monthly pmt 415k at 4.45', 'and at 30 yrs'], expect: { entry: 'payment', figures: [2080.44] } },
  { turns: ['payment on 520k at 4', 'what about 3.75'], expect: { entry: 'payment', figures: [2665.29] } },
  {
    turns: ['payment on 520k at 4', 'what if rates go up a quarter'],
    expect: { entry: 'payment', figures: [2806.23] },
  },
  {
    turns: ['looking at a 500k semi in guelph', 'we have 40k saved for down', 'whats the cmhc premium'],
    expect: { entry: 'default-insurance', figures: [18400] },
  },
  { turns: ['min down for 585k', 'and for 1.1 million?'], expect: { entry: 'down-payment', figures: [85000] } },
  {
    turns: ['land transfer tax 680k hamilton', 'and if it were toronto at 920k'],
    expect: { entry: 'land-transfer-tax', figures: [29750] },
  },
  {
    turns: ['what is a heloc', 'can i use it for a down payment on a cottage'],
    expect: { entry: ['heloc', 'second-home', 'down-payment'] },
  },
  // ---- Computations ----------------------------------------------------------------------------------
  { turns: ['ltt on 680000 in hamilton'], expect: { entry: 'land-transfer-tax', figures: [10075] } },
  {
    turns: ['first time buyer in ottawa, 450k condo, how much land transfer'],
    expect: { entry: 'land-transfer-tax', figures: [1475] },
  },
  { turns: ['insurance premium 430k purchase 15% down'], expect: { entry: 'default-insurance', figures: [10234] } },
  { turns: ['least i can put down on 420k'], expect: { entry: 'down-payment', figures: [21000] } },
  { turns: ['have 45k, want a 760k house, enough?'], expect: { entry: 'down-payment', figures: [51000] } },
  { turns: ['what rate do i qualify at if my rate is 4.19'], expect: { entry: 'stress-test', figures: [6.19] } },
  { turns: ['stress test rate for 3.1%'], expect: { entry: 'stress-test', figures: [5.25] } },
  {
    turns: ['home appraised at 850k and i owe 410k how much can i refinance out'],
    expect: { entry: 'refinance', figures: [270000] },
  },
  { turns: ['we make 140k together, what can we afford'], expect: { entry: 'affordability' } },
  {
    turns: ['income 82k, car 450/mo, 30k down, what price range'],
    expect: { entry: 'affordability' },
  },
  // ---- Knowledge, in visitors' words --------------------------------------------------------------------
  { turns: ['fixed or variable which is safer'], expect: { entry: ['fixed-vs-variable', 'agent'] } },
  { turns: ['can i pay a lump sum on my mortgage'], expect: { entry: 'prepayment' } },
  { turns: ['how long is a pre approval good for'], expect: { entry: ['pre-approval', 'rate-hold'] } },
  { turns: ['what paperwork for a mortgage'], expect: { entry: 'documents' } },
  {
    turns: ['my credit is bad can i still get a mortgage'],
    expect: { entry: ['credit-score', 'alternative-lenders'] },
  },
  {
    turns: ['im a realtor paid on commission how do banks look at that'],
    expect: { entry: ['self-employed', 'qualifying-income'] },
  },
  { turns: ['parents gifting us the down payment, what do we need'], expect: { entry: 'gifted-down-payment' } },
  { turns: ['how much can i put in an fhsa per year'], expect: { entry: 'fhsa' } },
  { turns: ['rrsp home buyers plan max'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['my mortgage is up for renewal in 3 months what should i do'], expect: { entry: ['renewal', 'agent'] } },
  { turns: ['cost to break my mortgage early'], expect: { entry: 'breaking-penalty' } },
  { turns: ['i missed a mortgage payment'], expect: { entry: 'missed-payments' } },
  { turns: ['mortgage life insurance worth it?'], expect: { entry: ['creditor-insurance', 'agent'] } },
  { turns: ['can my brother co-sign my mortgage'], expect: { entry: 'co-signer' } },
  { turns: ['what does a guarantor do on a mortgage'], expect: { entry: 'co-signer' } },
  { turns: ['getting divorced, how do i buy out my ex'], expect: { entry: ['separation', 'legal-advice'] } },
  { turns: ['reverse mortgage pros and cons'], expect: { entry: 'reverse-mortgage' } },
  { turns: ['on a work permit, can i get a mortgage'], expect: { entry: 'newcomers' } },
  { turns: ['non resident buying in toronto'], expect: { entry: 'foreign-buyers' } },
  { turns: ['mortgage for a rental property, how much down'], expect: { entry: 'rental-property' } },
  { turns: ['special assessment on my condo'], expect: { entry: ['condo', 'none', 'agent'] } },
  { turns: ['buy a house that needs work and finance the repairs'], expect: { entry: 'renovation-financing' } },
  { turns: ['bridge loan how does it work'], expect: { entry: 'bridge-financing' } },
  { turns: ['can i port my mortgage to a new house'], expect: { entry: 'porting' } },
  { turns: ['what is amortization'], expect: { entry: 'amortization' } },
  { turns: ['open or closed mortgage'], expect: { entry: ['open-vs-closed', 'agent'] } },
  { turns: ['consolidate my credit cards into the mortgage'], expect: { entry: 'debt-consolidation' } },
  { turns: ['what is loan to value'], expect: { entry: 'loan-to-value' } },
  { turns: ['i owe 250 on a 500 house, whats my ltv'], expect: { entry: ['loan-to-value', 'refinance'] } },
  { turns: ['what is a second mortgage'], expect: { entry: 'second-mortgage' } },
  { turns: ['rent to own is it a good idea'], expect: { entry: ['rent-to-own', 'agent'] } },
  { turns: ['buying a hobby farm with acreage'], expect: { entry: 'rural-land' } },
  { turns: ['cash back mortgage explained'], expect: { entry: 'cash-back' } },
  { turns: ['can i skip a payment this month'], expect: { entry: 'skip-payment' } },
  { turns: ['what happens on closing day'], expect: { entry: 'closing-day' } },
  { turns: ['bank valued the house less than we offered'], expect: { entry: 'appraisal-gap' } },
  { turns: ['buying from a builder, when is the deposit due'], expect: { entry: ['new-build', 'agent'] } },
  { turns: ['how are property taxes paid with a mortgage'], expect: { entry: 'property-tax' } },
  { turns: ['total closing costs on a purchase'], expect: { entry: 'closing-costs' } },
  { turns: ['how long can i hold a rate'], expect: { entry: 'rate-hold' } },
  { turns: ['why use a broker instead of my bank'], expect: { entry: 'broker' } },
  { turns: ['best 5 year fixed right now'], expect: { entry: 'rates' } },
  { turns: ['variable rates in alberta'], expect: { entry: 'rates', mentions: ['alberta'] } },
  // ---- Advice, two things, long messages ----------------------------------------------------------------
  { turns: ['should i pay down my mortgage or max my tfsa'], expect: { entry: ['prepayment', 'agent'] } },
  { turns: ['is now a good time to buy'], expect: { entry: ['agent', 'none'] } },
  {
    turns: [
      'ok so my partner and i are renting in brampton for 1900 a month and our lease ends in june, we have about 60k saved and we are both first time buyers, what programs can we use',
    ],
    expect: { entry: ['first-time-buyer', 'fhsa', 'home-buyers-plan'] },
  },
  {
    turns: [
      'i am 3 years into a 5 year fixed at 5.9 and rates are lower now, i have a big bank mortgage, is it worth breaking it to get a lower rate',
    ],
    expect: { entry: ['breaking-penalty', 'agent'] },
  },
  {
    turns: [
      'my husband has a car payment and we have some line of credit debt, he is worried that will stop us getting approved for a condo, what counts against us',
    ],
    expect: { entry: ['affordability', 'approval-odds', 'agent'] },
  },
  {
    turns: ['we sold our house and the new one closes 2 weeks later, where do we live and how do we pay'],
    expect: { entry: ['bridge-financing', 'agent'] },
  },
  // ---- French -----------------------------------------------------------------------------------------------
  { turns: ['paiement mensuel pour 425 000 à 4,35'], expect: { entry: 'payment', figures: [2316.95], lang: 'fr' } },
  {
    turns: ['taxe de bienvenue sur 510 000 à london'],
    expect: { entry: 'land-transfer-tax', figures: [6675], lang: 'fr' },
  },
  { turns: ['mise de fonds minimale 585 000'], expect: { entry: 'down-payment', figures: [33500], lang: 'fr' } },
  { turns: ['c’est quoi un CELIAPP'], expect: { entry: 'fhsa', lang: 'fr' } },
  { turns: ['taux fixe ou variable, lequel choisir'], expect: { entry: ['fixed-vs-variable', 'agent'], lang: 'fr' } },
  { turns: ['renouvellement de mon hypothèque bientôt'], expect: { entry: 'renewal', lang: 'fr' } },
  { turns: ['je suis travailleur autonome, puis-je avoir un prêt'], expect: { entry: 'self-employed', lang: 'fr' } },
  { turns: ['pénalité pour rembourser mon hypothèque avant terme'], expect: { entry: 'breaking-penalty', lang: 'fr' } },
  { turns: ['quelle est la météo demain'], expect: { entry: 'none' } },
  // ---- People, the company ---------------------------------------------------------------------------------
  { turns: ['can i book a call with a broker'], expect: { entry: ['talk-to-agent', 'contact-us', 'agent'] } },
  { turns: ['find a mortgage agent near peterborough'], expect: { entry: ['find-agent', 'agent'] } },
  { turns: ['how do i become a mortgage agent in ontario'], expect: { entry: 'become-agent' } },
  { turns: ['what is your phone number'], expect: { entry: ['contact-us', 'agent'] } },
  {
    turns: ['what are my chances of approval with a consumer proposal'],
    expect: { entry: ['approval-odds', 'alternative-lenders', 'agent'] },
  },
  { turns: ['can you review my purchase contract'], expect: { entry: ['legal-advice', 'agent'] } },
  // ---- Next to mortgages, not covered ------------------------------------------------------------------------
  { turns: ['mortgage for a mobile home in a park'], expect: { entry: ['none', 'agent'] } },
  { turns: ['financing to buy a franchise'], expect: { entry: ['none', 'agent'] } },
  { turns: ['mortgage on a house on reserve land'], expect: { entry: ['none', 'agent'] } },
  { turns: ['car loan rates'], expect: { entry: 'none' } },
  { turns: ['how much is a home inspection'], expect: { entry: ['closing-costs', 'none', 'agent'] } },
  { turns: ['builders risk insurance for a custom build'], expect: { entry: ['none', 'agent'] } },
  { turns: ['how do i evict a tenant'], expect: { entry: ['none', 'agent'] } },
  { turns: ['do i pay capital gains when i sell my rental'], expect: { entry: ['none', 'agent'] } },
  // ---- Off topic ------------------------------------------------------------------------------------------
  { turns: ['best pizza in sudbury'], expect: { entry: 'none' } },
  { turns: ['how do i file my taxes'], expect: { entry: 'none' } },
  { turns: ['tell me a joke'], expect: { entry: 'none' } },
  { turns: ['what is bitcoin worth'], expect: { entry: 'none' } },
  { turns: ['savings account interest rate'], expect: { entry: 'none' } },
]
