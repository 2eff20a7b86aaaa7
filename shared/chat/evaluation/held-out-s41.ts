/**
 * A fifth fresh held-out set, written before the engine changes of docs/decisions/214, committed
 * on its own and run once at the end of that work: its first run is the honest estimate on
 * questions nobody looked at. Written as kinds of people the earlier sets did not use (a nurse on
 * twelve-hour shifts, a pipefitter with a truck loan, a couple with a baby on the way, a landlord
 * with two units, a retiree downsizing, someone after a consumer proposal, a Hamilton first-time
 * buyer with a parent's gift, a Punjabi-speaking family in Brampton typing in English, a soldier
 * posted to Petawawa, a teacher on contract, a widow, a French speaker in Ottawa and Orléans),
 * with new sentence shapes (typos, no punctuation, voice-dictation run-ons), conversations whose
 * numbers come across turns, follow-ups that change one number, and questions naming a concept the
 * knowledge base does not cover (cash-back mortgages, appraisal shortfalls, assignment sales, the
 * HST new-housing rebate, vendor take-back, power of attorney, houseboats, knob-and-tube wiring,
 * the secondary-suite refinance, Eco Plus refunds, tax on rent): those must not be answered with a
 * neighbouring entry ('none' or 'agent' only). Same expectations and fixture as held-out.ts;
 * figures from shared/finance with each question's numbers (where it gives none, the engine's
 * documented assumptions: Ontario's lowest 5-year fixed of the kind that fits the down payment, 25
 * years, monthly). A clarifying reply is judged by evaluate.ts's rule.
 * Never tuned on: a change made to pass one of these makes it a tuning set.
 */
import type { ConversationCase } from './held-out'

export const S41_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Payments ------------------------------------------------------------------------------------
  {
    turns: ['night shift nurse here quick one whats the monthly on 465k at 4.49'],
    expect: { entry: 'payment', figures: [2571.06] },
  },
  {
    turns: ['okay so what would the payment be on $385,000 at 4.15% over 25 years every two weeks'],
    expect: { entry: 'payment', figures: [948.33] },
  },
  {
    turns: ['pipefitter here got a 28k truck loan, whats monthly on 395000 at 4.89'],
    expect: { entry: 'payment', figures: [2272.67] },
  },
  { turns: ['payment 612k 3.99 30yr'], expect: { entry: 'payment', figures: [2906.71] } },
  { turns: ['whats teh montly paymnet on 350k at 5.1'], expect: { entry: 'payment', figures: [2055.59] } },
  {
    turns: ['baby due in april, looking at 545k townhouse in guelph with 40k down, what would we pay a month at 4.35'],
    expect: { entry: 'payment', figures: [2863.21] },
  },
  { turns: ['1.15m mortgage 4.19 weekly payments'], expect: { entry: 'payment', figures: [1421.55] } },
  { turns: ['accelerated biweekly on 420 grand at 4.6'], expect: { entry: 'payment', figures: [1174] } },
  {
    turns: ['retired and downsizing, want a small mortgage of 150k over 10 years at 4.4 whats the monthly'],
    expect: { entry: 'payment', figures: [1544.49] },
  },
  { turns: ['semi monthly payment for 733,500 at 4.05 %'], expect: { entry: 'payment', figures: [1937.51] } },
  { turns: ['if i get 5.49% on 299k what is it monthly'], expect: { entry: 'payment', figures: [1823.33] } },
  {
    turns: ['hamilton first place 560k price my dad is gifting 60k down, monthly payment at 4.29'],
    expect: { entry: 'payment', figures: [2793.28] },
  },
  {
    turns: ['how much interest would i pay over the whole 25 years on 500k at 4.5'],
    expect: { entry: ['payment', 'amortization'] },
  },
  { turns: ['Monthly payment on $825,000 with 20% down at 4.14%.'], expect: { entry: 'payment', figures: [3522] } },

  // ---- Numbers across turns, follow-ups changing one number ---------------------------------------------
  {
    turns: ['we are looking at houses around 640k', 'we have 64k saved', 'what would the monthly be at 4.4'],
    expect: { entry: 'payment', figures: [3253.9] },
  },
  { turns: ['payment on 470k at 4.7', 'what if we borrow 495k'], expect: { entry: 'payment', figures: [2795] } },
  { turns: ['payment on 470k at 4.7', 'and at 3.99?'], expect: { entry: 'payment', figures: [2469.75] } },
  { turns: ['monthly on 390k at 4.5 over 25', 'try 30 years'], expect: { entry: 'payment', figures: [1966.44] } },
  { turns: ['monthly on 390k at 4.5 over 25', 'weekly instead'], expect: { entry: 'payment', figures: [497.42] } },
  {
    turns: ['im a nurse on 12 hr shifts, make about 98k', 'my husband makes 61k', 'how much can we borrow'],
    expect: { entry: 'affordability' },
  },
  { turns: ['min down on 615k', 'ok and if its 1.3 mil'], expect: { entry: 'down-payment', figures: [105000] } },
  {
    turns: ['cmhc on 480k with 24k down', 'what if i put down 48k'],
    expect: { entry: 'default-insurance', figures: [13392] },
  },
  {
    turns: ['ltt on 690k in brampton', 'we are first time buyers'],
    expect: { entry: 'land-transfer-tax', figures: [6275] },
  },
  {
    turns: ['land transfer for 1.02 million toronto', 'and outside toronto?'],
    expect: { entry: 'land-transfer-tax', figures: [16875] },
  },
  { turns: ['stress test rate on 4.09', 'what about 2.99'], expect: { entry: 'stress-test', figures: [5.25] } },
  {
    turns: ['house is worth about 740k', 'still owe 402k', 'how much equity can i pull'],
    expect: { entry: 'refinance', figures: [190000] },
  },
  {
    turns: ['weekly payment on 330k at 5', 'what if its 4.25 instead'],
    expect: { entry: 'payment', figures: [410.42] },
  },
  { turns: ['price is 900k', '180k down', 'rate 4.05, biweekly'], expect: { entry: 'payment', figures: [1755.44] } },
  {
    turns: ['we want a 499k condo with 5% down', 'whats the insurance cost'],
    expect: { entry: 'default-insurance', figures: [18962] },
  },
  {
    turns: ['payment on 520k 4.4', 'and if we went with a 20 year amortization'],
    expect: { entry: 'payment', figures: [3250.67] },
  },
  {
    turns: [
      'my parents and me will buy together in brampton',
      'combined income 185k',
      'car loans 1100 a month total',
      'how much house',
    ],
    expect: { entry: 'affordability' },
  },
  { turns: ['mortgage 600k 4.3', 'make it accelerated biweekly'], expect: { entry: 'payment', figures: [1627.23] } },
  {
    turns: ['payment on 350k at 4.5', 'how much would i save paying biweekly instead'],
    expect: { entry: ['payment', 'payment-frequency'] },
  },
  {
    turns: ['min down on a 720k house', 'what if i buy the 680k one instead'],
    expect: { entry: 'down-payment', figures: [43000] },
  },
  { turns: ['ltt for 800k', 'in toronto though'], expect: { entry: 'land-transfer-tax', figures: [24950] } },
  {
    turns: ['qualifying rate at 4.4', 'my husband got offered 3.89 at his bank'],
    expect: { entry: 'stress-test', figures: [5.89] },
  },
  {
    turns: ['home worth 690k owe 300k', 'what if it appraises at 650k'],
    expect: { entry: 'refinance', figures: [220000] },
  },
  { turns: ['we earn 150k together', 'we have 90k down', 'whats the max house'], expect: { entry: 'affordability' } },
  {
    turns: ['cmhc on 450k 5% down', 'and the monthly at 4.3 with that'],
    expect: { entry: 'payment', figures: [2411.55] },
  },
  { turns: ['monthly on 505k at 4.6', 'and biweekly'], expect: { entry: 'payment', figures: [1301.68] } },

  // ---- Down payment, insurance, gifts -------------------------------------------------------------------
  { turns: ['is 25k enough down for a 489k condo in ottawa'], expect: { entry: 'down-payment', figures: [24450] } },
  { turns: ['least down payment 1.6 million house'], expect: { entry: 'down-payment', figures: [320000] } },
  {
    turns: [
      "okay so my wife and I are expecting a baby in the spring and we want to buy a three bedroom in Guelph probably around 650,000 and we have about 45,000 saved what's the minimum down payment",
    ],
    expect: { entry: 'down-payment', figures: [40000] },
  },
  {
    turns: ['dad wants to gift me 50k for my first place in hamilton, does the bank care'],
    expect: { entry: 'gifted-down-payment' },
  },
  { turns: ['does the gift letter need to be signed by both my parents'], expect: { entry: 'gifted-down-payment' } },
  { turns: ['cmhc premium 700k 14% down'], expect: { entry: 'default-insurance', figures: [18662] } },
  {
    turns: ['can i get the cmhc back if i pay the mortgage off early'],
    expect: { entry: ['default-insurance', 'none', 'agent'] },
  },
  {
    turns: ['can i put 5 percent down on a duplex and live in one unit'],
    expect: { entry: ['rental-property', 'down-payment'] },
  },
  { turns: ['whats the difference between the deposit and the down payment'], expect: { entry: ['none', 'agent'] } },
  { turns: ['can i use bitcoin for my down payment'], expect: { entry: ['none', 'agent', 'down-payment'] } },

  // ---- Taxes and closing -------------------------------------------------------------------------------
  {
    turns: ['closing costs on 610k in hamilton first time buyer 40k down'],
    expect: { entry: 'closing-costs', figures: [9749] },
  },
  {
    turns: ['closing costs 575k, 57.5k down, not first time, not toronto'],
    expect: { entry: 'closing-costs', figures: [12508.4] },
  },
  {
    turns: ['land transfer tax on 1.4m in toronto first time'],
    expect: { entry: 'land-transfer-tax', figures: [40475] },
  },
  { turns: ['ltt hamilton 612,000 first time buyer'], expect: { entry: 'land-transfer-tax', figures: [4715] } },
  {
    turns: ['land transfer tax on a 710,000 house in Hamilton for a first time buyer please'],
    expect: { entry: 'land-transfer-tax', figures: [6675] },
  },
  { turns: ['what do lawyers usually charge for closing'], expect: { entry: 'closing-costs' } },
  { turns: ['how much cash do i need on closing day besides the down payment'], expect: { entry: 'closing-costs' } },
  { turns: ['do i need title insurance'], expect: { entry: ['closing-costs', 'none', 'agent'] } },
  { turns: ['is there an hst rebate on a new build house'], expect: { entry: ['none', 'agent'] } },

  // ---- Qualifying rate and affordability ------------------------------------------------------------------
  { turns: ['qualifying rate 3.79'], expect: { entry: 'stress-test', figures: [5.79] } },
  { turns: ['i make 84k, truck payment 780 a month, 35k down, what can i buy'], expect: { entry: 'affordability' } },
  { turns: ['nurse 104k salary no debts 70k saved max purchase price'], expect: { entry: 'affordability' } },
  { turns: ['how much of a mortgage can i get on 6200 a month'], expect: { entry: 'affordability' } },
  {
    turns: ["we make 92k and 58k, baby coming so she'll be on mat leave, what can we afford"],
    expect: { entry: 'affordability' },
  },
  { turns: ['is 3500 a month too much mortgage on 120k income'], expect: { entry: 'affordability' } },
  { turns: ['do property taxes count in the debt ratio'], expect: { entry: 'affordability' } },
  { turns: ['does heating get included when they figure out what i qualify for'], expect: { entry: 'affordability' } },
  {
    turns: ['does the child support i get count as income for a mortgage'],
    expect: { entry: ['affordability', 'documents', 'separation', 'agent'] },
  },
  {
    turns: ['teacher on a contract not permanent yet will lenders use my income'],
    expect: { entry: ['documents', 'approval-odds', 'affordability', 'agent'] },
  },
  {
    turns: ['owner operator trucker 2 years, how do banks look at my income'],
    expect: { entry: 'self-employed' },
  },
  {
    turns: ['incorporated software contractor paying myself dividends can i qualify'],
    expect: { entry: 'self-employed' },
  },

  // ---- Refinance, HELOC, penalties, renewal, switching ------------------------------------------------------
  {
    turns: ['landlord, 2 units, property worth 1.05m, owe 610k, how much can i refinance'],
    expect: { entry: 'refinance', figures: [230000] },
  },
  {
    turns: ['want to take 60k out of my house for a pool'],
    expect: { entry: ['refinance', 'heloc', 'renovation-financing'] },
  },
  { turns: ['whats the max on a heloc'], expect: { entry: 'heloc' } },
  { turns: ['consolidate 38k of credit cards into my mortgage'], expect: { entry: 'debt-consolidation' } },
  {
    turns: ['refinance my rental to buy a third property'],
    expect: { entry: ['refinance', 'rental-property', 'heloc'] },
  },
  {
    turns: ['heloc or refinance to build a garden suite out back'],
    expect: { entry: ['heloc', 'refinance', 'renovation-financing'] },
  },
  {
    turns: ['balance 385k fixed at 5.14 with 20 months left, three months interest penalty?'],
    expect: { entry: 'breaking-penalty', figures: [4947.25] },
  },
  {
    turns: ['variable 445k at 4.95', 'if i break it now whats the penalty'],
    expect: { entry: 'breaking-penalty', figures: [5506.88] },
  },
  { turns: ['blend and extend what is it'], expect: { entry: ['breaking-penalty', 'none', 'agent'] } },
  { turns: ['my mortgage renews in 4 months what should i do'], expect: { entry: 'renewal' } },
  { turns: ['does it cost anything to switch to another lender at renewal'], expect: { entry: 'switching' } },
  { turns: ['can i switch lenders in the middle of my term'], expect: { entry: ['switching', 'breaking-penalty'] } },
  {
    turns: ['military posting to petawawa, can i bring my mortgage from halifax'],
    expect: { entry: 'porting' },
  },
  {
    turns: ['widow here, renewal coming up and the mortgage is only in my late husbands name'],
    expect: { entry: ['renewal', 'agent', 'legal-advice', 'none'] },
  },
  { turns: ['can i skip a mortgage payment in december'], expect: { entry: ['none', 'agent', 'missed-payments'] } },
  {
    turns: ['payment holiday while im on mat leave possible?'],
    expect: { entry: ['none', 'agent', 'missed-payments'] },
  },

  // ---- Rates ---------------------------------------------------------------------------------------------
  { turns: ['best 5 yr fixed rate today'], expect: { entry: 'rates', figures: [3.68] } },
  { turns: ['whats ur 3 year fixed if i have 25% down'], expect: { entry: 'rates', figures: [4.15] } },
  { turns: ['variable rate insured'], expect: { entry: 'rates', figures: [3.85] } },
  { turns: ['refinance rate 5 year fixed'], expect: { entry: 'rates', figures: [4.09] } },
  { turns: ['rates for bc'], expect: { entry: 'rates', figures: [3.71], mentions: ['British Columbia'] } },
  { turns: ['1 year fixed rate?'], expect: { entry: 'rates', figures: [4.89] } },
  { turns: ['7 yr rate'], expect: { entry: 'rates', figures: [4.29] } },
  { turns: ['do you have better rates than rbc'], expect: { entry: ['rates', 'broker'] } },
  { turns: ['rate for quebec 5 year'], expect: { entry: 'rates', figures: [3.76], mentions: ['Quebec'] } },
  { turns: ['will rates go down next year'], expect: { entry: ['none', 'agent', 'fixed-vs-variable', 'rates'] } },

  // ---- Products and jargon --------------------------------------------------------------------------------
  { turns: ['whats amortization vs term'], expect: { entry: ['amortization', 'term'] } },
  { turns: ['open mortgage good idea if im selling in a year'], expect: { entry: 'open-vs-closed' } },
  { turns: ['can i pay off 20% a year'], expect: { entry: 'prepayment' } },
  { turns: ['rate hold how long'], expect: { entry: 'rate-hold' } },
  { turns: ['what is a heloc exactly'], expect: { entry: 'heloc' } },
  { turns: ['is variable smart right now'], expect: { entry: 'fixed-vs-variable' } },
  { turns: ['td collateral mortgage is that bad'], expect: { entry: 'collateral-charge' } },
  { turns: ['what does portability mean on a mortgage'], expect: { entry: 'porting' } },
  { turns: ['pre approval vs pre qualification'], expect: { entry: 'pre-approval' } },
  { turns: ['whats a cash back mortgage'], expect: { entry: ['none', 'agent'] } },
  { turns: ['appraisal came in 30k under our offer what now'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['should i make my offer conditional on a home inspection'],
    expect: { entry: ['none', 'agent', 'legal-advice'] },
  },
  { turns: ['financing for an assignment sale on a pre construction condo'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['seller offered a vendor take back mortgage is that safe'],
    expect: { entry: ['none', 'agent', 'legal-advice'] },
  },
  { turns: ['can i get a mortgage on a houseboat'], expect: { entry: ['none', 'agent'] } },
  { turns: ['will a bank finance a house with knob and tube wiring'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['whats the secondary suite refinance program'],
    expect: { entry: ['none', 'agent', 'renovation-financing'] },
  },
  { turns: ['is the cmhc eco plus refund worth applying for'], expect: { entry: ['none', 'agent'] } },
  { turns: ['do i pay tax on the rent from my basement tenant'], expect: { entry: ['none', 'agent'] } },
  {
    turns: ['power of attorney to sign the mortgage for my mom'],
    expect: { entry: ['none', 'agent', 'legal-advice'] },
  },

  // ---- People and situations ------------------------------------------------------------------------------
  {
    turns: ['after my consumer proposal how long until i can get a mortgage'],
    expect: { entry: ['alternative-lenders', 'credit-score', 'agent'] },
  },
  { turns: ['private lender rates how high are they'], expect: { entry: 'alternative-lenders' } },
  {
    turns: ['second mortgage to pay off the rest of my proposal'],
    expect: { entry: ['alternative-lenders', 'none', 'agent'] },
  },
  { turns: ['can my wife use her spousal rrsp for the home buyers plan'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['hbp limit now'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['mortgage on a rental with 2 units, can it be insured'], expect: { entry: 'rental-property' } },
  {
    turns: ['downsizing from a 1.1m house to a 600k condo, can i buy before i sell'],
    expect: { entry: 'bridge-financing' },
  },
  {
    turns: ['retired on cpp oas and a pension, can i still get a mortgage at 68'],
    expect: { entry: ['documents', 'affordability', 'approval-odds', 'agent', 'reverse-mortgage'] },
  },
  { turns: ['chip reverse mortgage how much can i get at 72'], expect: { entry: 'reverse-mortgage' } },
  {
    turns: ['what happens to the mortgage if my husband dies'],
    expect: { entry: ['creditor-insurance', 'none', 'agent'] },
  },
  { turns: ['first time buyer incentives ontario 2026'], expect: { entry: 'first-time-buyer' } },
  { turns: ['fhsa how much can i put in'], expect: { entry: 'fhsa' } },

  // ---- Hand-overs -----------------------------------------------------------------------------------------
  {
    turns: ['any brokers that speak punjabi or hindi near mississauga'],
    expect: { entry: ['find-agent', 'talk-to-agent', 'agent'] },
  },
  {
    turns: ['can i talk to someone tonight after my shift'],
    expect: { entry: ['talk-to-agent', 'contact-us', 'agent'] },
  },
  { turns: ['email address for your office'], expect: { entry: ['contact-us', 'agent'] } },
  { turns: ['you guys hiring mortgage agents? im level 1 licensed'], expect: { entry: 'become-agent' } },
  {
    turns: ['will i get approved with a consumer proposal from 2023'],
    expect: { entry: ['approval-odds', 'alternative-lenders', 'credit-score', 'agent'] },
  },
  { turns: ['can you review my purchase agreement before i sign'], expect: { entry: ['legal-advice', 'agent'] } },
  {
    turns: ['my name is harpreet 647 555 0142 call me about a pre approval'],
    expect: { entry: ['talk-to-agent', 'contact-us', 'agent', 'pre-approval'] },
  },

  // ---- French (Ottawa, Orléans, Hawkesbury) -----------------------------------------------------------------
  {
    turns: ['versement mensuel pour 385 000 à 4,35 % sur 25 ans'],
    expect: { entry: 'payment', figures: [2098.88], lang: 'fr' },
  },
  {
    turns: ['hypothèque de 420 000 à 4,1', 'et aux deux semaines?'],
    expect: { entry: 'payment', figures: [1029.27], lang: 'fr' },
  },
  { turns: ['mise de fonds minimale pour 780 000 $'], expect: { entry: 'down-payment', figures: [53000], lang: 'fr' } },
  { turns: ['taux fixe 5 ans aujourd hui'], expect: { entry: 'rates', figures: [3.68], lang: 'fr' } },
  {
    turns: ['droits de cession immobilière 550 000 $ à Ottawa'],
    expect: { entry: 'land-transfer-tax', figures: [7475], lang: 'fr' },
  },
  { turns: ["l'assurance vie hypothécaire est-elle obligatoire"], expect: { entry: 'creditor-insurance', lang: 'fr' } },
  {
    turns: ['je viens de finir une proposition de consommateur, est-ce que je peux avoir une hypothèque'],
    expect: { entry: ['alternative-lenders', 'credit-score', 'agent'], lang: 'fr' },
  },
  { turns: ['taux admissible si mon taux est 4,19'], expect: { entry: 'stress-test', figures: [6.19], lang: 'fr' } },
  { turns: ['combien je peux emprunter avec 90 000 $ de revenu'], expect: { entry: 'affordability', lang: 'fr' } },
  {
    turns: ['refinancement, la maison vaut 650 000 et je dois 300 000'],
    expect: { entry: 'refinance', figures: [220000], lang: 'fr' },
  },
  { turns: ["c'est quoi une marge de crédit hypothécaire"], expect: { entry: 'heloc', lang: 'fr' } },
  {
    turns: ['un courtier qui parle français à orléans'],
    expect: { entry: ['find-agent', 'talk-to-agent', 'agent'], lang: 'fr' },
  },

  // ---- Off topic and outside Canada ------------------------------------------------------------------------
  { turns: ['what time does service ontario close'], expect: { entry: 'none' } },
  { turns: ['how do i get my g license'], expect: { entry: 'none' } },
  { turns: ['best daycare in brampton'], expect: { entry: 'none' } },
  { turns: ['how much should i tip the movers'], expect: { entry: 'none' } },
  { turns: ['whats the weather in hamilton'], expect: { entry: 'none' } },
  { turns: ['mortgage rates in florida'], expect: { entry: ['none', 'agent'] } },
  { turns: ['can you help me get out of my car lease'], expect: { entry: 'none' } },
  { turns: ['how do i become a nurse in ontario'], expect: { entry: 'none' } },
  { turns: ['buying a house in punjab with money from canada'], expect: { entry: ['none', 'agent'] } },
  { turns: ['how do i apply for the child benefit'], expect: { entry: 'none' } },
]
