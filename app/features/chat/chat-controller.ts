// The chat's state and rules, apart from React so they are tested without a DOM
// (docs/decisions/055-chat-dialog.md):
// - a send with empty trimmed text, or while a reply is pending, is ignored, and
//   so is one over CHAT_MAX_CHARS (the dialog says so instead of cutting the text);
// - the reply comes from the engine (loaded on demand); when it cannot answer at all, the
//   spec's toast and the no-answer message;
// - the history is saved on the device as it grows, with the assistant's dialogue state (what
//   it knows of the conversation, so a follow-up is understood after a reload); 'Clear Chat'
//   starts a new session, which forgets both;
// - once the visitor gave an email or a phone, the session's lead goes to the outbox, and
//   again whenever their details change (the server keeps one lead per chat_session_id).

import type { LeadNotices, LeadSendOutcome } from '#app/offline/send-lead.ts'
import { CHAT_GREETING, CHAT_NO_ANSWER } from '#shared/chat/messages.ts'
import type {
  ChatDialogueState,
  ChatExtraction,
  ChatLink,
  ChatMessage,
  ChatRate,
  ChatRatesSnapshot,
  ChatReply,
  ReplyOptions,
} from '#shared/chat/types.ts'
import type { LeadPayloadInput } from '#shared/schemas/leads.ts'
import type { ChatHistory, ChatStore, StoredChatMessage } from './chat-store'
import { CHAT_FAQ_FAILURE, CHAT_LEAD_FAILURE, CHAT_MAX_CHARS, CHAT_OTHER_FAILURE } from './chat-texts'

export type ChatLeadPayload = LeadPayloadInput<'chat'>

// Detection and links are shared with the engine chunk: loaded as their own small chunk.
const loadExtract = () => import('#shared/chat/extract.ts')
const contactLink = () =>
  import('#shared/chat/links.ts').then(
    (m) => m.chatLink('Contact a licensed agent', '/contact'),
    () => null,
  )

export interface ChatDeps {
  openStore(): Promise<ChatStore>
  loadEngine(): Promise<{ reply(text: string, options?: ReplyOptions): Promise<ChatReply> }>
  /** The active rates with their date, and whether they are this device's saved copy; called only when needed. */
  rates(): Promise<readonly ChatRate[] | ChatRatesSnapshot>
  /** buildChatLeadPayload (lazily loaded: it brings the lead schema). */
  buildLead(input: {
    sessionId: string
    conversation: readonly ChatMessage[]
    extraction: ChatExtraction
    now: Date
  }): Promise<ChatLeadPayload | null>
  sendLead(payload: ChatLeadPayload, notices: LeadNotices): Promise<LeadSendOutcome>
  notify(type: 'error' | 'info', title: string): void
  logError(message: string, error: unknown): void
  now?: () => number
  newId(): string
}

export interface ChatState {
  status: 'loading' | 'ready'
  sessionId: string | null
  /** The conversation after the greeting. */
  messages: readonly StoredChatMessage[]
  /** A reply is on its way: input, send, clear and closing are locked. */
  pending: boolean
  /** The latest assistant reply of this visit (announced to screen readers), or null. */
  latestReply: StoredChatMessage | null
  /**
   * The topics the latest reply offers to pick from (a clarifying reply's choices; each is sent
   * as the next message when picked), empty otherwise. Only for this visit: the reply's text names
   * them too, so a restored history reads whole.
   */
  choices: readonly string[]
  /** The history is kept on the device (false: only while the page is open). */
  onDevice: boolean
}

/** Most characters of the lead's JSON: the API's single submission cap is 64 KB. */
export const CHAT_LEAD_MAX_JSON = 48_000

/** The lead payload with the oldest messages dropped until it fits the request size cap. */
export function fitChatLeadPayload(payload: ChatLeadPayload, maxJson = CHAT_LEAD_MAX_JSON): ChatLeadPayload {
  let conversation = payload.message.conversation
  let fitted = payload
  while (JSON.stringify(fitted).length > maxJson && conversation.length > 1) {
    conversation = conversation.slice(1)
    fitted = { ...payload, message: { ...payload.message, conversation } }
  }
  return fitted
}

/** The details that go into the lead, as one comparable string. */
export function detailsKey(details: ChatExtraction): string {
  return JSON.stringify(details)
}

export function conversationWithGreeting(messages: readonly StoredChatMessage[]): ChatMessage[] {
  return [{ role: 'assistant', content: CHAT_GREETING }, ...messages.map(({ role, content }) => ({ role, content }))]
}

export interface ChatController {
  getState(): ChatState
  subscribe(listener: () => void): () => void
  /** Reads the history (once); the engine starts loading too. */
  start(): Promise<void>
  /** True when the text was taken (not empty, nothing pending). */
  send(text: string): Promise<boolean>
  /** Deletes the conversation (ignored while a reply is pending). */
  clear(): Promise<void>
  /** Resolves when queued lead sends have settled (tests). */
  settled(): Promise<void>
}

export function createChatController(deps: ChatDeps): ChatController {
  const now = deps.now ?? Date.now
  let state: ChatState = {
    status: 'loading',
    sessionId: null,
    messages: [],
    pending: false,
    latestReply: null,
    choices: [],
    onDevice: false,
  }
  const listeners = new Set<() => void>()
  const set = (patch: Partial<ChatState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }

  let store: ChatStore | null = null
  let starting: Promise<void> | null = null
  /** The engine's dialogue state for this session (passed with each message, saved with the history). */
  let dialogue: unknown = null
  let details: ChatExtraction | null = null
  /** The details last handed to the outbox for this session, or null. */
  let sentKey: string | null = null
  let lastAt = 0
  let saving: Promise<void> = Promise.resolve()
  let leads: Promise<void> = Promise.resolve()
  let saveFailed = false

  const adopt = async (history: ChatHistory) => {
    const { extractFromConversation } = await loadExtract()
    details = extractFromConversation(history.messages)
    sentKey = history.leadQueued ? detailsKey(details) : null
    dialogue = history.dialogue ?? null
    lastAt = history.messages.at(-1)?.createdAt ?? 0
    set({
      status: 'ready',
      sessionId: history.sessionId,
      messages: history.messages,
      latestReply: null,
      choices: [],
      onDevice: store?.onDevice ?? false,
    })
  }

  const otherFailure = (error: unknown) => {
    deps.logError('chat history could not be saved', error)
    if (saveFailed) return
    saveFailed = true
    deps.notify('error', CHAT_OTHER_FAILURE)
  }

  const save = (sessionId: string, message: StoredChatMessage) => {
    const target = store
    if (!target) return
    saving = saving.then(() => target.append(sessionId, message)).catch(otherFailure)
  }

  const message = (
    role: StoredChatMessage['role'],
    content: string,
    link: ChatLink | null = null,
  ): StoredChatMessage => {
    // Strictly increasing times keep the stored order even within one millisecond.
    lastAt = Math.max(now(), lastAt + 1)
    return { id: deps.newId(), role, content, createdAt: lastAt, link }
  }

  const queueLead = (sessionId: string, hasContact: (d: ChatExtraction) => boolean) => {
    if (!details) return
    const key = detailsKey(details)
    if (!hasContact(details) || key === sentKey) return
    sentKey = key
    const extraction = details
    const conversation = conversationWithGreeting(state.messages)
    const failed = (error?: unknown) => {
      if (error !== undefined) deps.logError('chat lead failed', error)
      if (sentKey === key) sentKey = null // the next message tries again
      deps.notify('error', CHAT_LEAD_FAILURE)
    }
    leads = leads
      .then(async () => {
        const built = await deps.buildLead({ sessionId, conversation, extraction, now: new Date(now()) })
        if (!built) return
        const outcome = await deps.sendLead(fitChatLeadPayload(built), {
          delivered: () => undefined,
          failed: () => failed(),
        })
        if (outcome.status === 'sent' || outcome.status === 'queued') {
          await store
            ?.markLeadQueued(sessionId)
            .catch((error: unknown) => deps.logError('chat lead mark failed', error))
        } else {
          failed(outcome)
        }
      })
      .catch(failed)
  }

  const reply = async (
    text: string,
  ): Promise<Pick<ChatReply, 'content' | 'link' | 'choices'> & { state?: ChatDialogueState }> => {
    try {
      const engine = await deps.loadEngine()
      return await engine.reply(text, {
        rates: () => deps.rates(),
        logError: deps.logError,
        state: dialogue as ChatDialogueState | null,
      })
    } catch (error) {
      deps.logError('chat reply failed', error)
      deps.notify('error', CHAT_FAQ_FAILURE)
      return { content: CHAT_NO_ANSWER, link: await contactLink() }
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start() {
      starting ??= (async () => {
        void deps.loadEngine().catch(() => undefined) // warm up; a failure shows on send
        try {
          store = await deps.openStore()
          await adopt(await store.load())
        } catch (error) {
          deps.logError('chat history could not be read', error)
          deps.notify('error', CHAT_OTHER_FAILURE)
          const { createMemoryChatStore } = await import('./chat-store')
          store = createMemoryChatStore()
          await adopt(await store.load())
        }
      })()
      return starting
    },
    async send(text) {
      const question = text.trim()
      const sessionId = state.sessionId
      // Over the limit: the dialog says so and keeps the text for the visitor to shorten.
      if (!question || question.length > CHAT_MAX_CHARS || state.pending || state.status !== 'ready' || !sessionId)
        return false
      const asked = message('user', question)
      set({ pending: true, messages: [...state.messages, asked], choices: [] })
      save(sessionId, asked)
      const answer = await reply(question)
      if (state.sessionId !== sessionId) return true // cleared meanwhile (not possible while pending)
      const answered = message('assistant', answer.content, answer.link)
      set({
        pending: false,
        messages: [...state.messages, answered],
        latestReply: answered,
        choices: (answer.choices ?? []).map((c) => c.label),
      })
      save(sessionId, answered)
      if (answer.state) {
        dialogue = answer.state
        const target = store
        const kept = answer.state
        if (target) saving = saving.then(() => target.saveDialogue(sessionId, kept)).catch(otherFailure)
      }
      try {
        const extract = await loadExtract()
        details = extract.mergeExtraction(details ?? extract.EMPTY_EXTRACTION, extract.extractDetails(question))
        queueLead(sessionId, extract.hasContact)
      } catch (error) {
        deps.logError('chat details could not be read', error)
      }
      return true
    },
    async clear() {
      if (state.pending || state.status !== 'ready' || !store || !state.sessionId) return
      const current = state.sessionId
      await saving
      try {
        await adopt(await store.clear(current))
      } catch (error) {
        otherFailure(error)
        const { createMemoryChatStore } = await import('./chat-store')
        store = createMemoryChatStore()
        await adopt(await store.load())
      }
    },
    settled: async () => {
      await saving
      await leads
    },
  }
}
