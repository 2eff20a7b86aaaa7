import type { Db } from './db/client'

/** Bindings and secrets. Secrets come from the environment only (`wrangler secret put`). */
export type Bindings = {
  DATABASE_URL: string
  DATABASE_AUTH_TOKEN?: string
  /** HMAC secret for access tokens; the server refuses to start on a weak one. */
  JWT_SECRET: string
  /** Comma-separated origins allowed to make state-changing requests (besides the request's own). */
  ALLOWED_ORIGINS?: string
  /** 'production' turns on production-only rules (no private outbound addresses). */
  ENVIRONMENT?: string
  /** JSON array of rate sources (see worker/jobs/rates/sources.ts). */
  RATE_SOURCES?: string
  /** Web Push (rate alerts, docs/decisions/034): the VAPID key pair (base64url) and contact. */
  VAPID_PUBLIC_KEY?: string
  VAPID_PRIVATE_KEY?: string
  /** `mailto:` or `https:` contact the push services may use (a real one in production). */
  VAPID_SUBJECT?: string
  MEDIA: R2Bucket
  DOCUMENTS: R2Bucket
  ASSETS?: Fetcher
}

export type Variables = {
  db: Db
  requestId: string
}

export type AppEnv = { Bindings: Bindings; Variables: Variables }
