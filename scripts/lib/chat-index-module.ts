// `virtual:chat-index` for unit tests (vitest.config.ts aliases it here): the same index the
// build's plugin (chat-index-plugin.ts) inlines, built when first imported.
import { buildChatIndex } from '#shared/chat/index-build.ts'

export default buildChatIndex()
