/**
 * A third fresh held-out set, written before the engine changes of docs/decisions/185 (the
 * calibrated clarifying reply), committed on its own and run once at the end of that work: its
 * first run is the honest estimate on questions nobody looked at. Written as other kinds of people
 * than the earlier sets (a retired couple, a nurse on night shifts, a landlord, a student helping
 * a parent, a tradesperson dictating to a phone, a Franco-Ontarian, an impatient investor, a
 * newcomer writing carefully): typos, lower case, numbers in every shape, follow-up pairs and
 * threes, French, off topic, questions for a person, places outside Ontario and Canada, renewals,
 * penalties, switching, rates by province and type, couples' incomes and debts, refinance, closing
 * costs, HELOC, self-employed, newcomers, FHSA/RRSP, reverse mortgages and jargon. Same
 * expectations and fixture as held-out.ts; figures from shared/finance with each question's
 * numbers (and, where it gives none, the engine's documented assumptions: Ontario's lowest
 * 5-year fixed of the kind that fits the down payment, 25 years, monthly). A clarifying reply is
 * judged by evaluate.ts's rule (right when its options name an expected entry, never wrong).
 * Never tuned on: a change made to pass one of these makes it a tuning set.
 */
import type { ConversationCase } from './held-out'

export const S39_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Payments ---------------------------------------------------------------------------------
  { turns: ['745k mortgage 4.35 how much a month roughly'], expect: { entry: 'payment', figures: [4061.48] } },
  {
    turns: ['My husband and I are retired and looking at borrowing $512,000 at 3.99% over 30 years, biweekly please.'],
    expect: { entry: 'payment', figures: [1121.36] },
  },
  { turns: ['weekly pymt 285000 5.1% 20 years'], expect: { entry: 'payment', figures: [435.04] } },
  {
    turns: ['1.35 mil at 4.15 accelerated bi weekly whats that come to'],
    expect: { entry: 'payment', figures: [3605.74] },
  },
  {
    turns: ['buying 620k place with 10% down at 4.49 what will my monthly be with the insurance'],
    expect: { entry: 'payment', figures: [3180.92] },
  },
  { turns: ['semi monthly payment 430,000 4.75'], expect: { entry: 'payment', figures: [1218.84] } },
  {
    turns: ['870k home, putting 20 percent down, rate 4.2, monthly?'],
    expect: { entry: 'payment', figures: [3736.95] },
  },
  {
    turns: ['if rates were 6 percent what would 390k cost per month'],
    expect: { entry: 'payment', figures: [2495.25] },
  },
  { turns: ['660000 at 3.75 monthly'], expect: { entry: 'payment', figures: [3382.87] } },
  { turns: ['how is my mortgage payment calculated'], expect: { entry: ['payment', 'amortization'] } },
  { turns: ['monthly vs biweekly which saves more interest'], expect: { entry: 'payment-frequency' } },

  // ---- Follow-ups ---------------------------------------------------------------------------------
  { turns: ['500k at 4.4 monthly', 'stretch it to 30 yrs'], expect: { entry: 'payment', figures: [2492.06] } },
  { turns: ['payment on 480k 4.6', 'weekly instead?'], expect: { entry: 'payment', figures: [618.35] } },
  { turns: ['payment on 480k 4.6', 'and if i got 4.1'], expect: { entry: 'payment', figures: [2550.99] } },
  {
    turns: ['mortgage 720k at 4.25', 'what about accelerated weekly'],
    expect: { entry: 'payment', figures: [971.39] },
  },
  { turns: ['550k loan 3.95%', 'how about a 20 year amortization'], expect: { entry: 'payment', figures: [3309.14] } },
  {
    turns: ['minimum down for 595k', 'and for 835k?'],
    expect: { entry: 'down-payment', figures: [58500] },
  },
  {
    turns: ['land transfer tax on 690k', 'its in toronto and were first time buyers'],
    expect: { entry: 'land-transfer-tax', figures: [12075] },
  },
  {
    turns: ['house is worth 950k', 'i still owe 480k', 'how much equity can i pull'],
    expect: { entry: 'refinance', figures: [280000] },
  },
  {
    turns: ['stress test on 4.09?', 'ok and 3.49'],
    expect: { entry: 'stress-test', figures: [5.49] },
  },
  {
    turns: ['rates for saskatchewan', 'what about bc'],
    expect: { entry: 'rates', figures: [3.71], mentions: ['British Columbia'] },
  },
  {
    turns: ['cmhc on 780k with 8% down', 'is that added to my mortgage?'],
    expect: { entry: 'default-insurance' },
  },
  {
    turns: ['what can we afford, i make 72k', 'wife makes 68k', 'and we have 40k saved for down'],
    expect: { entry: 'affordability' },
  },
  {
    turns: ['payment on 610k 4.3', 'thanks! and who do i talk to to actually apply'],
    expect: { entry: ['talk-to-agent', 'contact-us', 'find-agent', 'pre-approval'] },
  },

  // ---- Down payment --------------------------------------------------------------------------------
  { turns: ['min downpayment 1.6 million'], expect: { entry: 'down-payment', figures: [320000] } },
  { turns: ['whats the least i can put down on 399,000'], expect: { entry: 'down-payment', figures: [19950] } },
  { turns: ['is 80k enough down for a 1.15m house'], expect: { entry: 'down-payment', figures: [90000] } },
  {
    turns: ['how much do I need saved to buy a 760k semi in oshawa'],
    expect: { entry: ['down-payment', 'closing-costs'] },
  },
  { turns: ['can my down payment be borrowed'], expect: { entry: 'down-payment' } },
  {
    turns: ['my parents want to give us 50k for the down payment is that ok'],
    expect: { entry: 'gifted-down-payment' },
  },
  { turns: ['down payment for a rental property'], expect: { entry: ['rental-property', 'down-payment'] } },

  // ---- Insurance premium ----------------------------------------------------------------------------
  { turns: ['mortgage insurance on 780k 8% down'], expect: { entry: 'default-insurance', figures: [28704] } },
  { turns: ['cmhc premium 455000 10 percent down'], expect: { entry: 'default-insurance', figures: [12694.5] } },
  {
    turns: ['905k purchase, 90.5k down, what does the insurance cost'],
    expect: { entry: 'default-insurance', figures: [25249.5] },
  },
  { turns: ['do i need mortgage default insurance with 25% down'], expect: { entry: 'default-insurance' } },
  { turns: ['can cmhc premium be refunded if i sell'], expect: { entry: 'default-insurance' } },

  // ---- Land transfer tax, closing costs --------------------------------------------------------------
  { turns: ['ltt 735k kitchener'], expect: { entry: 'land-transfer-tax', figures: [11175] } },
  {
    turns: ['Toronto land transfer tax on 1.08M, not a first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [36150] },
  },
  {
    turns: ['first time buyer rebate land transfer 480k london ont'],
    expect: { entry: 'land-transfer-tax', figures: [2075] },
  },
  {
    turns: ['whats the land tax for a 1.45M cottage in muskoka'],
    expect: { entry: 'land-transfer-tax', figures: [25475] },
  },
  { turns: ['double land transfer tax in toronto on 565k'], expect: { entry: 'land-transfer-tax', figures: [15550] } },
  {
    turns: ['first time buyer 835k in guelph how much land transfer'],
    expect: { entry: 'land-transfer-tax', figures: [9175] },
  },
  {
    turns: ['land transfer tax nova scotia 500k'],
    expect: { entry: ['land-transfer-tax', 'agent'], notFigures: [6475] },
  },
  { turns: ['how much cash do i need for closing costs roughly'], expect: { entry: 'closing-costs' } },
  { turns: ['what are legal fees when buying a house'], expect: { entry: 'closing-costs' } },
  { turns: ['do i pay hst on a resale home'], expect: { entry: ['closing-costs', 'agent'] } },

  // ---- Qualifying rate ---------------------------------------------------------------------------------
  { turns: ['stress test rate if my rate is 5.85'], expect: { entry: 'stress-test', figures: [7.85] } },
  { turns: ['qualifying rate for 2.99'], expect: { entry: 'stress-test', figures: [5.25] } },
  {
    turns: ['does the stress test apply when i renew with the same bank'],
    expect: { entry: ['stress-test', 'renewal'] },
  },
  { turns: ['why do i have to qualify at a higher rate than i actually get'], expect: { entry: 'stress-test' } },

  // ---- Affordability ------------------------------------------------------------------------------------
  {
    turns: ['im a nurse making 98k, my boyfriend makes 61k, we have a 480/mo car lease, what can we buy'],
    expect: { entry: 'affordability' },
  },
  { turns: ['how much house on a 75000 salary'], expect: { entry: 'affordability' } },
  {
    turns: ['household income 210k, 15k credit card debt, 100k down, max purchase price?'],
    expect: { entry: 'affordability' },
  },
  { turns: ['what is gds and tds'], expect: { entry: 'affordability' } },
  { turns: ['do lenders count my overtime'], expect: { entry: ['affordability', 'documents', 'agent'] } },
  { turns: ['i make $6,200 a month take home, how big a mortgage'], expect: { entry: 'affordability' } },

  // ---- Refinance, HELOC, debt consolidation ---------------------------------------------------------------
  {
    turns: ['appraisal came in at 1.2m, mortgage balance 650k, max refinance?'],
    expect: { entry: 'refinance', figures: [310000] },
  },
  { turns: ['refi equity 720k home 390k owing'], expect: { entry: 'refinance', figures: [186000] } },
  {
    turns: ['can i refinance to pay off my credit cards and car loan'],
    expect: { entry: ['debt-consolidation', 'refinance'] },
  },
  { turns: ['home equity line of credit how much can i get'], expect: { entry: 'heloc' } },
  { turns: ['is a heloc interest only'], expect: { entry: 'heloc' } },
  { turns: ['want to borrow against my house to help my son buy'], expect: { entry: ['refinance', 'heloc'] } },
  {
    turns: ['refinancing before my term ends, is there a penalty'],
    expect: { entry: ['breaking-penalty', 'refinance'] },
  },
  { turns: ['we owe 500k on a 640k house can we refinance'], expect: { entry: 'refinance', figures: [12000] } },

  // ---- Penalties, renewal, switching ----------------------------------------------------------------------
  { turns: ['3 months interest penalty 420k at 5.0 variable'], expect: { entry: 'breaking-penalty', figures: [5250] } },
  { turns: ['how are penalties calculated on a fixed mortgage'], expect: { entry: 'breaking-penalty' } },
  { turns: ['renewal letter came, rate 5.19, do i just sign it'], expect: { entry: 'renewal' } },
  { turns: ['how early can i renew my mortgage'], expect: { entry: 'renewal' } },
  { turns: ['transfer my mortgage to another bank at maturity'], expect: { entry: ['switching', 'renewal'] } },
  { turns: ['is it worth switching lenders to save 0.3%'], expect: { entry: 'switching' } },
  {
    turns: ['what happens to my mortgage if i sell and buy another house'],
    expect: { entry: ['porting', 'bridge-financing'] },
  },
  { turns: ['can i break my mortgage to get a lower rate'], expect: { entry: ['breaking-penalty', 'switching'] } },

  // ---- Rates -----------------------------------------------------------------------------------------------
  { turns: ['5 year fixed today'], expect: { entry: 'rates', figures: [3.68] } },
  { turns: ['whats ur best variable'], expect: { entry: 'rates', figures: [3.85] } },
  { turns: ['conventional 3yr fixed rate'], expect: { entry: 'rates', figures: [4.15] } },
  { turns: ['7 year fixed ontario'], expect: { entry: 'rates', figures: [4.29] } },
  { turns: ['quebec 5 year fixed rate'], expect: { entry: 'rates', figures: [3.76], mentions: ['Quebec'] } },
  { turns: ['rates alberta variable'], expect: { entry: 'rates', figures: [3.91], mentions: ['Alberta'] } },
  { turns: ['nova scotia mortgage rates'], expect: { entry: 'rates', mentions: ['Nova Scotia'] } },
  { turns: ['refinance rates right now'], expect: { entry: 'rates' } },
  { turns: ['will rates go down next year'], expect: { entry: ['rates', 'fixed-vs-variable', 'agent'] } },
  { turns: ['1 yr term rate'], expect: { entry: 'rates', figures: [4.89] } },

  // ---- Jargon ------------------------------------------------------------------------------------------
  { turns: ['whats the difference between term and amortization'], expect: { entry: ['term', 'amortization'] } },
  { turns: ['closed mortgage meaning'], expect: { entry: 'open-vs-closed' } },
  { turns: ['what is a rate hold and how long'], expect: { entry: 'rate-hold' } },
  { turns: ['prepayment privileges explained'], expect: { entry: 'prepayment' } },
  { turns: ['what is a bridge loan'], expect: { entry: 'bridge-financing' } },
  { turns: ['ltv meaning'], expect: { entry: ['refinance', 'default-insurance', 'down-payment', 'loan-to-value'] } },
  { turns: ['fixed or variable which is better for me'], expect: { entry: 'fixed-vs-variable' } },
  { turns: ['what does a mortgage broker actually do'], expect: { entry: 'broker' } },
  { turns: ['b lender vs a lender'], expect: { entry: 'alternative-lenders' } },
  { turns: ['what does pre approved mean'], expect: { entry: 'pre-approval' } },

  // ---- Self-employed, newcomers, foreign buyers ---------------------------------------------------------
  { turns: ['im a self employed electrician, 2 yrs, can i qualify'], expect: { entry: 'self-employed' } },
  {
    turns: ['stated income mortgage for business owners'],
    expect: { entry: ['self-employed', 'alternative-lenders'] },
  },
  { turns: ['uber driver mortgage possible?'], expect: { entry: 'self-employed' } },
  { turns: ['i came to canada 8 months ago as permanent resident can i get mortgage'], expect: { entry: 'newcomers' } },
  { turns: ['international student buying a condo'], expect: { entry: ['newcomers', 'foreign-buyers'] } },
  { turns: ['can a non resident buy a house in ontario'], expect: { entry: 'foreign-buyers' } },
  { turns: ['foreign buyer ban still on?'], expect: { entry: 'foreign-buyers' } },

  // ---- FHSA, RRSP, first-time buyers --------------------------------------------------------------------
  { turns: ['fhsa max contribution'], expect: { entry: 'fhsa' } },
  { turns: ['can i carry forward unused fhsa room'], expect: { entry: 'fhsa' } },
  { turns: ['how much can i take out of my rrsp to buy my first house'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['when do i have to pay back the hbp'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['programs for first time home buyers in ontario'], expect: { entry: 'first-time-buyer' } },
  { turns: ['am i a first time buyer if my wife owned a condo before'], expect: { entry: 'first-time-buyer' } },

  // ---- Reverse mortgages, other homes -------------------------------------------------------------------
  {
    turns: ['were 67 and 71 can we get money out of our paid off house without monthly payments'],
    expect: { entry: 'reverse-mortgage' },
  },
  { turns: ['reverse mortgage pros and cons'], expect: { entry: 'reverse-mortgage' } },
  { turns: ['mortgage for a cottage'], expect: { entry: 'second-home' } },
  { turns: ['buying a duplex and renting half'], expect: { entry: 'rental-property' } },
  { turns: ['condo status certificate what to look for'], expect: { entry: ['condo', 'legal-advice', 'agent'] } },
  { turns: ['mortgage to buy and renovate a fixer upper'], expect: { entry: 'renovation-financing' } },
  { turns: ['buying before selling my current house'], expect: { entry: 'bridge-financing' } },
  { turns: ['bad credit 560 can i still get a mortgage'], expect: { entry: ['credit-score', 'alternative-lenders'] } },
  { turns: ['what documents do i need to apply'], expect: { entry: 'documents' } },
  { turns: ['how long does a preapproval last'], expect: { entry: ['pre-approval', 'rate-hold'] } },
  { turns: ['can i pay off my mortgage faster'], expect: { entry: ['prepayment', 'payment-frequency'] } },

  // ---- For a person --------------------------------------------------------------------------------------
  { turns: ['i want to speak to someone'], expect: { entry: ['talk-to-agent', 'contact-us'] } },
  { turns: ['do you have an office in ottawa'], expect: { entry: ['find-agent', 'contact-us'] } },
  { turns: ['email address?'], expect: { entry: 'contact-us' } },
  { turns: ['hiring? i just passed my mortgage agent level 1'], expect: { entry: 'become-agent' } },
  { turns: ['agent who speaks punjabi in brampton'], expect: { entry: 'find-agent' } },
  {
    turns: ['what are my chances of getting approved with a consumer proposal'],
    expect: { entry: ['agent', 'approval-odds'] },
  },
  { turns: ['my ex wont sign the mortgage release what are my rights'], expect: { entry: ['agent', 'legal-advice'] } },
  { turns: ['can you guarantee i will be approved'], expect: { entry: ['agent', 'approval-odds'] } },
  { turns: ['book an appointment'], expect: { entry: ['talk-to-agent', 'contact-us'] } },

  // ---- French -----------------------------------------------------------------------------------------------
  { turns: ['paiement mensuel pour 745 000 $ à 4,35 %'], expect: { entry: 'payment', figures: [4061.48], lang: 'fr' } },
  { turns: ['mise de fonds minimale 595 000'], expect: { entry: 'down-payment', figures: [34500], lang: 'fr' } },
  {
    turns: ['taxe de bienvenue ontario 735 000 $'],
    expect: { entry: 'land-transfer-tax', figures: [11175], lang: 'fr' },
  },
  { turns: ['quels sont vos taux fixes 5 ans'], expect: { entry: 'rates', figures: [3.68], lang: 'fr' } },
  { turns: ["c'est quoi une marge de crédit hypothécaire"], expect: { entry: 'heloc', lang: 'fr' } },
  {
    turns: ['je suis nouvel arrivant au canada, est-ce que je peux acheter'],
    expect: { entry: 'newcomers', lang: 'fr' },
  },
  { turns: ['hypothèque inversée comment ça fonctionne'], expect: { entry: 'reverse-mortgage', lang: 'fr' } },
  { turns: ['renouvellement de mon hypothèque dans 3 mois, que faire'], expect: { entry: 'renewal', lang: 'fr' } },
  { turns: ['pénalité pour casser mon hypothèque'], expect: { entry: 'breaking-penalty', lang: 'fr' } },
  { turns: ['taux admissible pour 4,09 %'], expect: { entry: 'stress-test', figures: [6.09], lang: 'fr' } },
  {
    turns: ['versement pour 480 000 à 4,6', 'et sur 30 ans?'],
    expect: { entry: 'payment', lang: 'fr' },
  },
  { turns: ['je veux parler à quelqu’un'], expect: { entry: ['talk-to-agent', 'contact-us'], lang: 'fr' } },
  { turns: ['REER pour acheter une première maison'], expect: { entry: 'home-buyers-plan', lang: 'fr' } },
  {
    turns: ['combien puis-je me permettre avec 120 000 $ de revenu familial'],
    expect: { entry: 'affordability', lang: 'fr' },
  },

  // ---- Small talk and off topic --------------------------------------------------------------------------
  { turns: ['whats the weather in toronto tomorrow'], expect: { entry: 'none' } },
  { turns: ['can you help me with my car insurance'], expect: { entry: 'none' } },
  { turns: ['who won the leafs game'], expect: { entry: 'none' } },
  { turns: ['write me a poem about houses'], expect: { entry: 'none' } },
  { turns: ['how do i apply for a sin number'], expect: { entry: 'none' } },
  { turns: ['is bitcoin a good investment'], expect: { entry: 'none' } },
  { turns: ['recipe for butter chicken'], expect: { entry: 'none' } },
  { turns: ['how to renew my drivers license ontario'], expect: { entry: 'none' } },
  { turns: ['what is the capital of canada'], expect: { entry: 'none' } },
  { turns: ['my landlord wont fix the heat what can i do'], expect: { entry: ['none', 'agent'] } },

  // ---- Outside Canada ---------------------------------------------------------------------------------------
  { turns: ['florida condo mortgage for canadians'], expect: { entry: ['none', 'agent'] } },
  { turns: ['mortgage rates in the uk'], expect: { entry: ['none', 'agent'] } },
  { turns: ['can you finance a villa in mexico'], expect: { entry: ['none', 'agent'] } },
  { turns: ['buying in new york with canadian income'], expect: { entry: ['none', 'agent'] } },
]
