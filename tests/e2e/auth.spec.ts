import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import {
  type DemoRole,
  demoAccount,
  expect,
  freshTotpCode,
  HOME_FOR_ROLE,
  openHeaderSignIn,
  openPhoneMenu,
  removeFactorsWithApi,
  signInAs,
  submitSignIn,
  test,
  testClientIp,
} from './fixtures'

const ROLES: DemoRole[] = ['super_admin', 'admin', 'agent']

test.describe('sign-in page', () => {
  test('shows the logo link home, the welcome texts and labelled fields', async ({ page }) => {
    await page.goto('/auth')
    await expect(page.getByRole('heading', { name: 'Welcome Back', level: 1 })).toBeVisible()
    await expect(page.getByText('Sign in to your account')).toBeVisible()
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email')
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password')
    await page.getByRole('link', { name: /home$/ }).first().click()
    await expect(page).toHaveURL(/\/$/)
  })

  for (const role of ROLES) {
    test(`${role} signs in on /auth and lands on their area`, async ({ page }) => {
      const account = demoAccount(role)
      await page.goto('/auth')
      await submitSignIn(page, account.email, account.password)
      await expect(page.getByText('Login successful!')).toBeVisible()
      await expect(page).toHaveURL(HOME_FOR_ROLE[role])
    })
  }

  test("the button reads 'Loading…' while signing in", async ({ page }) => {
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    await page.route('**/api/auth/sign-in', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/auth')
    const account = demoAccount('agent')
    await submitSignIn(page, account.email, account.password)
    const busy = page.getByRole('button', { name: 'Loading…' })
    await expect(busy).toBeVisible()
    await expect(busy).toBeDisabled()
    release()
    await expect(page).toHaveURL(HOME_FOR_ROLE.agent)
  })

  test('a wrong password shows the spec message and stays on /auth', async ({ page }) => {
    await page.goto('/auth')
    await submitSignIn(page, demoAccount('agent').email, 'not-the-password')
    await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible()
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled()
  })

  test('an empty form names what is missing without a request', async ({ page }) => {
    let posted = false
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/sign-in')) posted = true
    })
    await page.goto('/auth')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page.getByText('You must provide either an email or phone number and a password')).toBeVisible()
    expect(posted).toBe(false)
  })

  test('another server failure shows its message', async ({ page }) => {
    await page.route('**/api/auth/sign-in', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'rate_limited', message: 'Too many attempts. Please wait a moment and try again.' },
        }),
      }),
    )
    await page.goto('/auth')
    await submitSignIn(page, 'someone@example.com', 'whatever1')
    await expect(page.getByText('Too many attempts. Please wait a moment and try again.')).toBeVisible()
  })

  test('a response without a user or with an unknown role shows the role-lookup messages', async ({ page }) => {
    let mode: 'no-user' | 'bad-role' = 'no-user'
    await page.route('**/api/auth/sign-in', (route) => {
      const base = { accessToken: 'x.y.z', expiresIn: 600, mfa: { required: false, factors: [] } }
      const body =
        mode === 'no-user'
          ? base
          : { ...base, user: { id: 'u', email: 'a@b.c', role: 'owner', fullName: null, aal: 'aal1' } }
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })
    })
    await page.goto('/auth')
    await submitSignIn(page, 'a@b.c', 'whatever1')
    await expect(page.getByText('Error loading user profile')).toBeVisible()
    mode = 'bad-role'
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page.getByText('Error checking user role')).toBeVisible()
    await expect(page).toHaveURL(/\/auth$/)
  })
})

test.describe('header dialog', () => {
  for (const role of ROLES) {
    test(`${role} signs in from the 'Welcome Back' dialog`, async ({ page }) => {
      await page.goto('/rates')
      const dialog = await openHeaderSignIn(page)
      await expect(dialog.getByText('Sign in to your account')).toBeVisible()
      const account = demoAccount(role)
      await submitSignIn(dialog, account.email, account.password)
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(HOME_FOR_ROLE[role])
    })
  }

  test('a wrong password keeps the dialog open with the message', async ({ page }) => {
    await page.goto('/')
    const dialog = await openHeaderSignIn(page)
    await submitSignIn(dialog, demoAccount('admin').email, 'wrong-password')
    await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible()
    await expect(dialog).toBeVisible()
  })

  test("on a phone, the drawer's 'Agent Login' opens the dialog", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const menu = await openPhoneMenu(page)
    await menu.getByRole('button', { name: 'Agent Login' }).click()
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' })
    await expect(dialog).toBeVisible()
    const account = demoAccount('agent')
    await submitSignIn(dialog, account.email, account.password)
    await expect(page).toHaveURL(HOME_FOR_ROLE.agent)
  })

  test('once signed in the header links to the area instead', async ({ page }) => {
    await signInAs(page, 'agent')
    await page.goto('/rates')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible()
  })
})

test.describe('guards', () => {
  test('an anonymous visit to /super-admin goes to /auth and back after signing in', async ({ page }) => {
    await page.goto('/super-admin/leads')
    await expect(page).toHaveURL(/\/auth\?redirect=/)
    const account = demoAccount('super_admin')
    await submitSignIn(page, account.email, account.password)
    await expect(page).toHaveURL(/\/super-admin\/leads$/)
  })

  test('an anonymous visit to /agent-dashboard goes to /auth', async ({ page }) => {
    await page.goto('/agent-dashboard')
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fagent-dashboard/)
  })

  test("an agent visiting /super-admin goes home with 'Access denied'", async ({ page }) => {
    await signInAs(page, 'agent')
    await page.goto('/super-admin')
    await expect(page.getByText('Access denied')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })

  test("a super admin visiting /agent-dashboard goes home with 'Access denied'", async ({ page }) => {
    await signInAs(page, 'super_admin')
    await page.goto('/agent-dashboard/profile')
    await expect(page.getByText('Access denied')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })

  test('an admin may use the agent dashboard', async ({ page }) => {
    await signInAs(page, 'admin')
    await expect(page.getByRole('heading', { name: 'Agent Dashboard', level: 1 })).toBeVisible()
  })
})

test.describe('session', () => {
  test('a reload keeps the session (silent refresh)', async ({ page }) => {
    await signInAs(page, 'agent')
    await page.goto('/agent-dashboard/blog')
    await page.reload()
    await expect(page).toHaveURL(/\/agent-dashboard\/blog$/)
    await expect(page.getByRole('heading', { name: 'Blog', level: 2 })).toBeVisible()
  })

  test('the access token is never stored: not in localStorage, sessionStorage, IndexedDB or readable cookies', async ({
    page,
  }) => {
    const account = demoAccount('super_admin')
    await page.goto('/auth')
    const signInResponse = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in') && r.status() === 200)
    await submitSignIn(page, account.email, account.password)
    const { accessToken } = (await (await signInResponse).json()) as { accessToken: string }
    expect(accessToken.length).toBeGreaterThan(20)
    await expect(page).toHaveURL(HOME_FOR_ROLE.super_admin)
    // Let the app settle (queries, outbox registration) before looking.
    await page.getByRole('navigation', { name: 'Admin Menu' }).waitFor()
    const stored = await page.evaluate(async () => {
      const values: string[] = [document.cookie]
      for (const store of [localStorage, sessionStorage]) {
        for (let i = 0; i < store.length; i++) {
          const key = store.key(i)!
          values.push(key, store.getItem(key) ?? '')
        }
      }
      const dbs = await indexedDB.databases()
      for (const info of dbs) {
        if (!info.name) continue
        const db = await new Promise<IDBDatabase>((res, rej) => {
          const req = indexedDB.open(info.name!)
          req.onsuccess = () => res(req.result)
          req.onerror = () => rej(req.error)
        })
        for (const name of Array.from(db.objectStoreNames)) {
          const all = await new Promise<unknown[]>((res, rej) => {
            const req = db.transaction(name, 'readonly').objectStore(name).getAll()
            req.onsuccess = () => res(req.result)
            req.onerror = () => rej(req.error)
          })
          values.push(JSON.stringify(all))
        }
        db.close()
      }
      return { values, local: localStorage.length, session: sessionStorage.length }
    })
    const joined = stored.values.join('\n')
    expect(joined).not.toContain(accessToken)
    expect(joined).not.toMatch(/eyJ[\w-]+\.eyJ/) // no JWT of any kind
    expect(joined).not.toMatch(/__Secure-rt/) // the refresh cookie is HttpOnly
    expect(stored.session).toBe(0)
  })

  test('a second tab sees the sign-out', async ({ page, context }) => {
    await signInAs(page, 'agent')
    const second = await context.newPage()
    await second.goto('/agent-dashboard/seo')
    await expect(second.getByRole('heading', { name: 'SEO', level: 2 })).toBeVisible()
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(second).toHaveURL(/\/auth\?redirect=/)
  })

  test('a second tab follows a sign-in', async ({ page, context }) => {
    await page.goto('/rates')
    const second = await context.newPage()
    await second.goto('/rates')
    await expect(second.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
    await signInAs(page, 'agent')
    await expect(second.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible()
  })

  test('Logout returns home and the dashboard is no longer reachable', async ({ page }) => {
    await signInAs(page, 'admin')
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
    await page.goto('/agent-dashboard')
    await expect(page).toHaveURL(/\/auth\?redirect=/)
    // the refresh cookie is gone too: a reload does not bring the session back
    const refresh = await page.request.post('/api/auth/refresh')
    expect(refresh.status()).toBe(401)
  })
})

test.describe('two-factor for staff', () => {
  test('a super admin enrols TOTP, must pass the second step, then removes it', async ({ page, request }) => {
    test.setTimeout(150_000)
    const usedSteps = new Set<number>()
    let secret = ''
    let removed = false
    try {
      await signInAs(page, 'super_admin')
      await page.getByRole('button', { name: 'Security' }).click()
      const dialog = page.getByRole('dialog', { name: 'Security' })
      await expect(dialog.getByText(/Off\. Add an authenticator app/)).toBeVisible()
      await dialog.getByLabel('Name for this authenticator (optional)').fill('Test phone')
      await dialog.getByRole('button', { name: 'Add authenticator app' }).click()
      secret = (await dialog.getByTestId('totp-secret').textContent())!.trim()
      await expect(dialog.getByRole('link', { name: /^otpauth:\/\/totp\// })).toBeVisible()
      const codeInput = dialog.getByLabel('Code from the app')
      await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code')
      await codeInput.fill(await freshTotpCode(secret, usedSteps))
      await dialog.getByRole('button', { name: 'Verify' }).click()
      await expect(page.getByText('Two-step verification is on')).toBeVisible()
      await expect(dialog.getByText('Test phone')).toBeVisible()
      await dialog.getByRole('button', { name: 'Close' }).click()

      // Sign out, sign in again: the code step comes before the panel.
      await page.getByRole('button', { name: 'Logout' }).click()
      await expect(page).toHaveURL(/\/$/)
      const account = demoAccount('super_admin')
      await page.goto('/auth')
      await submitSignIn(page, account.email, account.password)
      const code = page.getByLabel('Verification code')
      await expect(code).toBeVisible()
      await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
      await expect(code).toHaveAttribute('inputmode', 'numeric')
      await expect(page).toHaveURL(/\/auth$/)
      // Still aal1: the guard sends the panel back to the code step, even after a reload.
      await page.goto('/super-admin/leads')
      await expect(page).toHaveURL(/\/auth\?redirect=/)
      await expect(page.getByLabel('Verification code')).toBeVisible()
      await page.getByLabel('Verification code').fill('000000')
      await page.getByRole('button', { name: 'Verify' }).click()
      await expect(page.getByText('Invalid TOTP code entered')).toBeVisible()
      await page.getByLabel('Verification code').fill(await freshTotpCode(secret, usedSteps))
      await page.getByRole('button', { name: 'Verify' }).click()
      await expect(page).toHaveURL(/\/super-admin\/leads$/)

      // Remove the factor so other tests sign in with a password only.
      page.on('dialog', (d) => void d.accept())
      await page.getByRole('button', { name: 'Security' }).click()
      const dialog2 = page.getByRole('dialog', { name: 'Security' })
      await dialog2.getByRole('button', { name: 'Remove' }).click()
      await expect(page.getByText('Authenticator removed')).toBeVisible()
      await expect(dialog2.getByText(/Off\. Add an authenticator app/)).toBeVisible()
      removed = true
    } finally {
      if (secret && !removed) await removeFactorsWithApi(request, 'super_admin', secret, usedSteps)
    }
  })
})

test.describe('agent accounts (admin Agents tab)', () => {
  test('create an agent, refuse a duplicate, reset the password, deactivate and reactivate', async ({
    page,
    browser,
  }) => {
    page.on('dialog', (d) => void d.accept())
    await signInAs(page, 'super_admin')
    await expect(page.getByRole('heading', { name: 'Agents', level: 2 })).toBeVisible()
    const list = page.getByRole('list', { name: 'Agents' })
    await expect(list.getByRole('listitem').first()).toBeVisible()

    const email = `new.agent.${Date.now()}@example.com`
    await page.getByRole('button', { name: 'Create agent' }).click()
    const create = page.getByRole('dialog', { name: 'Create agent' })
    await create.getByLabel('Full name').fill('Nadia Brooks')
    await create.getByLabel('Email').fill(email)
    await create.getByLabel('Password').fill('Strong-Pass-2026')
    await create.getByRole('button', { name: 'Create agent' }).click()
    await expect(page.getByText('Agent created successfully!')).toBeVisible()
    const card = list.getByRole('listitem').filter({ hasText: email })
    await expect(card).toBeVisible()
    const pageLink = card.getByRole('link', { name: /Nadia Brooks/ })
    await expect(pageLink).toHaveAttribute('target', '_blank')
    await expect(pageLink).toHaveAttribute('href', /^\/agents\/[0-9a-f-]{36}$/)

    // Same email again: the server's clear message, nothing new in the list. (Wait for the first
    // dialog to finish closing, or its submit button and the trigger share the name.)
    await expect(create).toBeHidden()
    await page.getByRole('button', { name: 'Create agent' }).click()
    await create.getByLabel('Full name').fill('Nadia Again')
    await create.getByLabel('Email').fill(email)
    await create.getByLabel('Password').fill('Strong-Pass-2026')
    await create.getByRole('button', { name: 'Create agent' }).click()
    await expect(page.getByText('An account with this email already exists').first()).toBeVisible()
    await create.getByRole('button', { name: 'Cancel' }).click()
    await expect(list.getByRole('listitem').filter({ hasText: email })).toHaveCount(1)

    // The new agent can sign in.
    const other = await browser.newPage({ extraHTTPHeaders: { [TEST_CLIENT_IP_HEADER]: testClientIp() } })
    await other.goto('/auth')
    await submitSignIn(other, email, 'Strong-Pass-2026')
    await expect(other).toHaveURL(HOME_FOR_ROLE.agent)

    // Reset the password.
    await card.getByRole('button', { name: 'Reset password' }).click()
    const reset = page.getByRole('dialog', { name: 'Reset password' })
    await reset.getByLabel('New password').fill('Another-Pass-2026')
    await reset.getByRole('button', { name: 'Reset password' }).click()
    await expect(page.getByText('Password reset', { exact: true })).toBeVisible()

    // Deactivate: inactive badge, sign-in refused.
    await card.getByRole('button', { name: 'Deactivate' }).click()
    await expect(card.getByText('Inactive')).toBeVisible()
    await other.context().clearCookies()
    await other.goto('/auth')
    await submitSignIn(other, email, 'Another-Pass-2026')
    await expect(other.getByText(/deactivated/)).toBeVisible()

    await card.getByRole('button', { name: 'Activate' }).click()
    await expect(card.getByText('Active', { exact: true })).toBeVisible()
    await other.close()
  })

  test("a failed load says 'Failed to fetch agents'", async ({ page }) => {
    await signInAs(page, 'super_admin')
    await page.route('**/api/admin/users/agents', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal","message":"boom"}}',
      }),
    )
    await page.goto('/super-admin/agents')
    await expect(page.getByText('Failed to fetch agents')).toBeVisible()
  })
})
