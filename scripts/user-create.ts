/**
 * Bootstrap an account on any database (local sqld or Turso):
 *   DATABASE_URL=libsql://… DATABASE_AUTH_TOKEN=… npm run user:create -- --email you@brokerage.ca --role super_admin [--name "Full Name"]
 * The password is read from USER_PASSWORD, or generated and printed once.
 */
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { accountEmailSchema, newPasswordSchema } from '#shared/schemas/auth.ts'
import { ROLES, type Role } from '#worker/db/schema/index.ts'
import { createUser } from '#worker/domain/users.ts'
// Read the common-passwords list from its file (the worker reads the static asset).
import './lib/common-passwords-file'
import { nodeDb } from './lib/db'

const { values } = parseArgs({
  options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
})
const url = process.env.DATABASE_URL
if (!url || !values.email || !values.role || !(ROLES as readonly string[]).includes(values.role)) {
  console.error(
    `Usage: DATABASE_URL=… npm run user:create -- --email EMAIL --role ${ROLES.join('|')} [--name "Full Name"]`,
  )
  process.exit(2)
}
const email = accountEmailSchema.safeParse(values.email)
if (!email.success) {
  console.error(`Not a valid email address: ${values.email}`)
  process.exit(2)
}
const password = process.env.USER_PASSWORD ?? randomBytes(12).toString('base64url')
const passwordCheck = newPasswordSchema.safeParse(password)
if (!passwordCheck.success) {
  console.error(`USER_PASSWORD: ${passwordCheck.error.issues[0]?.message ?? 'not acceptable'}`)
  process.exit(2)
}
const { db, client } = nodeDb(url, process.env.DATABASE_AUTH_TOKEN)
try {
  const result = await createUser(db as never, {
    email: email.data,
    password,
    role: values.role as Role,
    fullName: values.name ?? null,
  })
  if (!result.ok) {
    console.error(result.message)
    process.exit(1)
  }
  console.log(`Created ${values.role} ${email.data} (id ${result.userId}).`)
  if (!process.env.USER_PASSWORD) console.log(`Password (shown once): ${password}`)
} finally {
  client.close()
}
