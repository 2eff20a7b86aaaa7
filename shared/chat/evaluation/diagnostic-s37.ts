/**
 * A diagnostic set, written together with held-out-s37.ts before the engine changes that aim at
 * wrong answers (docs/decisions/162). Unlike the held-out set it may be studied: its misses were
 * grouped by cause and the causes fixed as mechanisms (never a question's wording as a special
 * case), so it counts as a tuning set. Typed as visitors type on phones (lower case, typos,
 * numbers in every shape, follow-ups, French, out of scope, questions for a person). Same
 * expectations and fixture as held-out.ts; the figures come from shared/finance with the numbers
 * each question gives and, where it gives none, the engine's documented assumptions (Ontario's
 * lowest 5-year fixed of the kind that fits the down payment, 25 years, monthly).
 */
import type { ConversationCase } from './held-out'

export const S37_DIAGNOSTIC_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Payments ---------------------------------------------------------------------------------
  { turns: ['payment on 520k at 4.49 over 25'], expect: { entry: 'payment', figures: [2875.17] } },
  {
    turns: ['wat would i pay monthly for a 675,000 mortgage @ 3.99%'],
    expect: { entry: 'payment', figures: [3546.98] },
  },
  { turns: ['1.1m mortgage 30 yr 4.2 percent biweekly'], expect: { entry: 'payment', figures: [2469.66] } },
  { turns: ['payments on 340 thousand, 5.05%, 20 years'], expect: { entry: 'payment', figures: [2243.41] } },
  {
    turns: ['how much is the mortgage payment on a 600k home with 120k down at 4.1'],
    expect: { entry: 'payment', figures: [2550.99] },
  },
  { turns: ['monthly cost 850k house 10 percent down at 3.95'], expect: { entry: 'payment', figures: [4127.45] } },
  { turns: ['whats the weekly payment on 410k at 4.75'], expect: { entry: 'payment', figures: [536.09] } },
  { turns: ['mortgage payment 275k'], expect: { entry: 'payment', figures: [1399.25] } },
  { turns: ['payment on a 700 k mortgage over 30 years'], expect: { entry: 'payment' } },
  { turns: ['accelerated bi weekly on 495000 at 4.35'], expect: { entry: 'payment', figures: [1349.29] } },
  { turns: ["i'm borrowing 1,250,000 at 4.75%, what's monthly"], expect: { entry: 'payment', figures: [7093.19] } },
  { turns: ['semi-monthly payments 380k 5.2 25yrs'], expect: { entry: 'payment', figures: [1125.58] } },
  // "5 year" is the term, not the amortization (25 years assumed).
  { turns: ["5 year fixed at 4.2 on 350k what's the payment"], expect: { entry: 'payment', figures: [1879.21] } },
  { turns: ['500k mortgage 25 year at 4'], expect: { entry: 'payment', figures: [2630.1] } },
  { turns: ['i have 50k, house is 600k, whats my payment'], expect: { entry: 'payment', figures: [2910.44] } },
  { turns: ['payment on 500k, not biweekly, monthly, 4.2'], expect: { entry: 'payment', figures: [2684.59] } },

  // ---- Follow-ups ---------------------------------------------------------------------------------
  { turns: ['payment on 450k at 4.5', 'what if its 4.1?'], expect: { entry: 'payment', figures: [2391.55] } },
  { turns: ['payment on 620k 25 years 4.39', 'make it 20 years'], expect: { entry: 'payment', figures: [3872.53] } },
  {
    turns: ['what would the payments be for 390k at 5%', 'weekly instead'],
    expect: { entry: 'payment', figures: [522.62] },
  },
  { turns: ['min down on 730k', 'and for 1.6M?'], expect: { entry: 'down-payment', figures: [320000] } },
  {
    turns: ['cmhc on 500k with 25k down', 'what about 10% down'],
    expect: { entry: 'default-insurance', figures: [13950] },
  },
  { turns: ['ltt on 690k', 'first time buyer though'], expect: { entry: 'land-transfer-tax', figures: [6275] } },
  {
    turns: ['how much can i afford on 120k income', 'i have 900/month car and student loans'],
    expect: { entry: 'affordability' },
  },
  {
    turns: ['payment on 500k at 4.6', 'how much would that be over 30 years'],
    expect: { entry: 'payment', figures: [2550.25] },
  },
  { turns: ['rates for a 5 year fixed', 'what about variable'], expect: { entry: 'rates', figures: [3.85] } },
  {
    turns: ['house is worth 1.2M, i owe 650k', 'how much equity could i take out'],
    expect: { entry: 'refinance', figures: [310000] },
  },
  { turns: ['stress test on 4.3%', 'and on 3.1?'], expect: { entry: 'stress-test', figures: [5.25] } },
  {
    turns: ['land transfer tax on 900k in toronto', 'what if it was in mississauga'],
    expect: { entry: 'land-transfer-tax', figures: [14475] },
  },

  // ---- Down payment -------------------------------------------------------------------------------
  { turns: ['min downpayment for 560k'], expect: { entry: 'down-payment', figures: [31000] } },
  { turns: ['do i have enough with 35k down on a 640k condo'], expect: { entry: 'down-payment', figures: [39000] } },
  { turns: ['how much down for 2.1M house'], expect: { entry: 'down-payment', figures: [420000] } },
  { turns: ['is 15% down ok for 1.45 mil'], expect: { entry: 'down-payment', figures: [120000] } },
  {
    turns: ['whats the minimum i need to put down on a house 499k'],
    expect: { entry: 'down-payment', figures: [24950] },
  },
  { turns: ['how much deposit do i need for a 1,500,000 home'], expect: { entry: 'down-payment', figures: [300000] } },
  { turns: ['min down payment for a house in calgary 600k'], expect: { entry: 'down-payment', figures: [35000] } },

  // ---- Insurance premium --------------------------------------------------------------------------
  { turns: ['cmhc insurance on a 720k home with 50k down'], expect: { entry: 'default-insurance', figures: [26800] } },
  { turns: ['mortgage insurance premium 400k 12% down'], expect: { entry: 'default-insurance', figures: [10912] } },
  { turns: ['whats the cmhc on 950k if i put 18% down'], expect: { entry: 'default-insurance', figures: [21812] } },
  { turns: ['do i pay cmhc with 25% down'], expect: { entry: 'default-insurance' } },

  // ---- Land transfer tax and closing costs ----------------------------------------------------------
  { turns: ['land transfer on 575k'], expect: { entry: 'land-transfer-tax', figures: [7975] } },
  {
    turns: ['toronto land transfer tax for a 1.3 million condo'],
    expect: { entry: 'land-transfer-tax', figures: [44950] },
  },
  { turns: ['ltt 820k brampton first time buyer'], expect: { entry: 'land-transfer-tax', figures: [8875] } },
  {
    turns: ['im not a first time buyer, ltt on 600k toronto'],
    expect: { entry: 'land-transfer-tax', figures: [16950] },
  },
  // British Columbia's tax is not Ontario's: never Ontario's figure for it.
  {
    turns: ['land transfer tax in bc on 800k'],
    expect: { entry: ['land-transfer-tax', 'agent'], mentions: ['British Columbia'], notFigures: [12475] },
  },
  { turns: ['closing costs on a 600k house 30k down'], expect: { entry: 'closing-costs' } },
  { turns: ['how much should i budget for closing on 780k in toronto'], expect: { entry: 'closing-costs' } },

  // ---- Qualifying rate ----------------------------------------------------------------------------
  { turns: ['qualifying rate if i lock in at 4.19'], expect: { entry: 'stress-test', figures: [6.19] } },
  { turns: ['stress test at 3.25%'], expect: { entry: 'stress-test', figures: [5.25] } },
  { turns: ['what rate do they test me at for a 5.1 mortgage'], expect: { entry: 'stress-test', figures: [7.1] } },
  { turns: ['how does the stress test work'], expect: { entry: 'stress-test' } },

  // ---- Affordability ------------------------------------------------------------------------------
  { turns: ['i make 88k what house can i buy'], expect: { entry: 'affordability' } },
  { turns: ['combined income 150k, 400 car payment, 60k saved for down'], expect: { entry: 'affordability' } },
  { turns: ['how much can i borrow if i earn 6k a month'], expect: { entry: 'affordability' } },
  { turns: ['we make 210k together no debts'], expect: { entry: 'affordability' } },
  { turns: ['i dont have any debts, income 95k, how much can i afford'], expect: { entry: 'affordability' } },

  // ---- Refinance and penalties ------------------------------------------------------------------------
  {
    turns: ['my house is worth 850k and i owe 300k how much can i borrow against it'],
    expect: { entry: 'refinance', figures: [380000] },
  },
  {
    turns: ['can i refinance to take out 200k, house 700k, mortgage left 420k'],
    expect: { entry: 'refinance', figures: [140000] },
  },
  { turns: ["what's refinancing"], expect: { entry: 'refinance' } },
  {
    turns: ['penalty to break my mortgage 350k fixed at 4.8, 2 yrs left'],
    expect: { entry: 'breaking-penalty', figures: [4200] },
  },
  { turns: ['variable 500k at 4.45 how much to break'], expect: { entry: 'breaking-penalty', figures: [5562.5] } },
  { turns: ['how is the penalty calculated'], expect: { entry: 'breaking-penalty' } },

  // ---- Rates ------------------------------------------------------------------------------------------
  { turns: ['best 5yr fixed rate right now'], expect: { entry: 'rates', figures: [3.68] } },
  { turns: ['alberta mortgage rates'], expect: { entry: 'rates', figures: [3.74], mentions: ['Alberta'] } },
  { turns: ['3 year fixed rate?'], expect: { entry: 'rates', figures: [3.94] } },
  { turns: ['whats ur variable rate'], expect: { entry: 'rates', figures: [3.85] } },
  { turns: ['rates in bc'], expect: { entry: 'rates', figures: [3.71], mentions: ['British Columbia'] } },
  { turns: ['conventional 5 year fixed'], expect: { entry: 'rates', figures: [3.89] } },
  { turns: ['rate for a 7 yr term'], expect: { entry: 'rates', figures: [4.29] } },
  { turns: ['1 yr fixed'], expect: { entry: 'rates', figures: [4.89] } },
  { turns: ['mortgage rates in manitoba'], expect: { entry: 'rates', figures: [3.78], mentions: ['Manitoba'] } },

  // ---- Knowledge --------------------------------------------------------------------------------------
  { turns: ['how much can i put into fhsa each year'], expect: { entry: 'fhsa' } },
  { turns: ['can i use my rrsp to buy my first home'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['what happens when my mortgage comes up for renewal'], expect: { entry: 'renewal' } },
  { turns: ['heloc vs refinance'], expect: { entry: ['heloc', 'refinance'] } },
  { turns: ['what is a reverse mortgage'], expect: { entry: 'reverse-mortgage' } },
  { turns: ['im self employed can i still get a mortgage'], expect: { entry: 'self-employed' } },
  { turns: ['what credit score do i need'], expect: { entry: 'credit-score' } },
  { turns: ['what documents do i need for preapproval'], expect: { entry: ['documents', 'pre-approval'] } },
  { turns: ['just moved to canada can i get a mortgage'], expect: { entry: 'newcomers' } },
  { turns: ['can a non resident buy a house in ontario'], expect: { entry: 'foreign-buyers' } },
  { turns: ['buying a rental property mortgage'], expect: { entry: 'rental-property' } },
  { turns: ['what is bridge financing'], expect: { entry: 'bridge-financing' } },
  { turns: ['can i take my mortgage with me if i move'], expect: { entry: 'porting' } },
  { turns: ['how long does a pre approval last'], expect: { entry: ['pre-approval', 'rate-hold'] } },
  { turns: ['25 vs 30 year amortization'], expect: { entry: 'amortization' } },
  { turns: ['whats the diff between term and amortization'], expect: { entry: ['term', 'amortization'] } },
  { turns: ['open or closed mortgage which is better'], expect: { entry: 'open-vs-closed' } },
  { turns: ['should i go fixed or variable'], expect: { entry: 'fixed-vs-variable' } },
  { turns: ['can i switch lenders at renewal'], expect: { entry: ['switching', 'renewal'] } },
  { turns: ['consolidate credit card debt into mortgage'], expect: { entry: 'debt-consolidation' } },
  { turns: ['why use a mortgage broker'], expect: { entry: 'broker' } },
  { turns: ['first time home buyer incentives ontario'], expect: { entry: 'first-time-buyer' } },
  { turns: ['my parents want to gift me the down payment'], expect: { entry: 'gifted-down-payment' } },
  { turns: ['bank said no, what are my options'], expect: { entry: 'alternative-lenders' } },
  { turns: ['can i make extra payments on my mortgage'], expect: { entry: 'prepayment' } },
  { turns: ['buying a cottage as second home'], expect: { entry: 'second-home' } },
  { turns: ['financing for a kitchen reno'], expect: { entry: 'renovation-financing' } },
  { turns: ['how does the rate hold work'], expect: { entry: 'rate-hold' } },

  // ---- For a person -------------------------------------------------------------------------------------
  {
    turns: ['will the bank approve me with a 580 credit score and a consumer proposal'],
    expect: { entry: 'agent' },
  },
  { turns: ['can you find me an agent in ottawa'], expect: { entry: 'find-agent' } },
  { turns: ['i want to speak to someone'], expect: { entry: ['talk-to-agent', 'contact-us'] } },
  { turns: ['my lawyer says the title has a lien what do i do'], expect: { entry: 'agent' } },
  { turns: ['how do i become a mortgage agent with you guys'], expect: { entry: 'become-agent' } },
  { turns: ['got a number i can call?'], expect: { entry: ['contact-us', 'talk-to-agent'] } },
  { turns: ['my realtor wants me to waive the financing condition is that ok'], expect: { entry: 'agent' } },
  { turns: ['can i get approved with no job'], expect: { entry: 'agent' } },

  // ---- French -------------------------------------------------------------------------------------------
  { turns: ['quel est le taux fixe 5 ans'], expect: { entry: 'rates', figures: [3.68], lang: 'fr' } },
  {
    turns: ['paiement sur 400 000 $ a 4,5 % sur 25 ans'],
    expect: { entry: 'payment', figures: [2213.89], lang: 'fr' },
  },
  {
    turns: ['mise de fonds minimum pour une maison de 650 000'],
    expect: { entry: 'down-payment', figures: [40000], lang: 'fr' },
  },
  {
    turns: ["combien coute l'assurance hypothecaire sur 500k avec 10% de mise de fonds"],
    expect: { entry: 'default-insurance', figures: [13950], lang: 'fr' },
  },
  { turns: ["c'est quoi le CELIAPP"], expect: { entry: 'fhsa', lang: 'fr' } },
  {
    turns: ['droits de mutation sur 700 000 a toronto'],
    expect: { entry: 'land-transfer-tax', figures: [20950], lang: 'fr' },
  },
  { turns: ['je veux parler a un conseiller'], expect: { entry: ['talk-to-agent', 'contact-us'], lang: 'fr' } },
  { turns: ['taux variable en ontario'], expect: { entry: 'rates', figures: [3.85], lang: 'fr' } },
  {
    turns: ['combien puis-je emprunter avec un revenu de 90 000 $'],
    expect: { entry: 'affordability', lang: 'fr' },
  },
  { turns: ['renouvellement hypothecaire comment ca marche'], expect: { entry: 'renewal', lang: 'fr' } },
  { turns: ['test de resistance pour un taux de 4,2 %'], expect: { entry: 'stress-test', figures: [6.2], lang: 'fr' } },
  { turns: ['frais de cloture pour 550 000'], expect: { entry: 'closing-costs', lang: 'fr' } },

  // ---- Out of scope -------------------------------------------------------------------------------------
  { turns: ['whats the weather in toronto tomorrow'], expect: { entry: 'none' } },
  { turns: ['best pizza near me'], expect: { entry: 'none' } },
  { turns: ['car loan rate for a 2024 civic'], expect: { entry: 'none' } },
  { turns: ['can you help with my tax return'], expect: { entry: 'none' } },
  { turns: ['how do i cancel my netflix'], expect: { entry: 'none' } },
  { turns: ['tell me a joke'], expect: { entry: 'none' } },
  { turns: ['what stocks should i buy'], expect: { entry: 'none' } },
  { turns: ['how much is a plane ticket to vancouver'], expect: { entry: 'none' } },
  { turns: ['student loan forgiveness'], expect: { entry: 'none' } },
  { turns: ['us mortgage rates texas'], expect: { entry: ['none', 'agent'] } },
]
