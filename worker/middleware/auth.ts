import type { Context } from 'hono'
import type { Role } from '../db/schema'
import type { AppEnv } from '../env'

export type AuthUser = { id: string; role: Role; aal: 'aal1' | 'aal2'; sessionId: string }

/**
 * Resolves the signed-in user from the `Authorization: Bearer` access token.
 * Sign-in and tokens arrive with the sign-in work (issue 3); until then nobody is signed in.
 */
export async function authenticate(c: Context<AppEnv>): Promise<AuthUser | null> {
  void c
  return null
}
