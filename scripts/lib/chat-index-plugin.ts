import type { Plugin } from 'vite'
import { buildChatIndex, buildChatVocabulary } from '#shared/chat/index-build.ts'

/** The module the chat engine's loader imports (shared/chat/index.ts). */
export const CHAT_INDEX_MODULE = 'virtual:chat-index'
const RESOLVED = `\0${CHAT_INDEX_MODULE}`

/** The module's source: the index JSON as the default export, the speller's vocabulary beside it. */
export function chatIndexModuleCode(): string {
  return `export default ${JSON.stringify(buildChatIndex())}\nexport const vocabulary = ${JSON.stringify(buildChatVocabulary())}\n`
}

/**
 * Builds the chat engine's search index at build time and serves it as the module
 * `virtual:chat-index`: its default export is the index as JSON text (for MiniSearch's
 * loadJSON), `vocabulary` the words the typo corrector knows. Only the engine's loader imports
 * it, so it ships as a lazy chunk (precached with the other .js files) and never in the initial
 * bundle. The knowledge base is read when the config loads: restart the dev server after
 * editing it.
 */
export function chatIndexPlugin(): Plugin {
  return {
    name: 'chat-index',
    resolveId(id) {
      return id === CHAT_INDEX_MODULE ? RESOLVED : null
    },
    load(id) {
      return id === RESOLVED ? chatIndexModuleCode() : null
    },
  }
}
