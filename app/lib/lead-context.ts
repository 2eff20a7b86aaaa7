/**
 * The visit's campaign (utm_* of the first landing that carried any, kept in sessionStorage
 * for the visit) and the page a lead is sent from: the context every lead submission carries.
 */
import { CAMPAIGN_KEYS, CONTEXT_PAGE_MAX, campaignOf } from '#shared/leads/campaign.ts'

const KEY = 'lead-campaign'

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

/** Keeps the landing URL's campaign parameters, unless this visit already has some (first touch). */
export function rememberCampaign(search: string, store: Storage | null = storage()): void {
  if (!store || store.getItem(KEY) !== null) return
  const campaign = campaignOf(search)
  if (Object.keys(campaign).length > 0) store.setItem(KEY, JSON.stringify(campaign))
}

/** The page (path only) and the visit's campaign. */
export function currentLeadContext(
  path: string = typeof location === 'undefined' ? '' : location.pathname,
  store: Storage | null = storage(),
): Record<string, string> {
  const context: Record<string, string> = {}
  if (path) context.page = path.slice(0, CONTEXT_PAGE_MAX)
  try {
    const saved = JSON.parse(store?.getItem(KEY) ?? 'null') as Record<string, unknown> | null
    for (const key of CAMPAIGN_KEYS) {
      const value = saved?.[key]
      if (typeof value === 'string' && value) context[key] = value
    }
  } catch {
    // A damaged entry: no campaign.
  }
  return context
}
