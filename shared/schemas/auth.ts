import * as z from 'zod/mini'
import { ROLES, type Role } from '#shared/constants/roles.ts'
import { line, safeString, secret } from './text'

/**
 * Sign-in, sessions, the current user, two-factor and staff account management.
 *
 * Request schemas are strict (unknown keys, `__proto__` included, are refused) and bound every
 * string (ASVS 2.2). Response types are plain TypeScript: an installed PWA may be older than
 * the server, so the app must tolerate extra fields.
 *
 * Endpoints (all JSON, camelCase, errors in the one shape of shared/schemas/errors.ts):
 *   POST   /api/auth/sign-in            SignInBody            → 200 SessionResponse + refresh cookie
 *   POST   /api/auth/refresh            (cookie only)         → 200 SessionResponse + rotated cookie
 *                                                               401 invalid/reused (cookie cleared)
 *                                                               409 race lost: retry once
 *   POST   /api/auth/sign-out           SignOutBody (or none) → 204
 *   GET    /api/auth/me                                       → 200 MeResponse
 *   PATCH  /api/auth/me                 UpdateMeBody          → 200 MeResponse
 *   GET    /api/auth/mfa/factors                              → 200 FactorsResponse
 *   POST   /api/auth/mfa/factors        EnrolFactorBody       → 201 EnrolFactorResponse
 *   POST   /api/auth/mfa/factors/:id/challenge                → 201 ChallengeResponse
 *   POST   /api/auth/mfa/factors/:id/verify  VerifyFactorBody → 200 SessionResponse (aal2)
 *   DELETE /api/auth/mfa/factors/:id                          → 204
 *   POST   /api/admin/users/agents      CreateAgentBody       → 201 CreateAgentResponse
 *   POST   /api/admin/users/:userId/password  SetPasswordBody → 204
 *   POST   /api/admin/users/:userId/deactivate                → 204
 *   POST   /api/admin/users/:userId/activate                  → 204
 */

// ---------------------------------------------------------------------------------------
// Constants and messages from the spec
// ---------------------------------------------------------------------------------------

/** Roles read from profiles, defined once in shared/constants/roles.ts. */
export const USER_ROLES = ROLES
export type UserRole = Role

export const AALS = ['aal1', 'aal2'] as const
export type Aal = (typeof AALS)[number]

export const SIGN_OUT_SCOPES = ['local', 'global', 'others'] as const
export type SignOutScope = (typeof SIGN_OUT_SCOPES)[number]

/** The sign-in refusal: the same text for an unknown email and a wrong password. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password. Please try again.'
/** The answer to a sign-in without an email or a password. */
export const MISSING_CREDENTIALS_MESSAGE = 'You must provide either an email or phone number and a password'
/** The message for any other sign-in failure. */
export const AUTH_ERROR_FALLBACK_MESSAGE = 'An error occurred during authentication'
export const SIGN_IN_SUCCESS_MESSAGE = 'Login successful!'
export const PROFILE_LOAD_ERROR_MESSAGE = 'Error loading user profile'
export const ROLE_CHECK_ERROR_MESSAGE = 'Error checking user role'
export const ACCESS_DENIED_MESSAGE = 'Access denied'
export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists'
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a moment and try again.'
export const INVALID_TOTP_MESSAGE = 'Invalid TOTP code entered'
export const STEP_UP_REQUIRED_MESSAGE = 'Two-factor verification is required to continue'
/** A super_admin or admin without a verified factor while the staff second factor is required. */
export const MFA_SETUP_REQUIRED_MESSAGE = 'Set up two-factor authentication to continue'
/** Removing the last factor while the role must have one. */
export const LAST_FACTOR_REQUIRED_MESSAGE =
  'Your role requires two-factor authentication. Add another authenticator before removing this one.'
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is incorrect'

/** Where each role lands after sign-in. */
export function homePathForRole(role: UserRole): '/super-admin' | '/agent-dashboard' | '/' {
  if (role === 'super_admin') return '/super-admin'
  if (role === 'admin' || role === 'agent') return '/agent-dashboard'
  return '/'
}

/** Name of the refresh-token cookie (HttpOnly; Secure; SameSite=Strict; Path=/api/auth). */
export const REFRESH_COOKIE_NAME = '__Secure-rt'
export const REFRESH_COOKIE_PATH = '/api/auth'

/** Staff passwords (every account here is staff): at least 12 characters (NIST SP 800-63B). */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 128

// ---------------------------------------------------------------------------------------
// Field schemas
// ---------------------------------------------------------------------------------------

/** Email: trimmed, at most 254 characters, lower-cased (accounts are unique case-insensitively). */
export const accountEmailSchema = z.pipe(
  z.pipe(
    safeString(254, { trim: true, error: 'Email is required', tooLong: 'Email must be at most 254 characters' }).check(
      z.minLength(1, 'Email is required'),
    ),
    z.email('Enter a valid email address'),
  ),
  z.transform((e: string) => e.toLowerCase()),
)

/** A password being set (new account, change, reset). ASVS 6.2.1 / 6.2.9. */
export const newPasswordSchema = secret(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, {
  type: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
})

/** Why the server refuses a new password that has the length (worker/lib/auth/password-policy.ts). */
export const PASSWORD_REFUSALS = {
  common:
    'This password is too common: it is on a list of common and breached passwords, or is one of them with digits or symbols added. Choose another.',
  predictable: 'This password is too predictable: it repeats or runs through characters in order. Choose another.',
  email: 'The password must not contain the name part of the email address (before the @). Choose another.',
  unchanged: 'The new password must be different from the current one.',
} as const

/** A password being checked (sign-in, current password): never trimmed, bounded. */
export const presentedPasswordSchema = secret(1, 1024, {
  type: 'Password is required',
  required: 'Password is required',
  tooLong: 'Password is too long',
})

export const fullNameSchema = line(1, 200, {
  type: 'Full name is required',
  required: 'Full name is required',
  tooLong: 'Full name must be at most 200 characters',
})

export const idSchema = z.uuid('Not a valid id')

/** Six digits; spaces are tolerated ('123 456'). */
export const totpCodeSchema = z.pipe(
  z.pipe(
    safeString(20, { error: 'Code is required', tooLong: 'Code is too long' }),
    z.transform((s: string) => s.replace(/\s/g, '')),
  ),
  z.string().check(z.regex(/^[0-9]{6}$/, 'Enter the 6-digit code')),
)

// ---------------------------------------------------------------------------------------
// Request bodies and params
// ---------------------------------------------------------------------------------------

/**
 * POST /api/auth/sign-in. A missing or empty email or password answers 400 with
 * MISSING_CREDENTIALS_MESSAGE (the route maps those issues); other problems name the field.
 */
export const signInBodySchema = z.strictObject({
  email: accountEmailSchema,
  password: presentedPasswordSchema,
})
export type SignInBody = z.input<typeof signInBodySchema>

export const signOutBodySchema = z.strictObject({
  scope: z._default(z.enum(SIGN_OUT_SCOPES, 'Scope must be local, global or others'), 'local'),
})
export type SignOutBody = z.input<typeof signOutBodySchema>

export const updateMeBodySchema = z
  .strictObject({
    fullName: z.optional(fullNameSchema),
    currentPassword: z.optional(presentedPasswordSchema),
    newPassword: z.optional(newPasswordSchema),
  })
  .check(
    z.refine((b) => b.newPassword === undefined || b.currentPassword !== undefined, {
      path: ['currentPassword'],
      message: 'Enter your current password to set a new one',
    }),
    z.refine((b) => b.fullName !== undefined || b.newPassword !== undefined, {
      path: ['fullName'],
      message: 'Nothing to update',
    }),
  )
export type UpdateMeBody = z.input<typeof updateMeBodySchema>

export const enrolFactorBodySchema = z.strictObject({
  friendlyName: z.optional(
    line(1, 100, { required: 'Name is required', tooLong: 'Name must be at most 100 characters' }),
  ),
})
export type EnrolFactorBody = z.input<typeof enrolFactorBodySchema>

export const verifyFactorBodySchema = z.strictObject({
  challengeId: idSchema,
  code: totpCodeSchema,
})
export type VerifyFactorBody = z.input<typeof verifyFactorBodySchema>

export const factorParamSchema = z.strictObject({ id: idSchema })
export const userIdParamSchema = z.strictObject({ userId: idSchema })

/** Creating an agent needs a full name, an email and a password. */
export const createAgentBodySchema = z.strictObject({
  fullName: fullNameSchema,
  email: accountEmailSchema,
  password: newPasswordSchema,
})
export type CreateAgentBody = z.input<typeof createAgentBodySchema>

export const setPasswordBodySchema = z.strictObject({ password: newPasswordSchema })
export type SetPasswordBody = z.input<typeof setPasswordBodySchema>

// ---------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------

export type SessionUser = {
  id: string
  email: string
  role: UserRole
  fullName: string | null
  /** Assurance level of this session: aal2 after a verified TOTP code. */
  aal: Aal
}

export type MfaFactorSummary = { id: string; factorType: 'totp'; friendlyName: string | null }

export type MfaFactor = MfaFactorSummary & { status: 'unverified' | 'verified'; createdAt: string }

/** Sign-in, refresh and verify all answer this. */
export type SessionResponse = {
  accessToken: string
  tokenType: 'bearer'
  /** Seconds the access token lives. */
  expiresIn: number
  /** When it expires (Unix seconds). Refresh a little before. */
  expiresAt: number
  user: SessionUser
  mfa: {
    /** The user has a verified factor and this session is still aal1: ask for a code. */
    required: boolean
    /**
     * The role must use a second factor (the staff setting) and the user has none yet: enrol one
     * (POST /api/auth/mfa/factors, then verify it); every other staff route answers 403 until then.
     */
    setupRequired: boolean
    /** Verified factors to challenge. */
    factors: MfaFactorSummary[]
  }
}

export type MeResponse = { user: SessionUser }
export type FactorsResponse = { factors: MfaFactor[] }
export type EnrolFactorResponse = {
  id: string
  factorType: 'totp'
  friendlyName: string | null
  /** base32 secret, for manual entry. */
  secret: string
  /** otpauth:// URI for the QR code. */
  uri: string
}
export type ChallengeResponse = { challengeId: string; expiresAt: string }
export type CreateAgentResponse = { userId: string; agentId: string; profileSlug: string }
