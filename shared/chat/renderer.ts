// What a language gives the engine: the wording of the computed answers and the rates, the
// knowledge-base answers, the link labels and the fixed replies (English: render-en.ts; French:
// french.ts). Types only, so neither is pulled into the engine's chunk.

import type { RulesInForce } from '#shared/finance/index.ts'
import type { Computation } from './computed'
import type { KnowledgeEntry } from './knowledge-base'
import type { ChatLinkTarget } from './types'

/** The words of one language (English here; French in french.ts, loaded when first needed). */
export interface Renderer {
  readonly lang: 'en' | 'fr'
  computation(c: Computation, rules: RulesInForce, today: string): string
  /** A knowledge-base answer in this language, or null when it has none (English is used). */
  entry(entry: KnowledgeEntry, rules: RulesInForce): string | null
  linkLabel(to: ChatLinkTarget, prefilled: boolean): string
  /** A payment question with an amount but no rate, and no rates at hand. */
  askRate(general: string): string
  /** A computation's question without the numbers it needs: what to add. */
  askNumbers(entryId: string): string | null
  /** Amounts of the message a computation could not place ("tell me what $60,000 is"). */
  unused(amounts: readonly number[]): string
  /** Numbers of the message no computation read (as written): said, never silently dropped. */
  unread(numbers: readonly string[]): string
  /** An amount with no words of its own, smaller than the price, taken as the down payment. */
  downTaken(amount: number): string
  /** A mortgage amount given with a down payment, taken as the price it comes off. */
  priceTaken(amount: number): string
  /**
   * A clarifying reply's text: the question's topic words understood (normalised) and the two
   * topics' titles (also its buttons), so it reads whole without them; an agent is its link.
   */
  clarify(understood: readonly string[], titles: readonly string[]): string
  /**
   * Instead of a computation: numbers of the message no computation read, large enough to change
   * its figure (a fee, a credit score, a value in thousands), asked about; the two closest topics
   * are its choices (decision 257).
   */
  askUnread(numbers: readonly string[], titles: readonly string[]): string
  /** An entry's title in this language (what a choice's button says and sends). */
  title(entry: KnowledgeEntry): string
  noAnswer: string
  offTopic: string
  /** A home or rates outside Canada: not ours to answer; an agent is offered for a Canadian purchase. */
  outsideCanada: string
  hello: string
  thanks: string
  acknowledgement(name: string | null, email: string | null, phone: string | null): string
  niceToMeet(name: string): string
}

/** The engine's English texts: the knowledge base and its wording (render-en.ts, loaded with the engine). */
export interface EnglishTexts {
  knowledgeBase: readonly KnowledgeEntry[]
  renderer: Renderer
}
