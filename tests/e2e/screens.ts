import { mkdirSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'

/**
 * The one screenshot helper of the e2e specs and `scripts/screenshots.ts`. Screenshots are for
 * people to look at, never compared by tests; they all go to SCREENS as `<name>-<width>.png`.
 */
export const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens'
mkdirSync(SCREENS, { recursive: true })

/** The phone and desktop viewports every screen is looked at in. */
export const SCREEN_SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const

/**
 * Resolves once the page has painted two frames and no finite animation or transition is
 * running (a dialog's entrance, a drawer sliding in, a tooltip fading): what a screenshot shows
 * is then what stays on screen. Endless ones (a spinner) do not count.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  )
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  )
}

export interface SnapOptions {
  /** Only this part of the page. */
  region?: Locator
  /** The whole length of the page (default), or only the viewport. */
  fullPage?: boolean
}

/** One screenshot at the current viewport width, once the page has settled. */
export async function snap(page: Page, name: string, { region, fullPage = true }: SnapOptions = {}): Promise<string> {
  await settled(page)
  const path = `${SCREENS}/${name}-${page.viewportSize()?.width ?? 'default'}.png`
  if (region) await region.screenshot({ path })
  else await page.screenshot({ path, fullPage })
  return path
}

/**
 * The page (or one region) at the phone and the desktop width, `check` run at each before the
 * screenshot; the viewport is left at 1280 × 800.
 */
export async function shoot(
  page: Page,
  name: string,
  region?: Locator,
  { fullPage = true, check }: { fullPage?: boolean; check?: () => Promise<void> } = {},
): Promise<void> {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size)
    if (check) await check()
    await snap(page, name, { region, fullPage })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}
