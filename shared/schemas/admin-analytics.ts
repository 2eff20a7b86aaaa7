import * as z from 'zod/mini'

/**
 * The admin Analytics tab (docs/decisions/084). The period IS applied to the counts (the
 * original screen showed a period selector that changed nothing).
 */
export const ANALYTICS_PERIODS = ['all', '30d', '7d'] as const
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number]

export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  all: 'All time',
  '30d': 'Last 30 days',
  '7d': 'Last 7 days',
}

/** Days each period reaches back; null: no bound. */
export const ANALYTICS_PERIOD_DAYS: Record<AnalyticsPeriod, number | null> = { all: null, '30d': 30, '7d': 7 }

/** GET /api/admin/analytics?period=… (absent: all). */
export const adminAnalyticsQuerySchema = z.strictObject({
  period: z.optional(z.enum(ANALYTICS_PERIODS, 'Period must be one of all, 30d, 7d')),
})
export type AdminAnalyticsQuery = z.output<typeof adminAnalyticsQuerySchema>

/** The most weeks the leads-per-week chart shows (for "all"). */
export const ANALYTICS_MAX_WEEKS = 26

export type AdminAnalytics = {
  period: AnalyticsPeriod
  /** The period's start (ISO), null for all time. */
  since: string | null
  totals: {
    /** Active agents now (a state, not an event: not bounded by the period). */
    activeAgents: number
    approvedTestimonials: number
    pageViews: number
    publishedPosts: number
    leads: number
  }
  topAgents: { agentId: string; name: string; leads: number }[]
  /** Monday (UTC) of each week, 'YYYY-MM-DD', oldest first; weeks without leads count 0. */
  leadsPerWeek: { week: string; leads: number }[]
  leadsBySource: { source: string; leads: number }[]
}
