/**
 * Tuning conversations: written while building the understanding engine, to find what it
 * misreads, and tuned on. They count with the tuning part, never with the test part or the
 * held-out conversations (held-out.ts). Same expectations and figures as held-out.ts (rates of
 * ./fixture.ts on EVALUATION_AS_OF).
 */
import type { ConversationCase } from './held-out'

export const TUNING_CONVERSATIONS: readonly ConversationCase[] = [
  {
    turns: ['how much is the monthly payment on a 350k loan at 6 percent'],
    expect: { entry: 'payment', figures: [2239.32] },
  },
  { turns: ['600k mortgage 4.25% 30 years'], expect: { entry: 'payment', figures: [2938.61] } },
  {
    turns: ['if i buy a 900k house with 180k down what are my payments'],
    expect: { entry: 'payment', figures: [3744.53, 3.89] },
  },
  { turns: ['what would i pay biweekly for 525,000 at 3.99'], expect: { entry: 'payment', figures: [1272.15] } },
  { turns: ['monthly payments on 1,000,000 over 25 yrs at 4.1%'], expect: { entry: 'payment', figures: [5314.55] } },
  { turns: ['how much do i need to save for a 750k home'], expect: { entry: 'down-payment', figures: [50000] } },
  { turns: ['whats the minimum down for 499k'], expect: { entry: 'down-payment', figures: [24950] } },
  {
    turns: ['how much is cmhc insurance on a 650k home with 10 percent down'],
    expect: { entry: 'default-insurance', figures: [18135] },
  },
  {
    turns: ['land transfer tax for 1.5 million in toronto for first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [44475] },
  },
  {
    turns: ['what are closing costs on a 550000 condo in mississauga'],
    expect: { entry: 'closing-costs', figures: [10725] },
  },
  { turns: ['qualifying rate if my rate is 4.14'], expect: { entry: 'stress-test', figures: [6.14] } },
  { turns: ['we earn 140k combined, how much can we borrow'], expect: { entry: 'affordability', figures: [733726] } },
  {
    turns: ['my house is worth 1.2m and i owe 600k, how much can i refinance'],
    expect: { entry: 'refinance', figures: [360000] },
  },
  {
    turns: ['what is the penalty if i break my 3.5% fixed mortgage with 500k left and 2 years remaining'],
    expect: { entry: 'breaking-penalty', figures: [4375] },
  },
  { turns: ['variable rate today?'], expect: { entry: 'rates', figures: [3.85] } },
  { turns: ['what are rates like in nova scotia'], expect: { entry: 'rates', mentions: ['Nova Scotia'] } },
  { turns: ['7 year fixed rate'], expect: { entry: 'rates', figures: [4.29] } },
  { turns: ['payment on 500k at 5%', 'what if i go 20 years'], expect: { entry: 'payment', figures: [3285.63] } },
  { turns: ['payment on 500k at 5%', 'and at 4.5?'], expect: { entry: 'payment', figures: [2767.36] } },
  { turns: ['payment on 500k at 5%', 'how about 600k'], expect: { entry: 'payment', figures: [3489.63] } },
  { turns: ['minimum down on 600k', 'and for 1.6M?'], expect: { entry: 'down-payment', figures: [320000] } },
  { turns: ['ltt on 700k', 'im a first time buyer'], expect: { entry: 'land-transfer-tax', figures: [6475] } },
  { turns: ['how much can i afford on 100k', 'with 50k down?'], expect: { entry: 'affordability', figures: [574089] } },
  { turns: ['whats the weather today'], expect: { entry: 'none' } },
  { turns: ['can you book me a dentist'], expect: { entry: 'none' } },
  { turns: ['do you have an office in toronto'], expect: { entry: 'contact-us' } },
  { turns: ['what are your hours'], expect: { entry: 'contact-us' } },
  { turns: ['quel est le taux variable'], expect: { entry: 'rates', lang: 'fr' } },
  {
    turns: ['puis-je me permettre une maison de 500 000 $ avec un salaire de 90 000 $'],
    expect: { entry: 'affordability', figures: [471681.53], lang: 'fr' },
  },
  { turns: ['i have bad credit can i still buy'], expect: { entry: 'alternative-lenders' } },
  { turns: ['im self employed how much can i borrow'], expect: { entry: 'self-employed' } },
  { turns: ['is 10% down enough for a 1.2 million house'], expect: { entry: 'down-payment', figures: [95000] } },
  { turns: ['do i need a lawyer to buy a house'], expect: { entry: 'legal-advice' } },
  {
    turns: ['hi, im looking to buy my first home in oshawa for about 650k with 35k down, what would my payments be'],
    expect: { entry: 'payment', figures: [40000] },
  },
  // Rephrasings of the same needs, written to find misreadings.
  { turns: ['how much would 2 weeks payments be on 400000 at 4.6'], expect: { entry: 'payment' } },
  { turns: ['payments for a 780k townhouse, 78k down, 4.34% fixed 5 yr'], expect: { entry: 'payment' } },
  { turns: ['can i buy an 800k house with 40k down'], expect: { entry: 'down-payment', figures: [55000] } },
  {
    turns: ['how much is the insurance premium if i put down 30k on a 540k condo'],
    expect: { entry: 'default-insurance' },
  },
  { turns: ['total cash needed at closing for 900k in toronto with 90k down'], expect: { entry: 'closing-costs' } },
  { turns: ['welcome tax 425,000 first time'], expect: { entry: 'land-transfer-tax', figures: [975] } },
  { turns: ['we make 88k and 64k a year, no debts, 60k saved, what price range'], expect: { entry: 'affordability' } },
  {
    turns: ['i owe 310k and my condo is worth around 700k, can i get 150k out'],
    expect: { entry: 'refinance', figures: [250000] },
  },
  {
    turns: ['how much to break a 5 yr fixed at 4.89 with 18 months left, balance 290k'],
    expect: { entry: 'breaking-penalty', figures: [3545.25] },
  },
  { turns: ['what rate would i be stress tested at with 4.6'], expect: { entry: 'stress-test', figures: [6.6] } },
  { turns: ['whats the 3 year variable'], expect: { entry: 'rates' } },
  { turns: ['payment on 400k at 4.5%', 'what about accelerated weekly'], expect: { entry: 'payment' } },
  { turns: ['cmhc on 800k 10% down', 'and 15%?'], expect: { entry: 'default-insurance', figures: [19040] } },
  { turns: ['closing costs on 650k', 'its in toronto'], expect: { entry: 'closing-costs' } },
  { turns: ['we make 150k', 'we also pay 700 a month on a car'], expect: { entry: 'affordability' } },
  { turns: ['what are todays rates', 'what about manitoba'], expect: { entry: 'rates', mentions: ['Manitoba'] } },
  { turns: ['taux fixe 5 ans en Alberta'], expect: { entry: 'rates', figures: [3.74], lang: 'fr' } },
  {
    turns: ['versement aux deux semaines sur 300 000 $ à 4,2 % 25 ans'],
    expect: { entry: 'payment', figures: [742.73], lang: 'fr' },
  },
  {
    turns: ['combien pour la SCHL sur 500 000 $ avec 5 % de mise de fonds'],
    expect: { entry: 'default-insurance', figures: [19000], lang: 'fr' },
  },
  { turns: ['what is a heloc and how is it different from a refinance'], expect: { entry: ['heloc', 'refinance'] } },
  { turns: ['tell me about reverse mortgages'], expect: { entry: 'reverse-mortgage' } },
  { turns: ['who can help me in person'], expect: { entry: ['talk-to-agent', 'find-agent', 'contact-us'] } },
  { turns: ['can you recommend a good restaurant'], expect: { entry: 'none' } },
  { turns: ['how do i get a car loan'], expect: { entry: 'none' } },
  // French, and questions found with the second round of probes.
  {
    turns: ["j'ai 50 000 $ de mise de fonds, combien puis-je acheter"],
    expect: { entry: 'down-payment', figures: [750000], lang: 'fr' },
  },
  { turns: ['how much house can i buy with 60k down'], expect: { entry: 'down-payment', figures: [850000] } },
  { turns: ['est-ce que je peux utiliser mon REER pour acheter'], expect: { entry: 'home-buyers-plan', lang: 'fr' } },
  { turns: ['je veux renouveler mon hypothèque'], expect: { entry: 'renewal', lang: 'fr' } },
  { turns: ['où êtes-vous situés'], expect: { entry: 'contact-us', lang: 'fr' } },
  { turns: ['how can i contact you'], expect: { entry: ['contact-us', 'talk-to-agent'] } },
  { turns: ['im on a study permit can i buy a condo'], expect: { entry: ['foreign-buyers', 'newcomers'] } },
  { turns: ['can i get a mortgage on a cottage'], expect: { entry: 'second-home' } },
  { turns: ['how does a variable rate mortgage work'], expect: { entry: 'fixed-vs-variable' } },
  // Beside a price, a smaller amount with no words of its own is the down payment, said so.
  {
    turns: ['payment on 500k house 60k at 4.5'],
    expect: { entry: 'payment', figures: [2510.77], mentions: ['took $60,000 as your down payment'] },
  },
  {
    turns: ['nous gagnons 120 000 $ et 80 000 $ par année, combien pouvons-nous emprunter'],
    expect: { entry: 'affordability', lang: 'fr' },
  },
  // Renewing or switching, with the switch maths (shared/finance switchSavings).
  {
    turns: ['i owe 400k and my bank offered 4.89% at renewal, should i switch to 4.19%?'],
    // 25 years assumed: $2,301.44 against $2,145.48 a month; $13,413.01 of interest saved over 5 years.
    expect: { entry: 'switching', figures: [2301.44, 2145.48, 13413.01] },
  },
  {
    turns: ["je dois 400 000 $, mon prêteur m'offre 4,89 % au renouvellement, devrais-je changer de prêteur à 4,19 %?"],
    expect: { entry: 'switching', figures: [13413.01], lang: 'fr' },
  },
  {
    turns: ["400k fixed at 5.19%, 30 months left, my lender's rate today is 4.39, penalty?"],
    expect: { entry: 'breaking-penalty', figures: [5190, 8000] },
  },
]
