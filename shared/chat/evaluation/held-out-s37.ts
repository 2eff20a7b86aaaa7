/**
 * A fresh held-out set, written together with diagnostic-s37.ts before the engine changes that
 * aim at wrong answers (docs/decisions/162), committed on its own, and run once at the end of that
 * work: its first run is the honest estimate of how the engine does on questions nobody looked
 * at. Typed as visitors type on phones (lower case, typos, numbers in every shape, follow-ups,
 * French, out of scope, questions for a person). Same expectations and fixture as held-out.ts;
 * the figures come from shared/finance with the numbers each question gives and, where it gives
 * none, the engine's documented assumptions (Ontario's lowest 5-year fixed of the kind that fits
 * the down payment, 25 years, monthly). Never tuned on: a change made to pass one of these makes
 * the set a tuning set; write a fresh one instead.
 */
import type { ConversationCase } from './held-out'

export const S37_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Payments ---------------------------------------------------------------------------------
  { turns: ['payment for a 560k mortgage at 4.05 percent'], expect: { entry: 'payment', figures: [2960.91] } },
  { turns: ['whats my monthly on 1.35 million at 4.4 over 30'], expect: { entry: 'payment', figures: [6728.57] } },
  { turns: ['315,000 loan 5.4% 15 yr amortization'], expect: { entry: 'payment', figures: [2547.18] } },
  {
    turns: ['mortgage payments for 780 thousand at 3.9 paid biweekly'],
    expect: { entry: 'payment', figures: [1872.58] },
  },
  {
    turns: ['buying a 900k house with 180k down rate 4.15 whats the payment'],
    expect: { entry: 'payment', figures: [3846.12] },
  },
  { turns: ['payment on a 480k condo 5% down 4.35'], expect: { entry: 'payment', figures: [2585.39] } },
  { turns: ['weekly accelerated on 600k at 4.6'], expect: { entry: 'payment', figures: [838.57] } },
  { turns: ['monthly payment for 325k'], expect: { entry: 'payment', figures: [1653.66] } },
  { turns: ['pymnt on 450k 20yr'], expect: { entry: 'payment', figures: [2645.13] } },
  { turns: ['what do payments look like on 2M at 4.25'], expect: { entry: 'payment', figures: [10793.2] } },
  { turns: ['semimonthly 410000 4.7%'], expect: { entry: 'payment', figures: [1156.4] } },
  // "5yr" is the term, not the amortization (25 years assumed).
  {
    turns: ['5yr fixed 3.99 on 640k, what would i pay per month'],
    expect: { entry: 'payment', figures: [3363.06] },
  },
  { turns: ['25 year amortization 4.3% 610k'], expect: { entry: 'payment', figures: [3308.69] } },
  {
    turns: ['i have 80k saved, the place is 750k, monthly payment?'],
    expect: { entry: 'payment', figures: [3514.76] },
  },

  // ---- Follow-ups ---------------------------------------------------------------------------------
  { turns: ['monthly on 530k at 4.25', 'and at 3.75?'], expect: { entry: 'payment', figures: [2716.55] } },
  { turns: ['payment on 440k at 4.8 25 yrs', 'try 30 yrs'], expect: { entry: 'payment', figures: [2295.96] } },
  {
    turns: ['what is the payment on 700k at 4.1', 'biweekly please'],
    expect: { entry: 'payment', figures: [1715.45] },
  },
  {
    turns: ['minimum down payment for a 950k house', 'what if it was 1.2M'],
    expect: { entry: 'down-payment', figures: [95000] },
  },
  {
    turns: ['cmhc for 600k house with 30k down', 'and with 15% down?'],
    expect: { entry: 'default-insurance', figures: [14280] },
  },
  { turns: ['land transfer tax on 1M', 'in toronto?'], expect: { entry: 'land-transfer-tax', figures: [32950] } },
  {
    turns: ['i earn 95k, how much can i borrow', 'my wife makes 65k too'],
    expect: { entry: 'affordability' },
  },
  {
    turns: ['payment on 375k at 5.1', 'what about over 20 years'],
    expect: { entry: 'payment', figures: [2484.51] },
  },
  {
    turns: ['whats the 5 year variable', 'in alberta?'],
    expect: { entry: 'rates', figures: [3.91], mentions: ['Alberta'] },
  },
  {
    turns: ['my house is worth 950k', 'i owe 500k, how much can i pull out'],
    expect: { entry: 'refinance', figures: [260000] },
  },
  { turns: ['stress test for 4.9%', 'and 2.75?'], expect: { entry: 'stress-test', figures: [5.25] } },
  {
    turns: ['ltt 650k in ottawa', 'im a first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [5475] },
  },

  // ---- Down payment -------------------------------------------------------------------------------
  { turns: ['min down for 780k'], expect: { entry: 'down-payment', figures: [53000] } },
  { turns: ['is 40k enough for a 700k house'], expect: { entry: 'down-payment', figures: [45000] } },
  { turns: ['down payment needed for 1.8 million'], expect: { entry: 'down-payment', figures: [360000] } },
  { turns: ['can i buy a 1.2M house with 10% down'], expect: { entry: 'down-payment', figures: [95000] } },
  { turns: ['least down payment 350,000'], expect: { entry: 'down-payment', figures: [17500] } },
  {
    turns: ['how much do i need to save for a downpayment on a 525k home'],
    expect: { entry: 'down-payment', figures: [27500] },
  },
  { turns: ['min down payment vancouver 900k'], expect: { entry: 'down-payment', figures: [65000] } },

  // ---- Insurance premium --------------------------------------------------------------------------
  { turns: ['cmhc premium on 820k with 60k down'], expect: { entry: 'default-insurance', figures: [30400] } },
  { turns: ['mortgage default insurance 450k 15% down'], expect: { entry: 'default-insurance', figures: [10710] } },
  { turns: ['insurance cost if i put 8% down on 380k'], expect: { entry: 'default-insurance', figures: [13984] } },
  { turns: ['do i need cmhc if i put 20% down'], expect: { entry: 'default-insurance' } },

  // ---- Land transfer tax and closing costs ----------------------------------------------------------
  { turns: ['ltt on 720k'], expect: { entry: 'land-transfer-tax', figures: [10875] } },
  {
    turns: ['toronto land transfer tax 880k first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [19675] },
  },
  {
    turns: ['land transfer tax for a 1.6m house in oakville'],
    expect: { entry: 'land-transfer-tax', figures: [28475] },
  },
  { turns: ['not a first time buyer, land transfer 700k'], expect: { entry: 'land-transfer-tax', figures: [10475] } },
  // Quebec's tax is not Ontario's: never Ontario's figure for it.
  {
    turns: ['land transfer tax in quebec 500k'],
    expect: { entry: ['land-transfer-tax', 'agent'], mentions: ['Quebec'], notFigures: [6475] },
  },
  { turns: ['closing costs for 640k with 64k down'], expect: { entry: 'closing-costs' } },
  { turns: ['total cash needed at closing toronto condo 560k first time buyer'], expect: { entry: 'closing-costs' } },

  // ---- Qualifying rate ----------------------------------------------------------------------------
  { turns: ['qualifying rate on 4.49'], expect: { entry: 'stress-test', figures: [6.49] } },
  { turns: ['stress test 2.5 percent'], expect: { entry: 'stress-test', figures: [5.25] } },
  { turns: ["if my rate is 5.35 what's the stress test rate"], expect: { entry: 'stress-test', figures: [7.35] } },
  { turns: ['what is the mortgage stress test'], expect: { entry: 'stress-test' } },

  // ---- Affordability ------------------------------------------------------------------------------
  { turns: ['income 72k a year, how much house'], expect: { entry: 'affordability' } },
  { turns: ['my husband and i make 110k and 85k with a 700 car payment'], expect: { entry: 'affordability' } },
  {
    turns: ['what can i afford with 9,000 a month income and 20k in credit card debt'],
    expect: { entry: 'affordability' },
  },
  { turns: ['how much mortgage do i qualify for'], expect: { entry: 'affordability' } },

  // ---- Refinance and penalties ------------------------------------------------------------------------
  { turns: ['worth 1.05M, owe 620k, how much equity can i get'], expect: { entry: 'refinance', figures: [220000] } },
  {
    turns: ['refi to pull 150k out, home value 800k, balance 550k'],
    expect: { entry: 'refinance', figures: [90000] },
  },
  { turns: ['should i refinance to pay off debts'], expect: { entry: ['debt-consolidation', 'refinance'] } },
  {
    turns: ['cost to break a 420k fixed at 5.05 with 3 years left'],
    expect: { entry: 'breaking-penalty', figures: [5302.5] },
  },
  { turns: ['penalty for breaking variable 280k 4.6%'], expect: { entry: 'breaking-penalty', figures: [3220] } },
  { turns: ['why are fixed rate penalties so high'], expect: { entry: 'breaking-penalty' } },

  // ---- Rates ------------------------------------------------------------------------------------------
  { turns: ['lowest 5 year fixed'], expect: { entry: 'rates', figures: [3.68] } },
  { turns: ['mortgage rates saskatchewan'], expect: { entry: 'rates', figures: [3.78], mentions: ['Saskatchewan'] } },
  { turns: ['whats the 3 yr rate'], expect: { entry: 'rates', figures: [3.94] } },
  { turns: ['variable rate today'], expect: { entry: 'rates', figures: [3.85] } },
  { turns: ['bc rates 5yr fixed'], expect: { entry: 'rates', figures: [3.71], mentions: ['British Columbia'] } },
  { turns: ['5 yr fixed conventional rate'], expect: { entry: 'rates', figures: [3.89] } },
  { turns: ['7 year fixed?'], expect: { entry: 'rates', figures: [4.29] } },
  { turns: ['rates in nova scotia'], expect: { entry: 'rates', figures: [3.78], mentions: ['Nova Scotia'] } },

  // ---- Knowledge --------------------------------------------------------------------------------------
  { turns: ['fhsa contribution limit'], expect: { entry: 'fhsa' } },
  { turns: ['how much can i take out of my rrsp for a house'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['renewal coming up in 4 months what should i do'], expect: { entry: 'renewal' } },
  { turns: ['what is a heloc'], expect: { entry: 'heloc' } },
  { turns: ['reverse mortgage for seniors'], expect: { entry: 'reverse-mortgage' } },
  { turns: ["i'm self-employed 2 years, can i qualify"], expect: { entry: 'self-employed' } },
  { turns: ['does my credit score matter'], expect: { entry: 'credit-score' } },
  { turns: ['what paperwork do lenders want'], expect: { entry: 'documents' } },
  { turns: ['new immigrant mortgage'], expect: { entry: 'newcomers' } },
  { turns: ['foreign buyer ban canada'], expect: { entry: 'foreign-buyers' } },
  { turns: ['mortgage on an investment property'], expect: { entry: 'rental-property' } },
  { turns: ["what's a bridge loan"], expect: { entry: 'bridge-financing' } },
  { turns: ['porting my mortgage to a new house'], expect: { entry: 'porting' } },
  { turns: ['should i get preapproved before house hunting'], expect: { entry: 'pre-approval' } },
  { turns: ['longest amortization allowed'], expect: { entry: 'amortization' } },
  { turns: ['what does term mean in a mortgage'], expect: { entry: 'term' } },
  { turns: ['open mortgage vs closed'], expect: { entry: 'open-vs-closed' } },
  { turns: ['fixed vs variable this year'], expect: { entry: 'fixed-vs-variable' } },
  { turns: ['switch my mortgage to another bank'], expect: { entry: 'switching' } },
  {
    turns: ['use home equity to pay off credit cards'],
    expect: { entry: ['debt-consolidation', 'heloc', 'refinance'] },
  },
  { turns: ['broker vs bank'], expect: { entry: 'broker' } },
  { turns: ['first time buyer programs'], expect: { entry: 'first-time-buyer' } },
  { turns: ['can my parents gift money for the downpayment'], expect: { entry: 'gifted-down-payment' } },
  { turns: ['b lender mortgage'], expect: { entry: 'alternative-lenders' } },
  { turns: ['lump sum payments allowed?'], expect: { entry: 'prepayment' } },
  { turns: ['mortgage for a cottage'], expect: { entry: 'second-home' } },
  { turns: ['buying a condo what should i know about the mortgage'], expect: { entry: 'condo' } },
  { turns: ['how long can you hold a rate'], expect: { entry: 'rate-hold' } },

  // ---- For a person -------------------------------------------------------------------------------------
  { turns: ['what are my chances of getting approved with bad credit'], expect: { entry: 'agent' } },
  { turns: ['agent near me in london ontario'], expect: { entry: 'find-agent' } },
  { turns: ['can i talk to a real person'], expect: { entry: ['talk-to-agent', 'contact-us'] } },
  { turns: ['is my contract with the builder legally binding'], expect: { entry: 'agent' } },
  { turns: ['i want to join your team as a mortgage agent'], expect: { entry: 'become-agent' } },
  { turns: ['how do i contact you'], expect: { entry: ['contact-us', 'talk-to-agent'] } },
  { turns: ['can i qualify with a bankruptcy 2 years ago'], expect: { entry: 'agent' } },
  { turns: ['my ex is on title, can i remove them'], expect: { entry: 'agent' } },

  // ---- French -------------------------------------------------------------------------------------------
  { turns: ['taux hypothecaire 5 ans fixe'], expect: { entry: 'rates', figures: [3.68], lang: 'fr' } },
  {
    turns: ['versement mensuel sur 350 000 $ a 4,25 %'],
    expect: { entry: 'payment', figures: [1888.81], lang: 'fr' },
  },
  { turns: ['mise de fonds minimale pour 800 000 $'], expect: { entry: 'down-payment', figures: [55000], lang: 'fr' } },
  {
    turns: ['assurance SCHL sur 400 000 avec 5 % de mise de fonds'],
    expect: { entry: 'default-insurance', figures: [15200], lang: 'fr' },
  },
  { turns: ["c'est quoi le RAP pour acheter une maison"], expect: { entry: 'home-buyers-plan', lang: 'fr' } },
  { turns: ['taxe de bienvenue sur 600 000 $'], expect: { entry: 'land-transfer-tax', figures: [8475], lang: 'fr' } },
  { turns: ["je voudrais parler a quelqu'un"], expect: { entry: ['talk-to-agent', 'contact-us'], lang: 'fr' } },
  { turns: ['quel est votre taux variable'], expect: { entry: 'rates', figures: [3.85], lang: 'fr' } },
  {
    turns: ['combien puis-je me permettre avec 120 000 $ de revenu'],
    expect: { entry: 'affordability', lang: 'fr' },
  },
  { turns: ['comment fonctionne le renouvellement'], expect: { entry: 'renewal', lang: 'fr' } },
  { turns: ['taux admissible pour 3,9 %'], expect: { entry: 'stress-test', figures: [5.9], lang: 'fr' } },
  { turns: ['penalite pour rompre mon hypotheque'], expect: { entry: 'breaking-penalty', lang: 'fr' } },

  // ---- Out of scope -------------------------------------------------------------------------------------
  { turns: ['weather tomorrow'], expect: { entry: 'none' } },
  { turns: ['how to make lasagna'], expect: { entry: 'none' } },
  { turns: ['auto loan rates'], expect: { entry: 'none' } },
  { turns: ['can you do my taxes'], expect: { entry: 'none' } },
  { turns: ['who won the leafs game'], expect: { entry: 'none' } },
  { turns: ['which credit card has the best cashback'], expect: { entry: 'none' } },
  { turns: ['how much is an uber to pearson'], expect: { entry: 'none' } },
  { turns: ['crypto prices today'], expect: { entry: 'none' } },
  { turns: ['car insurance quote'], expect: { entry: 'none' } },
  { turns: ['mortgage rates in florida'], expect: { entry: ['none', 'agent'] } },
]
