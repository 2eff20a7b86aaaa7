/** `npm run db:migrate`: apply migrations to DATABASE_URL (a Turso URL or a local sqld). */
import { migrateDb } from './lib/db'

const url = process.env.DATABASE_URL
if (!url) {
  console.error(
    'Set DATABASE_URL (and DATABASE_AUTH_TOKEN for Turso), e.g. DATABASE_URL=http://127.0.0.1:8790 npm run db:migrate',
  )
  process.exit(1)
}
await migrateDb(url, process.env.DATABASE_AUTH_TOKEN)
console.log(`Migrations applied to ${new URL(url).host}.`)
