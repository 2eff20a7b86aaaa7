/**
 * Where a lead came from: the page the form was sent from, the agent page it was on, and the
 * campaign parameters (utm_*) of the visit's first landing. Only these keys, each a short
 * text; anything else in a submission's `metadata.context` is refused.
 */
import * as z from 'zod/mini'
import { CAMPAIGN_VALUE_MAX, CONTEXT_PAGE_MAX } from './campaign'

const text = (max: number) => z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(max)))

export const leadContextSchema = z.strictObject({
  page: text(CONTEXT_PAGE_MAX),
  agent_page: text(CONTEXT_PAGE_MAX),
  utm_source: text(CAMPAIGN_VALUE_MAX),
  utm_medium: text(CAMPAIGN_VALUE_MAX),
  utm_campaign: text(CAMPAIGN_VALUE_MAX),
  utm_term: text(CAMPAIGN_VALUE_MAX),
  utm_content: text(CAMPAIGN_VALUE_MAX),
})
export type LeadContext = z.output<typeof leadContextSchema>
