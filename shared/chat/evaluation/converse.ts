/**
 * The chat tests' way to talk to the engine: the evaluation's rates and date, and a conversation
 * whose dialogue state is carried from one message to the next (the last reply returned).
 */
import type { ChatEngine } from '../engine'
import type { ChatReply } from '../types'
import { EVALUATION_AS_OF, EVALUATION_RATES, EVALUATION_RATES_DATE } from './fixture'

/** What a test's message is answered with: the evaluation's rates, as of its date. */
export const EVALUATION_CONTEXT = {
  asOf: EVALUATION_AS_OF,
  rates: { rates: EVALUATION_RATES, ratesDate: EVALUATION_RATES_DATE },
}

/** The reply to the last of `turns`, each sent with the state the one before it left. */
export function conversation(engine: ChatEngine) {
  return async (...turns: string[]): Promise<ChatReply> => {
    let state: ChatReply['state'] | null = null
    let last: ChatReply | null = null
    for (const text of turns) {
      last = await engine.reply(text, { ...EVALUATION_CONTEXT, state })
      state = last.state
    }
    return last!
  }
}
