import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type PluginOption } from 'vite'
import { shellRead } from '#app/data/leads-admin-shell-read.ts'
import { earlyRefreshScript } from '#app/features/auth/early-refresh.ts'
import { type PrerenderedState, prerenderedStateBlock } from '#app/lib/prerendered-state.ts'
import { pageFile } from '#app/lib/public-routes.ts'
import type { PageHead } from '#app/lib/use-document-title.ts'
import { pagesMissingWorkerFirst } from '#scripts/lib/worker-first-pages.ts'
import { escapeAttr, shareTags } from '#shared/content/page-head.ts'

/** The SPA shell: the built index.html as Vite wrote it, for the signed-in areas and dynamic pages. */
export const SHELL_FILE = 'shell.html'
/**
 * The shell for a page the worker renders with its data (a post, an agent, …): the SPA shell with
 * the app started after the first paint, like a prerendered page, since it has content to paint.
 */
export const PAGE_SHELL_FILE = 'page-shell.html'
/** What the worker reads to tell app routes from unknown paths (worker/pages/serve.ts). */
export const ROUTES_FILE = 'routes.json'
/** The not-found page, served with a 404 status. */
export const NOT_FOUND_FILE = '404.html'

export type RoutesManifest = {
  /** Prerendered public pages (their HTML files are assets). */
  pages: string[]
  /** Every app route (TanStack full paths, `$param` segments kept). */
  routes: string[]
}

type PrerenderModule = {
  routePaths: () => string[]
  prerenderPaths: () => string[]
  renderPage: (
    pathname: string,
  ) => Promise<{ status: number; html: string; state: PrerenderedState; head: PageHead | null }>
}

/** Puts a rendered `#root` and its router state (a JSON data block, never executed) into the built shell. */
export function fillShell(shell: string, page: { html: string; state: PrerenderedState }): string {
  const marker = '<div id="root"></div>'
  if (!shell.includes(marker)) throw new Error(`prerender: ${marker} not found in the built index.html`)
  return shell.replace(marker, () => `<div id="root">${page.html}</div>${prerenderedStateBlock(page.state)}`)
}

/**
 * A prerendered page's own head: its title and description in place of the shell's (a page that
 * gives no description keeps the shell's) and its share tags (#shared/content/page-head.ts).
 * The canonical address and og:url are the worker's to add: only the request knows the origin
 * (worker/pages/serve.ts).
 */
export function withHead(shell: string, head: PageHead | null): string {
  if (!head) return shell
  const shellDescription = /<meta name="description" content="([^"]*)"/.exec(shell)?.[1]
  const description = head.description ? escapeAttr(head.description) : shellDescription
  const html = shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttr(head.title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, (_, a: string, b: string) => a + description + b)
  // The shell's description is already escaped: the tags are built from its decoded text.
  const decoded = description
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
  return html.replace('</head>', () => `  ${shareTags({ title: head.title, description: decoded })}\n  </head>`)
}

/** Starts the app anyway if no paint is reported by then (a paint entry that never comes). */
export const START_FALLBACK_MS = 3000

/**
 * A prerendered page paints before the app's code is requested: the built shell's entry script
 * and modulepreload links are replaced by one small module that starts the app once the browser
 * reports the first contentful paint (then a task). No paint timing: a frame and a task; a tab
 * hidden before its paint: at once; no paint reported: after START_FALLBACK_MS. The SPA shell
 * keeps the direct script: it has nothing to paint. The entry's preloaded files are imported one
 * by one, each in its own task, then the entry, so no module graph is evaluated in one long task.
 * Why and what it measured: docs/decisions/087, 090 and 119.
 */
export function deferAppStart(shell: string): { html: string; start: { file: string; code: string } } {
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/
  const entry = shell.match(entryTag)?.[1]
  if (!entry) throw new Error('prerender: no entry script in the built index.html')
  const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g
  const preloads = [...shell.matchAll(preloadTag)].map((m) => m[1]!)
  const code =
    `const preloads=${JSON.stringify(preloads)};\n` +
    `const task=()=>new Promise((r)=>setTimeout(r,0));\n` +
    `let started=false;\n` +
    `const start=async()=>{if(started)return;started=true;\n` +
    `for(const href of preloads){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.append(l)}\n` +
    `for(const href of preloads){await import(href);await task()}\n` +
    `await import(${JSON.stringify(entry)})};\n` +
    `const afterPaint=()=>setTimeout(start,0);\n` +
    `if(document.visibilityState==='hidden')void start();\n` +
    `else if(globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')){\n` +
    `new PerformanceObserver((list,o)=>{if(list.getEntriesByName('first-contentful-paint').length>0){o.disconnect();afterPaint()}}).observe({type:'paint',buffered:true});\n` +
    `document.addEventListener('visibilitychange',()=>void start(),{once:true});setTimeout(start,${START_FALLBACK_MS})}\n` +
    `else requestAnimationFrame(afterPaint);\n`
  const file = `assets/start-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`
  const html = shell
    .replace(preloadTag, '')
    .replace(entryTag, () => `<script type="module" crossorigin src="/${file}"></script>\n    `)
  return { html, start: { file, code } }
}

/** The build's manifest (what `build.manifest` writes): each module's file and static imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>

/** The module the entry loads at the admin's Leads tab to start its first read (decision 244). */
const LEADS_FIRST_READ = 'features/auth/super-admin-first-read.ts'

/** `key`'s file and every file it statically imports, but the entry's (already preloaded). */
export function staticFiles(manifest: BuildManifest, key: string): string[] {
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (k: string) => {
    if (seen.has(k) || k.endsWith('.html')) return
    seen.add(k)
    const chunk = manifest[k]
    if (!chunk) throw new Error(`prerender: ${k} is not in the build's manifest`)
    files.add(`/${chunk.file}`)
    for (const i of chunk.imports ?? []) visit(i)
  }
  visit(key)
  return [...files]
}

/**
 * The SPA shell (signed-in areas, dynamic pages) started by the small module that first sends the
 * session's refresh at a signed-in area's address, as soon as the document is parsed, rather than
 * once the app's code is in (app/features/auth/early-refresh.ts, decision 260). The app's entry
 * becomes a modulepreload: fetched and compiled meanwhile, evaluated when that module imports it.
 * At the Leads tab the module also preloads the first read's chunks (`LEADS_FIRST_READ` and its
 * imports), so the read can leave as the refresh answers. Prerendered public pages and the page
 * shell are built from the shell without it.
 */
export function withEarlyRefresh(
  shell: string,
  manifest: BuildManifest,
): { html: string; script: { file: string; code: string } } {
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/
  const entry = shell.match(entryTag)?.[1]
  if (!entry) throw new Error('prerender: no entry script in the built index.html')
  const preloaded = new Set([
    entry,
    ...[...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!),
  ])
  const leadsRead = staticFiles(manifest, LEADS_FIRST_READ).filter((f) => !preloaded.has(f))
  const code = earlyRefreshScript(entry, leadsRead, shellRead())
  const file = `assets/session-start-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`
  const html = shell.replace(
    entryTag,
    () =>
      `<script type="module" crossorigin src="/${file}"></script>\n    <link rel="modulepreload" crossorigin href="${entry}">`,
  )
  return { html, script: { file, code } }
}

/**
 * Prerenders every public route once the client build is written
 * (docs/decisions/039-prerendered-public-pages.md): an SSR build of app/entry-prerender.tsx
 * into a temporary folder, then one HTML file per public route beside the client build, the
 * SPA shell as shell.html, a 404 page and routes.json. Runs before vite-plugin-pwa writes the
 * service worker (closeBundle, order 'pre') so the pages are precached.
 */
export function prerenderPlugin(opts: { appDir: string; outDir: string; plugins: () => PluginOption[] }): Plugin {
  let isSsr = false
  return {
    name: 'prerender-public-pages',
    apply: 'build',
    configResolved(config) {
      isSsr = Boolean(config.build.ssr)
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (isSsr) return
        // Inside the project, so the bundle's bare imports resolve to its node_modules.
        const ssrOut = path.join(opts.appDir, '..', 'node_modules', '.cache', `prerender-${process.pid}`)
        await build({
          configFile: false,
          root: opts.appDir,
          logLevel: 'warn',
          mode: 'production',
          publicDir: false,
          plugins: opts.plugins(),
          build: {
            ssr: path.join(opts.appDir, 'entry-prerender.tsx'),
            outDir: ssrOut,
            emptyOutDir: true,
            target: 'node20',
            minify: false,
            copyPublicDir: false,
          },
          // Bundle what Node cannot import raw (CSS imports of Ark, Panda's generated modules).
          ssr: { noExternal: [/^@ark-ui\//, /^@zag-js\//] },
        })
        try {
          const mod = (await import(pathToFileURL(path.join(ssrOut, 'entry-prerender.js')).href)) as PrerenderModule
          const shell = readFileSync(path.join(opts.outDir, 'index.html'), 'utf8')
          const built = JSON.parse(
            readFileSync(path.join(opts.outDir, '.vite', 'manifest.json'), 'utf8'),
          ) as BuildManifest
          const spaShell = withEarlyRefresh(shell, built)
          writeFileSync(path.join(opts.outDir, spaShell.script.file), spaShell.script.code)
          writeFileSync(path.join(opts.outDir, SHELL_FILE), spaShell.html)
          const deferred = deferAppStart(shell)
          writeFileSync(path.join(opts.outDir, deferred.start.file), deferred.start.code)
          writeFileSync(path.join(opts.outDir, PAGE_SHELL_FILE), deferred.html)
          const pages = mod.prerenderPaths()
          const missing = pagesMissingWorkerFirst(
            readFileSync(path.join(opts.appDir, '..', 'wrangler.toml'), 'utf8'),
            pages,
          )
          if (missing.length) throw new Error(`prerender: add ${missing.join(' ')} to wrangler.toml's run_worker_first`)
          for (const page of pages) {
            const rendered = await mod.renderPage(page)
            if (rendered.status !== 200) throw new Error(`prerender: ${page} rendered with status ${rendered.status}`)
            const file = path.join(opts.outDir, pageFile(page))
            mkdirSync(path.dirname(file), { recursive: true })
            writeFileSync(file, fillShell(withHead(deferred.html, rendered.head), rendered))
          }
          const notFound = await mod.renderPage('/__prerender-not-found__')
          if (notFound.status !== 404)
            throw new Error(`prerender: the not-found page rendered with status ${notFound.status}`)
          writeFileSync(
            path.join(opts.outDir, NOT_FOUND_FILE),
            fillShell(withHead(deferred.html, notFound.head), notFound),
          )
          const manifest: RoutesManifest = { pages, routes: mod.routePaths() }
          writeFileSync(path.join(opts.outDir, ROUTES_FILE), JSON.stringify(manifest))
          console.log(`prerendered ${pages.length} public pages: ${pages.join(' ')}`)
        } finally {
          rmSync(ssrOut, { recursive: true, force: true })
        }
      },
    },
  }
}
