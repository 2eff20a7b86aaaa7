// The words and phrases visitors use for each knowledge-base topic (abbreviations, everyday
// wording), indexed with the entry's title (index-build.ts). Build time only: the engine's
// chunk carries them inside the serialised index, not as text.

export const KNOWLEDGE_KEYWORDS: Readonly<Record<string, string>> = {
  'closing-costs':
    'closing costs fees cash needed at closing on top of down payment lawyer legal fees title insurance home inspection appraisal adjustments how much extra money budget',
  'pre-approval':
    'pre-approval pre-approved pre-qualify prequalification house hunting before shopping how long valid expire expiry letter credit check',
  'rate-hold':
    'rate hold lock in a rate guarantee reserve hold a rate 120 days rates go up rates drop protection while shopping',
  prepayment:
    'prepayment privileges pay extra lump sum annual payment increase pay off faster early without penalty double up extra payments',
  'breaking-penalty':
    'penalty break mortgage early get out of contract before term ends interest rate differential three months interest discharge prepayment penalty cost to break',
  'default-insurance':
    'mortgage default insurance cmhc sagen canada guaranty insured mortgage high ratio conventional premium cost less than 20% down insurer protects lender need insurance mandatory required',
  'down-payment':
    'minimum down payment how much to put down least deposit 5 percent 10 percent 20 percent required save purchase price',
  'gifted-down-payment':
    'gift gifted down payment parents family help gift letter money from relatives relative family member grandparents gifted funds',
  'stress-test':
    'stress test minimum qualifying rate qualify at higher rate osfi b-20 buffer floor qualifying rate rule guideline',
  'fixed-vs-variable':
    'fixed versus variable rate difference which is better adjustable prime rate bank of canada risk predictable payments floating',
  amortization:
    'amortization period how many years to pay off 25 years 30 years longest maximum insured amortization spread',
  term: 'term length 1 year 3 year 5 year 10 year contract length short long term which term choose',
  'open-vs-closed': 'open mortgage closed mortgage difference repay anytime flexible short term',
  renewal: 'renewal renew maturity term ending up for renewal renewal letter offer from my bank sign shop around early',
  switching:
    'switch transfer mortgage to another lender move different bank change lender at renewal or mid term costs',
  refinance:
    'refinance equity take out cash out access home equity borrow against home how much new mortgage replace tap equity',
  'debt-consolidation':
    'debt consolidation consolidate debts pay off credit cards car loan line of credit high interest roll into mortgage one payment',
  heloc: 'heloc home equity line of credit revolving borrow against house interest only readvanceable',
  'reverse-mortgage':
    'reverse mortgage seniors retired retirement age 55 older chip homeequity bank no payments tax free cash from home unlock home equity without selling older homeowners 55 plus',
  'first-time-buyer': 'first time home buyer programs incentives government help rebates credits first home',
  fhsa: 'fhsa first home savings account tax free savings contribution limit room combine with rrsp home buyers plan',
  'home-buyers-plan':
    'home buyers plan hbp rrsp withdrawal down payment repay 60,000 limit use rrsp for down payment take money out of rrsp',
  'land-transfer-tax':
    'land transfer tax ontario toronto municipal double ltt rebate refund first time buyer welcome tax',
  broker:
    'mortgage broker agent what do brokers do cost fees charge free why use broker instead of bank licensed fsra compare lenders',
  rates: 'rates today current interest rate best lowest mortgage rates fixed variable 5 year 3 year',
  payment: 'monthly payment how much will I pay per month calculate mortgage payment cost principal interest',
  'payment-frequency':
    'payment frequency accelerated bi-weekly weekly semi-monthly monthly every two weeks pay faster which schedule',
  affordability:
    'afford affordability how much can I borrow qualify for maximum mortgage income salary gds tds debt service ratios budget earn how expensive a home can I buy price range',
  'credit-score': 'credit score rating history minimum credit needed improve credit report equifax transunion',
  'self-employed':
    'self employed business owner contractor freelancer commission stated income business for self income proof',
  documents:
    'documents paperwork needed apply application proof of income pay stub employment letter t4 notice of assessment bank statements id',
  'alternative-lenders':
    'bad credit poor credit bruised credit b lender alternative lender private mortgage bankruptcy consumer proposal declined turned down by bank',
  newcomers:
    'newcomer new to canada immigrant permanent resident work permit no canadian credit history foreign income',
  'rental-property': 'rental property investment property investor landlord rental income second property buy to rent',
  condo:
    'condo condominium apartment unit condo fees maintenance fees status certificate reserve fund special assessment',
  'renovation-financing':
    'renovation financing purchase plus improvements fixer upper add renovation costs to mortgage upgrade home improvements',
  'bridge-financing': 'bridge financing bridge loan buying before selling closing dates overlap',
  porting: 'port portable mortgage take with me when I move new house keep my rate',
  'talk-to-agent': 'talk to an agent speak to a person human real person call me contact broker someone',
}
