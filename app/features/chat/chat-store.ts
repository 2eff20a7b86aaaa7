// The chat history on this device ("kept in local browser storage under a chat
// session id"): the Dexie tables chatSessions and chatMessages of the device database, or
// memory where IndexedDB is unavailable (private browsing). One conversation is current: the
// most recently used session. 'Clear Chat' deletes it and starts a new session (a new id, so a
// later lead is a new lead: the cleared conversation's lead, if any, is kept as it was).

import { Dexie } from 'dexie'
import { uuidv7 } from 'uuidv7'
import { withDb } from '#app/lib/with-db.ts'
import type { ChatMessage as ChatMessageRow, DeviceDb } from '#app/offline/db.ts'
import type { ChatLink, ChatRole } from '#shared/chat/types.ts'

export interface StoredChatMessage {
  id: string
  role: ChatRole
  content: string
  createdAt: number
  link: ChatLink | null
}

export interface ChatHistory {
  sessionId: string
  /** The conversation after the greeting (the greeting is not stored). */
  messages: StoredChatMessage[]
  /** A lead was already queued from this conversation (its details were sent). */
  leadQueued: boolean
  /** The assistant's dialogue state (the engine reads any shape; null for a new conversation). */
  dialogue: unknown
}

export interface ChatStore {
  /** Kept in IndexedDB (survives reloads), or only in memory. */
  onDevice: boolean
  /** The current conversation (a new, empty one when there is none). */
  load(): Promise<ChatHistory>
  append(sessionId: string, message: StoredChatMessage): Promise<void>
  markLeadQueued(sessionId: string): Promise<void>
  /** Keeps the assistant's dialogue state with the conversation. */
  saveDialogue(sessionId: string, dialogue: unknown): Promise<void>
  /** Deletes the conversation (its dialogue state with it) and returns a new, empty one. */
  clear(sessionId: string): Promise<ChatHistory>
}

const LINK_TARGETS = new Set([
  '/mortgage-calculator',
  '/affordability-calculator',
  '/calculators',
  '/renewal-calculator',
  '/rates',
  '/contact',
  '/find-broker',
  '/become-broker',
])

/** A stored link as the app can use it, or null (a row written by another version). */
function readLink(value: unknown): ChatLink | null {
  if (typeof value !== 'object' || value === null) return null
  const { label, to, search, href } = value as Record<string, unknown>
  if (typeof label !== 'string' || typeof to !== 'string' || !LINK_TARGETS.has(to) || typeof href !== 'string')
    return null
  if (typeof search !== 'object' || search === null) return null
  const clean: ChatLink['search'] = {}
  for (const [key, v] of Object.entries(search)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') clean[key] = v
  }
  return { label, to: to as ChatLink['to'], search: clean, href }
}

function fromRow(row: ChatMessageRow): StoredChatMessage | null {
  if ((row.role !== 'user' && row.role !== 'assistant') || typeof row.content !== 'string') return null
  return { id: row.id, role: row.role, content: row.content, createdAt: row.createdAt, link: readLink(row.link) }
}

export function createDexieChatStore(db: DeviceDb, now: () => number = Date.now): ChatStore {
  const newSession = async (): Promise<ChatHistory> => {
    const at = now()
    const sessionId = uuidv7()
    await withDb(db, (d) => d.chatSessions.put({ id: sessionId, createdAt: at, updatedAt: at, leadId: null }))
    return { sessionId, messages: [], leadQueued: false, dialogue: null }
  }
  return {
    onDevice: true,
    async load() {
      const session = await withDb(db, (d) => d.chatSessions.orderBy('updatedAt').last())
      if (!session) return newSession()
      const rows = await withDb(db, (d) =>
        d.chatMessages
          .where('[sessionId+createdAt]')
          .between([session.id, Dexie.minKey], [session.id, Dexie.maxKey])
          .toArray(),
      )
      const messages = rows.map(fromRow).filter((m): m is StoredChatMessage => m !== null)
      return {
        sessionId: session.id,
        messages,
        leadQueued: Boolean(session.leadId),
        dialogue: session.dialogue ?? null,
      }
    },
    async append(sessionId, message) {
      await withDb(db, (d) =>
        d.transaction('rw', d.chatSessions, d.chatMessages, async () => {
          await d.chatMessages.put({ ...message, sessionId })
          const updated = await d.chatSessions.update(sessionId, { updatedAt: message.createdAt })
          if (updated === 0)
            await d.chatSessions.put({
              id: sessionId,
              createdAt: message.createdAt,
              updatedAt: message.createdAt,
              leadId: null,
            })
        }),
      )
    },
    async markLeadQueued(sessionId) {
      await withDb(db, (d) => d.chatSessions.update(sessionId, { leadId: sessionId }))
    },
    async saveDialogue(sessionId, dialogue) {
      await withDb(db, (d) => d.chatSessions.update(sessionId, { dialogue }))
    },
    async clear(sessionId) {
      await withDb(db, (d) =>
        d.transaction('rw', d.chatSessions, d.chatMessages, async () => {
          await d.chatMessages.where('sessionId').equals(sessionId).delete()
          await d.chatSessions.delete(sessionId)
        }),
      )
      return newSession()
    },
  }
}

/** Without IndexedDB: the conversation lasts while the page stays open. */
export function createMemoryChatStore(): ChatStore {
  let history: ChatHistory = { sessionId: uuidv7(), messages: [], leadQueued: false, dialogue: null }
  return {
    onDevice: false,
    load: async () => ({ ...history, messages: [...history.messages] }),
    append: async (sessionId, message) => {
      if (sessionId === history.sessionId) history = { ...history, messages: [...history.messages, message] }
    },
    markLeadQueued: async (sessionId) => {
      if (sessionId === history.sessionId) history = { ...history, leadQueued: true }
    },
    saveDialogue: async (sessionId, dialogue) => {
      if (sessionId === history.sessionId) history = { ...history, dialogue }
    },
    clear: async () => {
      history = { sessionId: uuidv7(), messages: [], leadQueued: false, dialogue: null }
      return { ...history, messages: [] }
    },
  }
}

/** The app's store: the device database when it opens, else memory. */
export async function openChatStore(): Promise<ChatStore> {
  const client = await import('#app/offline/client.ts').then((m) => m.getOfflineClient()).catch(() => null)
  return client ? createDexieChatStore(client.db) : createMemoryChatStore()
}
