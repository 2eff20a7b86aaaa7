// The chat engine's lazy entry (issue 12). Import it ONLY with a dynamic import, when the chat
// dialog opens:
//
//   const { loadChatEngine } = await import('../../shared/chat')
//   const engine = await loadChatEngine()
//
// It brings MiniSearch, the stemmer, the knowledge base and the serialised index (built at
// build time by scripts/lib/chat-index-plugin.ts) in one chunk. The light parts have modules
// of their own that may be imported statically: messages.ts (greeting, starters, no-answer
// text), extract.ts (detection) and lead.ts (the lead payload; it imports the zod lead schema
// module, so it is NOT re-exported here). API: README.md beside this file.

import indexJson from 'virtual:chat-index'
import { createChatEngine, type ChatEngine } from './engine'

let engine: ChatEngine | null = null

/** The engine, built from the serialised index on first use (then the same instance). */
export async function loadChatEngine(): Promise<ChatEngine> {
  engine ??= createChatEngine(indexJson)
  return engine
}

export { CONFIDENCE_THRESHOLD, createChatEngine, type ChatEngine, type Retrieval } from './engine'
export { extractDetails, extractFromConversation, EMPTY_EXTRACTION, hasContact, mergeExtraction } from './extract'
export { CHAT_GREETING, CHAT_NO_ANSWER, CHAT_STARTERS } from './messages'
export type * from './types'
