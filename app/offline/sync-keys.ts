/** syncMeta keys. Everything under AGENT_SYNC_PREFIX is personal and cleared on sign-out. */
export const AGENT_SYNC_PREFIX = 'agent:'
