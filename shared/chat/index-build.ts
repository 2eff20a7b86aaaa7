// Builds the serialised search index of the knowledge base. Runs at build time (the Vite plugin
// in scripts/lib/chat-index-plugin.ts inlines its output into the engine's lazy chunk) and in
// tests; never in the browser.

import MiniSearch from 'minisearch'
import { rulesInForce } from '#shared/finance/index.ts'
import { answerText, KNOWLEDGE_BASE } from './knowledge-base'
import { KNOWLEDGE_KEYWORDS } from './knowledge-keywords'
import { INDEX_OPTIONS, type IndexedEntry, NUMBER_SIGNALS } from './search-options'

/** The index as JSON text, for `MiniSearch.loadJSON`. */
export function buildChatIndex(): string {
  const rules = rulesInForce()
  const index = new MiniSearch<IndexedEntry>(INDEX_OPTIONS)
  index.addAll(
    KNOWLEDGE_BASE.map((entry) => ({
      id: entry.id,
      title: entry.title,
      keywords: KNOWLEDGE_KEYWORDS[entry.id] ?? '',
      answer: answerText(entry, rules),
      numbers: (entry.numbers ?? []).map((n) => NUMBER_SIGNALS[n]).join(' '),
    })),
  )
  return JSON.stringify(index)
}
