import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { deferAppStart, fillShell } from './prerender-plugin'

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

/** Runs the start module with a recording document; `import()` is renamed to a recorder (vm scripts cannot import). */
function runStart(code: string, visibility: 'visible' | 'hidden') {
  const appended: { rel: string; href: string; crossOrigin: string | null }[] = []
  const imported: string[] = []
  const frames: (() => void)[] = []
  const timers: (() => void)[] = []
  runInNewContext(code.replace(/\bimport\(/g, 'importEntry('), {
    document: { visibilityState: visibility, createElement: () => ({ rel: '', href: '', crossOrigin: null }), head: { append: (l: (typeof appended)[number]) => appended.push(l) } },
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => timers.push(f),
    importEntry: (spec: string) => imported.push(spec),
  })
  return { appended, imported, frames, timers }
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

  it('starts the app only after a frame and a task: preloads the same files, evaluates each in its own task, then imports the entry', async () => {
    const run = runStart(start.code, 'visible')
    expect(run.imported).toEqual([])
    expect(run.frames).toHaveLength(1)
    run.frames[0]!()
    expect(run.imported).toEqual([])
    expect(run.timers).toHaveLength(1)
    run.timers.shift()!()
    expect(run.appended.map((l) => [l.rel, l.href, l.crossOrigin])).toEqual([
      ['modulepreload', '/assets/vendor-123.js', ''],
      ['modulepreload', '/assets/ui-456.js', ''],
    ])
    // One module per task: the next import waits for the task after it.
    expect(run.imported).toEqual(['/assets/vendor-123.js'])
    await flushMicrotasks()
    expect(run.timers).toHaveLength(1)
    run.timers.shift()!()
    await flushMicrotasks()
    expect(run.imported).toEqual(['/assets/vendor-123.js', '/assets/ui-456.js'])
    run.timers.shift()!()
    await flushMicrotasks()
    expect(run.imported).toEqual(['/assets/vendor-123.js', '/assets/ui-456.js', '/assets/index-AbC.js'])
    expect(run.timers).toHaveLength(0)
  })

  it('starts at once in a hidden tab, where no frame comes', async () => {
    const run = runStart(start.code, 'hidden')
    expect(run.frames).toHaveLength(0)
    expect(run.imported).toEqual(['/assets/vendor-123.js'])
    for (let i = 0; i < 2; i++) {
      await flushMicrotasks()
      run.timers.shift()!()
    }
    await flushMicrotasks()
    expect(run.imported.at(-1)).toBe('/assets/index-AbC.js')
  })

  it('names the start module by its content', () => {
    const other = deferAppStart(SHELL.replace('index-AbC', 'index-XyZ'))
    expect(other.start.file).not.toBe(start.file)
    expect(deferAppStart(SHELL).start.file).toBe(start.file)
  })

  it('refuses a shell without an entry script', () => {
    expect(() => deferAppStart('<html><head></head><body><div id="root"></div></body></html>')).toThrow(/no entry script/)
  })

  it('fills the deferred page like the shell', () => {
    const page = fillShell(html, { html: '<h1>Rates</h1>', state: {} as never })
    expect(page).toContain('<div id="root"><h1>Rates</h1></div>')
    expect(page).toContain(`src="/${start.file}"`)
  })
})
