/**
 * The labelled evaluation set of the chat engine: visitor questions and the
 * knowledge-base entry that should answer each, or 'none' when the engine must say it has no
 * answer. Written before the knowledge base was tuned, the way visitors type: casual wording,
 * typos, Canadian and American spellings, abbreviations, questions with numbers in them.
 *
 * `alt` lists a second entry that is an equally right answer for a question that honestly
 * covers two topics (used sparingly). The numeric questions are also checked for their
 * figures in engine.test.ts; here only the topic counts.
 */

export interface LabelledQuestion {
  q: string
  expect: string
  alt?: string
}

export const LABELLED_QUESTIONS: readonly LabelledQuestion[] = [
  // Closing costs
  { q: 'how much are closing costs in ontario?', expect: 'closing-costs' },
  { q: 'What fees do I pay on closing day besides the down payment', expect: 'closing-costs' },
  { q: 'how much cash should i have on top of my downpayment', expect: 'closing-costs' },
  { q: 'clsoing costs estimate', expect: 'closing-costs' },
  { q: 'do I need to budget for lawyer fees and title insurance when buying?', expect: 'closing-costs' },

  // Pre-approval
  { q: 'how long is a pre-approval good for', expect: 'pre-approval' },
  { q: 'should i get preapproved before house hunting', expect: 'pre-approval' },
  { q: 'What is a mortgage pre approval?', expect: 'pre-approval' },
  { q: 'does getting pre-qualified hurt my credit', expect: 'pre-approval', alt: 'credit-score' },
  { q: 'preaproval expiry', expect: 'pre-approval' },

  // Rate hold
  { q: 'can I lock in a rate before I find a house', expect: 'rate-hold' },
  { q: 'how long can you hold a rate for me', expect: 'rate-hold' },
  { q: 'what happens to my rate hold if rates go down', expect: 'rate-hold' },
  { q: 'rate guarantee 120 days?', expect: 'rate-hold' },

  // Prepayment
  { q: 'can I pay extra on my mortgage each year', expect: 'prepayment' },
  { q: 'lump sum payment allowed without penalty?', expect: 'prepayment' },
  { q: 'how much can i prepay on a closed mortgage', expect: 'prepayment' },
  { q: 'prepayment privleges', expect: 'prepayment' },
  { q: 'Can I increase my monthly payments to pay it off faster', expect: 'prepayment' },

  // Breaking a mortgage
  { q: 'what is the penalty for breaking my mortgage early', expect: 'breaking-penalty' },
  { q: 'how is the IRD calculated', expect: 'breaking-penalty' },
  { q: 'three months interest penalty', expect: 'breaking-penalty' },
  { q: 'cost to get out of my mortgage before the term ends', expect: 'breaking-penalty' },

  // Default insurance
  { q: 'what is CMHC insurance', expect: 'default-insurance' },
  { q: 'do I need mortgage insurance if i put 10% down', expect: 'default-insurance' },
  { q: 'how much is the cmhc premium', expect: 'default-insurance' },
  { q: 'difference between conventional and high ratio mortgage', expect: 'default-insurance' },
  { q: 'who are sagen and canada guaranty', expect: 'default-insurance' },
  { q: 'mortage default insurance cost', expect: 'default-insurance' },
  { q: 'cmhc premium on 600k with 10% down', expect: 'default-insurance' },
  { q: 'how much insurance would i pay buying at 450,000 with 25000 down', expect: 'default-insurance' },

  // Down payment
  { q: 'what is the minimum down payment in canada', expect: 'down-payment' },
  { q: 'how much do i need to put down on a house', expect: 'down-payment' },
  { q: 'least I can put down on a 700k condo', expect: 'down-payment' },
  { q: 'minimum downpayment for a $1.2M house', expect: 'down-payment' },
  { q: 'Can I buy with 5 percent down?', expect: 'down-payment' },
  { q: 'how much deposit do I need for a 550,000 home', expect: 'down-payment' },
  { q: 'down payment required 900k', expect: 'down-payment' },

  // Gifted down payment
  { q: 'can my parents gift me the down payment', expect: 'gifted-down-payment' },
  { q: 'do I need a gift letter', expect: 'gifted-down-payment' },
  { q: 'using money from family for my downpayment', expect: 'gifted-down-payment' },

  // Stress test
  { q: 'what is the mortgage stress test', expect: 'stress-test' },
  { q: 'what rate do i have to qualify at', expect: 'stress-test' },
  { q: 'minimum qualifying rate 5.25?', expect: 'stress-test' },
  { q: 'does the stres test apply if I switch lenders at renewal', expect: 'stress-test', alt: 'switching' },
  { q: 'if my rate is 4.2% what rate will they qualify me at', expect: 'stress-test' },

  // Fixed vs variable
  { q: 'should I go fixed or variable', expect: 'fixed-vs-variable' },
  { q: 'difference between a fixed rate and a variable rate', expect: 'fixed-vs-variable' },
  { q: 'is variable riskier than fixed?', expect: 'fixed-vs-variable' },
  { q: 'what happens to a variable mortgage when prime goes up', expect: 'fixed-vs-variable' },
  { q: 'adjustable rate vs fixed', expect: 'fixed-vs-variable' },

  // Amortization
  { q: 'what is amortization', expect: 'amortization' },
  { q: 'can I get a 30 year amortisation as a first time buyer', expect: 'amortization' },
  { q: 'max amortization for an insured mortgage', expect: 'amortization' },
  { q: '25 or 30 years which is better', expect: 'amortization' },
  { q: 'how long can I spread my mortgage over', expect: 'amortization' },

  // Term
  { q: "what's a mortgage term", expect: 'term' },
  { q: 'what does a 5 year term mean', expect: 'term' },
  { q: 'difference between term and amortization', expect: 'term', alt: 'amortization' },
  { q: 'which term length should I pick', expect: 'term' },

  // Open vs closed
  { q: 'open vs closed mortgage', expect: 'open-vs-closed' },
  { q: 'what is an open mortgage', expect: 'open-vs-closed' },
  { q: 'is a closed mortgage cheaper', expect: 'open-vs-closed' },

  // Renewal
  { q: 'my mortgage is up for renewal what should I do', expect: 'renewal' },
  { q: 'should I just sign the renewal letter from my bank', expect: 'renewal' },
  { q: 'when should i start shopping for my renewl', expect: 'renewal' },
  { q: 'renewing my mortgage next year', expect: 'renewal' },

  // Switching
  { q: 'can I switch lenders', expect: 'switching' },
  { q: 'how do i transfer my mortgage to another bank', expect: 'switching' },
  { q: 'moving my mortgage to a different lender at maturity', expect: 'switching', alt: 'renewal' },
  { q: 'cost to switch mortgage provider', expect: 'switching' },
  { q: 'my bank offered 5.09% at renewal on 380k, should i switch to 4.29%', expect: 'switching' },
  { q: 'owe 520k, renewal offer is 4.99, worth switching lenders?', expect: 'switching' },
  { q: 'is it worth moving my mortgage for a lower rate at renewal', expect: 'switching', alt: 'renewal' },
  { q: 'what would my penalty be to break 300k fixed at 5.5% with 2 years left', expect: 'breaking-penalty' },

  // Refinance
  { q: 'how does refinancing work', expect: 'refinance' },
  { q: 'can I take equity out of my house', expect: 'refinance' },
  { q: 'how much can i refinance up to', expect: 'refinance' },
  { q: 'refi my home to get cash', expect: 'refinance' },
  { q: 'I want to refinance', expect: 'refinance' },

  // Debt consolidation
  { q: 'can i pay off my credit cards with my mortgage', expect: 'debt-consolidation' },
  { q: 'debt consolidation mortgage', expect: 'debt-consolidation' },
  { q: 'roll my car loan and line of credit into my mortgage', expect: 'debt-consolidation' },
  { q: 'consolidate debts', expect: 'debt-consolidation' },

  // HELOC
  { q: 'what is a HELOC', expect: 'heloc' },
  { q: 'home equity line of credit vs refinance', expect: 'heloc', alt: 'refinance' },
  { q: 'how much can i borrow on a line of credit against my house', expect: 'heloc' },
  { q: 'helocs interest only payments?', expect: 'heloc' },

  // Reverse mortgage
  { q: 'what is a reverse mortgage', expect: 'reverse-mortgage' },
  { q: "I'm 67 and retired, can I get money from my home without making payments", expect: 'reverse-mortgage' },
  { q: 'CHIP reverse mortgage age requirement', expect: 'reverse-mortgage' },
  { q: 'reverse morgage for seniors', expect: 'reverse-mortgage' },

  // First-time buyer programs
  { q: 'first time home buyer programs', expect: 'first-time-buyer' },
  { q: 'what incentives are there for first-time buyers in Ontario', expect: 'first-time-buyer' },
  { q: 'any government help for buying my first home', expect: 'first-time-buyer' },
  { q: 'first time buyer rebates', expect: 'first-time-buyer', alt: 'land-transfer-tax' },

  // FHSA
  { q: 'what is an FHSA', expect: 'fhsa' },
  { q: 'first home savings account limits', expect: 'fhsa' },
  { q: 'how much can I put in my tax free first home savings account each year', expect: 'fhsa' },
  { q: 'can I use my fhsa and rrsp together', expect: 'fhsa', alt: 'home-buyers-plan' },

  // Home Buyers' Plan
  { q: 'what is the HBP', expect: 'home-buyers-plan' },
  { q: 'can I use my RRSP for a down payment', expect: 'home-buyers-plan' },
  { q: 'home buyers plan withdrawal limit', expect: 'home-buyers-plan' },
  { q: 'how do I repay the homebuyers plan', expect: 'home-buyers-plan' },

  // Land transfer tax
  { q: 'how much is land transfer tax in ontario', expect: 'land-transfer-tax' },
  { q: 'land transfer tax on 800k in Toronto', expect: 'land-transfer-tax' },
  { q: 'do i pay double land transfer tax in toronto', expect: 'land-transfer-tax' },
  { q: 'LTT rebate for first time buyers', expect: 'land-transfer-tax' },
  { q: 'land tranfer tax for a $650,000 house in Ottawa', expect: 'land-transfer-tax' },
  { q: 'welcome tax', expect: 'land-transfer-tax' },

  // Broker
  { q: 'what does a mortgage broker do', expect: 'broker' },
  { q: 'how much does a broker cost', expect: 'broker' },
  { q: 'why use a broker instead of my bank', expect: 'broker' },
  { q: 'do you charge fees', expect: 'broker' },
  { q: 'are mortgage brokers licensed in ontario', expect: 'broker' },

  // Rates
  { q: 'what are your rates today', expect: 'rates' },
  { q: 'current 5 year fixed rate', expect: 'rates' },
  { q: 'best mortgage rate right now?', expect: 'rates' },
  { q: "what's the lowest variable rate you have", expect: 'rates' },
  { q: 'interest rates', expect: 'rates' },

  // Payment
  { q: 'payment on 650k at 4.5% over 25 years', expect: 'payment' },
  { q: 'what would my monthly payment be on a 400,000 mortgage', expect: 'payment' },
  { q: 'how are mortgage payments calculated', expect: 'payment' },
  { q: 'monthly payments for $500k at 3.99 percent 30 years', expect: 'payment' },
  { q: 'how much would I pay per month for a 1.2M mortgage at 5%', expect: 'payment' },

  // Payment frequency
  { q: 'what is accelerated bi-weekly', expect: 'payment-frequency' },
  { q: 'should I pay weekly or monthly', expect: 'payment-frequency' },
  { q: 'biweekly vs semi monthly payments', expect: 'payment-frequency' },

  // Affordability
  { q: 'how much house can I afford', expect: 'affordability' },
  { q: 'how much mortgage will i qualify for on a 90k salary', expect: 'affordability' },
  { q: 'what are GDS and TDS ratios', expect: 'affordability' },
  { q: 'how much can I borrow', expect: 'affordability' },

  // Credit score
  { q: 'what credit score do I need for a mortgage', expect: 'credit-score' },
  { q: 'my credit is around 620 can i still get a mortgage', expect: 'credit-score', alt: 'alternative-lenders' },
  { q: 'how to improve my credit rating before buying', expect: 'credit-score' },

  // Self-employed
  { q: 'i am self employed can i get a mortgage', expect: 'self-employed' },
  { q: 'mortgage for business owners with low declared income', expect: 'self-employed' },
  { q: 'stated income mortgage', expect: 'self-employed' },

  // Documents
  { q: 'what documents do i need to apply for a mortgage', expect: 'documents' },
  { q: 'paperwork needed for mortgage application', expect: 'documents' },
  { q: 'do you need my T4s and pay stubs', expect: 'documents' },

  // Alternative lenders
  { q: 'can i get a mortgage with bad credit', expect: 'alternative-lenders' },
  { q: 'what is a B lender', expect: 'alternative-lenders' },
  { q: 'private mortgage options after bankruptcy', expect: 'alternative-lenders' },
  { q: 'banks turned me down, what now', expect: 'alternative-lenders' },

  // Newcomers
  { q: 'mortgage for new immigrants', expect: 'newcomers' },
  { q: 'I just moved to Canada, can I buy a home without Canadian credit history', expect: 'newcomers' },
  { q: 'newcomer mortgage program work permit', expect: 'newcomers' },

  // Rental property
  { q: 'buying a rental property down payment', expect: 'rental-property' },
  { q: 'investment property mortgage', expect: 'rental-property' },
  { q: 'can rental income help me qualify', expect: 'rental-property' },

  // Condo
  { q: 'anything special about getting a mortgage for a condo', expect: 'condo' },
  { q: 'do condo fees affect how much i can borrow', expect: 'condo' },
  { q: 'what is a status certificate', expect: 'condo' },

  // Renovations
  { q: 'can I add renovation costs to my mortgage', expect: 'renovation-financing' },
  { q: 'purchase plus improvements', expect: 'renovation-financing' },
  { q: 'financing a reno on a fixer upper', expect: 'renovation-financing' },

  // Bridge financing
  { q: 'buying before selling my current house', expect: 'bridge-financing' },
  { q: 'what is bridge financing', expect: 'bridge-financing' },

  // Porting
  { q: 'can I take my mortgage with me when I move', expect: 'porting' },
  { q: 'is my mortgage portable', expect: 'porting' },

  // Talk to an agent
  { q: 'can i talk to a real person', expect: 'talk-to-agent' },
  { q: 'I want to speak with an agent', expect: 'talk-to-agent' },
  { q: 'please have someone call me', expect: 'talk-to-agent' },

  // Off topic or out of scope: the engine must not answer these confidently.
  { q: "what's the weather in toronto tomorrow", expect: 'none' },
  { q: 'who won the hockey game last night', expect: 'none' },
  { q: 'can you recommend a good pizza place', expect: 'none' },
  { q: 'how do I bake sourdough bread', expect: 'none' },
  { q: 'what is the capital of australia', expect: 'none' },
  { q: 'tell me a joke', expect: 'none' },
  { q: 'how do i reset my iphone', expect: 'none' },
  { q: 'best stocks to buy this year', expect: 'none' },
  { q: 'how much does car insurance cost in ontario', expect: 'none' },
  { q: 'what time does the passport office open', expect: 'none' },
  { q: 'translate hello into french', expect: 'none' },
  { q: 'is bitcoin a good investment', expect: 'none' },
  { q: 'how to file my taxes online', expect: 'none' },
  { q: 'asdfgh qwerty', expect: 'none' },
  { q: 'what is the meaning of life', expect: 'none' },
  { q: 'how tall is the cn tower', expect: 'none' },
  { q: 'write me a poem about the ocean', expect: 'none' },
  { q: 'where can I renew my drivers licence', expect: 'none' },
  { q: 'how do i apply for a credit card', expect: 'none' },
  { q: 'book a flight to vancouver', expect: 'none' },
  { q: 'what is your favourite colour', expect: 'none' },
  { q: 'how do I get rid of mice in my house', expect: 'none' },
  { q: 'recommend a plumber near me', expect: 'none' },
  { q: 'how many calories in a banana', expect: 'none' },
  { q: 'can you help me with my homework', expect: 'none' },
  { q: 'what is the exchange rate for us dollars', expect: 'none' },
  { q: 'how do i cancel my netflix', expect: 'none' },
  { q: 'is it going to snow this weekend', expect: 'none' },
]

/**
 * Second set: written after the engine was tuned on the first, run once blind (66.7 % at the
 * threshold of the time), then used to improve the engine (answers indexed again, everyday
 * words added to the keywords). It is a tuning set now; see docs/decisions/027-chat-engine.md.
 */
export const SECOND_QUESTIONS: readonly LabelledQuestion[] = [
  { q: 'what are the typical closing fees for a condo purchase', expect: 'closing-costs' },
  { q: 'how many days does my pre approval last', expect: 'pre-approval' },
  { q: 'if rates rise while I am house hunting am I protected', expect: 'rate-hold' },
  { q: 'am i allowed to make a lump-sum payment once a year', expect: 'prepayment' },
  { q: 'how big is the penalty to break a fixed mortgage', expect: 'breaking-penalty' },
  { q: 'is mortgage insurance mandatory with 15% down', expect: 'default-insurance' },
  { q: "what's the smallest downpayment allowed for an 850,000 house", expect: 'down-payment' },
  { q: 'can a relative give me money towards my deposit', expect: 'gifted-down-payment' },
  { q: 'explain the qualifying rate rule', expect: 'stress-test' },
  { q: 'pros and cons of a variable rate', expect: 'fixed-vs-variable' },
  { q: 'what does amortization period mean', expect: 'amortization' },
  { q: 'is a 3 year or 5 year term better', expect: 'term' },
  { q: 'my lender sent a renewal offer, is it a good deal', expect: 'renewal' },
  { q: 'can I change banks when my term is up', expect: 'switching', alt: 'renewal' },
  { q: 'cash out refinance', expect: 'refinance' },
  { q: 'I have 30k in credit card debt, can my mortgage help', expect: 'debt-consolidation' },
  { q: 'how does a home equity line work', expect: 'heloc' },
  { q: 'my parents are 72, can they unlock their home equity without selling', expect: 'reverse-mortgage' },
  { q: 'FHSA annual contribution limit', expect: 'fhsa' },
  { q: 'how much can i take out of my rrsp to buy a house', expect: 'home-buyers-plan' },
  { q: 'land transfer tax calculator for 1.1 million in toronto', expect: 'land-transfer-tax' },
  { q: 'is your service free', expect: 'broker' },
  { q: 'what is todays 3 year fixed rate', expect: 'rates' },
  { q: 'what would i pay monthly on 720k at 4.09% amortized 30 years', expect: 'payment' },
  { q: 'does paying every two weeks save interest', expect: 'payment-frequency' },
  { q: 'I earn 120k, how expensive a home can I buy', expect: 'affordability' },
  { q: 'mortgage after a consumer proposal', expect: 'alternative-lenders' },
  { q: 'what paperwork do self employed people need', expect: 'self-employed', alt: 'documents' },
  { q: 'how do I finance a kitchen renovation', expect: 'renovation-financing' },
  { q: 'what is the best pasta recipe', expect: 'none' },
  { q: 'who is the prime minister of canada', expect: 'none' },
  { q: 'how do I change a flat tire', expect: 'none' },
  { q: 'recommend a good movie to watch tonight', expect: 'none' },
]

/**
 * Held out: written after all tuning, run once, reported in docs/decisions/027-chat-engine.md
 * and never tuned on. Keep it that way: a change made to fix one of these makes it just
 * another tuning set; write a fresh one instead.
 */
export const HELD_OUT_QUESTIONS: readonly LabelledQuestion[] = [
  { q: 'roughly what percent of the price goes to closing costs', expect: 'closing-costs' },
  { q: 'is getting pre approved free', expect: 'pre-approval' },
  { q: 'can the bank guarantee my rate for 4 months', expect: 'rate-hold' },
  { q: 'can i pay down my mortgage faster without fees', expect: 'prepayment' },
  { q: 'we might sell in two years, what would breaking the mortgage cost', expect: 'breaking-penalty' },
  { q: 'who pays for cmhc insurance, me or the bank', expect: 'default-insurance' },
  { q: 'do i need 20 percent down to buy a house in canada', expect: 'down-payment', alt: 'default-insurance' },
  { q: 'my dad wants to help with the down payment', expect: 'gifted-down-payment' },
  { q: 'why do I have to qualify at a higher rate than I will pay', expect: 'stress-test' },
  { q: 'is now a good time to lock in fixed or stay variable', expect: 'fixed-vs-variable' },
  { q: 'should I pick a 25 year or 30 year amortization', expect: 'amortization' },
  { q: 'how long are mortgage terms usually', expect: 'term' },
  { q: 'open mortgage rates vs closed', expect: 'open-vs-closed' },
  { q: 'when can i renew my mortgage early', expect: 'renewal' },
  { q: 'transfering my mortgage to you guys', expect: 'switching' },
  { q: 'refinance to pay for a new roof', expect: 'refinance', alt: 'renovation-financing' },
  { q: 'put my student loans and credit cards into one payment', expect: 'debt-consolidation' },
  { q: 'is a HELOC a good idea', expect: 'heloc' },
  { q: 'reverse mortgage pros and cons', expect: 'reverse-mortgage' },
  { q: 'help for a first time buyer in toronto', expect: 'first-time-buyer' },
  { q: 'who can open a first home savings account', expect: 'fhsa' },
  { q: 'rrsp home buyer plan rules', expect: 'home-buyers-plan' },
  { q: 'how much tax do I pay when buying a 600k house in mississauga', expect: 'land-transfer-tax' },
  { q: 'what do you get paid as a broker', expect: 'broker' },
  { q: 'what are the rates for a 1 year fixed', expect: 'rates' },
  { q: 'calculate payment 350000 5.2% 20 yr', expect: 'payment' },
  { q: 'weekly vs biweekly which is better', expect: 'payment-frequency' },
  { q: 'what mortgage can we get with a combined income of 150k', expect: 'affordability' },
  { q: 'minimum beacon score for a mortgage', expect: 'credit-score' },
  { q: 'I run my own business, how do lenders look at my income', expect: 'self-employed' },
  { q: 'what do I need to bring to apply', expect: 'documents' },
  { q: 'private lender options', expect: 'alternative-lenders' },
  { q: 'I am on a work permit, can I get a mortgage', expect: 'newcomers' },
  { q: 'buying a house to rent out', expect: 'rental-property' },
  { q: 'condo maintenance fees and mortgage approval', expect: 'condo' },
  { q: 'my new house closes before my old one sells', expect: 'bridge-financing' },
  { q: 'moving to a new house, what happens to my mortgage', expect: 'porting' },
  { q: 'can an agent phone me tomorrow', expect: 'talk-to-agent' },
  { q: 'how do I make cold brew coffee', expect: 'none' },
  { q: 'what are the symptoms of the flu', expect: 'none' },
  { q: 'best hiking trails near toronto', expect: 'none' },
  { q: 'how do i get a job at a bank', expect: 'none' },
  { q: 'what is the score of the leafs game', expect: 'none' },
  { q: 'can you fix my laptop', expect: 'none' },
  { q: 'how much is a tesla model 3', expect: 'none' },
  { q: 'what is the rent for a 2 bedroom in ottawa', expect: 'none' },
]
