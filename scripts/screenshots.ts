/**
 * Screenshots for looking at what we build:
 *   node --import tsx scripts/screenshots.ts [baseUrl] [/path ...]
 * Saves full-page PNGs at 390×844 (phone) and 1280×800 (desktop) into test-results/screens/
 * (SCREENS_DIR), through the e2e specs' screenshot helper.
 */
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '#tests/e2e/chromium.ts'
import { SCREEN_SIZES, snap } from '#tests/e2e/screens.ts'

const [base = 'http://127.0.0.1:8787', ...paths] = process.argv.slice(2)
const targets = paths.length ? paths : ['/']

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  for (const viewport of SCREEN_SIZES) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 })
    const page = await context.newPage()
    for (const p of targets) {
      await page.goto(new URL(p, base).href, { waitUntil: 'networkidle' })
      console.log(await snap(page, p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'))
    }
    await context.close()
  }
} finally {
  await browser.close()
}
