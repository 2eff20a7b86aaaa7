// The chat index module served by scripts/lib/chat-index-plugin.ts (the build and unit tests).
declare module 'virtual:chat-index' {
  /** The knowledge base's MiniSearch index as JSON text. */
  const indexJson: string
  export default indexJson
  /** The words the typo corrector knows, space-separated, most frequent first. */
  export const vocabulary: string
}
