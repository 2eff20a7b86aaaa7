// Slot filling: what each number of a message is (a price, a mortgage amount, a down payment,
// an income, a debt, a balance owing, a rate, an amortization, months left…) from the words
// next to it, plus the facts said in words (payment frequency, province, Toronto, first-time
// buyer, fixed or variable, insured or conventional). Works on the engine's normalised text
// (lower case, accents and apostrophes removed, typos corrected), English and French.
//
// The words that placed a number are blanked in `residual`, so "10% down" or "car payment
// 600/month" do not also read as a question about down payments or payments; intents.ts reads
// the question's intent from what is left.

import type { ProvinceCode } from '#shared/constants/rates.ts'
import type { PaymentFrequency } from '#shared/finance/index.ts'
import { type Quantity, readQuantities } from './numbers'

export type DownPaymentFact = { amount: number } | { percent: number }

/** What the conversation knows. Every field is optional; later messages override. */
export interface Facts {
  /** The property's price or value. */
  price?: number
  /** A mortgage amount asked about directly ("payment on 500k"). */
  loan?: number
  down?: DownPaymentFact
  /** The interest (contract) rate, percent. */
  rate?: number
  amortization?: number
  frequency?: PaymentFrequency
  /** Other frequencies asked beside the first ("monthly and weekly?"): their payments are shown too. */
  alsoFrequencies?: PaymentFrequency[]
  province?: ProvinceCode
  inToronto?: boolean
  firstTimeBuyer?: boolean
  /** The minimum down payment said as the visitor's ("we only have the minimum down"). */
  downMinimum?: boolean
  /** Gross annual incomes, one per borrower. */
  incomes?: number[]
  /** Monthly payments on other debts (car, loans). */
  monthlyDebts?: number
  /** Credit card and unsecured line of credit balances (lenders count 3 % a month). */
  cardBalances?: number
  /** Loan balances given without their monthly payment (not counted; the reply says so). */
  loanBalances?: number
  annualPropertyTax?: number
  monthlyCondoFees?: number
  /** Heating a month, counted in the housing costs as lenders do. */
  monthlyHeat?: number
  /** The balance owing on a mortgage. */
  balance?: number
  /** Cash the visitor wants from a refinance. */
  cashOut?: number
  rateType?: 'fixed' | 'variable'
  mortgageType?: 'insured' | 'conventional' | 'refinance'
  /** A term in years (rates; the comparison rate of a penalty). */
  term?: number
  monthsRemaining?: number
  postedAtSigning?: number
  postedToday?: number
  /** Today's rate of the visitor's lender for the time left (a penalty's published rate). */
  comparisonRate?: number
}

export interface ParsedMessage {
  facts: Facts
  /** An age 50 or over said in the message ("my mom is 68", "we're retired, 72"). */
  age: number | null
  /** "add my partner's 60k": the income joins the ones known instead of replacing them. */
  addIncome: boolean
  /**
   * A person looked for by place ("any broker in barrie", "an agent near me", "trouver un courtier
   * à ottawa"): finding an agent, whatever else the words say.
   */
  agentWanted: boolean
  /** Amounts no word placed, largest first. */
  unassigned: number[]
  /**
   * Amounts a month that are neither an income nor a debt (a payment budget, rent): no
   * computation takes them; the reply says they were not used.
   */
  perMonth: number[]
  /** A percentage no word placed ("and 15%?"): a rate, or a down payment in a down payment question. */
  barePercent: number | null
  /** A whole number from 5 to 35 no word placed ("make it 30"): an amortization in a follow-up. */
  bareWhole: number | null
  /** "enough" next to an unplaced amount: it is a down payment to check. */
  enough: boolean
  /** The text with the words that placed numbers (and the numbers) blanked. */
  residual: string
  /** "that", "it", "this", "same", "instead": the message leans on an earlier one. */
  anaphora: boolean
  /** "what about", "and", "what if", "et si": a follow-up. */
  followUp: boolean
  /** The message corrects what was just said ("sorry i meant 25 years", "make that 600k"). */
  correction: boolean
  /** `residual` and the text without the purpose a source of money is taken for (`withoutMeansPurpose`). */
  meansAsked: string
  meansText: string
  /** Where to start buying asked ("what do we need", "where do we even start"). */
  startAsked: boolean
  /** The home is bought to rent out ('out'), or lived in, one unit at least ('lived-in'). */
  rental: 'out' | 'lived-in' | null
  /** A loan whose payment is not an amortized mortgage's: its entry. */
  notAmortized: 'heloc' | 'bridge-financing' | null
  /** The message holds numbers. */
  numbers: number
  /**
   * A change of rate by an amount ("if rates go up 1%", "drop half a percent"), signed: the
   * engine applies it to the conversation's rate (a change is never a rate of its own).
   */
  rateChange: number | null
  /**
   * Numbers as written that no word placed (a percentage over 25 that is no down payment, a bare
   * number the computation did not take): a computed reply says it did not use them.
   */
  unread: string[]
  /**
   * Words in a thing's place, after an article or a possessive ("a nurse", "my etfs"): what the
   * question is about. A topic answered on one other word must know them (engine.ts).
   */
  objects: string[]
}

// ---- Words around a number ------------------------------------------------------------------

/** The parts of an income besides a salary: pay on top, pensions, benefits. */
const INCOME_PARTS =
  'bonus(?:es)?|overtime|commissions?|pensions?|cpp|oas|tips|side (?:income|hustle)|base(?!\\s(?:rate|price|model))|heures supplementaires|rentes?'

const FILL =
  '(?:\\s(?:of|is|was|at|about|around|roughly|approximately|approx|like|only|just|actually|really|currently|closer to|more like|would be|will be|should be|could be|might be|de|du|d|a|an|the|my|our|est|environ|en fait|~))*'

/** Right after the number. Checked first: English and French put the noun after the amount. */
const RIGHT: readonly [Role, RegExp][] = [
  // "40k as a gift", "50k gifted", "100k inheritance": given by family, never a price.
  ['gift', /^\s?(?:(?:as\s)?(?:a\s)?gift\b|gifted\b|(?:of\s)?inheritance\b|(?:en\s)?don\b|d heritage\b)/],
  [
    'down',
    /^\s?(?:(?:of\s|in\s|for\s(?:(?:the|a|my)\s)?)?(?:down\s?payments?|downs?\b|deposit|dp\b)|(?:de\s|d\s)?(?:mise de fonds|mises de fonds|comptant|acompte)|saved\b|in savings|set aside|in (?:my |our )?(?:rrsps?|fhsa|tfsa|savings(?: account)?))/,
  ],
  [
    'balance',
    /^\s?(?:(?:left|remaining|owing|owed|outstanding|to go|still owing)\b|(?:on|in)\s(?:my|the|our)\smortgage\b|(?:mortgage\s)?balance\b|restants?\b|qui reste|de solde|a rembourser)/,
  ],
  [
    'price',
    /^\s?(?:(?:dollar\s|detached\s|semi\s|new\s|old\s|family\s)?(?:house|home|condo|townhouse|townhome|town house|semi|detached|bungalow|duplex|triplex|fourplex|apartment|property|place|unit|loft|cottage|purchase|purchase price|listing)s?\b|(?:maison|propriete|condo|achat|immeuble|chalet|logement|appartement|jumele|plex)\b)/,
  ],
  [
    'cardBalance',
    /^\s?(?:in\s|of\s|on\s)?(?:(?:my|our)\s)?(?:credit cards?|cards?\b|cc\b|credit card debt|line of credit|lines of credit|loc\b|unsecured|carte de credit|cartes de credit|marge de credit)/,
  ],
  [
    'loanBalance',
    // A loan's payment ("520 car loan payment") is a monthly debt, not the loan's balance.
    /^\s?(?:in\s|of\s)?(?:(?:my|our)\s)?(?:debts?\b|(?:car|auto|student|personal|payday|consumer) loans?\b(?!\s?payments?)|in loans\b|dettes?\b|pret auto|pret etudiant)/,
  ],
  [
    'income',
    // "70k declared", "52k reported on my taxes": what the tax return shows is an income.
    /^\s?(?:(?:combined|household|family|gross|annual|yearly|declared|reported|taxable)\s)?(?:income|salary|salaries|revenu|revenus|salaire)\b|^\s?(?:declared|reported|on paper|on (?:my|our) (?:taxes|tax returns?|noa)|per (?:my|our) noa)\b/,
  ],
  // The parts of an income ("15k in bonus", "20k commission", "a 60k pension"): income too.
  ['incomePart', new RegExp(`^\\s?(?:(?:in|of|from|a|an)\\s)*(?:${INCOME_PARTS})\\b`)],
  [
    'monthlyDebt',
    /^\s?(?:a month\s|per month\s|monthly\s)?(?:on\s(?:a|my|the)\s)?(?:(?:car|auto|truck|vehicle)(?:\sloan|\slease)?|lease|student loan|loan|support|debt|credit card)\s?payments?\b/,
  ],
  ['loan', /^\s?(?:mortgage|loan|hypotheque|pret hypothecaire|pret)\b/],
  [
    'cashOut',
    /^\s?(?:out\b|in cash|cash\b|of (?:my\s|the\s)?equity|for (?:renos?|renovations?|a reno)|de (?:liquidites|valeur nette))/,
  ],
  ['propertyTax', /^\s?(?:in\s|of\s)?(?:property tax(?:es)?|taxes\b|de taxes|taxes foncieres)/],
  ['condoFees', /^\s?(?:in\s|of\s)?(?:condo fees?|maintenance fees?|frais de condo)/],
  ['heating', /^\s?(?:in\s|of\s|for\s)?(?:heating|heat\b|chauffage)/],
]

/** Right before the number (the string ends where the number starts). */
const LEFT: readonly [Role, RegExp][] = [
  [
    'gift',
    new RegExp(
      `(?:gift(?:s|ed|ing)?|(?:giving|give|gives|gave)(?:\\s(?:us|me|him|her|them))?|inherit(?:ed|ing)?|inheritance|donner|donne|donnent|heritage)${FILL}\\s?\\$?\\s?$`,
    ),
  ],
  [
    'down',
    new RegExp(
      `(?:(?<!\\b(?:min|minimum|least|smallest|lowest|required|needed|need|much)\\s)(?:down\\s?payments?|downpayment)|deposit|put(?:ting)?\\s(?:down|in)|(?<!(?:go(?:es)?|went|come|came|paid|pay|bring|brought|knock|knocked|cut|min|minimum|least|much|required|needed|need|percent|pct)\\s|%\\s?)\\bdown|save[ds]?|savings|saved up|rrsps?|fhsas?|tfsas?|mise de fonds|comptant|acompte)${FILL}\\s?\\$?\\s?$`,
    ),
  ],
  [
    'balance',
    // "mortgage left is 700k", "balance remaining is 395k": what is left names the balance too.
    new RegExp(
      `(?:owe|owes|owing|owed|(?:mortgage|loan|balance)\\s(?:left|remaining|outstanding|owing)|balance|left on|still have|solde|dois|devons|reste)${FILL}\\s?\\$?\\s?$`,
    ),
  ],
  [
    'income',
    new RegExp(
      `(?:make|makes|making|made|earn|earns|earning|income|incomes|salary|salaries|gross|paid|(?:works?|working)(?:\\s(?:part|full)[\\s-]?time)?|revenu|revenus|salaire|gagne|gagnons|gagnent|gagnez)${FILL}\\s?\\$?\\s?$`,
    ),
  ],
  ['incomePart', new RegExp(`(?:${INCOME_PARTS})${FILL}\\s?\\$?\\s?$`)],
  // "me 92k her 68k", "moi 80k, lui 65k": a person named before an amount, in a list, earns it.
  ['income', /(?:^|[,;&(:]|\band|\bet|\d\s?k?)\s*(?:me|her|him|his|hers|mine|moi|lui|elle)\s?:?\s?\$?\s?$/],
  // "… and my wife 62k", "husband: 70k", "gf is a nurse 61k": a partner named right before an
  // amount, in a list (with what they do, at most), earns it.
  [
    'income',
    /(?:^|[,;&(:]|\band|\bet|\d\s?k?)\s*(?:(?:my|our|ma|mon)\s)?(?:wife|husband|hubby|wifey|partner|spouse|girlfriend|boyfriend|gf|bf|fiancee?|conjointe?|femme|mari|blonde|chum)(?:\s(?:is|s|est)\s(?:an?\s|une?\s)?[a-z]+)?\s?:?\s?\$?\s?$/,
  ],
  [
    'monthlyDebt',
    new RegExp(
      `(?:car payments?|car loan payments?|loan payments?|lease payments?|debt payments?|student loan payments?|support payments?|paiements? auto|paiement de (?:voiture|pret))${FILL}\\s?\\$?\\s?$`,
    ),
  ],
  [
    'cardBalance',
    new RegExp(
      `(?:credit cards?|cards?|credit card debt|line of credit|carte de credit|cartes de credit|marge de credit)${FILL}\\s?\\$?\\s?$`,
    ),
  ],
  ['loanBalance', new RegExp(`(?:debts?|(?:car|auto|student|personal) loans?|dettes?)${FILL}\\s?\\$?\\s?$`)],
  [
    'cashOut',
    new RegExp(`(?:pull|pull out|take|take out|cash out|access|withdraw|tap|sortir|retirer)${FILL}\\s?\\$?\\s?$`),
  ],
  // "property tax 4800/yr", "condo fees are 450": the cost named before its amount.
  [
    'propertyTax',
    new RegExp(
      `(?:property tax(?:es)?|(?<!(?:income|after|before|pre|post)\\s)taxes|taxes foncieres)(?:\\s(?:are|run|come to))?${FILL}\\s?\\$?\\s?$`,
    ),
  ],
  [
    'condoFees',
    new RegExp(
      `(?:condo fees?|maintenance fees?|strata fees?|monthly fees?|(?<!(?:closing|legal|lawyer|lawyers|brokerage|broker|discharge|appraisal|admin|lender|lenders|bank|land transfer|transfer)\\s)\\bfees|frais de condo)(?:\\s(?:are|run|come to))?${FILL}\\s?\\$?\\s?$`,
    ),
  ],
  ['heating', new RegExp(`(?:heating|heat|chauffage)(?:\\s(?:is|are|runs?|costs?|comes? to))?${FILL}\\s?\\$?\\s?$`)],
  [
    'price',
    /(?:price|priced|prices|worth|value|valued|(?:apprais(?:ed|es|e|al)|valuation)(?:\s(?:comes?|came|coming|goes|went)\s(?:in|back))?|listed|listing|asking|budget|looking at|look at|looked at|eyeing|interested in|bid(?:ding)?(?:\son)?|selling|sold|going for|goes for|buying|buy|purchase|purchasing|(?:house|home|condo|place|property)\s(?:price|value|worth|costs?|is|at)|(?<![\d$][\w.,]*\s)(?:house|home|condo|place|property)|(?:houses|homes|condos|places|townhouses|townhomes|semis)\s(?:around|about|at|for|under|near|up to)|prix|vaut|valeur|achat|acheter|maison|propriete)(?:\s(?:is|of|at|for|about|around|roughly|approximately|a|an|the|my|de|d|une|un|est|environ|a))*\s?\$?\s?$/,
  ],
  // "on 380000", "for a 500k": an amount, its kind left to the question.
  ['amount', /(?:for|on|under|over|sur|pour)(?:\s(?:a|an|the|my|une|un|about|around|approximately))*\s?\$?\s?$/],
  [
    'loan',
    new RegExp(
      `(?:mortgage|mortgage amount|loan|borrow|borrowing|borrowed|financing|finance|(?<!down\\s?)payments?\\s(?:on|for)|pmt|pymt|monthly\\son|monthly\\sfor|hypotheque|pret|emprunt|emprunter|paiements?(?:\\smensuels?)?(?:\\s(?:sur|pour|de))?)${FILL}\\s?\\$?\\s?$`,
    ),
  ],
]

type Role =
  | 'gift'
  | 'amount'
  | 'price'
  | 'loan'
  | 'down'
  | 'balance'
  | 'income'
  | 'incomePart'
  | 'monthlyDebt'
  | 'cardBalance'
  | 'loanBalance'
  | 'cashOut'
  | 'propertyTax'
  | 'condoFees'
  | 'heating'

/** Where the clause of a number starts and ends (commas, semicolons, full stops, "?"). */
function clauseBounds(text: string, q: Quantity): { from: number; to: number } {
  const left = text.slice(0, q.start)
  const cut = Math.max(
    left.lastIndexOf(','),
    left.lastIndexOf(';'),
    left.lastIndexOf('?'),
    left.lastIndexOf('!'),
    left.search(/\.\s[^.]*$/),
  )
  const rightText = text.slice(q.end)
  const stop = rightText.search(/[,;?!]|\.\s/)
  return { from: cut + 1, to: stop === -1 ? text.length : q.end + stop }
}

interface Placed {
  role: Role
  /** Span of the words that placed it. */
  from: number
  to: number
}

/**
 * How telling a cue is: a noun after the amount ("650k condo", "10k credit cards") or a verb or
 * noun before it ("worth 900k", "I owe 550k", "make 95k") says what it is; "mortgage" or
 * "loan" around it says less ("1.1M mortgage balance 400k"); "on" or "for" only that it is an
 * amount.
 */
const WEIGHT: Readonly<Record<Role, number>> = {
  gift: 3,
  amount: 1,
  loan: 2,
  price: 3,
  down: 3,
  balance: 3,
  income: 3,
  incomePart: 3,
  monthlyDebt: 3,
  cardBalance: 3,
  loanBalance: 3,
  cashOut: 3,
  propertyTax: 3,
  condoFees: 3,
  heating: 3,
}

/** The role the words around a money amount give it (the most telling cue; the right side on a tie). */
function placeMoney(text: string, q: Quantity, from: number, to: number, next: Quantity | null): Placed | null {
  let best: (Placed & { weight: number }) | null = null
  const right = text.slice(q.end, Math.min(to, q.end + 40))
  for (const [role, re] of RIGHT) {
    const m = re.exec(right)
    if (!m) continue
    // "home value 1.1M mortgage balance 400k", "income 140k car payment 650/mo": words that lead to
    // the next amount are its cue.
    const gap = next ? text.slice(q.end + m[0].length, next.start) : null
    if (
      role !== 'price' &&
      next &&
      (next.unit === 'money' || next.unit === 'number') &&
      (next.value >= 1000 || next.per !== null) &&
      gap !== null &&
      /^\s?(?:of|is|was|:|=|about|around)?\s?\$?\s?$/.test(gap)
    )
      continue
    best = { role, from: q.start, to: q.end + m[0].length, weight: WEIGHT[role] }
    break
  }
  const left = text.slice(Math.max(from, q.start - 48), q.start)
  let leftBest: { role: Role; length: number } | null = null
  for (const [role, re] of LEFT) {
    const m = re.exec(left)
    // The most specific cue on the left: the longest match ending at the number ("payment on" over "on").
    if (m && (!leftBest || m[0].length > leftBest.length)) leftBest = { role, length: m[0].length }
  }
  if (leftBest && (!best || WEIGHT[leftBest.role] > best.weight))
    best = { role: leftBest.role, from: q.start - leftBest.length, to: q.end, weight: WEIGHT[leftBest.role] }
  return best ? { role: best.role, from: best.from, to: best.to } : null
}

/**
 * Two amounts weighed against each other ("50k or 80k down", "20k vs 40k") or one correcting the
 * other ("80k down, actually 90k"): not added.
 */
const SUMS_NOT_ADDED =
  /\bor\b|\bvs\b|\bversus\b|\binstead\b|\brather\b|\bou\b|\bplutot\b|\bcompared?\b|\bactually\b|\bi mean\b|\bsorry\b|\bmake (?:it|that)\b|\bcorrect\w*|\ben fait\b/

/** The visitor's own rate named right before its figure ("my rate is", "our current rate of"). */
const OWN_RATE = /\b(?:my|our)\s(?:\w+\s)?(?:rate|taux)(?:\s(?:is|was|of|at|est|de))?\s?$/

/** An amount said again with a word that points back to it ("the 65k", "that 40k"). */
const POINTED_BACK = /\b(?:the|that|this|those|these|same|le|la|les|ce|ces|cette)\s\$?$/

/** What names a down payment after the words that placed its amount ("saved | for the down"). */
const DOWN_LABEL_AFTER =
  /^\s?(?:up\s)?(?:for|towards?|as|pour|comme)\s(?:(?:the|a|my|our|la|le|ma|notre|une)\s)?(?:down\s?payments?|downpayments?|down|deposit|dp|mise de fonds|comptant|acompte)\b/

/** Roles whose cue words would mislead the intent ("10% down", "car payment 600"): blanked with the number. */
const BLANK_CUES: ReadonlySet<Role> = new Set([
  'down',
  'monthlyDebt',
  'cardBalance',
  'loanBalance',
  'income',
  'incomePart',
  'balance',
  'propertyTax',
  'condoFees',
  'heating',
])

// ---- Rates and durations --------------------------------------------------------------------

type RateRole = 'down' | 'rate' | 'postedAtSigning' | 'postedToday' | 'comparisonRate'

function placePercent(
  text: string,
  q: Quantity,
  from: number,
  to: number,
  prevEnd = 0,
  nextStart = Number.POSITIVE_INFINITY,
): { role: RateRole; from: number; to: number; cued?: boolean } {
  const right = text.slice(q.end, Math.min(to, q.end + 30))
  const left = text.slice(Math.max(from, q.start - 48), q.start)
  const down = /^\s?(?:down\b|downpayment|down payment|deposit|de mise de fonds|mise de fonds|d acompte|comptant)/.exec(
    right,
  )
  if (down) return { role: 'down', from: q.start, to: q.end + down[0].length }
  const leftDown =
    /(?:down\s?payments?|downpayment|deposit|put(?:ting)?\s(?:down|in)|mise de fonds)(?:\s(?:of|is|de|d|a|est))*\s?$/.exec(
      left,
    )
  // Unless the label is the amount's before it ("50 000 de mise de fonds à 3,89": the rate).
  const labelOf =
    leftDown && /^\s?(?:\$|k|dollars?|de|d|of|in|as)?\s?$/.test(text.slice(prevEnd, q.start - leftDown[0].length))
  if (leftDown && !(prevEnd > 0 && labelOf)) return { role: 'down', from: q.start - leftDown[0].length, to: q.end }
  const clause = text.slice(from, to)
  if (/\bposted\b|\baffiche\b/.test(clause)) {
    // The words between this number and its neighbours say which posted rate it is ("posted when
    // I signed was 6.79 and posted now is 5.89"); the whole clause when they do not say.
    const own = [text.slice(Math.max(from, prevEnd), q.start), text.slice(q.end, Math.min(to, nextStart))].find((t) =>
      /\bposted\b|\baffiche\b/.test(t),
    )
    // "posted rate was 6.09 when i signed": the words after it, up to another posted rate, say when.
    const after = text.slice(q.end, Math.min(to, nextStart)).split(/\bposted\b|\baffiche\b/)[0]!
    const words = own && !/\b(?:today|todays|now|current\w*)\b/.test(own) ? `${own} ${after}` : (own ?? clause)
    if (/\bsign(?:ed|ing)?\b|\boriginal\w*|\bwhen i\b|\bat the time\b|\bthen\b|\bsignature\b/.test(words))
      return { role: 'postedAtSigning', from, to }
    return { role: 'postedToday', from, to }
  }
  if (
    /\b(?:current|currently|today|todays|now|published|new|offered|offering|actuel\w*|aujourdhui)\b/.test(left) &&
    /\brates?\b|\btaux\b/.test(left)
  )
    // Only the number: the clause's other words ("the qualifying rate if offered 4.84") still ask.
    return { role: 'comparisonRate', from: q.start, to: q.end }
  const cue =
    /(?:\b(?:at|@|a)|\brates?(?:\s(?:is|was|of|at|be|would be|were))?|\binterest(?:\srate)?(?:\s(?:is|of|at))?|\btaux(?:\s(?:de|est|a))?|\bmy rate(?:\sis)?)\s?$/.exec(
      left,
    )
  const typeAfter = /^\s?(?:fixed|variable|interest|rate|fixe)\b/.exec(right)
  // 10 % or more with no word of a rate, in a purchase ("the house is 610k and we have 10
  // percent"): no mortgage rate is that high, so it is a share of the price put down.
  if (
    !cue &&
    !typeAfter &&
    q.unit === 'percent' &&
    q.value >= 10 &&
    !/\brates?\b|\btaux\b|\binterest\b/.test(text) &&
    /\b(?:house|home|condo|townhouse|place|property|price|costs?|buy\w*|purchas\w*|maison|prix)\b/.test(text) &&
    !/^\s?of (?:my|our|the|your) (?:income|salary|pay|payment)/.test(right)
  )
    return { role: 'down', from: q.start, to: q.end }
  return {
    role: 'rate',
    from: cue ? q.start - cue[0].length : q.start,
    to: typeAfter ? q.end + typeAfter[0].length : q.end,
    cued: Boolean(cue || typeAfter),
  }
}

type YearsRole = 'term' | 'remaining' | 'amortization' | 'ignore'

/** Words naming a mortgage's kind (insured or not, fixed or variable). */
const MORTGAGE_KIND =
  /\b(?:insured|uninsured|conventional|high[\s-]?ratio|fixed|variable|assurees?|conventionnel\w*|fixe|variables?)\b/

/** Words of work, business or residence before a number of years: how long, not an amortization. */
const LIFE_BEFORE =
  /\b(?:employed|employment|job|jobs|working|worked|work|business|contract|contracting|freelanc\w*|operating|incorporated|been|in canada|here|resident|married|together|renting|rented|living|lived|retired)(?:\s(?:for|about|around|almost|nearly|over|just))*\s?$/

/** Words after a number of years that name the amortization, shortened ones included ("25 yr am"). */
const AMORTIZATION_AFTER =
  /^\s?(?:amorti[sz]ation|amortization period|amorti[sz]ed|amortissement|amort|am(?!\s(?:i|not|going|looking|trying)\b))\b/

/**
 * What a number of years is, from the words around it. `longerElsewhere`: another number of
 * years in the message is an amortization, so an unmarked one up to 10 is the term.
 */
function placeYears(
  text: string,
  q: Quantity,
  from: number,
  to: number,
  longerElsewhere = false,
): { role: YearsRole; to: number; from: number } {
  const right = text.slice(q.end, Math.min(to, q.end + 30))
  const left = text.slice(Math.max(from, q.start - 30), q.start)
  if (/^\s?(?:old\b|of age|age\b|ago\b|from now)/.test(right) || /\b(?:aged?|since|ago)\s?$/.test(left))
    return { role: 'ignore', from: q.start, to: q.end }
  // "three months interest", "3 mois d interets": the name of a penalty's formula, not time left.
  if (q.unit === 'months' && /^\s?(?:s\s)?(?:of\s)?(?:interest|d\s?interets?)\b/.test(right))
    return { role: 'ignore', from: q.start, to: q.end }
  const remaining =
    /^\s?(?:left|remaining|to go|remain|restants?|qui restent|qui reste|before (?:renewal|maturity|the term ends))\b/.exec(
      right,
    )
  // Years left beyond any term (over 10), or left on the amortization, are the amortization
  // still to run ("12 years left", "19 years left on the amortization"), not a term's time left.
  if (
    remaining &&
    q.unit === 'years' &&
    (q.value > 10 ||
      /^\s?(?:left|remaining)\s(?:on|in|of)\s(?:the|my|our)\s(?:amorti[sz]ation|amortissement)/.test(right))
  )
    return { role: 'amortization', from: q.start, to: q.end + remaining[0].length }
  if (remaining) return { role: 'remaining', from: q.start, to: q.end + remaining[0].length }
  // How long the visitor has worked, lived or been somewhere ("self employed 2 years", "at my job
  // for 3 yrs", "2 years of tax returns"): their history, never the mortgage's amortization.
  if (
    LIFE_BEFORE.test(left) ||
    /^\s?(?:of\s(?:tax|income|returns?|noas?|history|self|employment|work|financials?|statements?|proof|t4s?|t1s?)|in business|employed|self[\s-]?employed|at (?:my|the|his|her|this) job|with (?:my|the|his|her) (?:employer|company))\b/.test(
      right,
    )
  )
    return { role: 'ignore', from: q.start, to: q.end }
  const amortRight = AMORTIZATION_AFTER.exec(right)
  const term = /^\s?(?:-\s?)?(?:fixed|variable|term|closed|open|rate|fixe|terme|ferme|ouvert)\b/.exec(right)
  // "over 10 years" is an amortization, whatever else the message holds.
  const amortLeft = /\b(?:over|amorti[sz]ed(?:\sover)?|amorti[sz]ation(?:\sof)?|amortissement(?:\sde)?)\s?$/.test(left)
  if (
    !amortRight &&
    (term ||
      // After a term's kind, only a term's length ("3 yr fixed 25 year": the 25 is the amortization).
      (q.value <= 10 && /\b(?:term|terme|fixed|variable|fixe)(?:\s(?:of|de|is))?\s?$/.test(left)) ||
      // A product named by its years with its rate ("the 5 yr at 3.68"): that rate's term.
      (q.value <= 10 && /\b(?:the|le|la)\s?$/.test(left) && /^\s?(?:at|@|a)\s?\d/.test(right)) ||
      // Up to 10 years in a message about rates or a mortgage's kind ("insured 7 year"): a term.
      (q.value <= 10 && !amortLeft && (/\brates?\b|\btaux\b/.test(text) || MORTGAGE_KIND.test(text))) ||
      // A rate for a few years ("another lender offers 4.19 for 5 yr", "4.4 on a 3 year"): that rate's term.
      (q.value <= 10 && /\d[.,]\d{1,3}\s?%?\s(?:for|pour|on)(?:\s(?:a|an|the|un|une))?\s?$/.test(left)) ||
      // A few years beside an amortization said elsewhere ("25 yr amortization, 5 yr"): the term.
      (q.value <= 10 && !amortLeft && longerElsewhere) ||
      // The best or today's of a few years ("best 3 year", "lowest 5yr"): a term's rate asked.
      (q.value <= 10 && /\b(?:best|lowest|cheapest|top|current|todays?|latest|meilleur\w*)\s?$/.test(left)) ||
      // Up to 10 years of the visitor's own ("when my 5 year is up"): the term they are in.
      (q.value <= 10 && !amortLeft && /\b(?:my|our|mon|notre)\s?$/.test(left)))
  )
    // "3 yr rate": the years are the term; the word "rate" stays to say a rate is asked.
    return { role: 'term', from: q.start, to: q.end + (term && !/rate/.test(term[0]) ? term[0].length : 0) }
  if (/\b(?:in|within|after|next|dans|depuis)\s?$/.test(left) && q.value <= 10)
    return { role: 'ignore', from: q.start, to: q.end }
  if (q.value >= 1 && q.value <= 40) {
    const amort = AMORTIZATION_AFTER.exec(right)
    const overLeft =
      /\b(?:over|amorti[sz]ed(?:\sover)?|amorti[sz]ation(?:\sof)?|for|sur|amortissement(?:\sde)?)\s?$/.exec(left)
    return {
      role: 'amortization',
      from: overLeft ? q.start - overLeft[0].length : q.start,
      to: q.end + (amort?.[0].length ?? 0),
    }
  }
  return { role: 'ignore', from: q.start, to: q.end }
}

// ---- Facts said in words --------------------------------------------------------------------

const accelerated = '(?:accelerated|accel|acc|rapid|accelere\\w*)'

export function frequencyIn(text: string): PaymentFrequency | null {
  // "Accelerated" on either side of the frequency, or shortened ("accel weekly", "biweekly accelerated").
  const biWeekly = '(?:bi-?\\s?weekly|biweekly|every (?:two|2) weeks|aux deux semaines|toutes les deux semaines)'
  if (new RegExp(`\\b${accelerated}\\s?${biWeekly}|\\b${biWeekly}\\s?${accelerated}\\b`).test(text))
    return 'accelerated-bi-weekly'
  if (
    new RegExp(
      `\\b${accelerated}\\s?(?:weekly|hebdomadaire)|(?<!bi-?\\s?)\\b(?:weekly|hebdomadaire)\\s?${accelerated}\\b`,
    ).test(text)
  )
    return 'accelerated-weekly'
  if (
    /\bbi-?\s?weekly\b|\bbiweekly\b|\bevery (?:two|2|other) weeks?\b|\bfortnightly\b|\baux (?:deux|2) semaines\b|\btoutes les (?:deux|2) semaines\b|\bbihebdo\w*/.test(
      text,
    )
  )
    return 'bi-weekly'
  if (/\bsemi-?\s?monthly\b|\btwice (?:a|per) month\b|\bbimensuel\w*|\bdeux fois par mois\b/.test(text))
    return 'semi-monthly'
  if (
    /\bweekly\b|\bevery week\b|\bper week\b|\ba week\b|\bhebdomadaire\w*|\bchaque semaine\b|\bpar semaine\b/.test(text)
  )
    return 'weekly'
  if (/\bmonthly\b|\bper month\b|\ba month\b|\bevery month\b|\bmensuel\w*|\bpar mois\b|\bchaque mois\b/.test(text))
    return 'monthly'
  return null
}

/** Every payment frequency named, in the order said ("monthly and weekly?", "biweekly or monthly"). */
function frequenciesIn(text: string): PaymentFrequency[] {
  const named = text.split(/,|;|\/|\band\b|\bor\b|\bvs\b|\bversus\b|\bplus\b|\bthen\b|\bet\b|\bou\b/).map(frequencyIn)
  return [...new Set(named.filter((f): f is PaymentFrequency => f !== null))]
}

const PROVINCE_NAMES: readonly [ProvinceCode, RegExp][] = [
  ['BC', /\bbritish columbia\b|\bcolombie[\s-]britannique\b|\bb\.?c\.?\b(?!\s?\d)/],
  ['QC', /\bquebec\b|\bqc\b/],
  ['AB', /\balberta\b/],
  ['SK', /\bsaskatchewan\b/],
  ['MB', /\bmanitoba\b/],
  ['NS', /\bnova scotia\b|\bnouvelle[\s-]ecosse\b/],
  ['NB', /\bnew brunswick\b|\bnouveau[\s-]brunswick\b/],
  ['NL', /\bnewfoundland\b|\blabrador\b|\bterre[\s-]neuve\b/],
  ['PE', /\bprince edward island\b|\bpei\b|\bile[\s-]du[\s-]prince[\s-]edouard\b|\bi\.?p\.?e\.?\b/],
  ['YT', /\byukon\b/],
  ['NT', /\bnorthwest territories\b|\bterritoires du nord[\s-]ouest\b/],
  ['NU', /\bnunavut\b/],
  ['ON', /\bontario\b/],
]
const ABBREVIATIONS = /\b(?:in|en|au|for|from|of)\s(ab|sk|mb|ns|nb|nl|yt|nt|nu|on)\b/
const ABBREVIATED: Readonly<Record<string, ProvinceCode>> = {
  ab: 'AB',
  sk: 'SK',
  mb: 'MB',
  ns: 'NS',
  nb: 'NB',
  nl: 'NL',
  yt: 'YT',
  nt: 'NT',
  nu: 'NU',
  on: 'ON',
}

/** Someone to talk to ("a broker", "an advisor"), not a career ("become an agent", "a job"). */
const PERSON =
  /^(?!.*\b(?:becom|career|licen|hir|job|devenir))(?=.*\b(?:agent|broker|someone|advis|courtier|conseiller))/

/** Cities that place a question in a province (Toronto also brings its own land transfer tax). */
const CITIES: readonly [ProvinceCode, RegExp][] = [
  [
    'ON',
    /\b(?:mississauga|brampton|ottawa|hamilton|london|markham|vaughan|richmond hill|oakville|burlington|oshawa|whitby|ajax|pickering|barrie|kitchener|waterloo|cambridge|guelph|windsor|kingston|sudbury|thunder bay|niagara|st\.? catharines|milton|newmarket|aurora|peterborough|belleville|sarnia|durham|halton|peel|york region|scarborough|etobicoke|north york)\b/,
  ],
  ['QC', /\bmontreal\b|\blaval\b|\bgatineau\b|\bsherbrooke\b|\blongueuil\b/],
  ['BC', /\bvancouver\b|\bburnaby\b|\bsurrey\b|\bvictoria\b|\bkelowna\b/],
  ['AB', /\bcalgary\b|\bedmonton\b|\bred deer\b/],
  ['MB', /\bwinnipeg\b/],
  ['SK', /\bregina\b|\bsaskatoon\b/],
  ['NS', /\bhalifax\b/],
]

/** Toronto named for its tax, not as a place ("toronto tax", "toronto's land transfer tax"). */
const TORONTO_TAX =
  /\b(?:the )?toronto(?:'?s)? (?:own |municipal |city |extra |additional )?(?:tax|land|ltt|mltt|municipal|portion|part|rebate|one|fee|droits?|taxe)\b|\b(?:droits?|taxe) (?:municipa\w+ )?de toronto\b/g

function provinceIn(text: string): ProvinceCode | null {
  for (const [code, re] of PROVINCE_NAMES) if (re.test(text)) return code
  const abbreviated = ABBREVIATIONS.exec(text)
  if (abbreviated) return ABBREVIATED[abbreviated[1]!] ?? null
  for (const [code, re] of CITIES) if (re.test(text)) return code
  return null
}

function firstTimeIn(text: string): boolean | null {
  if (
    /\bnot (?:a |my |our |the )?(?:first|1st)\b|\b(?:second|2nd|third|another) (?:home|house|property|condo)|\balready (?:own|owned)|\bowned (?:a home |a house )?before|\bpas (?:un |mon )?premier|\bdeja proprietaire/.test(
      text,
    )
  )
    return false
  if (
    /\b(?:first[\s-]?time|1st[\s-]?time|first (?:home|house|property|condo|place)|ftb|fthb|premiers? achats?|premieres? maisons?|premiers? acheteurs?|premiere propriete|premiere habitation|premier logement|primo[\s-]?accedant)/.test(
      text,
    )
  )
    return true
  return null
}

/** A payment frequency, a rate type or a mortgage type named only to be ruled out. */
const NEGATED_KIND =
  /\b(?:not|never|no|instead of|rather than|pas|plutot que|au lieu d)\s(?:(?:an?|the|un|une|en|de|du)\s)?(?:(?:accelerated|rapid|accelere\w*)\s?)?(?:bi-?\s?weekly|biweekly|semi-?\s?monthly|weekly|monthly|fixed|fixe|variable|adjustable|floating|insured|conventional|high[\s-]?ratio|hebdomadaire\w*|mensuel\w*|bimensuel\w*|conventionnel\w*|assure\w*)\b/g

/** The text without the kinds it rules out ("not biweekly, monthly" names monthly). */
export function withoutNegated(text: string): string {
  return text.replace(NEGATED_KIND, (m) => ' '.repeat(m.length))
}

function rateTypeIn(text: string): 'fixed' | 'variable' | null {
  const fixed = /\bfixed\b|\bfixe\b/.test(text)
  const variable = /\bvariable\b|\badjustable\b|\bfloating\b/.test(text)
  return fixed && !variable ? 'fixed' : variable && !fixed ? 'variable' : null
}

function mortgageTypeIn(text: string): Facts['mortgageType'] | null {
  const insured = /\binsured\b|\bhigh[\s-]?ratio\b|\bassure\w*/.test(text)
  const conventional = /\bconventional\b|\buninsured\b|\bconventionnel\w*|\bnon assure/.test(text)
  if (insured && !conventional) return 'insured'
  if (conventional && !insured) return 'conventional'
  if (/\brefinanc\w* rates?\b|\brates? (?:for|on) (?:a )?refinanc/.test(text)) return 'refinance'
  return null
}

// ---- The whole message ------------------------------------------------------------------------

/**
 * A correction of what was just said ("sorry i meant 25 years", "no, 4.2", "make that 600k",
 * "actually biweekly", "oops 450"): a follow-up that changes one value of the last computation,
 * never a new question.
 */
const CORRECTION =
  /^\W*(?:(?:ok(?:ay)?|oh|ah|um+|uh+)\W+)?(?:sorry|oops|whoops|my bad|correction|typo|actually|i meant|i mean|meant|scratch that|wait|no|nope|make (?:that|it)|change (?:that|it) to|desole|pardon|oups|je voulais dire|en fait|non)\b(?!\s(?:down|money|debts?|idea|one|income|credit|job)\b)/

/** A number ruled out ("4.79 not 5", "instead of 25 years"): the value it replaces, never read. */
const RULED_OUT = /\b(?:not|instead of|rather than|au lieu de|pas)\s(?:the\s)?\$?\s?$/

/**
 * A source of money the knowledge base explains, taken for a purpose ("get a heloc to help her with
 * the down payment", "use the line of credit for the deposit", "take some equity out towards a
 * rental", "get money out for her down payment"): the source is asked about; the purpose, whatever
 * computation its words name, is context.
 */
const MEANS_FOR_PURPOSE =
  /\b(?:use|using|get|getting|take|taking|open|opening|set(?:ting)? up|draw\w*|tap\w*|pull\w*|borrow\w*)(?:\s(?:out|from|on|against|into))?(?:\s(?:a|an|the|my|our|some|money|cash))*\s(?:heloc|home equity line|line of credit|loc|rrsp|fhsa|second mortgage|reverse mortgage|cash back|equity|(?<=(?:money|cash)\s)out)\b.{0,40}?\s(?:to|for|towards?)\s.*$/

/** The text without the purpose a source of money is taken for, or the text itself. */
export function withoutMeansPurpose(text: string): string {
  const m = MEANS_FOR_PURPOSE.exec(text)
  if (!m) return text
  const purpose = /\s(?:to|for|towards?)\s.*$/.exec(text.slice(m.index))!
  return text.slice(0, m.index + purpose.index)
}

/** A home bought to rent out ("a rental", "an investment property", "to rent it out"). */
const RENTED_OUT =
  /\brentals?\b(?!\s(?:income|cars?|agreements?|applications?|history))|\b(?:investment|income) propert\w*|\bto rent (?:it |them )?out\b|\brent(?:ing)? (?:it|them) out\b/
/** The visitor lives in the home ("live in one unit", "owner occupied"): the usual minimums apply. */
const LIVED_IN = /\b(?:live|living|stay|staying|move) in\b|\bowner[\s-]?occupied\b|\bprimary residence\b/
/** Loans whose payment is not an amortized mortgage's: a line of credit, a bridge loan, interest only. */
const NOT_AMORTIZED = /\bheloc\b|\bline of credit\b|\bbridge (?:loan|financing)\b|\binterest[\s-]only\b/

/** Where to start asked ("where do we even start", "what do we need to buy", "first steps"). */
const START_ASKED =
  /\bwhere (?:do|should|can|would) (?:i|we) (?:even |actually )?(?:start|begin)\b|\b(?:idea|sure|know) (?:where|how) to (?:start|begin)\b|\bwhere to (?:start|begin)\b|\b(?:first|next) steps?\b|\bwhat are the steps\b|\bhow (?:do|should|can) (?:i|we) (?:get started|start|begin)\b|\bwhat (?:do|would|will) (?:i|we) need(?: to (?:do|have|get|buy|start))?\W*$|\bwhat (?:do|should) (?:i|we) (?:do|know) (?:first|before buying|to buy)\b/

const CALENDAR_YEAR = (q: Quantity) => q.unit === 'number' && !q.decimal && q.value >= 1900 && q.value <= 2100

/**
 * Reads one message (the engine's normalised text). `inThousands`: the conversation already holds
 * an amount in thousands, so a value written bare in a follow-up ("what if it appraises at 650")
 * is in thousands too.
 */
export function parseMessage(text: string, { inThousands: earlierThousands = false } = {}): ParsedMessage {
  const facts: Facts = {}
  const blank: [number, number][] = []
  const unassigned: number[] = []
  const quantities = readQuantities(text).map((q) => (isRateBeforeFrequency(text, q) ? withoutPeriod(text, q) : q))
  const placedRoles: (Role | null)[] = []
  let incomes: number[] = []
  const incomeParts: number[] = []
  const gifts: number[] = []
  const downs: number[] = []
  let barePercent: number | null = null
  let bareWhole: number | null = null
  const perMonth: number[] = []
  let rateChange: number | null = null

  const setRate = (role: RateRole, value: number) => {
    if (role === 'down') facts.down = { percent: value }
    else if (role === 'rate' || (role === 'comparisonRate' && facts.rate === undefined)) {
      // The first rate is the contract rate; a later one (a penalty question) is today's rate.
      if (facts.rate === undefined) facts.rate = value
      else if (facts.comparisonRate === undefined) facts.comparisonRate = value
    } else facts[role] = value
  }

  const correction = CORRECTION.test(text)
  // A price in thousands written bare ("a house around 780") beside an amount in thousands.
  const inThousands =
    earlierThousands || quantities.some((p) => p.explicit && p.value >= 10_000 && p.value < 10_000_000)
  quantities.forEach((counted, i) => {
    let q = counted
    // A count ("a 3 bed", "2 kids"), a place's number, an age, time late, a share owned: no value.
    if (isNoValue(text, q)) {
      blank.push([q.start, q.end])
      return
    }
    // A value ruled out beside the one meant ("its 4.79 not 5") is neither placed nor unread.
    if (i > 0 && RULED_OUT.test(text.slice(Math.max(0, q.start - 16), q.start))) {
      blank.push([q.start, q.end])
      return
    }
    const { from, to } = clauseBounds(text, q)
    const previous = i > 0 ? quantities[i - 1]! : null
    placedRoles[i] = null
    // An alternative to the number before it ("20% down on 600k or 10%", "at 4.5 vs 5"): a
    // comparison the engine does not compute, never a value of another kind.
    if (
      q.unit !== 'years' &&
      q.unit !== 'months' &&
      quantities.slice(0, i).some((p) => p.unit === q.unit) &&
      ALTERNATIVE.test(text.slice(Math.max(previous?.end ?? 0, q.start - 20), q.start))
    ) {
      // Two lenders' rates weighed ("renewal offer 4.79 vs 4.19 at a different lender"): the
      // second is the rate compared with, what a switch computes.
      if (
        previous?.value === facts.rate &&
        facts.comparisonRate === undefined &&
        q.value > 0 &&
        q.value <= 20 &&
        (q.unit === 'percent' || (q.unit === 'number' && !q.explicit)) &&
        OTHER_LENDER.test(text)
      )
        facts.comparisonRate = q.value
      blank.push([q.start, q.end])
      return
    }
    // "0.25 lower", "1% higher": a change of the rate, not a rate.
    const after = CHANGE_AFTER.exec(text.slice(q.end))
    if (after && !q.explicit && q.value > 0 && q.value <= 3) {
      rateChange ??= RATE_DOWN.test(after[1]!) ? -q.value : q.value
      blank.push([q.start, q.end + after[0].length])
      return
    }
    // "If the rate goes up 1": a whole point or two said bare after a rate's move is its change.
    if (
      q.unit === 'number' &&
      !q.explicit &&
      q.per === null &&
      q.value > 0 &&
      q.value <= 3 &&
      RATE_MOVES.test(text.slice(Math.max(0, q.start - 24), q.start)) &&
      RATE_NAMED.test(text.slice(from, q.start))
    ) {
      rateChange ??= RATE_DOWN.test(text.slice(Math.max(0, q.start - 24), q.start)) ? -q.value : q.value
      blank.push([q.start, q.end])
      return
    }
    if (q.unit === 'percent' || (q.unit === 'number' && !q.explicit && q.per === null && isBareRate(text, q))) {
      if (q.value <= 0 || q.value > (q.unit === 'percent' ? 100 : 20)) return
      // A change of rate ("if rates go up 1%", "drop by 0.5") is not a rate.
      const before = text.slice(Math.max(0, q.start - 24), q.start)
      if (RATE_CHANGE.test(before)) {
        rateChange ??= RATE_DOWN.test(before) ? -q.value : q.value
        blank.push([q.start, q.end])
        return
      }
      const placed = placePercent(text, q, from, to, previous?.end ?? 0, quantities[i + 1]?.start ?? text.length)
      if (placed.role === 'rate' && !placed.cued && q.unit === 'percent' && barePercent === null) barePercent = q.value
      if (placed.role !== 'down' && q.value > 25) return
      // A rate said to be the visitor's own after another ("stress tested at 5.25 … my rate is
      // 3.68"): the contract rate; the one before it only named.
      if (placed.role === 'rate' && facts.rate !== undefined && OWN_RATE.test(text.slice(from, q.start))) {
        facts.comparisonRate ??= facts.rate
        facts.rate = q.value
      } else setRate(placed.role, q.value)
      blank.push([placed.from, placed.to])
      return
    }
    if (q.unit === 'years' || q.unit === 'months') {
      const longerElsewhere =
        q.value <= 10 &&
        quantities.some((p) => {
          if (p === counted || p.unit !== 'years' || p.value <= 10 || p.value > 40) return false
          const bounds = clauseBounds(text, p)
          return placeYears(text, p, bounds.from, bounds.to).role === 'amortization'
        })
      const placed = placeYears(text, q, from, to, longerElsewhere)
      const months = q.unit === 'months' ? q.value : q.value * 12
      if (placed.role === 'remaining') facts.monthsRemaining = months
      else if (placed.role === 'term' && q.unit === 'years' && q.value <= 10) facts.term = q.value
      else if (placed.role === 'amortization' && q.unit === 'years') facts.amortization = q.value
      else if (q.unit === 'months' && placed.role !== 'ignore') facts.monthsRemaining = months
      if (placed.role !== 'ignore') blank.push([placed.from, placed.to])
      return
    }
    if (CALENDAR_YEAR(q) && !q.explicit) return
    // A bare whole number after an amount and a rate ("450k at 4.79 25") is the amortization;
    // alone ("what if I make it 30"), the engine decides from the conversation (bareWhole).
    if (
      q.unit === 'number' &&
      !q.explicit &&
      q.per === null &&
      q.value >= 5 &&
      q.value <= 35 &&
      Number.isInteger(q.value)
    ) {
      if (
        previous &&
        facts.rate !== undefined &&
        facts.amortization === undefined &&
        // "at 4.5 vs 5" compares two rates: the 5 is not an amortization.
        !COMPARED.test(text.slice(previous.end, q.start))
      ) {
        facts.amortization = q.value
        blank.push([q.start, q.end])
      } else bareWhole ??= q.value
      return
    } // Money: explicit, large, or per period.
    const next = quantities[i + 1] ?? null
    if (
      q.unit === 'number' &&
      q.value < 1000 &&
      q.per === null &&
      !/\$\s?$/.test(text.slice(Math.max(0, q.start - 2), q.start))
    ) {
      const placed = placeMoney(text, q, from, to, next)
      if (
        inThousands &&
        q.value >= 100 &&
        !q.decimal &&
        (placed?.role === 'price' ||
          // Said about ("around 780") or as a correction ("sorry, 450"): the amount, in thousands.
          ((!placed || placed.role === 'amount') &&
            (correction || /\b(?:around|about|roughly|approx\w*)\s?$/.test(text.slice(from, q.start)))))
      )
        q = { ...q, value: q.value * 1000, explicit: true }
      else if (!placed || !['monthlyDebt', 'condoFees', 'heating'].includes(placed.role)) return
    }
    let placed = placeMoney(text, q, from, to, next)
    // "95k and 70k": an amount joined to the one before takes its role.
    if (
      !placed &&
      previous &&
      placedRoles[i - 1] &&
      /^\s?(?:and|&|\+|plus|et)\s?\$?\s?$/.test(text.slice(previous.end, q.start))
    )
      placed = { role: placedRoles[i - 1]!, from: q.start, to: q.end }
    let role = placed?.role ?? null
    if (q.per === 'year' && (role === null || role === 'amount' || role === 'price' || role === 'loan')) role = 'income'
    if (q.per === 'month' || q.per === 'week' || q.per === 'fortnight') {
      const monthly = q.per === 'week' ? (q.value * 52) / 12 : q.per === 'fortnight' ? (q.value * 26) / 12 : q.value
      const near = text.slice(Math.max(from, q.start - 20), Math.min(to, q.end + 12))
      // "on $5,800 a month": "on" or "for" says only that it is an amount, not which one; nor does
      // a price's word ("looking at 2,500 a month"): no price is paid by the month.
      if (role === 'amount' || role === 'price') role = null
      // "I receive 1,500 a month in spousal support": support or a pension received is an income.
      if (
        RECEIVED.test(text.slice(from, q.start)) &&
        /^\s?(?:a month|per month|monthly|\/\s?mo\w*)?\s?(?:in|of|from)\s(?:\w+\s)?(?:support|alimony|pension)/.test(
          text.slice(q.end),
        )
      )
        role = 'incomePart'
      // "We pay $4,200/mo right now": what the visitor pays is no income either.
      if (role === null && (BUDGET_OR_RENT.test(near) || (monthly >= 2500 && PAID_NOW.test(near)))) {
        // "A $3,000 a month budget", "rent 2200/month": not an income, not a debt.
        perMonth.push(monthly)
        blank.push([q.start, q.end])
        return
      }
      if (role === 'incomePart') {
        incomeParts.push(Math.round(monthly * 12 * 100) / 100)
        placedRoles[i] = 'incomePart'
      } else if (role === 'income' || (role === null && monthly >= 2500)) {
        incomes.push(Math.round(monthly * 12 * 100) / 100)
        placedRoles[i] = 'income'
      } else if (role === 'condoFees') facts.monthlyCondoFees = monthly
      else if (role === 'heating') facts.monthlyHeat = monthly
      else if (role === 'propertyTax') facts.annualPropertyTax = Math.round(monthly * 12 * 100) / 100
      else facts.monthlyDebts = (facts.monthlyDebts ?? 0) + monthly
      placedRoles[i] ??= 'monthlyDebt'
      blank.push([placed?.from ?? q.start, placed?.to ?? q.end])
      return
    }
    placedRoles[i] = role
    if (placed && BLANK_CUES.has(placed.role)) {
      // A down payment's label may run on past its cue ("40k saved for the down payment", "put
      // aside towards a deposit"): the whole label names the figure, it asks nothing.
      const more = placed.role === 'down' ? DOWN_LABEL_AFTER.exec(text.slice(placed.to)) : null
      blank.push([placed.from, placed.to + (more ? more[0].length : 0)])
    } else blank.push([q.start, q.end])
    switch (role) {
      case 'price':
        facts.price = q.value
        break
      case 'loan':
        facts.loan = q.value
        break
      case 'down':
        facts.down = { amount: q.value }
        // "saved 65k … if we put the 65k down": the same money pointed back to, not another part.
        if (!([...downs, ...gifts].includes(q.value) && POINTED_BACK.test(text.slice(0, q.start)))) downs.push(q.value)
        break
      case 'balance':
        facts.balance = q.value
        break
      case 'income':
        incomes.push(q.value)
        break
      case 'incomePart':
        incomeParts.push(q.value)
        break
      case 'monthlyDebt':
        facts.monthlyDebts = (facts.monthlyDebts ?? 0) + q.value
        break
      case 'cardBalance':
        facts.cardBalances = (facts.cardBalances ?? 0) + q.value
        break
      case 'loanBalance':
        facts.loanBalances = (facts.loanBalances ?? 0) + q.value
        break
      case 'cashOut':
        facts.cashOut = q.value
        break
      case 'propertyTax':
        facts.annualPropertyTax = q.value
        break
      case 'condoFees':
        facts.monthlyCondoFees = q.value
        break
      case 'heating':
        facts.monthlyHeat = q.value
        break
      case 'gift':
        gifts.push(q.value)
        break
      default:
        unassigned.push(q.value)
    }
  })
  // A bonus, commission or pension adds to the income said beside it; alone, it is the income only
  // when what can be borrowed is asked ("my pension is 40k, can i qualify"): otherwise it is the
  // situation ("does my 15k bonus count", "a 5k bonus for the down payment"), never a computation.
  if (incomeParts.length > 0) {
    const parts = incomeParts.reduce((a, b) => a + b, 0)
    if (incomes.length > 0) incomes[incomes.length - 1]! += parts
    // A retiree's pension alone is the situation of a question about retirement, not an income to compute on.
    else if (BORROWING_ASKED.test(text) && !/\b(?:pensions?|cpp|oas|rentes?)\b/.test(text)) incomes.push(parts)
  }
  if (incomes.length > 0) facts.incomes = incomes
  incomes = []
  // A gift is money put down, never a price: the down payment toward a price the message gives
  // ("giving me 20k toward a 450k condo"); without a price, a fact of the gift's topic only.
  if (gifts.length > 0 && facts.price !== undefined && facts.down === undefined)
    facts.down = { amount: gifts.reduce((a, b) => a + b, 0) }
  // A down payment and its parts ("110k for the down payment (90k saved plus 20k gift)"): the
  // amount the others add up to is the whole down payment, whichever is said last.
  const parts = [...downs, ...gifts]
  const sum = parts.reduce((a, b) => a + b, 0)
  const whole = downs.find((d) => parts.length > 2 && Math.abs(2 * d - sum) < 1)
  if (whole !== undefined) facts.down = { amount: whole }
  // Sums from several places ("40k from my parents and 25k saved", "rrsp 25k plus fhsa 40k"), none
  // their total and none weighed against another ("or", "vs"): together they are the down payment.
  else if (parts.length > 1 && (gifts.length > 0 || downs.length > 1) && !SUMS_NOT_ADDED.test(text))
    facts.down = { amount: sum }

  let residual = text
  for (const [a, b] of blank) residual = residual.slice(0, a) + ' '.repeat(Math.max(0, b - a)) + residual.slice(b)
  // From what is left: "600/month" is a debt, not a payment frequency. A kind said only to be
  // ruled out ("not biweekly", "rather than variable") is not the one asked for.
  const affirmed = withoutNegated(residual)
  const frequency = frequencyIn(affirmed)
  if (frequency) facts.frequency = frequency
  // Several frequencies asked ("monthly and biweekly pls"): the first said, and the others beside it.
  const frequencies = frequenciesIn(affirmed)
  if (frequencies.length > 1) {
    facts.frequency = frequencies[0]!
    facts.alsoFrequencies = frequencies.slice(1)
  }
  // Where the visitor comes from ("moving from toronto to peterborough") is not where they buy.
  const where = text.replace(MOVING_FROM, (m) => ' '.repeat(m.length))
  const province = provinceIn(where)
  if (province) facts.province = province
  // Another Ontario city named, Toronto named only for its tax ("650k in waterloo, do i pay toronto
  // tax there?"): the home is in that city, and Toronto's tax is the question, not the place.
  const otherCity = CITIES[0]![1].test(where)
  const place = otherCity ? where.replace(TORONTO_TAX, ' ') : where
  if (/\b(?:not (?:in |inside )?|outside (?:of )?|hors de )toronto\b/.test(where)) facts.inToronto = false
  else if (/\btoronto\b/.test(place)) facts.inToronto = true
  else if (province && province !== 'ON') facts.inToronto = false
  else if (CITIES[0]![1].test(where) || /\boutside (?:of )?toronto\b/.test(where)) facts.inToronto = false
  const firstTime = firstTimeIn(text)
  if (firstTime !== null) facts.firstTimeBuyer = firstTime
  if (
    facts.down === undefined &&
    (/\b(?:the|a|with|only|just)\s(?:[a-z]+\s)?(?:minimum|min|least)\s(?:down\b|required\b|mise de fonds)/.test(text) ||
      // "400k house min down": the minimum right after what it is for
      /\b(?:house|home|condo|place|property|townhouse|semi)\s(?:minimum|min)\sdown\b/.test(text))
  )
    facts.downMinimum = true
  const rateType = rateTypeIn(withoutNegated(text))
  if (rateType) facts.rateType = rateType
  const mortgageType = mortgageTypeIn(withoutNegated(text))
  if (mortgageType) facts.mortgageType = mortgageType

  const enough = /\benough\b|\bsufficient\b|\bsuffisant\w*|\bassez\b|\bok\b\??$/.test(text)
  // An age after a word that says who ("we're 67", "my parents are 74", "my uncle is 71", "both 72", "ages 68"),
  // or before "years old"; several ages together ("67 and 71") are read as ages, the youngest
  // kept (a reverse mortgage needs every owner of age).
  const ageMatch =
    /\b(?:i\s?m|i am|im|she\s?s|she is|he\s?s|he is|they\s?re|they are|theyre|we\s?re|we are|were|are|both|ages?|aged|age of|turning|turned|(?:mom|mum|dad|mother|father|aunt|auntie|uncle|grandma|grandpa|grandmother|grandfather|nan|nana|papa|mama|parent|husband|wife|partner|spouse) is|j ai|il a|elle a|ils ont|nous avons|on a)\s(\d{2})(?:\s?(?:and|&|,|et)\s?(\d{2}))?\b(?!\s?(?:k\b|%|\$|months?|mois|weeks?|days?|percent|dollars?|years? (?:left|term|fixed)))|\b(\d{2})\s?(?:years? old|yrs? old|ans\b(?! (?:d amortissement|fixe|variable)))/.exec(
      text,
    )
  const ageValue = ageMatch
    ? Math.min(Number(ageMatch[1] ?? ageMatch[3]), ageMatch[2] ? Number(ageMatch[2]) : Number.POSITIVE_INFINITY)
    : null
  return {
    facts,
    agentWanted:
      PERSON.test(text) &&
      (/\b(?:near|close to|local|pres de|proche)/.test(text) ||
        (facts.inToronto !== undefined &&
          /\b(?:look\w* for|find|any|(?:is|are) there|recommend|where|trouv|cherch)/.test(text))),
    age: ageValue !== null && ageValue >= 50 && ageValue <= 110 ? ageValue : null,
    addIncome:
      /\b(?:add|adds|added|adding|plus|with|include|including|ajout\w*|avec)\b.{0,40}\b(?:partner|partners|spouse|spouses|wife|wifes|husband|husbands|hubby|wifey|co-?borrower|co-?signer|girlfriend|boyfriend|gf|bf|fiance|conjoint\w*|femme|mari|blonde|chum)\b|\balso (?:make|makes|earn|earns)\b|\b(?:partner|spouse|wife|husband|hubby|girlfriend|boyfriend|gf|bf|fianc[eé]e?|conjoint\w*|femme|mari)\w*(?: \w+)? (?:makes?|earns?|income|salary|adds?|brings?|contributes?|puts? in|pulls? in|gagne|apporte|ajoute)\b|\b(?:partner|spouse|wife|husband|girlfriend|boyfriend)\b.{0,40}\b(?:she|he) (?:makes|earns)\b/.test(
        text,
      ),
    unassigned: unassigned.sort((a, b) => b - a),
    perMonth,
    barePercent,
    bareWhole,
    enough,
    residual,
    anaphora: /\b(?:that|it|this|those|these|same|then|instead|ca|cela|celui|celle|meme)\b/.test(text),
    followUp:
      /^\W*(?:and|what about|how about|what if|and if|and with|and for|and at|and in|ok and|okay and|also|or|et|et si|et pour|et avec|et sur|et a|et en|puis|plutot|sinon)\b/.test(
        text,
      ) || correction,
    correction,
    meansAsked: withoutMeansPurpose(residual),
    meansText: withoutMeansPurpose(text),
    startAsked: START_ASKED.test(text),
    rental: LIVED_IN.test(text) ? 'lived-in' : RENTED_OUT.test(text) ? 'out' : null,
    notAmortized: NOT_AMORTIZED.test(text) ? (/\bbridge/.test(text) ? 'bridge-financing' : 'heloc') : null,
    numbers: quantities.filter((q) => !CALENDAR_YEAR(q)).length,
    rateChange: rateChange ?? changeInWords(text),
    unread: unreadNumbers(residual, [
      ...unassigned,
      ...perMonth,
      ...(ageMatch ? [ageMatch[1], ageMatch[2], ageMatch[3]].filter((a) => a !== undefined).map(Number) : []),
    ]),
    objects: [
      ...text.matchAll(
        /\b(?:an?|the|my|our|your|his|her|their) ([a-z]{4,})\b(?! (?!(?:in|on|to|for|of|with|and|or|is|are|was|if|when|that|at|from|by|as|it|be|so|but|than|then|i|we|you|me|us)\b)[a-z]{3})/g,
      ),
    ].map((m) => m[1]!),
  }
}

/** A change of rate written in words ("if rates drop half a percent"), signed, or null. */
function changeInWords(text: string): number | null {
  const m = RATE_CHANGE_WORDS.exec(text)
  // "half a point lower": the size first, the way after.
  const a = m ? null : SIZE_THEN_WAY.exec(text)
  const size = CHANGE_WORDS[(m ? m[2] : a?.[1])!] ?? null
  return size === null ? null : RATE_DOWN.test((m ? m[1] : a?.[2])!) ? -size : size
}

/**
 * The numbers left in the residual (placed numbers are blanked): neither inside a word ("t4",
 * "b-20", "2nd"), nor a calendar year, nor one handled elsewhere (`taken`: amounts placed or
 * said unused by the engine, budgets, an age).
 */
function unreadNumbers(residual: string, taken: readonly number[]): string[] {
  const out: string[] = []
  for (const m of residual.matchAll(/\d+(?:[.,]\d+)*/g)) {
    const before = residual[m.index - 1] ?? ''
    const after = residual[m.index + m[0].length] ?? ''
    if (/[a-z-]/.test(before) || /[a-z]/.test(after)) continue
    // A count of weeks, days or times ("every 2 weeks") says a frequency, not a value.
    if (/^\s?(?:weeks?|wks?|days?|times|x\b|semaines?|jours?|fois)/.test(residual.slice(m.index + m[0].length)))
      continue
    const written = m[0]
    const values = readQuantities(written).map((q) => q.value)
    if (values.some((v) => (v >= 1900 && v <= 2100 && Number.isInteger(v)) || taken.includes(v))) continue
    // An amount with its scale blanked apart ("450" of "450 000") was read: only whole tokens count.
    if (taken.some((t) => String(t).startsWith(written.replace(/[.,]/g, '')))) continue
    out.push(written)
  }
  return out
}

/** Words after a number that count rooms, units, people or events ("3 bed", "4 plex", "2 kids", "3 late payments"). */
const COUNTED =
  /^\s?-?(?:beds?|bedrooms?|bdrms?|br|baths?|bathrooms?|storeys?|stor(?:y|ies)|plex|units?|kids?|children|dependents?|people|adults|cars|jobs|late\b|missed\b|times\b|enfants?|chambres?|logements?)\b/

/** Words before a number that name a place, not a value ("unit 1204", "apt #5", "lot 17"). */
const PLACE_BEFORE =
  /\b(?:unit|apt|apartment|suite|ste|lot|floor|room|appartement|app|logement|local|unite)\s?#?\s?$|#\s?$/
/** A street after a number ("45 king st", "123 main street", "12 rue dupuis"). */
const STREET_AFTER =
  /^\s(?:[a-z]+\s){1,2}(?:st|street|ave|avenue|rd|road|dr|drive|blvd|boulevard|cres|crescent|ct|court|lane|ln|way|trail|cir|circle|pkwy|parkway|hwy|highway)\b|^\s(?:rue|boul|boulevard|chemin|avenue|rang)\s/
/** Who is that old: a person said right before ("i'm 67", "my dad is 58", "she's 34"). */
const AGE_BEFORE =
  /\b(?:i\s?m|i am|im|she\s?s|she is|he\s?s|he is|they\s?re|they are|we\s?re|we are|aged?|age of|turning|turned|(?:mom|mum|dad|mother|father|son|daughter|parent|husband|wife|partner|spouse|brother|sister|grandma|grandpa) is|j ai|il a|elle a)\s$/
/** What follows an age, never a value's unit or a time ("i'm 30 years into", "he's 40k"). */
const NOT_AGE_AFTER = /^\s?(?:k\b|%|\$|months?|mois|weeks?|days?|percent|dollars?|grand|years?(?! old)|yrs?(?! old))/
/** Time late on payments ("3 months behind", "2 months in arrears"): a history, never time left in a term. */
const LATE_AFTER = /^\s?(?:months?\s|mois\s)?(?:late|behind|in arrears|overdue|en retard)\b/
/** A share of a home owned ("my 40% share", "we own 60%", "split 50/50"), never a down payment. */
const SHARE_AFTER = /^\s?(?:%|percent)?\s?(?:share|stake|ownership|interest in|of the title|part\b)/
const SHARE_BEFORE =
  /\b(?:own(?:s|ed)?|owning|split(?:\sit)?|co[\s-]?own\w*|ownership(?:\sof|\sis)?|share(?:\sof|\sis)?|possede\w*)\s$/

/**
 * A number that is no value of the mortgage: a count, a place's number, a person's age, time late
 * on payments, a share of a home owned (two shares "50/50" together). Placed nowhere, never asked about.
 */
function isNoValue(text: string, q: Quantity): boolean {
  const left = text.slice(Math.max(0, q.start - 24), q.start)
  const right = text.slice(q.end, q.end + 40)
  if (q.unit === 'number' && !q.explicit && !q.decimal) {
    if (COUNTED.test(right) || PLACE_BEFORE.test(left) || STREET_AFTER.test(right)) return true
    if (q.value >= 18 && q.value <= 110 && AGE_BEFORE.test(left) && !NOT_AGE_AFTER.test(right)) return true
    if (/^\s?\/\s?\d{1,3}\b/.test(right) || /\d\s?\/\s?$/.test(left)) return q.value <= 100
  }
  if ((q.unit === 'months' || (q.unit === 'number' && !q.explicit)) && LATE_AFTER.test(right)) return true
  if ((q.unit === 'percent' || (q.unit === 'number' && !q.explicit)) && q.value <= 100)
    return SHARE_AFTER.test(right) || SHARE_BEFORE.test(left)
  return false
}

/** Words before a percentage that make it a change of rate, not a rate. */
const RATE_CHANGE =
  /\b(?:go(?:es)? up|go(?:es)? down|went up|went down|goes|rise|rises|rose|increase[sd]?|drop(?:s|ped)?|fall(?:s)?|fell|jump(?:s|ed)?|climb(?:s|ed)?|cut|by|another|extra|augmente\w*|baisse\w*|monte\w*|de plus)\s?$/
/** A rate's move right before a number ("goes up", "drops by"): the number is how far it moves. */
const RATE_MOVES =
  /\b(?:go(?:es)? up|go(?:es)? down|went up|went down|rise[sn]?|rose|increase[sd]?|decrease[sd]?|drop(?:s|ped)?|fall(?:s)?|fell|jump(?:s|ed)?|climb(?:s|ed)?|augmente\w*|baisse\w*|monte\w*)\s(?:by\s|de\s)?$/
/** A rate named ("the rate", "rates", "prime", "le taux"). */
const RATE_NAMED = /\b(?:rates?|prime|taux)\b/
/** A place moved away from, when the place moved to follows ("from toronto to peterborough"). */
const MOVING_FROM =
  /\b(?:mov(?:e|es|ed|ing)|relocat\w*|com(?:e|es|ing)|came|transferr?(?:ed|ing)?|demenag\w*)\b[a-z ]{0,20}?\b(?:from|de)\s[a-z ]+?(?=\s(?:to|a|vers)\s)/g

/** A change of rate downwards ("drop", "fall", "cut", "lower", "less", "baisse"). */
const RATE_DOWN = /\b(?:down|drop\w*|fall\w*|fell|cut|decrease\w*|lower\w*|less|cheaper|baisse\w*|descend\w*)\b/
/** The way of a change after its size ("0.25 lower", "1% higher", "half a point less"). */
const CHANGE_AFTER = /^\s?(?:%|percent|per cent|points?)?\s?(lower|higher|less|more|cheaper)\b/
const SIZE_THEN_WAY =
  /\b(half (?:a|of a|of one)|a half|a quarter(?: of a)?|a full|a|one|two)\s(?:percent|per cent|points?|%)\s?(lower|higher|less|more|cheaper)\b/
/**
 * A change of rate in words ("go up half a percent", "drop a quarter point", "rise a full point"); a
 * quarter or a half alone at the end of what is said is a point's ("what if rates go up a quarter").
 */
const RATE_CHANGE_WORDS =
  /\b(go(?:es)? up|go(?:es)? down|went up|went down|rise|rises|rose|increase[sd]?|drop(?:s|ped)?|fall(?:s)?|fell|jump(?:s|ed)?|climb(?:s|ed)?|cut|decrease[sd]?|lower(?:ed)?)\s(?:(?:it|that|them|rates?|the rate)\s)?(?:by\s)?(?:another\s)?(half (?:a|of a|of one)|a half|a quarter(?: of a)?|a full|a|one|two)(?:\s(?:percent(?:age point)?|per cent|point|%)|(?<=\ba quarter|\ba half)(?!\s?(?:of|million|mil|year|month|mile|[a-z0-9])))/
const CHANGE_WORDS: Readonly<Record<string, number>> = {
  'half a': 0.5,
  'half of a': 0.5,
  'half of one': 0.5,
  'a half': 0.5,
  'a quarter': 0.25,
  'a quarter of a': 0.25,
  'a full': 1,
  a: 1,
  one: 1,
  two: 2,
}

/** An amount the visitor pays now ("we pay", "i'm paying", "our payment is"). */
const PAID_NOW = /\b(?:we|i)\s(?:currently\s|now\s)?pay\b|\bpaying\b|\bpayments?\s(?:is|are|of)\b/

/** Only a comparison word between two numbers of one kind ("20% or 10%", "4.5 vs 5"). */
const ALTERNATIVE = /(?:\bvs\.?|\bversus|\bor|\bou|\bcompared (?:to|with)|\binstead of|\brather than)\s*(?:\$\s?)?$/
/** Another lender than the visitor's or a switch to one (engine.ts holds the same words). */
const OTHER_LENDER = /\b(?:other|another|different|new|second)\s(?:lender|bank|offer)s?\b|\bswitch\w*/
/** Words between two numbers that compare them ("4.5 vs 5"). */
const COMPARED = /\b(?:vs|versus|or|compared|than|instead|ou|contre)\b/
/** What can be borrowed asked ("afford", "qualify", "how much can we borrow"). */
const BORROWING_ASKED =
  /\bafford\w*|\bqualif\w*|\bborrow\w*|\bhow much (?:house|home|mortgage|condo|can)\b|\bmax(?:imum)? (?:mortgage|loan|price)|\bpre-?approv\w*|\bemprunter\b|\bpermettre\b/

/** Money coming in to the visitor ("I receive", "she gets", "we collect"). */
const RECEIVED = /\b(?:receiv\w*|get|gets|getting|got|collect\w*|recoi\w*|touche\w*)\b/

/** A payment budget or rent a month: neither an income nor a debt. */
const BUDGET_OR_RENT =
  /\bbudget\w*|(?<!\b(?:car|auto|truck|loan|student|card|lease|vehicle)\s)\b(?:my|our|the|a) (?:mortgage |monthly |max |maximum )?payments? (?:is|are|of|would be|will be|can be|around|about|at|up to|under)\b|\blooking at\b|\bafford\w*|\brent\b|\brenting\b|\bspend\w*|\b(?:can|could|want to|willing to|comfortable|able to) (?:pay|paying|spend)\b|\bloyer\b|\bpayer au plus\b/

/** The words right before a number that make it a rate ("at", "@", "rate is", "taux de"). */
const RATE_CUE_BEFORE =
  /(?:\bat|@|\ba|\brates?(?:\s(?:is|was|of|be|at))?|\btaux(?:\s(?:de|est))?|\binterest(?:\s(?:of|at|is))?|\b(?:drop(?:s|ped)?|fall(?:s)?|fell|ris(?:e|es)|rose|climb(?:s|ed)?|jump(?:s|ed)?|(?:go(?:es)?|went|come(?:s)?|came)(?:\s(?:up|down))?)\sto|\b(?:baisse\w*|monte\w*|descend\w*)\s(?:a|jusqu a))\s?$/

/** "rate 4.55 monthly payment", "at 4.2 weekly": a rate, then the payments' frequency (not 4.55 a month). */
function isRateBeforeFrequency(text: string, q: Quantity): boolean {
  return (
    q.unit === 'number' &&
    q.per !== null &&
    !q.explicit &&
    q.value > 0 &&
    q.value <= 20 &&
    // A rate's cue before it, or a figure with cents under $20 (no income or debt is that small).
    (RATE_CUE_BEFORE.test(text.slice(Math.max(0, q.start - 24), q.start)) || q.decimal)
  )
}

/** The number alone, its period words left in the text (they say the frequency). */
function withoutPeriod(text: string, q: Quantity): Quantity {
  const digits = /^[\d.,]+/.exec(text.slice(q.start))?.[0].length ?? q.end - q.start
  return { ...q, per: null, end: q.start + digits }
}

/** A bare number read as a rate: '4.79', 'at 5', 'rate is 6'. */
function isBareRate(text: string, q: Quantity): boolean {
  if (q.value <= 0 || q.value > 20) return false
  if (q.decimal) return q.value >= 0.5
  return q.value <= 15 && RATE_CUE_BEFORE.test(text.slice(Math.max(0, q.start - 24), q.start))
}

// ---- Questions for a person (read by engine.ts; here so the engine's chunk stays in its budget) ----

/** Approval odds: a person's judgement, not the assistant's. */
export const APPROVAL =
  /\b(?:will|would|could|can|do) (?:i|we) (?:get|be|still get|still be) (?:approved|accepted|qualified|a mortgage approved)\b|\b(?:will|would|could) (?:the bank|banks|they|a lender|lenders|you|my bank) (?:approve|accept)\b|\bapprove (?:me|us)\b|\b(?:my|our) (?:chances|odds)\b|\bchances (?:of|are)\b|\bodds of\b|\bguarantee(?:d)? (?:approval|me|us)\b|\blikely to (?:get|be) approved\b|\bserai[s]?[\s-]?je (?:approuve|accepte)|\bmes chances\b/
/**
 * Legal matters (whether a contract binds, liens and title, disputes, conditions to waive): a
 * lawyer's and an agent's questions, never answered from the knowledge base's other entries.
 */
export const LEGAL =
  /\blegally\b|\blegal (?:advice|question|issue|problem|right|rights|matter)|\blawsuit|\bsue\b|\bsued\b|\bsuing\b|\bcourt\b|\bliens?\b|\b(?:on|off|from) (?:the )?title\b|\btitle (?:has |have )?(?:an? )?(?:issues?|problems?|defects?|dispute)|\b(?:my |our |the )?lawyer (?:says|said|found|told)\b|\bpower of attorney|\bprobate\b|\bbinding\b|\bbreach\w*|\b(?:waive|waiving|remove|removing|firm up) (?:the |my |our |a )?(?:\w+ )?conditions?\b|\bback out\b|\bavis juridique|\bjuridiquement\b|\bpoursuivre\b/

/**
 * The patterns whose words say what a number is or what is asked: their words join the speller's
 * vocabulary (index-build.ts), so a cue word is never "corrected" into another word ("vaut" is
 * not "veut", "went" not "want").
 */
export const SLOT_CUE_PATTERNS: readonly RegExp[] = [
  ...[...RIGHT, ...LEFT, ...PROVINCE_NAMES, ...CITIES].map(([, re]) => re),
  new RegExp(accelerated),
  ABBREVIATIONS,
  NEGATED_KIND,
  RATE_CHANGE,
  RATE_CHANGE_WORDS,
  SIZE_THEN_WAY,
  ALTERNATIVE,
  COMPARED,
  BUDGET_OR_RENT,
  STREET_AFTER,
]
