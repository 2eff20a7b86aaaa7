// MiniSearch options shared by the index build (index-build.ts, at build time) and the engine
// (loadJSON needs the very same fields, tokenizer and term processing).

import type { Options, SearchOptions } from 'minisearch'
import { findAmounts, findPercents } from './numbers'
import { processTermForIndex, tokenize, WEAK_TERMS } from './text'

/** What is indexed per knowledge-base entry. */
export interface IndexedEntry {
  id: string
  title: string
  keywords: string
  answer: string
  /** Number signals (see numberSignals). */
  numbers: string
}

export const INDEX_OPTIONS: Options<IndexedEntry> = {
  idField: 'id',
  fields: ['title', 'keywords', 'answer', 'numbers'],
  storeFields: [],
  tokenize: (text) => tokenize(text),
  processTerm: (term) => processTermForIndex(term),
}

/**
 * Ranked retrieval: BM25+ (MiniSearch's scoring) over titles and keywords (answers are not
 * indexed: see docs/decisions/027-chat-engine.md); typo tolerance by edit distance (1 from 5 letters, 2 from
 * 9, on stemmed terms) and prefix matching from 4 letters, both weighing less than an exact term.
 */
export const QUERY_OPTIONS: SearchOptions = {
  combineWith: 'OR',
  boost: { title: 2, keywords: 1.5, answer: 0.25, numbers: 1 },
  fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 6 ? 1 : false),
  prefix: (term) => term.length >= 4,
  weights: { fuzzy: 0.5, prefix: 0.4 },
  // Words common to most answers ("mortgage", "rate", "home") rank less than topic words.
  boostTerm: (term) => (WEAK_TERMS.has(term) ? 0.3 : 1),
}

/** The pseudo-words standing for the numbers an entry computes with (never typed by a visitor). */
export const NUMBER_SIGNALS = { amount: 'xnumamount', rate: 'xnumrate' } as const

/** The number signals of a question: an amount of $1,000 or more, a percentage. */
export function numberSignals(text: string): string {
  const out: string[] = []
  if (findAmounts(text).some((n) => n.value >= 1000)) out.push(NUMBER_SIGNALS.amount)
  if (findPercents(text).length > 0) out.push(NUMBER_SIGNALS.rate)
  return out.join(' ')
}
