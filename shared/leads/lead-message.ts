/**
 * Reading a lead's `message` column for display: a message that is not valid JSON is shown as
 * plain text; a chatbot message shows as a conversation.
 *
 * The chat assistant's lead stores its conversation as JSON text:
 * `{"messages":[{"role":"user","content":"…"},…],"last_interaction":"<ISO time>"}`
 * (worker/domain/leads.ts writes it, the demo seed uses it). Older or hand-made rows may use
 * `conversation` instead of `messages`, or be a bare array; all three are read. Anything else
 * is text. Content is returned as plain strings: callers render it as text, never as HTML.
 */

export type ChatTurn = { role: 'user' | 'assistant'; content: string }

export type LeadMessageView =
  | { kind: 'conversation'; turns: ChatTurn[]; lastInteraction: string | null }
  | { kind: 'text'; text: string }
  | { kind: 'none' }

function asTurns(value: unknown): ChatTurn[] | null {
  if (!Array.isArray(value) || value.length === 0) return null
  const turns: ChatTurn[] = []
  for (const item of value) {
    if (typeof item !== 'object' || item === null) return null
    const { role, content } = item as { role?: unknown; content?: unknown }
    if ((role !== 'user' && role !== 'assistant') || typeof content !== 'string') return null
    turns.push({ role, content })
  }
  return turns
}

/** Serialises a chat conversation the way it is stored in `leads.message`. */
export function chatMessageText(turns: readonly ChatTurn[], lastInteraction: string): string {
  return JSON.stringify({
    messages: turns.map(({ role, content }) => ({ role, content })),
    last_interaction: lastInteraction,
  })
}

export function parseLeadMessage(message: string | null | undefined): LeadMessageView {
  if (message == null || message.trim() === '') return { kind: 'none' }
  const trimmed = message.trim()
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let parsed: unknown
    try {
      parsed = JSON.parse(trimmed)
    } catch {
      return { kind: 'text', text: message }
    }
    const direct = asTurns(parsed)
    if (direct) return { kind: 'conversation', turns: direct, lastInteraction: null }
    if (typeof parsed === 'object' && parsed !== null) {
      const obj = parsed as { messages?: unknown; conversation?: unknown; last_interaction?: unknown }
      const turns = asTurns(obj.messages) ?? asTurns(obj.conversation)
      if (turns) {
        const last = typeof obj.last_interaction === 'string' ? obj.last_interaction : null
        return { kind: 'conversation', turns, lastInteraction: last }
      }
    }
  }
  return { kind: 'text', text: message }
}
