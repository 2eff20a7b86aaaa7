import { eq, inArray } from 'drizzle-orm'
import type { ContactLeadPayload } from '#shared/schemas/leads.ts'
import { PARTNER_CONTACT_ACTION, PARTNER_PHONE_TYPE_CODES, type PartnerOutcome } from '#shared/schemas/public-forms.ts'
import type { Db } from '#worker/db/client.ts'
import { leadPartnerPosts } from '#worker/db/schema/index.ts'
import { log } from '#worker/lib/log.ts'
import { safeFetch } from '#worker/lib/safe-fetch.ts'

/**
 * The contact form's submission to the partner network: when the lead carries
 * both brokerCode and wpnonce, the SERVER posts the partner's admin-ajax form (the browser never
 * talks to the partner: no CORS, no third-party request from the visitor's device, one place
 * that logs it). Once per lead: a `lead_partner_posts` row is claimed before the POST.
 */

/** The network's admin-ajax endpoint; PARTNER_CONTACT_URL overrides it (tests: a fixture). */
export const DEFAULT_PARTNER_CONTACT_URL = 'https://www.mortgagealliance.com/wp-admin/admin-ajax.php'
export const PARTNER_TIMEOUT_MS = 5000
/** The partner's answer is read up to this size (it is only logged). */
const PARTNER_MAX_BYTES = 64 * 1024

export type PartnerConfig = {
  url: string
  allowPrivate: boolean
  fetchImpl?: typeof fetch
  timeoutMs?: number
}

export function partnerConfig(env: { PARTNER_CONTACT_URL?: string; ENVIRONMENT?: string }): PartnerConfig {
  return { url: env.PARTNER_CONTACT_URL || DEFAULT_PARTNER_CONTACT_URL, allowPrivate: env.ENVIRONMENT !== 'production' }
}

/** `+14165550123` → `416-555-0123` (the form's national format). */
function nationalPhone(e164: string): string {
  const d = e164.replace(/^\+1/, '')
  return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : e164
}

/**
 * The partner's form fields exactly as the spec lists them, or null when brokerCode or wpnonce
 * is missing (the step is skipped). Pure.
 */
export function partnerFormBody(p: ContactLeadPayload): URLSearchParams | null {
  if (!p.broker_code || !p.wpnonce) return null
  return new URLSearchParams([
    ['firstName', p.first_name],
    ['lastName', p.last_name],
    ['email', p.client_email],
    ['phone', nationalPhone(p.client_phone)],
    ['phoneType', PARTNER_PHONE_TYPE_CODES[p.metadata.phoneType] ?? '1'],
    ['city', ''],
    ['postalCode', p.metadata.postalCode ?? ''],
    ['comments', p.message],
    ['casl', 'true'],
    ['action', PARTNER_CONTACT_ACTION],
    ['brokerCode', p.broker_code],
    ['wpnonce', p.wpnonce],
  ])
}

/**
 * Reads the partner's answer: JSON, else text. A 2xx is a success unless the JSON
 * says `success: false` (WordPress's wp_send_json_error), or the body is WordPress's bare `0`/`-1`
 * (no such action / nonce check failed).
 */
export function partnerAnswerOk(text: string): boolean {
  const trimmed = text.trim()
  if (trimmed === '0' || trimmed === '-1') return false
  try {
    const json: unknown = JSON.parse(trimmed)
    if (typeof json === 'object' && json !== null && 'success' in json)
      return (json as { success: unknown }).success !== false
  } catch {
    /* text answer */
  }
  return true
}

/**
 * Posts one contact lead to the partner, at most once per lead id, and returns what the visitor
 * is told. Never throws for a partner failure (the lead is already stored).
 */
export async function postContactToPartner(
  db: Db,
  lead: { id: string; payload: ContactLeadPayload },
  config: PartnerConfig,
): Promise<PartnerOutcome> {
  const body = partnerFormBody(lead.payload)
  if (!body) return 'skipped'
  const claimed = await db
    .insert(leadPartnerPosts)
    .values({ leadId: lead.id, state: 'pending' })
    .onConflictDoNothing()
    .returning({ leadId: leadPartnerPosts.leadId })
  if (claimed.length === 0) return (await partnerOutcomes(db, [lead.id])).get(lead.id) ?? 'failed'

  const host = new URL(config.url).hostname
  const fetched = await safeFetch(config.url, {
    allowHosts: [host],
    allowPrivate: config.allowPrivate,
    fetchImpl: config.fetchImpl,
    timeoutMs: config.timeoutMs ?? PARTNER_TIMEOUT_MS,
    maxBytes: PARTNER_MAX_BYTES,
    truncate: true,
    method: 'POST',
    accept: 'application/json, text/plain;q=0.9, */*;q=0.1',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: body.toString(),
  })
  const ok = fetched.ok && partnerAnswerOk(fetched.text)
  const detail = fetched.ok ? fetched.text.slice(0, 300) : `${fetched.reason}: ${fetched.detail}`
  const httpStatus = fetched.ok ? fetched.status : (fetched.status ?? null)
  log.info('partner contact post', { leadId: lead.id, ok, httpStatus, answer: detail })
  await db
    .update(leadPartnerPosts)
    .set({ state: ok ? 'sent' : 'failed', httpStatus, detail, finishedAt: new Date() })
    .where(eq(leadPartnerPosts.leadId, lead.id))
  return ok ? 'sent' : 'failed'
}

/**
 * Stored outcomes of earlier posts (a replayed lead): sent or failed; a post still under way
 * (pending) has none yet, and a lead without a row was skipped.
 */
export async function partnerOutcomes(db: Db, leadIds: readonly string[]): Promise<Map<string, PartnerOutcome>> {
  const out = new Map<string, PartnerOutcome>()
  if (leadIds.length === 0) return out
  const rows = await db
    .select({ leadId: leadPartnerPosts.leadId, state: leadPartnerPosts.state })
    .from(leadPartnerPosts)
    .where(inArray(leadPartnerPosts.leadId, [...leadIds]))
  for (const row of rows) if (row.state !== 'pending') out.set(row.leadId, row.state)
  return out
}
