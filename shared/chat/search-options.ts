// MiniSearch options shared by the index build (index-build.ts, at build time) and the engine
// (loadJSON needs the very same fields, tokenizer and term processing).

import type { Options, SearchOptions } from 'minisearch'
import { processTermForIndex, tokenize } from './text'

/** What is indexed per knowledge-base entry. */
export interface IndexedEntry {
  id: string
  title: string
  keywords: string
  answer: string
}

export const INDEX_OPTIONS: Options<IndexedEntry> = {
  idField: 'id',
  fields: ['title', 'keywords', 'answer'],
  storeFields: [],
  tokenize: (text) => tokenize(text),
  processTerm: (term) => processTermForIndex(term),
}

/**
 * Ranked retrieval: BM25+ (MiniSearch's scoring) over the three fields, titles and keywords
 * weighing more than the answer text; typo tolerance by edit distance (1 from 5 letters, 2 from
 * 9, on stemmed terms) and prefix matching from 4 letters, both weighing less than an exact term.
 */
export const QUERY_OPTIONS: SearchOptions = {
  combineWith: 'OR',
  boost: { title: 2, keywords: 1.5, answer: 1 },
  fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : false),
  prefix: (term) => term.length >= 4,
  weights: { fuzzy: 0.5, prefix: 0.4 },
}
