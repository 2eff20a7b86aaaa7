import { type AgentAnalytics, RECENT_ACTIVITY_SHOWN } from '#shared/schemas/agent-dashboard.ts'

type Activity = AgentAnalytics['recentActivity'][number]
export type ActivityRow = { id: string; label: string; path: string | null; when: string; dateTime: string }

const LABELS: Record<string, string> = { page_view: 'Profile view' }

/** 'page_view' → 'Profile view'; a type the app does not know yet reads as words ('lead_created' → 'Lead created'). */
export function activityLabel(eventType: string): string {
  const known = LABELS[eventType]
  if (known) return known
  const words = eventType.replace(/[_-]+/g, ' ').trim()
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Activity'
}

/**
 * Recent Activity (fetch 10, display 5): the newest five of what the server
 * sent (already newest first), each with its label and a date in the reader's time zone.
 */
export function recentActivityRows(
  activity: readonly Activity[],
  options: { locale?: string; timeZone?: string } = {},
): ActivityRow[] {
  const format = new Intl.DateTimeFormat(options.locale ?? 'en-CA', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: options.timeZone,
  })
  return activity.slice(0, RECENT_ACTIVITY_SHOWN).map((a) => {
    const date = new Date(a.createdAt)
    return {
      id: a.id,
      label: activityLabel(a.eventType),
      path: a.path,
      when: Number.isNaN(date.getTime()) ? '' : format.format(date),
      dateTime: a.createdAt,
    }
  })
}
