/**
 * The response types the app sees through the typed client, pinned (contracts are
 * checked at the type level). These assertions do nothing at run time; `npm test -- types`
 * (tsc) fails when a route or a contract changes what the app receives.
 */
import type { InferRequestType, InferResponseType } from 'hono/client'
import { describe, expectTypeOf, it } from 'vitest'
import type { SessionResponse } from '#shared/schemas/auth.ts'
import type { LeadBatchResponse } from '#shared/schemas/leads.ts'
import type { PartnerOutcome } from '#shared/schemas/public-forms.ts'
import type { RatesResponse } from '#shared/schemas/rates.ts'
import type { ApiClient } from './api-client'

type Leads = ApiClient['leads']

describe('typed client: what the app receives', () => {
  it('POST /api/leads answers the stored lead: 201 when new, 200 when it was already there', () => {
    type Stored = {
      id: string
      outcome: 'ok' | 'duplicate'
      status: string
      partner?: PartnerOutcome
      alreadySubscribed?: true
    }
    expectTypeOf<InferResponseType<Leads['$post'], 201>>().toEqualTypeOf<Stored>()
    expectTypeOf<InferResponseType<Leads['$post'], 200>>().toEqualTypeOf<Stored>()
  })

  it('POST /api/leads/batch answers one result per entry (the outbox contract)', () => {
    expectTypeOf<InferResponseType<Leads['batch']['$post'], 200>>().toEqualTypeOf<LeadBatchResponse>()
    expectTypeOf<InferRequestType<Leads['batch']['$post']>['json']>().toEqualTypeOf<{ entries: unknown[] }>()
  })

  it('GET /api/rates answers the display rates', () => {
    expectTypeOf<InferResponseType<ApiClient['rates']['$get'], 200>>().toEqualTypeOf<RatesResponse>()
  })

  it('POST /api/auth/sign-in answers the session (the access token stays in memory)', () => {
    expectTypeOf<InferResponseType<ApiClient['auth']['sign-in']['$post'], 200>>().toEqualTypeOf<SessionResponse>()
    expectTypeOf<InferRequestType<ApiClient['auth']['sign-in']['$post']>['json']>().toEqualTypeOf<{
      email: string
      password: string
    }>()
  })
})
