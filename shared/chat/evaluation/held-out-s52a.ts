/**
 * Held-out set s52a: written on 2026-11-29 by an independent writer (a helper session) who never
 * read the engine's source, never saw another held-out, diagnostic or tuning set's conversations,
 * and never ran the engine on any of these messages. Only the chat README, the `ConversationCase`
 * format, `judgeConversation`, the evaluation fixture, the knowledge base's ids and titles, the
 * header comment of s51a and `shared/finance` were read.
 *
 * Every expected figure was computed with `shared/finance` (mortgagePayment, insurancePremium,
 * minimumDownPayment, landTransferTax, closingCosts, qualifyingRate, affordability,
 * prepaymentPenalty, refinanceEquity, switchSavings) on EVALUATION_AS_OF with the rates of
 * ./fixture.ts (Ontario 5-year fixed 3.68 % insured, 3.89 % conventional, variable 3.85 % and
 * 4.06 %; 1, 3 and 7 years at 4.89, 3.94 and 4.29 %; Alberta, British Columbia, Quebec and the
 * other provinces at their offsets), and each was checked a second time against formulas written
 * apart from shared/finance (the payment's closed form for every frequency, the minimum down
 * payment's tiers, the premium table with the 30-year surcharge, the Ontario and Toronto brackets
 * with their refunds, the closing fees added up, the 32 % / 40 % payment turned into a loan and
 * the highest price whose loan and premium fit it, three months' interest and the interest-rate
 * differential, 80 % of the value less the balance). Where a message leaves something out, the
 * README's documented assumptions were used: a 25-year amortization, monthly payments, Ontario,
 * the minimum down payment, today's lowest 5-year fixed of the kind the down payment fits (insured
 * under 20 %, conventional from 20 %), the premium added to the loan under 20 % down (with the
 * 30-year surcharge over 25 years), the typical closing fees, not a first-time buyer unless said.
 * Affordability figures are the comfortable limit (32 % / 40 %) capped by the down payment, only
 * where the message gives the incomes, a down payment and a rate; income the visitor does not
 * declare, a cash income a month and costs lenders do not count get no figure. A fixed-rate
 * penalty shows the interest-rate differential only where the lender's rate today is given
 * (compared with it as the published rate), else three months' interest. A switch shows both
 * monthly payments over the amortization left.
 *
 * The emphasis is people whose situation is not the textbook one, asking in their own words, with
 * the common computations woven into their stories: self-employed, commissioned, seasonal,
 * contract, gig and tip income, bonus and overtime; separation and divorce (a spouse or a sibling
 * bought out, support paid or received); rental and investment property (a basement unit, a
 * duplex, a fourplex, 20 % down); cottages; retirees (pensions, downsizing, reverse mortgages,
 * helping children); credit trouble (late payments, a consumer proposal, bankruptcy, collections,
 * a low score); private and B lenders, second mortgages, HELOCs; bridge financing and buying
 * before selling; porting, blend-and-extend, breaking a mortgage to move (penalty with and without
 * the lender's rate today); co-owning with a friend, a parent or a sibling, a co-signer, a gift;
 * new builds and assignments; and, in those voices, payments at all six frequencies and several
 * amortizations, affordability from one or two incomes with debts and support, the minimum down
 * payment and the premium, land transfer tax in Toronto and elsewhere in Ontario with the
 * first-time refunds, closing costs, the stress test at the buffer and the floor, a refinance's
 * equity, renewing or switching, today's rates (province, term, insured or conventional, fixed or
 * variable), and reaching a person. Typing: one or two words, long stories with many numbers
 * (ages, years, children, unit and street numbers, dates, shares of ownership) and one question,
 * voice-to-text run-ons, heavy typos and texting abbreviations, every shape of number (650k,
 * $1.2m, 1,150,000, half a mil, seven hundred thousand, 3 point 89, 4.5%, at 5, 25yrs, 95k a yr,
 * $85,000/yr, 120 grand, one point two mil, 6 figures, 2.5k a month, 1,100/mo), a correction
 * ("oops 60k", "sorry i meant 20%"), follow-ups that change one value or ask a new quantity on
 * that. Mix of the 199: 69 computations, 35 follow-ups (33 of two turns, 2 of three; one more in
 * French), 14 rates questions, 46 knowledge questions, 16 French, 19 out of scope, advice or
 * hand-over; about 10 messages ask two things at once or weigh a choice, 114 cases check
 * figures, 13 check a wrong default's figure is absent (Toronto's tax for a buyer elsewhere, the
 * refund missed, Ontario's rate for another province, a private second's interest-only payment
 * amortized).
 * Run once by the coordinator; never tune on it.
 */

import type { ConversationCase } from './held-out'

export const S52A_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Computations woven into stories off the textbook ----
  {
    turns: [
      'i drive uber and do reno work on the side, about 70k declared, my wife makes 48k at a daycare, we got 45k saved for the down and a car pmt of 520/mo. how much house can we get at 4.29',
    ],
    expect: { entry: 'affordability', figures: [603380] },
  },
  {
    turns: ['commission sales rep, averaged 110k the last 2 yrs per my noa, 80k down, rate 3.89 - what can i afford'],
    expect: { entry: 'affordability', figures: [627062] },
  },
  { turns: ['payment on 585k condo w 10% down'], expect: { entry: 'payment', figures: [2761.97] } },
  {
    turns: [
      'seasonal landscaper 52k a yr, gf is a nurse 61k, 30k dp, student loan 280 a month, at 4.5 how much house can we buy',
    ],
    expect: { entry: 'affordability', figures: [550000] },
  },
  {
    turns: ['going thru a divorce and buying out my ex, new mortgage would be 605k at 4.39 over 25, whats the monthly'],
    expect: { entry: 'payment', figures: [3311.61] },
  },
  {
    turns: ['duplex 950k, 20% down cuz its partly a rental, 25 yrs at 4.19, monthly?'],
    expect: { entry: 'payment', figures: [4076.42] },
  },
  {
    turns: ['the basement unit would rent for 1800. buying at 720k with 144k down what would payments be biweekly'],
    expect: { entry: 'payment', figures: [1381.4] },
  },
  {
    turns: ['cottage up in muskoka 475k, putting 25% down, payment at 4.6 over 20 years'],
    expect: { entry: 'payment', figures: [2264.7] },
  },
  {
    turns: [
      'retired, pension 62k + cpp 14k, downsizing to a 540k condo and paying 300k down from the sale of our house. monthly pmt?',
    ],
    expect: { entry: 'payment', figures: [1248.18] },
  },
  { turns: ['min down on 1.2m'], expect: { entry: 'down-payment', figures: [95000] } },
  { turns: ['cmhc on 699,900 with 70k down'], expect: { entry: 'default-insurance', figures: [19526.9] } },
  {
    turns: ['land transfer toronto first time buyer 899k'],
    expect: { entry: 'land-transfer-tax', figures: [20435], notFigures: [28910] },
  },
  {
    turns: ['how much is land transfer tax in hamilton on 640k, not my first place'],
    expect: { entry: 'land-transfer-tax', figures: [9275], notFigures: [18550] },
  },
  {
    turns: ['closing costs on a 510k townhouse in oshawa, first time buyers, 26k down'],
    expect: { entry: 'closing-costs', figures: [7473.8] },
  },
  {
    turns: ['im a contractor, bank offered 4.14 on a 5yr, what rate do i actually qualify at'],
    expect: { entry: 'stress-test', figures: [6.14] },
  },
  { turns: ['variable at 3.05 whats the stress test rate'], expect: { entry: 'stress-test', figures: [5.25] } },
  {
    turns: ['variable at 4.45 owe 412k, breaking it to move to calgary for work, penalty?'],
    expect: { entry: 'breaking-penalty', figures: [4583.5] },
  },
  {
    turns: [
      "fixed 5.34, owe 298,500, 26 months left, lender's 2 yr rate is 4.09 now. penalty if i break it to pay off my ex?",
    ],
    expect: { entry: 'breaking-penalty', figures: [8084.38] },
  },
  {
    turns: ['breaking my 5yr fixed at 4.89 early bc of the separation, 350k left, 30 months to go, rough penalty?'],
    expect: { entry: 'breaking-penalty', figures: [4278.75] },
  },
  {
    turns: ['house appraised at 1.05m, still owe 460k, how much can i pull out to buy my sister out of her share'],
    expect: { entry: 'refinance', figures: [380000] },
  },
  {
    turns: ['gig worker lol, 430k mortgage at 3.99 weekly pmts 25yr'],
    expect: { entry: 'payment', figures: [520.78] },
  },
  { turns: ['accelerated biweekly on 515k at 4.24 25 yrs'], expect: { entry: 'payment', figures: [1388.21] } },
  { turns: ['semi monthly payment 680k mortgage 30 yrs at 4.05'], expect: { entry: 'payment', figures: [1625.04] } },
  { turns: ['half a mil mortgage 3 point 89 25yrs'], expect: { entry: 'payment', figures: [2600.37] } },
  {
    turns: ["one point two mil house, 20% down, 30 year am at 4.4, what's the pmt"],
    expect: { entry: 'payment', figures: [4784.76] },
  },
  {
    turns: ['$1.2m purchase with the min down, mortgage payment?'],
    expect: { entry: 'payment', figures: [5847.34, 95000] },
  },
  {
    turns: [
      'im a server, 53k declared with tips, husband does contract IT 95k/yr, 60k down, car 450 + cc min 120, at 3.94 how much can we afford',
    ],
    expect: { entry: 'affordability', figures: [785911] },
  },
  {
    turns: ['with OT i made 92k last yr, 40k down, at 4.1, 30yrs, how much house'],
    expect: { entry: 'affordability', figures: [529291] },
  },
  {
    turns: ['i pay 1,100/mo child support, make 105k, 75k down, at 4.29 how much can i buy'],
    expect: { entry: 'affordability', figures: [504602] },
  },
  {
    turns: ['parents gifting 60k and i have 25k saved, 455k condo in barrie, payment?'],
    expect: { entry: 'payment', figures: [1935.34] },
  },
  {
    turns: ['me and a buddy buying a 780k place 50/50, 120k down between us, whats the monthly'],
    expect: { entry: 'payment', figures: [3452.23] },
  },
  {
    turns: ['pre con townhouse 899,990 new build, 10% down, 30 yr am, payment?'],
    expect: { entry: 'payment', figures: [3828.65] },
  },
  {
    turns: ['toronto condo 1,150,000 land transfer tax, not first time'],
    expect: { entry: 'land-transfer-tax', figures: [38950] },
  },
  {
    turns: ['first time buyer in ottawa 415k how much land transfer'],
    expect: { entry: 'land-transfer-tax', figures: [775], notFigures: [1075] },
  },
  {
    turns: ['how much is land transfer in mississauga on 1.35m'],
    expect: { entry: 'land-transfer-tax', figures: [23475], notFigures: [46950] },
  },
  {
    turns: ['closing costs for 1.1m in toronto, 220k down, we owned before'],
    expect: { entry: 'closing-costs', figures: [40200] },
  },
  { turns: ["ftb 625k, 7% down, 30 yrs, what's cmhc"], expect: { entry: 'default-insurance', figures: [24412.5] } },
  { turns: ['is 50k enough down for 725k'], expect: { entry: 'down-payment', figures: [47500] } },
  { turns: ['i have 90k saved, is that enough for a 1.1m house'], expect: { entry: 'down-payment', figures: [85000] } },
  { turns: ['qualifying rate on 600k at 4.2'], expect: { entry: 'stress-test', figures: [6.2] } },
  {
    turns: ['renewing 318k, 22 yrs left on the amortization, offered 4.04, new payment?'],
    expect: { entry: ['payment', 'renewal'], figures: [1814.27] },
  },
  {
    turns: ["owe 402k, 19 yrs left, my bank's renewal offer is 4.59 vs 4.09 at another lender, how much would i save"],
    expect: { entry: 'switching', figures: [2636.18, 2531.69] },
  },
  { turns: ['5% down on a 449k house at 5, monthly'], expect: { entry: 'payment', figures: [2580.07] } },
  {
    turns: ["discharged from bankruptcy 2 yrs ago, b lender quoted 6.49, 480k mortgage 25 yr, what's the payment"],
    expect: { entry: 'payment', figures: [3212.25] },
  },
  {
    turns: ['finished my consumer proposal, alt lender wants 20% down on 650k so 130k down, rate 5.99, monthly?'],
    expect: { entry: 'payment', figures: [3323.9] },
  },
  {
    turns: ['my dad is co-signing, i make 58k, dad makes 85k, 35k down, at 4.19 how much can we get'],
    expect: { entry: 'affordability', figures: [600000] },
  },
  {
    turns: ["payment on 720k with 72k down at 3.94 and what's the land transfer in toronto"],
    expect: { entry: ['payment', 'land-transfer-tax'], figures: [3492.58, 21750] },
  },
  { turns: ['how much is 5% down on 489,900'], expect: { entry: 'down-payment', figures: [24495] } },
  { turns: ['3.5 mil house min down'], expect: { entry: 'down-payment', figures: [700000] } },
  {
    turns: ["we're 67 and 69, buying a 399k bungalow in kingston with 150k down, payment at 4.4 over 15 yrs"],
    expect: { entry: 'payment', figures: [1887.09] },
  },
  { turns: ['7 yr fixed 4.29 on 390k, 25 yr, biweekly?'], expect: { entry: 'payment', figures: [974.42] } },
  {
    turns: ['monthly and weekly payments on 545k at 4.14, 25 years'],
    expect: { entry: 'payment', figures: [2908.32, 670.27] },
  },
  {
    turns: ['contract nurse through an agency, 1,150,000 house with 230k down, 25 yrs, payment'],
    expect: { entry: 'payment', figures: [4784.68] },
  },
  { turns: ['stress test for a 5 yr fixed at 3.68'], expect: { entry: 'stress-test', figures: [5.68] } },
  { turns: ['cmhc premium 380k house 20k down'], expect: { entry: 'default-insurance', figures: [14400] } },
  {
    turns: ['total closing costs 689k brampton ftb w 10% down'],
    expect: { entry: 'closing-costs', figures: [11042.85] },
  },
  {
    turns: ["what's the pmt on $1.2m if i put 300k down, 4.09 rate, 25yrs"],
    expect: { entry: 'payment', figures: [4778.19] },
  },
  {
    turns: ['i tend bar, 45k on paper plus cash tips i dont declare, 25k down at 4.6, what can i afford'],
    expect: { entry: 'affordability', figures: [233197] },
  },
  { turns: ['buying a 4plex 1.6m, 25% down at 4.35, monthly pmt'], expect: { entry: 'payment', figures: [6541.98] } },
  {
    turns: ['land transfer on a 2.4m house in toronto first time'],
    expect: { entry: 'land-transfer-tax', figures: [84475] },
  },
  {
    turns: ['min down on 830k and whats the cmhc on that'],
    expect: { entry: ['down-payment', 'default-insurance'], figures: [58000, 30880] },
  },
  {
    turns: ['retiring soon, want the 210k paid off in 10 yrs. payment at 4.79 over 10 years?'],
    expect: { entry: 'payment', figures: [2201.08] },
  },
  {
    turns: [
      "ok so long story. me (34) and my ex (36) bought at 12 maple cres in 2019, we split up in march, 2 kids aged 6 and 9. i'm keeping the house, it's worth about seven hundred thousand and the new mortgage will be 455k after i pay her out. rate quoted 4.19 for 5 yrs. what would that be biweekly",
    ],
    expect: { entry: 'payment', figures: [1125.33] },
  },
  {
    turns: [
      "my mom (71) wants to go on title with me 50% each on a $640,000 condo, unit 1204, she's putting in 128k from her house sale, i make $85,000/yr. whats the monthly at 3.89",
    ],
    expect: { entry: 'payment', figures: [2662.78] },
  },
  {
    turns: [
      'seven hundred thousand house in guelph, first time buyer, 70k down. land transfer and total closing costs?',
    ],
    expect: { entry: ['closing-costs', 'land-transfer-tax'], figures: [6475, 11287.4], notFigures: [12475] },
  },
  {
    turns: ['i make 95k a yr on contract, wife 62k, car 600 a month, 90k down, 4.09 how much house can we get'],
    expect: { entry: 'affordability', figures: [854870] },
  },
  {
    turns: ["we're looking at 88 queen st unit 5, asking 499,900, 5% down, payment at 3.94?"],
    expect: { entry: 'payment', figures: [2581.98] },
  },
  {
    turns: ['closing march 15 2027 on a 1,025,000 house in markham, 205k down, 30 yr am at 4.24, monthly?'],
    expect: { entry: 'payment', figures: [4011.39] },
  },
  {
    turns: ['private 2nd for 80k at 11.99 interest only, whats the monthly'],
    expect: { entry: ['second-mortgage', 'payment'], notFigures: [824.96] },
  },
  // ---- Follow-ups (two or three turns): a value changed, a correction, a rate moved, a new quantity on that, a topic after a topic ----
  {
    turns: ['self employed 3 yrs, 560k house 10% down, payment?', 'what about 30 yrs'],
    expect: { entry: 'payment', figures: [2382.3] },
  },
  { turns: ['820k 20% down monthly pmt', 'biweekly?'], expect: { entry: 'payment', figures: [1573.26] } },
  {
    turns: ['penalty to break my 5yr fixed at 5.19, balance 362k, 28 months left', "lender's 2 yr rate is 4.29 now"],
    expect: { entry: 'breaking-penalty', figures: [7602] },
  },
  { turns: ['payment on 640k at 4.09', 'what if rates go up 1%'], expect: { entry: 'payment', figures: [3755.13] } },
  {
    turns: ['duplex 1.05m 25% down at 4.29 payment', 'sorry i meant 20%'],
    expect: { entry: 'payment', figures: [4551.61] },
  },
  {
    turns: ['land transfer on 780k in toronto', 'im a first time buyer btw'],
    expect: { entry: 'land-transfer-tax', figures: [15675], notFigures: [24150] },
  },
  {
    turns: ['how much can i afford making 88k, 50k down at 4.2', 'my partner makes 46k on mat leave, add that'],
    expect: { entry: 'affordability', figures: [689928] },
  },
  { turns: ['cottage 380k 20% down at 4.75 pmt', 'on a 20 yr am?'], expect: { entry: 'payment', figures: [1956.84] } },
  {
    turns: ['min down on a 615k house', 'and the cmhc on that'],
    expect: { entry: 'default-insurance', figures: [23140] },
  },
  { turns: ['stress test rate if i get 3.94', 'and at 4.79?'], expect: { entry: 'stress-test', figures: [6.79] } },
  {
    turns: [
      "we're retired, house worth 900k, owe 190k, how much equity can we get out",
      'what about a reverse mortgage instead',
    ],
    expect: { entry: 'reverse-mortgage' },
  },
  { turns: ['rates?', 'for a rental property'], expect: { entry: ['rates', 'rental-property'] } },
  { turns: ['5 yr variable ontario', 'and in bc'], expect: { entry: 'rates', figures: [3.88] } },
  {
    turns: ["i'm self employed, what do lenders need", 'how many yrs of tax returns'],
    expect: { entry: ['self-employed', 'documents'] },
  },
  {
    turns: [
      'what does a consumer proposal do to getting a mortgage',
      'how long after its done can i go back to a bank',
    ],
    expect: { entry: ['alternative-lenders', 'credit-score'] },
  },
  { turns: ['can i port my mortgage', 'what if the new house costs more'], expect: { entry: 'porting' } },
  {
    turns: ['payment on 485k at 3.79 monthly', 'accelerated weekly on that'],
    expect: { entry: 'payment', figures: [624.07] },
  },
  {
    turns: ['buying before selling, need 120k for the down until my place sells', 'how long can that loan be for'],
    expect: { entry: 'bridge-financing' },
  },
  { turns: ['payment on 600k with 30k down', 'oops 60k'], expect: { entry: 'payment', figures: [2832.79] } },
  {
    turns: ['closing costs 560k london ontario, 56k down', "we're first time buyers"],
    expect: { entry: 'closing-costs', figures: [8174.92], notFigures: [12174.92] },
  },
  { turns: ['payment for a 1.6m house', 'what if 25% down'], expect: { entry: 'payment', figures: [6240.89] } },
  {
    turns: ['whats the penalty to break a variable, owe 540k at 4.1', 'what if i port it instead'],
    expect: { entry: 'porting' },
  },
  {
    turns: ['how much house for 2 incomes 75k and 68k, 100k down, at 3.94', 'and with 800 a month in car loans'],
    expect: { entry: 'affordability', figures: [807510] },
  },
  { turns: ['payment on 395k at 4.69, 25y', 'what if i get 3.68'], expect: { entry: 'payment', figures: [2009.83] } },
  {
    turns: ['i have a 720 score but a late payment last yr, can i still get good rates', 'what about a b lender'],
    expect: { entry: 'alternative-lenders' },
  },
  {
    turns: ['buying a 699k semi in ottawa', '10% down', 'monthly at 4.05?'],
    expect: { entry: 'payment', figures: [3429.38] },
  },
  {
    turns: [
      "we're separating and i want to keep the house",
      'its worth 740k and we owe 310k',
      'how much could i refinance to buy him out',
    ],
    expect: { entry: ['refinance', 'separation'] },
  },
  { turns: ['3 yr fixed rate', 'what about 7'], expect: { entry: 'rates', figures: [4.29] } },
  {
    turns: ['land transfer on 1.45m in toronto', 'and outside toronto, like vaughan'],
    expect: { entry: 'land-transfer-tax', figures: [25475], notFigures: [50950] },
  },
  {
    turns: ['retired on a 58k pension, house is worth 850k, thinking reverse mortgage', 'how much could i get at 72'],
    expect: { entry: 'reverse-mortgage' },
  },
  {
    turns: ['cmhc on 540k with 29k down', 'and if i do 30 years, first time buyer'],
    expect: { entry: 'default-insurance', figures: [21462] },
  },
  {
    turns: ['gig income 64k, 30k down, at 4.5 how much can i afford', 'what if rates drop half a point'],
    expect: { entry: 'affordability', figures: [341968] },
  },
  {
    turns: ['land transfer on 850k in whitby', 'closing costs on that with 85k down'],
    expect: { entry: 'closing-costs', figures: [18622.2], notFigures: [32097.2] },
  },
  {
    turns: ['payment on 900k with 180k down at 4.19', 'and the stress test on that'],
    expect: { entry: 'stress-test', figures: [6.19] },
  },
  {
    turns: ['how much is the mortgage payment on 350k at 4.4', 'make that 30 yrs'],
    expect: { entry: 'payment', figures: [1744.44] },
  },
  // ---- Today's rates: province, term, insured or conventional, fixed or variable ----
  { turns: ['rates'], expect: { entry: 'rates', figures: [3.68] } },
  { turns: ['best 5yr fixed ontario rn'], expect: { entry: 'rates', figures: [3.68, 3.89] } },
  { turns: ['variable rate today?'], expect: { entry: 'rates', figures: [3.85] } },
  {
    turns: ["alberta 5 year fixed, we're moving to edmonton"],
    expect: { entry: 'rates', figures: [3.74, 3.95], notFigures: [3.68] },
  },
  { turns: ['whats ur 3 yr fixed'], expect: { entry: 'rates', figures: [3.94] } },
  { turns: ['1 yr fixed rates? might sell in a year'], expect: { entry: 'rates', figures: [4.89] } },
  { turns: ['7 year fixed rate for a retiree'], expect: { entry: 'rates', figures: [4.29] } },
  { turns: ['nova scotia 5 yr fixed rate'], expect: { entry: 'rates', figures: [3.78], notFigures: [3.68] } },
  { turns: ['rates in quebec'], expect: { entry: 'rates', figures: [3.76] } },
  { turns: ['conventional 5 yr fixed rate, 25% down on a rental'], expect: { entry: 'rates', figures: [3.89] } },
  { turns: ['insured variable rate'], expect: { entry: 'rates', figures: [3.85] } },
  { turns: ['bc variable rate'], expect: { entry: 'rates', figures: [3.88], notFigures: [3.85] } },
  { turns: ['what rates r u giving self employed ppl'], expect: { entry: ['rates', 'self-employed'] } },
  { turns: ['manitoba 3 year fixed'], expect: { entry: 'rates', figures: [4.04] } },
  // ---- Knowledge: situations off the textbook, in the visitor's own words ----
  { turns: ['self employed 2 yrs can i get a mortgage'], expect: { entry: 'self-employed' } },
  { turns: ['do lenders count commission income'], expect: { entry: 'qualifying-income' } },
  { turns: ['does my bonus count for the mortgage or just base'], expect: { entry: 'qualifying-income' } },
  {
    turns: ['i work seasonal construction laid off every winter does my EI count as income'],
    expect: { entry: 'qualifying-income' },
  },
  { turns: ['do they count tips if i claim them on my taxes'], expect: { entry: 'qualifying-income' } },
  { turns: ['contract job 1 yr in will lenders use that income'], expect: { entry: 'qualifying-income' } },
  {
    turns: ['i get spousal support 2k a month, does that count as income for a mortgage'],
    expect: { entry: ['qualifying-income', 'separation'] },
  },
  { turns: ['how does a spousal buyout work'], expect: { entry: 'separation' } },
  {
    turns: ['divorced last yr, ex still on title, can i refinance on my own'],
    expect: { entry: ['separation', 'refinance'] },
  },
  {
    turns: ['can i use rental income from a basement apartment to qualify'],
    expect: { entry: ['rental-property', 'qualifying-income'] },
  },
  {
    turns: ['buying a duplex live in one side rent the other, how much down do i need'],
    expect: { entry: ['rental-property', 'down-payment'] },
  },
  { turns: ['how much down for an investment property'], expect: { entry: 'rental-property' } },
  { turns: ["mortgage for a cottage, what's different"], expect: { entry: 'second-home' } },
  { turns: ['how does a reverse mortgage work, im 68'], expect: { entry: 'reverse-mortgage' } },
  {
    turns: ['want to help my son with his down payment, what do i have to sign'],
    expect: { entry: 'gifted-down-payment' },
  },
  { turns: ['what is a b lender'], expect: { entry: 'alternative-lenders' } },
  { turns: ['bankruptcy 3 yrs ago what are my options for a mortgage'], expect: { entry: 'alternative-lenders' } },
  {
    turns: ['collections on my credit report from an old phone bill, does that hurt me'],
    expect: { entry: 'credit-score' },
  },
  { turns: ['whats a private mortgage'], expect: { entry: ['alternative-lenders', 'second-mortgage'] } },
  { turns: ['second mortgage to pay off my debts'], expect: { entry: ['second-mortgage', 'debt-consolidation'] } },
  { turns: ['heloc vs refinance'], expect: { entry: ['heloc', 'refinance'] } },
  { turns: ['how does bridge financing work'], expect: { entry: 'bridge-financing' } },
  { turns: ['blend and extend?'], expect: { entry: ['porting', 'breaking-penalty', 'renewal'] } },
  { turns: ["can i buy with my sister, we'd both be on title"], expect: { entry: 'co-signer' } },
  {
    turns: ['buying a condo with a friend, what if one of us wants out later'],
    expect: { entry: ['co-signer', 'legal-advice', 'agent'] },
  },
  { turns: ["what's an assignment sale on a precon"], expect: { entry: 'new-build' } },
  { turns: ['new to canada on a work permit can i buy'], expect: { entry: 'newcomers' } },
  { turns: ["what's a collateral charge mortgage"], expect: { entry: 'collateral-charge' } },
  { turns: ['can i take over my parents mortgage'], expect: { entry: 'assumable' } },
  { turns: ['missed 2 mortgage payments what happens now'], expect: { entry: 'missed-payments' } },
  { turns: ['appraisal came in 30k under our offer'], expect: { entry: 'appraisal-gap' } },
  { turns: ['buying 10 acres with an old farmhouse, hard to finance?'], expect: { entry: 'rural-land' } },
  { turns: ['can i skip a payment this month, lost a bunch of shifts'], expect: { entry: 'skip-payment' } },
  { turns: ['documents for self employed'], expect: { entry: ['documents', 'self-employed'] } },
  { turns: ['heloc?'], expect: { entry: 'heloc' } },
  { turns: ['bridge loan'], expect: { entry: 'bridge-financing' } },
  {
    turns: [
      "okay so my wife and I are both self-employed she does nails and I do drywall we made about 140,000 together last year but we write a lot off so on paper it's like 80,000 can we still get a mortgage",
    ],
    expect: { entry: ['self-employed', 'qualifying-income'] },
  },
  { turns: ['hw much is teh pnalty to brake my morgage'], expect: { entry: 'breaking-penalty' } },
  { turns: ['wat credit score do i ned for a morgage'], expect: { entry: 'credit-score' } },
  {
    turns: [
      'hubby makes 6 figures, like 120 grand, i do hair from home about 2.5k a month cash, will they count my income',
    ],
    expect: { entry: ['qualifying-income', 'self-employed'] },
  },
  {
    turns: ['how much heloc can i get, house is worth 1.1m and we owe 500k'],
    expect: { entry: ['heloc', 'refinance'] },
  },
  {
    turns: [
      "we're both retired, house is paid off and worth 1.3m, how could we get money out to help our daughter with her down payment",
    ],
    expect: { entry: ['refinance', 'heloc', 'reverse-mortgage'] },
  },
  {
    turns: ['buying at 1.1m closing jan 10 but our place doesnt close till feb 28, need about 150k in between'],
    expect: { entry: 'bridge-financing' },
  },
  {
    turns: ['how does porting work and is there a penalty if i dont port'],
    expect: { entry: ['porting', 'breaking-penalty'] },
  },
  {
    turns: ['fixed or variable if we might sell in 2 yrs'],
    expect: { entry: ['fixed-vs-variable', 'open-vs-closed', 'term'] },
  },
  {
    turns: ['got a consumer proposal last year, can i still buy a house'],
    expect: { entry: ['alternative-lenders', 'approval-odds', 'agent'] },
  },
  // ---- French (Québec and Ontario French, with and without accents) ----
  { turns: ['taux 5 ans fixe'], expect: { entry: 'rates', figures: [3.68], lang: 'fr' } },
  {
    turns: ["c'est quoi le versement sur 450 000 $ a 4,2 % sur 25 ans"],
    expect: { entry: 'payment', figures: [2416.13], lang: 'fr' },
  },
  {
    turns: ['je suis travailleur autonome depuis 2 ans, est-ce que je peux avoir une hypothèque'],
    expect: { entry: 'self-employed', lang: 'fr' },
  },
  {
    turns: ['mise de fonds minimum pour une maison de 750 000'],
    expect: { entry: 'down-payment', figures: [50000], lang: 'fr' },
  },
  {
    turns: ['droits de cession immobiliere a toronto sur 900k, premier acheteur'],
    expect: { entry: 'land-transfer-tax', figures: [20475], lang: 'fr' },
  },
  { turns: ['hypotheque inversee comment ca marche'], expect: { entry: 'reverse-mortgage', lang: 'fr' } },
  { turns: ['on se sépare, je veux racheter la part de mon ex'], expect: { entry: 'separation', lang: 'fr' } },
  { turns: ['prêt relais quand on achète avant de vendre'], expect: { entry: 'bridge-financing', lang: 'fr' } },
  {
    turns: ['taux admissible test de resistance a 4,14'],
    expect: { entry: 'stress-test', figures: [6.14], lang: 'fr' },
  },
  {
    turns: ['quelle maison je peux me payer avec 85 000 $ par annee, 40 000 de mise de fonds a 4,5'],
    expect: { entry: 'affordability', figures: [433782], lang: 'fr' },
  },
  {
    turns: ["c'est quoi une hypothèque privée pis est-ce que c'est dangereux"],
    expect: { entry: ['alternative-lenders', 'second-mortgage'], lang: 'fr' },
  },
  { turns: ['je veux parler a un courtier svp'], expect: { entry: ['talk-to-agent', 'agent'], lang: 'fr' } },
  {
    turns: ['paiement sur 520 000 a 3,89 sur 25 ans', 'et aux deux semaines?'],
    expect: { entry: 'payment', figures: [1247.1], lang: 'fr' },
  },
  {
    turns: ['assurance hypothecaire SCHL sur 600 000 avec 10 % de mise de fonds'],
    expect: { entry: 'default-insurance', figures: [16740], lang: 'fr' },
  },
  {
    turns: ["revenu de location d'un logement au sous-sol, est-ce que ca compte?"],
    expect: { entry: ['rental-property', 'qualifying-income'], lang: 'fr' },
  },
  {
    turns: ["j'ai fait faillite il y a 3 ans, je peux acheter?"],
    expect: { entry: ['alternative-lenders', 'approval-odds', 'agent'], lang: 'fr' },
  },
  // ---- Out of scope, advice and hand-over to a person ----
  {
    turns: [
      'credit is 540, got collections and my consumer proposal is still going, 60k income. will i get approved for 400k',
    ],
    expect: { entry: ['agent', 'approval-odds'] },
  },
  {
    turns: ['do i have to put my new wife on title? kind of a legal question'],
    expect: { entry: ['agent', 'legal-advice'] },
  },
  { turns: ['can my ex force the sale of the house'], expect: { entry: ['agent', 'legal-advice', 'separation'] } },
  { turns: ['capital gains tax if i sell my rental condo?'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['should i break my mortgage now or wait for rates to drop'],
    expect: { entry: ['agent', 'breaking-penalty'] },
  },
  { turns: ['should we sell the cottage or rent it out'], expect: { entry: ['none', 'agent'] } },
  { turns: ['best cash back credit card'], expect: { entry: 'none' } },
  { turns: ['can u recommend a contractor for our basement reno'], expect: { entry: 'none' } },
  { turns: ['how do i evict my tenant'], expect: { entry: 'none' } },
  { turns: ['is bitcoin better than buying a rental'], expect: { entry: 'none' } },
  { turns: ['car loan rates'], expect: { entry: 'none' } },
  {
    turns: ['can someone call me tmrw, im self employed and its complicated'],
    expect: { entry: ['talk-to-agent', 'agent'] },
  },
  { turns: ['i want to talk to a real person about my bankruptcy'], expect: { entry: ['talk-to-agent', 'agent'] } },
  { turns: ['is there a mortgage broker near sudbury'], expect: { entry: ['find-agent', 'agent'] } },
  {
    turns: ['whats my chances with a 580 score and 2 late payments, 72k income'],
    expect: { entry: ['agent', 'approval-odds'] },
  },
  {
    turns: ['do i need a lawyer for a private mortgage agreement my uncle wrote up'],
    expect: { entry: ['agent', 'legal-advice'] },
  },
  { turns: ['should i co sign for my brother, he has bad credit'], expect: { entry: ['agent', 'co-signer'] } },
  { turns: ['how do i file my taxes as self employed'], expect: { entry: 'none' } },
  {
    turns: ['will the bank approve me if im on disability, odsp 1,400 a month'],
    expect: { entry: ['agent', 'approval-odds'] },
  },
]
