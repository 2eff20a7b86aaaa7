import type { Db } from './db/client'
import type { MailJob } from './domain/mail/mail-queue'

/** Bindings and secrets. Secrets come from the environment only (`wrangler secret put`). */
export type Bindings = {
  DATABASE_URL: string
  DATABASE_AUTH_TOKEN?: string
  /** HMAC secret for access tokens; the server refuses to start on a weak one. */
  JWT_SECRET: string
  /** Comma-separated origins allowed to make state-changing requests (besides the request's own). */
  ALLOWED_ORIGINS?: string
  /**
   * 'production' turns on production-only rules: no private outbound addresses, the client
   * address only from CF-Connecting-IP, staff second factor on unless STAFF_MFA_REQUIRED says off.
   */
  ENVIRONMENT?: string
  /** super_admin and admin need a verified second factor (aal2): see worker/domain/auth/staff-mfa.ts. */
  STAFF_MFA_REQUIRED?: string
  /** JSON array of rate sources (see worker/domain/rate-sources.ts). */
  RATE_SOURCES?: string
  /** JSON array of news feeds `[{ id, url, name? }]` (worker/domain/news-feeds.ts); default: two Canadian Mortgage Trends feeds. */
  NEWS_FEEDS?: string
  /** Seals the news feed service's credentials at rest (≥ 32 random bytes; worker/lib/secret-box.ts). */
  NEWS_CREDENTIALS_KEY?: string
  /** The feed service's API base (default https://www.inoreader.com); tests point it at a fixture. */
  INOREADER_API_BASE?: string
  /**
   * Hosts (comma separated, `*.example.com` allowed) whose article pages the news job may read
   * for a preview in production, besides the configured feeds' own hosts.
   */
  NEWS_PREVIEW_HOSTS?: string
  /** DNS-over-HTTPS resolver for outbound fetches in production (default Cloudflare's). */
  DNS_RESOLVER_URL?: string
  /** Web Push (rate alerts, docs/decisions/034): the VAPID key pair (base64url) and contact. */
  VAPID_PUBLIC_KEY?: string
  VAPID_PRIVATE_KEY?: string
  /** `mailto:` or `https:` contact the push services may use (a real one in production). */
  VAPID_SUBJECT?: string
  /** The partner network's contact endpoint (default: its admin-ajax URL); tests point it at a fixture. */
  PARTNER_CONTACT_URL?: string
  /** The mail queue's producer (worker/domain/mail/mail-queue.ts); wrangler.toml [[queues]]. */
  MAIL_QUEUE?: Queue<MailJob>
  /** The Email Service binding (`send_email`): locally wrangler's simulation logs the message. */
  MAIL?: SendEmail
  /** The sender address: on a domain set up for the Email Service (default the brand's e-mail). */
  MAIL_FROM?: string
  MEDIA: R2Bucket
  DOCUMENTS: R2Bucket
  ASSETS?: Fetcher
  /** The pages worker (pages-worker/, a service binding): renders content pages with their data. */
  PAGES?: Fetcher
}

export type Variables = {
  db: Db
  requestId: string
  /**
   * What follows the leads this request stored (routing, the agents told, their e-mail), running
   * after the answer; the staff pushes it queues are sent once it is done.
   */
  intakeAnnounced?: Promise<unknown>
}

export type AppEnv = { Bindings: Bindings; Variables: Variables }
