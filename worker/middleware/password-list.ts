import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '#worker/env.ts'
import { commonPasswordsSource, setCommonPasswordsSource } from '#worker/lib/auth/common-passwords-source.ts'

/** The shipped list's address among the static assets (scripts/common-passwords.ts writes it). */
export const COMMON_PASSWORDS_ASSET = '/common-passwords.txt'

/**
 * Points the password check at the static assets' copy of the common-passwords list (read on the
 * first password set in this isolate, not on every request). Without an assets binding nothing is
 * set, and setting a password answers 503 rather than skipping the check.
 */
export const commonPasswordsFromAssets: MiddlewareHandler<AppEnv> = async (c, next) => {
  const assets = c.env.ASSETS
  // Once per isolate: every later request finds the source set.
  if (assets && !commonPasswordsSource()) {
    const url = new URL(COMMON_PASSWORDS_ASSET, c.req.url).href
    setCommonPasswordsSource(async () => {
      const res = await assets.fetch(url)
      if (!res.ok) throw new Error(`${COMMON_PASSWORDS_ASSET}: ${res.status}`)
      return res.text()
    })
  }
  await next()
}
