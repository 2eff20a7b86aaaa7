// The chat dialog's texts. The error messages are the spec's; the rest is ours
// (docs/decisions/055-chat-dialog.md).

/** The floating button on every public page. */
export const CHAT_BUTTON_LABEL = 'Get Instant Help'

export const CHAT_TITLE = 'Mortgage Assistant'
export const CHAT_DESCRIPTION = 'Instant answers from our mortgage guide and your own numbers, even offline.'
export const CHAT_INPUT_LABEL = 'Your question'
export const CHAT_INPUT_PLACEHOLDER = 'Ask about rates, payments, down payments…'
export const CHAT_SEND = 'Send'
export const CHAT_STARTERS_LABEL = 'Suggested questions'
/** Above the topics a reply offers when it is not sure which one the question is about. */
export const CHAT_CHOICES_LABEL = 'Pick a topic'
export const CHAT_PENDING = 'The assistant is typing…'

/** The longest message the chat takes. */
export const CHAT_MAX_CHARS = 1000
/** Said (visibly and to screen readers) when a message, typed or pasted, is over the limit; Send waits. */
export function chatTooLong(length: number): string {
  return `Your message has ${length.toLocaleString('en-CA')} characters; the limit is ${CHAT_MAX_CHARS.toLocaleString('en-CA')}. Please shorten it to send.`
}
export const CHAT_LOADING = 'Loading your conversation'

/** 'Clear Chat' and its confirmation (it asks, then resets to the greeting). */
export const CHAT_CLEAR = 'Clear Chat'
export const CHAT_CLEAR_TITLE = 'Clear this chat?'
export const CHAT_CLEAR_DESCRIPTION =
  'The conversation is deleted from this device and the chat starts over. Details you already shared with an agent are kept.'
export const CHAT_CLEAR_CANCEL = 'Keep Chat'

/** When no answer could be computed: this toast, plus the no-answer assistant message. */
export const CHAT_FAQ_FAILURE =
  "I'm having trouble responding right now. Please try again or speak with a mortgage agent."
/** When the chat's lead could not be saved. */
export const CHAT_LEAD_FAILURE = 'There was a problem saving your information. Please try again or call us directly.'
/** Any other chat failure (the history could not be read or saved, say). */
export const CHAT_OTHER_FAILURE = 'Something went wrong. Please try again.'
