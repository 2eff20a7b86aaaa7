// The chat engine: ranked retrieval over the knowledge base (MiniSearch, BM25+), a confidence
// threshold below which it says no answer was found, answers computed from the visitor's
// numbers, and the details found in the message. See README.md beside this file for the API
// and docs/decisions/027-chat-engine.md for the design.

import MiniSearch from 'minisearch'
import { type RulesInForce, rulesInForce } from '#shared/finance/index.ts'
import {
  askedRateType,
  benchmarkRate,
  type Computed,
  type ComputeInput,
  computeInsurance,
  computeLandTransferTax,
  computeMinimumDownPayment,
  computePayment,
  computeQualifyingRate,
  ratesList,
} from './computed'
import { extractDetails, formatPhone, hasContact, withoutContactDetails } from './extract'
import { answerText, KNOWLEDGE_BASE, type KnowledgeEntry } from './knowledge-base'
import { CONTACT_LINK, paymentCalculatorLink, RATES_LINK } from './links'
import { CHAT_NO_ANSWER, CHAT_SMALLTALK_HELLO, CHAT_SMALLTALK_THANKS } from './messages'
import { findAmounts } from './numbers'
import { INDEX_OPTIONS, type IndexedEntry, numberSignals, QUERY_OPTIONS } from './search-options'
import { processTerm, tokenize, WEAK_TERMS } from './text'
import type { ChatExtraction, ChatRate, ChatReply, ReplyOptions } from './types'

/**
 * The confidence threshold: below it the engine answers CHAT_NO_ANSWER. Chosen on the labelled
 * set (evaluation/questions.ts), see docs/decisions/027-chat-engine.md for the trade-off.
 */
export const CONFIDENCE_THRESHOLD = 0.6

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
  /^(?:hi+|hello+|hey+|hiya|howdy|good (?:morning|afternoon|evening|day)|bonjour|greetings)(?: there)?[\s!.,]*$/
const THANKS =
  /^(?:(?:ok(?:ay)?|great|perfect|awesome|cool)[\s,!.]*)?(?:thanks?(?: you)?(?: (?:so|very) much)?|thx|ty|cheers|merci)[\s!.,]*$/

function smalltalk(text: string): string | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ')
  if (HELLO.test(t)) return CHAT_SMALLTALK_HELLO
  if (THANKS.test(t)) return CHAT_SMALLTALK_THANKS
  return null
}

/**
 * Confidence of the best entry. Two measures, both in [0, 1]:
 * - coverage: the share of the question's topic words (stopwords and words common to most
 *   answers such as "mortgage" left out) that the entry matched, exactly, by prefix or
 *   within the typo distance. Off-topic questions leave most of their words unmatched.
 * - strength: the BM25+ score per topic word, squashed to [0, 1) (s / (s + k)); a question
 *   whose words match only weakly (one fuzzy hit on a long answer) stays low.
 * The confidence is their geometric mean.
 */
function confidenceOf(score: number, coverage: number, terms: number): number {
  const perTerm = score / Math.max(1, terms)
  const strength = perTerm / (perTerm + 4)
  return Math.sqrt(coverage * strength)
}

function acknowledgement(extraction: ChatExtraction): string {
  const name = extraction.name ? `, ${extraction.name.split(' ')[0]}` : ''
  const ways = [
    extraction.email ? `by email at ${extraction.email}` : null,
    extraction.phone ? `by phone at ${formatPhone(extraction.phone)}` : null,
  ].filter(Boolean)
  return `Thank you${name}! A licensed mortgage agent will contact you ${ways.join(' or ')} soon.`
}

async function resolveRates(options: ReplyOptions): Promise<readonly ChatRate[]> {
  const source = options.rates
  if (!source) return []
  try {
    return typeof source === 'function' ? await source() : source
  } catch (error) {
    ;(options.logError ?? ((m: string, e: unknown) => console.warn(m, e)))(
      'Chat: could not get the active rates',
      error,
    )
    return []
  }
}

/** Builds the engine from the serialised index (index-build.ts output). */
export function createChatEngine(indexJson: string): ChatEngine {
  const index = MiniSearch.loadJSON<IndexedEntry>(indexJson, INDEX_OPTIONS)
  const byId = new Map<string, KnowledgeEntry>(KNOWLEDGE_BASE.map((e) => [e.id, e]))

  function retrieve(text: string): Retrieval | null {
    // Topic words: each token with the terms it becomes (synonyms expand, stopwords vanish).
    const tokens = tokenize(text)
      .map((token) => processTerm(token))
      .filter((terms) => terms.length > 0)
    if (tokens.length === 0) return null
    // The number signals rank (a question with an amount leans to the entries that compute
    // with one) but are not topic words: they do not count in the coverage.
    const results = index.search(`${text} ${numberSignals(text)}`, QUERY_OPTIONS)
    const best = results[0]
    if (!best) return null
    const matched = new Set(best.queryTerms)
    const strong = tokens.filter((terms) => !terms.every((t) => WEAK_TERMS.has(t)))
    const counted = strong.length > 0 ? strong : tokens
    const hits = counted.filter((terms) => terms.some((t) => matched.has(t))).length
    const coverage = hits / counted.length
    // "Bi-weekly payments on $400k at 4%" is a payment to compute, not a question about frequencies.
    const redirect = byId.get(String(best.id))?.withAmount
    const entryId = redirect && findAmounts(text).some((n) => n.value >= 1000) ? redirect : String(best.id)
    return {
      entryId,
      score: best.score,
      coverage,
      terms: counted.length,
      confidence: confidenceOf(best.score, coverage, counted.length),
    }
  }

  async function answer(
    entry: KnowledgeEntry,
    input: ComputeInput,
    options: ReplyOptions,
  ): Promise<Pick<ChatReply, 'kind' | 'content' | 'link'>> {
    const general = { kind: 'answer' as const, content: answerText(entry, input.rules), link: entry.link ?? null }
    const computed = (c: Computed | null) => (c ? { kind: 'computed' as const, ...c } : general)
    switch (entry.id) {
      case 'rates': {
        const list = ratesList(await resolveRates(options), askedRateType(input.text))
        if (!list) return { ...general, kind: 'rates' }
        return {
          kind: 'rates',
          content: `Here are today's rates:\n\n${list}\n\nYour rate depends on your down payment, the property and your credit; a licensed agent can confirm it.`,
          link: RATES_LINK,
        }
      }
      case 'payment': {
        const direct = computePayment(input, null)
        if (direct) return { kind: 'computed', ...direct }
        // No rate given: use today's 5-year fixed when the rates are at hand.
        if (priceMentioned(input.text)) {
          const benchmark = benchmarkRate(await resolveRates(options))
          const withRate = benchmark ? computePayment(input, benchmark) : null
          if (withRate) return { kind: 'computed', ...withRate }
          return {
            kind: 'answer',
            content: `${general.content} Tell me the interest rate too, e.g. "at 4.5%", and I will work out the payment.`,
            link: paymentCalculatorLink({ amount: input.extraction.propertyValue ?? undefined }),
          }
        }
        return general
      }
      case 'down-payment':
        return computed(computeMinimumDownPayment(input))
      case 'default-insurance':
        return computed(computeInsurance(input))
      case 'land-transfer-tax':
        return computed(computeLandTransferTax(input))
      case 'stress-test':
        return computed(computeQualifyingRate(input))
      default:
        return general
    }
  }

  async function reply(text: string, options: ReplyOptions = {}): Promise<ChatReply> {
    const extraction = extractDetails(text)
    const contactFound = hasContact(extraction)
    const question = withoutContactDetails(text)
    const ack = contactFound ? acknowledgement(extraction) : null
    const base = { extraction, contactFound }
    const withAck = (content: string) => (ack ? `${content}\n\n${ack}` : content)

    const small = smalltalk(question)
    if (small) return { ...base, kind: 'smalltalk', content: withAck(small), entryId: null, confidence: 1, link: null }

    let rules: RulesInForce
    try {
      rules = rulesInForce(options.asOf)
    } catch {
      rules = rulesInForce()
    }
    const found = retrieve(question)
    if (found && found.confidence >= CONFIDENCE_THRESHOLD) {
      const entry = byId.get(found.entryId)!
      const answered = await answer(entry, { text: question, extraction, rules }, options)
      return {
        ...base,
        ...answered,
        content: withAck(answered.content),
        entryId: entry.id,
        confidence: found.confidence,
      }
    }
    if (ack) return { ...base, kind: 'contact', content: ack, entryId: null, confidence: 1, link: null }
    if (extraction.name && tokenize(question).every((t) => processTerm(t).length === 0)) {
      return {
        ...base,
        kind: 'contact',
        content: `Nice to meet you, ${extraction.name.split(' ')[0]}! What can I help you with?`,
        entryId: null,
        confidence: 1,
        link: null,
      }
    }
    return {
      ...base,
      kind: 'no-answer',
      content: CHAT_NO_ANSWER,
      entryId: null,
      confidence: found?.confidence ?? 0,
      link: CONTACT_LINK,
    }
  }

  return {
    reply,
    retrieve,
    entries: KNOWLEDGE_BASE.map(({ id, title }) => ({ id, title })),
  }
}

function priceMentioned(text: string): boolean {
  return /\d/.test(text)
}
