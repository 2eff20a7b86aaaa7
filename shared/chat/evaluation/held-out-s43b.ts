/**
 * An eighth fresh held-out set, written after the engine changes of docs/decisions/225 (commit
 * ee985a1), without looking at the engine's vocabulary lists or at the s43 set's misses, run once
 * and committed with that first run: the honest estimate of that work on questions nobody had
 * seen. Written as other visitors (a retired teacher helping a son, a family in Milton, students'
 * landlords in Waterloo, newcomers, owners renewing, French speakers), typed the way Ontario
 * visitors type: numbers in every shape, follow-ups that change one number or the rate by an amount,
 * numbers across turns, French, two things in one message, decisions asked, concepts next to
 * mortgages the knowledge base does not cover and off-topic questions ('none' or 'agent' only).
 * Same expectations and fixture as held-out.ts; figures from shared/finance with each question's
 * numbers (where it gives none, the engine's documented assumptions: Ontario's lowest 5-year fixed
 * of the kind that fits the down payment, 25 years, monthly; the premium added to a purchase's loan
 * under 20 % down; three months' interest for a penalty without comparison rates). A clarifying
 * reply is judged by evaluate.ts's rule.
 * Never tuned on: a change made to pass one of these makes it a tuning set.
 */
import type { ConversationCase } from './held-out'

export const S43B_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Payments ---------------------------------------------------------------------------------------
  {
    turns: ['retired teacher helping my son, what is the monthly on 365k at 4.35'],
    expect: { entry: 'payment', figures: [1989.85] },
  },
  { turns: ['pmt 1.05M 4.55% 30yr'], expect: { entry: 'payment', figures: [5324.85] } },
  {
    turns: ['what do payments look like on a 275 thousand dollar mortgage at 5 percent'],
    expect: { entry: 'payment', figures: [1599.41] },
  },
  { turns: ['biweekly on 560,000 @ 4.05'], expect: { entry: 'payment', figures: [1365.35] } },
  { turns: ['accelerated weekly 330k 4.8'], expect: { entry: 'payment', figures: [470.48] } },
  {
    turns: ['we want a 799k detached in milton with 160k down, whats the monthly at 4.15'],
    expect: { entry: 'payment', figures: [3413.43] },
  },
  { turns: ['semi in hamilton 585k, 6% down, payment at 4.45?'], expect: { entry: 'payment', figures: [3149.41] } },
  { turns: ['$420,000 loan, 3.95 percent, 20 yr, monthly'], expect: { entry: 'payment', figures: [2526.98] } },
  { turns: ['payment on 690k over 30 yrs at 4.7'], expect: { entry: 'payment', figures: [3559.81] } },
  { turns: ['how much every 2 weeks for a 480k mortgage at 4.25'], expect: { entry: 'payment', figures: [1194.43] } },
  { turns: ['monthly payment on 1.8 million at 4.9'], expect: { entry: 'payment', figures: [10366.66] } },
  { turns: ['whats 350k cost a month with your best rate'], expect: { entry: 'payment', figures: [1780.86] } },
  { turns: ['payment for 222,500 at 5.35 over 15'], expect: { entry: 'payment', figures: [1793.47] } },
  { turns: ['bungalow in sarnia 410k 20% down monthly at 4.6'], expect: { entry: 'payment', figures: [1833.67] } },
  // ---- Follow-ups and numbers across turns -----------------------------------------------------------
  { turns: ['monthly on 455k at 4.4', 'and at 3.99?'], expect: { entry: 'payment', figures: [2390.93] } },
  { turns: ['monthly on 455k at 4.4', 'what if rates jump 1.5%'], expect: { entry: 'payment', figures: [2884.13] } },
  { turns: ['payment on 700k at 4.2', 'over 30 instead'], expect: { entry: 'payment', figures: [3408.31] } },
  { turns: ['payment on 700k at 4.2', 'weekly please'], expect: { entry: 'payment', figures: [866.17] } },
  {
    turns: ['payment on 700k at 4.2', 'and if the mortgage was 650k'],
    expect: { entry: 'payment', figures: [3489.97] },
  },
  {
    turns: ['we are eyeing a 540k condo in kitchener', 'we saved 30k', 'cmhc?'],
    expect: { entry: 'default-insurance', figures: [20400] },
  },
  {
    turns: ['the house is 800k', 'putting 10 percent down', 'payment at 4.5?'],
    expect: { entry: 'payment', figures: [4108.54] },
  },
  { turns: ['min down for 925k', 'and 480k?'], expect: { entry: 'down-payment', figures: [24000] } },
  {
    turns: ['land transfer on 710k in london', 'im buying my first home'],
    expect: { entry: 'land-transfer-tax', figures: [6675] },
  },
  { turns: ['qualifying rate at 4.74', 'and at 3.1'], expect: { entry: 'stress-test', figures: [5.25] } },
  {
    turns: ['home is worth 950k, owe 600k', 'how much equity can i take'],
    expect: { entry: 'refinance', figures: [160000] },
  },
  { turns: ['i make 104k', 'my spouse makes 47k', 'how much can we borrow'], expect: { entry: 'affordability' } },
  {
    turns: ['payment on 300k at 5.1', 'what would the penalty be to break it'],
    expect: { entry: 'breaking-penalty', figures: [3825] },
  },
  {
    turns: ['payment on 520k at 4.3', 'how much would i save with biweekly accelerated'],
    expect: { entry: ['payment', 'payment-frequency'] },
  },
  { turns: ['monthly on 610k', 'and if rates go down 1%'], expect: { entry: 'payment', figures: [2787.58] } },
  {
    turns: ['closing costs on 500k 25k down first time buyer', 'same but in toronto'],
    expect: { entry: 'closing-costs', figures: [9245] },
  },
  // ---- Down payment, insurance, taxes, closing ------------------------------------------------------
  { turns: ['is 50k down enough for a 760k house'], expect: { entry: 'down-payment', figures: [51000] } },
  { turns: ['least down payment on 2.1m'], expect: { entry: 'down-payment', figures: [420000] } },
  { turns: ['how much do i need to put down on a 535k townhome'], expect: { entry: 'down-payment', figures: [28500] } },
  { turns: ['how expensive a house can 45k down get me'], expect: { entry: 'down-payment', figures: [700000] } },
  { turns: ['cmhc fee on 650k with 8% down'], expect: { entry: 'default-insurance', figures: [23920] } },
  { turns: ['insurance premium for 5% down on 410k'], expect: { entry: 'default-insurance', figures: [15580] } },
  { turns: ['ltt in toronto on 820k'], expect: { entry: 'land-transfer-tax', figures: [25750] } },
  {
    turns: ['land transfer tax 455k kingston first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [1575] },
  },
  { turns: ['ontario land transfer 1.3m'], expect: { entry: 'land-transfer-tax', figures: [22475] } },
  { turns: ['closing costs 640k toronto 128k down first time'], expect: { entry: 'closing-costs', figures: [13325] } },
  {
    turns: ['closing costs on a 375k condo in windsor with 37,500 down'],
    expect: { entry: 'closing-costs', figures: [8187] },
  },
  { turns: ['can grandma gift us the down payment'], expect: { entry: 'gifted-down-payment' } },
  { turns: ['does cmhc insurance protect me or the bank'], expect: { entry: 'default-insurance' } },
  // ---- Qualifying, affordability, income ----------------------------------------------------------------
  { turns: ['stress test for 5.1'], expect: { entry: 'stress-test', figures: [7.1] } },
  { turns: ['what rate do i need to qualify at if offered 3.49'], expect: { entry: 'stress-test', figures: [5.49] } },
  { turns: ['how much house on 85k salary'], expect: { entry: 'affordability' } },
  {
    turns: ['combined 160k, daycare 1200/month, car 380 a month, what can we afford'],
    expect: { entry: 'affordability' },
  },
  {
    turns: ['i am on maternity leave, will they use my full salary'],
    expect: { entry: ['qualifying-income', 'affordability', 'approval-odds', 'agent'] },
  },
  { turns: ['do commission earnings count for a mortgage'], expect: { entry: ['qualifying-income', 'self-employed'] } },
  { turns: ['how do banks look at my pension income'], expect: { entry: ['qualifying-income', 'affordability'] } },
  // ---- Owners: refinance, penalties, renewals ----------------------------------------------------------
  { turns: ['worth 780k balance 420k how much can i refinance'], expect: { entry: 'refinance', figures: [204000] } },
  { turns: ['penalty for breaking 390k variable at 4.35'], expect: { entry: 'breaking-penalty', figures: [4241.25] } },
  { turns: ['3 months interest on 620k at 5.05'], expect: { entry: 'breaking-penalty', figures: [7827.5] } },
  {
    turns: ['ird 450k at 5.8 with 24 months left, bank rate today 4.3'],
    expect: { entry: 'breaking-penalty', figures: [13500] },
  },
  { turns: ['what is the difference between a refinance and a heloc'], expect: { entry: ['refinance', 'heloc'] } },
  { turns: ['when should i start shopping for my renewal'], expect: { entry: ['renewal', 'switching'] } },
  {
    turns: ['can i switch banks without penalty at maturity'],
    expect: { entry: ['switching', 'renewal', 'breaking-penalty'] },
  },
  { turns: ['we want to port our mortgage to a bigger house'], expect: { entry: 'porting' } },
  {
    turns: ['can i blend my mortgage into a new one'],
    expect: { entry: ['porting', 'breaking-penalty', 'refinance', 'none', 'agent'] },
  },
  {
    turns: ['my variable payment keeps going up what can i do'],
    expect: { entry: ['fixed-vs-variable', 'renewal', 'none', 'agent'] },
  },
  // ---- Rates -------------------------------------------------------------------------------------------
  { turns: ['todays rates'], expect: { entry: 'rates', figures: [3.68] } },
  { turns: ['5 yr variable rate'], expect: { entry: 'rates', figures: [3.85] } },
  { turns: ['3 year fixed'], expect: { entry: 'rates', figures: [3.94] } },
  { turns: ['alberta mortgage rates today'], expect: { entry: 'rates', figures: [3.74], mentions: ['Alberta'] } },
  { turns: ['nova scotia 5 year fixed'], expect: { entry: 'rates', mentions: ['Nova Scotia'] } },
  {
    turns: ['is it better to go fixed or variable when rates are falling'],
    expect: { entry: ['fixed-vs-variable', 'agent'] },
  },
  {
    turns: ['should i break my mortgage now to get the lower rates'],
    expect: { entry: ['breaking-penalty', 'refinance', 'switching', 'none', 'agent'] },
  },
  { turns: ['is 4.49 a good rate for my renewal'], expect: { entry: ['renewal', 'rates', 'agent'] } },
  { turns: ['what is prime at right now'], expect: { entry: ['rates', 'fixed-vs-variable', 'none', 'agent'] } },
  // ---- Topics ------------------------------------------------------------------------------------------
  { turns: ['how does the first home savings account work'], expect: { entry: 'fhsa' } },
  { turns: ['home buyers plan repayment rules'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['what are the perks for first time buyers in ontario'], expect: { entry: 'first-time-buyer' } },
  { turns: ['can my brother be a co-signer'], expect: { entry: 'co-signer' } },
  { turns: ['self employed 18 months can i get a mortgage'], expect: { entry: 'self-employed' } },
  { turns: ['my credit is 590, who would lend'], expect: { entry: ['alternative-lenders', 'credit-score'] } },
  { turns: ['how do i boost my credit score before applying'], expect: { entry: 'credit-score' } },
  { turns: ['what is a b lender'], expect: { entry: 'alternative-lenders' } },
  { turns: ['just landed in canada last year, how do mortgages work for newcomers'], expect: { entry: 'newcomers' } },
  { turns: ['im american, can i buy a condo in ottawa'], expect: { entry: ['foreign-buyers', 'newcomers'] } },
  { turns: ['buying a house to rent to students in waterloo'], expect: { entry: 'rental-property' } },
  { turns: ['condo special assessment does the lender care'], expect: { entry: ['condo', 'none', 'agent'] } },
  { turns: ['buying a fixer upper and need money for renos'], expect: { entry: 'renovation-financing' } },
  { turns: ['our new place closes in june but we sell in august'], expect: { entry: 'bridge-financing' } },
  { turns: ['vacation property in prince edward county'], expect: { entry: 'second-home' } },
  {
    turns: ['i lost my job and cant make my mortgage payment'],
    expect: { entry: ['missed-payments', 'skip-payment', 'agent'] },
  },
  { turns: ['is mortgage protection insurance worth it'], expect: { entry: 'creditor-insurance' } },
  { turns: ['splitting up, who keeps the house and the mortgage'], expect: { entry: 'separation' } },
  { turns: ['what is a closed mortgage'], expect: { entry: 'open-vs-closed' } },
  { turns: ['can i double up my payments'], expect: { entry: 'prepayment' } },
  { turns: ['how does a cash back mortgage work'], expect: { entry: 'cash-back' } },
  { turns: ['what should i put as conditions on my offer'], expect: { entry: 'offer-conditions' } },
  { turns: ['the appraisal was lower than the purchase price'], expect: { entry: 'appraisal-gap' } },
  { turns: ['buying from a builder, when do i need financing'], expect: { entry: 'new-build' } },
  { turns: ['what is a second mortgage'], expect: { entry: 'second-mortgage' } },
  { turns: ['reverse mortgage pros and cons'], expect: { entry: 'reverse-mortgage' } },
  { turns: ['whats the longest amortization i can get'], expect: { entry: 'amortization' } },
  { turns: ['how long is a typical mortgage term'], expect: { entry: 'term' } },
  { turns: ['what papers prove my down payment'], expect: { entry: ['documents', 'down-payment'] } },
  { turns: ['how long does a pre approval last'], expect: { entry: 'pre-approval' } },
  { turns: ['mortgage on 40 acres of farmland'], expect: { entry: ['rural-land', 'none', 'agent'] } },
  { turns: ['what is a collateral charge vs standard charge'], expect: { entry: 'collateral-charge' } },
  // ---- Two things in one message ------------------------------------------------------------------------
  {
    turns: ['what is the fhsa and how is it different from the rrsp plan'],
    expect: { entry: ['fhsa', 'home-buyers-plan'] },
  },
  {
    turns: ['how much is land transfer on 600k and do first time buyers get anything back'],
    expect: { entry: 'land-transfer-tax', figures: [8475] },
  },
  {
    turns: ['im self employed and my credit is bad, options?'],
    expect: { entry: ['self-employed', 'alternative-lenders', 'credit-score'] },
  },
  // ---- Next to mortgages, not covered ------------------------------------------------------------------
  { turns: ['mortgage for a floating home'], expect: { entry: ['none', 'agent'] } },
  { turns: ['what is a rent to rent arrangement'], expect: { entry: ['none', 'agent'] } },
  { turns: ['can i get a mortgage on a tiny house'], expect: { entry: ['none', 'agent'] } },
  { turns: ['what is a reverse annuity mortgage'], expect: { entry: ['reverse-mortgage', 'none', 'agent'] } },
  { turns: ['mortgage on a hotel'], expect: { entry: ['none', 'agent'] } },
  { turns: ['is a lease to own car a good idea'], expect: { entry: 'none' } },
  { turns: ['what is a sheriff sale'], expect: { entry: ['none', 'agent'] } },
  { turns: ['mortgage for a condo in mexico'], expect: { entry: ['none', 'agent'] } },
  { turns: ['crypto backed mortgage'], expect: { entry: ['none', 'agent'] } },
  { turns: ['equity sharing agreement with my parents'], expect: { entry: ['co-signer', 'none', 'agent'] } },
  // ---- Off topic --------------------------------------------------------------------------------------------
  { turns: ['whats the score of the raptors game'], expect: { entry: 'none' } },
  { turns: ['how do i get my g2 licence'], expect: { entry: 'none' } },
  { turns: ['interest rate on my student loan'], expect: { entry: 'none' } },
  { turns: ['can you book me a flight to vancouver'], expect: { entry: 'none' } },
  { turns: ['my landlord kept my last month rent deposit'], expect: { entry: 'none' } },
  { turns: ['what is a good savings account'], expect: { entry: 'none' } },
  { turns: ['how much is a used honda civic'], expect: { entry: 'none' } },
  { turns: ['recipes for dinner tonight'], expect: { entry: 'none' } },
  { turns: ['line of credit for my business'], expect: { entry: ['none', 'agent'] } },
  { turns: ['rrsp contribution deadline'], expect: { entry: ['home-buyers-plan', 'none', 'agent'] } },
  // ---- Hand-overs ---------------------------------------------------------------------------------------------
  { turns: ['i want to talk to a real person'], expect: { entry: ['talk-to-agent', 'contact-us', 'agent'] } },
  { turns: ['any mortgage agents in sudbury'], expect: { entry: ['find-agent', 'agent'] } },
  { turns: ['are you hiring mortgage agents'], expect: { entry: 'become-agent' } },
  { turns: ['what are your office hours'], expect: { entry: ['contact-us', 'agent'] } },
  {
    turns: ['what are my chances of approval with a bankruptcy 3 years ago'],
    expect: { entry: ['approval-odds', 'alternative-lenders', 'agent'] },
  },
  { turns: ['the seller wont fix the roof, can i get out of the deal'], expect: { entry: ['legal-advice', 'agent'] } },
  // ---- French -----------------------------------------------------------------------------------------------
  { turns: ['paiement mensuel 450 000 $ à 4,2 %'], expect: { entry: 'payment', figures: [2416.13], lang: 'fr' } },
  { turns: ['hypothèque de 380 000 à 4,75 sur 30 ans'], expect: { entry: 'payment', figures: [1971.66], lang: 'fr' } },
  { turns: ['paiement sur 500 000 à 4,5', 'et à 3,9?'], expect: { entry: 'payment', figures: [2603.07], lang: 'fr' } },
  {
    turns: ['mise de fonds minimale pour une maison de 700 000'],
    expect: { entry: 'down-payment', figures: [45000], lang: 'fr' },
  },
  {
    turns: ['taxe de bienvenue sur 550 000 à ottawa'],
    expect: { entry: 'land-transfer-tax', figures: [7475], lang: 'fr' },
  },
  { turns: ['taux variable 5 ans'], expect: { entry: 'rates', figures: [3.85], lang: 'fr' } },
  { turns: ['est-ce que je peux utiliser mon REER pour acheter'], expect: { entry: 'home-buyers-plan', lang: 'fr' } },
  { turns: ['on gagne 120 000 ensemble, combien on peut emprunter'], expect: { entry: 'affordability', lang: 'fr' } },
  {
    turns: ['la maison vaut 600 000, je dois 300 000, combien je peux sortir'],
    expect: { entry: 'refinance', figures: [180000], lang: 'fr' },
  },
  { turns: ['trouver un courtier à sudbury'], expect: { entry: ['find-agent', 'agent'], lang: 'fr' } },
  { turns: ['c’est quoi le test de résistance'], expect: { entry: 'stress-test', lang: 'fr' } },
  { turns: ['quel temps fera-t-il demain'], expect: { entry: 'none' } },
]
