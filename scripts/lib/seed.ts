import { count } from 'drizzle-orm'
import { buildDemoData, DEMO_ACCOUNTS } from '#scripts/seed-data.ts'
import * as schema from '#worker/db/schema/index.ts'
import { hashPassword } from '#worker/lib/auth/password.ts'
import { nodeDb } from './db'

/**
 * Seed the demo data once. A database that already has users is left alone, so a restart keeps
 * what is there and never duplicates it. Returns whether it seeded.
 */
export async function seedIfEmpty(url: string, authToken?: string, now = new Date()): Promise<boolean> {
  const { db, client } = nodeDb(url, authToken)
  try {
    const [{ n }] = (await db.select({ n: count() }).from(schema.users)) as [{ n: number }]
    if (n > 0) return false
    const byRole = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.role, a.password])) as Record<string, string>
    const [superAdmin, admin, agent] = await Promise.all([
      hashPassword(byRole.super_admin!),
      hashPassword(byRole.admin!),
      hashPassword(byRole.agent!),
    ])
    const data = buildDemoData(now, { superAdmin, admin, agent })
    // One transaction: the demo appears whole or not at all.
    await db.transaction(async (tx) => {
      const chunks = <T>(rows: T[], size = 50) =>
        Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size))
      const insertAll = async <T extends Record<string, unknown>>(
        table: Parameters<typeof tx.insert>[0],
        rows: T[],
      ) => {
        for (const part of chunks(rows)) if (part.length) await tx.insert(table).values(part as never)
      }
      await insertAll(schema.users, data.users)
      await insertAll(schema.profiles, data.profiles)
      await insertAll(schema.agents, data.agents)
      await insertAll(schema.mortgageRates, data.mortgageRates)
      await insertAll(schema.lenders, data.lenders)
      await insertAll(schema.testimonials, data.testimonials)
      await insertAll(schema.blogPosts, data.blogPosts)
      await insertAll(schema.mortgageServices, data.mortgageServices)
      await insertAll(schema.products, data.products)
      await insertAll(schema.leads, data.leads)
      // After the leads: the database takes each lead's first contact from its timeline.
      await insertAll(schema.leadActivities, data.leadActivities)
      await insertAll(schema.analyticsEvents, data.analyticsEvents)
    })
    return true
  } finally {
    client.close()
  }
}

export { DEMO_ACCOUNTS }
