/**
 * Generates the PWA's PNG assets into app/public/icons/ (committed; run again only when the
 * brand mark or the pages change):
 *
 *   node --import tsx scripts/generate-pwa-assets.ts              icons only
 *   node --import tsx scripts/generate-pwa-assets.ts --screenshots icons + manifest screenshots
 *   … --screenshots --base-url http://127.0.0.1:8787              shoot an already running app
 *
 * No image library: the SVG mark is rendered by Debian's Chromium through Playwright (the same
 * browser the e2e tests drive). Screenshots are real pages of the built app: without
 * --base-url the script starts its own throwaway stack (sqld + migrations + demo seed +
 * worker in workerd serving dist/ — run `npx vite build` first).
 */

import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Browser, chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '#tests/e2e/chromium.ts'
import { migrateDb } from './lib/db'
import { freePort, stopAll } from './lib/processes'
import { seedIfEmpty } from './lib/seed'
import { startSqld } from './lib/sqld'
import { root, startWorker } from './lib/worker'

const OUT = path.join(root, 'app/public/icons')
const NAVY = '#0b2545'
const TEAL = '#3fb0a3'

/**
 * The brand mark (the favicon's house) on a navy tile. `safe` is the share of the canvas the
 * mark may use: maskable icons keep it inside the central 80 % circle (W3C "safe zone"), so
 * the house uses about half of the side.
 */
function markSvg(size: number, opts: { rounded: boolean; markScale: number }): string {
  const radius = opts.rounded ? size * 0.22 : 0
  const m = size * opts.markScale
  const x0 = (size - m) / 2
  const y0 = (size - m) / 2
  // The favicon's house (viewBox 64; with the underline its box is x 14–50, y 18–54),
  // fitted into an m×m box.
  const s = m / 36
  const tx = x0 - 14 * s
  const ty = y0 - 18 * s
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${NAVY}"/>
  <g transform="translate(${tx} ${ty}) scale(${s})">
    <path d="M14 34 32 18l18 16v14a2 2 0 0 1-2 2H16a2 2 0 0 1-2-2z" fill="#fff"/>
    <rect x="27" y="36" width="10" height="14" rx="1" fill="${NAVY}"/>
    <rect x="14" y="51.5" width="36" height="2.5" rx="1.25" fill="${TEAL}"/>
  </g>
</svg>`
}

const ICONS: { file: string; size: number; rounded: boolean; markScale: number }[] = [
  // purpose "any": a rounded tile on transparency, the mark large.
  { file: 'icon-192.png', size: 192, rounded: true, markScale: 0.66 },
  { file: 'icon-512.png', size: 512, rounded: true, markScale: 0.66 },
  // purpose "maskable": full bleed, the mark inside the safe zone.
  { file: 'icon-maskable-192.png', size: 192, rounded: false, markScale: 0.5 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, markScale: 0.5 },
  // iOS rounds the corners itself and shows transparency as black: full bleed, opaque.
  { file: 'apple-touch-icon.png', size: 180, rounded: false, markScale: 0.6 },
  { file: 'favicon-32.png', size: 32, rounded: true, markScale: 0.7 },
]

async function renderIcons(browser: Browser) {
  const page = await browser.newPage({ deviceScaleFactor: 1 })
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size })
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${markSvg(icon.size, icon)}</body></html>`,
    )
    await page.locator('svg').screenshot({ path: path.join(OUT, icon.file), omitBackground: true })
    console.log(`  icons/${icon.file}`)
  }
  await page.close()
}

/** Real pages of the running app, sized as the manifest declares them. */
async function renderScreenshots(browser: Browser, baseUrl: string) {
  mkdirSync(path.join(OUT, 'screenshots'), { recursive: true })
  const shots = [
    // 360×640 CSS px at 3× = 1080×1920 (narrow); 1280×720 at 1.5× = 1920×1080 (wide).
    { file: 'screenshots/narrow-calculator.png', path: '/mortgage-calculator', width: 360, height: 640, scale: 3 },
    { file: 'screenshots/narrow-rates.png', path: '/rates', width: 360, height: 640, scale: 3 },
    { file: 'screenshots/wide-home.png', path: '/', width: 1280, height: 720, scale: 1.5 },
  ]
  for (const shot of shots) {
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: shot.scale,
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    await page.goto(new URL(shot.path, baseUrl).href, { waitUntil: 'networkidle' })
    await page.screenshot({ path: path.join(OUT, shot.file) })
    console.log(`  icons/${shot.file}`)
    await context.close()
  }
}

async function startStack(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!existsSync(path.join(root, 'dist/index.html'))) throw new Error('dist/ is missing: run `npx vite build` first')
  const dir = mkdtempSync(path.join(tmpdir(), 'brokerage-assets-'))
  const sqld = await startSqld({ dataDir: path.join(dir, 'sqld'), port: await freePort() })
  await migrateDb(sqld.url)
  await seedIfEmpty(sqld.url)
  const worker = await startWorker({
    port: await freePort(),
    persistTo: path.join(dir, 'wrangler'),
    vars: { DATABASE_URL: sqld.url, JWT_SECRET: randomBytes(48).toString('base64url'), ENVIRONMENT: 'development' },
  })
  return {
    url: worker.url,
    stop: async () => {
      await worker.stop()
      await sqld.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function main() {
  const argv = process.argv.slice(2)
  const wantScreens = argv.includes('--screenshots')
  const baseIndex = argv.indexOf('--base-url')
  const baseUrl = baseIndex >= 0 ? argv[baseIndex + 1] : undefined

  mkdirSync(OUT, { recursive: true })
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  let stack: Awaited<ReturnType<typeof startStack>> | undefined
  try {
    await renderIcons(browser)
    if (wantScreens) {
      stack = baseUrl ? undefined : await startStack()
      await renderScreenshots(browser, baseUrl ?? stack!.url)
    }
  } finally {
    await browser.close()
    await stack?.stop()
  }
}

main().catch((error) => {
  stopAll()
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
