// The assistant's fixed texts. No dependencies beyond the brand, so the dialog shell can import
// them statically and show the greeting and starters while the engine chunk loads.

import { BRAND } from '#shared/config/brand.ts'

/** The first assistant message, and what 'Clear Chat' resets to. */
export const CHAT_GREETING =
  `Hi! I'm the ${BRAND.name} mortgage assistant. Ask me about today's rates, payments, down payments, ` +
  'closing costs, first-time buyer programs, renewals and more. I can work out the numbers for you, ' +
  'and a licensed mortgage agent can follow up whenever you like.'

/**
 * The six starter questions shown while the history holds only the greeting.
 * Each is answered by the engine (engine.test.ts checks that).
 */
export const CHAT_STARTERS = [
  "What are today's mortgage rates?",
  "What's the least I can put down on a $700,000 home?",
  'What would my payment be on $500,000 at 4.5% over 25 years?',
  'How much are closing costs in Ontario?',
  'What programs help first-time home buyers?',
  'My mortgage is up for renewal. What should I do?',
] as const

/**
 * The assistant message below the confidence threshold, and after a failed reply: it says no
 * answer was found and offers a licensed agent (the toast text lives with the other error
 * messages).
 */
export const CHAT_NO_ANSWER =
  "Sorry, I couldn't find an answer to that. A licensed mortgage agent can help: leave your name and " +
  `an email or phone number here and an agent will contact you, or call us at ${BRAND.phone}.`

/**
 * The reply to a question that is not about mortgages or homes: a polite steer back to what
 * the assistant knows (not the no-answer text, which offers an agent for mortgage questions).
 */
export const CHAT_OFF_TOPIC =
  "I'm a mortgage assistant, so that's outside what I know. I can help with today's rates, payments, " +
  'down payments, closing costs, affordability, refinancing, renewals and first-time buyer programs. What would you like to know?'

/**
 * The reply to a question about a home or rates outside Canada: the brokerage arranges Canadian
 * mortgages only; an agent is offered for a purchase here.
 */
export const CHAT_OUTSIDE_CANADA =
  "I can only help with mortgages for homes in Canada, so I can't give rates, taxes or rules for a place outside it. " +
  `For a home here, a licensed mortgage agent can help: leave your name and an email or phone number, or call us at ${BRAND.phone}.`

/** The reply to a greeting or a thank-you. */
export const CHAT_SMALLTALK_HELLO =
  'Hello! What would you like to know about mortgages? You can ask about rates, payments, down payments, renewals and more.'
export const CHAT_SMALLTALK_THANKS = "You're welcome! Is there anything else I can help you with?"
