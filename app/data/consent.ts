/**
 * Marketing consent from the back office: "client asked to stop marketing" on a lead (its own
 * request id, sent at once; the server records it exactly once per id), and a person's consent
 * history as a CSV download for the super admin.
 */
import { uuidv7 } from 'uuidv7'
import { authedApi, readApiError, segment } from '#app/lib/api-client.ts'
import { saveResponseAsFile } from '#app/lib/download.ts'
import type { LeadWorkResponse } from '#shared/leads/lead-work.ts'

/** Throws the server's refusal (ApiError: a 404 for a lead out of reach). */
export async function stopMarketingDirect(leadId: string): Promise<LeadWorkResponse> {
  const id = uuidv7()
  const res = await authedApi.leads[':id']['stop-marketing'].$post(
    { param: { id: segment(leadId) }, json: { id } },
    { headers: { 'Idempotency-Key': id } },
  )
  if (!res.ok) throw await readApiError(res)
  return (await res.json()) as LeadWorkResponse
}

/** A person's consent history (every grant and withdrawal, with the words shown), saved as CSV. */
export async function downloadConsentHistory(email: string): Promise<void> {
  const res = await authedApi.admin.compliance['consent-history.csv'].$get({ query: { email } })
  if (!res.ok) throw await readApiError(res)
  await saveResponseAsFile(res as unknown as Response, 'consent-history.csv')
}
