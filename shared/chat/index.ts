// The chat engine's lazy entry. Import it ONLY with a dynamic import, when the chat
// dialog opens:
//
//   const { loadChatEngine } = await import('#shared/chat/index.ts')
//   const engine = await loadChatEngine()
//
// This module is tiny; loadChatEngine fetches its chunks in parallel: the engine (the stemmer,
// the intents and the replies), the search library (MiniSearch), the understanding of numbers
// (slots.ts), the maths,
// the serialised index with the speller's vocabulary (built at build time by
// scripts/lib/chat-index-plugin.ts) and the English texts (the knowledge base and the wording of
// the answers). The French texts load on the first French question. All are precached like every
// public chunk, so the engine works offline. The light parts have modules of their own that may
// be imported statically:
// messages.ts (greeting, starters, no-answer text), extract.ts (detection) and lead.ts (the
// lead payload; it imports the zod lead schema module). API: README.md beside this file.

import type { ChatEngine } from './engine'

let loading: Promise<ChatEngine> | null = null

/** The engine, built from the serialised index on first use (then the same instance). */
export function loadChatEngine(): Promise<ChatEngine> {
  // The understanding (slots.ts and the number reading under it) is a chunk of its own, fetched in
  // parallel and handed to the engine (which never imports it), so each chunk stays in its budget.
  // The search library is one more, handed in alike.
  loading ??= Promise.all([
    import('./engine'),
    import('virtual:chat-index'),
    import('./render-en'),
    import('./slots'),
    import('./search-library'),
  ]).then(
    ([
      { createChatEngine },
      { default: indexJson, vocabulary },
      { ENGLISH_TEXTS },
      understanding,
      { SEARCH_LIBRARY },
    ]) => createChatEngine(indexJson, vocabulary, ENGLISH_TEXTS, understanding, SEARCH_LIBRARY),
  )
  // A failed chunk download must not stick: the next call tries again.
  loading.catch(() => {
    loading = null
  })
  return loading
}

export type { ChatEngine, Retrieval } from './engine'
export type * from './types'
