import { existsSync, mkdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '#tests/e2e/chromium.ts'
import { createFixtureCertificate } from '#tests/support/push-service-fixture.ts'

const port = Number(process.env.E2E_PORT ?? 8797)
const sqldPort = Number(process.env.E2E_SQLD_PORT ?? 8798)

/**
 * TEST SEAM: the certificate of the local push-service fixture (tests/support), which
 * tests/e2e/rate-alerts.spec.ts serves over https and workerd trusts through
 * NODE_EXTRA_CA_CERTS. Made once per port (the spec finds it at the same path); renewed after a
 * day (it is valid for two).
 */
export const e2ePushCertDir = path.resolve(`.tmp/e2e-push-${port}`)
const pushCert = path.join(e2ePushCertDir, 'push-fixture-cert.pem')
if (!existsSync(pushCert) || Date.now() - statSync(pushCert).mtimeMs > 86_400_000) {
  mkdirSync(e2ePushCertDir, { recursive: true })
  createFixtureCertificate(e2ePushCertDir)
}

/** e2e: Debian's Chromium driving the built app served by the worker (scripts/start.ts). */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `node --import tsx scripts/start.ts --no-build --fresh --quiet --no-demo-sources --data-dir .tmp/e2e-${port}${process.env.BUILD_OUT_DIR ? ` --assets-dir ${process.env.BUILD_OUT_DIR}` : ''}`,
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port), SQLD_PORT: String(sqldPort), NODE_EXTRA_CA_CERTS: pushCert },
    reuseExistingServer: false,
    // SIGTERM lets scripts/start.ts stop sqld and workerd (the default SIGKILL would orphan them).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
