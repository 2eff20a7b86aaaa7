// `virtual:chat-index` for unit tests (vitest.config.ts aliases it here): the same index and
// vocabulary the build's plugin (chat-index-plugin.ts) inlines, built when first imported.
import { buildChatIndex, buildChatVocabulary } from '#shared/chat/index-build.ts'

export default buildChatIndex()
export const vocabulary = buildChatVocabulary()
