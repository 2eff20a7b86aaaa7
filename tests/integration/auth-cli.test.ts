/** `npm run user:create` bootstraps an account on a database; the worker then signs it in. */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { deleteTestAccounts, signInWith } from './auth-helpers'

afterAll(deleteTestAccounts)

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * Runs the CLI; USER_PASSWORD only when given (absent = generate one). Asynchronous on purpose:
 * spawnSync would block the event loop, and fetch would then reuse a keep-alive socket the
 * worker closed meanwhile ("other side closed").
 */
function userCreate(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number; stdout: string; stderr: string }> {
  const base = { ...process.env } as Record<string, string>
  delete base.USER_PASSWORD
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/user-create.ts', ...args],
      { cwd: root, env: { ...base, DATABASE_URL: inject('dbUrl'), ...env }, encoding: 'utf8', timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ status: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout, stderr }),
    )
  })
}

describe('npm run user:create', () => {
  it('creates a super admin with a generated password shown once, who can then sign in', async () => {
    const email = `Boss-${crypto.randomUUID().slice(0, 8)}@It.Brokerage.Test`
    const run = await userCreate(['--email', email, '--role', 'super_admin', '--name', 'The Boss'])
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toContain(`Created super_admin ${email.toLowerCase()}`)
    const password = /Password \(shown once\): (\S+)/.exec(run.stdout)?.[1]
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/)
    const session = await signInWith(email, password!)
    expect(session.session.user).toMatchObject({
      email: email.toLowerCase(),
      role: 'super_admin',
      fullName: 'The Boss',
    })

    const again = await userCreate(['--email', email.toLowerCase(), '--role', 'agent'], {
      USER_PASSWORD: 'Another-pass-2026',
    })
    expect(again.status).toBe(1)
    expect(again.stderr).toContain('An account with this email already exists')
  }, 60_000)

  it('takes USER_PASSWORD, and refuses a bad role, a bad email or a short password', async () => {
    const email = `agent-${crypto.randomUUID().slice(0, 8)}@it.brokerage.test`
    const ok = await userCreate(['--email', email, '--role', 'agent'], { USER_PASSWORD: 'Chosen-pass-2026' })
    expect(ok.status, ok.stderr).toBe(0)
    expect(ok.stdout).not.toContain('Password (shown once)')
    await signInWith(email, 'Chosen-pass-2026')

    expect(
      (await userCreate(['--email', 'x@y.test', '--role', 'king'], { USER_PASSWORD: 'Chosen-pass-2026' })).status,
    ).toBe(2)
    expect(
      (await userCreate(['--email', 'not-an-email', '--role', 'agent'], { USER_PASSWORD: 'Chosen-pass-2026' })).status,
    ).toBe(2)
    const short = await userCreate(['--email', 'short@y.test', '--role', 'agent'], { USER_PASSWORD: 'short' })
    expect(short.status).toBe(2)
    expect(short.stderr).toContain('at least 12 characters')
    const common = await userCreate(['--email', 'common@y.test', '--role', 'agent'], { USER_PASSWORD: 'Password2024!' })
    expect(common.status).toBe(1)
    expect(common.stderr).toContain('too common')
  }, 60_000)
})
