/**
 * A third held-out set, written after the mechanisms the late set (held-out-late.ts) showed were
 * fixed (engine at commit 644a561), in new wordings again, and run once: its first figures are in
 * docs/decisions/120-chat-understanding.md. Never tuned on. Same expectations and fixture as
 * held-out.ts.
 */
import type { ConversationCase } from './held-out'

export const FINAL_HELD_OUT_CONVERSATIONS: readonly ConversationCase[] = [
  { turns: ["what's the biweekly on 540k at 4.44%"], expect: { entry: 'payment', figures: [1369.77] } },
  { turns: ["i'm borrowing 330k over 15 years at 5.05, monthly?"], expect: { entry: 'payment', figures: [2609.22] } },
  {
    turns: ['payments for a 699,000 house, putting 20% down, rate 4.09'],
    expect: { entry: 'payment', figures: [2968.85] },
  },
  {
    turns: ['mortgage of 450k at 3.95% 25 years', 'what if i make it 30'],
    expect: { entry: 'payment', figures: [2127.12] },
  },
  { turns: ['weekly payment 260k 4.8% 25 years'], expect: { entry: 'payment', figures: [341.64] } },
  { turns: ['minimum down on a 2 million home'], expect: { entry: 'down-payment', figures: [400000] } },
  { turns: ['can i buy a 575k condo with 25k down'], expect: { entry: 'down-payment', figures: [32500] } },
  { turns: ['how much down do i need for 1,100,000'], expect: { entry: 'down-payment', figures: [85000] } },
  { turns: ['how much cmhc on a 440k house with 10% down'], expect: { entry: 'default-insurance', figures: [12276] } },
  {
    turns: ['insurance premium if i put 18% down on 700k'],
    expect: { entry: 'default-insurance', figures: [16072] },
  },
  {
    turns: ['land transfer tax for a 2.5 million home in toronto'],
    expect: { entry: 'land-transfer-tax', figures: [97950] },
  },
  {
    turns: ['how much is ltt on 385k first time buyer in ottawa'],
    expect: { entry: 'land-transfer-tax', figures: [250] },
  },
  {
    turns: ['transfer tax on 615k', "and if it's in toronto?"],
    expect: { entry: 'land-transfer-tax', figures: [17550] },
  },
  {
    turns: ['closing costs toronto 500k first time buyer 25k down'],
    expect: { entry: 'closing-costs', figures: [9245] },
  },
  { turns: ['stress test for a 5.09 rate'], expect: { entry: 'stress-test', figures: [7.09] } },
  {
    turns: ['single income 92k, no debts, 30k down, what can i buy'],
    expect: { entry: 'affordability', figures: [512162.68] },
  },
  {
    turns: ['together we make 210k and pay 1200 a month in loans, how big a mortgage can we get'],
    expect: { entry: 'affordability', figures: [1100590.24] },
  },
  {
    turns: ['how much home can i afford with a 130k income', 'and 80k down'],
    expect: { entry: 'affordability', figures: [761316.45] },
  },
  {
    turns: ['how much cash can i pull from my house, worth 850k, owing 410k'],
    expect: { entry: 'refinance', figures: [270000] },
  },
  {
    turns: ['my place is worth about 600k', 'i owe 520k, can i refinance'],
    expect: { entry: 'refinance', figures: [480000] },
  },
  { turns: ['penalty to break my variable, 410k at 4.7%'], expect: { entry: 'breaking-penalty', figures: [4817.5] } },
  {
    turns: [
      'breaking a fixed at 5.29, 300k left, 24 months to go, posted rate when i signed was 6.79 and posted now is 5.89',
    ],
    expect: { entry: 'breaking-penalty', figures: [5400] },
  },
  { turns: ['5 year fixed rate alberta insured'], expect: { entry: 'rates', figures: [3.74] } },
  { turns: ['conventional 5 year fixed rate'], expect: { entry: 'rates', figures: [3.89] } },
  { turns: ['what are your variable rates in quebec'], expect: { entry: 'rates', figures: [3.93, 4.14] } },
  {
    turns: ['how much can i withdraw from my rrsp under the home buyers plan'],
    expect: { entry: 'home-buyers-plan', figures: [60000] },
  },
  { turns: ['fhsa lifetime limit'], expect: { entry: 'fhsa', figures: [40000] } },
  {
    turns: ['are there any rebates for first time buyers in toronto'],
    expect: { entry: ['first-time-buyer', 'land-transfer-tax'] },
  },
  { turns: ['what is the difference between term and amortization'], expect: { entry: ['term', 'amortization'] } },
  { turns: ['how long do i have to repay the hbp'], expect: { entry: 'home-buyers-plan' } },
  { turns: ['should i break my mortgage to get a lower rate'], expect: { entry: 'breaking-penalty' } },
  { turns: ["what's a rate hold"], expect: { entry: 'rate-hold' } },
  { turns: ['bank said no because of my credit, options?'], expect: { entry: 'alternative-lenders' } },
  { turns: ['how much are legal fees when buying a house'], expect: { entry: 'closing-costs' } },
  { turns: ['i want to talk to someone about my mortgage'], expect: { entry: 'talk-to-agent' } },
  { turns: ['where can i see your list of brokers'], expect: { entry: 'find-agent' } },
  { turns: ['what does it take to become a mortgage broker in ontario'], expect: { entry: 'become-agent' } },
  { turns: ["what's your email"], expect: { entry: ['contact-us', 'talk-to-agent'] } },
  { turns: ['buying a duplex and renting half'], expect: { entry: 'rental-property' } },
  { turns: ['condo fees and mortgage qualification'], expect: { entry: 'condo' } },
  { turns: ['non resident speculation tax ontario'], expect: { entry: 'foreign-buyers', figures: [25] } },
  { turns: ["will the bank approve me if i'm on maternity leave"], expect: { entry: 'agent' } },
  {
    turns: ['paiement mensuel pour 600 000 $ à 3,99 % sur 30 ans'],
    expect: { entry: 'payment', figures: [2849.72], lang: 'fr' },
  },
  {
    turns: ['prime SCHL avec 15 % de mise de fonds sur 480 000 $'],
    expect: { entry: 'default-insurance', figures: [11424], lang: 'fr' },
  },
  {
    turns: ['combien puis-je emprunter avec 95 000 $ de revenu'],
    expect: { entry: 'affordability', figures: [497885.4], lang: 'fr' },
  },
  { turns: ["qu'est-ce qu'une marge de crédit hypothécaire"], expect: { entry: 'heloc', lang: 'fr' } },
  { turns: ["les taux d'aujourd'hui au Québec"], expect: { entry: 'rates', mentions: ['Québec'], lang: 'fr' } },
  { turns: ['how do i get rid of ants in my kitchen'], expect: { entry: 'none' } },
  { turns: ['best pizza in toronto'], expect: { entry: 'none' } },
  { turns: ['what movies are playing tonight'], expect: { entry: 'none' } },
  { turns: ['comment faire une tarte aux pommes'], expect: { entry: 'none' } },
]
