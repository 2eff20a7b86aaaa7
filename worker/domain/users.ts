import { eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Db } from '../db/client'
import { profiles, users, type Role } from '../db/schema'
import { hashPassword } from '../lib/auth/password'

export function normaliseEmail(email: string) {
  return email.trim().toLowerCase()
}

export type CreateUserResult = { ok: true; userId: string } | { ok: false; reason: 'duplicate-email'; message: string }

/** A user and their profile, created together (one batch = one transaction) or not at all. */
export async function createUser(
  db: Db,
  input: { email: string; password: string; role: Role; fullName: string | null },
): Promise<CreateUserResult> {
  const email = normaliseEmail(input.email)
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)
  if (existing) return { ok: false, reason: 'duplicate-email', message: `An account with the email ${email} already exists` }
  const userId = uuidv7()
  const passwordHash = await hashPassword(input.password)
  try {
    await db.batch([
      db.insert(users).values({ id: userId, email, passwordHash }),
      db.insert(profiles).values({ id: userId, role: input.role, fullName: input.fullName }),
    ])
  } catch (error) {
    if (/UNIQUE constraint failed: users\.email/i.test(String(error)))
      return { ok: false, reason: 'duplicate-email', message: `An account with the email ${email} already exists` }
    throw error
  }
  return { ok: true, userId }
}
