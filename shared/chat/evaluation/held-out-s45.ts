/**
 * A thirteenth fresh held-out set, written before the engine changes of docs/decisions/236 (on the
 * engine of 1d970ac), without looking at the engine's vocabulary lists, run once and committed with
 * that first run. Written as other visitors (a nurse in Barrie, a couple in Kitchener, a retiree in
 * Kingston, a trucker in Thunder Bay, newcomers in Mississauga, French speakers in Ottawa and
 * Hearst), typed the way Ontario visitors type: typos, numbers in every shape, follow-up pairs,
 * French, two things in one message, long messages with the question at the end, advice asked,
 * numbers whose words say what they are (a gift, an inheritance, a balance owed, a home's worth, an
 * income), concepts next to mortgages the knowledge base does not cover and off-topic questions.
 * Same expectations and fixture as held-out.ts; figures from shared/finance with each question's
 * numbers (where it gives none, the engine's documented assumptions: 25 years, monthly). A clarifying
 * reply is judged by evaluate.ts's rule.
 * Never tuned on: a change made to pass one of these makes it a tuning set.
 */
import type { ConversationCase } from './held-out'

export const S45_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Payments ------------------------------------------------------------------------------------
  { turns: ['payment on 515k at 4.19'], expect: { entry: 'payment', figures: [2762.31] } },
  { turns: ['whats my monthly if i borrow 1.1m at 3.79 for 30 yrs'], expect: { entry: 'payment', figures: [5100.78] } },
  { turns: ['$615,000 mortgage, 4.65%, bi weekly'], expect: { entry: 'payment', figures: [1593.12] } },
  { turns: ['weekly pmt 288k at 5.1 20yrs'], expect: { entry: 'payment', figures: [439.62] } },
  {
    turns: ['house in barrie 640k, putting 64k down, 4.49 rate, monthly?'],
    expect: { entry: 'payment', figures: [3283.53] },
  },
  { turns: ['if we put 25% down on 880k at 4.05 whats the payment'], expect: { entry: 'payment', figures: [3489.65] } },
  { turns: ['accelerated biweekly on 420 thousand @ 3.99'], expect: { entry: 'payment', figures: [1103.51] } },
  { turns: ['how much a month for a 750k loan at 5.25 percent'], expect: { entry: 'payment', figures: [4469.39] } },
  { turns: ['semi monthly payments on 333,000 at 4.4% 15 year'], expect: { entry: 'payment', figures: [1260.71] } },
  {
    turns: ['mortgage 1.35 million 4.15 30 year am monthly payment'],
    expect: { entry: 'payment', figures: [6534.59] },
  },
  { turns: ['whats the paymnet on 350k at 4.6'], expect: { entry: 'payment', figures: [1956.66] } },
  { turns: ['monthly on 2.1m at 4.4'], expect: { entry: 'payment', figures: [11506.47] } },
  {
    turns: ['payment with cmhc on 450k 5% down at 4.2'],
    expect: { entry: ['payment', 'default-insurance'], figures: [2387.14] },
  },
  {
    turns: ['we have 80k down and the house is 520k, monthly payment at 4.35?'],
    expect: { entry: 'payment', figures: [2465.89] },
  },
  // ---- Follow-ups ------------------------------------------------------------------------------------
  { turns: ['payment on 515k at 4.19', 'what if 30 years instead'], expect: { entry: 'payment', figures: [2504.6] } },
  { turns: ['payment on 515k at 4.19', 'and biweekly'], expect: { entry: 'payment', figures: [1273.73] } },
  {
    turns: ['monthly on 480k at 4.5', 'what if rates drop half a percent'],
    expect: { entry: 'payment', figures: [2524.9] },
  },
  {
    turns: ['min down on 720k', 'what would cmhc be on that'],
    expect: { entry: 'default-insurance', figures: [26920] },
  },
  {
    turns: ['land transfer tax on 690k in ottawa', 'and if im a first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [6275] },
  },
  {
    turns: ['land transfer tax 900k toronto', 'first time buyer?'],
    expect: { entry: 'land-transfer-tax', figures: [20475] },
  },
  {
    turns: ['how much is the stress test rate on 4.69', 'and on 3.2?'],
    expect: { entry: 'stress-test', figures: [5.25] },
  },
  { turns: ['payment 600k 4.3', 'ok now with 20 year amortization'], expect: { entry: 'payment', figures: [3719.24] } },
  {
    turns: ['cmhc on 560k with 5% down', 'what about 10% down'],
    expect: { entry: 'default-insurance', figures: [15624] },
  },
  {
    turns: ['whats the monthly on 395k at 4.84', 'how about at 4.24'],
    expect: { entry: 'payment', figures: [2129.49] },
  },
  { turns: ['what is a heloc', 'how much can i borrow with one'], expect: { entry: ['heloc', 'refinance', 'agent'] } },
  { turns: ['what is the fhsa', 'can my husband open one too'], expect: { entry: 'fhsa' } },
  {
    turns: ['home worth 850k owe 410k how much can i take out', 'what if it appraises at 800k'],
    expect: { entry: 'refinance', figures: [230000] },
  },
  { turns: ['min down payment for 1.7m', 'and 1.2m?'], expect: { entry: 'down-payment', figures: [95000] } },
  {
    turns: ['payment on 700k house with 35k down at 4.1', 'and with 140k down'],
    expect: { entry: 'payment', figures: [2976.15] },
  },
  // ---- Computations ----------------------------------------------------------------------------------
  { turns: ['cmhc premium on a 475k condo 8% down'], expect: { entry: 'default-insurance', figures: [17480] } },
  { turns: ['default insurance 1.05m house 100k down'], expect: { entry: 'default-insurance', figures: [38000] } },
  { turns: ['ltt on 1.25m in toronto'], expect: { entry: 'land-transfer-tax', figures: [42950] } },
  {
    turns: ['how much land transfer on a 520,000 place in hamilton first time'],
    expect: { entry: 'land-transfer-tax', figures: [2875] },
  },
  { turns: ['is 30k enough down for a 590k house'], expect: { entry: 'down-payment', figures: [34000] } },
  { turns: ['can i put 5% down on 780k'], expect: { entry: 'down-payment', figures: [53000] } },
  { turns: ['minimum down 455k'], expect: { entry: 'down-payment', figures: [22750] } },
  { turns: ['minimun downpaymnt 525k'], expect: { entry: 'down-payment', figures: [27500] } },
  { turns: ['qualifying rate if my rate is 4.09'], expect: { entry: 'stress-test', figures: [6.09] } },
  { turns: ['stress test for 2.99%'], expect: { entry: 'stress-test', figures: [5.25] } },
  {
    turns: ['house is worth 720k and i owe 300k, how much equity can i get'],
    expect: { entry: 'refinance', figures: [276000] },
  },
  { turns: ['home equity: worth 1.3m, mortgage 700k'], expect: { entry: ['refinance', 'heloc'], figures: [340000] } },
  {
    turns: ['we make 110k and 65k, car loan 450/mo, how much house can we afford'],
    expect: { entry: 'affordability' },
  },
  { turns: ['single income 72k no debts how much can i borrow'], expect: { entry: 'affordability' } },
  { turns: ['closing costs on 650k in mississauga'], expect: { entry: 'closing-costs' } },
  {
    turns: ['penalty to break 380k mortgage at 5.1% variable'],
    expect: { entry: 'breaking-penalty', figures: [4845] },
  },
  {
    turns: ['my balance is 290k at 4.8 variable, 14 months left, whats the penalty'],
    expect: { entry: 'breaking-penalty', figures: [3480] },
  },
  {
    turns: ['first-time buyer land transfer rebate 400k toronto'],
    expect: { entry: 'land-transfer-tax', figures: [475] },
  },
  {
    turns: ['how much is insurance if i put down 15% on 620k'],
    expect: { entry: 'default-insurance', figures: [14756] },
  },
  { turns: ['cmhc insurence 6% down 410k'], expect: { entry: 'default-insurance', figures: [15416] } },
  // ---- Numbers whose words say what they are -----------------------------------------------------------
  { turns: ['my parents are gifting 40k, can i use that as a down payment'], expect: { entry: 'gifted-down-payment' } },
  {
    turns: ['aunt is giving me 20k toward a 450k condo, is that enough for the down'],
    expect: { entry: ['down-payment', 'gifted-down-payment'] },
  },
  {
    turns: ['we earn 130k combined, looking at 700k homes, is that realistic'],
    expect: { entry: ['affordability', 'approval-odds', 'agent'] },
  },
  {
    turns: ['i owe 15k on credit cards, can i still get a mortgage'],
    expect: {
      entry: ['debt-consolidation', 'approval-odds', 'credit-score', 'qualifying-income', 'affordability', 'agent'],
    },
  },
  { turns: ['i have 60k saved and make 85k, what price range'], expect: { entry: 'affordability' } },
  {
    turns: ['my house is paid off, worth 600k, can i borrow against it'],
    expect: { entry: ['heloc', 'refinance', 'reverse-mortgage'] },
  },
  { turns: ['got a 10k bonus, should i put it on the mortgage'], expect: { entry: ['prepayment', 'agent'] } },
  {
    turns: ['inheritance of 100k, can i use it for the down payment on an 800k house'],
    expect: { entry: ['down-payment', 'gifted-down-payment'] },
  },
  {
    turns: ['my wife makes 4,200 a month and i make 5,000, how much can we borrow'],
    expect: { entry: 'affordability' },
  },
  {
    turns: ['owe 340k, renewing in 3 months, how much would my payment be at 4.1'],
    expect: { entry: ['payment', 'renewal'] },
  },
  // ---- Knowledge, in visitors' words --------------------------------------------------------------------
  { turns: ['whats the diff between open and closed mortgage'], expect: { entry: 'open-vs-closed' } },
  { turns: ['how long can the bank hold my rate for'], expect: { entry: 'rate-hold' } },
  { turns: ['im self employed 2 yrs, can i get a mortgage'], expect: { entry: 'self-employed' } },
  { turns: ['what papers do i need to get preapproved'], expect: { entry: ['documents', 'pre-approval'] } },
  { turns: ['whats a collateral mortgage'], expect: { entry: 'collateral-charge' } },
  { turns: ['can i take my mortgage with me if i move'], expect: { entry: 'porting' } },
  { turns: ['switch lenders at renewal, any cost?'], expect: { entry: ['switching', 'renewal'] } },
  { turns: ['new to canada on a work permit, can i buy'], expect: { entry: 'newcomers' } },
  { turns: ['im not a resident, can i buy a condo in toronto'], expect: { entry: 'foreign-buyers' } },
  { turns: ['buying a duplex to rent out one side'], expect: { entry: 'rental-property' } },
  { turns: ['how do condo fees affect what i qualify for'], expect: { entry: ['condo', 'affordability'] } },
  {
    turns: ['need money for a new kitchen, options?'],
    expect: { entry: ['renovation-financing', 'heloc', 'refinance'] },
  },
  {
    turns: ['bought the new house before selling the old one, need money in between'],
    expect: { entry: 'bridge-financing' },
  },
  { turns: ['cottage up north as a second property'], expect: { entry: ['second-home', 'rural-land'] } },
  { turns: ['missed my mortgage payment last week what happens'], expect: { entry: 'missed-payments' } },
  { turns: ['should i get mortgage life insurance from the bank'], expect: { entry: ['creditor-insurance', 'agent'] } },
  { turns: ['my dad wants to cosign for me'], expect: { entry: 'co-signer' } },
  { turns: ['getting divorced, how do i buy out my ex'], expect: { entry: 'separation' } },
  { turns: ['rent to own programs ontario'], expect: { entry: 'rent-to-own' } },
  { turns: ['can i take over the sellers mortgage'], expect: { entry: 'assumable' } },
  { turns: ['buying 10 acres with a well and septic'], expect: { entry: 'rural-land' } },
  { turns: ['what if the appraisal comes in low'], expect: { entry: 'appraisal-gap' } },
  { turns: ['cash back mortgage worth it?'], expect: { entry: ['cash-back', 'agent'] } },
  { turns: ['can i skip a payment in december'], expect: { entry: 'skip-payment' } },
  { turns: ['what conditions should i put in my offer'], expect: { entry: 'offer-conditions' } },
  { turns: ['buying a preconstruction townhouse, when do i need the mortgage'], expect: { entry: 'new-build' } },
  { turns: ['what is a 2nd mortgage'], expect: { entry: 'second-mortgage' } },
  { turns: ['are property taxes included in the payment'], expect: { entry: 'property-tax' } },
  { turns: ['what happens on closing day'], expect: { entry: 'closing-day' } },
  { turns: ['rrsp home buyers plan how much can i take'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['bank said no, what about b lenders'], expect: { entry: 'alternative-lenders' } },
  { turns: ['credit score 620 enough?'], expect: { entry: ['credit-score', 'approval-odds', 'agent'] } },
  { turns: ['amortization vs term whats the difference'], expect: { entry: ['amortization', 'term'] } },
  { turns: ['why use a mortgage broker instead of my bank'], expect: { entry: 'broker' } },
  { turns: ['reverse mortgage for my parents who are 70'], expect: { entry: 'reverse-mortgage' } },
  { turns: ['consolidate my car loan and credit cards into my mortgage'], expect: { entry: 'debt-consolidation' } },
  { turns: ['what does loan to value mean'], expect: { entry: 'loan-to-value' } },
  { turns: ['does paying biweekly instead of monthly save interest'], expect: { entry: 'payment-frequency' } },
  { turns: ['morgage pre aproval how long'], expect: { entry: ['pre-approval', 'rate-hold'] } },
  { turns: ['refinanse my house to pay debts'], expect: { entry: ['refinance', 'debt-consolidation'] } },
  { turns: ['varible vs fixd'], expect: { entry: ['fixed-vs-variable', 'agent'] } },
  { turns: ['closeing costs ontario'], expect: { entry: 'closing-costs' } },
  { turns: ['frist time home buyer incentives'], expect: { entry: ['first-time-buyer', 'fhsa', 'home-buyers-plan'] } },
  // ---- Rates -----------------------------------------------------------------------------------------
  { turns: ['best 5 yr fixed right now'], expect: { entry: 'rates' } },
  { turns: ['variable rates today'], expect: { entry: 'rates' } },
  { turns: ['rates in alberta'], expect: { entry: 'rates' } },
  { turns: ['whats your 3 year fixed rate'], expect: { entry: 'rates' } },
  { turns: ['lock in now or wait for rates to drop?'], expect: { entry: ['fixed-vs-variable', 'agent'] } },
  // ---- Long messages, the question at the end -----------------------------------------------------------
  {
    turns: [
      'hi there, my husband and i have been renting in kitchener for six years and we finally saved about 45k, we both work full time and our landlord is selling so we need to figure things out soon, what is the minimum down payment on a 600k house',
    ],
    expect: { entry: 'down-payment', figures: [35000] },
  },
  {
    turns: [
      'so we bought our place in 2021 at a really low rate and now the renewal is coming up in the spring and the payment is going to jump a lot, we are stressed about it. can we stretch the amortization to lower the payment?',
    ],
    expect: { entry: ['amortization', 'renewal', 'agent'] },
  },
  {
    turns: [
      'Good evening. I work as a nurse in Barrie and have been saving for a while. I have a car loan of about 380 a month and a student loan too. Does my student loan count against me when qualifying?',
    ],
    expect: { entry: ['affordability', 'qualifying-income', 'agent'] },
  },
  {
    turns: [
      'we found a place we love, offer accepted yesterday for 735k, closing in 60 days, the lawyer asked us about title insurance and other fees, how much should we budget for closing costs',
    ],
    expect: { entry: 'closing-costs' },
  },
  {
    turns: [
      'my mortgage is with td, 5 year fixed at 5.89 signed in 2023, rates are lower now and i was wondering if it makes sense to break it early and what the penalty would look like',
    ],
    expect: { entry: ['breaking-penalty', 'agent'] },
  },
  {
    turns: [
      'Been with my bank for 20 years, they offered me 4.59 for renewal, that seems high compared to what I see online, can I shop around?',
    ],
    expect: { entry: ['switching', 'renewal', 'agent'] },
  },
  // ---- Two things in one message ------------------------------------------------------------------------
  {
    turns: ['what is min down for 650k and how much is cmhc'],
    expect: { entry: ['down-payment', 'default-insurance'] },
  },
  {
    turns: ['land transfer tax and closing costs on 560k in kingston'],
    expect: { entry: ['closing-costs', 'land-transfer-tax'] },
  },
  { turns: ['fixed or variable and how long of a term'], expect: { entry: ['fixed-vs-variable', 'term', 'agent'] } },
  {
    turns: ['can i use my fhsa and rrsp together for my first home'],
    expect: { entry: ['fhsa', 'home-buyers-plan', 'first-time-buyer'] },
  },
  {
    turns: ['preapproval - how long is it good for and does it hurt my credit'],
    expect: { entry: ['pre-approval', 'credit-score', 'rate-hold'] },
  },
  // ---- French ------------------------------------------------------------------------------------------
  { turns: ['paiement mensuel sur 400 000 $ à 4,25 %'], expect: { entry: 'payment', figures: [2158.64], lang: 'fr' } },
  {
    turns: ['mise de fonds minimum pour une maison de 750 000 $'],
    expect: { entry: 'down-payment', figures: [50000], lang: 'fr' },
  },
  {
    turns: ['droits de mutation pour une maison de 550 000 $ en Ontario'],
    expect: { entry: 'land-transfer-tax', figures: [7475], lang: 'fr' },
  },
  { turns: ['c’est quoi une marge de crédit hypothécaire'], expect: { entry: 'heloc', lang: 'fr' } },
  {
    turns: ['je suis nouvel arrivant au Canada, puis-je acheter une maison?'],
    expect: { entry: 'newcomers', lang: 'fr' },
  },
  { turns: ['combien je peux emprunter avec un salaire de 80 000 $'], expect: { entry: 'affordability', lang: 'fr' } },
  { turns: ['taux fixe ou variable?'], expect: { entry: ['fixed-vs-variable', 'agent'], lang: 'fr' } },
  { turns: ['pénalité pour rompre mon hypothèque'], expect: { entry: 'breaking-penalty', lang: 'fr' } },
  {
    turns: ['assurance SCHL sur 500 000 $ avec 25 000 $ de mise de fonds'],
    expect: { entry: 'default-insurance', figures: [19000], lang: 'fr' },
  },
  { turns: ['quels sont vos taux aujourd’hui'], expect: { entry: 'rates', lang: 'fr' } },
  // ---- A person, the brokerage -------------------------------------------------------------------------
  { turns: ['can i talk to a real person'], expect: { entry: ['talk-to-agent', 'contact-us', 'agent'] } },
  { turns: ['do you have brokers in thunder bay'], expect: { entry: ['find-agent', 'agent'] } },
  { turns: ['i want to become a mortgage agent, do you hire'], expect: { entry: 'become-agent' } },
  { turns: ['whats your phone number'], expect: { entry: ['contact-us', 'agent'] } },
  {
    turns: ['will i get approved with a consumer proposal from 2022'],
    expect: { entry: ['approval-odds', 'alternative-lenders', 'credit-score', 'agent'] },
  },
  {
    turns: ['my ex wont sign the papers, can i sell without him'],
    expect: { entry: ['legal-advice', 'separation', 'agent'] },
  },
  // ---- Next to mortgages, not covered --------------------------------------------------------------------
  { turns: ['can i get a mortgage on a mobile home in a trailer park'], expect: { entry: ['none', 'agent'] } },
  { turns: ['loan to buy a laundromat'], expect: { entry: ['none', 'agent'] } },
  { turns: ['how do i finance a car'], expect: { entry: ['none', 'agent'] } },
  { turns: ['mortgage on a condo in florida'], expect: { entry: ['none', 'agent'] } },
  { turns: ['student line of credit for med school'], expect: { entry: ['none', 'agent'] } },
  { turns: ['do you do equipment leasing'], expect: { entry: ['none', 'agent'] } },
  // ---- Off topic ---------------------------------------------------------------------------------------
  { turns: ['whats the weather in kingston tomorrow'], expect: { entry: 'none' } },
  { turns: ['recommend a good pizza place'], expect: { entry: 'none' } },
  { turns: ['how do i file my taxes'], expect: { entry: 'none' } },
  { turns: ['translate hello into spanish'], expect: { entry: 'none' } },
  { turns: ['who is the prime minister'], expect: { entry: 'none' } },
]
