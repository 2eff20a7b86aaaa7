/**
 * The campaign parameters a lead keeps (without the schema library: the app reads them on its
 * first load). The contract of a submission's `metadata.context` is in ./lead-context.
 */

export const CAMPAIGN_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
export type CampaignKey = (typeof CAMPAIGN_KEYS)[number]
/** Longest kept value of a campaign parameter (longer ones are cut when captured, refused when sent). */
export const CAMPAIGN_VALUE_MAX = 200
export const CONTEXT_PAGE_MAX = 300

/** The campaign parameters of a landing URL's query: known keys only, trimmed, cut to length; empty ones dropped. */
export function campaignOf(search: string): Partial<Record<CampaignKey, string>> {
  const params = new URLSearchParams(search)
  const found: Partial<Record<CampaignKey, string>> = {}
  for (const key of CAMPAIGN_KEYS) {
    const value = params.get(key)?.trim().slice(0, CAMPAIGN_VALUE_MAX)
    if (value) found[key] = value
  }
  return found
}
