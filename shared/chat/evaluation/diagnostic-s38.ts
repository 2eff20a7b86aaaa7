/**
 * A diagnostic set written together with held-out-s38.ts before the engine changes of
 * docs/decisions/180. Unlike the held-out set it may be studied: its misses were read and grouped
 * by cause, and the causes fixed as mechanisms (never by editing a question). Same expectations and
 * fixture as held-out.ts; figures from shared/finance with each question's numbers and, where it
 * gives none, the engine's documented assumptions.
 */
import type { ConversationCase } from './held-out'

export const S38_DIAGNOSTIC_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Payments ---------------------------------------------------------------------------------
  { turns: ['monthly pmt 482k @4.74'], expect: { entry: 'payment', figures: [2732.42] } },
  {
    turns: ["Hi there! We're looking at borrowing about 1.6 million, rate is 4.35, thirty year amortization. Monthly?"],
    expect: { entry: 'payment', figures: [7928.37] },
  },
  {
    turns: ['how much i will pay for mortgage of 330000 dollars with 4.9 interest'],
    expect: { entry: 'payment', figures: [1900.55] },
  },
  { turns: ['bi weekly 585k 4.05'], expect: { entry: 'payment', figures: [1426.3] } },
  { turns: ['accel weekly on 410,000 at 4.15%'], expect: { entry: 'payment', figures: [547.54] } },
  { turns: ['house 615k down 40k rate 4.55 monthly payment'], expect: { entry: 'payment', figures: [3326.41] } },
  { turns: ["what's the payment on 2.3 million, 5.1%, 25 years"], expect: { entry: 'payment', figures: [13508.15] } },
  { turns: ['payment for a 400k mortgage at 4.8 over 10 years'], expect: { entry: 'payment', figures: [4194.43] } },
  {
    turns: ['monthly mortgage on a 760k house w/ 20% down at 4.19'],
    expect: { entry: 'payment', figures: [3261.13] },
  },
  { turns: ['how much a month for 290 thousand'], expect: { entry: 'payment', figures: [1475.57, 3.68] } },
  { turns: ['payments if i borrow $1,250,000 at 4.65 percent'], expect: { entry: 'payment', figures: [7023.03] } },
  { turns: ['semi monthly payment 355k 4.85 20 years'], expect: { entry: 'payment', figures: [1150.92] } },

  // ---- Follow-ups ---------------------------------------------------------------------------------
  { turns: ['pay on 480k 4.5', 'and 4.0?'], expect: { entry: 'payment', figures: [2524.9] } },
  { turns: ['payment on 620k at 4.3 30 years', 'ok 25 then'], expect: { entry: 'payment', figures: [3362.94] } },
  {
    turns: ['payment 850k house 10% down 4.2', 'how about 20% down'],
    expect: { entry: 'payment', figures: [3651.04] },
  },
  { turns: ['monthly on 390k at 4.7', 'biweekly accelerated?'], expect: { entry: 'payment', figures: [1101.06] } },
  { turns: ['min down for 880k', 'and cmhc on it'], expect: { entry: 'default-insurance', figures: [32680] } },
  {
    turns: ['land transfer on 720k in toronto', 'first time buyer though'],
    expect: { entry: 'land-transfer-tax', figures: [13275] },
  },
  { turns: ['stress test 4.05', 'and 2.9'], expect: { entry: 'stress-test', figures: [5.25] } },
  { turns: ['rates in saskatchewan', 'what about ontario'], expect: { entry: 'rates', figures: [3.68] } },
  {
    turns: ['my place is worth 880k', 'owe 420k', 'max cash out?'],
    expect: { entry: 'refinance', figures: [284000] },
  },
  {
    turns: ['penalty on 450k fixed at 5.3', 'and if it were variable'],
    expect: { entry: 'breaking-penalty', figures: [5962.5] },
  },
  { turns: ['ltt 780k', 'in toronto', 'first time'], expect: { entry: 'land-transfer-tax', figures: [15675] } },
  {
    turns: ['how much can i afford on 105k', 'i also pay 800 a month for car'],
    expect: { entry: 'affordability' },
  },
  { turns: ['payment on 510k at 4.4', 'weekly'], expect: { entry: 'payment', figures: [643.97] } },

  // ---- Down payment --------------------------------------------------------------------------------
  { turns: ['need how much down for 1.2 million house'], expect: { entry: 'down-payment', figures: [95000] } },
  { turns: ['is 60k enough down for 900k'], expect: { entry: 'down-payment', figures: [65000] } },
  { turns: ['downpayment 3 percent allowed?'], expect: { entry: 'down-payment' } },
  { turns: ['minimum down 595,000'], expect: { entry: 'down-payment', figures: [34500] } },
  { turns: ['10% down 650k condo enough?'], expect: { entry: 'down-payment', figures: [40000] } },

  // ---- Insurance premium --------------------------------------------------------------------------
  { turns: ['cmhc 6% down 560k'], expect: { entry: 'default-insurance', figures: [21056] } },
  {
    turns: ['insurance premium on 430k purchase with 50k down'],
    expect: { entry: 'default-insurance', figures: [11780] },
  },
  { turns: ['why do i have to pay cmhc'], expect: { entry: 'default-insurance' } },
  {
    turns: ['default insurance 10 percent down on 875,000'],
    expect: { entry: 'default-insurance', figures: [24412.5] },
  },

  // ---- Land transfer tax and closing costs ----------------------------------------------------------
  { turns: ['lt tax 665k'], expect: { entry: 'land-transfer-tax', figures: [9775] } },
  {
    turns: ['how much is the toronto double land transfer on 1.1m'],
    expect: { entry: 'land-transfer-tax', figures: [36950] },
  },
  { turns: ['first time buyer rebate ltt 475k'], expect: { entry: 'land-transfer-tax', figures: [1975] } },
  {
    turns: ['land transfer tax in manitoba 400k'],
    expect: { entry: ['land-transfer-tax', 'agent'], notFigures: [4475] },
  },
  { turns: ['closing costs 820k 164k down'], expect: { entry: 'closing-costs', figures: [16125] } },
  {
    turns: ['how much cash for closing on a 540k toronto condo, first timer, 10% down'],
    expect: { entry: 'closing-costs', figures: [10530.28] },
  },
  { turns: ['what are typical closing costs'], expect: { entry: 'closing-costs' } },

  // ---- Qualifying rate ----------------------------------------------------------------------------
  { turns: ['qualify rate for 4.45'], expect: { entry: 'stress-test', figures: [6.45] } },
  { turns: ['stress tested at what rate if contract is 2.99'], expect: { entry: 'stress-test', figures: [5.25] } },
  { turns: ['does the stress test apply at renewal'], expect: { entry: ['stress-test', 'renewal'] } },

  // ---- Affordability ------------------------------------------------------------------------------
  {
    turns: ['we make 150k combined, 15k on credit cards, how much can we borrow'],
    expect: { entry: 'affordability' },
  },
  { turns: ['salary 6500 per month, car loan 400, what can i buy'], expect: { entry: 'affordability' } },
  { turns: ['how much house can i afford'], expect: { entry: 'affordability' } },
  { turns: ['single income 78,000 no debt, 50k down — max price?'], expect: { entry: 'affordability' } },

  // ---- Refinance, HELOC ---------------------------------------------------------------------------
  {
    turns: ['worth 640k owe 390k how much equity can i access'],
    expect: { entry: 'refinance', figures: [122000] },
  },
  { turns: ['refinance 1.4M house with 900k balance'], expect: { entry: 'refinance', figures: [220000] } },
  { turns: ['how does a heloc work'], expect: { entry: 'heloc' } },
  { turns: ['refinance to consolidate my debts'], expect: { entry: ['debt-consolidation', 'refinance'] } },
  { turns: ['line of credit secured by home interest rate'], expect: { entry: 'heloc' } },

  // ---- Penalties, renewal, switching ----------------------------------------------------------------
  {
    turns: ['3 months interest penalty on 330k at 4.75'],
    expect: { entry: 'breaking-penalty', figures: [3918.75] },
  },
  { turns: ['renewal letter came, what now'], expect: { entry: 'renewal' } },
  { turns: ['transfer mortgage to a different lender at maturity'], expect: { entry: ['switching', 'renewal'] } },
  {
    turns: ['break mortgage fee 600k 5.5% variable'],
    expect: { entry: 'breaking-penalty', figures: [8250] },
  },
  { turns: ['when should i start shopping for renewal'], expect: { entry: 'renewal' } },
  { turns: ['early renewal possible?'], expect: { entry: 'renewal' } },

  // ---- Rates ----------------------------------------------------------------------------------------
  { turns: ['5 year fixed rates today'], expect: { entry: 'rates', figures: [3.68] } },
  { turns: ['bc variable'], expect: { entry: 'rates', figures: [3.88], mentions: ['British Columbia'] } },
  { turns: ['3yr fixed rate conventional'], expect: { entry: 'rates', figures: [4.15] } },
  {
    turns: ['pei mortgage rates'],
    expect: { entry: 'rates', figures: [3.78], mentions: ['Prince Edward Island'] },
  },
  { turns: ['insured 7 year'], expect: { entry: 'rates', figures: [4.29] } },
  { turns: ['quebec 5 year fixed rate'], expect: { entry: 'rates', figures: [3.76], mentions: ['Quebec'] } },
  { turns: ['1 yr fixed?'], expect: { entry: 'rates', figures: [4.89] } },
  { turns: ['lowest rate you have'], expect: { entry: 'rates', figures: [3.68] } },

  // ---- What does it mean ------------------------------------------------------------------------------
  { turns: ["what's an amortization period"], expect: { entry: 'amortization' } },
  { turns: ['what does pre-approval mean'], expect: { entry: 'pre-approval' } },
  { turns: ["what's a closed mortgage"], expect: { entry: 'open-vs-closed' } },
  { turns: ['what is title insurance'], expect: { entry: 'closing-costs' } },
  { turns: ['term meaning mortgage'], expect: { entry: 'term' } },
  { turns: ['what does portability mean'], expect: { entry: 'porting' } },
  { turns: ['what is a b lender'], expect: { entry: 'alternative-lenders' } },
  { turns: ['what is mortgage default insurance'], expect: { entry: 'default-insurance' } },

  // ---- Self-employed, newcomers, FHSA / RRSP, reverse mortgages ----------------------------------------
  { turns: ['i am self employed 3 years, income low on paper'], expect: { entry: 'self-employed' } },
  { turns: ['sole proprietor mortgage requirements'], expect: { entry: 'self-employed' } },
  { turns: ['new to canada 6 months can i get mortgage'], expect: { entry: 'newcomers' } },
  { turns: ['non resident buying in toronto'], expect: { entry: 'foreign-buyers' } },
  { turns: ['fhsa max'], expect: { entry: 'fhsa' } },
  { turns: ['how does home buyers plan work'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['can i use rrsp and fhsa both for down payment'], expect: { entry: ['fhsa', 'home-buyers-plan'] } },
  { turns: ['reverse mortgage age requirement'], expect: { entry: 'reverse-mortgage' } },
  { turns: ['retired and want income from my house'], expect: { entry: 'reverse-mortgage' } },
  { turns: ['fhsa carry forward unused room'], expect: { entry: 'fhsa' } },

  // ---- Other knowledge ----------------------------------------------------------------------------------
  { turns: ['does my credit score affect my rate'], expect: { entry: 'credit-score' } },
  { turns: ['what documents for mortgage application'], expect: { entry: 'documents' } },
  { turns: ['buying a duplex to rent out'], expect: { entry: 'rental-property' } },
  { turns: ['parents gifting 50k down payment'], expect: { entry: 'gifted-down-payment' } },
  { turns: ['prepayment privileges'], expect: { entry: 'prepayment' } },
  { turns: ['get pre approved how'], expect: { entry: 'pre-approval' } },
  { turns: ['mortgage for a vacation property'], expect: { entry: 'second-home' } },
  { turns: ['borrow extra for renovations'], expect: { entry: 'renovation-financing' } },
  { turns: ['buying before selling my current house'], expect: { entry: 'bridge-financing' } },
  { turns: ['broker or bank which better'], expect: { entry: 'broker' } },
  { turns: ['first time home buyer incentives ontario'], expect: { entry: 'first-time-buyer' } },
  { turns: ['fixed or variable what should i choose'], expect: { entry: 'fixed-vs-variable' } },
  { turns: ['how long can rates be locked'], expect: { entry: 'rate-hold' } },
  { turns: ['condo mortgage rules'], expect: { entry: 'condo' } },

  // ---- For a person -------------------------------------------------------------------------------------
  { turns: ['i want to speak to an agent'], expect: { entry: ['talk-to-agent', 'contact-us'] } },
  { turns: ['find a mortgage agent in kitchener'], expect: { entry: 'find-agent' } },
  { turns: ['job openings for mortgage agents'], expect: { entry: 'become-agent' } },
  { turns: ['email address for your office'], expect: { entry: 'contact-us' } },
  { turns: ['will i be approved with a consumer proposal'], expect: { entry: 'agent' } },
  { turns: ['can you review my purchase agreement'], expect: { entry: 'agent' } },

  // ---- French -------------------------------------------------------------------------------------------
  {
    turns: ['paiement mensuel pour 550 000 à 4,2 %'],
    expect: { entry: 'payment', figures: [2953.05], lang: 'fr' },
  },
  {
    turns: ['quelle est la mise de fonds minimale pour 1 200 000 $'],
    expect: { entry: 'down-payment', figures: [95000], lang: 'fr' },
  },
  { turns: ['taux fixe 3 ans'], expect: { entry: 'rates', figures: [3.94], lang: 'fr' } },
  {
    turns: ['assurance prêt hypothécaire 500 000 $ 10 % mise de fonds'],
    expect: { entry: 'default-insurance', figures: [13950], lang: 'fr' },
  },
  {
    turns: ['taxe de bienvenue 450 000 à Toronto'],
    expect: { entry: 'land-transfer-tax', figures: [10950], lang: 'fr' },
  },
  { turns: ["c'est quoi le taux admissible"], expect: { entry: 'stress-test', lang: 'fr' } },
  {
    turns: ['versement 400 000 à 4 %', 'et sur 30 ans?'],
    expect: { entry: 'payment', figures: [1902.07], lang: 'fr' },
  },
  { turns: ['je suis nouvel arrivant au Canada'], expect: { entry: 'newcomers', lang: 'fr' } },
  { turns: ['hypothèque inversée'], expect: { entry: 'reverse-mortgage', lang: 'fr' } },
  {
    turns: ['ma maison vaut 700 000 $ et je dois 300 000 $, combien puis-je retirer'],
    expect: { entry: 'refinance', figures: [260000], lang: 'fr' },
  },
  {
    turns: ['pénalité pour casser mon hypothèque de 400 000 à 5 %'],
    expect: { entry: 'breaking-penalty', figures: [5000], lang: 'fr' },
  },

  // ---- Out of scope and outside Canada --------------------------------------------------------------------
  { turns: ['recipe for banana bread'], expect: { entry: 'none' } },
  { turns: ['how to renew my drivers licence'], expect: { entry: 'none' } },
  { turns: ['bitcoin price'], expect: { entry: 'none' } },
  { turns: ['best cell phone plan'], expect: { entry: 'none' } },
  { turns: ['mortgage rates in california'], expect: { entry: ['none', 'agent'] } },
  { turns: ['buy a house in dubai'], expect: { entry: ['none', 'agent'] } },
  { turns: ['home insurance quote'], expect: { entry: 'none' } },
  { turns: ['who is the prime minister'], expect: { entry: 'none' } },
]
