/**
 * Opaque refresh tokens: 256 random bits, stored only as a SHA-256 hash, rotated on every use,
 * grouped in families (one family = one sign-in session = the access token's `sid`).
 *
 * Rules (pure functions over `RefreshStore`; the DB implementation lives elsewhere):
 * - Unknown, malformed or revoked token → `invalid`.
 * - Token already rotated:
 *     - rotated ≤ `raceGraceSeconds` ago → `race-lost`: another request (second tab, retry)
 *       rotated it a moment ago. Nothing is minted or revoked; the route answers 401/409 and
 *       the client retries with the cookie the winning response set.
 *     - rotated longer ago → `reuse-detected`: a copy of an old token is in someone else's
 *       hands; the whole family (including the newest token) is revoked.
 * - Past the family's absolute expiry (`expiresAt`, fixed at sign-in) or idle for longer than
 *   `idleTtlSeconds` since this token was minted → `expired`.
 * - Otherwise → `rotated`: the presented row is marked used with a conditional update
 *   (`markUsedIfUnused`), and only the request that wins it inserts the child. Two concurrent
 *   refreshes therefore mint exactly one child; the loser gets `race-lost`.
 *
 * Reuse detection runs before the expiry check on purpose: replaying an old, already-rotated
 * token is evidence of theft even after it would have expired.
 */
import { base64url } from 'jose'
import { uuidv7 } from 'uuidv7'
import type { Aal } from './access-token'

export type RefreshRow = {
  id: string
  userId: string
  familyId: string
  tokenHash: string
  parentId: string | null
  replacedBy: string | null
  aal: Aal
  createdAt: Date
  usedAt: Date | null
  revokedAt: Date | null
  /** Absolute end of the session; children inherit it, so rotation never extends a session. */
  expiresAt: Date
}

/**
 * What the rules need from storage. Mirrors `refresh_tokens` in worker/db/schema/auth.ts.
 */
export interface RefreshStore {
  findByHash(tokenHash: string): Promise<RefreshRow | null>
  insert(row: RefreshRow): Promise<void>
  /**
   * Atomic conditional update; resolves true only for the one caller that changed the row:
   *   UPDATE refresh_tokens SET used_at = ?, replaced_by = ?
   *   WHERE id = ? AND used_at IS NULL AND revoked_at IS NULL   -- true iff rowsAffected = 1
   */
  markUsedIfUnused(id: string, replacedBy: string, usedAt: Date): Promise<boolean>
  /** UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL */
  revokeFamily(familyId: string, revokedAt: Date): Promise<void>
  /**
   * Optional: `markUsedIfUnused(parentId, child.id, usedAt)` and, only if it won, `insert(child)`,
   * as ONE atomic unit (a database batch), so a failure can never leave a used parent without
   * its child. When present, rotation uses it instead of the two calls.
   */
  claimAndInsert?(parentId: string, child: RefreshRow, usedAt: Date): Promise<boolean>
}

export type RefreshPolicy = {
  /** Absolute session lifetime from sign-in. */
  sessionTtlSeconds: number
  /** A token not used for this long is expired (it is replaced on every refresh). */
  idleTtlSeconds: number
  /** A second presentation of a just-rotated token within this window is a race, not theft. */
  raceGraceSeconds: number
}

export const REFRESH_POLICY: Readonly<RefreshPolicy> = Object.freeze({
  sessionTtlSeconds: 30 * 24 * 3600,
  idleTtlSeconds: 7 * 24 * 3600,
  raceGraceSeconds: 5,
})

export type RefreshDeps = {
  newId: () => string
  newToken: () => string
  policy: RefreshPolicy
}

const defaultDeps: RefreshDeps = { newId: uuidv7, newToken: newRefreshToken, policy: REFRESH_POLICY }

export type RotateResult =
  | { kind: 'rotated'; newToken: string; row: RefreshRow }
  | { kind: 'race-lost' }
  | { kind: 'reuse-detected'; familyId: string; userId: string }
  | { kind: 'invalid' }
  | { kind: 'expired' }

export const REFRESH_TOKEN_BYTES = 32
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/ // 32 bytes, base64url without padding

/** 256 random bits as base64url (43 characters). Uses WebCrypto (Node and workerd). */
export function newRefreshToken(): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(REFRESH_TOKEN_BYTES)))
}

/** SHA-256 of the token, lowercase hex. Only this is ever stored. */
export async function hashToken(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** When this row stops being usable: the earlier of the session end and the idle limit. */
export function refreshRowExpiry(row: RefreshRow, policy: RefreshPolicy = REFRESH_POLICY): Date {
  return new Date(Math.min(row.expiresAt.getTime(), row.createdAt.getTime() + policy.idleTtlSeconds * 1000))
}

/** Cookie `Max-Age` for a freshly minted row (whole seconds, never negative). */
export function refreshCookieMaxAge(row: RefreshRow, now: Date, policy: RefreshPolicy = REFRESH_POLICY): number {
  return Math.max(0, Math.floor((refreshRowExpiry(row, policy).getTime() - now.getTime()) / 1000))
}

/** Start a new family (sign-in, or step-up to aal2 after revoking the old family). */
export async function issueRefreshToken(
  store: RefreshStore,
  input: { userId: string; aal: Aal; now: Date },
  deps: Partial<RefreshDeps> = {},
): Promise<{ token: string; row: RefreshRow }> {
  const { newId, newToken, policy } = { ...defaultDeps, ...deps }
  const token = newToken()
  const id = newId()
  const row: RefreshRow = {
    id,
    userId: input.userId,
    familyId: id,
    tokenHash: await hashToken(token),
    parentId: null,
    replacedBy: null,
    aal: input.aal,
    createdAt: input.now,
    usedAt: null,
    revokedAt: null,
    expiresAt: new Date(input.now.getTime() + policy.sessionTtlSeconds * 1000),
  }
  await store.insert(row)
  return { token, row }
}

/** Rotate a presented refresh token. See the file header for the rules. */
export async function rotateRefreshToken(
  store: RefreshStore,
  presented: string,
  now: Date,
  deps: Partial<RefreshDeps> = {},
): Promise<RotateResult> {
  const { newId, newToken, policy } = { ...defaultDeps, ...deps }
  if (typeof presented !== 'string' || !TOKEN_RE.test(presented)) return { kind: 'invalid' }
  const tokenHash = await hashToken(presented)
  const row = await store.findByHash(tokenHash)
  if (!row || row.revokedAt) return { kind: 'invalid' }

  if (row.usedAt) {
    if (now.getTime() - row.usedAt.getTime() <= policy.raceGraceSeconds * 1000) return { kind: 'race-lost' }
    await store.revokeFamily(row.familyId, now)
    return { kind: 'reuse-detected', familyId: row.familyId, userId: row.userId }
  }

  if (now.getTime() >= refreshRowExpiry(row, policy).getTime()) return { kind: 'expired' }

  const token = newToken()
  const child: RefreshRow = {
    id: newId(),
    userId: row.userId,
    familyId: row.familyId,
    tokenHash: await hashToken(token),
    parentId: row.id,
    replacedBy: null,
    aal: row.aal,
    createdAt: now,
    usedAt: null,
    revokedAt: null,
    expiresAt: row.expiresAt,
  }
  // Claim the parent first; only the winner inserts, so a lost race leaves no orphan child.
  // (The DB implementation may run both statements in one transaction/batch.)
  const won = store.claimAndInsert
    ? await store.claimAndInsert(row.id, child, now)
    : await store.markUsedIfUnused(row.id, child.id, now)
  if (!won) {
    const current = await store.findByHash(tokenHash)
    return !current || current.revokedAt ? { kind: 'invalid' } : { kind: 'race-lost' }
  }
  if (!store.claimAndInsert) await store.insert(child)
  return { kind: 'rotated', newToken: token, row: child }
}

/** Sign-out: revoke the presented token's whole family. Returns false for an unknown token. */
export async function revokeRefreshFamily(store: RefreshStore, presented: string, now: Date): Promise<boolean> {
  if (typeof presented !== 'string' || !TOKEN_RE.test(presented)) return false
  const row = await store.findByHash(await hashToken(presented))
  if (!row) return false
  if (!row.revokedAt) await store.revokeFamily(row.familyId, now)
  return true
}
