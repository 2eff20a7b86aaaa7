/**
 * Held-out set s52b: written on 2026-11-29 by an independent writer (a helper session) who never
 * read the engine's source, never saw another held-out, diagnostic or tuning set's conversations,
 * and never ran the engine on any of these messages. Only the chat README, the `ConversationCase`
 * format, `judgeConversation`, the evaluation fixture, the knowledge base's ids and titles, the
 * header comment of s52a and `shared/finance` were read.
 *
 * Every expected figure was computed with `shared/finance` (mortgagePayment, insurancePremium,
 * minimumDownPayment, landTransferTax, closingCosts, qualifyingRate, affordability,
 * prepaymentPenalty, refinanceEquity, switchSavings) on EVALUATION_AS_OF with the rates of
 * ./fixture.ts (Ontario 5-year fixed 3.68 % insured, 3.89 % conventional, 4.09 % refinance;
 * variable 3.85 % and 4.06 %; 1, 3 and 7 years at 4.89, 3.94 and 4.29 %; Alberta, British
 * Columbia and Quebec at their offsets), and each was computed a second time with formulas written
 * apart from shared/finance (the payment's closed form at each frequency with the accelerated ones
 * as the monthly payment halved or quartered, the minimum down payment's tiers and the $1.5M cap,
 * the premium table with the 30-year surcharge, the Ontario and Toronto brackets with the
 * first-time refunds, the closing fees and the PST on the premium added up, the qualifying rate's
 * buffer and floor, three months' interest and the interest-rate differential against the lender's
 * rate today, 80 % of the value less the balance, the 32 % / 40 % payment turned into a loan and
 * the highest price whose loan and premium it covers, both payments of a switch over the
 * amortization left): the two agreed on every figure. Where a message leaves something out, the
 * README's documented assumptions were used: a 25-year amortization, monthly payments, Ontario,
 * the minimum down payment, today's lowest 5-year fixed of the kind the down payment fits (insured
 * under 20 % or unknown, conventional from 20 %), the premium added to the loan under 20 % down,
 * the typical closing fees, not a first-time buyer unless said, outside Toronto when another town
 * is named. Affordability figures are the comfortable limit (32 % / 40 %) capped by the down
 * payment, only where the message gives the income, a down payment and a rate. A fixed-rate
 * penalty shows the interest-rate differential only where the lender's rate today is given, else
 * three months' interest. What-ifs change one value of the computation just asked (the rate given
 * stays unless changed).
 *
 * The emphasis is what visitors type into the chat right after using a page of the site (a
 * calculator, the rates table, a blog post, an agent's page): short, context-leaning questions and
 * comparisons (fixed or variable, 25 or 30 years, monthly or accelerated biweekly, insured or
 * conventional rate, "is 4.79 good", why the 5 year is below the 3 year), what-ifs on a computation
 * just asked (20 % down instead, the rate up 1 or down half a point, biweekly, weekly, 30 years
 * instead, a correction of the down payment, a town changed to Toronto, a first-time buyer after
 * all, an appraisal lower, a partner's income added, a car paid off), two figures compared in one
 * message, and fresh computations in every shape: payments at six frequencies and four
 * amortizations, affordability with debts, the minimum down payment, the premium, land transfer tax
 * in Ottawa, Hamilton, London, Kitchener-Waterloo, Barrie, Sudbury, Orillia, Mississauga, Muskoka
 * and Toronto, closing costs, the stress test at the buffer and the floor, a refinance's equity,
 * penalties, a renewal's payment and a switch; the knowledge a page raises (term and amortization,
 * prepayment privileges, portability, rate holds, the stress test, insurance, pre-approval, the
 * broker's role and pay, renewals and switching, and the rest of the knowledge base's topics) and
 * reaching a person. Typing: one and two words, long ones, voice-to-text run-ons, typos and
 * texting abbreviations, corrections, every shape of number (650k, $1.2m, 1,150,000, half a mil,
 * seven hundred thousand, 3 point 89, three point six eight, 4.5%, at 5, 25yrs, 95k a yr,
 * $310/mo, 1.05m, 2 mil), French with and without accents.
 *
 * Mix of the 193: 63 computations, 42 follow-ups (40 of two turns, 2 of three; one more in French),
 * 16 rates questions, 39 knowledge questions, 16 French, 17 out of scope, advice or hand-over; about
 * 10 messages ask two things at once or weigh two choices, 118 cases check figures, 17 check a
 * wrong default's figure is absent (Toronto's tax or closing costs for a buyer elsewhere in
 * Ontario).
 * Run once by the coordinator; never tune on it.
 */

import type { ConversationCase } from './held-out'

export const S52B_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Computations asked right after a calculator, a rates table or a blog post ----
  {
    turns: ['ok so on a 650k house with 10% down whats the monthly'],
    expect: { entry: 'payment', figures: [3068.86] },
  },
  {
    turns: ['just used ur ltt calc, $1.2m in toronto first time buyer, what do i actually pay'],
    expect: { entry: 'land-transfer-tax', figures: [32475] },
  },
  {
    turns: ['land transfer on 799,900 in ottawa'],
    expect: { entry: 'land-transfer-tax', figures: [12473], notFigures: [24946] },
  },
  {
    turns: ['hamilton semi 615k whats the land transfer tax, its our first home'],
    expect: { entry: 'land-transfer-tax', figures: [4775], notFigures: [9075] },
  },
  {
    turns: ['london ont. 540000 land tax?'],
    expect: { entry: 'land-transfer-tax', figures: [7275], notFigures: [14550] },
  },
  {
    turns: ['kitchner waterloo townhouse 725k land transfer tax, not first time buyers'],
    expect: { entry: 'land-transfer-tax', figures: [10975], notFigures: [21950] },
  },
  { turns: ['barrie 689,000 ltt'], expect: { entry: 'land-transfer-tax', figures: [10255], notFigures: [20510] } },
  {
    turns: ['sudbury bungalow 389k, land transfer tax for first time buyer?'],
    expect: { entry: 'land-transfer-tax', figures: [310] },
  },
  {
    turns: ['cottage up in muskoka listed at 950k how much is land transfer'],
    expect: { entry: 'land-transfer-tax', figures: [15475], notFigures: [30950] },
  },
  { turns: ['min down on 1,150,000'], expect: { entry: 'down-payment', figures: [90000] } },
  {
    turns: ['how much do i need down for seven hundred thousand'],
    expect: { entry: 'down-payment', figures: [45000] },
  },
  { turns: ['half a mil condo min down payment'], expect: { entry: 'down-payment', figures: [25000] } },
  { turns: ['cmhc premium on 560k with 31k down'], expect: { entry: 'default-insurance', figures: [21160] } },
  {
    turns: ['insurance premium if i put 10% down on 480000'],
    expect: { entry: 'default-insurance', figures: [13392] },
  },
  { turns: ['whats the paymnet on a 400k morgage at 4.5%'], expect: { entry: 'payment', figures: [2213.89] } },
  { turns: ['500k mortgage 3 point 89 25yrs monthly'], expect: { entry: 'payment', figures: [2600.37] } },
  { turns: ['payment on $612,000 at 4.14 over 30 yrs'], expect: { entry: 'payment', figures: [2958.86] } },
  {
    turns: ['accelerated biweekly on 450k @ 3.94'],
    expect: { entry: ['payment', 'payment-frequency'], figures: [1176.24] },
  },
  { turns: ['weekly pmt 380k mortgage 4.29%'], expect: { entry: ['payment', 'payment-frequency'], figures: [474.52] } },
  {
    turns: ['monthly vs biweekly on 525k at 3.68'],
    expect: { entry: ['payment', 'payment-frequency'], figures: [2671.29, 1231.9] },
  },
  { turns: ['850k house 20% down payment?'], expect: { entry: 'payment', figures: [3536.5] } },
  {
    turns: ['price 925,000 down 185k at 4.06 variable 30 years monthly'],
    expect: { entry: 'payment', figures: [3544.01] },
  },
  { turns: ['stress test at 3.68'], expect: { entry: 'stress-test', figures: [5.68] } },
  {
    turns: ['what rate do i have to qualify at if my rate is 2.99'],
    expect: { entry: 'stress-test', figures: [5.25] },
  },
  { turns: ['stress test rate for 4.79'], expect: { entry: 'stress-test', figures: [6.79] } },
  {
    turns: ['was reading the stress test blog post, if i take the 5 yr var at 3.85 whats my qualifying rate'],
    expect: { entry: 'stress-test', figures: [5.85] },
  },
  {
    turns: ['closing costs on 735k in barrie with 75k down'],
    expect: { entry: 'closing-costs', figures: [16061.8], notFigures: [27236.8] },
  },
  {
    turns: ['closing costs toronto condo 699k first time buyer 70k down'],
    expect: { entry: 'closing-costs', figures: [17244.92] },
  },
  {
    turns: ['how much cash do i need to close on 560k in london ontario 20% down not counting the down payment'],
    expect: { entry: 'closing-costs', figures: [10925], notFigures: [18600] },
  },
  { turns: ['house worth 900k owe 410k how much can i take out'], expect: { entry: 'refinance', figures: [310000] } },
  { turns: ['refi equity: value 1.1m, balance 655,000'], expect: { entry: 'refinance', figures: [225000] } },
  {
    turns: ['home is worth about 750k still owe 380k how much could i pull out if i refinance'],
    expect: { entry: 'refinance', figures: [220000] },
  },
  {
    turns: ['penatly to break 420k variable at 4.35 with 2 yrs left'],
    expect: { entry: 'breaking-penalty', figures: [4567.5] },
  },
  {
    turns: ['fixed at 5.19 owe 385k 26 months left on the term, my lenders 2 yr is 4.19 today whats the penalty'],
    expect: { entry: 'breaking-penalty', figures: [8341.67] },
  },
  {
    turns: ['what is 3 months interest on 510,000 at 4.64 for breaking my mortgage'],
    expect: { entry: 'breaking-penalty', figures: [5916] },
  },
  {
    turns: [
      'ok so we just did the affordability calculator and im confused so me and my husband make 95k and 80k we have 60k saved for the down and a car payment of 550 a month at 4.2% how much house can we actually buy',
    ],
    expect: { entry: 'affordability', figures: [850000] },
  },
  {
    turns: ['income 130k a yr, 140k down, at 3.89, no debts, what can i afford'],
    expect: { entry: 'affordability', figures: [788414] },
  },
  {
    turns: ['i make $85,000/yr my wife makes 62k, 120k saved for down, car $480/mo rate 3.68 how much can we buy'],
    expect: { entry: 'affordability', figures: [867248] },
  },
  { turns: ['payment on 725k with minimum down'], expect: { entry: 'payment', figures: [3585.13] } },
  {
    turns: ['how much is the monthly on a 1.05m place with 210k down at 4.49'],
    expect: { entry: 'payment', figures: [4644.5] },
  },
  { turns: ['mortgage payment for 389,900 with 5% down'], expect: { entry: 'payment', figures: [1960.07] } },
  {
    turns: [
      'owe 470k, 21 yrs left on the amortization, renewal offer is 4.84 but another lender has 4.19 whats the difference a month',
    ],
    expect: { entry: ['switching', 'renewal'], figures: [2961.71, 2798.37] },
  },
  {
    turns: ['renewing 395k balance 20 years left at 4.09 whats my new payment'],
    expect: { entry: ['renewal', 'payment'], figures: [2405.21] },
  },
  { turns: ['payment on 300k over 15 years at 3.94'], expect: { entry: 'payment', figures: [2205.26] } },
  {
    turns: ['semi monthly payment 560k mortgage 4.4'],
    expect: { entry: ['payment', 'payment-frequency'], figures: [1532.81] },
  },
  {
    turns: ['how much would 2 mil cost a month at 4.25 with 400k down'],
    expect: { entry: 'payment', figures: [8634.56] },
  },
  {
    turns: ['default insurance cost 615000 price 36,900 down'],
    expect: { entry: 'default-insurance', figures: [23124] },
  },
  { turns: ['cmhc on 1.3m with 15% down'], expect: { entry: 'default-insurance', figures: [30940] } },
  { turns: ['ltt for $2,150,000 toronto'], expect: { entry: 'land-transfer-tax', figures: [80450] } },
  {
    turns: ['land transfer tax orillia 529k first time'],
    expect: { entry: 'land-transfer-tax', figures: [3055], notFigures: [5635] },
  },
  {
    turns: ['ottawa 1.05m first time buyer land transfer'],
    expect: { entry: 'land-transfer-tax', figures: [13475], notFigures: [26475] },
  },
  {
    turns: ['household income 210k, 150k down, 3.89, 30 years amortization how much house can we get'],
    expect: { entry: 'affordability', figures: [1305113] },
  },
  {
    turns: ['closing costs kitchener 820k 164k down not first time'],
    expect: { entry: 'closing-costs', figures: [16125], notFigures: [29000] },
  },
  { turns: ['how much do i need down for a 1.6 million house'], expect: { entry: 'down-payment', figures: [320000] } },
  { turns: ['is 5% of 615k enough as a down payment'], expect: { entry: 'down-payment', figures: [36500] } },
  { turns: ['payment at 5 on 450k'], expect: { entry: 'payment', figures: [2617.22] } },
  {
    turns: ['refinance: home 1,250,000 mortgage 720k max cash out?'],
    expect: { entry: 'refinance', figures: [280000] },
  },
  {
    turns: ['break my 5 yr fixed at 3.29, 310k left, 18 months to go, lenders 1 yr is 4.89 today. penalty?'],
    expect: { entry: 'breaking-penalty', figures: [2549.75] },
  },
  { turns: ['payment 720k 25 yr 3.94 vs 4.29'], expect: { entry: 'payment', figures: [3763.96, 3901.38] } },
  {
    turns: ['mississauga 849k land transfer'],
    expect: { entry: 'land-transfer-tax', figures: [13455], notFigures: [26910] },
  },
  {
    turns: ['min down on 700k and whats the cmhc on that'],
    expect: { entry: ['down-payment', 'default-insurance'], figures: [45000] },
  },
  {
    turns: [
      'used the calculator but want to double check... 575k purchase, 57,500 down, rate three point six eight, 25 yr, what should the monthly be including cmhc',
    ],
    expect: { entry: 'payment', figures: [2714.76] },
  },
  {
    turns: ['i make 95k a yr, 70k down at 4.09, student loan $310/mo what can i afford'],
    expect: { entry: 'affordability', figures: [532819] },
  },
  // ---- Follow-ups that lean on the turn before (what-ifs, corrections, comparisons) ----
  {
    turns: ['payment on 600k with 10% down at 4.19', 'and with 20 % down?'],
    expect: { entry: 'payment', figures: [2574.58] },
  },
  { turns: ['500k mortgage at 4.5', 'what if the rate goes up 1'], expect: { entry: 'payment', figures: [3051.96] } },
  {
    turns: ['400k mortgage 3.89 monthly', 'biweekly?'],
    expect: { entry: ['payment', 'payment-frequency'], figures: [959.31] },
  },
  { turns: ['550k loan at 4.29 25 yrs', 'over 30 yrs instead'], expect: { entry: 'payment', figures: [2706.36] } },
  {
    turns: ['land transfer tax on 750k in ottawa', 'and if im a first time buyer'],
    expect: { entry: 'land-transfer-tax', figures: [7475], notFigures: [14475] },
  },
  { turns: ['min down on 850k', 'and on 1.2m'], expect: { entry: 'down-payment', figures: [95000] } },
  { turns: ['stress test at 4.19', 'what about 2.89'], expect: { entry: 'stress-test', figures: [5.25] } },
  {
    turns: ['closing costs on 640k in london 64k down', 'what if it was in toronto'],
    expect: { entry: 'closing-costs', figures: [23228.48] },
  },
  {
    turns: ['cmhc premium 520k 5% down', 'what about 10% down'],
    expect: { entry: 'default-insurance', figures: [14508] },
  },
  {
    turns: ['how much is the payment on 475k at 3.94', 'drop it half a point'],
    expect: { entry: 'payment', figures: [2356.52] },
  },
  {
    turns: ['payment on 700k house 140k down 4.09', 'oops i meant 175k down'],
    expect: { entry: 'payment', figures: [2787.28] },
  },
  {
    turns: [
      'owe 430k variable 4.6 about 3 yrs left penalty?',
      'what if it was fixed and the lenders 3 yr is 3.94 today',
    ],
    expect: { entry: 'breaking-penalty', figures: [8514] },
  },
  {
    turns: ['refinance home 820k owe 500k', 'what if it appraises at 780k'],
    expect: { entry: 'refinance', figures: [124000] },
  },
  {
    turns: ['payment on 380k at 4.75', '30 years?', 'and accelerated biweekly'],
    expect: { entry: ['payment', 'payment-frequency'], figures: [985.83] },
  },
  {
    turns: ['whats todays 5 year fixed', 'and the payment on a 450k mortgage at that'],
    expect: { entry: 'payment', figures: [2289.68] },
  },
  {
    turns: ['how much can i afford income 110k, 80k down, 4.09', 'and if my partner adds 65k'],
    expect: { entry: 'affordability', figures: [925184] },
  },
  {
    turns: ['land transfer on 1.4m toronto', 'first time buyer?'],
    expect: { entry: 'land-transfer-tax', figures: [40475] },
  },
  { turns: ['payment on 300k over 25 yrs at 4.3', 'vs 20 yrs'], expect: { entry: 'payment', figures: [1859.62] } },
  {
    turns: ['mortgage 600k at 3.89 monthly', 'weekly?'],
    expect: { entry: ['payment', 'payment-frequency'], figures: [719.21] },
  },
  {
    turns: ['monthly on 510k at 4.14', 'what if rates go down 0.75'],
    expect: { entry: 'payment', figures: [2516.76] },
  },
  {
    turns: ['whats a prepayment privilege', 'how much can i put in per year usually'],
    expect: { entry: 'prepayment' },
  },
  { turns: ['what is porting', 'does it cost anything'], expect: { entry: 'porting' } },
  { turns: ['what is a rate hold', 'how long does it last'], expect: { entry: 'rate-hold' } },
  {
    turns: ['explain the stress test', 'so what would it be at 4.14'],
    expect: { entry: 'stress-test', figures: [6.14] },
  },
  { turns: ['what does a broker do', 'and how do u get paid'], expect: { entry: 'broker' } },
  { turns: ['whats amortization', '25 or 30 which is better'], expect: { entry: 'amortization' } },
  { turns: ['fixed or variable', 'which one do most ppl pick rn'], expect: { entry: 'fixed-vs-variable' } },
  { turns: ['whats a pre approval', 'how long is it good for'], expect: { entry: 'pre-approval' } },
  {
    turns: ['my renewal is coming up in march', 'can i shop around or do i have to stay'],
    expect: { entry: ['renewal', 'switching'] },
  },
  { turns: ['cmhc insurance what is it', 'do i need it with 20% down'], expect: { entry: 'default-insurance' } },
  { turns: ['min down on 950k', 'can some of it be a gift from my parents'], expect: { entry: 'gifted-down-payment' } },
  {
    turns: ['payment on 820k house 10% down at 4.29', 'what about with 15% down'],
    expect: { entry: 'payment', figures: [3882.5] },
  },
  {
    turns: ['how much is land transfer in barrie on 600k', 'and closing costs all in with 60k down'],
    expect: { entry: 'closing-costs', figures: [13064.2], notFigures: [21539.2] },
  },
  {
    turns: ['stress test for the 3 yr fixed at 3.94', 'what about the 5 yr variable at 3.85'],
    expect: { entry: 'stress-test', figures: [5.85] },
  },
  {
    turns: ['rates for 5 yr fixed', 'and in alberta'],
    expect: { entry: 'rates', figures: [3.74], mentions: ['Alberta'] },
  },
  { turns: ['3 yr fixed rate?', 'and 7 yr'], expect: { entry: 'rates', figures: [4.29] } },
  { turns: ['payment 650k 3.68', 'make that 4.68'], expect: { entry: 'payment', figures: [3662.9] } },
  { turns: ['how much down on 1.55m', 'and the payment at 4.39'], expect: { entry: 'payment', figures: [6787.44] } },
  {
    turns: ['tell me about penalties for breaking', 'mine would be 3 months interest on 290k at 5.09 whats that'],
    expect: { entry: 'breaking-penalty', figures: [3690.25] },
  },
  {
    turns: ['whats the land transfer tax in kitchener for 650k', 'first time buyer btw'],
    expect: { entry: 'land-transfer-tax', figures: [5475], notFigures: [10475] },
  },
  {
    turns: ['income 92k, 50k down, 3.68, car 400 a month how much house', 'what if i pay off the car'],
    expect: { entry: 'affordability', figures: [513617] },
  },
  {
    turns: ['payment on 430k mortgage at 4.05', 'and if i go accelerated weekly', 'what about 20 yrs amortization'],
    expect: { entry: ['payment', 'payment-frequency'], figures: [652.35] },
  },
  // ---- Rates questions from the rates table ----
  { turns: ['rates'], expect: { entry: 'rates', figures: [3.68] } },
  { turns: ['5 yr fixed today?'], expect: { entry: 'rates', figures: [3.68] } },
  { turns: ['whats the best variable rn'], expect: { entry: 'rates', figures: [3.85] } },
  { turns: ['insured vs conventional rate 5 year'], expect: { entry: 'rates', figures: [3.68, 3.89] } },
  { turns: ['3 year fixed rate'], expect: { entry: 'rates', figures: [3.94] } },
  { turns: ['1 yr rate'], expect: { entry: 'rates', figures: [4.89] } },
  { turns: ['seven year fixed'], expect: { entry: 'rates', figures: [4.29] } },
  { turns: ['rates in bc'], expect: { entry: 'rates', figures: [3.71] } },
  { turns: ['alberta 5 year fixed conventional'], expect: { entry: 'rates', figures: [3.95], mentions: ['Alberta'] } },
  { turns: ['is 4.79 good for a 5 yr fixed'], expect: { entry: 'rates' } },
  { turns: ['why is the 5 year lower than the 3 year on ur rates table'], expect: { entry: ['rates', 'term'] } },
  {
    turns: ['just came from the rates page what does the insured rate mean'],
    expect: { entry: ['rates', 'default-insurance'] },
  },
  { turns: ['variable conventional rate?'], expect: { entry: 'rates', figures: [4.06] } },
  { turns: ['refinance rate 5 yr fixed'], expect: { entry: 'rates', figures: [4.09] } },
  { turns: ['lowest rate u got'], expect: { entry: 'rates', figures: [3.68] } },
  { turns: ['quebec 5 yr var'], expect: { entry: 'rates', figures: [3.93] } },
  // ---- Knowledge a page raises ----
  { turns: ['term vs amortization'], expect: { entry: ['term', 'amortization'] } },
  { turns: ['25 or 30 years'], expect: { entry: 'amortization' } },
  { turns: ['monthly vs accelerated biweekly'], expect: { entry: 'payment-frequency' } },
  { turns: ['what are prepayment privileges'], expect: { entry: 'prepayment' } },
  { turns: ['can i take my mortgage with me if i move'], expect: { entry: 'porting' } },
  { turns: ['how does a rate hold work'], expect: { entry: 'rate-hold' } },
  { turns: ['do u charge for ur services'], expect: { entry: 'broker' } },
  { turns: ['what does a mortgage broker actually do vs just going to my bank'], expect: { entry: 'broker' } },
  { turns: ['how do renewals work'], expect: { entry: 'renewal' } },
  { turns: ['open vs closed mortgage'], expect: { entry: 'open-vs-closed' } },
  { turns: ['what docs do i need to get preapproved'], expect: { entry: ['documents', 'pre-approval'] } },
  { turns: ['is a pre approval a guarantee'], expect: { entry: 'pre-approval' } },
  { turns: ['fhsa how does it work'], expect: { entry: 'fhsa' } },
  { turns: ['hbp rrsp how much can i take out'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['first time buyer rebates ontario'], expect: { entry: ['first-time-buyer', 'land-transfer-tax'] } },
  { turns: ['whats LTV'], expect: { entry: 'loan-to-value' } },
  { turns: ['what is a collateral charge mortgage'], expect: { entry: 'collateral-charge' } },
  { turns: ['cash back mortgage worth it?'], expect: { entry: 'cash-back' } },
  { turns: ['can i skip a payment'], expect: { entry: 'skip-payment' } },
  { turns: ['what happens on closing day'], expect: { entry: 'closing-day' } },
  { turns: ['appraisal came in low what now'], expect: { entry: 'appraisal-gap' } },
  { turns: ['financing condition how many days should i put'], expect: { entry: 'offer-conditions' } },
  { turns: ['is mortgage life insurance mandatory'], expect: { entry: 'creditor-insurance' } },
  { turns: ['heloc vs refinance'], expect: { entry: ['heloc', 'refinance'] } },
  { turns: ['self employed can i even get a mortgage'], expect: { entry: 'self-employed' } },
  { turns: ['new to canada on a work permit 1 year can i buy'], expect: { entry: 'newcomers' } },
  { turns: ['what credit score do i need'], expect: { entry: 'credit-score' } },
  { turns: ['buying a condo, anything different with the mortgage'], expect: { entry: 'condo' } },
  { turns: ['does property tax get paid thru my mortgage'], expect: { entry: 'property-tax' } },
  { turns: ['why would anyone pick variable'], expect: { entry: 'fixed-vs-variable' } },
  {
    turns: ['read ur blog on the stress test, does it apply at renewal if i stay with my bank'],
    expect: { entry: ['stress-test', 'renewal'] },
  },
  { turns: ['assumable mortgage what is it'], expect: { entry: 'assumable' } },
  { turns: ['can i cosign for my sons mortgage'], expect: { entry: 'co-signer' } },
  { turns: ['what are closing costs besides the land transfer tax'], expect: { entry: 'closing-costs' } },
  { turns: ['how much down for a cottage'], expect: { entry: 'second-home' } },
  { turns: ['how do i switch lenders at renewal'], expect: { entry: 'switching' } },
  { turns: ['bridge loan what is it'], expect: { entry: 'bridge-financing' } },
  { turns: ['whats the 5 yr fixed and can i lock it in for 120 days'], expect: { entry: ['rate-hold', 'rates'] } },
  {
    turns: [
      'i was reading the blog post about renewing and it said start looking 4 months before my maturity date is that true and would you guys charge me anything to move it over',
    ],
    expect: { entry: ['renewal', 'switching', 'broker'] },
  },
  // ---- French ----
  { turns: ['quel est le taux fixe 5 ans'], expect: { entry: 'rates', figures: [3.68], lang: 'fr' } },
  {
    turns: ['paiement sur 450 000 $ a 3,89 % sur 25 ans'],
    expect: { entry: 'payment', figures: [2340.33], lang: 'fr' },
  },
  { turns: ['mise de fonds minimale pour 620 000'], expect: { entry: 'down-payment', figures: [37000], lang: 'fr' } },
  {
    turns: ['droits de mutation pour une maison de 575 000 a ottawa'],
    expect: { entry: 'land-transfer-tax', figures: [7975], notFigures: [15950], lang: 'fr' },
  },
  { turns: ['c quoi le test de resistance'], expect: { entry: 'stress-test', lang: 'fr' } },
  { turns: ['taux fixe ou variable, lequel choisir'], expect: { entry: 'fixed-vs-variable', lang: 'fr' } },
  {
    turns: ['prime d’assurance SCHL sur 400 000 avec 5 % de mise de fonds'],
    expect: { entry: 'default-insurance', figures: [15200], lang: 'fr' },
  },
  { turns: ['je voudrais parler a un courtier svp'], expect: { entry: ['talk-to-agent', 'agent'], lang: 'fr' } },
  { turns: ["c'est quoi un privilège de remboursement anticipé"], expect: { entry: 'prepayment', lang: 'fr' } },
  {
    turns: ['mon hypotheque arrive a echeance l an prochain, comment marche le renouvellement'],
    expect: { entry: 'renewal', lang: 'fr' },
  },
  {
    turns: ['paiement aux deux semaines accéléré sur 500 000 a 4,2'],
    expect: { entry: ['payment', 'payment-frequency'], figures: [1342.3], lang: 'fr' },
  },
  {
    turns: ['paiement sur 380 000 à 3,94', 'et sur 30 ans?'],
    expect: { entry: 'payment', figures: [1794.09], lang: 'fr' },
  },
  {
    turns: ['frais de clôture pour 700 000 a hamilton avec 70 000 de mise de fonds'],
    expect: { entry: 'closing-costs', figures: [15287.4], notFigures: [25762.4], lang: 'fr' },
  },
  { turns: ['taux variable aujourd hui'], expect: { entry: 'rates', figures: [3.85], lang: 'fr' } },
  { turns: ['combien coûte un courtier hypothécaire'], expect: { entry: 'broker', lang: 'fr' } },
  {
    turns: ['penalite pour casser mon hypotheque variable 300 000 a 4,5'],
    expect: { entry: 'breaking-penalty', figures: [3375], lang: 'fr' },
  },
  // ---- Out of scope, advice and a person ----
  { turns: ['will i get approved with a 580 score'], expect: { entry: ['approval-odds', 'agent'] } },
  {
    turns: ['can u look at my agreement of purchase and sale, is the clause about the deposit ok'],
    expect: { entry: ['legal-advice', 'agent'] },
  },
  { turns: ['best car loan rate'], expect: { entry: 'none' } },
  { turns: ['what stocks should i buy with my bonus'], expect: { entry: 'none' } },
  { turns: ['can someone call me tmrw morning'], expect: { entry: ['talk-to-agent', 'agent'] } },
  {
    turns: ['i was just on sarah’s agent page, how do i reach her'],
    expect: { entry: ['talk-to-agent', 'find-agent', 'contact-us', 'agent'] },
  },
  { turns: ['whats the weather in toronto this weekend'], expect: { entry: 'none' } },
  { turns: ['find me an apartment to rent in kitchener'], expect: { entry: 'none' } },
  { turns: ['mortgage rates in florida for a condo'], expect: { entry: 'none' } },
  { turns: ['do i qualify? 70k income 20k in debt'], expect: { entry: ['approval-odds', 'agent'] } },
  { turns: ['is my landlord allowed to raise the rent 10%'], expect: { entry: 'none' } },
  { turns: ['agent near barrie'], expect: { entry: ['find-agent', 'agent'] } },
  { turns: ['how do i become a mortgage agent with you guys'], expect: { entry: 'become-agent' } },
  {
    turns: ['should i sue my old lender over the penalty they charged me'],
    expect: { entry: ['legal-advice', 'agent'] },
  },
  {
    turns: ['will the bank approve me if i just started a new job 2 months ago'],
    expect: { entry: ['approval-odds', 'agent'] },
  },
  { turns: ['whats ur phone number'], expect: { entry: ['contact-us', 'talk-to-agent'] } },
  { turns: ['id rather just talk to a real person about my options'], expect: { entry: ['talk-to-agent', 'agent'] } },
]
