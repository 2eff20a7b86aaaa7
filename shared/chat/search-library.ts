// The search library (MiniSearch) as a lazy chunk of its own: index.ts fetches it beside the
// engine's and hands it to createChatEngine, which imports only its type.

export { default as SEARCH_LIBRARY } from 'minisearch'
