import { mkdirSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'

/** Where e2e screenshots go (looked at by people, never compared by tests). */
export const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens'
mkdirSync(SCREENS, { recursive: true })

/**
 * Screenshots of the page (full length) or of one region at phone (390 px) and desktop
 * (1280 px) widths, as `<name>-<width>.png`; the viewport is left at 1280 × 800.
 */
export async function shoot(page: Page, name: string, region?: Locator) {
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h })
    await page.waitForTimeout(150)
    if (region) await region.screenshot({ path: `${SCREENS}/${name}-${w}.png` })
    else await page.screenshot({ path: `${SCREENS}/${name}-${w}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}
