// The chat engine's lazy entry. Import it ONLY with a dynamic import, when the chat
// dialog opens:
//
//   const { loadChatEngine } = await import('#shared/chat/index.ts')
//   const engine = await loadChatEngine()
//
// This module is tiny; loadChatEngine fetches two chunks in parallel: the engine (MiniSearch,
// the stemmer, the knowledge base, the maths) and the serialised index (built at build time by
// scripts/lib/chat-index-plugin.ts). Both are precached like every public chunk, so the engine
// works offline. The light parts have modules of their own that may be imported statically:
// messages.ts (greeting, starters, no-answer text), extract.ts (detection) and lead.ts (the
// lead payload; it imports the zod lead schema module). API: README.md beside this file.

import type { ChatEngine } from './engine'

let loading: Promise<ChatEngine> | null = null

/** The engine, built from the serialised index on first use (then the same instance). */
export function loadChatEngine(): Promise<ChatEngine> {
  loading ??= Promise.all([import('./engine'), import('virtual:chat-index')]).then(
    ([{ createChatEngine }, { default: indexJson }]) => createChatEngine(indexJson),
  )
  // A failed chunk download must not stick: the next call tries again.
  loading.catch(() => {
    loading = null
  })
  return loading
}

export type { ChatEngine, Retrieval } from './engine'
export type * from './types'
