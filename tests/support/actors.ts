import type { Actor } from '#worker/domain/auth/actor.ts'

/** A signed-in user for calling domain functions directly: a super admin past the second step. */
export function testActor(fields: Partial<Actor> = {}): Actor {
  return { id: 'admin-1', role: 'super_admin', aal: 'aal2', sessionId: 'session-1', mfa: false, ...fields }
}
