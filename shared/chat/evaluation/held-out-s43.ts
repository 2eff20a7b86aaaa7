/**
 * A seventh fresh held-out set, written before the engine changes of docs/decisions/225 without
 * looking at the engine's vocabulary lists, committed on its own with its first run. Written the way
 * Ontario visitors type: lower case, typos, numbers in every shape (485k, 1.1m, $612,500, six hundred
 * thousand, 395 thousand, 299,999, 1,450,000 @ 4.15, 4.6%, 6 percent, 25y, 20 year), follow-ups that
 * change one number or ask another computation of the same numbers (including a change by an amount:
 * "if rates drop half a percent"), numbers across turns, French, questions with a word of another
 * topic in passing, two questions in one message, advice questions, questions on concepts next to
 * mortgages the knowledge base does not cover (houseboats, vendor take-backs, timeshares, land lease
 * communities, power of sale, home equity investment companies...) and off-topic questions (weather,
 * taxes, car and boat loans, GICs, tenant questions): those must not be answered with a neighbouring
 * entry ('none' or 'agent' only).
 * Same expectations and fixture as held-out.ts; figures from shared/finance with each question's
 * numbers (where it gives none, the engine's documented assumptions: Ontario's lowest 5-year fixed
 * of the kind that fits the down payment, 25 years, monthly; the premium added to a purchase's loan
 * under 20 % down; three months' interest for a penalty without comparison rates). A clarifying
 * reply is judged by evaluate.ts's rule.
 * Never tuned on: a change made to pass one of these makes it a tuning set.
 */
import type { ConversationCase } from './held-out'

export const S43_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Payments, numbers in every shape ------------------------------------------------------------
  { turns: ['wats the monthly on 485k at 4.19'], expect: { entry: 'payment', figures: [2601.4] } },
  { turns: ['pymnt for 1.1m mortgage 4.35 percent 30 yrs'], expect: { entry: 'payment', figures: [5450.75] } },
  { turns: ['biweekly payments on $612,500 at 4.6%'], expect: { entry: 'payment', figures: [1578.77] } },
  {
    turns: ['how much per month if i borrow six hundred thousand at 4.5'],
    expect: { entry: 'payment', figures: [3320.84] },
  },
  {
    turns: ['mortgage 395 thousand 3.99 20 year amortization monthly payment'],
    expect: { entry: 'payment', figures: [2384.73] },
  },
  { turns: ['at 4.75% whats 520k over 25 a month'], expect: { entry: 'payment', figures: [2950.77] } },
  { turns: ['semi-monthly payment 340k 4.4'], expect: { entry: 'payment', figures: [930.63] } },
  { turns: ['weekly on 299,999 at 5.1'], expect: { entry: 'payment', figures: [405.94] } },
  { turns: ['accel biweekly 450k 4.2 25yr'], expect: { entry: 'payment', figures: [1208.07] } },
  { turns: ['house is 725k putting 145k down rate 4.05 monthly?'], expect: { entry: 'payment', figures: [3066.66] } },
  { turns: ['condo 480k 5% down payment at 4.4'], expect: { entry: 'payment', figures: [2598.49] } },
  {
    turns: ['townhouse in whitby 655k with 10% down, monthly at 4.3'],
    expect: { entry: 'payment', figures: [3296.62] },
  },
  { turns: ['payment on 410k using todays 5 year fixed'], expect: { entry: 'payment', figures: [2086.15] } },
  {
    turns: ['whats a 250k mortgage cost monthly at 6 percent over 15 years'],
    expect: { entry: 'payment', figures: [2099.71] },
  },
  {
    turns: ['If I take a mortgage of $875,000 at 4.89% with a 30 year amortization what is my bi-weekly payment'],
    expect: { entry: 'payment', figures: [2126.53] },
  },
  { turns: ['monthly pmt 1,450,000 @ 4.15 25y'], expect: { entry: 'payment', figures: [7745.66] } },
  { turns: ['payment on 330k variable at 3.85'], expect: { entry: 'payment', figures: [1709.14] } },
  {
    turns: ['how much is the mortgage payment on a 900k house with 180k down at 4.6'],
    expect: { entry: 'payment', figures: [4025.13] },
  },
  {
    turns: ['nurse in brampton, 2 kids, what would 505k at 4.09 be every two weeks'],
    expect: { entry: 'payment', figures: [1236.31] },
  },
  {
    turns: ['monthly cost of a 1.25 million loan 4.6 percent 25 years'],
    expect: { entry: 'payment', figures: [6988.07] },
  },
  // ---- Follow-ups and numbers across turns ----------------------------------------------------------
  { turns: ['payment on 520k at 4.3', 'what about 30 years'], expect: { entry: 'payment', figures: [2561.74] } },
  { turns: ['monthly on 440k at 4.15', 'and biweekly?'], expect: { entry: 'payment', figures: [1083.8] } },
  {
    turns: ['buying a 560k house with 32k down', 'how much would cmhc be on that'],
    expect: { entry: 'default-insurance', figures: [21120] },
  },
  {
    turns: ['buying a 560k house with 32k down', 'whats the monthly at 4.5'],
    expect: { entry: 'payment', figures: [3039.23] },
  },
  {
    turns: ['payment on 385k at 4.6', 'what if the rate is 3.9 instead'],
    expect: { entry: 'payment', figures: [2004.36] },
  },
  {
    turns: ['payment on 385k at 4.6', 'and if rates drop half a percent'],
    expect: { entry: 'payment', figures: [2046.1] },
  },
  { turns: ['min down on 780k', 'and for 1.3 million?'], expect: { entry: 'down-payment', figures: [105000] } },
  {
    turns: ['land transfer tax on 640k in toronto', 'and if i was a first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [10075] },
  },
  {
    turns: ['ltt on 540k in hamilton', 'what if it was in toronto'],
    expect: { entry: 'land-transfer-tax', figures: [14550] },
  },
  { turns: ['stress test at 4.29', 'what about 2.99'], expect: { entry: 'stress-test', figures: [5.25] } },
  {
    turns: ['house worth 700k and i owe 310k, how much can i refinance out', 'what if i owe 400k'],
    expect: { entry: 'refinance', figures: [160000] },
  },
  {
    turns: ['me 88k, partner 61k', 'car payment 450 a month', 'what could we buy'],
    expect: { entry: 'affordability' },
  },
  {
    turns: ['looking at 615k in guelph', '65k down', 'monthly at 4.25?'],
    expect: { entry: 'payment', figures: [3060.14] },
  },
  {
    turns: ['price is 499k', 'we have 50k saved for down', 'how much cmhc'],
    expect: { entry: 'default-insurance', figures: [13919] },
  },
  { turns: ['weekly payment 350k at 4.7', 'switch to monthly'], expect: { entry: 'payment', figures: [1976.26] } },
  { turns: ['payment 475k 4.5 25 yrs', 'what about 20'], expect: { entry: 'payment', figures: [2994.42] } },
  {
    turns: ['what is the min down on 650k', 'is 40k enough then'],
    expect: { entry: 'down-payment', figures: [40000] },
  },
  {
    turns: ['closing costs on 720k, 72k down, first time buyer, not toronto', 'and in toronto?'],
    expect: { entry: 'closing-costs', figures: [18132.04] },
  },
  {
    turns: ['penalty on 350k variable at 4.6', 'what if it was 5.2'],
    expect: { entry: 'breaking-penalty', figures: [4550] },
  },
  { turns: ['payment on 415k at 4.4', 'can i skip a payment at christmas'], expect: { entry: 'skip-payment' } },
  {
    turns: ['payment on 415k at 4.4', 'whats the penalty if i break it next year'],
    expect: { entry: 'breaking-penalty', figures: [4565] },
  },
  {
    turns: ['monthly on 390k at 4.2', 'whats the qualifying rate on that'],
    expect: { entry: 'stress-test', figures: [6.2] },
  },
  {
    turns: ['we found a 735k house in oakville', 'first time buyers', 'land transfer?'],
    expect: { entry: 'land-transfer-tax', figures: [7175] },
  },
  { turns: ['payment on 600k at 4.4', 'what does amortization even mean'], expect: { entry: 'amortization' } },
  // ---- Down payment and insurance -------------------------------------------------------------------
  { turns: ['is 35k enough to put down on a 620k house'], expect: { entry: 'down-payment', figures: [37000] } },
  { turns: ['min down on 1.6m'], expect: { entry: 'down-payment', figures: [320000] } },
  { turns: ['whats the least down on a 1,200,000 house'], expect: { entry: 'down-payment', figures: [95000] } },
  { turns: ['can i put 5% down on a 750k house'], expect: { entry: 'down-payment', figures: [50000] } },
  { turns: ['cmhc insurance cost 430k house 10% down'], expect: { entry: 'default-insurance', figures: [11997] } },
  { turns: ['mortgage default insurance on 595k 7% down'], expect: { entry: 'default-insurance', figures: [22134] } },
  { turns: ['cmhc on 1.4m with 10% down'], expect: { entry: 'default-insurance', figures: [39060] } },
  { turns: ['whats the most house i can buy with 60k down'], expect: { entry: 'down-payment', figures: [850000] } },
  { turns: ['can the down payment be a gift from my parents'], expect: { entry: 'gifted-down-payment' } },
  { turns: ['do i have to pay pst on the cmhc premium'], expect: { entry: 'default-insurance' } },
  { turns: ['can i borrow my down payment'], expect: { entry: ['down-payment', 'none', 'agent'] } },
  { turns: ['if i put 15% down do i still need mortgage insurance'], expect: { entry: 'default-insurance' } },
  // ---- Land transfer tax and closing costs ---------------------------------------------------------
  { turns: ['land transfer tax for 815k in mississauga'], expect: { entry: 'land-transfer-tax', figures: [12775] } },
  { turns: ['toronto ltt on 1.05m first time buyer'], expect: { entry: 'land-transfer-tax', figures: [26475] } },
  {
    turns: ['how much land transfer on a 399,000 condo in ottawa first time'],
    expect: { entry: 'land-transfer-tax', figures: [460] },
  },
  { turns: ['ltt 675000 toronto'], expect: { entry: 'land-transfer-tax', figures: [19950] } },
  { turns: ['closing costs for 590k in barrie 30k down'], expect: { entry: 'closing-costs', figures: [11525] } },
  {
    turns: ['total cost to close on a 1m toronto house with 200k down'],
    expect: { entry: 'closing-costs', figures: [36200] },
  },
  { turns: ['what are closing costs in ontario roughly'], expect: { entry: 'closing-costs' } },
  { turns: ['first time buyer land transfer rebate in toronto whats the max'], expect: { entry: 'land-transfer-tax' } },
  { turns: ['do i pay land transfer tax on a new build'], expect: { entry: ['land-transfer-tax', 'new-build'] } },
  { turns: ['land transfer tax bc 700k'], expect: { entry: 'land-transfer-tax' } },
  { turns: ['ltt on 300k in sudbury'], expect: { entry: 'land-transfer-tax', figures: [2975] } },
  {
    turns: ['cash needed at closing for a 450k house 5% down first time buyer'],
    expect: { entry: ['closing-costs', 'down-payment'] },
  },
  // ---- Qualifying rate and affordability -------------------------------------------------------------
  { turns: ['what rate do i qualify at if my rate is 4.49'], expect: { entry: 'stress-test', figures: [6.49] } },
  { turns: ['stress test 2.9%'], expect: { entry: 'stress-test', figures: [5.25] } },
  { turns: ['mqr for 3.75'], expect: { entry: 'stress-test', figures: [5.75] } },
  {
    turns: ['i earn 92k, wife 58k, car 520 a month, how much house can we afford'],
    expect: { entry: 'affordability' },
  },
  { turns: ['single income 120k no debts 80k down how much can i borrow'], expect: { entry: 'affordability' } },
  { turns: ['how big a mortgage can i get making 7,500 a month'], expect: { entry: 'affordability' } },
  { turns: ['whats the max debt ratio banks allow'], expect: { entry: 'affordability' } },
  {
    turns: ['we make 105k total, student loans 300/month, credit cards 8k, how much can we borrow'],
    expect: { entry: 'affordability' },
  },
  {
    turns: ['does the canada child benefit count as income for a mortgage'],
    expect: { entry: ['qualifying-income', 'affordability'] },
  },
  { turns: ['can i use my overtime to qualify'], expect: { entry: ['qualifying-income', 'affordability'] } },
  { turns: ['will the bank count my uber eats income'], expect: { entry: ['qualifying-income', 'self-employed'] } },
  { turns: ['how much do i need to make to buy a 700k house'], expect: { entry: 'affordability' } },
  // ---- Refinance, penalties, renewal, switching, HELOC -------------------------------------------------
  { turns: ['home worth 1.1m owe 520k how much can i pull out'], expect: { entry: 'refinance', figures: [360000] } },
  { turns: ['refinance equity value 480k balance 300k'], expect: { entry: 'refinance', figures: [84000] } },
  {
    turns: ['penalty to break 440k fixed at 5.4 with 2 years left'],
    expect: { entry: 'breaking-penalty', figures: [5940] },
  },
  { turns: ['three months interest penalty on 360k at 4.95'], expect: { entry: 'breaking-penalty', figures: [4455] } },
  {
    turns: ['ird on 500k at 5.5, lenders rate now 4.2, 30 months left'],
    expect: { entry: 'breaking-penalty', figures: [16250] },
  },
  { turns: ['how early can i switch lenders before my renewal'], expect: { entry: ['switching', 'renewal'] } },
  {
    turns: ['renewal offer 4.89 for 5 years is that good'],
    expect: { entry: ['renewal', 'rates', 'switching', 'agent'] },
  },
  { turns: ['how much can i get on a heloc'], expect: { entry: 'heloc' } },
  { turns: ['can i refinance to finish the basement'], expect: { entry: ['refinance', 'renovation-financing'] } },
  {
    turns: ['whats blend and extend'],
    expect: { entry: ['breaking-penalty', 'refinance', 'renewal', 'none', 'agent'] },
  },
  { turns: ['can i port my mortgage to a cheaper house'], expect: { entry: 'porting' } },
  { turns: ['mortgage is up in may should i renew early or wait'], expect: { entry: ['renewal', 'agent'] } },
  { turns: ['roll 30k of credit card debt into my mortgage'], expect: { entry: 'debt-consolidation' } },
  { turns: ['is taking a heloc to invest in stocks a good idea'], expect: { entry: ['heloc', 'none', 'agent'] } },
  // ---- Rates --------------------------------------------------------------------------------------------
  { turns: ['whats ur 5yr fixed'], expect: { entry: 'rates', figures: [3.68] } },
  { turns: ['variable rate today'], expect: { entry: 'rates', figures: [3.85] } },
  { turns: ['1 year fixed rate'], expect: { entry: 'rates', figures: [4.89] } },
  { turns: ['rates in quebec'], expect: { entry: 'rates', figures: [3.76], mentions: ['Quebec'] } },
  { turns: ['bc 5 year fixed rate'], expect: { entry: 'rates', figures: [3.71] } },
  { turns: ['best rate with 25% down 5 year fixed'], expect: { entry: 'rates', figures: [3.89] } },
  { turns: ['will rates go down next year'], expect: { entry: ['fixed-vs-variable', 'rates', 'none', 'agent'] } },
  { turns: ['fixed or variable for a first time buyer'], expect: { entry: 'fixed-vs-variable' } },
  { turns: ['whats the bank of canada rate'], expect: { entry: ['rates', 'fixed-vs-variable', 'none', 'agent'] } },
  { turns: ['should i do a 3 year or 5 year fixed'], expect: { entry: ['term', 'fixed-vs-variable', 'agent'] } },
  {
    turns: ['should i wait for rates to drop before buying'],
    expect: { entry: ['fixed-vs-variable', 'none', 'agent'] },
  },
  // ---- Products and questions, with words of another topic in passing ------------------------------
  {
    turns: ['my credit score is like 640 and im self employed, can i still get a mortgage'],
    expect: { entry: ['self-employed', 'credit-score', 'alternative-lenders'] },
  },
  { turns: ['our bank offered a cash back mortgage whats the catch'], expect: { entry: 'cash-back' } },
  {
    turns: ['pre approved at td and found a house, what conditions should i put in my offer'],
    expect: { entry: 'offer-conditions' },
  },
  { turns: ['appraisal came in 30k under what we offered what now'], expect: { entry: 'appraisal-gap' } },
  { turns: ['going through a divorce can i buy out my ex from the house'], expect: { entry: 'separation' } },
  { turns: ['can my dad co sign for me'], expect: { entry: 'co-signer' } },
  { turns: ['what happens if i miss a mortgage payment'], expect: { entry: 'missed-payments' } },
  { turns: ['mortgage life insurance from the bank do i need it'], expect: { entry: 'creditor-insurance' } },
  { turns: ['what papers do i need to apply'], expect: { entry: 'documents' } },
  { turns: ['been in canada 1 year on pr can i buy a home'], expect: { entry: 'newcomers' } },
  { turns: ['can a non resident buy a condo in toronto'], expect: { entry: 'foreign-buyers' } },
  { turns: ['buying 10 acres with a well and septic near peterborough'], expect: { entry: 'rural-land' } },
  { turns: ['what is a collateral mortgage'], expect: { entry: 'collateral-charge' } },
  { turns: ['how does rent to own work'], expect: { entry: 'rent-to-own' } },
  { turns: ['whats the fhsa limit this year'], expect: { entry: 'fhsa' } },
  { turns: ['how much rrsp can i take out for a first house'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['whats an assumable mortgage'], expect: { entry: 'assumable' } },
  { turns: ['buying a preconstruction condo, when do i need the mortgage'], expect: { entry: 'new-build' } },
  { turns: ['second mortgage for a kitchen reno'], expect: { entry: ['second-mortgage', 'renovation-financing'] } },
  { turns: ['my parents are 70, would a reverse mortgage make sense'], expect: { entry: 'reverse-mortgage' } },
  { turns: ['bridge financing how long can it be'], expect: { entry: 'bridge-financing' } },
  { turns: ['buying a cottage as a second property'], expect: { entry: 'second-home' } },
  { turns: ['what is ltv'], expect: { entry: 'loan-to-value' } },
  { turns: ['how long can a rate be held'], expect: { entry: 'rate-hold' } },
  { turns: ['what does a mortgage broker actually do'], expect: { entry: 'broker' } },
  { turns: ['open vs closed mortgage'], expect: { entry: 'open-vs-closed' } },
  { turns: ['can i make lump sum payments on my mortgage'], expect: { entry: 'prepayment' } },
  { turns: ['is a 5 year term the same as a 25 year amortization'], expect: { entry: ['term', 'amortization'] } },
  { turns: ['bad credit mortgage lenders in ontario'], expect: { entry: ['alternative-lenders', 'credit-score'] } },
  { turns: ['what happens on closing day'], expect: { entry: 'closing-day' } },
  { turns: ['first time home buyer programs ontario'], expect: { entry: 'first-time-buyer' } },
  { turns: ['buying a duplex and renting the other unit out'], expect: { entry: 'rental-property' } },
  { turns: ['is getting pre approved worth it'], expect: { entry: 'pre-approval' } },
  // ---- Two questions in one message ----------------------------------------------------------------
  {
    turns: ['whats the min down on 560k and how much is cmhc'],
    expect: { entry: ['down-payment', 'default-insurance'] },
  },
  { turns: ['what is the stress test and does it apply when i renew'], expect: { entry: ['stress-test', 'renewal'] } },
  { turns: ['fhsa or rrsp hbp which is better'], expect: { entry: ['fhsa', 'home-buyers-plan', 'first-time-buyer'] } },
  { turns: ['heloc vs second mortgage which is cheaper'], expect: { entry: ['heloc', 'second-mortgage'] } },
  { turns: ['how do i break my mortgage and how much does it cost'], expect: { entry: 'breaking-penalty' } },
  // ---- Mortgage-adjacent concepts the assistant does not cover ---------------------------------------
  { turns: ['mortgage on a houseboat'], expect: { entry: ['none', 'agent'] } },
  { turns: ['can i get a mortgage for a mobile home in a trailer park'], expect: { entry: ['none', 'agent'] } },
  { turns: ['what is a vendor take back mortgage'], expect: { entry: ['none', 'agent'] } },
  { turns: ['mortgage on a condo in florida'], expect: { entry: ['none', 'agent'] } },
  { turns: ['timeshare financing'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['do i need a survey when buying a house'],
    expect: { entry: ['closing-costs', 'closing-day', 'none', 'agent'] },
  },
  {
    turns: ['financing a laneway suite build'],
    expect: { entry: ['renovation-financing', 'new-build', 'none', 'agent'] },
  },
  { turns: ['mortgage for a dairy farm with quota'], expect: { entry: ['rural-land', 'none', 'agent'] } },
  { turns: ['what happens to my mortgage if my lender goes bankrupt'], expect: { entry: ['none', 'agent'] } },
  { turns: ['land lease community home financing'], expect: { entry: ['none', 'agent'] } },
  { turns: ['can i buy a house with bitcoin'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['does my mortgage pass to my kids when i die'],
    expect: { entry: ['legal-advice', 'creditor-insurance', 'none', 'agent'] },
  },
  { turns: ['equity take out on a commercial plaza'], expect: { entry: ['none', 'agent'] } },
  { turns: ['buying a power of sale house any tips'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['what is a home equity investment company that buys a share of my house'],
    expect: { entry: ['none', 'agent'] },
  },
  { turns: ['heat pump rebate ontario'], expect: { entry: ['none', 'agent'] } },
  { turns: ['can my rrsp hold my own mortgage'], expect: { entry: ['none', 'agent'] } },
  { turns: ['mortgage on a church building'], expect: { entry: ['none', 'agent'] } },
  // ---- Off topic ------------------------------------------------------------------------------------------
  { turns: ['whats the weather in london ont tomorrow'], expect: { entry: 'none' } },
  { turns: ['who won the jays game'], expect: { entry: 'none' } },
  { turns: ['should i lease or buy a car'], expect: { entry: 'none' } },
  { turns: ['how much tax do i pay on 80k salary'], expect: { entry: 'none' } },
  { turns: ['can you help me with my resume'], expect: { entry: 'none' } },
  { turns: ['is my landlord allowed to come in without notice'], expect: { entry: 'none' } },
  { turns: ['best gic rates right now'], expect: { entry: 'none' } },
  { turns: ['osap loan forgiveness'], expect: { entry: 'none' } },
  { turns: ['how do i start investing in stocks'], expect: { entry: 'none' } },
  { turns: ['how much is tenant insurance'], expect: { entry: 'none' } },
  { turns: ['personal loan for a wedding 20k'], expect: { entry: 'none' } },
  { turns: ['tell me a joke'], expect: { entry: 'none' } },
  { turns: ['home depot hours sunday'], expect: { entry: 'none' } },
  { turns: ['what interest does cra charge on taxes owing'], expect: { entry: 'none' } },
  { turns: ['rent increase guideline for 2027'], expect: { entry: 'none' } },
  { turns: ['whats the rate on a boat loan'], expect: { entry: 'none' } },
  // ---- Hand-overs -----------------------------------------------------------------------------------------
  { turns: ['can someone call me about my options'], expect: { entry: ['talk-to-agent', 'contact-us', 'agent'] } },
  { turns: ['find a broker near oakville'], expect: { entry: ['find-agent', 'agent'] } },
  { turns: ['how do i become a mortgage agent'], expect: { entry: 'become-agent' } },
  { turns: ['whats your email'], expect: { entry: ['contact-us', 'agent'] } },
  {
    turns: ['will i get approved with a 580 credit score'],
    expect: { entry: ['approval-odds', 'credit-score', 'agent'] },
  },
  { turns: ['can i sue my bank over the penalty they charged'], expect: { entry: ['legal-advice', 'agent'] } },
  {
    turns: ['do i qualify for a mortgage while in a consumer proposal'],
    expect: { entry: ['approval-odds', 'alternative-lenders', 'credit-score', 'agent'] },
  },
  {
    turns: ['hi im dan 416-555-0199 call me about renewing'],
    expect: { entry: ['talk-to-agent', 'contact-us', 'agent', 'renewal'] },
  },
  {
    turns: ['is my agreement with the builder legally binding if i back out'],
    expect: { entry: ['legal-advice', 'agent', 'new-build'] },
  },
  // ---- French ---------------------------------------------------------------------------------------------
  {
    turns: ['combien par mois pour 365 000 $ à 4,15 % sur 25 ans'],
    expect: { entry: 'payment', figures: [1949.77], lang: 'fr' },
  },
  {
    turns: ['versements aux deux semaines sur 500 000 a 4,5'],
    expect: { entry: 'payment', figures: [1275.97], lang: 'fr' },
  },
  {
    turns: ['paiement sur 420 000 à 4,3', 'et aux deux semaines?'],
    expect: { entry: 'payment', figures: [1050.44], lang: 'fr' },
  },
  { turns: ['mise de fonds min pour 850 000'], expect: { entry: 'down-payment', figures: [60000], lang: 'fr' } },
  {
    turns: ['assurance schl 520 000 avec 10 % de mise de fonds'],
    expect: { entry: 'default-insurance', figures: [14508], lang: 'fr' },
  },
  {
    turns: ['droits de mutation 600 000 toronto'],
    expect: { entry: 'land-transfer-tax', figures: [16950], lang: 'fr' },
  },
  { turns: ['taux fixe 5 ans'], expect: { entry: 'rates', figures: [3.68], lang: 'fr' } },
  { turns: ["c'est quoi un CELIAPP"], expect: { entry: 'fhsa', lang: 'fr' } },
  { turns: ['mon renouvellement arrive bientôt, quoi faire'], expect: { entry: 'renewal', lang: 'fr' } },
  { turns: ["je veux parler à quelqu'un"], expect: { entry: ['talk-to-agent', 'contact-us', 'agent'], lang: 'fr' } },
  { turns: ['combien je peux me permettre avec un revenu de 95 000'], expect: { entry: 'affordability', lang: 'fr' } },
  { turns: ['taux de qualification pour 3,9 %'], expect: { entry: 'stress-test', figures: [5.9], lang: 'fr' } },
  { turns: ['frais de clôture pour une maison de 450 000'], expect: { entry: 'closing-costs', lang: 'fr' } },
  {
    turns: ["pénalité trois mois d'intérêt sur 280 000 à 4,9"],
    expect: { entry: 'breaking-penalty', figures: [3430], lang: 'fr' },
  },
  { turns: ["c'est quoi une marge de crédit hypothécaire"], expect: { entry: 'heloc', lang: 'fr' } },
  { turns: ['quelle météo demain à ottawa'], expect: { entry: 'none' } },
]
