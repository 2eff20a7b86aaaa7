// The chat engine: understanding first, retrieval second. Each message is normalised and its
// typos corrected against the assistant's vocabulary (speller.ts), its numbers placed in slots
// (slots.ts) and its intent read from its words and numbers (intents.ts); the conversation's
// state carries the facts and the last computation, so a follow-up that changes one fact
// recomputes. A question with the numbers a computation needs is computed with shared/finance
// (computed.ts); any other goes to ranked retrieval over the knowledge base (MiniSearch,
// BM25+) with a confidence threshold; below it, a polite steer back for questions that are not
// about mortgages, else the no-answer text with an agent. French questions get French replies
// (french.ts, loaded on first use). See README.md for the API and docs/decisions/027 and 120.

import type MiniSearch from 'minisearch'
import { type RulesInForce, rulesInForce } from '#shared/finance/index.ts'
import {
  type Computation,
  type ComputeContext,
  computeAffordability,
  computeClosingCosts,
  computeDownPayment,
  computeEquity,
  computeInsurance,
  computeLandTransferTax,
  computePayment,
  computePenalty,
  computeQualifyingRate,
  computeRates,
  computeSwitch,
} from './computed'
import { extractDetails, formatPhone, hasContact, withoutContactDetails } from './extract'
import {
  asksDecision,
  asksFor,
  debtsOntoMortgage,
  ENTRY_ACTIONS,
  ENTRY_INTENT,
  foreignPlaceIn,
  hasWhatItNeeds,
  INTENT_ENTRY,
  type Intent,
  type IntentReading,
  intentFromFacts,
  leadingEntries,
  mentionsMortgage,
  otherProductIn,
  primarySlot,
  RATE_WORD,
  readIntents,
  tenantQuestion,
  uncoveredConcept,
  withoutPurpose,
  withoutRentAid,
  withoutSetAside,
} from './intents'
import type { KnowledgeEntry } from './knowledge-base'
import { type ChatLang, detectLang } from './lang'
import { chatLink, computationTarget } from './links'
import { mergeFacts } from './merge-facts'
import type { EnglishTexts, Renderer } from './renderer'
import { INDEX_OPTIONS, type IndexedEntry, numberSignals, QUERY_OPTIONS } from './search-options'
import type { Facts, ParsedMessage } from './slots'
import { createSpeller, type Speller } from './speller'
import { expandShorthand, normalise, processTerm, tokenize, WEAK_TERMS } from './text'
import type {
  ChatDialogueState,
  ChatLink,
  ChatRate,
  ChatRatesSnapshot,
  ChatReply,
  ChatReplyKind,
  ReplyOptions,
} from './types'

/**
 * The retrieval confidence threshold: below it the engine does not answer from the knowledge
 * base. Chosen on the tuning part of the labelled set (docs/decisions/027 and 120).
 */
export const CONFIDENCE_THRESHOLD = 0.6

/**
 * Below this lead of the best entry's retrieval score over the next entry's (1 - next / best),
 * the two explain the question about equally well: the engine asks which one is meant instead of
 * answering the first with confidence. Chosen on the studied sets (docs/decisions/185): at 0.2
 * their wrong answers fell from 17 to 10 for 40 of 1,085 replies that became a choice, each
 * holding the right topic.
 */
export const CLARIFY_MARGIN = 0.2

/**
 * A number of the message no computation read, this large or larger (a fee, a credit score, a
 * value in thousands: never a count of months or a percentage), would change the figure: the
 * engine asks what it is rather than compute without it (decision 257).
 */
export const UNREAD_ASKED = 100

/**
 * The confidence gate for knowledge answers (docs/decisions/257): an answer short of this
 * confidence whose entry explains one of the question's topic words (of two or more), with the
 * next entry within THIN_MARGIN and no word of the message leading to it, is asked about: the two
 * closest topics as choices. Chosen on the studied sets and the six independent sets' first runs
 * by wrong answers turned into questions against right answers turned into questions.
 */
export const THIN_CONFIDENCE = 0.66
export const THIN_MARGIN = 0.6

/** "Do lenders want", "does the bank need": a requirement's frame, not a topic word of the question. */
const ASKED_OF_LENDERS =
  /\b(do|does|will|would|did)\s(?:the\s|a\s|most\s)?(?:lenders?|banks?)\s(?=want|need|require|ask|expect)/g

/** Below the threshold, the closest topics are offered only when they explain a third of the question. */
const MIN_CLARIFY_COVERAGE = 1 / 3

/**
 * Below this lead, a runner-up that alone explains as many of the question's words as the best
 * (each a word at most two entries hold) names another topic of the question: the best explains
 * only its part (docs/decisions/230).
 */
export const SPLIT_MARGIN = 0.5

/**
 * The runner-up scores nearly as well as the best (whatever share of the words each explains), or
 * explains as many of the question's words as the best, words the best leaves unexplained.
 */
function unsure(found: Retrieval): boolean {
  if (found.runnerUp === null) return false
  if (found.margin < CLARIFY_MARGIN) return true
  return found.besides > 0 && found.besides >= found.matched && found.margin < SPLIT_MARGIN
}

export interface Retrieval {
  entryId: string
  /** In [0, 1]: how well the best entry explains the question (see `confidence`). */
  confidence: number
  /** BM25+ score of the best entry. */
  score: number
  /** Share of the question's topic words the best entry matched. */
  coverage: number
  /** Topic words in the question. */
  terms: number
  /** The next entry by score (another entry than the best), or null when none matched. */
  runnerUp: string | null
  /** How far the best entry's score is ahead of the runner-up's: 1 - runner-up / best, in [0, 1]. */
  margin: number
  /** The question's topic words the best entry or the runner-up matched (normalised). */
  understood: string[]
  /** How many of the question's topic words the best entry matched. */
  matched: number
  /**
   * How many of the question's topic words the runner-up matched and the best did not, each held
   * by at most two entries (a word of the runner-up's own topic, not one most answers use).
   */
  besides: number
}

export interface ChatEngine {
  /** The reply to one visitor message. Never throws for any text. */
  reply(text: string, options?: ReplyOptions): Promise<ChatReply>
  /** The best knowledge-base entry for a question, or null (for tests and the bench). */
  retrieve(text: string): Retrieval | null
  /** The knowledge base's entry ids and titles. */
  readonly entries: readonly { id: string; title: string }[]
}

const HELLO =
  /^(?:hi+|hello+|hey+|hiya|howdy|good (?:morning|afternoon|evening|day)|bonjour|bonsoir|salut|allo|greetings)(?: there)?[\s!.,]*$/
const THANKS =
  /^(?:(?:ok(?:ay)?|great|perfect|awesome|cool|super|parfait)[\s,!.]*)?(?:thanks?(?: you)?(?: (?:so|very) much)?|thx|ty|cheers|merci(?: beaucoup)?)[\s!.,]*$/

function smalltalk(text: string): 'hello' | 'thanks' | null {
  const t = normalise(text).trim().replace(/\s+/g, ' ')
  if (HELLO.test(t)) return 'hello'
  if (THANKS.test(t)) return 'thanks'
  return null
}

/** Definitions ("what is CMHC insurance") do not pick up the numbers of earlier messages. */
const DEFINITION =
  /^\W*(?:what(?:s| is| are| does)|explain|define|tell me about|how (?:does|do) \w+(?: \w+)? work|c ?est quoi|qu ?est[- ]ce qu?e?|questce)\b/

/**
 * Confidence of the best entry. Two measures, both in [0, 1]:
 * - coverage: the share of the question's topic words (stopwords and words common to most
 *   answers such as "mortgage" left out) that the entry matched, exactly, by prefix or
 *   within the typo distance. Off-topic questions leave most of their words unmatched.
 * - strength: the BM25+ score per topic word, squashed to [0, 1) (s / (s + k)); a question
 *   whose words match only weakly (one fuzzy hit on a long answer) stays low.
 * The confidence is their geometric mean.
 */
function confidenceOf(score: number, coverage: number, terms: number, scale: number): number {
  const perTerm = score / Math.max(1, terms)
  const strength = perTerm / (perTerm + 4 * scale)
  return Math.sqrt(coverage * strength)
}

async function resolveRates(options: ReplyOptions): Promise<ChatRatesSnapshot | null> {
  const source = options.rates
  if (!source) return null
  try {
    const got = typeof source === 'function' ? await source() : source
    return Array.isArray(got) ? { rates: got as readonly ChatRate[] } : (got as ChatRatesSnapshot)
  } catch (error) {
    ;(options.logError ?? ((m: string, e: unknown) => console.warn(m, e)))(
      'Chat: could not get the active rates',
      error,
    )
    return null
  }
}

/** The words of a question about rates alone. */
const RATE_TOKENS: ReadonlySet<string> = new Set(['rate', 'rates', 'taux'])

const EMPTY_STATE: ChatDialogueState = { v: 1, lang: 'en', facts: {}, last: null }

const INTENTS: readonly Intent[] = [
  'payment',
  'down-payment',
  'insurance',
  'land-transfer-tax',
  'closing-costs',
  'qualifying-rate',
  'affordability',
  'equity',
  'penalty',
  'switch',
  'rates',
]

/** A state from the device (any shape, any version): what can be trusted of it. */
export function readState(raw: unknown): ChatDialogueState {
  if (typeof raw !== 'object' || raw === null) return EMPTY_STATE
  const s = raw as Partial<ChatDialogueState>
  if (s.v !== 1) return EMPTY_STATE
  const facts: Record<string, unknown> = {}
  if (typeof s.facts === 'object' && s.facts !== null) {
    for (const [key, value] of Object.entries(s.facts)) {
      const ok =
        (typeof value === 'number' && Number.isFinite(value)) ||
        typeof value === 'string' ||
        typeof value === 'boolean' ||
        (Array.isArray(value) && value.every((x) => typeof x === 'number' && Number.isFinite(x))) ||
        (typeof value === 'object' &&
          value !== null &&
          Object.values(value).every((x) => typeof x === 'number' && Number.isFinite(x)))
      if (ok) facts[key] = value
    }
  }
  return {
    v: 1,
    lang: s.lang === 'fr' ? 'fr' : 'en',
    facts,
    last: typeof s.last === 'string' && (INTENTS as readonly string[]).includes(s.last) ? s.last : null,
    ...(typeof s.topic === 'string' && /^[a-z-]{2,40}$/.test(s.topic) ? { topic: s.topic } : {}),
  }
}

/** Each intent's computation, from the conversation's facts (and the rates and rules in force). */
const COMPUTE: Record<Intent, (facts: Facts, ctx: ComputeContext) => Computation | null> = {
  payment: computePayment,
  'down-payment': computeDownPayment,
  insurance: computeInsurance,
  'land-transfer-tax': computeLandTransferTax,
  'closing-costs': computeClosingCosts,
  'qualifying-rate': computeQualifyingRate,
  affordability: computeAffordability,
  equity: computeEquity,
  penalty: computePenalty,
  switch: computeSwitch,
  rates: computeRates,
}

const compute = (intent: Intent, facts: Facts, ctx: ComputeContext): Computation | null => COMPUTE[intent](facts, ctx)

/** Computations with an amortization. */
const AMORTIZED: ReadonlySet<Intent> = new Set(['payment', 'affordability', 'insurance', 'closing-costs'])

/** The least a price, a mortgage or a balance can be: smaller amounts are something else ("we pay 2200 rent"). */
const MIN_HOME_AMOUNT = 10_000

/** Questions about buying, where an amount smaller than the price can only be the down payment. */
const PURCHASE: ReadonlySet<Intent> = new Set(['payment', 'down-payment', 'insurance', 'closing-costs'])

/** Questions about a down payment, where a bare percentage ("and 15%?") is its share of the price. */
const DOWN_SHARE: ReadonlySet<Intent> = new Set(['down-payment', 'insurance', 'closing-costs'])

/**
 * Amounts (and a bare percentage) no word placed go to the slot the computation needs most;
 * an amount for a slot this message already filled is not guessed at: it comes back in
 * `unused`, and the reply says it was not used.
 */
function placeUnassigned(
  facts: Facts,
  parsed: ParsedMessage,
  intent: Intent,
): { facts: Facts; unused: number[]; downTaken?: number; priceTaken?: number } {
  const out: Facts = { ...facts }
  // Budgets and rent a month: no computation takes them (said in the reply).
  const unused: number[] = [...parsed.perMonth]
  let downTaken: number | undefined
  // A down payment comes off a price: with one, the message's amount is the price ("payment on
  // 650k with 5% down"), said in the reply.
  let priceTaken: number | undefined
  if (
    PURCHASE.has(intent) &&
    parsed.facts.loan !== undefined &&
    (parsed.facts.down !== undefined || parsed.facts.downMinimum) &&
    parsed.facts.price === undefined
  ) {
    out.price = parsed.facts.loan
    priceTaken = parsed.facts.loan
    delete out.loan
  }
  // Incomes and debts serve affordability only: another computation says it did not use them.
  if (intent !== 'affordability') {
    const f = parsed.facts
    unused.push(...(f.incomes ?? []))
    if (f.monthlyDebts !== undefined) unused.push(f.monthlyDebts)
  }
  // A homeowner's question about the mortgage itself (a penalty, a switch, or equity beside the
  // home's value): the amount of the mortgage it names, or for a penalty the earlier one it leans
  // on ("break it"), is what is owed.
  if (
    (intent === 'penalty' || intent === 'switch' || (intent === 'equity' && out.price !== undefined)) &&
    out.balance === undefined &&
    (parsed.facts.loan !== undefined || (intent === 'penalty' && parsed.anaphora))
  ) {
    out.balance = out.loan
    delete out.loan
  }
  if (parsed.barePercent !== null && DOWN_SHARE.has(intent) && parsed.facts.down === undefined) {
    out.down = { percent: parsed.barePercent }
    if (parsed.facts.rate === parsed.barePercent) delete out.rate
  }
  // After today's rate of a term, a follow-up naming another term: "what about 7?" (a bare
  // number), or "and 7 yr" (a few years said alone are never an amortization: no list of rates
  // reads one).
  if (
    intent === 'rates' &&
    facts.term !== undefined &&
    parsed.facts.term === undefined &&
    (parsed.followUp || parsed.anaphora)
  ) {
    if (parsed.bareWhole !== null && parsed.bareWhole <= 10) out.term = parsed.bareWhole
    if (parsed.facts.amortization !== undefined && parsed.facts.amortization <= 10) {
      out.term = parsed.facts.amortization
      delete out.amortization
    }
  }
  // "What if I make it 30?" after a payment: the years of the amortization.
  if (
    parsed.bareWhole !== null &&
    parsed.bareWhole >= 10 &&
    AMORTIZED.has(intent) &&
    parsed.facts.amortization === undefined &&
    (parsed.followUp || parsed.anaphora) &&
    parsed.unassigned.length === 0
  )
    out.amortization = parsed.bareWhole
  const filled = new Set(Object.keys(parsed.facts))
  for (const value of parsed.unassigned) {
    // A correction's one amount ("oops, 60k" after "600k with 30k down") replaces the amount said
    // before that it is nearest to: here the down payment, not the price.
    if (
      parsed.correction &&
      parsed.unassigned.length === 1 &&
      nearestAmount(out, value) === 'down' &&
      value < (out.price ?? out.loan ?? 0)
    ) {
      out.down = { amount: value }
      filled.add('down')
      continue
    }
    const slot = primarySlot(intent, out, parsed.enough)
    if (slot === 'incomes' && parsed.facts.incomes !== undefined) {
      // The message named its incomes in words: another amount is the price asked about ("is
      // 700k too much for a 120k income"), not one more income.
      if (out.price === undefined && value >= MIN_HOME_AMOUNT) out.price = value
      else unused.push(value)
    } else if (slot === 'incomes') {
      // A partner's income added ("my husband would add 40k") joins the earlier ones.
      const joins = filled.has('incomes') || parsed.addIncome
      if (value >= 10_000) out.incomes = joins ? [...(out.incomes ?? []), value] : [value]
      else unused.push(value)
      filled.add('incomes')
    } else if (slot === 'down' && !filled.has('down')) {
      out.down = { amount: value }
      filled.add('down')
    } else if (
      (slot === 'price' || slot === 'loan' || slot === 'balance') &&
      !filled.has(slot) &&
      value >= MIN_HOME_AMOUNT
    ) {
      // A new amount replaces an earlier one of the same kind (a price replaces an amount).
      if (slot === 'price') delete out.loan
      if (slot === 'loan') delete out.price
      out[slot] = value
      filled.add(slot)
    } else if (intent === 'equity' && !filled.has('balance') && out.price !== undefined && value < out.price) {
      // The smaller amount of an equity question is what is owed.
      out.balance = value
      filled.add('balance')
    } else if (
      PURCHASE.has(intent) &&
      out.down === undefined &&
      out.loan === undefined &&
      out.price !== undefined &&
      value < out.price
    ) {
      // Beside a price, a smaller amount of a purchase question is the down payment ("I have 50k,
      // the house is 600k"); the reply shows it taken off the price.
      out.down = { amount: value }
      downTaken = value
      filled.add('down')
    } else unused.push(value)
  }
  return {
    facts: out,
    unused,
    ...(downTaken === undefined ? {} : { downTaken }),
    ...(priceTaken === undefined ? {} : { priceTaken }),
  }
}

type AmountSlot = 'price' | 'loan' | 'balance' | 'down' | 'incomes'

/** Which amount of the conversation (a price, a mortgage, a balance, a down payment, an income) `value` is nearest to. */
function nearestAmount(facts: Facts, value: number): AmountSlot | null {
  const amounts: [AmountSlot, number | undefined][] = [
    ['price', facts.price],
    ['loan', facts.loan],
    ['balance', facts.balance],
    ['down', facts.down && 'amount' in facts.down ? facts.down.amount : undefined],
    ...(facts.incomes ?? []).map((income): [AmountSlot, number] => ['incomes', income]),
  ]
  let best: { slot: AmountSlot; distance: number } | null = null
  for (const [slot, amount] of amounts) {
    if (amount === undefined || amount <= 0) continue
    const distance = Math.abs(Math.log(value / amount))
    if (!best || distance < best.distance) best = { slot, distance }
  }
  return best?.slot ?? null
}

/** The message gives amounts or rates (an age or a calendar year is not one). */
function carriesAmounts(parsed: ParsedMessage): boolean {
  const f = parsed.facts
  return (
    parsed.unassigned.length > 0 ||
    parsed.perMonth.length > 0 ||
    parsed.barePercent !== null ||
    [f.price, f.loan, f.down, f.balance, f.rate, f.incomes, f.cashOut, f.monthlyDebts].some((x) => x !== undefined)
  )
}

interface Decision {
  intent: Intent
  /** The facts the computation uses. */
  facts: Facts
  /** Amounts of the message the computation could not place. */
  unused: number[]
  /** The computation asked lacks a number: its entry answers and asks for what is missing. */
  incomplete?: boolean
  /** An amount with no words of its own taken as the down payment (the reply says so). */
  downTaken?: number
  /** A mortgage amount given with a down payment, taken as the price (the reply says so). */
  priceTaken?: number
}

const CONTEXT_FACTS: readonly (keyof Facts)[] = ['province', 'inToronto', 'firstTimeBuyer']

/** Computations that may follow the first in one reply, and those a first answer already holds. */
const SECOND_ANSWERS: ReadonlySet<Intent> = new Set([
  'payment',
  'down-payment',
  'insurance',
  'land-transfer-tax',
  'closing-costs',
  'qualifying-rate',
])
const SUBSUMES: Partial<Record<Intent, readonly Intent[]>> = {
  'closing-costs': ['land-transfer-tax'],
  'down-payment': ['insurance'],
  payment: ['insurance'],
  affordability: ['payment', 'down-payment', 'qualifying-rate'],
  equity: ['payment'],
  penalty: ['payment'],
  switch: ['payment', 'penalty'],
}
/** "Down payment" names the money put down, not a payment asked for. */
const DOWN_PAYMENT_WORDS = /\bdown\s?payments?\b|\bdownpayments?\b/g
/** A payment asked for in so many words (not "the tax I pay"). */
const PAYMENT_WORD = /\bpayments?\b|\bpaiements?\b|\bversements?\b|\bmensualites?\b/

/** The payment asked by its frequency alone ("what's my monthly gonna be", "our new biweekly"). */
const MONTHLY_ASKED =
  /\b(?:my|our|the|new) (?:monthly|bi-?\s?weekly)\b(?! (?:income|salary|budget|rent|debts?))|\b(?:cost|costs|pay|paying|run|be) (?:(?:me|us|you)\s)?(?:(?:a|per|each|every) month|monthly|bi-?\s?weekly)\b|\b(?:monthly|bi-?\s?weekly)\s?\?|^(?:(?:and|so|ok|then|what(?:'?s| is| about)?)\s)?(?:monthly|bi-?\s?weekly) (?:at|with|incl\w*|on|for)\b/

/** A payment named: in so many words, or by its frequency ("the monthly on a 250k mortgage"). */
const paymentNamed = (text: string) => PAYMENT_WORD.test(text) || MONTHLY_ASKED.test(text)

/** Facts that only some computations read: incomes, or what is owed on a home. */
const OWNED_FACTS: readonly [readonly (keyof Facts)[], readonly Intent[]][] = [
  [['incomes'], ['affordability']],
  [
    ['balance', 'cashOut', 'monthsRemaining', 'postedAtSigning', 'postedToday', 'comparisonRate'],
    ['equity', 'penalty', 'switch'],
  ],
]

/**
 * The message gives a fact the last computation never reads ("we make 88k and 61k" after a
 * payment): a question of its own, not a follow-up that recomputes the last answer.
 */
function bringsAnotherComputation(own: Facts, last: Intent): boolean {
  return OWNED_FACTS.some(([keys, readers]) => !readers.includes(last) && keys.some((k) => own[k] !== undefined))
}

/**
 * The message gives a fact only the last computation (and its kin) reads ("and if it was fixed
 * with 3 yrs left and the 3 year rate is 3.6" after a penalty): it changes that computation, and
 * a term or a rate in it is that computation's, never today's rates asked.
 */
function changesLastComputation(own: Facts, last: Intent | null): boolean {
  return (
    last !== null &&
    OWNED_FACTS.some(([keys, readers]) => readers.includes(last) && keys.some((k) => own[k] !== undefined)) &&
    !bringsAnotherComputation(own, last)
  )
}

/** Words of borrowing for a home: a question holding one is never steered away as off topic. */
const LENDING_WORDS =
  /\bincomes?\b|\b(?:want|wants|wanting|looking|hoping|planning|plan|ready|going|trying)\s(?:to\s)?buy\b|\bbuying\b|\bpurchas\w*|\blenders?\b|\bqualif\w*|\bborrow\w*|\bhousing\b|\bpre-?approv\w*|\brevenus?\b|\bpreteurs?\b/
/**
 * A home's deal and its lending in other words than "mortgage" (a bridge loan, a consumer proposal,
 * a discharge, the title, the lawyer, an approval): never another subject to steer away from.
 */
const HOME_DEAL_WORDS =
  /\bbridge\b|\bconsumer proposals?\b|\bbankrupt\w*|\bdischarg\w*|\bapprov\w*|\btitle\b|\blawyers?\b|\bnotaires?\b|\bavocats?\b/

/** Computations that read the visitor's rate. */
const READS_A_RATE: ReadonlySet<Intent> = new Set(['payment', 'affordability', 'qualifying-rate'])

/** Today's rates asked in words, beside a rate of the visitor's own. */
const RATES_ASKED_NOW = /\brates\b|\btoday\w*|\bcurrent\w*|\bnow\b|\bbest\b|\blowest\b|\baujourd\w*|\bactuel\w*/

/** Computations beside which today's rates are context (never a kind of rate, as a refinance is). */
const RATES_AS_CONTEXT: ReadonlySet<Intent> = new Set(['penalty', 'switch', 'land-transfer-tax', 'closing-costs'])

/** Words that point back to what was just said ("does it apply", "with one", « ça »). */
const POINTS_BACK =
  /\b(?:it|one|that|this|them|those|they|he|she|him|her|his|ca|cela|celle|celui|il|elle|lui)\b|\bthen\s?\??$|\balors\s?\??$/

/** A home or a mortgage named: an amount asked about it is not about the topic just answered. */
const HOME_ASKED = /\bafford\w*|\bhouse\b|\bhome\b|\bmortgage\b|\bcondo\b|\bpropert\w*|\bmaison\b|\bhypotheque\b/

/** Two options weighed: "x or y", "versus", "better than", "instead of", waiting as the other. */
const ALTERNATIVES = /\bor\b|\bvs\b|\bversus\b|\bthan\b|\binstead\b|\bwait\w*|\bou\b|\bplutot\b|\battendre\b/

/**
 * Another lender than the visitor's or a switch to one ("a different lender", "if i switch"); the
 * same words as slots.ts's (kept twice: the engine never imports the understanding's chunk).
 */
const OTHER_LENDER = /\b(?:other|another|different|new|second)\s(?:lender|bank|offer)s?\b|\bswitch\w*/

/** A question about an amount ("how much", "what can we", "combien"). */
const AMOUNT_ASKED =
  /\bhow much\b|\bhow big\b|\bwhat can (?:i|we)\b|\bmax(?:imum)?\b|\bcombien\b|\bwhat(?:s| is| are| would| will| should| could| might| about)\b|\bquel\w*|\bcalculat\w*/
/** An amount asked in so many words ("how much", "what would i get"), not "what are my chances". */
const FIGURE_ASKED =
  /\bhow much\b|\bhow big\b|\bwhat (?:can|could|would|will) (?:i|we)\b|\bmax(?:imum)?\b|\bcombien\b|\bcalculat\w*/
/** Whether one qualifies, asked as a yes or no ("do i qualify?"), not for what nor at what rate. */
const QUALIFY_ASKED =
  /\b(?:do|would|will|can|could) (?:i|we) (?:even |still |actually )?qualify\b(?!\s(?:at|as|to|under|on)\b|\sfor\b(?!\s(?:a|an|the)\s(?:refinance|refi|mortgage|heloc|loan|renewal|switch)\b))/

/** What a lender's underwriter weighs beyond the numbers a computation reads. */
const WEIGHED_BY_A_PERSON =
  /\bscore\b|\bcredit\b|\bcollections?\b|\bjudge?ments?\b|\bliens?\b|\barrears\b|\b(?:missed|late) payments?\b|\bself[\s-]?employ\w*|\bbankrupt\w*|\bconsumer proposal\b|\bcontract\w*|\bcommission\w*|\bprobation\w*|\bnew job\b|\bincorporated\b/

/** A property other than the one the conversation is about (a rental, a second home, a cottage). */
const OTHER_PROPERTY =
  /\b(?:another|second|2nd|other) (?:\w+ )?(?:propert\w*|homes?|houses?|condos?|places?|units?)\b|\b(?:a|an) (?:rental|investment propert\w*|income propert\w*|cottage|vacation home|cabin)\b/

/** Paying more than the payment ("pay extra to pay it off faster"): prepayment, not the payment again. */
const PAYING_MORE = /\b(?:pay|paying|put)\b.{0,24}\b(?:extra|additional|lump)\b/

/** Every number a computation's facts hold (a bare number it took is no longer unread). */
function factValues(facts: Facts): Set<number> {
  const out = new Set<number>()
  for (const value of Object.values(facts)) {
    if (typeof value === 'number') out.add(value)
    else if (Array.isArray(value)) for (const v of value) out.add(v)
    else if (value && typeof value === 'object') for (const v of Object.values(value)) out.add(v as number)
  }
  return out
}

/**
 * The last clause of a long message (twelve words or more, split at its punctuation), when it has
 * three words or more: where visitors put the question after the story.
 */
export function questionClause(text: string): string | null {
  if (text.split(/\s+/).filter(Boolean).length < 12) return null
  const clauses = text
    // A decimal point or a thousands comma ("3.74", "529,900") does not end a clause.
    .split(/[;!?]+|[.,]+(?!\d)/)
    .map((c) => c.trim())
    .filter(Boolean)
  const last = clauses.at(-1)
  return clauses.length >= 2 && last && last.split(/\s+/).length >= 3 ? last : null
}

function decide(
  parsed: ParsedMessage,
  cued: readonly Intent[],
  state: ChatDialogueState,
  text: string,
  { otherProduct, derived }: Pick<IntentReading, 'otherProduct' | 'derived'>,
): Decision | null {
  const own = parsed.facts
  const earlier = state.facts as Facts
  const hasOwn = Object.keys(own).length > 0 || parsed.unassigned.length > 0
  // "What's the premium" in a conversation that holds the numbers asks for the figure (the one of
  // this conversation: "the", "my", "our"); "what is a premium" asks what it is.
  const definition =
    !hasOwn &&
    parsed.numbers === 0 &&
    !parsed.anaphora &&
    !parsed.followUp &&
    DEFINITION.test(text) &&
    !(THIS_ONE.test(text) && Object.keys(earlier).length > 0)
  // Paying more than the payment, with no numbers of its own: asked about, never recomputed.
  const more = parsed.numbers === 0 && PAYING_MORE.test(text)
  const mergedFacts = definition ? own : mergeFacts(earlier, own, parsed.addIncome)
  // After the minimum down payment on a price ("how much down on 1.2m", then "and the payment"),
  // a follow-up that gives no down payment nor amount borrowed goes on with that minimum.
  const merged: Facts =
    state.last === 'down-payment' &&
    mergedFacts.price !== undefined &&
    mergedFacts.down === undefined &&
    mergedFacts.loan === undefined &&
    own.price === undefined
      ? { ...mergedFacts, downMinimum: true }
      : mergedFacts
  // An income says what the visitor can afford: with a down payment but no price, the price
  // the income and the down payment reach, not the one the down payment alone allows.
  // A payment named in the question itself ("what would the mortgage cost us a month"), the
  // down payment only said ("we only have the minimum down"): the payment, with that down payment.
  const question = questionClause(text) ?? text
  const paymentAsked =
    (cued.includes('payment') || MONTHLY_ASKED.test(question)) &&
    paymentNamed(question.replace(DOWN_PAYMENT_WORDS, ' ')) &&
    !/\bmise de fonds\b/.test(question)
  const order =
    own.incomes !== undefined &&
    own.price === undefined &&
    cued.includes('down-payment') &&
    !cued.includes('affordability')
      ? cued.flatMap((i): Intent[] => (i === 'down-payment' ? ['affordability', i] : [i]))
      : paymentAsked && cued.includes('down-payment')
        ? (['payment', ...cued.filter((i) => i !== 'payment')] as Intent[])
        : cued
  // A rate of the visitor's own after a computation that reads one ("what if I take a 3 year
  // fixed at 4.39" after a payment, "what about the 3 yr fixed at 4.09") recomputes it at that
  // rate; today's rates asked in words ("what are rates now") still list them.
  const rateSupposed =
    own.rate !== undefined &&
    state.last !== null &&
    state.last !== 'rates' &&
    !bringsAnotherComputation(own, state.last as Intent) &&
    ((READS_A_RATE.has(state.last as Intent) && !RATES_ASKED_NOW.test(parsed.residual)) ||
      parsed.followUp ||
      parsed.anaphora ||
      // A term's rate given after a penalty ("their 2 year is 4.29 now"): the rate it compares with.
      (state.last === 'penalty' && own.term !== undefined))
  const changesLast = changesLastComputation(own, state.last as Intent | null) || rateSupposed
  for (const intent of order) {
    if (intent === 'rates' && changesLast) continue
    // A rate's kind and term said to name the visitor's own mortgage beside a topic named ("my 5
    // year fixed ends in june": a renewal) are that topic's context, not today's rates asked (a
    // rate asked in words still is: "… is up in may, what are rates now").
    if (intent === 'rates' && namesTopic(parsed.residual) && !/\brates?\b|\btaux\b/.test(parsed.residual)) continue
    // Down payment inferred from an affordability question ("how much can I buy with 50k
    // down?") computes only from a down payment, never from a price alone.
    if (derived.includes(intent) && merged.down === undefined) continue
    // A payment's everyday words beside a topic named in so many words ("pay her out", a
    // separation) and no payment named: the numbers are that topic's context.
    if (intent === 'payment' && !paymentNamed(parsed.residual) && namesTopic(parsed.residual)) continue
    // A question complete in itself keeps only the earlier context (province, Toronto, first-time).
    const alone = placeUnassigned(own, parsed, intent)
    if (intent !== state.last && hasWhatItNeeds(intent, alone.facts) && intent !== 'rates') {
      const context: Facts = {}
      for (const key of CONTEXT_FACTS) if (earlier[key] !== undefined) Object.assign(context, { [key]: earlier[key] })
      return { ...alone, intent, facts: { ...context, ...alone.facts } }
    }
    // A payment's everyday words in a question that gives nothing and asks no amount ("can I make
    // lump sum payments?") are about a topic, not a recomputation with the earlier numbers.
    if (intent === 'payment' && (more || (!hasOwn && !parsed.followUp && !parsed.anaphora && !AMOUNT_ASKED.test(text))))
      continue
    // Another property than the conversation's ("as a down payment on a rental"): the earlier
    // price or value is not its own, so nothing is computed with it.
    if (own.price === undefined && earlier.price !== undefined && OTHER_PROPERTY.test(text)) continue
    const withEarlier = placeUnassigned(merged, parsed, intent)
    if (hasWhatItNeeds(intent, withEarlier.facts)) return { intent, ...withEarlier }
  }
  const last = state.last as Intent | null
  // A follow-up of the last computation: no computation's words of its own (or only the
  // everyday ones of a payment, "we also pay 700 a month on a car").
  // Not one that gives nothing and names a topic that is no computation ("what if i port it
  // instead" after a penalty): that topic is asked, not the last figure again.
  const otherTopic = !hasOwn && parsed.rateChange === null && namesTopic(parsed.residual)
  if (
    last &&
    cued.every((i) => i === 'payment' || (i === 'rates' && changesLast)) &&
    !more &&
    (hasOwn || parsed.followUp || parsed.anaphora) &&
    !otherTopic &&
    !bringsAnotherComputation(own, last)
  ) {
    // A rate of a term after a penalty or a switch ("and the 3 year rate is 3.6") is today's rate
    // for the time left, compared with the visitor's own.
    // After a switch, a rate of the other lender ("what if the other lender goes to 3.99") is the
    // rate compared with, never the renewal's.
    const comparing =
      (last === 'penalty' || last === 'switch') &&
      own.rate !== undefined &&
      (own.term !== undefined || (last === 'switch' && OTHER_LENDER.test(text))) &&
      own.comparisonRate === undefined &&
      earlier.rate !== undefined
    const changed: Facts = comparing ? { ...own, comparisonRate: own.rate } : own
    if (comparing) delete changed.rate
    const followUp = placeUnassigned(mergeFacts(earlier, changed, parsed.addIncome), parsed, last)
    if (hasWhatItNeeds(last, followUp.facts)) return { intent: last, ...followUp }
  }
  // A short follow-up with numbers and no computation's words after a topic that is one ("so what
  // would it be at 4.14" after the stress test): that topic's computation.
  const topic = !last && state.topic ? ENTRY_INTENT[state.topic] : undefined
  if (topic && hasOwn && cued.length === 0 && text.split(/\s+/).length <= 10) {
    const placed = placeUnassigned(merged, parsed, topic)
    if (hasWhatItNeeds(topic, placed.facts)) return { intent: topic, ...placed }
  }
  // An amount asked with no numbers and no computation's words of its own ("how much could we
  // borrow?") in a conversation that holds the numbers: the computation those numbers make.
  if (!hasOwn && !definition && cued.length === 0 && !otherTopic && AMOUNT_ASKED.test(text)) {
    const guess = intentFromFacts(merged)
    const placed = guess ? placeUnassigned(merged, parsed, guess) : null
    if (guess && placed && hasWhatItNeeds(guess, placed.facts)) return { intent: guess, ...placed }
  }
  // The words ask for a computation (other than a payment's everyday words) whose numbers are
  // missing: its entry answers and asks for them, rather than another computation the numbers
  // alone would make ("penalty to break 350k at 4.8" is never answered with a payment).
  // (Affordability's words are too general, "how much can I get", to stand against the numbers.)
  const asked = cued.find(
    (i) => i !== 'payment' && i !== 'rates' && i !== 'affordability' && asksFor(i, parsed.residual),
  )
  if (asked && carriesAmounts(parsed) && !otherProduct) {
    const guess = intentFromFacts(own)
    if (guess !== asked && !cued.includes(guess as Intent))
      return { intent: asked, facts: merged, unused: [], incomplete: true }
  }
  // Numbers alone, or numbers with words of a computation they cannot serve ("what payment if
  // I make 100k": an income is an affordability question).
  // Not when the words name a topic that is not a computation ("… worth 410k and we owe 290k, can
  // we take our mortgage with us"): the numbers are its context, the topic is what is asked.
  // A payment asked in so many words ("how much would my payment be at 4.1") with a balance owed and
  // no price or mortgage amount: the payment on what is owed, never the computation the balance
  // alone would make (a penalty).
  if (
    cued.includes('payment') &&
    own.balance !== undefined &&
    own.loan === undefined &&
    own.price === undefined &&
    AMOUNT_ASKED.test(text) &&
    (PAYMENT_WORD.test(parsed.residual.replace(DOWN_PAYMENT_WORDS, ' ')) || MONTHLY_ASKED.test(parsed.residual))
  ) {
    const onBalance = placeUnassigned({ ...merged, loan: own.balance }, parsed, 'payment')
    if (hasWhatItNeeds('payment', onBalance.facts)) return { intent: 'payment', ...onBalance }
  }
  const topicAsked =
    (cued.length === 0 || (cued.every((i) => i === 'payment') && !paymentNamed(parsed.residual))) &&
    namesTopic(parsed.residual)
  if (hasOwn && !topicAsked) {
    const guess = intentFromFacts(
      own.loan === undefined && own.price === undefined && parsed.unassigned.length > 0 && own.rate !== undefined
        ? { ...own, loan: parsed.unassigned[0]! }
        : own,
    )
    // What is owed, a rate and the years left on the amortization, with no time left in a term
    // and no penalty asked: the payment that balance makes (a renewal's), not a penalty.
    if (guess === 'penalty' && own.amortization !== undefined && own.monthsRemaining === undefined) {
      const onBalance = placeUnassigned({ ...own, loan: own.balance }, parsed, 'payment')
      if (hasWhatItNeeds('payment', onBalance.facts)) return { intent: 'payment', ...onBalance }
    }
    // Debts put onto the mortgage in so many words ("roll the car loan into the mortgage"): the
    // consolidation is asked and the incomes or the down payment beside it are the situation; only
    // the equity a refinance frees reads such numbers as the question's.
    if (guess && (guess === 'equity' || !debtsOntoMortgage(text))) {
      const guessed = placeUnassigned(own, parsed, guess)
      if (hasWhatItNeeds(guess, guessed.facts)) return { intent: guess, ...guessed }
    }
  }
  return null
}

/** A topic that is not a computation named in so many words (intents.ts TOPIC_LEADS). */
const namesTopic = (text: string) => leadingEntries(text).some((id) => !ENTRY_INTENT[id])

/** "What's the …", "what is my …": the figure of this conversation asked, not a definition. */
const THIS_ONE = /^\W*what(?:s| is| would be| will be) (?:the|my|our)\b/

/**
 * The understanding of a message (slots.ts): passed in, not imported, so that it is a chunk of its
 * own fetched beside the engine's (index.ts loads both together).
 */
export type Understanding = Pick<typeof import('./slots'), 'parseMessage' | 'APPROVAL' | 'LEGAL'>

/**
 * The search library (MiniSearch): passed in, not imported, so that it is a chunk of its own
 * fetched beside the engine's (index.ts loads both together).
 */
export type SearchLibrary = Pick<typeof MiniSearch, 'loadJSON'>

/**
 * Builds the engine from the serialised index and the vocabulary (index-build.ts output) and
 * the English texts (render-en.ts's ENGLISH_TEXTS, a chunk of their own).
 */
export function createChatEngine(
  indexJson: string,
  vocabulary: string,
  english: EnglishTexts,
  { parseMessage, APPROVAL, LEGAL }: Understanding,
  search: SearchLibrary,
): ChatEngine {
  const index = search.loadJSON<IndexedEntry>(indexJson, INDEX_OPTIONS)
  // Scores grow with the number of entries (the weight of a topic word held by two entries, BM25's
  // idf, rises with it): the confidence's half-strength point grows alike, so the threshold chosen
  // on 47 entries holds as entries are added.
  const idf = (n: number) => Math.log(1 + (n - 1.5) / 2.5)
  const scale = idf(index.documentCount) / idf(47)
  const KNOWLEDGE_BASE = english.knowledgeBase
  const ENGLISH = english.renderer
  const byId = new Map<string, KnowledgeEntry>(KNOWLEDGE_BASE.map((e) => [e.id, e]))
  const speller: Speller = createSpeller(vocabulary.split(' ').filter(Boolean))

  /**
   * Lower case, accents and apostrophes gone, each word spelled as the vocabulary spells it, texting
   * shorthand written out ("u", "hw", "mtg", "dp", "w/").
   */
  function understand(text: string): string {
    return expandShorthand(normalise(text).replace(/[a-z]+/g, (word) => speller.correct(word)))
  }

  /**
   * `expansion`: words added to the query for ranking only (what the numbers and the intent
   * words point to: "amortization" for "25 or 30 years", "refinance" for "take equity out");
   * they never count as the question's own words. `fact`: an entry that a fact of the message is
   * about and no other (an owner's age of 55 or more: reverse mortgages); the fact counts as one
   * more topic word of the question, explained by that entry only.
   */
  function retrieveNormalised(said: string, expansion = '', fact?: string): Retrieval | null {
    // Who sets a requirement ("what docs do lenders want") frames the question: what is required
    // is its topic (decision 257), unless nothing else of a topic is said.
    const framed = said.replace(ASKED_OF_LENDERS, '$1')
    const text =
      framed !== said && tokenize(framed).some((t) => processTerm(t).some((term) => !WEAK_TERMS.has(term)))
        ? framed
        : said
    // Topic words: each token with the terms it becomes (synonyms expand, stopwords vanish).
    const tokens = tokenize(text)
      .map((token) => ({ token, terms: processTerm(token) }))
      .filter((t) => t.terms.length > 0)
    if (tokens.length === 0) return null
    // The number signals rank (a question with an amount leans to the entries that compute
    // with one) but are not topic words: they do not count in the coverage.
    const results = index.search(`${text} ${numberSignals(text)} ${expansion}`, QUERY_OPTIONS)
    if (results.length === 0) return null
    const strong = tokens.filter((t) => !t.terms.every((term) => WEAK_TERMS.has(term)))
    const counted = strong.length > 0 ? strong : tokens
    // Only words common to most answers ("mortgage", "house", "buying"): any entry would be a
    // guess, so none is given (the agent is offered), unless the numbers or the words lead
    // (expansion). Rates alone ("mortgage rates?") are the rates question.
    if (strong.length === 0 && !expansion) {
      if (!tokens.some((t) => RATE_TOKENS.has(t.token))) return null
      return {
        entryId: 'rates',
        score: 0,
        coverage: 1,
        terms: tokens.length,
        confidence: 1,
        runnerUp: null,
        margin: 1,
        understood: [],
        matched: 1,
        besides: 0,
      }
    }
    // The best by score, unless one scoring nearly as well explains more of the question: a
    // high score on one word ("toronto") loses to an entry matching every word ("office",
    // "toronto").
    const matchedBy = (terms: readonly string[]) => {
      const matched = new Set(terms)
      return counted.filter((t) => t.terms.some((term) => matched.has(term)))
    }
    const topicWords = counted.length + (fact ? 1 : 0)
    const coverageOf = (terms: readonly string[], id: string) =>
      (matchedBy(terms).length + (fact === id ? 1 : 0)) / topicWords
    let best:
      | (Omit<Retrieval, 'runnerUp' | 'margin' | 'understood' | 'matched' | 'besides'> & { matchedTerms: string[] })
      | null = null
    for (const result of results.slice(0, 3)) {
      if (best && result.score < 0.85 * results[0]!.score) break
      const coverage = coverageOf(result.queryTerms, String(result.id))
      const candidate = {
        entryId: String(result.id),
        score: result.score,
        coverage,
        terms: topicWords,
        confidence: confidenceOf(result.score, coverage, topicWords, scale),
        matchedTerms: result.queryTerms,
      }
      if (!best || candidate.coverage > best.coverage + 1e-9) best = candidate
    }
    if (!best) return null
    const { matchedTerms: bestTerms, ...chosen } = best
    const next = results.find((result) => String(result.id) !== chosen.entryId)
    const margin = next && chosen.score > 0 ? Math.max(0, 1 - next.score / chosen.score) : 1
    const understood = matchedBy([...bestTerms, ...(next?.queryTerms ?? [])]).map((t) => t.token)
    const explained = new Set(matchedBy(bestTerms))
    const besides = matchedBy(next?.queryTerms ?? []).filter(
      (t) => !explained.has(t) && index.search(t.token, QUERY_OPTIONS).length <= 2,
    ).length
    return {
      ...chosen,
      besides,
      runnerUp: next ? String(next.id) : null,
      margin,
      understood: [...new Set(understood)],
      matched: coverageOf(bestTerms, chosen.entryId) * topicWords,
    }
  }

  /**
   * A topic word the answer did not match stands right before one it matched ("shared equity",
   * "reserve land"): together they name another thing. Words of three letters or fewer and
   * adverbs in -ly ("lol", "honestly") are manners of speaking.
   */
  function unmatchedModifier(text: string, understood: readonly string[]): boolean {
    const words = text.split(/[^a-z0-9]+/).filter(Boolean)
    const matched = new Set(understood)
    return words.some((word, i) => {
      if (matched.has(word) || !matched.has(words[i + 1] ?? '') || word.length <= 3 || word.endsWith('ly')) return false
      const terms = processTerm(word)
      return terms.length > 0 && !terms.every((t) => WEAK_TERMS.has(t))
    })
  }

  async function rendererFor(lang: ChatLang): Promise<Renderer> {
    if (lang === 'en') return ENGLISH
    try {
      return (await import('./french')).FRENCH
    } catch {
      return ENGLISH // the French chunk could not load (offline before it was cached): answer in English
    }
  }

  /** The entry whose title (English, or the reply language's) the message is, or null. */
  function pickedTopic(text: string, r: Renderer): KnowledgeEntry | null {
    const said = normalise(text)
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
    if (said.length === 0) return null
    const same = (title: string) =>
      normalise(title)
        .replace(/[^a-z0-9]+/g, ' ')
        .trim() === said
    return KNOWLEDGE_BASE.find((e) => same(e.title) || same(r.title(e))) ?? null
  }

  async function reply(text: string, options: ReplyOptions = {}): Promise<ChatReply> {
    const state = readState(options.state)
    const extraction = extractDetails(text)
    const contactFound = hasContact(extraction)
    // Contact details and a name are taken out of the question; without them its words stay
    // ("how can I contact you" keeps "contact").
    const question = contactFound || extraction.name ? withoutContactDetails(text) : text
    const r = await rendererFor(detectLang(question) ?? state.lang)
    let rules: RulesInForce
    try {
      rules = rulesInForce(options.asOf)
    } catch {
      rules = rulesInForce()
    }
    const today = rules.asOf
    const ack = contactFound
      ? r.acknowledgement(
          extraction.name ? extraction.name.split(' ')[0]! : null,
          extraction.email,
          extraction.phone ? formatPhone(extraction.phone) : null,
        )
      : null
    const link = (to: ChatLink['to'], search: ChatLink['search'] = {}) =>
      chatLink(r.linkLabel(to, Object.keys(search).length > 0), to, search)
    const finish = (
      kind: ChatReplyKind,
      content: string,
      extra: {
        entryId?: string | null
        confidence?: number
        link?: ChatLink | null
        facts?: Facts
        last?: string | null
        topic?: string
      },
    ): ChatReply => ({
      kind,
      content: ack && kind !== 'contact' ? `${content}\n\n${ack}` : content,
      entryId: extra.entryId ?? null,
      confidence: extra.confidence ?? 1,
      link: extra.link ?? null,
      extraction,
      contactFound,
      lang: r.lang,
      state: {
        v: 1,
        lang: r.lang,
        facts: { ...(extra.facts ?? (state.facts as Facts)) },
        last: extra.last === undefined ? state.last : extra.last,
        ...(extra.topic ? { topic: extra.topic } : {}),
      },
    })

    const small = smalltalk(question)
    if (small) return finish('smalltalk', small === 'hello' ? r.hello : r.thanks, {})

    const norm = understand(question)
    const earlierFacts = state.facts as Facts
    const parsed = parseMessage(norm, {
      inThousands: [earlierFacts.price, earlierFacts.loan, earlierFacts.balance].some(
        (v) => v !== undefined && v >= 10_000 && v < 10_000_000,
      ),
    })
    // A home or rates outside Canada (and no Canadian place named): not ours to answer.
    if (foreignPlaceIn(norm) && parsed.facts.province === undefined && parsed.facts.inToronto === undefined)
      return finish('no-answer', r.outsideCanada, { confidence: 0, link: link('/contact') })
    const reading = readIntents(parsed.residual, parsed.facts, parsed.unassigned.length > 0)
    // A rate said in passing in a long message ("… at a really low rate and now the renewal is
    // coming up, can we stretch the amortization"): the question is its last clause, and without a
    // rate word there it is not a question about today's rates.
    const lastClause = questionClause(norm)
    // Nor beside another computation asked in its own words ("rates are lower now, what would the
    // penalty be"): the rates are its context.
    if (
      reading.cued.includes('rates') &&
      ((lastClause && !RATE_WORD.test(lastClause)) ||
        reading.cued.some((i) => RATES_AS_CONTEXT.has(i) && asksFor(i, parsed.residual)))
    )
      reading.cued.splice(reading.cued.indexOf('rates'), 1)
    const ctx = async (intent: Intent): Promise<ComputeContext> => ({
      rules,
      today,
      rates:
        intent === 'rates' || intent === 'payment' || intent === 'affordability' || intent === 'switch'
          ? await resolveRates(options)
          : null,
    })
    // A change of rate by an amount said with the rate it changes ("at 4.5 and if prime drops a
    // half"): the payment asked is at the changed rate (another lender's offer "0.25 lower" aside).
    if (
      parsed.rateChange !== null &&
      parsed.facts.rate !== undefined &&
      parsed.facts.comparisonRate === undefined &&
      !OTHER_LENDER.test(norm)
    ) {
      const changed = Math.round((parsed.facts.rate + parsed.rateChange) * 100) / 100
      if (changed > 0) parsed.facts.rate = changed
    }
    // A change of rate by an amount ("and if rates go up 1%") applies to the conversation's rate:
    // the one given, else the one the last computation used (today's, said in its reply).
    if (parsed.rateChange !== null && parsed.facts.rate === undefined) {
      const earlier = state.facts as Facts
      let base = earlier.rate
      if (base === undefined && state.last && hasWhatItNeeds(state.last as Intent, earlier)) {
        try {
          const last = compute(state.last as Intent, earlier, await ctx(state.last as Intent))
          const used = (last as { rate?: unknown } | null)?.rate
          if (typeof used === 'number') base = used
        } catch {
          // no earlier rate: the change stays unread
        }
      }
      const changed = base === undefined ? null : Math.round((base + parsed.rateChange) * 100) / 100
      if (changed !== null && changed > 0) parsed.facts.rate = changed
    }
    // A bare percentage given as a correction ("make that 15%") replaces the earlier percentage it is
    // nearer to: the down payment's share or the rate, never a 15 % rate beside a 10 % down payment.
    const earlierDown = (state.facts as Facts).down
    const earlierRate = (state.facts as Facts).rate
    if (
      parsed.correction &&
      parsed.barePercent !== null &&
      parsed.facts.rate === parsed.barePercent &&
      parsed.facts.down === undefined &&
      earlierDown !== undefined &&
      'percent' in earlierDown &&
      Math.abs(Math.log(parsed.barePercent / earlierDown.percent)) <
        Math.abs(Math.log(parsed.barePercent / (earlierRate ?? 5)))
    ) {
      parsed.facts.down = { percent: parsed.barePercent }
      delete parsed.facts.rate
    }
    const remembered = mergeFacts(state.facts as Facts, parsed.facts, parsed.addIncome)
    const answerComputed = (
      intent: Intent,
      c: Computation,
      facts: Facts,
      unused: readonly number[] = [],
      downTaken?: number,
      priceTaken?: number,
    ) => {
      const target = computationTarget(c)
      const taken =
        c.kind === 'rates'
          ? ''
          : `${downTaken !== undefined ? ` ${r.downTaken(downTaken)}` : ''}${priceTaken !== undefined ? ` ${r.priceTaken(priceTaken)}` : ''}`
      // Every number of the message is placed, taken as said, or said unused: never dropped silently.
      const used = factValues(facts)
      const unread = c.kind === 'rates' ? [] : parsed.unread.filter((n) => !used.has(Number(n.replace(',', '.'))))
      // The confidence gate: a number large enough to change the figure, unread, is asked about with
      // the computation's topic and the closest other as choices, rather than a figure without it.
      if (!ack && unread.some((n) => Number(n.replace(',', '.')) >= UNREAD_ASKED)) {
        const own = INTENT_ENTRY[intent]
        const near = retrieveNormalised(norm)
        const other = near?.entryId === own ? near.runnerUp : near?.entryId
        const topics = [own, other ?? ''].flatMap((id) => byId.get(id) ?? [])
        const titles = topics.map((e) => r.title(e))
        const asked = finish('clarify', r.askUnread(unread, titles), {
          confidence: 0,
          link: link('/contact'),
          facts: mergeFacts(state.facts as Facts, facts),
          last: intent,
        })
        return { ...asked, choices: topics.map((e, i) => ({ label: titles[i]!, entryId: e.id })) }
      }
      const note = `${taken}${unused.length > 0 ? `\n\n${r.unused(unused)}` : ''}${unread.length > 0 ? `\n\n${r.unread(unread)}` : ''}`
      return finish(c.kind === 'rates' ? 'rates' : 'computed', r.computation(c, rules, today) + note, {
        entryId: INTENT_ENTRY[intent],
        link: target ? link(target.to, target.search) : null,
        facts: mergeFacts(state.facts as Facts, facts),
        last: intent,
      })
    }
    const general = (entry: KnowledgeEntry, confidence: number, facts: Facts = remembered, incomplete = false) => {
      const own = r.entry(entry, rules)
      let content = own ?? ENGLISH.entry(entry, rules)!
      if ((!parsed.numbers || incomplete) && ENTRY_INTENT[entry.id]) {
        const ask = r.askNumbers(entry.id)
        if (ask) content = `${content} ${ask}`
      }
      return finish(entry.id === 'rates' ? 'rates' : 'answer', content, {
        entryId: entry.id,
        confidence,
        link: entry.link ? link(entry.link.to, entry.link.search ?? {}) : null,
        facts,
        topic: entry.id,
      })
    }

    // A topic the message names in other words (intents.ts TOPIC_LEADS) is always one of the choices.
    let namedTopic: string | undefined
    /** Two topics as choices (buttons sending their titles), what was understood, and an agent. */
    const clarify = (found: Retrieval) => {
      const ids =
        namedTopic && byId.has(namedTopic) && namedTopic !== found.entryId && namedTopic !== found.runnerUp
          ? [namedTopic, found.entryId]
          : [found.entryId, found.runnerUp ?? '']
      const topics = ids.flatMap((id) => byId.get(id) ?? [])
      const titles = topics.map((e) => r.title(e))
      const asked = finish('clarify', r.clarify(found.understood, titles), {
        confidence: found.confidence,
        link: link('/contact'),
        facts: remembered,
      })
      return { ...asked, choices: topics.map((e, i) => ({ label: titles[i]!, entryId: e.id })) }
    }

    /** Two topics a rule (not retrieval) knows the message is between, as choices. */
    const offer = (entryId: string, runnerUp: string) => {
      namedTopic = undefined
      return clarify({
        entryId,
        runnerUp,
        confidence: 0,
        score: 0,
        coverage: 0,
        terms: 0,
        margin: 0,
        understood: [],
        matched: 0,
        besides: 0,
      })
    }

    // A topic picked from a clarifying reply (its title, in either language): that entry, computed
    // with the conversation's numbers when they are all there.
    const picked = pickedTopic(question, r)
    if (picked) {
      const intent = ENTRY_INTENT[picked.id]
      const facts = state.facts as Facts
      if (intent && hasWhatItNeeds(intent, facts)) {
        const c = compute(intent, facts, await ctx(intent))
        if (c) return answerComputed(intent, c, facts)
      }
      return general(picked, 1)
    }

    // Whether a lender will say yes is a person's judgement, whatever numbers come with it (no
    // figure asked: "what are my chances" asks none): never a computation in its place.
    // "Do I qualify?" with the visitor's numbers and what only a person weighs (a credit score,
    // self-employment, a bankruptcy) asks the same judgement: no figure of one computation answers it.
    // So does "do I qualify?" with numbers that name nothing to qualify for (an income and debts,
    // no home, mortgage or down payment): no computation has a yes or no to give.
    const nothingSought =
      parsed.facts.price === undefined &&
      parsed.facts.loan === undefined &&
      parsed.facts.down === undefined &&
      parsed.facts.balance === undefined
    if (
      (APPROVAL.test(norm) ||
        (QUALIFY_ASKED.test(norm) && parsed.numbers >= 2 && (WEIGHED_BY_A_PERSON.test(norm) || nothingSought))) &&
      !FIGURE_ASKED.test(norm)
    )
      return general(byId.get('approval-odds')!, 1)
    // A computation named only in the purpose a source of money is taken for ("get a heloc to help
    // our daughter with her down payment"): the source is asked about, so no figure of that
    // computation answers, and the numbers beside it are the visitor's situation.
    const meansAsked = parsed.meansAsked
    const forPurpose =
      meansAsked === parsed.residual ? [] : reading.cued.filter((i) => i !== 'rates' && !asksFor(i, meansAsked))
    for (const i of forPurpose) reading.cued.splice(reading.cued.indexOf(i), 1)
    // A deposit asked after a topic that is no computation ("how much deposit do they want" after
    // pre-construction): that topic's deposit (a builder's, an offer's), not the minimum down payment.
    if (
      state.topic &&
      !ENTRY_INTENT[state.topic] &&
      parsed.numbers === 0 &&
      /\bdeposits?\b|\bdepots?\b|\bacomptes?\b/.test(norm) &&
      !/\bdown\b|\bmise de fonds\b/.test(norm)
    )
      reading.cued = reading.cued.filter((i) => i !== 'down-payment')
    try {
      const decided =
        forPurpose.length > 0 && reading.cued.length === 0 ? null : decide(parsed, reading.cued, state, norm, reading)
      // A choice weighed ("should we pay down the heloc or top up the rrsp") with an amount of the
      // visitor's beside it (savings, a gift) and no home, loan, balance or rate: advice is asked, not the
      // figure a cue word would compute (a payment on the savings, what the savings buy), unless the
      // words ask for that figure or it is the last computation again ("what if i wait a year").
      const decision =
        decided &&
        decided.intent !== state.last &&
        asksDecision(norm) &&
        ALTERNATIVES.test(norm) &&
        parsed.facts.price === undefined &&
        parsed.facts.loan === undefined &&
        parsed.facts.balance === undefined &&
        parsed.facts.rate === undefined &&
        !(decided.intent === 'payment' ? paymentNamed(parsed.residual) : asksFor(decided.intent, parsed.residual))
          ? null
          : decided
      // A down payment or an insurance premium for a home bought to rent out: the usual minimums and
      // insurance do not apply, so the rental entry and the computation are offered rather than a
      // figure worked out as for a home lived in.
      // The payment of a line of credit or a bridge loan (interest only, or for days): not the
      // amortized payment, so that product's entry and the payment are offered.
      const unlike =
        decision && !ack
          ? (decision.intent === 'down-payment' || decision.intent === 'insurance') &&
            (parsed.rental === 'out' || (state.topic === 'rental-property' && parsed.rental === null))
            ? 'rental-property'
            : decision.intent === 'payment'
              ? parsed.notAmortized
              : null
          : null
      if (decision && unlike) return offer(unlike, INTENT_ENTRY[decision.intent])
      if (decision) {
        const c = compute(decision.intent, decision.facts, await ctx(decision.intent))
        if (c) {
          const answered = answerComputed(
            decision.intent,
            c,
            decision.facts,
            decision.unused,
            decision.downTaken,
            decision.priceTaken,
          )
          // A second computation asked in the same message ("min down and land transfer tax on
          // 600k"), with the same numbers, unless the first answer already holds it.
          const second = reading.cued.find(
            (i) =>
              i !== decision.intent &&
              SECOND_ANSWERS.has(i) &&
              !SUBSUMES[decision.intent]?.includes(i) &&
              asksFor(i, parsed.residual) &&
              (i !== 'payment' || PAYMENT_WORD.test(parsed.residual.replace(DOWN_PAYMENT_WORDS, ' '))) &&
              hasWhatItNeeds(i, decision.facts),
          )
          const other = second ? compute(second, decision.facts, await ctx(second)) : null
          return other
            ? { ...answered, content: `${answered.content}\n\n${r.computation(other, rules, today)}` }
            : answered
        }
        const entry = byId.get(INTENT_ENTRY[decision.intent])!
        if (decision.intent === 'payment') {
          const answered = general(entry, 1, mergeFacts(state.facts as Facts, decision.facts))
          return { ...answered, content: r.askRate(answered.content) }
        }
        return general(entry, 1, mergeFacts(state.facts as Facts, decision.facts), decision.incomplete)
      }
    } catch (error) {
      ;(options.logError ?? ((m: string, e: unknown) => console.warn(m, e)))('Chat: a computation failed', error)
    }

    if (APPROVAL.test(norm)) return general(byId.get('approval-odds')!, 1)
    // Read as typed too: the speller knows no legal words ("lien" is not "line").
    // A spouse taken off title or bought out is the separation's buy-out (its entry sends the
    // legal side to a lawyer), not legal advice alone.
    // Likewise a relative put on title to help qualify is co-signing: a topic the words name that
    // is not a computation's answers, legal advice when none is named.
    if (LEGAL.test(norm) || LEGAL.test(normalise(question)))
      return general(byId.get(leadingEntries(parsed.residual).find((id) => !ENTRY_INTENT[id]) ?? 'legal-advice')!, 1)
    // The entries the message's words lead to (intents.ts), read once for every check below.
    // A means weighed for a purpose ("is a cash back mortgage a good way to pay closing costs"): the
    // means is the topic, the purpose's words are context and lead nowhere.
    // What the question sets aside ("besides the land transfer tax") leads nowhere either.
    const leads = [
      ...leadingEntries(withoutSetAside(parsed.numbers === 0 ? withoutPurpose(parsed.residual) : parsed.residual)),
      ...(debtsOntoMortgage(norm) ? ['debt-consolidation'] : []),
    ]
    // A person asked for in so many words ("can someone call me", "book an appointment").
    if (leads.includes('talk-to-agent')) return general(byId.get('talk-to-agent')!, 1)
    // A short follow-up that points back ("how much can i borrow with one", "does it apply when i
    // renew") is about the topic just answered: that entry explains one more word of it. A time it
    // gives ("been doing it 3 years") is no amount to compute with, nor a word of it.
    const back =
      state.topic &&
      byId.has(state.topic) &&
      !carriesAmounts(parsed) &&
      norm.split(/\s+/).filter((w) => /[a-z]/.test(w)).length <= 10 &&
      // An amount asked about nothing named ("how much can i put in per year" after the FHSA, "how
      // much could we get" after a reverse mortgage).
      // A computation's cue that names no home ("the max i can take out" after the Home Buyers'
      // Plan: taken out of the RRSP, not a home's equity) asks it of that topic too.
      (POINTS_BACK.test(norm) ||
        (AMOUNT_ASKED.test(norm) &&
          leads.every((id) => ENTRY_INTENT[id] !== undefined) &&
          !HOME_ASKED.test(norm) &&
          !ENTRY_INTENT[state.topic]))
        ? state.topic
        : undefined
    // Another product named in it ("i file taxes every year" after self-employment) is that topic's
    // context, not a question of its own.
    if (reading.otherProduct && !back) return finish('off-topic', r.offTopic, { confidence: 0, facts: remembered })
    // A concept next to mortgages no entry covers ("a home on reserve land", "a business line of
    // credit"): the honest no-answer and an agent, never the entry that shares its words.
    if (uncoveredConcept(norm))
      return finish('no-answer', r.noAnswer, { confidence: 0, link: link('/contact'), facts: remembered })
    // Another product named with its numbers ("my car loan is 520 a month at 7.9, can i lower the
    // rate"): the words that placed the numbers count too, when nothing of a home or of borrowing
    // for one is in the message and no computation was asked.
    // A renter's question ("how much can my landlord raise my rent") is not a landlord's.
    if (
      (otherProductIn(norm) || tenantQuestion(norm)) &&
      !LENDING_WORDS.test(withoutRentAid(norm)) &&
      reading.cued.length === 0 &&
      !back
    )
      return finish('off-topic', r.offTopic, { confidence: 0, facts: remembered })
    const advice = asksDecision(norm)

    // What the words and numbers point to leads the ranking when it gives a confident answer.
    // A homeowner retired ("we are retired", "retirees") is one too, unless an income is asked about.
    const senior =
      (parsed.age !== null && parsed.age >= 55) ||
      (/\bretir(?:ed|ees?)\b|\bretraites?\b/.test(norm) && !/\bincomes?\b|\bpensions?\b|\bqualif/.test(norm))
    // Years said beside a topic named ("when my 5 year is up": a renewal) are that topic's context.
    const named = leads.some((id) => !ENTRY_INTENT[id])
    const expansion = [
      ...leads.map((id) => id.replace(/-/g, ' ')),
      parsed.facts.amortization !== undefined && !named ? 'amortization' : '',
      parsed.facts.term !== undefined && !named ? 'term' : '',
      // A homeowner's age of 55 or more points to reverse mortgages; a person asked for by place
      // (a city, "near"), to finding an agent.
      senior ? 'reverse mortgage seniors' : '',
      parsed.agentWanted ? 'find agent near' : '',
      back && !leads.some((id) => !ENTRY_INTENT[id]) ? back.replace(/-/g, ' ') : '',
    ]
      .join(' ')
      .trim()
    // Retrieval reads the question without the purpose a means is weighed for, when a topic word is
    // left ("can i use a cash back mortgage to cover my down payment": a cash-back mortgage).
    const means = forPurpose.length > 0 ? parsed.meansText : parsed.numbers === 0 ? withoutPurpose(norm) : norm
    const topical =
      means !== norm && tokenize(means).some((t) => processTerm(t).some((term) => !WEAK_TERMS.has(term))) ? means : norm
    const plain = retrieveNormalised(topical)
    // A topic named in other words than its entry's (intents.ts TOPIC_LEADS) is what the question is
    // about, as a fact of the message is: it counts as a word that entry explains.
    const topicLead = leads.find((id) => !ENTRY_INTENT[id])
    // The topic a short follow-up points back to is always one of the choices too.
    namedTopic = topicLead ?? back
    const fact = parsed.agentWanted ? 'find-agent' : senior ? 'reverse-mortgage' : (topicLead ?? back)
    const led = expansion ? retrieveNormalised(topical, expansion, fact) : null
    const whole = led && led.confidence >= CONFIDENCE_THRESHOLD ? led : plain
    // A short follow-up that points back whose words alone lead elsewhere ("how long does it last"
    // after a HELOC: the term), while the topic pointed back to stays the best with them counted,
    // though short of confidence: which one is meant is asked, never the other topic answered.
    if (
      !ack &&
      back &&
      fact === back &&
      led?.entryId === back &&
      led.confidence < CONFIDENCE_THRESHOLD &&
      plain &&
      plain.entryId !== back &&
      plain.confidence >= CONFIDENCE_THRESHOLD &&
      !ENTRY_INTENT[plain.entryId]
    )
      return clarify({ ...plain, entryId: back, runnerUp: plain.entryId })
    // A long message that no entry answers as a whole: the question of its last clause ("… the
    // condo is worth about 410k and we owe 290k, can we take our mortgage with us") weighs over the
    // context before it, when that clause alone is answered with confidence, two of its words or
    // more and half of them explained, by a topic that is not a computation's.
    const clause = whole && whole.confidence >= CONFIDENCE_THRESHOLD ? null : questionClause(norm)
    const clauseLeads = clause ? leadingEntries(clause) : []
    const asked = clause
      ? retrieveNormalised(
          clause,
          clauseLeads.map((id) => id.replace(/-/g, ' ')).join(' '),
          clauseLeads.find((id) => !ENTRY_INTENT[id]),
        )
      : null
    // A topic the question clause names in so many words (intents.ts TOPIC_LEADS) is what is asked.
    const clauseTopic = clauseLeads.find((id) => !ENTRY_INTENT[id] && byId.has(id))
    if (clauseTopic && !ack)
      return general(byId.get(clauseTopic)!, Math.max(asked?.confidence ?? 0, CONFIDENCE_THRESHOLD))
    const found =
      asked &&
      asked.confidence >= CONFIDENCE_THRESHOLD &&
      asked.coverage >= 0.5 &&
      asked.matched >= 2 &&
      !ENTRY_INTENT[asked.entryId]
        ? asked
        : whole
    // Where to start buying asked, with no topic named ("we want to buy, what do we need", "no idea
    // where to start"): a buyer's first steps, the programs for first homes and a pre-approval, as
    // choices rather than a topic one of its words happens to lead to.
    if (
      !ack &&
      parsed.startAsked &&
      !state.topic &&
      !state.last &&
      leads.length === 0 &&
      !(found && found.confidence >= CONFIDENCE_THRESHOLD && found.matched >= 2)
    )
      return offer('first-time-buyer', 'pre-approval')
    if (found && found.confidence >= CONFIDENCE_THRESHOLD) {
      const entry = byId.get(found.entryId)!
      const intent = ENTRY_INTENT[entry.id]
      // A decision asked ("should i lock in now or wait") is advice: never today's list of rates.
      if (advice && intent === 'rates') return clarify(found)
      // A choice between two things asked ("should i invest or pay down my mortgage", "… or wait")
      // that the entry explains at most half of: it answers one side, so both closest topics are offered.
      if (
        advice &&
        ALTERNATIVES.test(norm) &&
        found.coverage <= 0.5 &&
        found.runnerUp &&
        !leads.includes(found.entryId)
      )
        return clarify(found)
      if (intent && (parsed.numbers > 0 || intent === 'rates')) {
        const placed = placeUnassigned(intent === 'rates' ? remembered : parsed.facts, parsed, intent)
        if (hasWhatItNeeds(intent, placed.facts)) {
          const c = compute(intent, placed.facts, await ctx(intent))
          if (c) return answerComputed(intent, c, placed.facts, placed.unused, placed.downTaken, placed.priceTaken)
        }
      }
      // A short follow-up that points back ("does that change what he can borrow later" after
      // co-signing) whose words lead to another topic that no cue names: both offered, never the
      // other topic answered alone on words that happen to be its own.
      if (!ack && back && POINTS_BACK.test(norm) && found.entryId !== back && !leads.includes(found.entryId))
        return clarify({ ...found, runnerUp: back })
      // Two entries explain the question about equally well and no cue word of the message points
      // to the first: ask which one, rather than answer the first with confidence (unless the
      // message gave contact details: its answer comes with the acknowledgement, nothing to ask).
      // Nor when the entry matched one word of several and the question names a thing (after an
      // article or a possessive) that no entry holds, not even by prefix or typo: "become a nurse"
      // is not becoming an agent.
      // An entry about doing something (consolidating debts) when the doing is not said: the
      // things it acts on are the visitor's situation, so ask rather than answer it.
      // A topic named in so many words that retrieval ranks below another topic ("offered me cash
      // back if i sign": the renewal's words rank it first): both asked about, never the other one
      // answered alone.
      if (
        !ack &&
        topicLead &&
        byId.has(topicLead) &&
        found.entryId !== topicLead &&
        !leads.includes(found.entryId) &&
        !ENTRY_INTENT[found.entryId]
      )
        return clarify({ ...found, runnerUp: topicLead })
      const action = ENTRY_ACTIONS[found.entryId]
      if (!ack && action && !action.test(norm) && !leads.includes(found.entryId) && found.runnerUp)
        return clarify(found)
      // A short follow-up whose best topic is the one just answered ("how many years of returns"
      // after self-employment) goes on with it, however close the next one.
      const goesOn = found.entryId === state.topic && norm.split(/\s+/).length <= 10
      if (
        !ack &&
        (unsure(found) ||
          // "What is a shared equity mortgage": a definition asks for the thing its words name
          // together; an entry that explains only some of them is another thing.
          (DEFINITION.test(norm) && parsed.numbers === 0 && unmatchedModifier(norm, found.understood)) ||
          (found.matched < 2 &&
            found.terms > 1 &&
            parsed.objects.some((w) => processTerm(w)[0] && !index.search(w, QUERY_OPTIONS)[0]))) &&
        !leads.includes(found.entryId) &&
        !goesOn
      )
        return clarify(found)
      // The confidence gate: a thin answer is asked about, the two closest topics as choices.
      if (
        !ack &&
        found.confidence < THIN_CONFIDENCE &&
        found.matched <= 1 &&
        found.terms >= 2 &&
        found.margin < THIN_MARGIN &&
        found.runnerUp &&
        !leads.includes(found.entryId) &&
        !goesOn
      )
        return clarify(found)
      return general(entry, found.confidence)
    }
    // No entry answers the whole with confidence, but the message names a topic in so many words
    // (intents.ts TOPIC_LEADS: "can my dad co-sign for me, he's retired"): that topic is what is
    // asked, the rest is the visitor's situation.
    if (
      !ack &&
      topicLead &&
      byId.has(topicLead) &&
      led?.entryId === topicLead &&
      plain?.entryId === topicLead &&
      parsed.numbers === 0 &&
      !advice
    )
      return general(byId.get(topicLead)!, CONFIDENCE_THRESHOLD)
    // A short follow-up that points back, that no topic answers with confidence while the topic it
    // points back to leads once counted ("would it affect him later" after co-signing): that topic
    // is offered, never a steer away nor a dead end.
    if (!ack && back && led?.entryId === back) return clarify(found && found.entryId !== back ? found : led)
    if (ack) return finish('contact', ack, { facts: remembered })
    if (extraction.name && tokenize(question).every((t) => processTerm(t).length === 0))
      return finish('contact', r.niceToMeet(extraction.name.split(' ')[0]!), { facts: remembered })
    // Nothing of a mortgage in it (no mortgage or home word, no number, no computation's words,
    // little the knowledge base knows): a polite steer back. Else the no-answer text and an agent.
    const offTopic =
      !mentionsMortgage(norm) &&
      !LENDING_WORDS.test(norm) &&
      !HOME_DEAL_WORDS.test(norm) &&
      parsed.numbers === 0 &&
      reading.cued.length === 0 &&
      leads.length === 0 &&
      (found?.coverage ?? 0) < 0.5
    // A short follow-up of question words only, pointing back or asking an amount ("how much
    // could he get", "would that be a lot", "what do i need", "how much can i get with one" after
    // a HELOC): about the topic just answered, never off topic nor a computation's dead end.
    const onlyQuestionWords = tokenize(norm).every((t) => processTerm(t).length === 0)
    if (back && onlyQuestionWords) return general(byId.get(back)!, CONFIDENCE_THRESHOLD)
    const asksOfTopic =
      state.topic && byId.has(state.topic) && !carriesAmounts(parsed) && norm.split(/\s+/).length <= 8
        ? state.topic
        : undefined
    if ((offTopic || !found) && asksOfTopic && onlyQuestionWords)
      return general(byId.get(asksOfTopic)!, CONFIDENCE_THRESHOLD)
    // A short follow-up with no amount whose closest topic is the one just answered, explaining
    // half its words or more ("any age rule" after reverse mortgages): about that topic; when that
    // topic comes second, both are offered.
    const followsTopic =
      !ack &&
      found &&
      state.topic &&
      !ENTRY_INTENT[state.topic] &&
      found.coverage >= 0.5 &&
      !carriesAmounts(parsed) &&
      norm.split(/\s+/).filter((w) => /[a-z]/.test(w)).length <= 10
    if (followsTopic && found.entryId === state.topic) return general(byId.get(found.entryId)!, found.confidence)
    if (followsTopic && found.runnerUp === state.topic) return clarify(found)
    if (offTopic) return finish('off-topic', r.offTopic, { confidence: found?.confidence ?? 0, facts: remembered })
    // Not confident, but about a home or a computation (or a choice weighed: "should i lock in now or
    // wait"), and the closest topics explain part of it: those two as choices rather than a dead end.
    if (!ack && found && topicLead && byId.has(topicLead)) return clarify(found)
    if (
      found?.runnerUp &&
      found.coverage >= MIN_CLARIFY_COVERAGE &&
      // Half its topic words explained ("what documents will they ask for"), or a follow-up that
      // points back: the closest topics are offered rather than a dead end.
      (found.coverage >= 0.5 ||
        back ||
        mentionsMortgage(norm) ||
        reading.cued.length > 0 ||
        LENDING_WORDS.test(norm) ||
        HOME_DEAL_WORDS.test(norm) ||
        (advice && ALTERNATIVES.test(norm)))
    )
      return clarify(found)
    return finish('no-answer', r.noAnswer, {
      confidence: found?.confidence ?? 0,
      link: link('/contact'),
      facts: remembered,
    })
  }

  return {
    reply,
    retrieve: (text) => retrieveNormalised(understand(text)),
    entries: KNOWLEDGE_BASE.map(({ id, title }) => ({ id, title })),
  }
}
