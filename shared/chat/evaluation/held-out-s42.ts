/**
 * A sixth fresh held-out set, written before the engine changes of docs/decisions/219, committed
 * on its own and run once at the end of that work: its first run is the honest estimate on
 * questions nobody looked at. Written as kinds of people the earlier sets did not use (a paramedic
 * in Barrie, a graduate student in Waterloo, a restaurant owner in Scarborough, a Tamil-speaking
 * family in Markham, a single father in Windsor, a long-haul trucker in Thunder Bay, a pharmacist
 * in Kingston, two fathers buying a Toronto condo, a hairdresser in Oshawa, a dentist with student
 * debt, a police officer in Sudbury, a firefighter in Niagara, a remote worker moving to
 * Peterborough, a cottage hunter, French speakers in Timmins and Hearst), with new sentence shapes
 * (typos, no punctuation, dictated run-ons, two questions in one message), conversations whose
 * numbers come across turns, follow-ups that change one number, questions that mention a word of
 * another topic in passing, off-topic questions (weather, sports, car loans, income tax, other
 * services) that must not get a mortgage answer, and questions naming a concept the knowledge base
 * does not cover (tiny homes, interest-only, co-op shares, life leases, reserve land, the Smith
 * manoeuvre, shared equity, foundation cracks, capital gains, wraparound mortgages, flood zones,
 * grow-op history): those must not be answered with a neighbouring entry ('none' or 'agent' only).
 * Same expectations and fixture as held-out.ts; figures from shared/finance with each question's
 * numbers (where it gives none, the engine's documented assumptions: Ontario's lowest 5-year fixed
 * of the kind that fits the down payment, 25 years, monthly; three months' interest for a penalty
 * without comparison rates). A clarifying reply is judged by evaluate.ts's rule.
 * Never tuned on: a change made to pass one of these makes it a tuning set.
 */
import type { ConversationCase } from './held-out'

export const S42_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Payments ------------------------------------------------------------------------------------
  {
    turns: ['paramedic in barrie, what would my monthly be on 438k at 4.29'],
    expect: { entry: 'payment', figures: [2373.34] },
  },
  {
    turns: ['grad student at waterloo just curious monthly pymt 310000 4.75 25 years'],
    expect: { entry: 'payment', figures: [1759.11] },
  },
  {
    turns: ['restaurant owner scarborough payment on 780k mortgage at 5.19 over 30'],
    expect: { entry: 'payment', figures: [4251.68] },
  },
  { turns: ['how much biweekly for 455 thousand at 4.05'], expect: { entry: 'payment', figures: [1109.34] } },
  { turns: ['monthly payment 1.35 million 4.45% 25 yr'], expect: { entry: 'payment', figures: [7434.41] } },
  {
    turns: ['two dads buying a condo in liberty village 699k with 140k down monthly at 4.1'],
    expect: { entry: 'payment', figures: [2970.83] },
  },
  {
    turns: ['single dad in windsor 329k house 5% down whats the payment at 4.6'],
    expect: { entry: 'payment', figures: [1817.19] },
  },
  {
    turns: ['long haul trucker thunder bay, 265k mortgage weekly payments at 4.8 percent'],
    expect: { entry: 'payment', figures: [348.21] },
  },
  {
    turns: ['pharmacist in kingston, accelerated weekly on 510k at 4.15'],
    expect: { entry: 'payment', figures: [681.08] },
  },
  {
    turns: ['whats my payment if i borrow 275000 over 15 years at 4.39'],
    expect: { entry: 'payment', figures: [2082.76] },
  },
  { turns: ['payment on a 590k mortgage using your best rate'], expect: { entry: 'payment', figures: [3002.03] } },
  {
    turns: ['hairdresser in oshawa paid partly cash, 412k at 4.99 semi monthly whats that'],
    expect: { entry: 'payment', figures: [1195.7] },
  },
  {
    turns: ['ok so I was thinking if we got a mortgage for like $380,000 at 4.5% what would that be a month'],
    expect: { entry: 'payment', figures: [2103.2] },
  },
  {
    turns: ['firefighter niagara falls 4 on 24 schedule, monthly on 520k 20 yr amort at 4.25'],
    expect: { entry: 'payment', figures: [3209.72] },
  },
  { turns: ['dentist w 180k student debt, payment on 950k at 4.7'], expect: { entry: 'payment', figures: [5364.13] } },
  {
    turns: ['how much a month on a 600,000 home with 60,000 down at 4.49%'],
    expect: { entry: 'payment', figures: [3078.31] },
  },
  {
    turns: ['mortgage payment 425k 4.65 30 years biweekly accelerated'],
    expect: { entry: 'payment', figures: [1090.08] },
  },

  // ---- Numbers across turns, follow-ups changing one number ---------------------------------------------
  {
    turns: [
      'moving from toronto to peterborough for remote work, looking at 575k',
      'we have 115k down',
      'monthly at 4.3?',
    ],
    expect: { entry: 'payment', figures: [2495.08] },
  },
  { turns: ['payment on 415k at 4.4', 'ok what about 4.9'], expect: { entry: 'payment', figures: [2390.09] } },
  { turns: ['payment on 415k at 4.4', 'and over 20 years instead'], expect: { entry: 'payment', figures: [2594.28] } },
  { turns: ['monthly for 360k 4.55', 'make it weekly'], expect: { entry: 'payment', figures: [461.45] } },
  { turns: ['monthly for 360k 4.55', 'what if the loan was 380k'], expect: { entry: 'payment', figures: [2113.77] } },
  {
    turns: [
      'tamil family in markham, income 112k and 68k',
      'we pay 900 a month on two car loans',
      'how much can we get approved for',
    ],
    expect: { entry: 'affordability' },
  },
  {
    turns: ['cmhc on 520k with 26k down', 'and if we do 10% down'],
    expect: { entry: 'default-insurance', figures: [14508] },
  },
  { turns: ['minimum down for 875k', 'what about 1.05 million'], expect: { entry: 'down-payment', figures: [80000] } },
  {
    turns: ['land transfer tax 720k ottawa', 'actually im a first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [6875] },
  },
  {
    turns: ['ltt on 960k in toronto', 'first time buyer btw'],
    expect: { entry: 'land-transfer-tax', figures: [22875] },
  },
  { turns: ['qualifying rate for 3.94', 'and for 5.2?'], expect: { entry: 'stress-test', figures: [7.2] } },
  {
    turns: ['our house is worth 820k', 'mortgage balance is 455k', 'how much can we take out'],
    expect: { entry: 'refinance', figures: [201000] },
  },
  {
    turns: ['house value 600k owe 350k how much equity can i get', 'what if its worth 650k'],
    expect: { entry: 'refinance', figures: [170000] },
  },
  {
    turns: ['buying a 450k condo in sudbury', '30k down', 'payment at 4.7 please'],
    expect: { entry: 'payment', figures: [2466.37] },
  },
  {
    turns: ['buying a 450k condo in sudbury', '30k down', 'how much is the cmhc'],
    expect: { entry: 'default-insurance', figures: [16800] },
  },
  {
    turns: ['payment on 600k at 4.2 monthly', 'how about accelerated biweekly'],
    expect: { entry: 'payment', figures: [1610.76] },
  },
  {
    turns: ['closing costs on 530k first time buyer not in toronto 27k down', 'and if we buy in toronto instead'],
    expect: { entry: 'closing-costs', figures: [8925] },
  },
  {
    turns: ['fixed 5.05 balance 298k 3 years left on the term', 'how much to break it'],
    expect: { entry: 'breaking-penalty', figures: [3762.25] },
  },
  { turns: ['we make 135k combined', 'no debts', '50k saved', 'max price?'], expect: { entry: 'affordability' } },
  {
    turns: ['price 720k 10% down', 'rate 4.25', 'what is the monthly'],
    expect: { entry: 'payment', figures: [3605.4] },
  },
  {
    turns: ['payment on 388k at 4.8 over 25', 'and what would biweekly be'],
    expect: { entry: 'payment', figures: [1020.14] },
  },
  {
    turns: ['stress test on 4.6', 'is that the rate i need to qualify at for a renewal too'],
    expect: { entry: ['stress-test', 'renewal'] },
  },
  {
    turns: ['payment on 450k at 4.3', 'can i pay extra each month to pay it off faster'],
    expect: { entry: ['prepayment', 'amortization'] },
  },
  { turns: ['payment on 350k at 4.5', 'what does amortization mean'], expect: { entry: 'amortization' } },
  {
    turns: ['home in kingston worth 510k', 'still owe 390k', 'can i refinance to consolidate 25k of credit cards'],
    expect: { entry: ['refinance', 'debt-consolidation'] },
  },
  {
    turns: ['looking at 389k townhouse in windsor', 'first time buyer', 'how much is land transfer'],
    expect: { entry: 'land-transfer-tax', figures: [310] },
  },
  { turns: ['monthly on 640k at 4.05', 'ok and if rates go up 1%'], expect: { entry: 'payment', figures: [3740.51] } },

  // ---- Down payment, insurance, gifts -------------------------------------------------------------------
  { turns: ['is 40k enough down on a 610k semi in barrie'], expect: { entry: 'down-payment', figures: [36000] } },
  { turns: ['least i can put down on 1.1m'], expect: { entry: 'down-payment', figures: [85000] } },
  { turns: ['min down payment for a 499,900 condo'], expect: { entry: 'down-payment', figures: [24995] } },
  { turns: ['whats cmhc on a 380k house 5 percent down'], expect: { entry: 'default-insurance', figures: [14440] } },
  { turns: ['can my down payment come from my line of credit'], expect: { entry: ['down-payment', 'none', 'agent'] } },
  { turns: ['my sister is giving us 25k do we need a letter'], expect: { entry: 'gifted-down-payment' } },
  {
    turns: ['is mortgage insurance the same as home insurance'],
    expect: { entry: ['default-insurance', 'creditor-insurance'] },
  },
  { turns: ['insurance premium 6% down on 560k'], expect: { entry: 'default-insurance', figures: [21056] } },
  { turns: ['do i have to pay cmhc if i put 20 percent down'], expect: { entry: 'default-insurance' } },
  {
    turns: ['cmhc premium on 740k with 55k down 30 year amort first time buyer'],
    expect: { entry: 'default-insurance', figures: [28770] },
  },
  {
    turns: ['how long does my down payment have to sit in my account'],
    expect: { entry: ['down-payment', 'documents'] },
  },
  {
    turns: ['can i use my tfsa for the down payment'],
    expect: { entry: ['down-payment', 'fhsa', 'home-buyers-plan', 'first-time-buyer'] },
  },

  // ---- Taxes and closing -------------------------------------------------------------------------------
  {
    turns: ['closing costs for a 465k house in london ontario with 23,250 down first home'],
    expect: { entry: 'closing-costs', figures: [6438.6] },
  },
  {
    turns: ['total closing costs 820k toronto 164k down not first time'],
    expect: { entry: 'closing-costs', figures: [29000] },
  },
  { turns: ['land transfer on 499k kingston'], expect: { entry: 'land-transfer-tax', figures: [6455] } },
  { turns: ['toronto land transfer tax 1.25m'], expect: { entry: 'land-transfer-tax', figures: [42950] } },
  { turns: ['first time buyer rebate on land transfer how much max'], expect: { entry: 'land-transfer-tax' } },
  { turns: ['ltt on 385k in thunder bay first time buyer'], expect: { entry: 'land-transfer-tax', figures: [250] } },
  {
    turns: ['what fees do i pay on closing day other than the down payment'],
    expect: { entry: ['closing-costs', 'closing-day'] },
  },
  {
    turns: ['does the land transfer tax get added to the mortgage or do i pay it cash'],
    expect: { entry: ['land-transfer-tax', 'closing-costs'] },
  },
  {
    turns: ['home inspection cost in ontario'],
    expect: { entry: ['closing-costs', 'offer-conditions', 'none', 'agent'] },
  },
  { turns: ['land transfer tax in alberta on 500k'], expect: { entry: 'land-transfer-tax' } },

  // ---- Qualifying rate and affordability ------------------------------------------------------------------
  { turns: ['stress test rate if my bank offers 4.24'], expect: { entry: 'stress-test', figures: [6.24] } },
  { turns: ['qualifying rate 3.5'], expect: { entry: 'stress-test', figures: [5.5] } },
  {
    turns: ['i make 78k as a police officer in sudbury, no debt, 40k down what can i afford'],
    expect: { entry: 'affordability' },
  },
  {
    turns: ['dentist 210k income 1800/month student loan payment how much mortgage'],
    expect: { entry: 'affordability' },
  },
  {
    turns: ['me 64k her 52k, lease 450 a month, credit card 6k, 35k saved how much house'],
    expect: { entry: 'affordability' },
  },
  { turns: ['what percent of my income can go to the mortgage'], expect: { entry: 'affordability' } },
  {
    turns: ['does my wifes maternity leave income count for qualifying'],
    expect: { entry: ['qualifying-income', 'affordability'] },
  },
  {
    turns: ['how do lenders treat rental income from a basement apartment'],
    expect: { entry: ['qualifying-income', 'rental-property', 'affordability'] },
  },
  { turns: ['what is gds and tds'], expect: { entry: 'affordability' } },
  { turns: ['can we afford a 700k home on 150k combined'], expect: { entry: 'affordability' } },
  { turns: ['restaurant owner 3 years incorporated, lender wants 2 yrs noa?'], expect: { entry: 'self-employed' } },
  { turns: ['what do i need for a pre approval letter'], expect: { entry: ['pre-approval', 'documents'] } },

  // ---- Refinance, HELOC, penalties, renewal, switching ------------------------------------------------------
  {
    turns: ['property in niagara worth 575k owe 240k how much can i borrow against it'],
    expect: { entry: 'refinance', figures: [220000] },
  },
  {
    turns: ['heloc vs refinance which is cheaper for a 40k reno'],
    expect: { entry: ['heloc', 'refinance', 'renovation-financing'] },
  },
  {
    turns: ['penalty to break 5 year fixed 410k at 5.29 with 14 months left'],
    expect: { entry: 'breaking-penalty', figures: [5422.25] },
  },
  {
    turns: ['three months interest on 275k at 4.1 variable'],
    expect: { entry: 'breaking-penalty', figures: [2818.75] },
  },
  { turns: ['my renewal letter came with 5.09 should i just sign'], expect: { entry: ['renewal', 'switching'] } },
  { turns: ['how early can i renew my mortgage'], expect: { entry: 'renewal' } },
  {
    turns: ['switching banks at renewal do i have to requalify'],
    expect: { entry: ['switching', 'stress-test', 'renewal'] },
  },
  { turns: ['if i sell and buy a new place can i keep my rate'], expect: { entry: 'porting' } },
  {
    turns: ['what is a reverse mortgage and is it a bad idea for my 80 year old mom'],
    expect: { entry: 'reverse-mortgage' },
  },
  {
    turns: ['can i break my mortgage to get a lower rate, is it worth it'],
    expect: { entry: ['breaking-penalty', 'switching', 'refinance'] },
  },
  { turns: ['consolidate car loan and credit cards 52k into mortgage'], expect: { entry: 'debt-consolidation' } },
  {
    turns: ['how much can i borrow on a heloc with a 700k home and 300k mortgage'],
    expect: { entry: ['heloc', 'refinance'] },
  },
  {
    turns: ['my fixed term ends in january and i want to pay a big lump sum then, any penalty'],
    expect: { entry: ['prepayment', 'renewal', 'breaking-penalty'] },
  },
  {
    turns: ['is it worth refinancing to get a lower rate if i have 2 years left'],
    expect: { entry: ['refinance', 'breaking-penalty', 'switching'] },
  },

  // ---- Rates ---------------------------------------------------------------------------------------------
  { turns: ['current 5 year variable'], expect: { entry: 'rates', figures: [3.85] } },
  { turns: ['3 yr fixed conventional rate'], expect: { entry: 'rates', figures: [4.15] } },
  { turns: ['whats your rate for a refinance'], expect: { entry: 'rates', figures: [4.09] } },
  { turns: ['rates in alberta'], expect: { entry: 'rates', figures: [3.74], mentions: ['Alberta'] } },
  { turns: ['best rate for 20% down 5 year'], expect: { entry: 'rates', figures: [3.89] } },
  { turns: ['manitoba mortgage rates'], expect: { entry: 'rates', figures: [3.78], mentions: ['Manitoba'] } },
  { turns: ['is 4.39 a good rate for a 5 year fixed'], expect: { entry: ['rates', 'fixed-vs-variable', 'agent'] } },
  {
    turns: ['should i lock in fixed now or wait for rates to drop'],
    expect: { entry: ['fixed-vs-variable', 'rate-hold', 'none', 'agent'] },
  },
  { turns: ['whats prime right now'], expect: { entry: ['rates', 'fixed-vs-variable', 'none', 'agent'] } },

  // ---- Products and jargon, with a word of another topic in passing ------------------------------------------
  {
    turns: ['my renewal is in march, whats the difference between open and closed'],
    expect: { entry: 'open-vs-closed' },
  },
  { turns: ['we already have a heloc, can we still port our mortgage when we move'], expect: { entry: 'porting' } },
  { turns: ['my credit score is about 700, what documents does a lender want'], expect: { entry: 'documents' } },
  {
    turns: ['self employed cousin told me about the home buyers plan, how much can i take out of rrsp'],
    expect: { entry: 'home-buyers-plan' },
  },
  { turns: ['we got pre approved last week, how long is a rate hold good for'], expect: { entry: 'rate-hold' } },
  { turns: ['condo fees are 600, does that change what i can borrow'], expect: { entry: ['affordability', 'condo'] } },
  { turns: ['what is a term vs amortization, the bank said 5 years'], expect: { entry: ['term', 'amortization'] } },
  {
    turns: ['can i pay my mortgage weekly instead of monthly, does it save interest'],
    expect: { entry: 'payment-frequency' },
  },
  {
    turns: ['fhsa and rrsp both for down payment possible?'],
    expect: { entry: ['fhsa', 'home-buyers-plan', 'first-time-buyer'] },
  },
  {
    turns: ['what counts as a first time buyer if my wife owned a condo before'],
    expect: { entry: 'first-time-buyer' },
  },
  {
    turns: ['do i need a lawyer to buy a house in ontario'],
    expect: { entry: ['closing-costs', 'legal-advice', 'closing-day'] },
  },
  { turns: ['what is a broker and do you charge me anything'], expect: { entry: 'broker' } },
  {
    turns: ['bridge loan because our new house closes before the old one sells'],
    expect: { entry: 'bridge-financing' },
  },
  { turns: ['can i buy a cottage up in muskoka with a mortgage'], expect: { entry: 'second-home' } },
  { turns: ['what happens at the end of my term'], expect: { entry: ['renewal', 'term'] } },

  // ---- Two questions in one message -----------------------------------------------------------------------
  {
    turns: ['whats the min down on 700k and what would the monthly be at 4.2'],
    expect: { entry: ['down-payment', 'payment'], figures: [45000] },
  },
  { turns: ['what is a heloc and how is it different from a refinance'], expect: { entry: ['heloc', 'refinance'] } },
  { turns: ['how does fhsa work and how much can i put in each year'], expect: { entry: 'fhsa' } },
  {
    turns: ['whats the stress test and what would i qualify at with 4.14'],
    expect: { entry: 'stress-test', figures: [6.14] },
  },
  {
    turns: ['is variable cheaper than fixed right now and whats the 5 yr variable'],
    expect: { entry: ['rates', 'fixed-vs-variable'] },
  },
  {
    turns: ['how much is cmhc on 600k with 10% down and can i add it to the mortgage'],
    expect: { entry: 'default-insurance', figures: [16740] },
  },

  // ---- Concepts the knowledge base does not cover -----------------------------------------------------------
  { turns: ['mortgage on a tiny home on wheels'], expect: { entry: ['none', 'agent'] } },
  { turns: ['interest only mortgage options'], expect: { entry: ['none', 'agent'] } },
  { turns: ['can i get a mortgage on a co-op apartment share'], expect: { entry: ['none', 'agent'] } },
  { turns: ['life lease building for seniors financing'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['joint tenancy or tenants in common for me and my brother'],
    expect: { entry: ['none', 'agent', 'legal-advice'] },
  },
  { turns: ['house on first nations reserve land can i get a mortgage'], expect: { entry: ['none', 'agent'] } },
  { turns: ['smith manoeuvre is it worth it'], expect: { entry: ['none', 'agent'] } },
  { turns: ['what is a shared equity mortgage'], expect: { entry: ['none', 'agent'] } },
  { turns: ['home has foundation cracks will the bank still lend'], expect: { entry: ['none', 'agent'] } },
  { turns: ['capital gains when i sell my rental condo'], expect: { entry: ['none', 'agent'] } },
  { turns: ['is mortgage interest tax deductible in canada'], expect: { entry: ['none', 'agent'] } },
  { turns: ['what is a wraparound mortgage'], expect: { entry: ['none', 'agent'] } },
  { turns: ['does a house in a flood zone affect my mortgage'], expect: { entry: ['none', 'agent'] } },
  { turns: ['can i get a mortgage with an itin number'], expect: { entry: ['none', 'agent'] } },
  { turns: ['what is an estoppel certificate'], expect: { entry: ['none', 'agent', 'condo', 'legal-advice'] } },
  { turns: ['mortgage on a property with a grow op history'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['my builder went bankrupt what happens to my deposit'],
    expect: { entry: ['none', 'agent', 'new-build', 'legal-advice'] },
  },

  // ---- Hand-overs -----------------------------------------------------------------------------------------
  {
    turns: ['can a real person call me tomorrow morning'],
    expect: { entry: ['talk-to-agent', 'contact-us', 'agent'] },
  },
  { turns: ['is there a broker in kingston who speaks tamil'], expect: { entry: ['find-agent', 'agent'] } },
  { turns: ['whats your office phone number'], expect: { entry: ['contact-us', 'agent'] } },
  { turns: ['how do i get my mortgage agent level 2 and work with you'], expect: { entry: 'become-agent' } },
  {
    turns: ['will the bank approve me if i just started a new job last month'],
    expect: { entry: ['approval-odds', 'qualifying-income', 'agent'] },
  },
  { turns: ['my lawyer says the title has a problem, what do i do'], expect: { entry: ['legal-advice', 'agent'] } },
  {
    turns: ['im priya, 905 555 0187, want to talk about refinancing'],
    expect: { entry: ['talk-to-agent', 'contact-us', 'agent', 'refinance'] },
  },

  // ---- French (Timmins, Hearst, Kapuskasing, Ottawa) ------------------------------------------------------------
  {
    turns: ['paiement mensuel sur 310 000 $ à 4,6 % 25 ans'],
    expect: { entry: 'payment', figures: [1733.04], lang: 'fr' },
  },
  {
    turns: ['combien par mois pour un prêt de 275 000 a 4,25'],
    expect: { entry: 'payment', figures: [1484.07], lang: 'fr' },
  },
  {
    turns: ['hypothèque 350 000 à 4,4', 'et sur 30 ans?'],
    expect: { entry: 'payment', figures: [1744.44], lang: 'fr' },
  },
  { turns: ['mise de fonds minimum maison 640 000'], expect: { entry: 'down-payment', figures: [39000], lang: 'fr' } },
  {
    turns: ['prime schl sur 400 000 avec 20 000 de mise de fonds'],
    expect: { entry: 'default-insurance', figures: [15200], lang: 'fr' },
  },
  {
    turns: ['taxe de mutation pour 425 000 premier acheteur'],
    expect: { entry: 'land-transfer-tax', figures: [975], lang: 'fr' },
  },
  { turns: ['taux variable aujourd’hui'], expect: { entry: 'rates', figures: [3.85], lang: 'fr' } },
  { turns: ['taux 7 ans'], expect: { entry: 'rates', figures: [4.29], lang: 'fr' } },
  { turns: ['quelle est la différence entre fixe et variable'], expect: { entry: 'fixed-vs-variable', lang: 'fr' } },
  {
    turns: ['je suis travailleur autonome à timmins, est-ce que je peux avoir un prêt hypothécaire'],
    expect: { entry: 'self-employed', lang: 'fr' },
  },
  { turns: ['combien je peux emprunter, on gagne 85 000 et 60 000'], expect: { entry: 'affordability', lang: 'fr' } },
  {
    turns: ['la maison vaut 480 000 et je dois 210 000, combien je peux retirer'],
    expect: { entry: 'refinance', figures: [174000], lang: 'fr' },
  },
  {
    turns: ['pénalité pour casser mon hypothèque fixe de 300 000 à 5,2'],
    expect: { entry: 'breaking-penalty', figures: [3900], lang: 'fr' },
  },
  { turns: ['parler à un courtier à hearst'], expect: { entry: ['find-agent', 'talk-to-agent', 'agent'], lang: 'fr' } },
  { turns: ['c’est quoi le RAP'], expect: { entry: 'home-buyers-plan', lang: 'fr' } },
  { turns: ['quel est le taux admissible pour 4,5 %'], expect: { entry: 'stress-test', figures: [6.5], lang: 'fr' } },

  // ---- Off topic and outside Canada ------------------------------------------------------------------------
  { turns: ['is it gonna snow in barrie this weekend'], expect: { entry: 'none' } },
  { turns: ['leafs score last night'], expect: { entry: 'none' } },
  { turns: ['best rate for a car loan on a used civic'], expect: { entry: 'none' } },
  { turns: ['how do i file my income tax return'], expect: { entry: 'none' } },
  { turns: ['whats the best resp for my kid'], expect: { entry: 'none' } },
  { turns: ['how do i get a sin number as a newcomer'], expect: { entry: 'none' } },
  { turns: ['how much can my landlord raise my rent this year'], expect: { entry: 'none' } },
  { turns: ['car insurance quotes ontario'], expect: { entry: 'none' } },
  { turns: ['can you recommend a good moving company in ottawa'], expect: { entry: 'none' } },
  { turns: ['whats the interest rate on a tfsa savings account'], expect: { entry: 'none' } },
  { turns: ['how do i renew my ohip card'], expect: { entry: 'none' } },
  { turns: ['best credit card for travel points'], expect: { entry: 'none' } },
  { turns: ['how much is a raptors ticket'], expect: { entry: 'none' } },
  { turns: ['payday loan near me'], expect: { entry: 'none' } },
  { turns: ['property tax bill due date in london ontario'], expect: { entry: ['none', 'agent'] } },
  { turns: ['my car loan is 520 a month at 7.9 can i lower the rate'], expect: { entry: 'none' } },
  { turns: ['mortgage rates in new york'], expect: { entry: ['none', 'agent'] } },
]
