import 'fake-indexeddb/auto'
import { Dexie } from 'dexie'
import { uuidv7 } from 'uuidv7'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DeviceDb } from '#app/offline/db.ts'
import { buildChatLeadPayload } from '#shared/chat/lead.ts'
import { CHAT_GREETING, CHAT_NO_ANSWER } from '#shared/chat/messages.ts'
import type { ChatDialogueState, ChatReply, ReplyOptions } from '#shared/chat/types.ts'
import { type ChatDeps, type ChatLeadPayload, createChatController, fitChatLeadPayload } from './chat-controller'
import { type ChatStore, createDexieChatStore, createMemoryChatStore } from './chat-store'
import { CHAT_FAQ_FAILURE, CHAT_LEAD_FAILURE, CHAT_MAX_CHARS } from './chat-texts'

const opened: Dexie[] = []
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close()
    await Dexie.delete(db.name)
  }
})
function deviceDb(name = `chat-${uuidv7()}`) {
  const db = new DeviceDb(name)
  opened.push(db)
  return db
}

function answer(text: string, state: ChatDialogueState = { v: 1, lang: 'en', facts: {}, last: null }): ChatReply {
  return {
    kind: 'answer',
    content: `Answer to: ${text}`,
    entryId: 'x',
    confidence: 0.9,
    link: null,
    extraction: null as never,
    contactFound: false,
    lang: 'en',
    state,
  }
}

/** An engine that counts the messages of the conversation in its state (what it was handed back). */
const countingEngine = async () => ({
  reply: async (text: string, options?: ReplyOptions) => {
    const seen = Number((options?.state?.facts as { seen?: number } | undefined)?.seen ?? 0)
    return answer(`${text} (${seen} before)`, { v: 1, lang: 'en', facts: { seen: seen + 1 }, last: 'payment' })
  },
})

function setup(overrides: Partial<ChatDeps> & { store?: ChatStore } = {}) {
  const sent: ChatLeadPayload[] = []
  const notices: string[] = []
  let release: (() => void) | null = null
  const deps: ChatDeps = {
    openStore: async () => overrides.store ?? createMemoryChatStore(),
    loadEngine: async () => ({ reply: async (text) => answer(text) }),
    rates: async () => [],
    buildLead: async (input) => buildChatLeadPayload(input),
    sendLead: async (payload) => {
      sent.push(payload)
      return { status: 'queued', onDevice: true }
    },
    notify: (_type, title) => notices.push(title),
    logError: () => undefined,
    newId: uuidv7,
    ...overrides,
  }
  const controller = createChatController(deps)
  /** A message from the visitor, then the lead it may send, settled. */
  const say = async (text: string) => {
    await controller.send(text)
    await controller.settled()
  }
  return {
    controller,
    say,
    sent,
    notices,
    hold: () => new Promise<void>((r) => (release = r)),
    release: () => release?.(),
  }
}

describe('chat controller', () => {
  it("offers a clarifying reply's topics until the next message, and not after Clear Chat", async () => {
    const { controller } = setup({
      loadEngine: async () => ({
        reply: async (text) =>
          text === 'prepay closed'
            ? {
                ...answer(text),
                kind: 'clarify',
                entryId: null,
                choices: [
                  { label: 'Open or closed mortgage', entryId: 'open-vs-closed' },
                  { label: 'Prepayment privileges', entryId: 'prepayment' },
                ],
              }
            : answer(text),
      }),
    })
    await controller.start()
    await controller.send('prepay closed')
    expect(controller.getState().choices).toEqual(['Open or closed mortgage', 'Prepayment privileges'])
    await controller.send('Prepayment privileges')
    expect(controller.getState().choices).toEqual([])
    await controller.send('prepay closed')
    await controller.clear()
    expect(controller.getState().choices).toEqual([])
  })

  it('ignores an empty trimmed send, one over the limit and a send while a reply is pending', async () => {
    let finish: (r: ChatReply) => void = () => undefined
    const { controller } = setup({
      loadEngine: async () => ({ reply: (text) => new Promise<ChatReply>((r) => (finish = () => r(answer(text)))) }),
    })
    await controller.start()
    expect(await controller.send('   ')).toBe(false)
    expect(await controller.send('x'.repeat(CHAT_MAX_CHARS + 1))).toBe(false) // the dialog says it is too long
    expect(controller.getState().messages).toEqual([])
    const first = controller.send('What is a HELOC?')
    await vi.waitFor(() => expect(controller.getState().pending).toBe(true))
    expect(await controller.send('second question')).toBe(false)
    await controller.clear() // ignored while pending
    expect(controller.getState().messages.map((m) => m.content)).toEqual(['What is a HELOC?'])
    finish(answer('x'))
    expect(await first).toBe(true)
    expect(controller.getState().pending).toBe(false)
    expect(controller.getState().messages.map((m) => m.role)).toEqual(['user', 'assistant'])
    expect(controller.getState().latestReply?.content).toBe('Answer to: What is a HELOC?')
  })

  it('an engine that cannot load: the spec toast and the no-answer message with the contact link', async () => {
    const { controller, notices } = setup({ loadEngine: async () => Promise.reject(new Error('chunk failed')) })
    await controller.start()
    await controller.send('What is the stress test?')
    expect(notices).toEqual([CHAT_FAQ_FAILURE])
    const last = controller.getState().messages.at(-1)
    expect(last).toMatchObject({ role: 'assistant', content: CHAT_NO_ANSWER })
    expect(last?.link?.to).toBe('/contact')
  })

  it('a phone creates the session lead once; later details update it; unchanged details send nothing', async () => {
    const { controller, say, sent } = setup()
    await controller.start()
    await say('How much are closing costs?')
    expect(sent).toHaveLength(0)
    await say('Call me at 416-555-0142')
    expect(sent).toHaveLength(1)
    await say('What about land transfer tax?')
    expect(sent).toHaveLength(1)
    await say('My name is Priya Shah, the condo is $650k')
    expect(sent).toHaveLength(2)
    const sessionId = controller.getState().sessionId
    expect(sent.map((p) => p.metadata.chat_session_id)).toEqual([sessionId, sessionId])
    expect(sent[1]).toMatchObject({
      client_name: 'Priya Shah',
      client_phone: '+14165550142',
      metadata: { property_value: 650000, property_type: 'condo' },
    })
    expect(sent[1]?.message.conversation[0]).toEqual({ role: 'assistant', content: CHAT_GREETING })
  })

  it('a refused lead: the spec toast, and the next message tries again', async () => {
    let refuse = true
    const { controller, say, sent, notices } = setup({
      sendLead: async (payload) => {
        sent.push(payload)
        return refuse ? { status: 'rejected', message: 'no', fields: {} } : { status: 'sent' }
      },
    })
    const sentRef = sent
    await controller.start()
    await say('email me at lee@example.com')
    expect(notices).toEqual([CHAT_LEAD_FAILURE])
    refuse = false
    await say('thanks')
    expect(sentRef).toHaveLength(2)
  })

  it('history is kept in the device database: a new controller (a reload) reads it; Clear Chat starts a new session', async () => {
    const name = `chat-${uuidv7()}`
    const a = setup({ store: createDexieChatStore(deviceDb(name)) })
    await a.controller.start()
    await a.controller.send('What is a HELOC?')
    await a.controller.send('Call me at 416-555-0142')
    await a.controller.settled()
    const sessionId = a.controller.getState().sessionId

    const b = setup({ store: createDexieChatStore(deviceDb(name)) })
    await b.controller.start()
    expect(b.controller.getState().sessionId).toBe(sessionId)
    expect(b.controller.getState().messages.map((m) => m.content)).toEqual([
      'What is a HELOC?',
      'Answer to: What is a HELOC?',
      'Call me at 416-555-0142',
      'Answer to: Call me at 416-555-0142',
    ])
    // The lead was queued before the reload: asking again with the same details sends nothing.
    await b.controller.send('and the stress test?')
    await b.controller.settled()
    expect(b.sent).toHaveLength(0)

    await b.controller.clear()
    expect(b.controller.getState().messages).toEqual([])
    expect(b.controller.getState().sessionId).not.toBe(sessionId)
    const c = setup({ store: createDexieChatStore(deviceDb(name)) })
    await c.controller.start()
    expect(c.controller.getState().messages).toEqual([])
  })

  it('hands the engine its dialogue state back with each message, keeps it across a reload, forgets it on Clear Chat', async () => {
    const name = `chat-${uuidv7()}`
    const a = setup({ store: createDexieChatStore(deviceDb(name)), loadEngine: countingEngine })
    await a.controller.start()
    await a.controller.send('payment on 500k at 5%')
    await a.controller.send('what about 30 years?')
    await a.controller.settled()
    expect(a.controller.getState().messages.at(-1)?.content).toBe('Answer to: what about 30 years? (1 before)')

    const b = setup({ store: createDexieChatStore(deviceDb(name)), loadEngine: countingEngine })
    await b.controller.start()
    await b.controller.send('and biweekly?')
    expect(b.controller.getState().messages.at(-1)?.content).toBe('Answer to: and biweekly? (2 before)')
    await b.controller.settled()
    await b.controller.clear()
    await b.controller.send('and weekly?')
    expect(b.controller.getState().messages.at(-1)?.content).toBe('Answer to: and weekly? (0 before)')
  })

  it('fitChatLeadPayload drops the oldest messages until the lead fits the request size', () => {
    const payload = buildChatLeadPayload({
      sessionId: 's1',
      conversation: Array.from({ length: 40 }, (_, i) => ({
        role: 'user' as const,
        content: `${i} ${'x'.repeat(3000)}`,
      })),
      extraction: {
        name: null,
        email: 'a@example.com',
        phone: null,
        propertyValue: null,
        propertyType: null,
        downPayment: null,
        mortgageType: null,
      },
    })!
    const fitted = fitChatLeadPayload(payload, 20_000)
    expect(JSON.stringify(fitted).length).toBeLessThanOrEqual(20_000)
    expect(fitted.message.conversation.at(-1)?.content.startsWith('39 ')).toBe(true)
    expect(fitted.message.conversation.length).toBeLessThan(40)
  })
})
