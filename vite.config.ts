import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa'
import { ONLINE_ONLY_PATHS, pageFile } from '#app/lib/public-routes.ts'
import { backOfficeStylesPlugin } from '#scripts/lib/back-office-styles.ts'
import { chatIndexPlugin } from '#scripts/lib/chat-index-plugin.ts'
import { htmlEntitiesPlugin } from '#scripts/lib/html-entities-plugin.ts'
import { inlineFaviconPlugin } from '#scripts/lib/inline-favicon-plugin.ts'
import { PAGES_WORKER_FOLDER, pagesWorkerPlugin } from '#scripts/lib/pages-worker-plugin.ts'
import { NOT_FOUND_FILE, prerenderPlugin } from '#scripts/lib/prerender-plugin.ts'
import { staticCssPlugin } from '#scripts/lib/static-css-plugin.ts'
import { BRAND } from '#shared/config/brand.ts'
import { RENDERED_PAGES } from '#shared/content/rendered-pages.ts'

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

/**
 * Route chunks left out of the precache (Vite manifest keys of TanStack's split route files): the
 * signed-in areas, and the public pages read online only (ONLINE_ONLY_PATHS, their HTML too).
 */
const STAFF_ROUTE = new RegExp(
  // A page's route file names its path with dots (/newsletter/unsubscribe → newsletter.unsubscribe.tsx).
  `^routes\\/(super-admin|agent-dashboard|admin|${ONLINE_ONLY_PATHS.map((p) => p.slice(1).replaceAll('/', '\\.')).join('|')})\\b`,
)
/**
 * Modules only a staff address loads, though the entry's code names them (the staff entry's first
 * read in main.tsx, the Leads route's early read in its `beforeLoad`, which sits in the route
 * tree): left out with their imports, as the staff routes (decision 244).
 */
const STAFF_ONLY_MODULES = new Set(['features/auth/super-admin-first-read.ts', 'data/leads-admin-early-read.ts'])
const isStaffKey = (key: string) => STAFF_ROUTE.test(key) || STAFF_ONLY_MODULES.has(key)
const ONLINE_ONLY_FILES = new Set(ONLINE_ONLY_PATHS.map(pageFile))
/** Their addresses: the SPA shell never answers them; the network does, and a copy is kept. */
const ONLINE_ONLY_NAVIGATION = new RegExp(`/(${ONLINE_ONLY_PATHS.map((p) => p.slice(1)).join('|')})/?$`)
/**
 * The content pages the pages worker renders with their data (decision 210), minus the offline
 * core (the start URL and today's rates keep their HTML precached): their prerendered HTML is not
 * precached (~19 KB gzip for five pages, decision 243). Their route chunks are, so offline the
 * SPA shell renders them from the saved public reads; online the network answers, with the data.
 */
const OFFLINE_CORE_PAGES = new Set(['/', '/rates'])
const NETWORK_FIRST_PATHS = Object.keys(RENDERED_PAGES).filter((p) => !p.includes('$') && !OFFLINE_CORE_PAGES.has(p))
const NETWORK_FIRST_FILES = new Set(NETWORK_FIRST_PATHS.map(pageFile))
const networkFirstNames = NETWORK_FIRST_PATHS.map((p) => p.slice(1)).join('|')
/** Their paths, never the shell (the navigation fallback tests a path; `/api/content/blog` is not one). */
const NETWORK_FIRST_PATH = new RegExp(`^/(${networkFirstNames})/?$`)
/** Their addresses (a route tests the whole URL): the network first (a copy kept), else the copy, else the SPA shell. */
const NETWORK_FIRST_URL = new RegExp(`^https?://[^/]+/(${networkFirstNames})/?$`)
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
 * (which reaches every public route) — and the HTML of the pages served network first and of the
 * not-found page (the worker serves it; offline, an unknown address gets the shell). Reads the Vite manifest written by this build; without it, falls back
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
      if (seen.has(key) || (skipStaff && isStaffKey(key))) return
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
    keys.filter((k) => isStaffKey(k)),
    false,
  )
  // Everything public is reachable from the entry (the route tree imports every route lazily).
  const everythingElse = closure(
    keys.filter((k) => manifest[k]!.isEntry),
    true,
  )
  const staffOnly = new Set([...staff].filter((f) => !everythingElse.has(f)))
  return {
    manifest: entries.filter(
      (e) =>
        !staffOnly.has(e.url) &&
        !byName(e.url) &&
        !ONLINE_ONLY_FILES.has(e.url) &&
        !NETWORK_FIRST_FILES.has(e.url) &&
        e.url !== NOT_FOUND_FILE,
    ),
  }
}

/**
 * Chunk groups name packages and folders, never files: a renamed file keeps its group, a moved
 * one joins its new folder's (docs/decisions/101-chunk-groups-by-folder.md). What the entry
 * needs stays with the entry; each lazy group is one file for every route that uses any of it.
 * Groups choose in priority order, and a group takes along the modules its modules import
 * unless an earlier group has them.
 */
const SEP = String.raw`[\\/]`
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Modules of these packages (`@tanstack/react-query` names a scoped package). */
const packages = (...names: string[]) =>
  new RegExp(`${SEP}node_modules${SEP}(${names.map((n) => literal(n).replaceAll('/', SEP)).join('|')})${SEP}`)
/** Modules under these folders of the repository, sub-folders included. */
const folders = (...dirs: string[]) =>
  new RegExp(
    `^${literal(import.meta.dirname).replaceAll('/', SEP)}${SEP}(${dirs.map((d) => d.replaceAll('/', SEP)).join('|')})${SEP}`,
  )
const except = (test: RegExp, but: RegExp) => (id: string) => test.test(id) && !but.test(id)
const anyOf =
  (...tests: (RegExp | ((id: string) => boolean))[]) =>
  (id: string) =>
    tests.some((t) => (typeof t === 'function' ? t(id) : t.test(id)))
const NODE_MODULES = new RegExp(`${SEP}node_modules${SEP}`)

const CHUNK_GROUPS = [
  // What the entry imports: its libraries (React, the router) and its own code.
  { name: 'vendor', test: NODE_MODULES, tags: ['$initial' as const], priority: 40 },
  { name: 'app-core', test: (id: string) => !NODE_MODULES.test(id), tags: ['$initial' as const], priority: 35 },
  // Every public page: Query, the API client, the queries public pages share, the app's helpers
  // and the zod-free shared code (constants, rules, dates). A group takes along what its modules
  // import: a module here that reaches zod brings the schema library and every schema on its way
  // into every public page's first load (shared/leads did, a 70–190 ms task with a 4× slower CPU;
  // decision 226, and scripts/repo-rules.test.ts checks it).
  {
    name: 'data-kit',
    test: anyOf(
      packages('@tanstack/react-query', '@tanstack/query-core', 'hono'),
      folders(
        'app/lib',
        'app/data/public',
        'shared/config',
        'shared/constants',
        'shared/rules',
        'shared/text',
        'shared/time',
      ),
    ),
    priority: 32,
  },
  // Every public page: Ark UI, the kit built on it and the public layout (not the staff shell).
  {
    name: 'ui-kit',
    test: anyOf(
      packages('@ark-ui', '@zag-js', '@internationalized', '@floating-ui', 'proxy-compare'),
      folders('app/components/ui'),
      except(folders('app/components/layout'), folders('app/components/layout/staff')),
    ),
    priority: 31,
  },
  // The device database, loaded on first use.
  { name: 'dexie', test: packages('dexie'), priority: 30 },
  // The schema library alone: the forms and the signed-in areas load it, never / or /rates
  // before they are interactive; each contract goes with the chunks that use it.
  { name: 'zod-kit', test: packages('zod'), priority: 24 },
  // The three calculator pages: the finance rules and the calculators' shared parts.
  { name: 'calc-kit', test: folders('shared/finance', 'app/features/calculators/kit'), priority: 15 },
  // The form pages: form rows, field checks and the lead-form hook.
  { name: 'form-kit', test: folders('app/components/form'), priority: 15 },
  // The public agent page (decision 251): its two routes' lazy modules and what only they use.
  // A route's lazy module is a chunk of its own unless a group takes it, so this group names
  // them; without the modules they import (the lenders, stars, rates and licence parts other
  // pages share keep their chunks), so every module only the agent page uses must match here
  // (else it becomes one more request).
  {
    name: 'agent-page',
    test: anyOf(
      /[\\/]app[\\/]routes[\\/](-public-agent-page\.tsx$|agents?\.\$id\.tsx\?tsr-split=)/,
      folders('app/features/agent-page'),
      /[\\/]shared[\\/]schemas[\\/]agent-page\.ts$/,
    ),
    includeDependenciesRecursively: false,
    priority: 14,
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
    {
      // The page title and the home-screen name come from the brand file, never a literal.
      name: 'brand-in-index-html',
      transformIndexHtml: {
        order: 'pre' as const,
        handler: (html: string) =>
          html
            .replaceAll('%BRAND_NAME%', BRAND.name.replace(/&/g, '&amp;'))
            .replaceAll('%BRAND_SHORT_NAME%', BRAND.shortName.replace(/&/g, '&amp;')),
      },
    },
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
    // Panda's css() calls with literal styles become their class strings (no style object is
    // hashed in the browser; the stylesheet, extracted from the sources, is the same).
    staticCssPlugin(appDir, path.join(import.meta.dirname, 'styled-system')),
    // The signed-in areas' stylesheet, loaded with them (the public one stays small).
    backOfficeStylesPlugin({ root: import.meta.dirname }),
    // The chat engine's search index, built here and inlined into its lazy chunk.
    chatIndexPlugin(),
    // The worker's table of HTML named references, a static asset (decision 243).
    htmlEntitiesPlugin(),
    // The favicon drawn into each page's <link rel="icon"> (one request fewer on a first visit).
    inlineFaviconPlugin({ file: path.join(appDir, 'public/favicon.svg') }),
    // The public pages as HTML (docs/decisions/039): after the client build, before the service
    // worker is generated (so the pages are precached). The SSR build needs the chat index too.
    prerenderPlugin({ appDir, outDir, plugins: () => [react(), chatIndexPlugin()] }),
    // The pages worker, which renders the content pages with their data (decision 210).
    pagesWorkerPlugin({ root: import.meta.dirname, outDir, plugins: () => [react(), chatIndexPlugin()] }),
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
        // The pages worker's module is the build's, never the browser's (decision 210).
        globIgnores: [
          'demo/**',
          'icons/screenshots/**',
          '.vite/**',
          'sw-outbox-sync.js',
          `${PAGES_WORKER_FOLDER}/**`,
          // The worker's shell for pages it renders; offline, such a page gets the SPA shell.
          'page-shell.html',
        ],
        // Staff areas are cached at runtime after first use, not precached (see below).
        manifestTransforms: [withoutStaffChunks],
        // Prerendered pages are precached under their own URLs (/rates → rates.html); any other
        // navigation (signed-in areas, agent and blog pages) gets the SPA shell.
        navigateFallback: '/shell.html',
        // API calls and file-like paths (/robots.txt, /sitemap.xml) are never answered with the shell.
        // Nor the pages read online only (their prerendered HTML comes from the network), nor the
        // pages the pages worker renders (network first, below).
        navigateFallbackDenylist: [/^\/api\//, /\/[^/?]+\.[a-z0-9]+$/i, ONLINE_ONLY_NAVIGATION, NETWORK_FIRST_PATH],
        cleanupOutdatedCaches: true,
        // The first install controls the open page at once, so "one visit" is enough to work
        // offline; updates still wait for the visitor (prompt → SKIP_WAITING message).
        clientsClaim: true,
        skipWaiting: false,
        // The Background Sync bonus: the SW's `sync` event asks open pages to flush the outbox.
        importScripts: ['/sw-outbox-sync.js', '/sw-rate-alerts.js'],
        runtimeCaching: [
          {
            // The pages read online only (not precached): from the network, a copy kept for
            // reading them again offline.
            urlPattern: ONLINE_ONLY_NAVIGATION,
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              cacheName: 'online-only-pages',
              networkTimeoutSeconds: 3,
              expiration: { maxEntries: 10 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The content pages the pages worker renders (not precached): from the network, with
            // their data; a copy kept; offline without a copy, the precached SPA shell, which
            // renders the page from its precached chunk and the saved public reads (decision 243).
            urlPattern: NETWORK_FIRST_URL,
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              cacheName: 'rendered-pages',
              networkTimeoutSeconds: 3,
              expiration: { maxEntries: 10 },
              cacheableResponse: { statuses: [200] },
              precacheFallback: { fallbackURL: '/shell.html' },
            },
          },
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
