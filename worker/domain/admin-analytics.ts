/**
 * The admin Analytics tab (docs/decisions/084): totals, the top 5
 * agents by leads, leads per week and by source, each bounded by the chosen period (except
 * active agents, a state). SQL aggregates only; one batch.
 */
import { and, count, desc, eq, gte, isNull, type SQL, sql } from 'drizzle-orm'
import { leadSourceOf } from '#shared/leads/sources.ts'
import {
  type AdminAnalytics,
  ANALYTICS_MAX_WEEKS,
  ANALYTICS_PERIOD_DAYS,
  type AnalyticsPeriod,
} from '#shared/schemas/admin-analytics.ts'
import type { Db } from '#worker/db/client.ts'
import { agents, analyticsEvents, blogPosts, leads, testimonials } from '#worker/db/schema/index.ts'
import { PAGE_VIEW_EVENT } from './agent-dashboard'

/** A lead's source as one bucket whatever its case ('website' and 'Website' are one source). */
const sourceKey = sql<string>`lower(${leads.source})`

/**
 * The per-source counts as the tab shows them: each bucket under its registry id
 * (shared/leads/sources.ts; an older spelling counts with its source), a value no entry has
 * under its lower-case self; most leads first, then by source.
 */
export function leadsBySource(buckets: readonly { source: string; leads: number }[]): AdminAnalytics['leadsBySource'] {
  const counts = new Map<string, number>()
  for (const b of buckets) {
    const source = leadSourceOf(b.source)?.id ?? b.source
    counts.set(source, (counts.get(source) ?? 0) + b.leads)
  }
  return [...counts]
    .map(([source, leads]) => ({ source, leads }))
    .sort((a, b) => b.leads - a.leads || (a.source < b.source ? -1 : a.source > b.source ? 1 : 0))
}

const DAY = 86_400_000
const WEEK = 7 * DAY

/** The Monday (UTC, 00:00) of the week holding `t`. */
export function mondayOf(t: number): number {
  const day = Math.floor(t / DAY) * DAY
  const weekday = (new Date(day).getUTCDay() + 6) % 7 // Monday 0 … Sunday 6
  return day - weekday * DAY
}

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10)

/** The start of a period ending at `now`, or null for all time. */
export function periodStart(period: AnalyticsPeriod, now: Date): Date | null {
  const days = ANALYTICS_PERIOD_DAYS[period]
  return days === null ? null : new Date(now.getTime() - days * DAY)
}

/** 'YYYY-MM-DD' of the Monday of each lead's week, in SQL (the same rule as mondayOf). */
const leadWeek = sql<string>`strftime('%Y-%m-%d', ${leads.createdAt} / 1000, 'unixepoch', '-6 days', 'weekday 1')`

export async function adminAnalytics(db: Db, period: AnalyticsPeriod, now: Date): Promise<AdminAnalytics> {
  const since = periodStart(period, now)
  const after = (
    column: typeof leads.createdAt | typeof testimonials.createdAt | typeof analyticsEvents.createdAt,
  ): SQL | undefined => (since ? gte(column, since) : undefined)
  const liveLead = and(isNull(leads.deletedAt), after(leads.createdAt))
  // The chart shows at most ANALYTICS_MAX_WEEKS weeks, ending with this one.
  const lastWeek = mondayOf(now.getTime())
  const chartFrom = Math.max(since ? mondayOf(since.getTime()) : -Infinity, lastWeek - (ANALYTICS_MAX_WEEKS - 1) * WEEK)

  const [activeAgents, approved, views, posts, leadTotal, top, weekly, bySource] = await db.batch([
    db
      .select({ n: count() })
      .from(agents)
      .where(and(eq(agents.isActive, true), isNull(agents.deletedAt))),
    db
      .select({ n: count() })
      .from(testimonials)
      .where(and(eq(testimonials.isApproved, true), isNull(testimonials.deletedAt), after(testimonials.createdAt))),
    db
      .select({ n: count() })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.eventType, PAGE_VIEW_EVENT), after(analyticsEvents.createdAt))),
    db
      .select({ n: count() })
      .from(blogPosts)
      .where(
        and(
          eq(blogPosts.isPublished, true),
          isNull(blogPosts.deletedAt),
          since ? gte(blogPosts.publishedAt, since) : undefined,
        ),
      ),
    db.select({ n: count() }).from(leads).where(liveLead),
    db
      .select({ agentId: agents.id, name: agents.name, leads: count() })
      .from(leads)
      .innerJoin(agents, eq(agents.id, leads.agentId))
      .where(and(liveLead, isNull(agents.deletedAt)))
      .groupBy(agents.id, agents.name)
      .orderBy(desc(count()), agents.name, agents.id)
      .limit(5),
    db
      .select({ week: leadWeek, leads: count() })
      .from(leads)
      .where(and(liveLead, gte(leads.createdAt, new Date(chartFrom))))
      .groupBy(leadWeek),
    db
      .select({ source: sourceKey, leads: count() })
      .from(leads)
      .where(liveLead)
      .groupBy(sourceKey)
      .orderBy(desc(count()), sourceKey),
  ])

  // Every week from the first shown to this one, with 0 where no lead came.
  const perWeek = new Map(weekly.map((w) => [w.week, w.leads]))
  const firstWeek = since
    ? chartFrom
    : Math.max(chartFrom, Math.min(lastWeek, ...weekly.map((w) => Date.parse(`${w.week}T00:00:00Z`))))
  const leadsPerWeek: AdminAnalytics['leadsPerWeek'] = []
  for (let t = firstWeek; t <= lastWeek; t += WEEK)
    leadsPerWeek.push({ week: isoDay(t), leads: perWeek.get(isoDay(t)) ?? 0 })

  return {
    period,
    since: since?.toISOString() ?? null,
    totals: {
      activeAgents: activeAgents[0]?.n ?? 0,
      approvedTestimonials: approved[0]?.n ?? 0,
      pageViews: views[0]?.n ?? 0,
      publishedPosts: posts[0]?.n ?? 0,
      leads: leadTotal[0]?.n ?? 0,
    },
    topAgents: top,
    leadsPerWeek,
    leadsBySource: leadsBySource(bySource),
  }
}
