/**
 * The shape of the ids that travel in links and requests. Zod-free: a route's search parser
 * keeps only a well-formed id without loading the schema library, and the schemas check the same
 * pattern.
 */

/** Any UUID version (or the nil and max UUIDs), as zod's `uuid` format reads it. */
export const UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value)
}

/** An agent as a link names it: the profile slug or the id (letters, digits, - and _). */
export const AGENT_REF_MAX = 100
const AGENT_REF = /^[A-Za-z0-9_-]+$/

export function isAgentRef(value: unknown): value is string {
  return typeof value === 'string' && value.length <= AGENT_REF_MAX && AGENT_REF.test(value)
}

/** 32 random bytes in base64url without padding: the unsubscribe link's token. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function isUnsubscribeToken(value: unknown): value is string {
  return typeof value === 'string' && UNSUBSCRIBE_TOKEN_PATTERN.test(value)
}
