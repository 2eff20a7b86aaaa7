/**
 * Held-out set s50a: written on 2026-11-29 by an independent writer (a helper session) who never
 * read the engine's source, never saw another held-out, diagnostic or tuning set's conversations,
 * and never ran the engine on any of these messages. Only the chat README, the `ConversationCase`
 * format, `judgeConversation`, the evaluation fixture, the knowledge base's ids and titles, the
 * header comments of s48a and s49a and `shared/finance` were read.
 *
 * Every expected figure was computed with `shared/finance` (mortgagePayment, insurancePremium,
 * minimumDownPayment, landTransferTax, closingCosts, qualifyingRate, affordability,
 * refinanceEquity, prepaymentPenalty) on EVALUATION_AS_OF with the rates of ./fixture.ts (Ontario
 * 5-year fixed 3.68 % insured, 3.89 % conventional, variable 3.85 % and 4.06 %; the other
 * provinces' rows where a province is named), and each was checked a second time against formulas
 * written apart from shared/finance (the payment's closed form, the brackets, the premium table,
 * the 32 % / 40 % limit searched for the price the down payment allows). Where a message leaves
 * something out, the README's documented assumptions were used: a 25-year amortization, monthly
 * payments, Ontario, today's lowest 5-year fixed of the kind the down payment fits, the premium
 * added to the loan under 20 % down, the typical closing fees, not a first-time buyer unless
 * said. Affordability figures are the comfortable limit (32 % / 40 %) capped by the down payment,
 * only where the message gives a rate. Penalties take the comparison rate the visitor gives as
 * the lender's rate today for the time left; a fixed rate's penalty is the larger of three months'
 * interest and the differential (both kinds of case are here); a variable rate's is three months.
 * A change of prime moves the variable rate by that much (payments at semi-annual compounding).
 *
 * The emphasis is on owners and movers and on how people really type: selling and buying
 * (porting, bridge financing, blend-and-extend), rentals and investment condos, cottages,
 * self-employed and commission income, separation buyouts, retirees (reverse mortgages, pensions,
 * downsizing), HELOCs and debt consolidation, B and private lenders after a consumer proposal,
 * lump sums and prepayment privileges, breaking a fixed term (three months' interest and the
 * differential), switching at maturity, 30-year insured amortizations for first-time buyers and
 * new builds, the insured ceiling near $1.5M, variable payments when prime moves. Typing: one or
 * two words, long stories with many numbers and one question, voice-to-text run-ons, heavy typos,
 * mixed units (2.5k a month, $85,000/yr, 120 grand, one point two mil, $4,200/mo), a number then
 * its correction, follow-ups that change one value. Mix of the 180: 64 computations,
 * 30 follow-ups (28 of two turns, 2 of three), 16 rates questions, 41 knowledge questions,
 * 12 French, 17 out of scope, advice or hand-over; 31 conversations have more than one turn,
 * about 10 messages ask two things at once, 111 cases check figures, 7 check a wrong default's
 * figure is absent. Run once by the coordinator; never tune on it.
 */

import type { ConversationCase } from './held-out'

export const S50A_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Computations: payments, premiums, minimum down, taxes, closing, stress test, affordability, equity, penalties
  { turns: ['paymnt on 650k at 4.5% 25yrs'], expect: { entry: 'payment', figures: [3597.57] } },
  {
    turns: ['whats monthly on a $1.2m mortgage at 3 point 89 over 30 yrs'],
    expect: { entry: 'payment', figures: [5631.76] },
  },
  { turns: ['biweekly pmt 1,150,000 @ 4.14 25 years'], expect: { entry: 'payment', figures: [2829.78] } },
  { turns: ['half a mil mortgage at 5 how much a month'], expect: { entry: 'payment', figures: [2908.02] } },
  {
    turns: ['seven hundred thousand at four point two nine for 25 years weekly payments'],
    expect: { entry: 'payment', figures: [874.12] },
  },
  { turns: ['accelerated bi weekly on 540k at 3.94'], expect: { entry: 'payment', figures: [1411.49] } },
  { turns: ['semi monthly payment 385000 4.75 20yrs'], expect: { entry: 'payment', figures: [1237.9] } },
  {
    turns: ['if i still owe 312k at 4.09 with 18 years left whats my payment'],
    expect: { entry: ['payment', 'renewal'], figures: [2037.59] },
  },
  {
    turns: ['mortgage 825k 25 yr amortization rate 4.39 monthly and biweekly?'],
    expect: { entry: 'payment', figures: [4515.84, 2082.2] },
  },
  { turns: ['one point two mil at 4.19 accelerated weekly'], expect: { entry: 'payment', figures: [1609.11] } },
  { turns: ['how much per mnth on 420 grand at 5.09 25yrs'], expect: { entry: 'payment', figures: [2464.3] } },
  {
    turns: ['we are buying for 780k with 156k down what would payments be at 4.24'],
    expect: { entry: 'payment', figures: [3364.05] },
  },
  // no rate: insured 5-year fixed, premium added
  { turns: ['price 615000 10% down, payment?'], expect: { entry: 'payment', figures: [2903.61] } },
  { turns: ['weekly on 275,000 @ 5.15 20 yr'], expect: { entry: 'payment', figures: [421.49] } },
  {
    turns: ['payment on 530k at 4.4 for 30 years sorry i meant 25 years'],
    expect: { entry: 'payment', figures: [2904.01], notFigures: [2641.59] },
  },
  {
    turns: ['my budget is like 2.5k a month, whats the payment on a 400k mortgage at 4.7'],
    expect: { entry: 'payment', figures: [2258.58] },
  },
  {
    turns: ['investment condo 640k 20% down at 4.29 whats the monthly payment'],
    expect: { entry: 'payment', figures: [2774.32] },
  },
  // 30-year insured: premium with the surcharge
  {
    turns: ['first time buyer 30 year amortization 600k house putting 35k down at 3.68 monthly payment'],
    expect: { entry: 'payment', figures: [2693.9] },
  },
  {
    turns: ['variable at 4.06 on 575k if prime goes up a quarter point whats the new payment'],
    expect: { entry: 'payment', figures: [3122.02] },
  },
  {
    turns: ['my variable is 3.85 on 480k with 22 yrs left, prime drops 0.5 what would my payment be'],
    expect: { entry: 'payment', figures: [2566.41] },
  },
  {
    turns: ['renewing, 365k left on 19 years amortization they offer 4.44 what will the payment be'],
    expect: { entry: ['payment', 'renewal'], figures: [2364.88] },
  },
  {
    turns: ['at maturity i owe 248k 15 yrs left on the amortization, another lender offers 3.99, monthly payment?'],
    expect: { entry: ['payment', 'renewal', 'switching'], figures: [1829.12] },
  },
  {
    turns: ['mortgage payment 1,480,000 home 300k down 4.09 25 years'],
    expect: { entry: 'payment', figures: [6264.74] },
  },
  { turns: ['cmhc on 489k 5% down'], expect: { entry: 'default-insurance', figures: [18582] } },
  {
    turns: ['insurance cost if i put 10 percent on 720,000'],
    expect: { entry: 'default-insurance', figures: [20088] },
  },
  { turns: ['default insurance 1.45m house 150k down'], expect: { entry: 'default-insurance', figures: [40300] } },
  {
    turns: ['cmhc premium with 15% down on 560k, 30 yr amortization, first time buyer'],
    expect: { entry: 'default-insurance', figures: [14280] },
  },
  {
    turns: ['mortgage insurance on a 900k new build with 100k down and 30 years'],
    expect: { entry: 'default-insurance', figures: [26400] },
  },
  // two asked: the premium shows in both answers
  {
    turns: ['cmhc insurance and payment on 680k with 8% down'],
    expect: { entry: ['default-insurance', 'payment'], figures: [25024] },
  },
  { turns: ['min down for 1.49m'], expect: { entry: 'down-payment', figures: [124000] } },
  { turns: ['minimum down payment on a $1,500,000 home'], expect: { entry: 'down-payment', figures: [300000] } },
  { turns: ['how much do i need down for 835k'], expect: { entry: 'down-payment', figures: [58500] } },
  { turns: ['least i can put down on 499,900'], expect: { entry: 'down-payment', figures: [24995] } },
  { turns: ['land transfer tax on 1.1m in toronto'], expect: { entry: 'land-transfer-tax', figures: [36950] } },
  {
    turns: ['ltt for 740k in ottawa first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [7275], notFigures: [14075] },
  },
  { turns: ['land transfer tax 2.3 million toronto'], expect: { entry: 'land-transfer-tax', figures: [87950] } },
  {
    turns: ['ltt hamilton 615k not first time'],
    expect: { entry: 'land-transfer-tax', figures: [8775], notFigures: [17550, 4775] },
  },
  {
    turns: ['how much ltt in toronto on 899k we are both first time buyers'],
    expect: { entry: 'land-transfer-tax', figures: [20435] },
  },
  {
    turns: ['closing costs total for 725k in mississauga 10% down first time buyer'],
    expect: { entry: 'closing-costs', figures: [11843.2] },
  },
  { turns: ['total closing costs 1.05m toronto 20% down'], expect: { entry: 'closing-costs', figures: [38200] } },
  {
    turns: ['what will closing cost me all in, 560k in barrie with 35k down, not a first time buyer'],
    expect: { entry: 'closing-costs', figures: [12605] },
  },
  { turns: ['qualifying rate if my rate is 3.94'], expect: { entry: 'stress-test', figures: [5.94] } },
  { turns: ['stres test at 3.1'], expect: { entry: 'stress-test', figures: [5.25] } },
  {
    turns: ['what rate do i get stress tested at with 4.49 5yr fixed'],
    expect: { entry: 'stress-test', figures: [6.49] },
  },
  {
    turns: ['i make 95k a yr, 60k down, rate 4.2, how much house can i afford'],
    expect: { entry: 'affordability', figures: [517641] },
  },
  {
    turns: ['$85,000/yr and my wife 62k, 120 grand saved for down, at 3.89 what can we afford'],
    expect: { entry: 'affordability', figures: [851075.36] },
  },
  {
    turns: ['income 140k car payment 650/mo 200k down 4.14 max price i can afford?'],
    expect: { entry: 'affordability', figures: [899600.88] },
  },
  {
    turns: [
      'condo fees 550 a month and property tax 3200 a year, i earn 110k with 90k down at 4.05, what can i afford',
    ],
    expect: { entry: 'affordability', figures: [479422.06] },
  },
  {
    turns: [
      'retired, pensions total 78k a year, 300k down from selling our house, rate 3.89, what price can we afford',
    ],
    expect: { entry: 'affordability', figures: [699942.98] },
  },
  {
    turns: ['heating 120/mo taxes 4,800/yr income 125k down 100k rate 4.3 how much can i afford'],
    expect: { entry: 'affordability', figures: [604545.89] },
  },
  {
    turns: ['combined 118k, car loan 450 a month, 70k saved for down, at 4.09 how much can we afford'],
    expect: { entry: 'affordability', figures: [644870.26] },
  },
  { turns: ['home worth 850k owe 410k how much can i refinance'], expect: { entry: 'refinance', figures: [270000] } },
  {
    turns: ['house appraised 1.2m mortgage 530k, how much equity can i pull out at 80%'],
    expect: { entry: 'refinance', figures: [430000] },
  },
  {
    turns: ['rental condo worth 610k balance 395k, refinance to take cash out how much can i get'],
    expect: { entry: 'refinance', figures: [93000] },
  },
  {
    turns: ['want to consolidate 45k of debt into the mortgage, house is 700k we owe 480k how much room is there'],
    expect: { entry: 'refinance', figures: [80000] },
  },
  {
    turns: [
      'long story, bought in 2019 for 520k now worth about 790k, owe 401k at 2.79 renewing in march, kids in school, how much can i take out if i refinance',
    ],
    expect: { entry: 'refinance', figures: [231000] },
  },
  { turns: ['penalty to break my variable 3.85 owing 420k'], expect: { entry: 'breaking-penalty', figures: [4042.5] } },
  // IRD the larger
  {
    turns: ['break fixed 5.29, 380k left, 20 months remaining, lenders 2yr rate now 4.39'],
    expect: { entry: 'breaking-penalty', figures: [5700] },
  },
  { turns: ['whats 3 months interest on 515k at 4.79'], expect: { entry: 'breaking-penalty', figures: [6167.13] } },
  // three months the larger
  {
    turns: ['fixed at 4.09 owe 290k 30 months left current 3 year rate 3.94 what would the penalty be'],
    expect: { entry: 'breaking-penalty', figures: [2965.25] },
  },
  // three months the larger
  {
    turns: [
      'selling my house, 2 yrs left on a 5yr fixed at 5.49, balance 610k, lenders 2 year is 4.89 right now what penalty',
    ],
    expect: { entry: 'breaking-penalty', figures: [8372.25] },
  },
  // IRD the larger
  {
    turns: ['ird penalty: 455k at 5.64 fixed 26 months to go, todays 2 year rate 4.14'],
    expect: { entry: 'breaking-penalty', figures: [14787.5] },
  },
  // voice to text
  {
    turns: [
      'so we are thinking of selling our place in whitby and buying something bigger for around one point one million and we would have about 300 thousand down from the sale what would the monthly payment be at 4.19',
    ],
    expect: { entry: 'payment', figures: [4290.97] },
  },
  {
    turns: [
      'we pay $4,200/mo right now, 790k left at 4.9 with 22 years left on the amortization, what would the payment be at 3.99',
    ],
    expect: { entry: ['payment', 'renewal'], figures: [4486.3] },
  },

  // ---- Follow-ups (two or three turns): one value changed, a correction, a topic pressed further
  { turns: ['payment on 600k at 4.5', 'what about 30 years'], expect: { entry: 'payment', figures: [3025.29] } },
  { turns: ['monthly on 725k 3.89 25yrs', 'and biweekly?'], expect: { entry: 'payment', figures: [1738.74] } },
  {
    turns: ['ltt on 950k in toronto', 'what if im a first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [22475] },
  },
  {
    turns: ['ltt 950k toronto', 'and if it was in oakville instead'],
    expect: { entry: 'land-transfer-tax', figures: [15475], notFigures: [30950] },
  },
  { turns: ['min down on 780k', 'and for 1.2m'], expect: { entry: 'down-payment', figures: [95000] } },
  {
    turns: ['cmhc on 550k 10% down', 'what if i put 15 percent'],
    expect: { entry: 'default-insurance', figures: [13090] },
  },
  {
    turns: ['penalty on 400k variable at 4.1', 'its actually 450k'],
    expect: { entry: 'breaking-penalty', figures: [4612.5] },
  },
  {
    turns: ['whats my payment 480k at 4.79', 'sorry i meant 4.29'],
    expect: { entry: 'payment', figures: [2600.92], notFigures: [2734.6] },
  },
  {
    turns: ['refinance house worth 900k owe 500k', 'what if it appraises at 850'],
    expect: { entry: 'refinance', figures: [180000] },
  },
  {
    turns: ['afford 105k income 80k down 4.2%', 'my wife makes 55k too'],
    expect: { entry: 'affordability', figures: [844093.54] },
  },
  { turns: ['payment 850k at 4.14', 'and if rates go up 1%'], expect: { entry: 'payment', figures: [5011.6] } },
  {
    turns: ['closing costs on 680k in london ont 20% down', 'first time buyer btw'],
    expect: { entry: 'closing-costs', figures: [9325] },
  },
  {
    turns: ['hi', 'how much would 410k cost monthly at 4.65', 'accelerated biweekly?'],
    expect: { entry: 'payment', figures: [1151.78] },
  },
  { turns: ['payment on 1.3m 25 yrs 4.34', 'ok what about 1.1m'], expect: { entry: 'payment', figures: [5990.74] } },
  { turns: ['whats the 5 year fixed', 'payment on 450k with that'], expect: { entry: 'payment', figures: [2289.68] } },
  {
    turns: ['afford 92k salary 40k down at 4.44', 'what about at 3.99'],
    expect: { entry: 'affordability', figures: [488918.89] },
  },
  // IRD the larger
  {
    turns: ['3 months interest penalty 330k at 5.05 fixed', 'lenders 2 yr rate is 4.25 and i have 22 months left'],
    expect: { entry: 'breaking-penalty', figures: [4840] },
  },
  {
    turns: ['renewal 298k 20 yrs left offer 4.59', 'other bank offering 4.19 what would that payment be'],
    expect: { entry: ['payment', 'renewal', 'switching'], figures: [1830.08] },
  },
  { turns: ['payment 560k at 4.04', 'weekly', 'and semi monthly'], expect: { entry: 'payment', figures: [1477.7] } },
  { turns: ['min down for 1.1 mil', 'and the cmhc on that'], expect: { entry: 'default-insurance', figures: [40600] } },
  { turns: ['payment on 700k at 4.5 for 25 yrs', '30?'], expect: { entry: 'payment', figures: [3529.51] } },
  {
    turns: ['payment on 380k at 3.94 3 yr fixed 25 year', 'how about the 5 yr at 3.68'],
    expect: { entry: 'payment', figures: [1933.51] },
  },
  {
    turns: ['closing costs toronto 1.2m 240k down first time buyer', 'what if its in vaughan'],
    expect: { entry: 'closing-costs', figures: [19725], notFigures: [35725] },
  },
  {
    turns: ['how much can i afford income 150k, 250k down, rate 4.09, property tax 6k a year', 'and condo fees 400/mo'],
    expect: { entry: 'affordability', figures: [833902.56] },
  },
  {
    turns: ['variable payment on 620k at 4.06', 'prime drops half a point'],
    expect: { entry: 'payment', figures: [3115.14] },
  },
  { turns: ['can i port my mortgage to a new house', 'what if the new one costs more'], expect: { entry: 'porting' } },
  { turns: ['what is a heloc', 'how much can i get with one'], expect: { entry: 'heloc' } },
  { turns: ['prepayment privileges', 'how much can i put down extra per year'], expect: { entry: 'prepayment' } },
  { turns: ['reverse mortgage?', 'is there an age limit'], expect: { entry: 'reverse-mortgage' } },
  { turns: ['bridge financing how does it work', 'how long can it be for'], expect: { entry: 'bridge-financing' } },

  // ---- Rates: Ontario and other provinces, insured and conventional, fixed and variable, each term
  { turns: ['rates?'], expect: { entry: 'rates', figures: [3.68] } },
  { turns: ['5yr fixed ontario'], expect: { entry: 'rates', figures: [3.68, 3.89] } },
  { turns: ['best variable rate rn'], expect: { entry: 'rates', figures: [3.85] } },
  { turns: ['whats ur 3 year fixed'], expect: { entry: 'rates', figures: [3.94] } },
  { turns: ['alberta 5 year fixed rates'], expect: { entry: 'rates', figures: [3.74, 3.95], notFigures: [3.89] } },
  { turns: ['rates in bc for a conventional 5yr fixed'], expect: { entry: 'rates', figures: [3.92] } },
  { turns: ['quebec variable'], expect: { entry: 'rates', figures: [3.93] } },
  { turns: ['nova scotia 5 yr rate'], expect: { entry: 'rates', figures: [3.78] } },
  { turns: ['insured vs uninsured 5 year rates'], expect: { entry: 'rates', figures: [3.68, 3.89] } },
  { turns: ['1 yr fixed rate?'], expect: { entry: 'rates', figures: [4.89] } },
  { turns: ['7 year fixed'], expect: { entry: 'rates', figures: [4.29] } },
  { turns: ['what are rates looking like for a rental 20% down'], expect: { entry: ['rates', 'rental-property'] } },
  { turns: ['manitoba rates'], expect: { entry: 'rates', figures: [3.78] } },
  { turns: ['rate for my renewal 5yr fixed conventional'], expect: { entry: 'rates', figures: [3.89] } },
  { turns: ['todays 5 year variable vs fixed rates'], expect: { entry: 'rates', figures: [3.68, 3.85] } },
  { turns: ['whats the uninsured variable rate in ontario'], expect: { entry: 'rates', figures: [4.06] } },

  // ---- Knowledge: owners and movers, rentals, cottages, separation, retirees, HELOCs, bruised credit, breaking
  { turns: ['can i take my mortgage with me when i move houses'], expect: { entry: 'porting' } },
  { turns: ['blend and extend what is that'], expect: { entry: ['porting', 'renewal', 'refinance'] } },
  { turns: ['buying before selling how do i cover the gap'], expect: { entry: 'bridge-financing' } },
  { turns: ['bridge loan'], expect: { entry: 'bridge-financing' } },
  {
    turns: ['does rental income count when i qualify for a mortgage'],
    expect: { entry: ['rental-property', 'qualifying-income'] },
  },
  { turns: ['how much down on an investment property'], expect: { entry: ['rental-property', 'down-payment'] } },
  { turns: ['can i buy a cottage with 5% down'], expect: { entry: ['second-home', 'down-payment'] } },
  { turns: ['im self employed 3 yrs how do lenders look at my income'], expect: { entry: 'self-employed' } },
  { turns: ['i earn mostly commission do they count it'], expect: { entry: 'qualifying-income' } },
  { turns: ['getting divorced can i buy out my ex'], expect: { entry: 'separation' } },
  { turns: ['spousal buyout'], expect: { entry: 'separation' } },
  {
    turns: ['we are retired and want to tap home equity without monthly payments'],
    expect: { entry: ['reverse-mortgage', 'heloc'] },
  },
  { turns: ['heloc vs refinance'], expect: { entry: ['heloc', 'refinance'] } },
  { turns: ['consolidate my credit cards into my mortgage'], expect: { entry: ['debt-consolidation', 'refinance'] } },
  { turns: ['had a consumer proposal 2 yrs ago who will lend to me'], expect: { entry: 'alternative-lenders' } },
  { turns: ['b lender private mortgage why are the rates so high'], expect: { entry: 'alternative-lenders' } },
  { turns: ['can i pay a lump sum on my mortgage'], expect: { entry: 'prepayment' } },
  { turns: ['how much can i prepay without penalty'], expect: { entry: 'prepayment' } },
  { turns: ['whats an ird'], expect: { entry: 'breaking-penalty' } },
  { turns: ['wat hapens if i brake my fixd morgage erly'], expect: { entry: 'breaking-penalty' } },
  { turns: ['swiching lenders at renewl any cost'], expect: { entry: 'switching' } },
  { turns: ['my term is up in 4 months what do i do'], expect: { entry: 'renewal' } },
  {
    turns: ['30 year amortization who can get it'],
    expect: { entry: ['amortization', 'first-time-buyer', 'new-build'] },
  },
  { turns: ['new build deposits and closing delays'], expect: { entry: ['new-build', 'closing-day'] } },
  {
    turns: ['is the 1.5 million cap for insured mortgages real'],
    expect: { entry: ['default-insurance', 'down-payment'] },
  },
  {
    turns: ['second mortgage on my house to pay the contractor'],
    expect: { entry: ['second-mortgage', 'renovation-financing'] },
  },
  { turns: ['collateral charge vs standard charge'], expect: { entry: 'collateral-charge' } },
  {
    turns: ['rent out my basement does it help me qualify'],
    expect: { entry: ['rental-property', 'qualifying-income'] },
  },
  { turns: ['can my dad co-sign'], expect: { entry: 'co-signer' } },
  { turns: ['what happens if i miss a mortgage payment'], expect: { entry: 'missed-payments' } },
  { turns: ['skip a payment possible?'], expect: { entry: 'skip-payment' } },
  { turns: ['open mortgage or closed if im selling in a year'], expect: { entry: 'open-vs-closed' } },
  { turns: ['appraisal came in 40k under the purchase price'], expect: { entry: 'appraisal-gap' } },
  { turns: ['can i assume the sellers mortgage'], expect: { entry: 'assumable' } },
  { turns: ['cash back mortgage'], expect: { entry: 'cash-back' } },
  { turns: ['property tax paid thru mortgage?'], expect: { entry: 'property-tax' } },
  { turns: ['penalty'], expect: { entry: 'breaking-penalty' } },
  { turns: ['heloc'], expect: { entry: 'heloc' } },
  // voice to text
  {
    turns: [
      'hey so my husband and i are separating and he wants to keep the house and buy me out how does that work with the mortgage',
    ],
    expect: { entry: 'separation' },
  },
  { turns: ['self employd mortage how do i qualify wit no t4'], expect: { entry: 'self-employed' } },
  // many numbers, one question
  {
    turns: [
      'we bought in 2017 for 610k put 60k down rate was 2.89 then now renewing at 4.79, 2 kids, i make 88k and he makes 71k, question is can we roll the 22k car loan into the mortgage',
    ],
    expect: { entry: ['debt-consolidation', 'refinance'] },
  },

  // ---- French (Québec and Ontario French, with and without accents)
  { turns: ['quels sont vos taux 5 ans fixe'], expect: { entry: 'rates', figures: [3.68], lang: 'fr' } },
  {
    turns: ['paiement sur 450 000 $ à 4,5 % sur 25 ans'],
    expect: { entry: 'payment', figures: [2490.63], lang: 'fr' },
  },
  {
    turns: ['taxe de transfert foncier pour 650 000 a toronto'],
    expect: { entry: 'land-transfer-tax', figures: [18950], lang: 'fr' },
  },
  {
    turns: ['mise de fonds minimum pour une maison de 800 000'],
    expect: { entry: 'down-payment', figures: [55000], lang: 'fr' },
  },
  { turns: ['je veux transférer mon hypothèque à ma nouvelle maison'], expect: { entry: 'porting', lang: 'fr' } },
  { turns: ['c quoi un pret relais'], expect: { entry: 'bridge-financing', lang: 'fr' } },
  { turns: ['penalite pour casser mon hypotheque a taux fixe'], expect: { entry: 'breaking-penalty', lang: 'fr' } },
  {
    turns: ['assurance schl sur 500 000 avec 10 % de mise de fonds'],
    expect: { entry: 'default-insurance', figures: [13950], lang: 'fr' },
  },
  {
    turns: ['est-ce que je peux avoir une hypothèque inversée à 62 ans'],
    expect: { entry: 'reverse-mortgage', lang: 'fr' },
  },
  {
    turns: ['je suis travailleur autonome comment prouver mon revenu'],
    expect: { entry: 'self-employed', lang: 'fr' },
  },
  {
    turns: ['paiement mensuel 600 000 $ à 4,29 %', 'et sur 30 ans?'],
    expect: { entry: 'payment', figures: [2952.4], lang: 'fr' },
  },
  {
    turns: ['refinancer ma maison vaut 700 000 je dois 350 000 combien je peux sortir'],
    expect: { entry: 'refinance', figures: [210000], lang: 'fr' },
  },

  // ---- Out of scope, advice, and a person asked for
  {
    turns: ['will i get approved with a 580 credit score and 40k income'],
    expect: { entry: ['approval-odds', 'agent'] },
  },
  { turns: ['should i lock in my variable now or wait'], expect: { entry: ['agent', 'fixed-vs-variable'] } },
  { turns: ['my ex wont sign the discharge papers what are my rights'], expect: { entry: ['legal-advice', 'agent'] } },
  { turns: ['can someone call me tomorrow about porting'], expect: { entry: ['talk-to-agent', 'agent'] } },
  { turns: ['whats the weather in ottawa'], expect: { entry: 'none' } },
  { turns: ['best car loan rate'], expect: { entry: 'none' } },
  { turns: ['landlord wants to raise my rent 8% is that allowed'], expect: { entry: 'none' } },
  { turns: ['should i buy tesla stock or pay down my mortgage'], expect: { entry: 'none' } },
  { turns: ['buying a condo in florida'], expect: { entry: 'none' } },
  {
    turns: ['is my lawyer allowed to charge me twice for the title search'],
    expect: { entry: ['legal-advice', 'agent'] },
  },
  {
    turns: ['what are the odds the bank approves a bridge loan with my consumer proposal'],
    expect: { entry: ['approval-odds', 'agent'] },
  },
  { turns: ['want to speak with a real person'], expect: { entry: ['talk-to-agent', 'agent'] } },
  { turns: ['commercial loan for my restaurant building'], expect: { entry: 'none' } },
  { turns: ['i need a lawyer to review my separation agreement'], expect: { entry: ['legal-advice', 'agent'] } },
  { turns: ['find a broker near kingston'], expect: { entry: ['find-agent', 'agent'] } },
  { turns: ['how much capital gains tax when i sell my rental'], expect: { entry: ['none', 'agent'] } },
  { turns: ['do u do car insurance quotes'], expect: { entry: 'none' } },
]
