// What a message asks the engine to work out, from its words (what is left once the numbers
// and the words that placed them are blanked: slots.ts) and from the facts it carries. A
// question with a computation's words and the numbers it needs is computed; numbers alone can
// also say it ("500k at 4.5%" is a payment, "worth 900k, owe 550k" an equity question).

import type { Facts } from './slots'

export type Intent =
  | 'payment'
  | 'down-payment'
  | 'insurance'
  | 'land-transfer-tax'
  | 'closing-costs'
  | 'qualifying-rate'
  | 'affordability'
  | 'equity'
  | 'penalty'
  | 'switch'
  | 'rates'

/** The knowledge-base entry each computation answers under. */
export const INTENT_ENTRY: Readonly<Record<Intent, string>> = {
  payment: 'payment',
  'down-payment': 'down-payment',
  insurance: 'default-insurance',
  'land-transfer-tax': 'land-transfer-tax',
  'closing-costs': 'closing-costs',
  'qualifying-rate': 'stress-test',
  affordability: 'affordability',
  equity: 'refinance',
  penalty: 'breaking-penalty',
  switch: 'switching',
  rates: 'rates',
}

/** The entry whose question a computation can take over (retrieval found it, the numbers fit). */
export const ENTRY_INTENT: Readonly<Record<string, Intent>> = Object.fromEntries(
  Object.entries(INTENT_ENTRY).map(([intent, entry]) => [entry, intent as Intent]),
)

/** Words that ask for each computation (English and French, on normalised text). */
const CUES: readonly [Intent, RegExp][] = [
  [
    'switch',
    /\bswitch\w*|\bmov(?:e|ing) (?:my|the|our) mortgage|\bsav\w* (?:by|if (?:i|we)) (?:mov|leav|go|transfer|chang)\w*|\b(?:go|going|move|moving) (?:over )?(?:to|with) (?:the|that|a) (?:other|broker|new) (?:lender|bank|one)\b|\btransfer\w* (?:my|the|our) mortgage|\bchang(?:e|ing) lenders?|\brenewal offer|\boffer(?:ed|s)? (?:me |us )?(?:a )?renewal|\bchanger de (?:preteur|banque)|\btransferer (?:mon|notre) hypotheque/,
  ],
  [
    'penalty',
    /\bpenalt\w*|\bbreak(?:ing)?\b|\bbroke\b|\bblend(?:ed|ing)?\s(?:and|&|n)\s?extend\b|\bird\b|\binterest rate differential|\b(?:three|3) months?(?: of)? interest|\bget out of (?:my|the|a|our) (?:mortgage|contract)|\bpenalite\w*|\brompre\b|\bcasser\b|\bbriser\b/,
  ],
  [
    'equity',
    /\bequity\b|\brefinanc\w*|\brefi\b|\bpull(?:ing)?\b.{0,20}\bout\b|\btake\b.{0,20}\bout\b|\bcash[\s-]?out\b|\btap (?:into )?(?:my|the|our)\b|\bborrow against\b|\baccess (?:my|the|our) (?:equity|home)|\brefinanc\w*|\bvaleur nette\b|\bequite\b/,
  ],
  [
    'qualifying-rate',
    /\bstress[\s-]?test\w*|\bqualif\w* at\b|\bqualifying rate|\bqualification rate|\brate (?:do|will|would|must|should) (?:i|we|you) (?:qualify|be qualified)|\btest de resistance|\btaux (?:admissible|de qualification|minimal|plancher)|\btaux d\s?(?:admissibilite|eligibilite)|\b(?:a|au) quel taux\b.{0,30}\b(?:qualifi\w*|admissibles?)\b/,
  ],
  [
    'affordability',
    /\bafford\w*|\bhow much (?:house|home|mortgage|condo|place|property|can (?:i|we) (?:borrow|get|qualify|be approved))|\bqualif\w* for\b|\bmax(?:imum)? (?:mortgage|loan|price|purchase price|amount)|\bborrowing power|\bhow big (?:a|of a) mortgage|\bpre ?approved for\b|\bemprunter\b|\babordab\w*|\bcapacite d emprunt|\b(?:me|nous) permettre\b|\bcombien (?:je|nous|on) (?:peux|pouvons|peut)\b|\bcombien (?:puis|pouvons)[\s-]?(?:je|nous)\b/,
  ],
  [
    'closing-costs',
    /\bclosing (?:costs?|fees?|cash|day costs?)|\bcosts? (?:at|of|for|on) closing|\bcash (?:for|at|to|on|needed (?:for|at|on)) closing|\b(?:for|at|on) closing\b|\bfrais de (?:cloture|fermeture|notaire|transaction|l achat)|\bcouts? de (?:cloture|l achat)/,
  ],
  [
    'land-transfer-tax',
    /\bland transfer|\btransfer tax|\bltt\b|\bmltt\b|\bwelcome tax|(?<!\bproperty\s)\btax(?:es)?\b.{0,40}\b(?:buy|buying|bought|purchas\w*)\b|\b(?:buy|buying|purchas\w*)\b.{0,40}(?<!\bproperty\s)\btax(?:es)?\b(?! (?:return|refund))|\bdroits? de mutation|\btaxe de (?:bienvenue|mutation|transfert)/,
  ],
  [
    'insurance',
    /\bcmhc\b|\bschl\b|\bsagen\b|\bgenworth\b|\bcanada guaranty|\bmortgage insurance|\bdefault insurance|(?<!\b(?:home|house|homeowners?|property|tenants?|renters?|contents|fire|flood|life|car|auto|title|travel|health|disability|pet) )insurance\b|\bpremium\b|\bassurance\b(?! (?:habitation|vie|auto|voyage|titres?))/,
  ],
  [
    'down-payment',
    // "down" after a verb of motion is a direction ("rates came down"), and after paying a
    // reduction ("pay down the car loan"), not a down payment.
    /\bdown\s?payments?|\bdownpayment|(?<!\b(?:go|goes|going|gone|went|come|comes|coming|came|drop\w*|fall\w*|fell|move[sd]?|moving|trend\w*|pay|pays|paying|paid)\s)\bdown\b|\bdeposit\b|\bmise de fonds|\bcomptant\b/,
  ],
  [
    'payment',
    /\bpayments?\b|\bpay\b|\bpaying\b|\bpmt\b|\bpymt\b|\bmonthly\b|\bbi-?\s?weekly\b|\bweekly\b|\bsemi-?\s?monthly\b|\bcost (?:me|us)\b|\bper month\b|\ba month\b|\bpaiements?\b|\bversements?\b|\bmensualites?\b|\bpayer\b|\brembourser\b|\bmensuel\w*/,
  ],
]

/** A rate question about today's rates (not about rate holds, the prime rate or the stress test). */
export const RATE_WORD = /\brates?\b|\btaux\b/
const RATE_NOW =
  /\btoday\w*|\bcurrent\w*|\bnow\b|\bbest\b|\blowest\b|\blatest\b|\byour rates?\b|\bwhat are (?:the |your )?rates\b|\binsured\b|\bconventional\b|\bhigh[\s-]?ratio\b|\baujourd\w*|\bactuel\w*|\bmeilleur\w*|\bplus bas\b|\bvos taux\b/
/** The best or today's of something: with a kind or a term of rate, its rate is asked. */
const PRICED_NOW =
  /\bbest\b|\blowest\b|\bcheapest\b|\bcurrent\w*|\btoday\w*|\bnow\b|\blatest\b|\bmeilleur\w*|\bplus bas\b|\bactuel\w*|\baujourd\w*/
/** Rates that are topics of their own: a rate held, the prime rate. */
const RATE_TOPIC =
  /\bhold(?:s|ing)?\b|\bprime\b|\bgarantie de taux\b|\block(?:s|ed|ing)? in (?:a |my |the |our |your |this |that )?(?:rate|taux)\b|\block(?:s|ed|ing)? (?:a |my |the |our )?(?:rate|taux) in\b/

/**
 * Advice asked rather than a price ("the best option for me", "a good idea now"), or a yes-or-no
 * question ("is variable smart now", "would fixed be wiser today"): a judgement, not a list.
 */
const ADVICE =
  /\boptions?\b|\bchoices?\b|\bidea\b|\bstrateg\w*|\bfor (?:me|us)\b|\bworth\b|\bpour (?:moi|nous)\b|^\W*(?:is|are|should|would)\b/
/**
 * A decision asked ("should I lock in now or wait", "is that a good offer", "better to go 3 or 5
 * years"): advice, never answered with today's list of rates.
 */
const DECISION =
  /\bshould (?:i|we)\b|\bor wait\b|\bwait (?:for|until|till|and see|it out)\b|\bgood (?:time|idea|move|deal|offer)\b|\bworth (?:it|waiting|locking)\b|\bis (?:it|that|this) (?:even )?worth\b|\bsmart\w*|\bwise\w*|\bbetter (?:to|off)\b|\bis (?:that|it|this) (?:a )?(?:good|ok|okay|fair|reasonable|competitive|decent)\b|\brecommend\w*|\bdevri(?:ons|ez|ais)\b|\bvaut[\s-]il mieux\b|\bbon moment\b/

/** The message asks for a decision (advice), not a figure. */
export function asksDecision(text: string): boolean {
  return DECISION.test(text)
}

/** A question weighing options ("pros and cons of a variable rate", "should I go fixed"). */
const COMPARING =
  /\bpros\b|\bcons\b|\bbetter\b|\bworse\b|\brisk\w*|\bshould\b|\bwhich\b|\bchoose\b|\bdifference\b|\bvs\b|\bversus\b|\bor\b|\badvantages?\b|\bbenefits?\b|\block(?:ing)? in\b|\bpredictable\b|\bmieux\b|\bou\b|\bchoisir\b|\bavantages?\b/

/** A question about what something is or how it works ("how does a variable rate work"). */
const DEFINING =
  /\bhow (?:does|do|would|will)\b|\bwhat (?:is|are) (?:a|an)\b|\bwhats (?:a|an)\b|\bexplain\b|\bmean\b|\bc ?est quoi un\b/

/** A question about what would happen ("what happens if rates go up on my variable"). */
const SUPPOSING =
  /\bwhat happens\b|\bwhat if\b|\bif (?:the )?(?:rates?|prime)\b|\b(?:go|goes|going|went) (?:up|down)\b|\brises?\b|\bdrops?\b|\bincreases?\b|\bdecreases?\b|\bsi les taux\b/

/** Words of our products: a question holding one is about mortgages, whatever else it names. */
const MORTGAGE_WORDS =
  /\bmortgages?\b|\bhomes?\b|\bhouses?\b|\bcondos?\b|\bpropert\w*|\brefinanc\w*|\bequity\b|\bdown\s?payment|\bheloc\b|\brenew\w*|\brenos?\b|\brenovat\w*|\bhypothe\w*|\bmaisons?\b|\bimmobili\w*/

/**
 * The whole message (its numbers' words too: "my car loan is 520 a month") is about another
 * product and names no mortgage or home.
 */
export function otherProductIn(text: string): boolean {
  return OTHER_PRODUCT.test(text) && !MORTGAGE_WORDS.test(text)
}

/**
 * The visitor speaks as a tenant ("my landlord", "our lease", "my rent increase", help paying the
 * rent or social housing): a renter's question, not a home buyer's or an owner's, when nothing of a mortgage is in it.
 */
const TENANT =
  /\b(?:my|our) (?:landlord|landlady|lease|tenancy|rent(?:al)? (?:increase|hike|raise)|rent)\b|\b(?:the|a) (?:landlord|landlady)\b|\blandlord (?:wants|asks|asked|needs|requires|says)\b|\b(?:apartment|unit|room|place) (?:to rent|for rent)\b|\brent(?:ing)? (?:an? )?(?:apartment|unit|room)\b|\brental application\b|\btenants? rights?\b|\brent (?:increase|hike|control)\b|\bmon (?:proprio|proprietaire|bail|loyer)\b/

/** Help paying the rent, or social housing: a tenant's aid (its words "income", "housing" lend nothing). */
const RENT_AID =
  /\brent(?:al)? (?:subsid\w*|supplements?|assistance|benefits?|relief)\b|\b(?:subsidi[sz]ed|social) housing\b|\bhousing (?:allowance|benefit)\b|\brent geared to income\b|\b(?:aide|allocation|supplement) au loyer\b|\blogement social\b/g

/** The text without a tenant's aid named in it. */
export function withoutRentAid(text: string): string {
  return text.replace(RENT_AID, ' ')
}

/** A renter's question with nothing of a mortgage in it. */
export function tenantQuestion(text: string): boolean {
  return (TENANT.test(text) || withoutRentAid(text) !== text) && !MORTGAGE_WORDS.test(text)
}

/**
 * Concepts next to mortgages that the knowledge base does not cover (docs/decisions/232): a home on
 * reserve land, a business's or a commercial property's loan, a timeshare, a floating home, a
 * vendor take-back. Their words are shared with covered entries (land, line of credit, mortgage),
 * so retrieval alone answers them with a neighbour; they get the honest no-answer and an agent.
 */
const UNCOVERED =
  /\bfirst nations?\b|\bon (?:a |the )?reserves?\b|\breserve lands?\b|\b(?:indigenous|band|treaty) lands?\b|\bbusiness (?:lines? of credit|loans?|mortgages?|credit lines?)\b|\bcommercial (?:mortgages?|propert\w*|buildings?|real estate|loans?|units?|plazas?)\b|\b(?:loans?|financing|credit|line of credit) for (?:my|our|a) (?:small )?business\b|\btimeshares?\b|\bfloat(?:ing)? homes?\b|\bhouseboats?\b|\bvendor take ?-?back\b|\breserve autochtone\b|\bpremieres? nations?\b/

/** The message asks about a concept next to mortgages that no entry covers. */
export function uncoveredConcept(text: string): boolean {
  return UNCOVERED.test(text)
}

/** The text names a mortgage, a home or a property. */
export function mentionsMortgage(text: string): boolean {
  return MORTGAGE_WORDS.test(text)
}

/** Things renewed that are not a mortgage (a passport, a licence…): another service. */
const OTHER_RENEWAL =
  /\brenew\w* (?:my |a |the |our )?(?:passport|driver\w* licen[cs]e|licen[cs]e|health card|visa|permit|pr card|lease|subscription|membership|plates?)\b/

/**
 * Products that are not mortgages: their rates are not ours to quote. Creditor life insurance is
 * the mortgage's own (the lender's insurance on the loan), not another product.
 */
const OTHER_PRODUCT =
  /(?<!\b(?:years?|yrs?|copies|copy) of (?:my |our |your |personal |corporate |business )?)\btax returns?\b(?!\s(?:do|does|will|would|did|should) (?:they|lenders?|banks?|you|the bank|the lender)\b)|\bincome tax(?:es)?\b|\b(?:do|file|filing|prepare|doing) (?:my |our )?(?:income )?taxes\b|\baccountants?\b|\bimpots?\b|\bdeclaration de revenus?\b|\b(?:car|auto|vehicle|truck|boat|rv|personal|student|business) loans?\b|\bcredit cards?\b|\bsavings? accounts?\b|\bgics?\b|\btfsa\b|\bexchange rates?\b|\bcurrency\b|\bus dollars?\b|\bcar insurance\b|\bauto insurance\b|(?<!creditor )\blife insurance\b|\btravel\b|\bpret auto\b|\bcarte de credit\b|\btaux de change\b/

/**
 * A mortgage's verb done to another product ("refinance my car loan", "renew my line of credit"):
 * the verb does not make the question a mortgage's.
 */
const OTHER_PRODUCT_ACTED =
  /\b(?:refinanc\w*|renew\w*)\s(?:my |our |a |the |this |that )?(?:(?:car|auto|vehicle|truck|boat|rv|personal|student|business) loans?|credit cards?|gics?)\b/g

/** Something at or below a figure ("anything under 3.7", "any options below 4"): a rate ceiling. */
const RATE_CEILING =
  /\b(?:anything|something|any|ones?|options?|products?|mortgages?)\s(?:\w+\s)?(?:under|below|less than|lower than|beneath|sous|moins de)\b/

/**
 * Investments picked ("what stocks should i put my heloc money in"): advice on another product,
 * whatever money pays for them, so steered back.
 */
const INVESTMENT_PICKED =
  /\b(?:what|which|best|good|top) (?:stocks?|shares|etfs?|mutual funds?|crypto\w*|coins?)\b|\b(?:is|are|isn t|would|will) (?:bitcoin|crypto\w*|stocks?|the stock market|etfs?|gold|index funds?)\b(?:\s\w+)? (?:better|worse|safer|smarter|a better (?:investment|bet))\b/

/**
 * A tradesperson asked for ("recommend a contractor for our basement", "know a good plumber"), with
 * no word of paying for the work: a service we do not give (paying for a renovation is ours).
 */
const TRADE_WANTED =
  /\b(?:recommend|know|find|suggest|looking for)\b(?:\s\w+){0,3}?\s(?:contractors?|plumbers?|electricians?|roofers?|handym[ae]n|movers?|moving compan\w*|painters?|cleaners?)\b/
const PAYING_FOR_WORK =
  /\bfinanc\w*|\bloans?\b|\bmortgages?\b|\bborrow\w*|\bpay(?:ing)? for\b|\bafford\w*|\bcosts?\b|\bheloc\b/

/**
 * Borrowing for a home in other words ("how much i can borrow", "do lenders need"): a question
 * naming another product beside them asks how it weighs on a mortgage.
 */
const BORROWING = /\bborrow\w*|\blenders?\b|\bqualif\w*|\bafford\w*|\bpre-?approv\w*|\bpreteurs?\b/

/** Insurance of the home itself (not the mortgage's default insurance): another product. */
const HOME_INSURANCE =
  /\b(?:home|house|homeowners?|property|tenants?|renters?|contents|fire|flood) insurance\b|\bassurance (?:habitation|maison)\b/
/** Words that make a question about the mortgage itself (a home alone does not). */
const MORTGAGE_ITSELF = /\bmortgages?\b|\brefinanc\w*|\bequity\b|\bdown\s?payment|\bheloc\b|\brenew\w*|\bhypothe\w*/

export interface IntentReading {
  /** Computations the words ask for, most specific first. */
  cued: Intent[]
  /** The message asks about another product (car loans, credit cards…). */
  otherProduct: boolean
  /** Computations inferred from another, not asked for ("how much can I buy" also reads the down payment's limit). */
  derived: Intent[]
}

/** The message's own words ask for this computation (not one inferred from another). */
export function asksFor(intent: Intent, residual: string): boolean {
  return CUES.some(([i, re]) => i === intent && re.test(residual))
}

/**
 * Places outside Canada (the United States and its states, other countries) where the home or
 * the rates are ("in florida", "us mortgage rates"): the brokerage arranges Canadian mortgages
 * only, so their rates, taxes and rules are not ours to give. Where someone comes from ("moved
 * from india") is not where they buy.
 */
const FOREIGN =
  '(?:usa|u s|united states|america|the states|florida|texas|california|new york|arizona|nevada|michigan|ohio|georgia|north carolina|south carolina|colorado|hawaii|massachusetts|illinois|miami|orlando|phoenix|las vegas|chicago|seattle|boston|los angeles|buffalo|detroit|uk|united kingdom|england|britain|ireland|scotland|france|paris|spain|portugal|italy|germany|mexico|cancun|costa rica|dominican republic|jamaica|india|pakistan|china|hong kong|philippines|dubai|australia|etats unis|angleterre|espagne|mexique|floride)'
const FOREIGN_PLACE = new RegExp(
  `\\b(?:in|at|en|aux|au) (?:the )?(?:${FOREIGN}|(?<=the )us)\\b|^\\W*(?:${FOREIGN}|us) (?:mortgages?|rates?|homes?|houses?|propert\\w*|condos?|real estate)\\b`,
)

/** The message places the home or the rates outside Canada. */
export function foreignPlaceIn(text: string): boolean {
  return FOREIGN_PLACE.test(text)
}

/** "Enough", "minimum", "least": a down payment question only when a price or a down payment is in play. */
const DOWN_WEAK =
  /\benough\b|\bminimum\b|\bleast\b|\bmin\b|\bsufficient\b|\bsave\b|\bsaving\b|\bsuffisant\w*|\bassez\b|\bepargner\b/

/** The facts hold an amount of money (a price, a mortgage, a balance, an income…). */
function carriesMoney(facts: Facts): boolean {
  return (
    facts.price !== undefined ||
    facts.loan !== undefined ||
    facts.down !== undefined ||
    facts.balance !== undefined ||
    facts.incomes !== undefined ||
    facts.monthlyDebts !== undefined ||
    facts.cardBalances !== undefined ||
    facts.cashOut !== undefined
  )
}

/** Words that make what follows a part of something else ("the payment with the insurance"). */
const INCLUDED =
  /\b(?:with|including|incl|plus|added|on top of|avec|y compris|inclus\w*)\s(?:the |my |a |an |that |this |la |le |l |les )?$/

/** Every mention of a computation's words is a part of something else ("monthly with the cmhc"). */
function onlyIncluded(re: RegExp, residual: string): boolean {
  const all = new RegExp(re.source, 'g')
  let seen = false
  for (const m of residual.matchAll(all)) {
    seen = true
    if (!INCLUDED.test(residual.slice(0, m.index))) return false
  }
  return seen
}

export function readIntents(residual: string, facts: Facts, amounts: boolean): IntentReading {
  // What the question sets aside ("not counting the down payment") is not a computation asked.
  const asked = withoutSetAside(residual)
  const found = CUES.filter(([, re]) => re.test(asked))
  // A computation named as a part of another asked in the same message ("my monthly payment with
  // the insurance", "closing costs including the land transfer tax") comes after it: the other is
  // what is asked, and it holds the part.
  const included = found.filter(([, re]) => onlyIncluded(re, residual)).map(([intent]) => intent)
  const cued = [
    ...found.map(([intent]) => intent).filter((i) => !included.includes(i)),
    ...(included.length < found.length ? included : []),
  ]
  if (included.length === found.length) cued.push(...included)
  if (
    !cued.includes('down-payment') &&
    DOWN_WEAK.test(residual) &&
    (facts.price !== undefined || facts.down !== undefined || amounts)
  )
    cued.splice(cued.indexOf('payment') === -1 ? cued.length : cued.indexOf('payment'), 0, 'down-payment')
  const otherProduct =
    INVESTMENT_PICKED.test(residual) ||
    (TRADE_WANTED.test(residual) && !PAYING_FOR_WORK.test(residual)) ||
    (OTHER_PRODUCT.test(residual) &&
      !MORTGAGE_WORDS.test(residual.replace(OTHER_PRODUCT_ACTED, ' ')) &&
      !BORROWING.test(residual)) ||
    (OTHER_RENEWAL.test(residual) && !MORTGAGE_ITSELF.test(residual.replace(/\brenew\w*/g, ' '))) ||
    (HOME_INSURANCE.test(residual) && !MORTGAGE_ITSELF.test(residual))
  const rateQuestion =
    !otherProduct &&
    !DECISION.test(residual) &&
    // A rate that is a topic of its own (the qualifying rate, a rate held, prime) is asked about,
    // not today's list.
    !cued.includes('qualifying-rate') &&
    !RATE_TOPIC.test(residual) &&
    ((RATE_WORD.test(residual) &&
      (RATE_NOW.test(residual) ||
        facts.province !== undefined ||
        // "what's the variable rate": one type named, neither a comparison nor a definition, nor
        // words of another computation ("fixed rate penalties" is about penalties).
        (facts.rateType !== undefined &&
          !cued.some((i) => i !== 'payment') &&
          !COMPARING.test(residual) &&
          !DEFINING.test(residual) &&
          !SUPPOSING.test(residual)))) ||
      // "5 year fixed", "3 yr variable" with no amount to compute with.
      (facts.term !== undefined && facts.rateType !== undefined) ||
      // Only what describes a rate ("bc variable", "insured 7 year", "alberta conventional"): a
      // kind with a term or a province, no amount, neither a comparison nor a definition.
      (!amounts &&
        !carriesMoney(facts) &&
        (facts.rateType !== undefined || (facts.mortgageType !== undefined && facts.mortgageType !== 'refinance')) &&
        (facts.term !== undefined || facts.province !== undefined) &&
        !COMPARING.test(residual) &&
        !DEFINING.test(residual) &&
        !SUPPOSING.test(residual)) ||
      // "whats ur best variable", "lowest 5 year": the best or today's of a kind or a term of
      // rate is a rate asked, even without the word "rate" (nothing to compute with, neither a
      // comparison, a definition nor a supposition).
      (!amounts &&
        !carriesMoney(facts) &&
        (facts.rateType !== undefined || facts.term !== undefined) &&
        PRICED_NOW.test(residual) &&
        !ADVICE.test(residual) &&
        !COMPARING.test(residual) &&
        !DEFINING.test(residual) &&
        !SUPPOSING.test(residual)) ||
      // "rate for a 7 yr term": a rate asked for a term, neither a comparison nor a definition.
      (RATE_WORD.test(residual) &&
        facts.term !== undefined &&
        !COMPARING.test(residual) &&
        !DEFINING.test(residual) &&
        !SUPPOSING.test(residual)))
  // "Anything under 3.7": rates at or below a figure, asked with nothing to compute.
  const rateCeiling = !amounts && !carriesMoney(facts) && facts.rate !== undefined && RATE_CEILING.test(residual)
  if (rateQuestion || rateCeiling) cued.push('rates')
  // Paying extra within the privileges ("a lump sum without penalty", "pay down 15k extra"): the
  // penalty is the one avoided and "down" no down payment; the rate carried to a new home
  // (porting) is the visitor's own, not today's.
  const lead = (id: string) => TOPIC_LEADS.some(([topic, re]) => topic === id && re.test(residual))
  const drop = (i: Intent) => {
    if (cued.includes(i)) cued.splice(cued.indexOf(i), 1)
  }
  if (lead('prepayment') && !LEAVING_EARLY.test(residual)) {
    drop('penalty')
    if (!/\bdown\s?payments?\b|\bdownpayment|\bmise de fonds|\b\d+\s?%\s?down\b/.test(residual)) drop('down-payment')
    // "a 25k lump sum payment": the payment is the lump sum, unless a new payment is asked.
    if (!/\b(?:new|monthly|regular) payments?\b|\bpayments? (?:be|go|drop|become)\b/.test(residual)) drop('payment')
  }
  if (lead('porting')) drop('rates')
  if (['reverse-mortgage', 'heloc', 'bridge-financing', 'alternative-lenders'].some(lead)) drop('affordability')
  // "How much can I buy with 50k down?": without an income, the price the down payment allows.
  const derived: Intent[] = []
  if (cued.includes('affordability') && !cued.includes('down-payment')) {
    cued.push('down-payment')
    derived.push('down-payment')
  }
  return { cued, otherProduct, derived }
}

/**
 * Words specific enough to lead retrieval to a computation's entry when there is nothing to
 * compute ("can I take equity out of my house": the refinance entry, not the HELOC one).
 */
const LEADING: readonly [Intent, RegExp][] = [
  ['equity', /\bpull\b.{0,20}\bout\b|\btake\b.{0,20}\bout\b|\bcash[\s-]?out\b|\brefinanc\w*|\brefi\b/],
  [
    'affordability',
    /\bafford\w*|\bhow much (?:house|home|mortgage|can (?:i|we) (?:borrow|get|qualify))|\bqualif\w* for\b/,
  ],
  ['penalty', /\bpenalt\w*|\bbreak(?:ing)? (?:my|the|a|our) (?:mortgage|term|contract)/],
  [
    'switch',
    /\bswitch\w* (?:lenders?|banks?)|\bmov(?:e|ing) (?:my|the|our) mortgage|\bchang(?:e|ing) lenders?|\brenewal offer/,
  ],
  [
    'qualifying-rate',
    /\bstress[\s-]?test|\bqualif\w* at\b|\bqualifying rate|\btaux d\s?(?:admissibilite|eligibilite)|\b(?:a|au) quel taux\b.{0,30}\bqualifi\w*/,
  ],
  // Closing costs named by their parts ("budget for a real estate lawyer", "notary fees").
  [
    'closing-costs',
    /\bclosing (?:costs?|fees?)|\b(?:lawyer|legal|notary|inspection|title insurance)\w* (?:fees?|costs?|bills?|charges?)\b|\b(?:cost|costs|budget|pay|fees?|charge)\b.{0,24}\b(?:lawyer|notary)\b/,
  ],
  ['land-transfer-tax', /\bland transfer|\bwelcome tax|\bltt\b/],
  ['insurance', /\bcmhc\b|\bschl\b|\bmortgage insurance|\bdefault insurance|\bpremium\b/],
]

/**
 * Topics without a computation that a question's words name in other terms than the entry's: paying
 * more than the payment is a prepayment ("pay it off faster", "double up", "increase my payments"),
 * a person to talk to is an agent ("can someone call me", "book an appointment").
 */
/** A lender's refusal in words, and who refuses: the alternative lenders' cue, either way round. */
const REFUSED =
  'declined|rejected|refused|denied|turned (?:us |me |them )?down|said no|says no|wouldn t (?:approve|lend)|won t (?:approve|lend)|refuse\\w*'
const LENDER = 'bank|banks|lender|lenders|credit union|td|rbc|bmo|scotia\\w*|cibc|desjardins|banque|preteur'

/** Leaving a mortgage before its end (breaking, selling, a discharge): a penalty's question. */
const LEAVING_EARLY = /\bbreak|\bget out\b|\bsell|\bleav|\bdischarg|\brenew/

/** Kinds of income whose counting lenders are asked about. */
const COUNTED_INCOME =
  'income|incomes|salary|bonus(?:es)?|overtime|commissions?|pensions?|support|alimony|tips|cpp|oas|ei|benefits?|mat(?:ernity)? leave|disability|rental income|rent'

/** Verbs of a product sought ("qualify for", "get", "borrow with"). */
const SOUGHT =
  'qualif\\w* for|get|getting|apply(?:ing)? for|borrow\\w* (?:with|from|on|through|against)|take out|taking out|open(?:ing)?'

/** Work of one's own, whose income has an entry of its own. */
const OWN_WORK =
  'gig|uber|lyft|doordash|instacart|self[\\s-]?employ\\w*|freelanc\\w*|contractors?|contracting|1099|t4a|sole proprietor\\w*|own business|incorporated'

const TOPIC_LEADS: readonly [string, RegExp][] = [
  [
    'prepayment',
    /\bpay(?:ing)? (?:it |this |the (?:mortgage|loan) |my (?:mortgage|loan) )?(?:off|down) (?:faster|sooner|quicker|early|earlier)\b|\bdouble[\s-]?up\b|\bincreas\w* (?:my |the |our )?(?:monthly )?payments?\b|\bextra payments?\b|\blump[\s-]?sums?\b|\bprepa(?:y|ys|ying|id|yment|yments)\b(?! (?:penalt|charge|fee))/,
  ],
  // Taking the mortgage along to the next home ("take my mortgage with me", "bring it from halifax").
  [
    'porting',
    /\b(?:take|bring|move|carry|keep)\b (?:my|our|the) (?:current |existing )?(?:mortgage|rate)(?: and (?:my |our |the )?(?:mortgage|rate|terms?))?\b (?:with (?:me|us)|along|over|to (?:a|the|my|our) (?:new|next|other)\b|from\b)|\bport(?:ing|ed)?\s+(?:my|our|the|this|it)\b(?:\s+(?:current\s+|existing\s+)?mortgage\b)?|\bportab\w*/,
  ],
  // A lender's refusal ("the bank turned us down", "declined by my credit union", "the lender said
  // no"): the lenders that take what the bank would not.
  [
    'alternative-lenders',
    new RegExp(
      `\\b(?:${REFUSED}|didn t (?:get )?approve\\w*)\\b.{0,40}\\b(?:${LENDER}|mortgage|broker)\\b|\\b(?:${LENDER})\\b.{0,40}\\b(?:${REFUSED})\\b`,
    ),
  ],
  // A rate locked in ahead ("lock in a rate now"): a rate hold.
  ['rate-hold', /\block(?:s|ed|ing)? in (?:a |my |the |our |your |this |that )?(?:rate|taux)\b/],
  // Time in Canada ("how long do i need to be in canada", "just moved to canada"): newcomers.
  [
    'newcomers',
    /\b(?:new(?:ly)?|just) (?:to|in) canada\b|\b(?:moved|came|immigrated|arrived|landed) (?:to|in) canada\b|\bbeen in canada\b|\bbe in canada\b|\bin canada (?:for|before) \w+/,
  ],
  // Payments fallen behind ("behind 2 months on the mortgage", "two payments behind", "in arrears"):
  // missed payments, whatever a payment's or a month's words say besides.
  [
    'missed-payments',
    /\bbehind\b(?:\s+\w+){0,2}\s+(?:months?|payments?)\b|\b(?:months?|payments?)\s+behind\b|\bbehind\s+(?:on|with|in)\s+(?:(?:my|our|the)\s+)?(?:mortgage|payments?)\b|\barrears\b/,
  ],
  // Someone else on the loan as its guarantee ("my mom wants to be a guarantor"), or a relative or
  // a friend put on the title, the mortgage or the application ("my uncle could go on the loan"):
  // co-signing.
  [
    'co-signer',
    /\bguarantors?\b|\bco[\s-]?sign\w*|\bcosign\w*|\b(?:brother|sister|sibling|mom|mum|mother|dad|father|parent|friend|uncle|aunt|cousin|grand\w+|relative|in-?law|son|daughter)s?\b(?:,?\s\w+){0,6}?\s(?:on|onto) (?:the |our |my |his |her )?(?:title|mortgage|application|loan|deed)\b/,
  ],
  // Money for the next home before the current one is sold ("buy before we sell", "until ours
  // sells"): bridge financing.
  [
    'bridge-financing',
    /\b(?:before|until|till)\s(?:(?:we|i)\s(?:sell|have sold|can sell)|selling|(?:ours|mine|(?:our|my|the)\s(?:old\s|current\s|existing\s|other\s)?(?:house|home|place|condo|one|property))\s(?:sells|is sold|has sold|closes|gets sold))\b|\b(?:not|haven\W?t|havent|hasn\W?t|hasnt)\s(?:yet\s)?sold (?:(?:our|my|the) )?(?:old |current )?(?:house|home|place|condo|one)\b|\b(?:ours|mine|(?:our|my) (?:old |current )?(?:house|home|place|condo))\s(?:won\W?t|wont|will not|doesn\W?t|hasn\W?t|has not|isn\W?t|is not)\s(?:be\s)?(?:sell|sold|close)\w*/,
  ],
  // The visitor's own loan-to-value asked ("my ltv", "the ltv on our home"): that entry, whatever
  // the numbers beside (the LTV of another product, "max ltv on a heloc", is that product's).
  [
    'loan-to-value',
    /\b(?:my|our)\s+(?:ltv|loan\s+to\s+value)\b|\b(?:ltv|loan\s+to\s+value)\s+(?:on|of|for)\s+(?:my|our)\b/,
  ],
  // Money given by family ("my parents are gifting 40k", "an inheritance"): a gifted down payment,
  // whatever the amount would make alone (a gift is never a price).
  [
    'gifted-down-payment',
    /\bgift(?:s|ed|ing)?\b|\binherit\w*|\b(?:is|are|was|were|be)\s(?:giving|gifting)\s(?:us|me|him|her|them)\b/,
  ],
  // Who may buy when not a resident or a citizen ("im not a resident", "im american"): foreign buyers,
  // whatever the kind of home named beside it.
  [
    'foreign-buyers',
    new RegExp(
      `\\bnon[\\s-]?residents?\\b|\\bnot (?:a |an )?(?:canadian )?(?:residents?|citizens?)\\b|\\b(?:i\\s?m|i am|we\\s?re|we are) (?:an? )?(?:american|us citizens?|non[\\s-]?canadians?)\\b|\\b(?:live|lives|living|reside|resides|residing|based|work|works|working|stationed) (?:(?:in|at) (?:the )?(?:${FOREIGN}|us)\\b|abroad\\b|overseas\\b|outside (?:of )?canada\\b)`,
    ),
  ],
  // The home valued under the price ("bank valued the house less than we offered", "appraised low").
  [
    'appraisal-gap',
    /\b(?:valued|appraised|appraisal|came in|comes in|value came)\b.{0,30}\b(?:less|lower|low|under|short|below)\b/,
  ],
  // Someone else taking the mortgage on ("can someone take over my mortgage when i sell"), or the
  // visitor taking over whoever's it is ("my parents mortgage", "the seller s existing mortgage").
  [
    'assumable',
    /\b(?:take|taking|took) over (?:my|our|the|their|his|her|a) (?:\w+ )?(?:existing |current )?mortgage\b|\b(?:take|taking|took) on (?:(?:my|our|the|their|his|her) (?:\w+ ?s )?(?:existing |current )?|a )mortgage\b|\bassum\w* (?:my|our|the|their|his|her) (?:\w+ ?s )?(?:existing |current )?mortgage\b/,
  ],
  // Waiting for rates to fall ("should i wait for rates to come down before buying"): a bet on
  // where rates go, which a variable rate follows (fixed or variable).
  [
    'fixed-vs-variable',
    /\bwait\w*\b(?:\s\w+){0,6}\s(?:rates?|prime)\s(?:to\s)?(?:drop|fall|come down|go down|goes down|decrease|lower)\w*/,
  ],
  // The term coming to its end ("term ends in may", "my term is up"): a renewal (leaving before it
  // ends is a penalty's question).
  [
    'renewal',
    /(?<!\bbefore (?:(?:the|my|our) )?)\b(?:term|mortgage|fixed|variable|(?:year|yr)s?)(?: (?:term|fixed|variable|mortgage|rate))? (?:ends|ending|is ending|is up|are up|expires|expiring|is expiring|comes up|is coming up|matures|maturing|runs out|is over)\b|\b(?:end|expiry) of (?:my|our|the) term\b|\b(?:my|our|the)\s{3,}(?:(?:term|fixed|variable|mortgage)\s)?(?:ends|is up|expires|matures|comes up|is over|runs out)\b/,
  ],
  // Keeping the home after a separation ("my ex and i split up", "pay her out"): a buy-out.
  [
    'separation',
    /\bsplit (?:up|with)\b|\b(?:buy|buying|pay|paying) (?:him|her|them|my ex|out my ex)(?: out)?\b|\bspousal buy ?out\b|\b(?:take|taking|get|getting|remove|removing) (?:him|her|them|my ex|my (?:ex[\s-]?)?(?:wife|husband|spouse|partner)) (?:off|from) (?:the )?(?:title|deed|mortgage)\b/,
  ],
  // A couple parted ("we separated in the spring", "my wife and i split", "divorcing") with the
  // home or its mortgage named, or a partner taken off it ("get her off it"): a buy-out.
  [
    'separation',
    /\b(?:(?:(?:and|&) (?:i|me)|we|ex) (?:split|separated|broke up)|separat(?:ed|ing|ion)|divorc\w*)\b.{0,80}\b(?:house|home|condo|mortgage|title|deed|keep|kept|stay)\b|\b(?:take|taking|get|getting|remove|removing) (?:him|her|my ex) (?:off|from) (?:it|this|that)\b/,
  ],
  // Working for oneself in everyday words ("i work for myself", "my own boss"), whose words are
  // otherwise a question's frame, or income lowered by write-offs: self-employment.
  [
    'self-employed',
    /\bwork(?:s|ing|ed)? for (?:myself|himself|herself|themselves|ourselves|my ?self)\b|\b(?:my|his|her|our|their) own (?:boss|business|company)\b|\bwrit(?:e|es|ing|ten) (?:a lot |so much |most |everything |it |things )?off\b|\bwrite[\s-]?offs?\b/,
  ],
  // Whether a kind of income is counted ("does the bonus count", "will the bank use it", "what do
  // lenders use", "can i use my pension to qualify"): the income lenders count, whatever amount
  // of it the message gives (an amount of a bonus is no question of what it buys). Work of one's
  // own (gig, self-employed, contract) is left to retrieval: its own entry answers it.
  [
    'qualifying-income',
    new RegExp(
      `^(?!.*\\b(?:${OWN_WORK})\\b).*?(?:\\b(?:lenders?|banks?|(?:${COUNTED_INCOME}))\\s(?:will\\s|would\\s|can\\s)?(?:counts?|use|uses|accept|accepts|consider|considers|include|includes|recogni[sz]es?)\\b(?!\\s(?:the\\s|a\\s|my\\s|to\\s)?(?:rates?|stress|apprais\\w*|values?|posted|contract|b-?20|qualify at))|\\b(?:counts?|counted|use[ds]?|accept(?:s|ed)?|consider(?:s|ed)?|include[ds]?)\\s(?:as|towards?)\\s(?:my\\s|our\\s|an?\\s)?(?:income|qualifying)\\b|\\b(?:use|count|include)\\s(?:my|our|his|her|their|the)\\s(?:\\w+\\s)?(?:${COUNTED_INCOME})\\b)`,
    ),
  ],
  // A mortgage that pays cash at closing, named in so many words ("cash back", "cashback").
  ['cash-back', /\bcash[\s-]?back\b/],
  // A loan behind the first ("a 2nd mortgage to pay what i owe"): that entry, whatever it pays for.
  ['second-mortgage', /\b(?:second|2nd) mortgages?\b|\bsecond charge\b/],
  // A loan repaid when the home is sold, named in so many words: that entry, whatever the numbers.
  ['reverse-mortgage', /\breverse mortgages?\b|\bhypotheques? inversees?\b/],
  // A rental to buy ("a down payment on a rental", "buying a rental"): the rental property's entry,
  // whatever a computation's words beside it.
  [
    'rental-property',
    /\b(?:on|for|buy|buying|purchas\w*) (?:a|an|another) rentals?\b(?! (?:cars?|agreements?|applications?))|\b(?:buy|buying|purchas\w*)\b.{0,30}\bto rent (?:it |them )?out\b|\b(?:an?|another|second) (?:investment|income) propert\w*/,
  ],
  // The mortgage transferred to another lender ("transferring my mortgage to you guys"): a switch.
  ['switching', /\btransfer\w* (?:my|our|the) mortgage\b/],
  // Another product sought ("qualify for a reverse mortgage", "how much can i borrow with a heloc"):
  // that product's entry, never what the incomes beside it would buy.
  ['reverse-mortgage', new RegExp(`\\b(?:${SOUGHT})\\s(?:a|an|the)?\\s?reverse mortgages?\\b`)],
  [
    'heloc',
    new RegExp(`\\b(?:${SOUGHT})\\s(?:a|an|the)?\\s?(?:helocs?|home equity lines?(?: of credit)?|lines? of credit)\\b`),
  ],
  ['bridge-financing', new RegExp(`\\b(?:${SOUGHT})\\s(?:a|an|the)?\\s?bridge (?:loans?|financing|mortgages?)\\b`)],
  [
    'alternative-lenders',
    new RegExp(`\\b(?:${SOUGHT})\\s(?:a|an|the)?\\s?(?:private|b|alternative) (?:mortgages?|loans?|lenders?)\\b`),
  ],
  // Money put on the mortgage ("put my bonus toward the mortgage", "throw the tax refund at the balance"):
  // a prepayment, whatever penalty is feared.
  [
    'prepayment',
    /\b(?:put|putting|throw|throwing|apply|applying)\s(?:my|our|the|a|this|that)\s[\w\s]{0,30}?\b(?:toward|towards|onto|against|at)\s(?:my|our|the)\s(?:mortgage|principal|balance)\b/,
  ],
  // Paying off a share a year ("can i pay off 20% a year"): a prepayment privilege.
  ['prepayment', /\bpay(?:ing)? (?:off|down|extra)\b\W*\s*(?:\w+\s+)?(?:a|per|each|every) year\b/],
  [
    'talk-to-agent',
    /\b(?:call|phone|ring|talk|speak|meet)\b(?: (?:to|with|me|us|back))*\s(?:someone|somebody|a (?:real )?(?:person|human)|an? (?:agent|broker|advisor))\b|\b(?:someone|somebody|a (?:real )?(?:person|human))\b(?: (?:to|who can|that can|could|can))?\s(?:call|phone|ring|contact|talk|speak)\b|\bbook (?:an? )?(?:appointment|call|meeting)\b|\bwho do (?:i|we) (?:talk|speak) to\b|\bparler a (?:quelqu un|un humain|une personne)\b|\b(?:best|right) (?:mortgage|lender|option|product|deal) for (?:me|us|my situation)\b(?!.*\b(?:or|vs)\b)/,
  ],
]

/**
 * Entries about doing something with what the visitor has (consolidating debts): they answer when
 * the doing is said; the debts named only as the visitor's situation ("i have a car loan, does that
 * hurt…") are context, and the question is asked back rather than answered by that entry.
 */
export const ENTRY_ACTIONS: Readonly<Record<string, RegExp>> = {
  'debt-consolidation':
    /\bconsolidat\w*|\bregroup\w*|\broll\w*|\bcombin\w*|\bmerg\w*|\bput\w*|\bmov\w*|\badd\w*|\btransfer\w*|\bfold\w*|\bpay\w* (?:it |them |that |those |these |\w+ )?(?:off|down)\b|\bpayoff\b|\binto\b|\bonto\b|\brefinanc\w*|\brefi\b|\bwipe\w*|\bclear\w*|\bget rid\b|\bheloc\b/,
}

/** Debts put on the mortgage ("put my 25k line of credit on the mortgage"): consolidating them. */
const DEBT_ONTO =
  /\b(?:put|putting|roll|rolling|move|moving|add|adding|fold|folding|transfer\w*|consolidat\w*)\b.{0,40}\b(?:debts?|line of credit|loc|credit cards?|cards|car loan|student loans?|loans?)\b.{0,20}\b(?:on|onto|into|in|to)\s(?:(?:my|our|the)\s)?mortgage\b/

/** The message's own words (before numbers and their cues were blanked) lead to consolidating debts. */
export function debtsOntoMortgage(text: string): boolean {
  return DEBT_ONTO.test(text)
}

/** The purpose a means is weighed for: "a good way to pay …", "use my rrsp to cover …". */
const PURPOSE =
  /(?<=\b(?:good|bad|smart|wise|best|better|cheapest|right) (?:way|idea|option|choice|move)|\b(?:use|using)\b.{1,40}?)\s(?:to|for)\s(?:pay|cover|fund)\w*\b.*$/

/** The text without the purpose a means is weighed for (its words name no topic of the question). */
export function withoutPurpose(text: string): string {
  return text.replace(PURPOSE, '')
}

/**
 * What a question sets aside ("closing costs besides the land transfer tax", "other than the down
 * payment"): a thing named up to the next preposition or the end of its clause, not asked about.
 */
const SET_ASIDE =
  /\b(?:besides|other than|apart from|aside from|except(?: for)?|excluding|not counting|not including|sauf|hormis|a part)\s(?:(?:the|my|our|a|an|le|la|les|l|mon|ma|mes|notre|nos)\s)?[a-z]+(?:\s[a-z]+){0,3}?(?=\s(?:on|for|in|at|with|and|or|if|when|sur|pour|dans|avec|et|ou)\b|\s?[,;?!.]|\s*$)/g

/** The text without what it sets aside (its words name no topic of the question). */
export function withoutSetAside(text: string): string {
  return text.replace(SET_ASIDE, (m) => ' '.repeat(m.length))
}

/** The entries a question's words lead to (for ranking only). */
export function leadingEntries(residual: string): string[] {
  const leads = [
    ...LEADING.filter(([, re]) => re.test(residual)).map(([intent]) => INTENT_ENTRY[intent]),
    ...TOPIC_LEADS.filter(([, re]) => re.test(residual)).map(([id]) => id),
  ]
  // Paying extra within the privileges ("prepay without a penalty"): the penalty is the one avoided.
  if (leads.includes('prepayment') && !LEAVING_EARLY.test(residual))
    return leads.filter((id) => id !== INTENT_ENTRY.penalty)
  return leads
}

/** The computation the facts alone point to (numbers with no computation's words). */
export function intentFromFacts(facts: Facts): Intent | null {
  if (facts.incomes && facts.incomes.length > 0) return 'affordability'
  if (facts.balance !== undefined && facts.price !== undefined) return 'equity'
  // What is owed, the amortization left and two rates, with no time left in a term to break:
  // a renewal weighed against another lender's rate.
  if (
    facts.balance !== undefined &&
    facts.rate !== undefined &&
    facts.comparisonRate !== undefined &&
    facts.amortization !== undefined &&
    facts.monthsRemaining === undefined
  )
    return 'switch'
  if (facts.balance !== undefined && facts.rate !== undefined) return 'penalty'
  if ((facts.loan !== undefined || facts.price !== undefined) && facts.rate !== undefined) return 'payment'
  if (facts.price !== undefined && facts.down !== undefined) return 'down-payment'
  return null
}

/** What each computation cannot do without. */
export function hasWhatItNeeds(intent: Intent, facts: Facts): boolean {
  switch (intent) {
    case 'payment':
      return facts.loan !== undefined || facts.price !== undefined
    case 'down-payment':
      return facts.price !== undefined || (facts.down !== undefined && 'amount' in facts.down)
    case 'insurance':
    case 'land-transfer-tax':
    case 'closing-costs':
      return facts.price !== undefined
    case 'qualifying-rate':
      return facts.rate !== undefined
    case 'affordability':
      return (facts.incomes?.length ?? 0) > 0
    case 'equity':
      return facts.price !== undefined && facts.balance !== undefined
    case 'penalty':
    case 'switch':
      return facts.balance !== undefined && facts.rate !== undefined
    case 'rates':
      return true
  }
}

/** The slot an amount with no words of its own fills, for each computation. */
export function primarySlot(intent: Intent, facts: Facts, enough: boolean): keyof Facts | null {
  switch (intent) {
    case 'payment':
      // With a down payment (given, or the minimum said), an amount is the price it comes off.
      return (facts.price !== undefined || facts.down !== undefined || facts.downMinimum) && facts.loan === undefined
        ? 'price'
        : 'loan'
    case 'down-payment':
      return enough && facts.price !== undefined ? 'down' : 'price'
    case 'insurance':
    case 'land-transfer-tax':
    case 'closing-costs':
    case 'equity':
      return 'price'
    case 'affordability':
      return 'incomes'
    case 'penalty':
    case 'switch':
      return 'balance'
    default:
      return null
  }
}

/** The patterns of the intents' words, for the speller's vocabulary (see SLOT_CUE_PATTERNS). */
export const INTENT_CUE_PATTERNS: readonly RegExp[] = [
  INCLUDED,
  ...[...CUES, ...LEADING, ...TOPIC_LEADS].map(([, re]) => re),
  DEBT_ONTO,
  BORROWING,
  RATE_WORD,
  RATE_NOW,
  COMPARING,
  DECISION,
  DEFINING,
  SUPPOSING,
  MORTGAGE_WORDS,
  OTHER_PRODUCT,
  INVESTMENT_PICKED,
  TRADE_WANTED,
  OTHER_RENEWAL,
  TENANT,
  HOME_INSURANCE,
  FOREIGN_PLACE,
  DOWN_WEAK,
]
