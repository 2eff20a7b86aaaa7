/**
 * Held-out conversations (written before the engine's understanding was reworked, committed
 * before any engine change, never tuned on). They are typed the way Ontario visitors type:
 * lower case, typos, numbers without units, every shape of number (450k, 1.2M, $1,200,000,
 * 1.2 million, 650 thousand, 3.89 / 3.89% / 5.25 percent / at 5, 25 yrs / 25-year, 95k a year,
 * $7,500 a month, 600/month, 10k credit cards, 20% down), follow-ups that lean on the previous
 * message, French, and questions outside the assistant's scope.
 *
 * Each case is one conversation; the expectation is about the reply to its last message. The
 * figures were worked out by hand from the Canadian rules (payments, premiums and taxes with
 * shared/finance's check-figure conventions), with the rates of ./fixture.ts on
 * EVALUATION_AS_OF. Keep it held out: a change made to pass one of these makes the set a
 * tuning set; write a fresh one instead.
 */

export interface CaseExpectation {
  /**
   * The knowledge-base entry the reply answers (or computes under), one of several when two are
   * equally right; 'none' for a question outside the assistant's scope (no answer, or a polite
   * steer back); 'agent' for a question to hand to a person (a link to /contact or /find-broker).
   * In a list, 'none' and 'agent' keep their meaning beside the entries.
   */
  entry: string | readonly string[]
  /** Figures the reply must show (dollars within $1, percentages within 0.005). */
  figures?: readonly number[]
  /** The reply must be in French. */
  lang?: 'fr'
  /** Words the reply must contain (any case). */
  mentions?: readonly string[]
  /** Figures the reply must not show: a wrong answer's (another province's tax, a default). */
  notFigures?: readonly number[]
}

export interface ConversationCase {
  turns: readonly string[]
  expect: CaseExpectation
}

export const HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Payments, numbers in every shape --------------------------------------------------
  { turns: ['whats the payment on 450k at 4.79 25 yrs'], expect: { entry: 'payment', figures: [2563.69] } },
  { turns: ['monthly payment for 1.2M at 3.89 over 30 years'], expect: { entry: 'payment', figures: [5631.76] } },
  {
    turns: ['$1,200,000 mortgage 5.25 percent 25-year amortization biweekly'],
    expect: { entry: 'payment', figures: [3296.63] },
  },
  { turns: ['mortgage of 650 thousand at 5, how much per month'], expect: { entry: 'payment', figures: [3780.43] } },
  { turns: ['how much would i pay every 2 weeks on 380000 at 4.2%'], expect: { entry: 'payment', figures: [940.79] } },
  { turns: ['pmt on 725k 4.39% 30yr accelerated biweekly'], expect: { entry: 'payment', figures: [1804.65] } },
  { turns: ['at 3.89 what would 500k cost me monthly'], expect: { entry: 'payment', figures: [2600.37] } },
  {
    turns: ["If I borrow 300,000 for 20 years at 6% what's my weekly payment"],
    expect: { entry: 'payment', figures: [492.12] },
  },
  { turns: ['payment 425000 4.5 semi monthly'], expect: { entry: 'payment', figures: [1175.04] } },
  {
    turns: ['payment on 800k house 20% down 4.64 25 years'],
    expect: { entry: 'payment', figures: [3592.21] },
  },
  {
    turns: ["what's my payment on a 750k house with 10% down at 4.29%"],
    expect: { entry: 'payment', figures: [3770.93, 20925] },
  },
  {
    turns: ['what would payments be on a 550k condo with 5% down at 4.09'],
    expect: { entry: ['payment', 'down-payment'], figures: [30000] },
  },
  // No rate given: today's insured 5-year fixed in Ontario, said so.
  { turns: ['whats the monthly on a 400k mortgage'], expect: { entry: 'payment', figures: [2035.27, 3.68] } },
  { turns: ['1.2 million mortgage payments at 4.5 percent 25 year'], expect: { entry: 'payment' } },

  // ---- Follow-ups that change one thing ------------------------------------------------------
  {
    turns: ['payment on 500k at 5% over 25 years', 'what about 30 years?'],
    expect: { entry: 'payment', figures: [2668.45] },
  },
  { turns: ['monthly payment on 600k at 4.5', 'and biweekly?'], expect: { entry: 'payment', figures: [1531.16] } },
  {
    turns: ["what's my payment on a 750k house with 10% down at 4.29%", 'how much would cmhc be on that?'],
    expect: { entry: 'default-insurance', figures: [20925] },
  },
  {
    turns: ['payment on 550k at 4.14 25yrs', 'what if the rate was 4.5?'],
    expect: { entry: 'payment', figures: [3044.1] },
  },
  { turns: ['payment on 700k at 4.29', 'weekly?'], expect: { entry: 'payment', figures: [874.12] } },
  {
    turns: ['minimum down payment on a 700k house', 'what about 900k?'],
    expect: { entry: 'down-payment', figures: [65000] },
  },
  {
    turns: ['how much is cmhc on 450k with 25k down', 'what if i put 10% down instead'],
    expect: { entry: 'default-insurance', figures: [12555] },
  },
  {
    turns: ['land transfer tax on a 1.1M house in toronto', 'and if im a first time buyer?'],
    expect: { entry: 'land-transfer-tax', figures: [28475] },
  },
  {
    turns: ['land transfer tax 750k', 'what about in toronto'],
    expect: { entry: 'land-transfer-tax', figures: [22950] },
  },
  {
    turns: ['how much can i afford making 110k', 'what if i add my partners 60k income'],
    expect: { entry: 'affordability', figures: [890953.34] },
  },
  { turns: ['min down on 850k', 'is 60k enough?'], expect: { entry: 'down-payment', figures: [60000] } },
  {
    turns: ['i owe 420k on my house', 'its worth about 800k, how much can i refinance for'],
    expect: { entry: 'refinance', figures: [220000] },
  },
  {
    turns: ["what's the 5 year fixed rate", 'and in quebec?'],
    expect: { entry: 'rates', figures: [3.76], mentions: ['Quebec'] },
  },

  // ---- Down payment ------------------------------------------------------------------------
  { turns: ['is 5% down enough on a 650k townhouse'], expect: { entry: 'down-payment', figures: [40000] } },
  { turns: ['minimum down for 1.2 million house'], expect: { entry: 'down-payment', figures: [95000] } },
  { turns: ['how much do i need down for a 480k condo'], expect: { entry: 'down-payment', figures: [24000] } },
  { turns: ['can i put 10% down on a $1,600,000 home'], expect: { entry: 'down-payment', figures: [320000] } },
  { turns: ['least i can put down on 999,999'], expect: { entry: 'down-payment', figures: [74999.9] } },
  {
    turns: ['i have 60k saved, is that enough for a 800k place'],
    expect: { entry: 'down-payment', figures: [55000] },
  },
  {
    turns: ['how much downpayment do i need for a house thats 620,000'],
    expect: { entry: 'down-payment', figures: [37000] },
  },

  // ---- Insurance premium -----------------------------------------------------------------------
  { turns: ['cmhc on 500k with 5% down'], expect: { entry: 'default-insurance', figures: [19000] } },
  {
    turns: ['how much is mortgage insurance if I put 15% down on 620k'],
    expect: { entry: 'default-insurance', figures: [14756] },
  },
  { turns: ['default insurance 20% down 700k?'], expect: { entry: 'default-insurance' } },
  {
    turns: ['cmhc fee on a 400000 house 20000 down'],
    expect: { entry: 'default-insurance', figures: [15200] },
  },

  // ---- Land transfer tax and closing costs ---------------------------------------------------------
  { turns: ['land transfer tax on 850k toronto'], expect: { entry: 'land-transfer-tax', figures: [26950] } },
  {
    turns: ['ltt for 500k in ottawa first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [2475] },
  },
  {
    turns: ['how much is the welcome tax on a 650 thousand home in hamilton'],
    expect: { entry: 'land-transfer-tax', figures: [9475] },
  },
  {
    turns: ['whats the land transfer tax in alberta for 600k'],
    expect: { entry: 'land-transfer-tax', mentions: ['Alberta'] },
  },
  {
    turns: ['total closing costs on a 700k house in toronto'],
    expect: { entry: 'closing-costs', figures: [24200] },
  },
  {
    turns: ['how much cash do i need for closing on a 500k condo with 25k down, first time buyer'],
    expect: { entry: 'closing-costs', figures: [7245] },
  },

  // ---- Qualifying rate -------------------------------------------------------------------------
  { turns: ['what rate do i qualify at if my rate is 3.89'], expect: { entry: 'stress-test', figures: [5.89] } },
  { turns: ['stress test rate for 2.99%'], expect: { entry: 'stress-test', figures: [5.25] } },
  { turns: ["if i get 4.5 percent what's the stress test"], expect: { entry: 'stress-test', figures: [6.5] } },

  // ---- Affordability ---------------------------------------------------------------------------
  {
    turns: ['me and my wife make 95k and 70k, car payment 600/month, how much house can we afford'],
    expect: { entry: 'affordability', figures: [864749.47, 863651.89] },
  },
  {
    turns: ['i make $7,500 a month, how much mortgage can i get'],
    expect: { entry: 'affordability', figures: [471681.53] },
  },
  {
    turns: ['household income 180k, 10k credit cards, 100k down, what can we afford'],
    expect: { entry: 'affordability', figures: [1043363.06] },
  },
  { turns: ['can i afford a 600k house on 85k a year'], expect: { entry: 'affordability', figures: [445475.69] } },

  // ---- Refinance equity ------------------------------------------------------------------------
  {
    turns: ['house worth 900k, I owe 550k, can i pull 100k out'],
    expect: { entry: 'refinance', figures: [170000] },
  },
  {
    turns: ['how much equity can i take out, home value 1.1M mortgage balance 400k'],
    expect: { entry: 'refinance', figures: [480000] },
  },
  {
    turns: ['refinance: my place is worth 650 thousand and I still owe 500k'],
    expect: { entry: 'refinance', figures: [20000] },
  },

  // ---- Prepayment penalty ----------------------------------------------------------------------
  {
    turns: ['penalty to break 400k fixed at 5.19 with 30 months left'],
    expect: { entry: 'breaking-penalty', figures: [5190] },
  },
  {
    turns: ['i have 320k left on a variable at 5.45%, what would breaking it cost'],
    expect: { entry: 'breaking-penalty', figures: [4360] },
  },
  {
    turns: [
      'balance 400000, fixed 5.19%, 30 months remaining, posted rate when i signed 6.49, posted today 5.49, whats the penalty',
    ],
    expect: { entry: 'breaking-penalty', figures: [10000] },
  },
  {
    turns: ["breaking my mortgage: 250k owing, 4.2% fixed, 2 years left, lender's current 2 year rate is 3.7"],
    expect: { entry: 'breaking-penalty', figures: [2625] },
  },

  // ---- Rates -----------------------------------------------------------------------------------
  {
    turns: ['whats the 5 year fixed in alberta'],
    expect: { entry: 'rates', figures: [3.74, 3.95], mentions: ['Alberta'] },
  },
  { turns: ['current variable rates'], expect: { entry: 'rates', figures: [3.85], mentions: ['Ontario'] } },
  { turns: ['best rate for a 3 year fixed right now'], expect: { entry: 'rates', figures: [3.94] } },
  { turns: ['rates in BC?'], expect: { entry: 'rates', mentions: ['British Columbia'] } },
  {
    turns: ["what's the insured rate vs conventional for 5 yr"],
    expect: { entry: 'rates', figures: [3.68, 3.89], mentions: ['insured', 'conventional'] },
  },

  // ---- Knowledge, in visitors' words -------------------------------------------------------------
  { turns: ['how much can i put in an fhsa per year'], expect: { entry: 'fhsa', figures: [8000] } },
  { turns: ['whats the lifetime max on the first home savings acct'], expect: { entry: 'fhsa', figures: [40000] } },
  {
    turns: ['how much rrsp can i take out for my first house'],
    expect: { entry: 'home-buyers-plan', figures: [60000] },
  },
  { turns: ['hbp limit 2026'], expect: { entry: 'home-buyers-plan', figures: [60000] } },
  { turns: ['find an agent near me'], expect: { entry: 'find-agent' } },
  { turns: ['how do i become a mortgage agent with your company'], expect: { entry: 'become-agent' } },
  { turns: ['whats your phone number'], expect: { entry: ['contact-us', 'talk-to-agent'] } },
  { turns: ['how do i reach you guys'], expect: { entry: ['contact-us', 'talk-to-agent'] } },
  { turns: ['reverse mortgage for my parents, theyre 70'], expect: { entry: 'reverse-mortgage' } },
  { turns: ['can a foreigner buy a house in ontario'], expect: { entry: ['foreign-buyers', 'newcomers'] } },
  {
    turns: ['im moving from the uk next year, can i get a mortgage'],
    expect: { entry: ['newcomers', 'foreign-buyers'] },
  },
  {
    turns: ['is there a tax for non residents buying in toronto'],
    expect: { entry: 'foreign-buyers', figures: [25] },
  },
  { turns: ['wat is a heloc'], expect: { entry: 'heloc' } },
  { turns: ['shoud i go fixd or varible'], expect: { entry: 'fixed-vs-variable' } },
  { turns: ['how long does pre aproval last'], expect: { entry: 'pre-approval' } },
  { turns: ['can my parents gift me money for downpayment'], expect: { entry: 'gifted-down-payment' } },
  { turns: ['what happens at the end of my term'], expect: { entry: ['renewal', 'term'] } },
  { turns: ['can i pay off my mortgage early'], expect: { entry: ['prepayment', 'breaking-penalty'] } },
  { turns: ['whats the stress test'], expect: { entry: 'stress-test' } },
  { turns: ['what credit score do u need to buy a house'], expect: { entry: 'credit-score' } },
  { turns: ['self employed mortgage options'], expect: { entry: 'self-employed' } },
  { turns: ['docs needed for mortgage'], expect: { entry: 'documents' } },
  { turns: ['mortgage on a rental property'], expect: { entry: 'rental-property' } },
  { turns: ['whats a status cert'], expect: { entry: 'condo' } },
  { turns: ['renos after buying, can i borrow for that'], expect: { entry: ['renovation-financing', 'refinance'] } },
  { turns: ['closing on new house before selling old one'], expect: { entry: 'bridge-financing' } },
  { turns: ['can i keep my rate if i move'], expect: { entry: 'porting' } },
  { turns: ['do brokers charge a fee'], expect: { entry: 'broker' } },
  { turns: ['what is amortization period'], expect: { entry: 'amortization' } },
  { turns: ['consolidate my debts into mortgage'], expect: { entry: 'debt-consolidation' } },
  { turns: ['switch banks at renewal'], expect: { entry: ['switching', 'renewal'] } },
  { turns: ['what does conventional mortgage mean'], expect: { entry: 'default-insurance' } },
  { turns: ['i got turned down by td, what now'], expect: { entry: 'alternative-lenders' } },
  { turns: ['how much are closing costs usually'], expect: { entry: 'closing-costs' } },
  { turns: ['whats the penalty for breaking a fixed mortgage'], expect: { entry: 'breaking-penalty' } },
  { turns: ['first time buyer incentives ontario 2026'], expect: { entry: 'first-time-buyer' } },
  { turns: ['can i get a 30 yr amortization'], expect: { entry: 'amortization' } },

  // ---- Questions for a person -----------------------------------------------------------------
  { turns: ['will i get approved with a 580 credit score'], expect: { entry: 'agent' } },
  { turns: ['can you tell me if my offer is legally binding'], expect: { entry: 'agent' } },
  { turns: ['do you think the bank will approve me'], expect: { entry: 'agent' } },
  { turns: ['should i sign this agreement of purchase and sale, my lawyer is away'], expect: { entry: 'agent' } },

  // ---- French -------------------------------------------------------------------------------
  {
    turns: ['Quel est le paiement mensuel pour 450 000 $ à 4,79 % sur 25 ans?'],
    expect: { entry: 'payment', figures: [2563.69], lang: 'fr' },
  },
  {
    turns: ['combien de mise de fonds minimum pour une maison de 600 000 $'],
    expect: { entry: 'down-payment', figures: [35000], lang: 'fr' },
  },
  { turns: ["c'est quoi le CELIAPP"], expect: { entry: 'fhsa', lang: 'fr' } },
  { turns: ["taux hypothécaires aujourd'hui"], expect: { entry: 'rates', lang: 'fr' } },
  {
    turns: ['taxe de bienvenue sur 500 000 $ à Toronto'],
    expect: { entry: 'land-transfer-tax', figures: [12950], lang: 'fr' },
  },
  {
    turns: ['paiement sur 500k à 5 % sur 25 ans', 'et sur 30 ans?'],
    expect: { entry: 'payment', figures: [2668.45], lang: 'fr' },
  },
  {
    turns: ['combien je peux emprunter avec un revenu de 120 000 $ par année'],
    expect: { entry: 'affordability', figures: [628908.7], lang: 'fr' },
  },
  {
    turns: ["qu'est-ce que l'assurance prêt hypothécaire de la SCHL"],
    expect: { entry: 'default-insurance', lang: 'fr' },
  },
  { turns: ['je veux parler à un courtier'], expect: { entry: ['talk-to-agent', 'contact-us'], lang: 'fr' } },
  { turns: ['pénalité pour rompre mon hypothèque fixe'], expect: { entry: 'breaking-penalty', lang: 'fr' } },
  { turns: ["c'est quoi le test de résistance"], expect: { entry: 'stress-test', lang: 'fr' } },
  {
    turns: ['prime d’assurance SCHL sur 400 000 $ avec 10 % de mise de fonds'],
    expect: { entry: 'default-insurance', figures: [11160], lang: 'fr' },
  },
  {
    turns: ['Bonjour, je suis nouvel arrivant au Canada, puis-je obtenir une hypothèque?'],
    expect: { entry: 'newcomers', lang: 'fr' },
  },
  { turns: ['RAP REER limite'], expect: { entry: 'home-buyers-plan', figures: [60000], lang: 'fr' } },
  {
    turns: ['quel est le meilleur taux fixe 5 ans en Ontario'],
    expect: { entry: 'rates', figures: [3.68], lang: 'fr' },
  },
  {
    turns: ['renouvellement de mon hypothèque le mois prochain, que faire?'],
    expect: { entry: 'renewal', lang: 'fr' },
  },

  // ---- Outside the assistant's scope ---------------------------------------------------------------
  { turns: ['whats the weather like in barrie this weekend'], expect: { entry: 'none' } },
  { turns: ['how do i fix a leaking faucet'], expect: { entry: 'none' } },
  { turns: ['who won the raptors game'], expect: { entry: 'none' } },
  { turns: ['best car loan rates'], expect: { entry: 'none' } },
  { turns: ["what's the capital of nunavut"], expect: { entry: 'none' } },
  { turns: ['can you write my resume'], expect: { entry: 'none' } },
  { turns: ['how much is a tim hortons coffee'], expect: { entry: 'none' } },
  { turns: ['tell me about the toronto maple leafs'], expect: { entry: 'none' } },
  { turns: ['how to get a passport fast'], expect: { entry: 'none' } },
  { turns: ["what's the best credit card for travel points"], expect: { entry: 'none' } },
  { turns: ['quelle est la météo demain à montréal'], expect: { entry: 'none' } },
  { turns: ['how many weeks of parental leave do i get'], expect: { entry: 'none' } },
]
