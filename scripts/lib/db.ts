import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import { migrate } from 'drizzle-orm/libsql/migrator'
import * as schema from '#worker/db/schema/index.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export function nodeDb(url: string, authToken?: string) {
  const client = createClient({ url, authToken })
  return { db: drizzle(client, { schema, casing: 'snake_case' }), client }
}

/** Apply drizzle-kit's migrations (migrations/) to a local sqld or a Turso URL. */
export async function migrateDb(url: string, authToken?: string) {
  const { db, client } = nodeDb(url, authToken)
  try {
    await migrate(db, { migrationsFolder: path.join(root, 'migrations') })
  } finally {
    client.close()
  }
}
