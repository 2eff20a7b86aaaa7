/**
 * A tenth fresh held-out set, written after the engine changes of docs/decisions/230 (commit
 * 66c3458), without looking at the engine's vocabulary lists or at the s44 set's misses, run once
 * and committed with that first run: the honest estimate of that work on questions nobody had
 * seen. Written as other visitors (a couple in Whitby, a teacher in Kanata, a retired farmer, a
 * bartender, a truck driver, owners renewing in Windsor, French speakers in Hearst and Orléans),
 * typed the way Ontario visitors type: numbers in every shape, follow-ups, French, two things in
 * one message, long messages with the question at the end, decisions asked, concepts next to
 * mortgages the knowledge base does not cover and off-topic questions ('none' or 'agent' only).
 * Same expectations and fixture as held-out.ts; figures from shared/finance with each question's
 * numbers (where it gives none, the engine's documented assumptions). A clarifying reply is judged
 * by evaluate.ts's rule.
 * Never tuned on: a change made to pass one of these makes it a tuning set.
 */
import type { ConversationCase } from './held-out'

export const S44B_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  // ---- Payments -------------------------------------------------------------------------------------
  { turns: ['monthly for a 389k mortgage @ 4.65'], expect: { entry: 'payment', figures: [2185.57] } },
  { turns: ['biweekly 612,500 at 4.2'], expect: { entry: 'payment', figures: [1516.41] } },
  { turns: ['what does 1.6 million cost monthly at 4.35 30 years'], expect: { entry: 'payment', figures: [7928.37] } },
  { turns: ['weekly pmt 277k 5.05'], expect: { entry: 'payment', figures: [373] } },
  { turns: ['semi monthly 455k 3.95 20yr'], expect: { entry: 'payment', figures: [1367.67] } },
  { turns: ['acc biweekly on 505k 4.6'], expect: { entry: 'payment', figures: [1411.59] } },
  {
    turns: ['townhouse in whitby 735k with 147k down, monthly at 4.25?'],
    expect: { entry: 'payment', figures: [3173.2] },
  },
  { turns: ['condo in kanata 420k 10% down payment at 4.4'], expect: { entry: 'payment', figures: [2135.37] } },
  { turns: ['monthly on 800 thousand at 3.85'], expect: { entry: 'payment', figures: [4143.36] } },
  {
    turns: ['how much is the payment on 330000 dollars at 6.1 percent over 25 years'],
    expect: { entry: 'payment', figures: [2131.02] },
  },
  { turns: ['mortgage payment 260k at 4.9 for 18 years'], expect: { entry: 'payment', figures: [1807] } },
  // ---- Follow-ups ------------------------------------------------------------------------------------
  { turns: ['monthly on 389k at 4.65', 'what about 4.15'], expect: { entry: 'payment', figures: [2077.97] } },
  { turns: ['payment 612k at 4.2', 'over 30 years?'], expect: { entry: 'payment', figures: [2979.84] } },
  {
    turns: ['payment 612k at 4.2', 'and if rates drop a quarter point'],
    expect: { entry: 'payment', figures: [3202.68] },
  },
  { turns: ['price is 560k', '20 percent down', 'monthly at 4.3'], expect: { entry: 'payment', figures: [2429.99] } },
  {
    turns: ['looking at a 475k condo', '35k down', 'how much is cmhc'],
    expect: { entry: 'default-insurance', figures: [17600] },
  },
  {
    turns: ['land transfer on 830k in ottawa', 'what if it was in toronto'],
    expect: { entry: 'land-transfer-tax', figures: [26150] },
  },
  { turns: ['minimum down on 640k', 'what about 1.3m'], expect: { entry: 'down-payment', figures: [105000] } },
  { turns: ['payment on 450k at 4.5', 'accelerated weekly instead'], expect: { entry: 'payment', figures: [622.66] } },
  {
    turns: ['what is a collateral mortgage', 'is it harder to switch'],
    expect: { entry: ['collateral-charge', 'switching'] },
  },
  // ---- Computations ----------------------------------------------------------------------------------
  { turns: ['ltt 545k barrie'], expect: { entry: 'land-transfer-tax', figures: [7375] } },
  { turns: ['toronto land transfer tax on 1.05m'], expect: { entry: 'land-transfer-tax', figures: [34950] } },
  { turns: ['ftb land transfer 390k kingston'], expect: { entry: 'land-transfer-tax', figures: [325] } },
  { turns: ['cmhc on 610k with 8% down'], expect: { entry: 'default-insurance', figures: [22448] } },
  { turns: ['default insurance 380k house 12% down'], expect: { entry: 'default-insurance', figures: [10366.4] } },
  { turns: ['smallest down payment on 875k'], expect: { entry: 'down-payment', figures: [62500] } },
  { turns: ['is 40k enough to buy a 690k place'], expect: { entry: 'down-payment', figures: [44000] } },
  { turns: ['qualifying rate at 3.79'], expect: { entry: 'stress-test', figures: [5.79] } },
  { turns: ['stress test for 2.99'], expect: { entry: 'stress-test', figures: [5.25] } },
  {
    turns: ['house worth 720k, mortgage 380k, how much equity can i pull'],
    expect: { entry: 'refinance', figures: [196000] },
  },
  { turns: ['3 months interest on 355k at 4.8'], expect: { entry: 'breaking-penalty', figures: [4260] } },
  { turns: ['i make 98k, how big a mortgage can i get'], expect: { entry: 'affordability' } },
  {
    turns: ['household income 165k, 70k down, student loan 300 a month, whats our budget'],
    expect: { entry: 'affordability' },
  },
  // ---- Knowledge, in visitors' words --------------------------------------------------------------------
  { turns: ['variable vs fixed pros and cons'], expect: { entry: 'fixed-vs-variable' } },
  { turns: ['how much extra can i pay each year without penalty'], expect: { entry: 'prepayment' } },
  { turns: ['do i need a preapproval before house hunting'], expect: { entry: 'pre-approval' } },
  { turns: ['what do lenders need from me to apply'], expect: { entry: 'documents' } },
  {
    turns: ['credit score 610, will anyone lend to me'],
    expect: { entry: ['credit-score', 'alternative-lenders', 'approval-odds'] },
  },
  {
    turns: ['i own a small trucking company, how do i prove income'],
    expect: { entry: ['self-employed', 'documents'] },
  },
  { turns: ['my aunt wants to give me 20k toward the house'], expect: { entry: 'gifted-down-payment' } },
  { turns: ['fhsa yearly max'], expect: { entry: 'fhsa' } },
  { turns: ['how much can i take out of my rrsp for a home'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['renewal letter came, do i just sign it'], expect: { entry: ['renewal', 'agent'] } },
  { turns: ['can i change banks when my term is up'], expect: { entry: ['switching', 'renewal'] } },
  { turns: ['behind 2 months on the mortgage, what now'], expect: { entry: 'missed-payments' } },
  { turns: ['do i need the banks life insurance on my mortgage'], expect: { entry: 'creditor-insurance' } },
  { turns: ['my mom wants to be a guarantor'], expect: { entry: 'co-signer' } },
  { turns: ['separating from my husband, who keeps the house'], expect: { entry: ['separation', 'legal-advice'] } },
  { turns: ['im 70, can i get cash from my home without selling'], expect: { entry: 'reverse-mortgage' } },
  { turns: ['arrived from india 8 months ago, can i buy a home'], expect: { entry: 'newcomers' } },
  { turns: ['buying a duplex as an investment'], expect: { entry: 'rental-property' } },
  { turns: ['condo fees count against me?'], expect: { entry: ['condo', 'affordability'] } },
  { turns: ['fixer upper, can i add the reno costs to the mortgage'], expect: { entry: 'renovation-financing' } },
  { turns: ['new house closes before our old one, need a short loan'], expect: { entry: 'bridge-financing' } },
  { turns: ['buying a lake cabin in muskoka'], expect: { entry: ['second-home', 'rural-land'] } },
  { turns: ['can i keep my rate if i move'], expect: { entry: 'porting' } },
  { turns: ['25 vs 30 year amortization'], expect: { entry: ['amortization', 'agent'] } },
  { turns: ['what term length do most people pick'], expect: { entry: 'term' } },
  { turns: ['roll my car loan into my mortgage'], expect: { entry: ['debt-consolidation', 'refinance'] } },
  { turns: ['what is a heloc used for'], expect: { entry: 'heloc' } },
  { turns: ['what is a readvanceable mortgage'], expect: { entry: ['heloc', 'collateral-charge'] } },
  { turns: ['the appraisal was low, do i need more money'], expect: { entry: 'appraisal-gap' } },
  { turns: ['when do i get the keys on closing'], expect: { entry: 'closing-day' } },
  { turns: ['should i waive the inspection condition'], expect: { entry: ['offer-conditions', 'agent'] } },
  { turns: ['occupancy fees on a new condo'], expect: { entry: 'new-build' } },
  { turns: ['private mortgage lenders'], expect: { entry: 'alternative-lenders' } },
  { turns: ['what are the mortgage rates today'], expect: { entry: 'rates' } },
  { turns: ['rates in quebec'], expect: { entry: 'rates', mentions: ['quebec'] } },
  { turns: ['is biweekly better than monthly'], expect: { entry: ['payment-frequency', 'agent'] } },
  { turns: ['does my bonus help me qualify'], expect: { entry: 'qualifying-income' } },
  { turns: ['i tend bar, do my tips count as income'], expect: { entry: ['qualifying-income', 'self-employed'] } },
  { turns: ['how does the bank pay my property tax'], expect: { entry: ['property-tax'] } },
  { turns: ['what is the minimum qualifying rate'], expect: { entry: 'stress-test' } },
  { turns: ['whats the ltv on my place if i owe 300 on 600'], expect: { entry: ['loan-to-value', 'refinance'] } },
  { turns: ['can a buyer take over my low rate mortgage'], expect: { entry: 'assumable' } },
  // ---- Advice, two things, long messages ----------------------------------------------------------------
  { turns: ['lock in now or ride the variable'], expect: { entry: ['fixed-vs-variable', 'agent'] } },
  {
    turns: ['should i put 20% down or keep some cash'],
    expect: { entry: ['down-payment', 'default-insurance', 'agent'] },
  },
  { turns: ['is a 2 year term smart right now'], expect: { entry: ['term', 'agent'] } },
  {
    turns: [
      'so we have been in our condo in windsor for 4 years, my wife is pregnant and we need a bigger place, the condo is worth about 410k and we owe 290k, can we take our mortgage with us',
    ],
    expect: { entry: 'porting' },
  },
  {
    turns: [
      'hi, I have been self employed as a contractor for 3 years, wrote off a lot so my income on paper is low, my accountant said I should talk to a broker, what are my options',
    ],
    expect: { entry: ['self-employed', 'alternative-lenders', 'agent'] },
  },
  {
    turns: [
      'we put an offer in on a place in kitchener, conditional on financing for 5 days, what happens if the bank says no',
    ],
    expect: { entry: ['offer-conditions', 'approval-odds', 'agent'] },
  },
  {
    turns: ['my dad is retired and wants to co sign for me but he has no income, is that allowed'],
    expect: { entry: 'co-signer' },
  },
  {
    turns: ['we are both teachers, one of us is on a contract, can the contract income count'],
    expect: { entry: 'qualifying-income' },
  },
  {
    turns: ['i got laid off last month and my mortgage is due, can i pause payments'],
    expect: { entry: ['missed-payments', 'skip-payment'] },
  },
  // ---- French -----------------------------------------------------------------------------------------------
  { turns: ['paiement mensuel sur 350 000 à 4,1 %'], expect: { entry: 'payment', figures: [1860.09], lang: 'fr' } },
  { turns: ['mise de fonds minimum pour 720 000 $'], expect: { entry: 'down-payment', figures: [47000], lang: 'fr' } },
  {
    turns: ['droits de cession sur 600 000 à sudbury'],
    expect: { entry: 'land-transfer-tax', figures: [8475], lang: 'fr' },
  },
  { turns: ['c’est quoi une marge de crédit hypothécaire'], expect: { entry: 'heloc', lang: 'fr' } },
  { turns: ['je suis nouvel arrivant, puis-je acheter une maison'], expect: { entry: 'newcomers', lang: 'fr' } },
  { turns: ['comment fonctionne l’assurance de la SCHL'], expect: { entry: 'default-insurance', lang: 'fr' } },
  { turns: ['puis-je changer de prêteur au renouvellement'], expect: { entry: ['switching', 'renewal'], lang: 'fr' } },
  { turns: ['quel est votre taux sur 5 ans fixe'], expect: { entry: 'rates', lang: 'fr' } },
  { turns: ['je veux parler à quelqu’un'], expect: { entry: ['talk-to-agent', 'contact-us', 'agent'], lang: 'fr' } },
  { turns: ['c’est quoi l’impôt foncier'], expect: { entry: ['property-tax', 'none', 'agent'], lang: 'fr' } },
  { turns: ['recette de tourtière'], expect: { entry: 'none' } },
  // ---- People, the company ---------------------------------------------------------------------------------
  { turns: ['please have an agent call me'], expect: { entry: ['talk-to-agent', 'contact-us', 'agent'] } },
  { turns: ['mortgage broker in thunder bay?'], expect: { entry: ['find-agent', 'agent'] } },
  { turns: ['how do i get my level 1 mortgage licence'], expect: { entry: 'become-agent' } },
  { turns: ['where is your office'], expect: { entry: ['contact-us', 'agent'] } },
  {
    turns: ['will i get approved with a 2019 bankruptcy'],
    expect: { entry: ['approval-odds', 'alternative-lenders', 'agent'] },
  },
  // ---- Next to mortgages, not covered ------------------------------------------------------------------------
  { turns: ['mortgage for a float home on lake ontario'], expect: { entry: ['none', 'agent'] } },
  { turns: ['commercial mortgage for a plaza'], expect: { entry: ['none', 'agent'] } },
  { turns: ['what is a vendor take back mortgage'], expect: { entry: ['none', 'agent'] } },
  { turns: ['loan for my small business equipment'], expect: { entry: ['none', 'agent'] } },
  { turns: ['can i buy land on a first nation'], expect: { entry: ['none', 'agent'] } },
  { turns: ['what is title insurance'], expect: { entry: ['closing-costs', 'none', 'agent'] } },
  { turns: ['mortgage on a timeshare'], expect: { entry: ['none', 'agent'] } },
  { turns: ['how much is home insurance in ontario'], expect: { entry: ['none', 'agent'] } },
  // ---- Off topic ------------------------------------------------------------------------------------------
  { turns: ['how do i change my car insurance'], expect: { entry: 'none' } },
  { turns: ['whats the capital of australia'], expect: { entry: 'none' } },
  { turns: ['rate on a 1 year gic'], expect: { entry: 'none' } },
  { turns: ['my tenant stopped paying rent'], expect: { entry: ['none', 'agent'] } },
  { turns: ['write me a poem'], expect: { entry: 'none' } },
  { turns: ['how do i get a passport'], expect: { entry: 'none' } },
]
