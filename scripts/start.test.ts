import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function start(jwtSecret: string) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/start.ts', '--no-build', '--quiet', '--data-dir', '.tmp/start-test'],
    {
      cwd: root,
      env: { ...process.env, JWT_SECRET: jwtSecret, PORT: '1', SQLD_PORT: '1' },
      encoding: 'utf8',
      timeout: 60_000,
    },
  )
}

describe('npm start refuses a weak JWT_SECRET before starting anything', () => {
  it.each([
    ['too short', 'Xq7-tiny', 'JWT_SECRET is too short'],
    ['a placeholder', 'please-changeme-0123456789-abcdefghijklmnopqrstu', 'looks like a placeholder'],
  ])(
    '%s',
    (_name, secret, message) => {
      const run = start(secret)
      expect(run.status).toBe(1)
      expect(run.stderr).toContain(message)
      expect(run.stderr).toContain('openssl rand')
      expect(run.stderr).not.toContain(secret)
      // It stopped before the port checks (ports 1 would have failed with another message).
      expect(run.stderr).not.toMatch(/port/i)
    },
    60_000,
  )
})
