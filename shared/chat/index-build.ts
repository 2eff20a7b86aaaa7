// Builds the serialised search index of the knowledge base and the speller's vocabulary. Runs
// at build time (the Vite plugin in scripts/lib/chat-index-plugin.ts inlines its output into
// the engine's lazy index chunk) and in tests; never in the browser.

import MiniSearch from 'minisearch'
import { rulesInForce } from '#shared/finance/index.ts'
import { FRENCH_ANSWERS } from './french'
import { INTENT_CUE_PATTERNS } from './intents'
import { answerText, KNOWLEDGE_BASE } from './knowledge-base'
import { KNOWLEDGE_KEYWORDS, KNOWLEDGE_KEYWORDS_FR } from './knowledge-keywords'
import { INDEX_OPTIONS, type IndexedEntry, NUMBER_SIGNALS } from './search-options'
import { SLOT_CUE_PATTERNS } from './slots'
import { buildVocabulary } from './vocabulary'

/** The index as JSON text, for `MiniSearch.loadJSON`. */
export function buildChatIndex(): string {
  const rules = rulesInForce()
  const index = new MiniSearch<IndexedEntry>(INDEX_OPTIONS)
  index.addAll(
    KNOWLEDGE_BASE.map((entry) => ({
      id: entry.id,
      title: entry.title,
      keywords: `${KNOWLEDGE_KEYWORDS[entry.id] ?? ''} ${KNOWLEDGE_KEYWORDS_FR[entry.id] ?? ''}`,
      answer: answerText(entry, rules),
      numbers: (entry.numbers ?? []).map((n) => NUMBER_SIGNALS[n]).join(' '),
    })),
  )
  return JSON.stringify(index)
}

/** Every word the speller may correct to (vocabulary.ts), as one space-separated string. */
export function buildChatVocabulary(): string {
  const rules = rulesInForce()
  return buildVocabulary(
    [
      ...KNOWLEDGE_BASE.flatMap((entry) => [entry.title, answerText(entry, rules)]),
      ...Object.values(KNOWLEDGE_KEYWORDS),
      ...Object.values(KNOWLEDGE_KEYWORDS_FR),
      ...Object.values(FRENCH_ANSWERS).map((a) => (typeof a === 'string' ? a : a(rules))),
    ],
    [...SLOT_CUE_PATTERNS, ...INTENT_CUE_PATTERNS],
  )
}
