import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa'
import { chatIndexPlugin } from '#scripts/lib/chat-index-plugin.ts'
import { inlineFaviconPlugin } from '#scripts/lib/inline-favicon-plugin.ts'
import { prerenderPlugin } from '#scripts/lib/prerender-plugin.ts'
import { BRAND } from '#shared/config/brand.ts'

const appDir = path.resolve(import.meta.dirname, 'app')
// npm test builds into its own folder (BUILD_OUT_DIR) so parallel runs never clobber dist/.
const outDir = process.env.BUILD_OUT_DIR
  ? path.resolve(process.env.BUILD_OUT_DIR)
  : path.resolve(import.meta.dirname, 'dist')

// ---- PWA (docs/decisions/013-pwa-and-caching.md) --------------------------------------

/** theme_color is the brand navy (app/theme/tokens.ts navy.900); background the page canvas (gray.50). */
const pwaManifest: Partial<ManifestOptions> = {
  id: '/',
  name: BRAND.name,
  short_name: BRAND.shortName,
  description: `${BRAND.tagline}: today's mortgage rates, payment and affordability calculators, and licensed Ontario mortgage agents, even offline.`,
  lang: 'en-CA',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#0b2545',
  background_color: '#f5f7fa',
  categories: ['finance', 'business'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    {
      src: '/icons/screenshots/narrow-calculator.png',
      sizes: '1080x1920',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Mortgage payment calculator',
    },
    {
      src: '/icons/screenshots/narrow-rates.png',
      sizes: '1080x1920',
      type: 'image/png',
      form_factor: 'narrow',
      label: "Today's mortgage rates",
    },
    {
      src: '/icons/screenshots/wide-home.png',
      sizes: '1920x1080',
      type: 'image/png',
      form_factor: 'wide',
      label: "Home on a desktop: today's rates and calculators",
    },
  ],
  shortcuts: [
    {
      name: 'Mortgage payment calculator',
      short_name: 'Payment',
      url: '/mortgage-calculator',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'How much can I afford?',
      short_name: 'Afford',
      url: '/affordability-calculator',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: "Today's mortgage rates",
      short_name: 'Rates',
      url: '/rates',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
}

/** Route chunks of the signed-in areas (Vite manifest keys of TanStack's split route files). */
const STAFF_ROUTE = /^routes\/(super-admin|agent-dashboard|admin)\b/
type ViteManifest = Record<
  string,
  {
    file: string
    css?: string[]
    imports?: string[]
    dynamicImports?: string[]
    isEntry?: boolean
    isDynamicEntry?: boolean
  }
>

/**
 * Precache manifest transform: drops every file only the staff areas need — the closure
 * (static and dynamic imports, CSS) of their route chunks minus the closure of the entry
 * (which reaches every public route). Reads the Vite manifest written by this build; without it, falls back
 * to the route chunks' file names.
 */
function withoutStaffChunks<T extends { url: string }>(entries: T[]) {
  const manifestPath = path.join(outDir, '.vite/manifest.json')
  const byName = (url: string) => /(^|\/)(super-admin|agent-dashboard|admin\.)[^/]*\.js$/.test(url)
  if (!existsSync(manifestPath)) {
    return {
      manifest: entries.filter((e) => !byName(e.url)),
      warnings: ['PWA: no Vite manifest; staff chunks excluded by file name only'],
    }
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest
  // `skipStaff`: the public closure must not walk into staff routes through the route tree's
  // dynamic imports (the entry lazily imports every route).
  const closure = (keys: string[], skipStaff: boolean) => {
    const files = new Set<string>()
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key) || (skipStaff && STAFF_ROUTE.test(key))) return
      seen.add(key)
      const chunk = manifest[key]
      if (!chunk) return
      files.add(chunk.file)
      for (const css of chunk.css ?? []) files.add(css)
      for (const dep of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(dep)
    }
    keys.forEach(visit)
    return files
  }
  const keys = Object.keys(manifest)
  const staff = closure(
    keys.filter((k) => STAFF_ROUTE.test(k)),
    false,
  )
  // Everything public is reachable from the entry (the route tree imports every route lazily).
  const everythingElse = closure(
    keys.filter((k) => manifest[k]!.isEntry),
    true,
  )
  const staffOnly = new Set([...staff].filter((f) => !everythingElse.has(f)))
  return { manifest: entries.filter((e) => !staffOnly.has(e.url) && !byName(e.url)) }
}

const nm = (pkgs: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${pkgs})[\\\\/]`)
const ARK = nm('@ark-ui|@zag-js|@internationalized|@floating-ui|proxy-compare')
const UI_KIT =
  /[\\/]app[\\/](components[\\/](ui[\\/]|layout[\\/](page|header-menus)\.tsx$)|features[\\/](quote[\\/]quote-dialog-button|home[\\/](static-page|contact-cta))\.tsx$)/

/**
 * A few stable chunks instead of one per set of importers (rolldown's default made ~200, and a
 * first visit to / fetched 70 files): docs/decisions/087-chunk-groups-and-paint-first.md.
 */
const CHUNK_GROUPS = [
  // Everything the entry needs from node_modules (React, the router, Query): one file.
  { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial' as const], priority: 40 },
  // The rest of what the entry needs (the layout, Panda's runtime, the header's icons): kept out
  // of the lazy groups below, which would otherwise take it along as their dependencies.
  {
    name: 'app-core',
    test: (id: string) => !/[\\/]node_modules[\\/]/.test(id),
    tags: ['$initial' as const],
    priority: 35,
  },
  // The UI kit (app/components/ui) and Ark UI under it (every dialog, drawer, tabs, menu): one
  // shared lazy file for all routes. Every chunk that loads the kit loads Ark and nothing loads
  // Ark without the kit, so two files were one request more on every page for no byte saved
  // (decision 090, "Requests"). With the page layout (`Page`, 1 KB) and the header's desktop
  // menus (1.5 KB), which every public page loads with the kit; the quote button (1.6 KB, on /
  // and the calculators) and the static pages' frame and call to action, for the same reason.
  // The price: a change to the kit makes a returning visitor download Ark again (67 KB gzip
  // together), where Ark alone rarely changes.
  {
    name: 'ui-kit',
    test: (id: string) => ARK.test(id) || UI_KIT.test(id),
    priority: 30,
  },
  { name: 'dexie', test: nm('dexie'), priority: 30 },
  // Query's hooks and the few helpers every page uses (the page title, dates, the rate terms and
  // their formatting, the Dexie-free offline guard and device-database loader): one small file
  // instead of eight (each was its own 0.3–4 KB request on a first visit to a public page).
  // Ahead of 'data-kit' (higher priority): rolldown takes a group's dependencies into it, and
  // the calculators and the content pages need Query without the API client.
  {
    name: 'query-kit',
    test: (id: string) =>
      nm('@tanstack[\\\\/](react-query|query-core)').test(id) ||
      /[\\/]app[\\/](lib[\\/](hydration-safe-query|use-document-title)|offline[\\/]with-db|data[\\/]device-db)\.ts$/.test(
        id,
      ) ||
      /[\\/]shared[\\/](long-date|constants[\\/]rates)\.ts$/.test(id),
    priority: 30,
  },
  // What a page that reads rates, public content or sends a form needs before it is interactive,
  // in one file instead of a chain of small requests (/, /rates, /contact): the rates and public
  // content queries (each under 1 KB) and the API client (Hono's). The signed-in areas share it.
  {
    name: 'data-kit',
    test: (id: string) =>
      nm('hono').test(id) ||
      /[\\/]app[\\/](data[\\/](rates|content|agents|public-content)|lib[\\/]api-client)\.ts$/.test(id),
    priority: 25,
  },
  // zod and the contracts most forms check (rates, text): one file, kept off the first load of
  // / and /rates (building zod's schemas was a long task there; decision 090). The forms, the
  // saved-rates check and the signed-in areas load it.
  {
    name: 'zod-kit',
    test: (id: string) => nm('zod').test(id) || /[\\/]shared[\\/]schemas[\\/](rates|text|zod-config)\.ts$/.test(id),
    priority: 24,
  },
  // The calculators' shared code (the finance rules and the form, scenario and prefill helpers):
  // one file for the three calculator pages instead of three (decision 090, "Requests").
  {
    name: 'calc-kit',
    test: /[\\/](shared[\\/]finance[\\/]|app[\\/]features[\\/]calculators[\\/](stored-values|fields|persistence|scenarios-panel|styles|use-persistent-form|search-prefill)\.tsx?$)/,
    priority: 15,
  },
  // The lead forms' shared code (the form rows, the lead-form hook, the contact checks, phone and
  // postal code): one file for the contact, become-a-broker, newsletter and application pages.
  {
    name: 'form-kit',
    test: /[\\/](app[\\/](components[\\/]form[\\/](form-rows\.tsx|use-lead-form\.ts)|lib[\\/](place-field-errors|contact-checks)\.ts)|shared[\\/](phone|postal-code)\.ts)$/,
    priority: 15,
  },
]

/** A lazy chunk of the signed-in areas (the route files' chunks keep their names). */
export function isStaffChunk(filename: string) {
  return /(^|\/)(super-admin|agent-dashboard)[.-]/.test(filename)
}

export default defineConfig({
  root: appDir,
  publicDir: path.join(appDir, 'public'),
  envDir: import.meta.dirname,
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    // The entry carries, for every lazy chunk, the list of files to preload with it: each
    // staff tab added ~100 bytes gzip to every first visit. Staff chunks (signed-in areas, not
    // precached) load their imports as the browser finds them instead (decision 062).
    modulePreload: { resolveDependencies: (filename, deps) => (isStaffChunk(filename) ? [] : deps) },
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: {
    proxy: { '/api': { target: process.env.API_ORIGIN ?? 'http://127.0.0.1:8788', changeOrigin: false } },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: path.join(appDir, 'routes'),
      generatedRouteTree: path.join(appDir, 'route-tree.gen.ts'),
      autoCodeSplitting: true,
      // Loaders are split out of the route tree with their component, in one lazy chunk: they
      // pull in data modules (Dexie, zod schemas, admin queries) that must stay out of the initial
      // bundle (PERFORMANCE.md: initial JS ≤ 120 KB gzip), and a chunk of their own was one more
      // request before a page with a loader was interactive (decision 090, "Requests").
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
      },
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    // The chat engine's search index, built here and inlined into its lazy chunk (issue 12).
    chatIndexPlugin(),
    // The favicon drawn into each page's <link rel="icon"> (one request fewer on a first visit).
    inlineFaviconPlugin({ file: path.join(appDir, 'public/favicon.svg') }),
    // The public pages as HTML (docs/decisions/039): after the client build, before the service
    // worker is generated (so the pages are precached). The SSR build needs the chat index too.
    prerenderPlugin({ appDir, outDir, plugins: () => [react(), chatIndexPlugin()] }),
    VitePWA({
      // Registration is ours (app/features/pwa/register.ts, workbox-window, lazily after the
      // first render) and so is the update prompt: nothing is injected, nothing auto-updates.
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      manifestFilename: 'manifest.webmanifest',
      manifest: pwaManifest,
      includeManifestIcons: false,
      workbox: {
        // The app shell and every public route chunk (calculators and rates included). Demo
        // seed images, the install icons and the manifest screenshots are not part of the
        // shell (the OS keeps its own copy of an installed app's icon).
        globPatterns: ['**/*.{js,css,html,svg}', 'icons/favicon-32.png'],
        globIgnores: ['demo/**', 'icons/screenshots/**', '.vite/**', 'sw-outbox-sync.js'],
        // Staff areas are cached at runtime after first use, not precached (see below).
        manifestTransforms: [withoutStaffChunks],
        // Prerendered pages are precached under their own URLs (/rates → rates.html); any other
        // navigation (signed-in areas, agent and blog pages) gets the SPA shell.
        navigateFallback: '/shell.html',
        // API calls and file-like paths (/robots.txt, /sitemap.xml) are never answered with the shell.
        navigateFallbackDenylist: [/^\/api\//, /\/[^/?]+\.[a-z0-9]+$/i],
        cleanupOutdatedCaches: true,
        // The first install controls the open page at once, so "one visit" is enough to work
        // offline; updates still wait for the visitor (prompt → SKIP_WAITING message).
        clientsClaim: true,
        skipWaiting: false,
        // The Background Sync bonus: the SW's `sync` event asks open pages to flush the outbox.
        importScripts: ['/sw-outbox-sync.js', '/sw-rate-alerts.js'],
        runtimeCaching: [
          {
            // PUBLIC reads only: rates and content, GET, without an Authorization header.
            // Everything else under /api/ (auth, leads, sync, admin) never matches.
            // (This function is copied into sw.js as source: it must be self-contained.)
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              !request.headers.has('authorization') &&
              (/^\/api\/rates(\/|$)/.test(url.pathname) || url.pathname.startsWith('/api/content/')),
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              cacheName: 'public-api',
              networkTimeoutSeconds: 3,
              expiration: { maxEntries: 100, maxAgeSeconds: 14 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Hashed build files that are not precached (the admin and agent areas): kept
            // after their first use so those screens open offline too.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin && request.method === 'GET' && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'app-chunks',
              expiration: { maxEntries: 120, maxAgeSeconds: 60 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Public same-origin images (agent photos, blog and service images).
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              request.destination === 'image' &&
              !request.headers.has('authorization') &&
              !url.pathname.startsWith('/api/'),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'images',
              expiration: { maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
})
