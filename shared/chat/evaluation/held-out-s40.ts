/**
 * A fourth fresh held-out set, written before the engine changes of docs/decisions/204 (a
 * verification of the chosen entry, rates asked as "best / lowest", ages read as ages, a
 * computation's own ambiguity), committed on its own and run once at the end of that work: its
 * first run is the honest estimate on questions nobody looked at. Written as kinds of people the
 * earlier sets did not use (a divorcing parent, a farmer buying rural land, a condo investor, a
 * student's parents co-signing, a gig worker, a senior helping a grandchild, a newcomer from the
 * Philippines, a French-speaking Sudbury resident, a nurse moving from Alberta, a small landlord
 * with a basement unit), with new sentence shapes, conversations whose numbers come across turns,
 * follow-ups that change one number, and questions naming a concept the knowledge base does not
 * cover (co-signing, farms, power of sale, assumable and blanket mortgages, spousal buyouts, life
 * insurance on the mortgage, leaseholds, rent-to-own, mobile homes): those must not be answered
 * with a neighbouring entry ('none' or 'agent' only). Same expectations and fixture as
 * held-out.ts; figures from shared/finance with each question's numbers (where it gives none, the
 * engine's documented assumptions: Ontario's lowest 5-year fixed of the kind that fits the down
 * payment, 25 years, monthly). A clarifying reply is judged by evaluate.ts's rule.
 * Never tuned on: a change made to pass one of these makes it a tuning set.
 */
import type { ConversationCase } from './held-out'

export const S40_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Payments ------------------------------------------------------------------------------------
  { turns: ['whats 415k going to cost me monthly at 4.65'], expect: { entry: 'payment', figures: [2331.65] } },
  {
    turns: ['gig driver here, if i borrowed 290 thousand at 5.4 over 25 yrs whats the monthly'],
    expect: { entry: 'payment', figures: [1753.29] },
  },
  {
    turns: ['Borrowing 655,000 @ 4.05% amortized 30 years. Bi-weekly amount?'],
    expect: { entry: 'payment', figures: [1444.8] },
  },
  {
    turns: ['condo investor, 388k loan, 4.79, 25yr, what does it run per week'],
    expect: { entry: 'payment', figures: [509.33] },
  },
  { turns: ['monthly on a 1.05 million mortgage at 3.95 over 25'], expect: { entry: 'payment', figures: [5494.79] } },
  {
    turns: ['my granddaughter is borrowing 340k at 4.3 what would her payments be monthly'],
    expect: { entry: 'payment', figures: [1844.19] },
  },
  {
    turns: ['mortgage 275 000 taux 4,4 combien par mois'],
    expect: { entry: 'payment', figures: [1506.8], lang: 'fr' },
  },
  {
    turns: ['price 540k, putting down 30k, rate 4.25, monthly payment including cmhc'],
    expect: { entry: 'payment', figures: [2862.36] },
  },
  {
    turns: ['we found a 710k semi, have 71k down, what would the mortgage payment be at 4.5'],
    expect: { entry: 'payment', figures: [3646.33] },
  },
  { turns: ['payment on 480,000 at 4.69 accelerated weekly'], expect: { entry: 'payment', figures: [676.9] } },
  { turns: ['How much interest do I pay in total on a mortgage?'], expect: { entry: ['payment', 'amortization'] } },
  { turns: ['320k at 6.1 for 15 years monthly'], expect: { entry: 'payment', figures: [2704.47] } },
  { turns: ['semi-monthly on 610k, 3.99%'], expect: { entry: 'payment', figures: [1601.39] } },

  // ---- Numbers across turns, follow-ups changing one number ---------------------------------------------
  {
    turns: ['looking at a mortgage of 430k', 'rate would be 4.59', 'monthly please'],
    expect: { entry: 'payment', figures: [2401.5] },
  },
  { turns: ['payment on 560k at 4.4', 'make it 4.9'], expect: { entry: 'payment', figures: [3225.18] } },
  { turns: ['payment on 560k at 4.4', 'what if the loan was 600k'], expect: { entry: 'payment', figures: [3287.56] } },
  { turns: ['495k at 4.15 monthly', 'over 20 years instead'], expect: { entry: 'payment', figures: [3029.57] } },
  { turns: ['495k at 4.15 monthly', 'bi weekly then'], expect: { entry: 'payment', figures: [1219.28] } },
  {
    turns: ['farm house and 10 acres listed at 825k', 'we have 165k down', 'what would the monthly be at 4.6'],
    expect: { entry: 'payment', figures: [3689.7] },
  },
  {
    turns: ['minimum down payment on 480k', 'and on 1.1 million'],
    expect: { entry: 'down-payment', figures: [85000] },
  },
  { turns: ['min down for a 735k condo', 'ok what about 650k'], expect: { entry: 'down-payment', figures: [40000] } },
  {
    turns: ['land transfer tax for 575k in hamilton', 'what if it was in toronto'],
    expect: { entry: 'land-transfer-tax', figures: [15950] },
  },
  {
    turns: ['land transfer on 575k', 'im a first time buyer by the way'],
    expect: { entry: 'land-transfer-tax', figures: [3975] },
  },
  { turns: ['stress test for 4.39', 'and 5.79?'], expect: { entry: 'stress-test', figures: [7.79] } },
  {
    turns: ['cmhc on 520k 5% down', 'and with 10 percent down'],
    expect: { entry: 'default-insurance', figures: [14508] },
  },
  {
    turns: ['home appraised at 780k', 'balance left is 395k', 'how much can i take out'],
    expect: { entry: 'refinance', figures: [229000] },
  },
  { turns: ['weekly payment 350k 4.8', 'what if rates drop to 4'], expect: { entry: 'payment', figures: [424.32] } },
  { turns: ['rates in manitoba', 'and ontario?'], expect: { entry: 'rates', figures: [3.68] } },
  {
    turns: ['my wife makes 72k and i make 64k', 'we have 55k saved for down payment', 'how much house can we afford'],
    expect: { entry: 'affordability' },
  },
  {
    turns: ['how much can i afford on 88k a year', 'i also pay 450 a month for a car'],
    expect: { entry: 'affordability' },
  },
  {
    turns: ['cmhc on 615k 7% down', 'so whats the monthly at 4.2 with that added'],
    expect: { entry: 'payment', figures: [3193.74] },
  },
  {
    turns: ['payment on 450k 4.5', 'how much cmhc would that be'],
    expect: { entry: ['default-insurance', 'down-payment'] },
  },
  {
    turns: ['closing costs on 690k, first time buyer, 35k down', 'what if we put 20% down'],
    expect: { entry: 'closing-costs' },
  },
  {
    turns: ['i owe 510k on my fixed at 5.2, 14 months left', 'whats the 3 month interest penalty'],
    expect: { entry: 'breaking-penalty', figures: [6630] },
  },
  {
    turns: ['what would the monthly be on 380k at 4.75', 'thanks, and how do i get preapproved'],
    expect: { entry: 'pre-approval' },
  },
  { turns: ['payment on 500k at 4.3', 'can i pay extra each year without penalty'], expect: { entry: 'prepayment' } },

  // ---- Down payment, insurance -------------------------------------------------------------------------
  { turns: ['is 40k down enough for a 595k townhouse in barrie'], expect: { entry: 'down-payment', figures: [34500] } },
  { turns: ['minimum deposit needed on 1.3m house'], expect: { entry: 'down-payment', figures: [105000] } },
  { turns: ['least i can put down on a 449,900 home'], expect: { entry: 'down-payment', figures: [22495] } },
  { turns: ['can my parents give us money for the down payment'], expect: { entry: 'gifted-down-payment' } },
  {
    turns: ['im a senior and want to help my grandson with his downpayment, what paperwork do i sign'],
    expect: { entry: 'gifted-down-payment' },
  },
  { turns: ['can i use a personal loan for my down payment'], expect: { entry: ['down-payment', 'agent'] } },
  { turns: ['insurance premium on 735k with 9% down'], expect: { entry: 'default-insurance', figures: [26754] } },
  {
    turns: ['how much is the cmhc fee if i put 15 percent down on 560000'],
    expect: { entry: 'default-insurance', figures: [13328] },
  },
  {
    turns: ['why do i have to pay mortgage insurance when i have less than 20% down'],
    expect: { entry: 'default-insurance' },
  },
  { turns: ['does the cmhc premium get paid upfront or added to the loan'], expect: { entry: 'default-insurance' } },
  { turns: ['do i need mortgage life insurance'], expect: { entry: ['none', 'agent'] } },
  { turns: ['is creditor life insurance from the bank worth it'], expect: { entry: ['none', 'agent'] } },

  // ---- Taxes and closing -------------------------------------------------------------------------------
  { turns: ['ontario land transfer tax 815k'], expect: { entry: 'land-transfer-tax', figures: [12775] } },
  {
    turns: ['first time buyer in toronto, buying a 960k condo, total land transfer tax?'],
    expect: { entry: 'land-transfer-tax', figures: [22875] },
  },
  { turns: ['ltt 365000 sudbury'], expect: { entry: 'land-transfer-tax', figures: [3950] } },
  {
    turns: ['whats the rebate for first time buyers on land transfer tax'],
    expect: { entry: ['land-transfer-tax', 'first-time-buyer'] },
  },
  {
    turns: ['roughly what will closing cost me on a 520k place with 52k down, not first time'],
    expect: { entry: 'closing-costs', figures: [11285.64] },
  },
  { turns: ['how much should i budget for a real estate lawyer'], expect: { entry: 'closing-costs' } },
  {
    turns: ['do i pay land transfer tax when my ex transfers the house to me in the divorce'],
    expect: { entry: ['agent', 'legal-advice', 'land-transfer-tax'] },
  },

  // ---- Qualifying rate ---------------------------------------------------------------------------------
  { turns: ['what rate do i qualify at if my offer is 3.59'], expect: { entry: 'stress-test', figures: [5.59] } },
  { turns: ['stress test 6.2%'], expect: { entry: 'stress-test', figures: [8.2] } },
  {
    turns: ['does the stress test apply when i switch lenders at renewal'],
    expect: { entry: ['stress-test', 'switching', 'renewal'] },
  },
  { turns: ['whats the minimum qualifying rate right now'], expect: { entry: 'stress-test', figures: [5.25] } },

  // ---- Affordability -----------------------------------------------------------------------------------
  { turns: ['single dad, 78k salary, 30k down, what price range can i look at'], expect: { entry: 'affordability' } },
  {
    turns: ['i drive uber full time and clear about 52k, can i afford anything'],
    expect: { entry: ['affordability', 'self-employed'] },
  },
  {
    turns: ['we make 140k combined with 800/month in car loans and 60k down, max house price'],
    expect: { entry: 'affordability' },
  },
  { turns: ['how much mortgage would a bank give me on $5,800 a month'], expect: { entry: 'affordability' } },
  { turns: ['do student loans hurt how much i can borrow'], expect: { entry: ['affordability', 'credit-score'] } },
  { turns: ['whats a safe amount of my income to spend on housing'], expect: { entry: 'affordability' } },
  {
    turns: ['my partner is on mat leave, does her income count'],
    expect: { entry: ['affordability', 'documents', 'agent'] },
  },
  {
    turns: ['can rental income from my basement suite help me qualify'],
    expect: { entry: ['rental-property', 'affordability'] },
  },

  // ---- Refinance, HELOC, penalties, renewal, switching ---------------------------------------------------
  {
    turns: ['going through a separation, house worth 860k, owe 310k, how much could i refinance to buy her out'],
    expect: { entry: 'refinance', figures: [378000] },
  },
  { turns: ['what is a spousal buyout mortgage'], expect: { entry: ['none', 'agent', 'refinance'] } },
  {
    turns: ['can i take equity out of my rental condo to buy another one'],
    expect: { entry: ['refinance', 'rental-property', 'heloc'] },
  },
  {
    turns: ['heloc vs refinance whats better for renos'],
    expect: { entry: ['heloc', 'refinance', 'renovation-financing'] },
  },
  { turns: ['roll my credit cards and truck loan into the mortgage'], expect: { entry: 'debt-consolidation' } },
  {
    turns: ['penalty to break a variable with 380k left at 5.35'],
    expect: { entry: 'breaking-penalty', figures: [5082.5] },
  },
  { turns: ['whats an interest rate differential'], expect: { entry: 'breaking-penalty' } },
  { turns: ['my term ends in march, can i lock in a rate now'], expect: { entry: ['renewal', 'rate-hold'] } },
  { turns: ['is it worth moving my mortgage to another bank at renewal'], expect: { entry: ['switching', 'renewal'] } },
  { turns: ['my bank sent a renewal offer at 4.99, is that good'], expect: { entry: ['renewal', 'rates'] } },
  { turns: ['can i keep my mortgage if i move to a new house'], expect: { entry: 'porting' } },
  { turns: ['the buyer wants to take over my mortgage, is that allowed'], expect: { entry: ['none', 'agent'] } },
  { turns: ['what is an assumable mortgage'], expect: { entry: ['none', 'agent'] } },
  { turns: ['i missed two mortgage payments what happens now'], expect: { entry: ['none', 'agent'] } },
  { turns: ['bank is threatening power of sale on my house'], expect: { entry: ['none', 'agent', 'legal-advice'] } },
  { turns: ['blend and extend vs breaking my mortgage'], expect: { entry: ['breaking-penalty', 'agent'] } },

  // ---- Rates ---------------------------------------------------------------------------------------------
  { turns: ['lowest 5 year fixed you have'], expect: { entry: 'rates', figures: [3.68] } },
  { turns: ['best rate for a 3 year'], expect: { entry: 'rates', figures: [3.94] } },
  { turns: ['current variable rate?'], expect: { entry: 'rates', figures: [3.85] } },
  { turns: ['what are todays mortgage rates in sudbury'], expect: { entry: 'rates', figures: [3.68] } },
  {
    turns: ['moving from alberta, whats your 5yr fixed there'],
    expect: { entry: 'rates', figures: [3.74], mentions: ['Alberta'] },
  },
  { turns: ['conventional 5 year variable'], expect: { entry: 'rates', figures: [4.06] } },
  { turns: ['taux hypothecaire 3 ans fixe'], expect: { entry: 'rates', figures: [3.94], lang: 'fr' } },
  { turns: ['are rates better if i put 20 down or 5 down'], expect: { entry: ['rates', 'default-insurance'] } },
  { turns: ['rate for a rental property mortgage'], expect: { entry: ['rates', 'rental-property'] } },
  { turns: ['whats prime right now'], expect: { entry: ['fixed-vs-variable', 'rates', 'none', 'agent'] } },

  // ---- Products and jargon --------------------------------------------------------------------------------
  { turns: ['fixed or variable for someone who hates risk'], expect: { entry: 'fixed-vs-variable' } },
  { turns: ['what does amortization period mean'], expect: { entry: 'amortization' } },
  { turns: ['is a 2 year term a bad idea'], expect: { entry: 'term' } },
  { turns: ['difference between an open and closed mortgage'], expect: { entry: 'open-vs-closed' } },
  { turns: ['how long does a rate hold last'], expect: { entry: 'rate-hold' } },
  { turns: ['what is a collateral charge mortgage'], expect: { entry: ['none', 'agent'] } },
  { turns: ['what is a blanket mortgage'], expect: { entry: ['none', 'agent'] } },
  { turns: ['rent to own homes in ontario how does it work'], expect: { entry: ['none', 'agent'] } },
  { turns: ['can i get a mortgage on a leasehold cottage'], expect: { entry: ['none', 'agent'] } },
  { turns: ['financing for a mobile home in a park'], expect: { entry: ['none', 'agent'] } },

  // ---- People and situations ------------------------------------------------------------------------------
  { turns: ['our son is a student, can we co-sign his condo mortgage'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['what happens to me as a guarantor if my daughter stops paying'],
    expect: { entry: ['none', 'agent', 'legal-advice'] },
  },
  {
    turns: ['buying 40 acres of farmland with a house, do you do farm mortgages'],
    expect: { entry: ['none', 'agent'] },
  },
  { turns: ['vacant lot to build on later, can i get a mortgage for land only'], expect: { entry: ['none', 'agent'] } },
  { turns: ['rural property on a well and septic, any issues with lenders'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['i just arrived from the philippines on a work permit, can i get a mortgage'],
    expect: { entry: 'newcomers' },
  },
  { turns: ['how long do i need to be in canada before buying a house'], expect: { entry: 'newcomers' } },
  {
    turns: ['im not a canadian citizen or pr, can i still buy here'],
    expect: { entry: ['foreign-buyers', 'newcomers'] },
  },
  { turns: ['i freelance on fiverr and upwork, how do lenders see my income'], expect: { entry: 'self-employed' } },
  { turns: ['only been self employed 1 year can i qualify'], expect: { entry: 'self-employed' } },
  {
    turns: ['credit score 610 after my divorce, will banks lend to me'],
    expect: { entry: ['credit-score', 'alternative-lenders', 'approval-odds'] },
  },
  { turns: ['what is a b lender'], expect: { entry: 'alternative-lenders' } },
  { turns: ['i own 2 condos and want a third, can i get another mortgage'], expect: { entry: 'rental-property' } },
  {
    turns: ['is a 5% down payment allowed on an investment condo'],
    expect: { entry: ['rental-property', 'down-payment'] },
  },
  { turns: ['condo fees 650 a month, does that count against me'], expect: { entry: ['condo', 'affordability'] } },
  { turns: ['buying a cottage up near parry sound as a second property'], expect: { entry: 'second-home' } },
  {
    turns: ['bought a new house, old one hasnt sold yet, need money for closing'],
    expect: { entry: 'bridge-financing' },
  },
  {
    turns: ['were 68 and 70 and want to stay in our home, can we access the equity without payments'],
    expect: { entry: 'reverse-mortgage' },
  },
  { turns: ['documents needed for a mortgage if im on a pension'], expect: { entry: 'documents' } },
  { turns: ['how do i use my rrsp to buy my first place'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['fhsa contribution room this year'], expect: { entry: 'fhsa' } },
  { turns: ['can i use both fhsa and hbp together'], expect: { entry: ['fhsa', 'home-buyers-plan'] } },
  { turns: ['what counts as a first time buyer if i owned a home 6 years ago'], expect: { entry: 'first-time-buyer' } },
  {
    turns: ['how many times can my credit be pulled when shopping for a mortgage'],
    expect: { entry: ['credit-score', 'pre-approval'] },
  },
  { turns: ['why use a broker instead of my bank'], expect: { entry: 'broker' } },
  { turns: ['do you charge a fee for your services'], expect: { entry: ['broker', 'contact-us', 'agent'] } },
  { turns: ['can i borrow extra to renovate the kitchen when i buy'], expect: { entry: 'renovation-financing' } },

  // ---- Hand-overs -----------------------------------------------------------------------------------------
  { turns: ['can someone who speaks tagalog help me'], expect: { entry: ['find-agent', 'talk-to-agent', 'agent'] } },
  { turns: ['is there an agent near sudbury'], expect: { entry: ['find-agent', 'agent'] } },
  { turns: ['i want to speak to a real person'], expect: { entry: ['talk-to-agent', 'contact-us', 'agent'] } },
  { turns: ['whats your office phone number'], expect: { entry: ['contact-us', 'agent'] } },
  { turns: ['how would i get licensed and work with you guys'], expect: { entry: 'become-agent' } },
  { turns: ['will i definitely be approved with a 700 score'], expect: { entry: ['approval-odds', 'agent'] } },
  {
    turns: ['my ex is refusing to sell the house, what can i do legally'],
    expect: { entry: ['legal-advice', 'agent'] },
  },
  {
    turns: ['please have someone call me about a purchase, 416 555 0199'],
    expect: { entry: ['talk-to-agent', 'contact-us', 'agent'] },
  },

  // ---- French (Sudbury and elsewhere) ---------------------------------------------------------------------
  {
    turns: ['combien de mise de fonds pour une maison de 420 000 $'],
    expect: { entry: 'down-payment', figures: [21000], lang: 'fr' },
  },
  { turns: ['paiement mensuel sur 310 000 $ à 4,6 %'], expect: { entry: 'payment', figures: [1733.04], lang: 'fr' } },
  {
    turns: ['je demenage a sudbury, quels sont vos taux variables'],
    expect: { entry: 'rates', figures: [3.85], lang: 'fr' },
  },
  {
    turns: ['est-ce que je peux renouveler mon hypothèque avec une autre banque'],
    expect: { entry: ['switching', 'renewal'], lang: 'fr' },
  },
  {
    turns: ["c'est quoi l'assurance prêt hypothécaire de la SCHL"],
    expect: { entry: 'default-insurance', lang: 'fr' },
  },
  {
    turns: ['droits de mutation pour 400 000 $ premier acheteur'],
    expect: { entry: 'land-transfer-tax', figures: [475], lang: 'fr' },
  },
  {
    turns: ['hypothèque 450 000 $ à 4,2 %', 'et sur 30 ans?'],
    expect: { entry: 'payment', figures: [2191.06], lang: 'fr' },
  },
  {
    turns: ['je suis travailleur autonome, comment prouver mon revenu'],
    expect: { entry: 'self-employed', lang: 'fr' },
  },
  { turns: ['pénalité pour casser mon hypothèque fixe'], expect: { entry: 'breaking-penalty', lang: 'fr' } },
  {
    turns: ['parler à un courtier en français svp'],
    expect: { entry: ['talk-to-agent', 'find-agent', 'agent'], lang: 'fr' },
  },

  // ---- Off topic and outside Canada ------------------------------------------------------------------------
  { turns: ['how do i file my taxes as a gig worker'], expect: { entry: 'none' } },
  { turns: ['best pizza in sudbury'], expect: { entry: 'none' } },
  { turns: ['how do i sponsor my mom from manila'], expect: { entry: 'none' } },
  { turns: ['whats a good tractor for a small farm'], expect: { entry: 'none' } },
  { turns: ['can you help with my child support payments'], expect: { entry: ['none', 'agent'] } },
  { turns: ['how much is car insurance for a new driver'], expect: { entry: 'none' } },
  { turns: ['tell me a joke'], expect: { entry: 'none' } },
  { turns: ['buy a house in manila with my canadian savings'], expect: { entry: ['none', 'agent'] } },
  { turns: ['mortgage rates in arizona for snowbirds'], expect: { entry: ['none', 'agent'] } },
  { turns: ['should i invest in etfs or pay down my mortgage'], expect: { entry: ['prepayment', 'none', 'agent'] } },
]
