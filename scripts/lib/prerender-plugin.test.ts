import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { BRAND } from '#shared/config/brand.ts'
import {
  type BuildManifest,
  deferAppStart,
  fillShell,
  START_FALLBACK_MS,
  staticFiles,
  withEarlyRefresh,
  withHead,
} from './prerender-plugin'

const SHELL = `<!doctype html>
<html lang="en-CA">
  <head>
    <script type="module" crossorigin src="/assets/index-AbC.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-123.js">
    <link rel="modulepreload" crossorigin href="/assets/ui-456.js">
    <link rel="stylesheet" crossorigin href="/assets/index-789.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

/** Lets the start module's awaits run (the recorder's imports resolve at once). */
const flushMicrotasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void

/**
 * Runs the start module with a recording document, frames, timers and paint observer; `import()`
 * is renamed to a recorder (vm scripts cannot import). `paint: false` is a browser without paint
 * timing.
 */
function runStart(code: string, visibility: 'visible' | 'hidden', { paint = true } = {}) {
  const appended: { rel: string; href: string; crossOrigin: string | null }[] = []
  const imported: string[] = []
  const frames: (() => void)[] = []
  const timers: { run: () => void; ms: number }[] = []
  const observers: { callback: PaintCallback; options: unknown; disconnected: boolean }[] = []
  const visibilityListeners: (() => void)[] = []
  class FakePerformanceObserver {
    static supportedEntryTypes = paint ? ['navigation', 'paint', 'resource'] : ['navigation', 'resource']
    #record: (typeof observers)[number]
    constructor(callback: PaintCallback) {
      this.#record = { callback, options: undefined, disconnected: false }
      observers.push(this.#record)
    }
    observe(options: unknown) {
      this.#record.options = options
    }
  }
  runInNewContext(code.replace(/\bimport\(/g, 'importEntry('), {
    document: {
      visibilityState: visibility,
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { append: (l: (typeof appended)[number]) => appended.push(l) },
      addEventListener: (type: string, f: () => void) => type === 'visibilitychange' && visibilityListeners.push(f),
    },
    PerformanceObserver: FakePerformanceObserver,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (run: () => void, ms = 0) => timers.push({ run, ms }),
    importEntry: (spec: string) => imported.push(spec),
  })
  /** Reports paint entries to the observer, as the browser does after presenting a frame. */
  const reportPaint = (...names: string[]) => {
    const observer = observers[0]!
    observer.callback(
      { getEntriesByName: (name) => names.filter((n) => n === name) },
      { disconnect: () => (observer.disconnected = true) },
    )
  }
  /** Runs the queued zero-delay tasks (the fallback timer stays queued). */
  const runTask = () => {
    const i = timers.findIndex((t) => t.ms === 0)
    if (i < 0) throw new Error('no task queued')
    timers.splice(i, 1)[0]!.run()
  }
  return { appended, imported, frames, timers, observers, visibilityListeners, reportPaint, runTask }
}

/** Lets the chain of imports finish, one task per preloaded module, and returns what was imported. */
async function finishImports(run: ReturnType<typeof runStart>) {
  for (let i = 0; i < 5; i++) {
    await flushMicrotasks()
    if (run.timers.some((t) => t.ms === 0)) run.runTask()
  }
  return run.imported
}

describe('deferAppStart', () => {
  const { html, start } = deferAppStart(SHELL)

  it('takes the entry script and its modulepreload links out of the page, leaving one start module and the stylesheet', () => {
    expect(html).not.toContain('/assets/index-AbC.js')
    expect(html).not.toContain('modulepreload')
    expect(html).toContain(`<script type="module" crossorigin src="/${start.file}"></script>`)
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-789.css">')
    expect(start.file).toMatch(/^assets\/start-[\w-]{8}\.js$/)
  })

  it('starts the app only after the first contentful paint is reported and a task: preloads the same files, evaluates each in its own task, then imports the entry', async () => {
    const run = runStart(start.code, 'visible')
    expect(run.frames).toEqual([])
    expect(run.observers).toHaveLength(1)
    expect(run.observers[0]!.options).toEqual({ type: 'paint', buffered: true })
    // A first paint without content (the background) is not the signal.
    run.reportPaint('first-paint')
    expect(run.observers[0]!.disconnected).toBe(false)
    expect(run.timers.filter((t) => t.ms === 0)).toEqual([])
    run.reportPaint('first-paint', 'first-contentful-paint')
    expect(run.observers[0]!.disconnected).toBe(true)
    expect(run.imported).toEqual([])
    run.runTask()
    expect(run.appended.map((l) => [l.rel, l.href, l.crossOrigin])).toEqual([
      ['modulepreload', '/assets/vendor-123.js', ''],
      ['modulepreload', '/assets/ui-456.js', ''],
    ])
    // One module per task: the next import waits for the task after it.
    expect(run.imported).toEqual(['/assets/vendor-123.js'])
    await flushMicrotasks()
    run.runTask()
    await flushMicrotasks()
    expect(run.imported).toEqual(['/assets/vendor-123.js', '/assets/ui-456.js'])
    run.runTask()
    await flushMicrotasks()
    expect(run.imported).toEqual(['/assets/vendor-123.js', '/assets/ui-456.js', '/assets/index-AbC.js'])
    expect(run.timers.filter((t) => t.ms === 0)).toEqual([])
  })

  it('starts once only, whichever of the paint, the fallback timer or a visibility change comes first', async () => {
    const run = runStart(start.code, 'visible')
    const fallback = run.timers.find((t) => t.ms === START_FALLBACK_MS)!
    expect(fallback).toBeDefined()
    fallback.run()
    run.timers.splice(run.timers.indexOf(fallback), 1)
    for (const f of run.visibilityListeners) f()
    run.reportPaint('first-contentful-paint')
    expect(await finishImports(run)).toEqual(['/assets/vendor-123.js', '/assets/ui-456.js', '/assets/index-AbC.js'])
    expect(run.appended).toHaveLength(2)
  })

  it('starts when the tab is hidden before its first paint (no paint comes to a hidden tab)', async () => {
    const run = runStart(start.code, 'visible')
    expect(run.imported).toEqual([])
    for (const f of run.visibilityListeners) f()
    expect((await finishImports(run)).at(-1)).toBe('/assets/index-AbC.js')
  })

  it('falls back to a frame and a task in a browser without paint timing', async () => {
    const run = runStart(start.code, 'visible', { paint: false })
    expect(run.observers).toEqual([])
    expect(run.frames).toHaveLength(1)
    expect(run.imported).toEqual([])
    run.frames[0]!()
    expect(run.imported).toEqual([])
    expect((await finishImports(run)).at(-1)).toBe('/assets/index-AbC.js')
  })

  it('starts at once in a hidden tab, where no paint comes', async () => {
    const run = runStart(start.code, 'hidden')
    expect(run.frames).toHaveLength(0)
    expect(run.observers).toHaveLength(0)
    expect(run.imported).toEqual(['/assets/vendor-123.js'])
    expect((await finishImports(run)).at(-1)).toBe('/assets/index-AbC.js')
  })

  it('names the start module by its content', () => {
    const other = deferAppStart(SHELL.replace('index-AbC', 'index-XyZ'))
    expect(other.start.file).not.toBe(start.file)
    expect(deferAppStart(SHELL).start.file).toBe(start.file)
  })

  it('refuses a shell without an entry script', () => {
    expect(() => deferAppStart('<html><head></head><body><div id="root"></div></body></html>')).toThrow(
      /no entry script/,
    )
  })

  it('fills the deferred page like the shell', () => {
    const page = fillShell(html, { html: '<h1>Rates</h1>', state: {} as never })
    expect(page).toContain('<div id="root"><h1>Rates</h1></div>')
    expect(page).toContain(`src="/${start.file}"`)
  })
})

describe('withHead', () => {
  const shell = `<html><head>
    <title>Home title | Brand</title>
    <meta name="description" content="The home&#39;s &quot;page&quot;." />
  </head><body><div id="root"></div></body></html>`

  it("writes the page's own title, description and share tags, and leaves the canonical to the worker", () => {
    const html = withHead(shell, { title: 'Rates & Terms | Brand', description: 'Rates "today".' })
    expect(html).toContain('<title>Rates &amp; Terms | Brand</title>')
    expect(html).toContain('<meta name="description" content="Rates &quot;today&quot;." />')
    expect(html).not.toContain('Home title')
    expect(html).toContain('<meta property="og:title" content="Rates &amp; Terms | Brand">')
    expect(html).toContain('<meta property="og:description" content="Rates &quot;today&quot;.">')
    expect(html).toContain('<meta name="twitter:title" content="Rates &amp; Terms | Brand">')
    expect(html).toContain(`<meta property="og:site_name" content="${BRAND.name}">`)
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'))
    expect(html).not.toContain('canonical')
  })

  it("shares the shell's description when the page gives none, and keeps the shell as it is without a head", () => {
    const html = withHead(shell, { title: 'Blog | Brand' })
    expect(html).toContain('<meta name="description" content="The home&#39;s &quot;page&quot;." />')
    expect(html).toContain('<meta property="og:description" content="The home\'s &quot;page&quot;.">')
    expect(withHead(shell, null)).toBe(shell)
  })
})

describe('withEarlyRefresh', () => {
  const manifest: BuildManifest = {
    'index.html': { file: 'assets/index-AbC.js', imports: ['_vendor-123.js'] },
    '_vendor-123.js': { file: 'assets/vendor-123.js' },
    'features/auth/super-admin-first-read.ts': {
      file: 'assets/super-admin-first-read-1.js',
      imports: ['_vendor-123.js', 'index.html', 'data/leads-admin-early-read.ts', '_session-2.js'],
    },
    'data/leads-admin-early-read.ts': { file: 'assets/leads-admin-early-read-3.js', imports: ['_session-2.js'] },
    '_session-2.js': { file: 'assets/session-2.js' },
    '_unrelated-4.js': { file: 'assets/unrelated-4.js' },
  }

  it("lists a module's static imports without the entry", () => {
    expect(staticFiles(manifest, 'features/auth/super-admin-first-read.ts').sort()).toEqual([
      '/assets/leads-admin-early-read-3.js',
      '/assets/session-2.js',
      '/assets/super-admin-first-read-1.js',
      '/assets/vendor-123.js',
    ])
    expect(() => staticFiles(manifest, 'missing.ts')).toThrow(/not in the build's manifest/)
  })

  it("starts the SPA shell with the session's first script, the entry preloaded and imported by it", () => {
    const { html, script } = withEarlyRefresh(SHELL, manifest)
    expect(script.file).toMatch(/^assets\/session-start-[\w-]{8}\.js$/)
    expect(html).toContain(`<script type="module" crossorigin src="/${script.file}"></script>`)
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-AbC.js">')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-AbC.js">')
    // The script is the only module script, ahead of the other preloads and the stylesheet.
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(html.indexOf(script.file)).toBeLessThan(html.indexOf('vendor-123.js'))
    expect(script.code).toContain('await import("/assets/index-AbC.js")')
    expect(script.code).not.toMatch(/^\s*import\s/m)
    // The Leads tab's first read: its chunks, not the ones the shell preloads already.
    expect(script.code).toContain(
      JSON.stringify([
        '/assets/super-admin-first-read-1.js',
        '/assets/leads-admin-early-read-3.js',
        '/assets/session-2.js',
      ]),
    )
  })

  it('refuses a shell without an entry script', () => {
    expect(() => withEarlyRefresh('<html><head></head></html>', manifest)).toThrow(/no entry script/)
  })
})
