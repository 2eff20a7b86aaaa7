/**
 * Builds the pages worker (pages-worker/, docs/decisions/210-pages-worker.md) once the client
 * build is written: a Vite SSR build for workerd (webworker target, every dependency inlined,
 * minified) into one module in the PWA's folder (`dist/_pages-worker/index.js`), which
 * pages-worker/wrangler.toml deploys and local runs load. It is not an asset: the folder's
 * `.assetsignore` keeps it from the API worker's assets, and the service worker's precache
 * ignores it (vite.config.ts).
 *
 * What the worker never renders is left out: the root layout's browser-only parts become empty
 * components (pages-worker/client-only.tsx), the header's sign-in its signed-out button
 * (pages-worker/sign-in.tsx), the device database none (pages-worker/no-device.ts), and React's
 * server renderer is the legacy string one, the smallest.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin, PluginOption } from 'vite'

/** The root layout's parts that render only after hydration (app/routes/__root.tsx). */
const BROWSER_ONLY = [
  'app/components/ui/toaster.tsx',
  'app/features/offline-status/offline-status.tsx',
  'app/features/chat/chat-launcher.tsx',
  'app/features/pwa/update-prompt.tsx',
]

/**
 * What a page loads only on a visitor's click (the quote dialog and its form): never rendered by
 * the server, but the single-file build would inline them.
 */
const ON_CLICK = ['app/features/quote/quote-dialog.tsx', 'app/features/quote/quote-form.tsx']

/** The header's sign-in (the session, the device database): its signed-out button instead. */
const SIGN_IN = 'app/features/auth/header-sign-in.tsx'
/** The device database (Dexie, the outbox): none on the server. */
const DEVICE = 'app/offline/client.ts'

/** The folder of the pages worker's module in the PWA's build folder. */
export const PAGES_WORKER_FOLDER = '_pages-worker'

/** Where the pages worker's module goes for a PWA built into `outDir`. */
export function pagesWorkerDir(outDir: string): string {
  return path.join(path.resolve(outDir), PAGES_WORKER_FOLDER)
}

export const PAGES_WORKER_FILE = 'index.js'

/** The ON_CLICK modules, however they are imported (they are imported by relative paths). */
function onClickStubs(root: string, stub: string): Plugin {
  const files = new Set(ON_CLICK.map((file) => path.join(root, file)))
  return {
    name: 'pages-worker-on-click',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && files.has(resolved.id) ? stub : null
    },
  }
}

export async function buildPagesWorker(opts: { root: string; outDir: string; plugins: PluginOption[] }) {
  const conditions = ['workerd', 'worker', 'import', 'module', 'default']
  // Loaded here: local runs read this module's paths (scripts/lib/worker.ts) without Vite.
  const { build } = await import('vite')
  const stub = path.join(opts.root, 'pages-worker', 'client-only.tsx')
  const signIn = path.join(opts.root, 'pages-worker', 'sign-in.tsx')
  const noDevice = path.join(opts.root, 'pages-worker', 'no-device.ts')
  await build({
    configFile: false,
    root: opts.root,
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    plugins: [...opts.plugins, onClickStubs(opts.root, stub)],
    define: { 'process.env.NODE_ENV': '"production"' },
    resolve: {
      conditions,
      alias: [
        ...BROWSER_ONLY.map((file) => ({ find: path.join(opts.root, file), replacement: stub })),
        ...BROWSER_ONLY.map((file) => ({ find: `#${file}`, replacement: stub })),
        { find: path.join(opts.root, SIGN_IN), replacement: signIn },
        { find: `#${SIGN_IN}`, replacement: signIn },
        { find: path.join(opts.root, DEVICE), replacement: noDevice },
        { find: `#${DEVICE}`, replacement: noDevice },
        {
          find: /^react-dom\/server$/,
          replacement: path.join(opts.root, 'node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js'),
        },
      ],
    },
    build: {
      ssr: path.join(opts.root, 'pages-worker', 'index.ts'),
      outDir: pagesWorkerDir(opts.outDir),
      emptyOutDir: true,
      target: 'es2022',
      minify: process.env.PAGES_MINIFY !== 'false',
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: PAGES_WORKER_FILE, codeSplitting: false } },
    },
    ssr: { noExternal: true, target: 'webworker', resolve: { conditions, externalConditions: ['workerd'] } },
  })
}

export function pagesWorkerPlugin(opts: { root: string; outDir: string; plugins: () => PluginOption[] }): Plugin {
  let isSsr = false
  return {
    name: 'pages-worker',
    apply: 'build',
    configResolved(config) {
      isSsr = Boolean(config.build.ssr)
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (isSsr) return
        await buildPagesWorker({ root: opts.root, outDir: opts.outDir, plugins: opts.plugins() })
        writeFileSync(path.join(opts.outDir, '.assetsignore'), `${PAGES_WORKER_FOLDER}\n`)
      },
    },
  }
}
