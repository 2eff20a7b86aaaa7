/**
 * Screenshots for looking at what we build:
 *   node --import tsx scripts/screenshots.ts [baseUrl] [/path ...]
 * Saves full-page PNGs at 390×844 (phone) and 1280×800 (desktop) into test-results/screens/.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '#tests/e2e/chromium.ts'
import { root } from './lib/worker'

const [base = 'http://127.0.0.1:8787', ...paths] = process.argv.slice(2)
const targets = paths.length ? paths : ['/']
const out = path.join(root, 'test-results', 'screens')
mkdirSync(out, { recursive: true })

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  for (const [label, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1280', { width: 1280, height: 800 }],
  ] as const) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 })
    const page = await context.newPage()
    for (const p of targets) {
      await page.goto(new URL(p, base).href, { waitUntil: 'networkidle' })
      await page.waitForTimeout(300)
      const file = path.join(out, `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${label}.png`)
      await page.screenshot({ path: file, fullPage: true })
      console.log(file)
    }
    await context.close()
  }
} finally {
  await browser.close()
}
