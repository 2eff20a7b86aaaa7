import type { Plugin } from 'vite'
import { buildChatIndex } from '#shared/chat/index-build.ts'

/** The module the chat engine's loader imports (shared/chat/index.ts). */
export const CHAT_INDEX_MODULE = 'virtual:chat-index'
const RESOLVED = `\0${CHAT_INDEX_MODULE}`

/**
 * Builds the chat engine's search index at build time and serves it as the module
 * `virtual:chat-index`, whose default export is the index as JSON text (for MiniSearch's
 * loadJSON). Only the engine's lazy chunk imports it, so the index ships inside that chunk
 * (precached with the other .js files) and never in the initial bundle. The knowledge base is
 * read when the config loads: restart the dev server after editing it.
 */
export function chatIndexPlugin(): Plugin {
  return {
    name: 'chat-index',
    resolveId(id) {
      return id === CHAT_INDEX_MODULE ? RESOLVED : null
    },
    load(id) {
      return id === RESOLVED ? `export default ${JSON.stringify(buildChatIndex())}` : null
    },
  }
}
