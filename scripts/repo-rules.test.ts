import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isBackOfficeFile } from '#scripts/lib/back-office-files.ts'

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'fixtures' ? [] : walk(p)
    return /\.tsx?$/.test(e.name) ? [p] : []
  })
}

/** Rules the codebase keeps, checked over every source file. */
const files = ['shared', 'worker', 'app', 'scripts', 'tests']
  .flatMap((dir) => walk(dir))
  .filter((f) => !f.includes('route-tree.gen'))
const source = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]))
const read = (f: string) => source.get(f)!

/** The code without comments (so a rule is not tripped by prose about what it forbids). */
const code = (f: string) =>
  read(f)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

const isTest = (f: string) => /\.test\.tsx?$/.test(f)
/** The app's own source, tests left out. */
const appFiles = files.filter((f) => f.startsWith('app/') && !isTest(f))

/** Where a file sits in the app's layers: `features/<name>`, `components`, `data`, `lib`, `offline`, `routes`, … */
function areaOf(file: string): string | null {
  const parts = file.split(path.sep)
  if (parts[0] !== 'app' || parts.length < 3) return null
  return parts[1] === 'features' ? `features/${parts[2]}` : parts[1]!
}

/** Every import of a file (static, dynamic, re-export), relative or through a `#area/` alias, as a repo path. */
function importsOf(file: string): string[] {
  const specifiers = [
    ...code(file).matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'((?:\.{1,2}|#[\w-]+)\/[^']+)'/gm),
  ].map((m) => m[1]!)
  return specifiers.map((s) =>
    s.startsWith('#') ? path.normalize(s.slice(1)) : path.normalize(path.join(path.dirname(file), s)),
  )
}

/** `from → to` for each import of an app file that crosses into an area `forbidden(fromArea, toArea)` refuses. */
function crossings(forbidden: (from: string, to: string) => boolean): string[] {
  return appFiles.flatMap((f) => {
    const from = areaOf(f)
    if (!from) return []
    return importsOf(f)
      .filter((target) => {
        const to = areaOf(target)
        return to !== null && to !== from && forbidden(from, to)
      })
      .map((target) => `${f} → ${target}`)
  })
}

describe('repository rules', () => {
  // docs/decisions/036-zod-mini.md. Every zod import in the code, static, dynamic or re-export.
  const zodImports = (f: string) =>
    [...code(f).matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](zod(?:\/[^'"]*)?)['"]/gm)].map((m) => m[1]!)

  it("imports zod only as 'zod/mini' (or its 'zod/locales'): classic zod adds ~18 KB gzip to the worker and to every chunk with a schema", () => {
    const offenders = files.flatMap((f) =>
      zodImports(f)
        .filter((spec) => spec !== 'zod/mini' && spec !== 'zod/locales')
        .map((spec) => `${f}: ${spec}`),
    )
    expect(offenders).toEqual([])
  })

  it("imports zod/mini as a namespace (`import * as z from 'zod/mini'`): the named `z` export keeps every locale (~80 KB gzip under esbuild)", () => {
    const offenders = files.filter((f) =>
      /import\s*(?:type\s*)?\{\s*(?:type\s+)?z\b[^}]*\}\s*from\s*['"]zod/.test(code(f)),
    )
    expect(offenders).toEqual([])
  })

  it('imports the locale only in shared/schemas/zod-config.ts (English, set once for both sides)', () => {
    const offenders = files.filter(
      (f) => f !== path.join('shared', 'schemas', 'zod-config.ts') && zodImports(f).includes('zod/locales'),
    )
    expect(offenders).toEqual([])
  })

  it('shared/ imports neither worker/ nor app/', () => {
    const offenders = files
      .filter((f) => f.startsWith('shared/'))
      .filter((f) => importsOf(f).some((target) => /^(worker|app)\//.test(target)))
    expect(offenders).toEqual([])
  })

  it('the app imports only types from the worker', () => {
    const offenders = files
      .filter((f) => f.startsWith('app/'))
      .filter((f) => /^import\s+(?!type\b)[^\n]*from\s+'((\.\.\/)+|#)worker\//m.test(read(f)))
    expect(offenders).toEqual([])
  })

  // data-kit (vite.config.ts) is loaded by every public page before it is interactive: a module
  // of its folders that reaches zod put the schema library and every schema on its way into that
  // chunk, a 70–150 ms task on each first load with a 4× slower CPU (docs/decisions/226).
  const DATA_KIT = [
    'app/lib/',
    'app/data/public/',
    'shared/config/',
    'shared/constants/',
    'shared/rules/',
    'shared/text/',
    'shared/time/',
  ]
  /** The repository files a module imports at run time (`import type` and dynamic imports left out). */
  const runtimeImports = (f: string): string[] =>
    [...code(f).matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => {
      const spec = m[1]!
      if (spec.startsWith('#')) return spec.replace(/^#(app|shared|worker|scripts|tests)\//, '$1/')
      if (spec.startsWith('.')) {
        const target = path.join(path.dirname(f), spec)
        return [target, `${target}.ts`, `${target}.tsx`].find((t) => source.has(t)) ?? target
      }
      return spec
    })

  it("data-kit's modules import no schema library at run time, directly or through the modules they import", () => {
    const offenders: string[] = []
    for (const start of files.filter((f) => !isTest(f) && DATA_KIT.some((dir) => f.startsWith(dir)))) {
      const seen = new Set<string>()
      const queue: string[][] = [[start]]
      while (queue.length) {
        const chain = queue.shift()!
        const f = chain.at(-1)!
        if (seen.has(f)) continue
        seen.add(f)
        for (const dep of runtimeImports(f)) {
          if (dep === 'zod' || dep.startsWith('zod/')) offenders.push([...chain, dep].join(' → '))
          else if (source.has(dep)) queue.push([...chain, dep])
        }
      }
    }
    expect(offenders).toEqual([])
  })
})

describe('one API client (docs/decisions/024-one-api-client.md)', () => {
  const CLIENT = path.join('app', 'lib', 'api-client.ts')

  it('only app/lib/api-client.ts creates the typed client (`hono/client`; its types may be used anywhere)', () => {
    const offenders = files.filter(
      (f) => f !== CLIENT && f.startsWith('app/') && /^import\s+(?!type\b)[^'"]*?from\s+'hono\/client'/m.test(read(f)),
    )
    expect(offenders).toEqual([])
  })

  it('parts in their own chunk use lazyChunk (app/lib/lazy-chunk.ts), never React.lazy: a failed fetch must not replace the page with the error screen', () => {
    const offenders = appFiles.filter(
      (f) => !isTest(f) && f !== 'app/lib/lazy-chunk.ts' && /(?<![\w.])lazy\(|\bReact\.lazy\(/.test(code(f)),
    )
    expect(offenders).toEqual([])
  })

  it('e2e seams for the reads the service worker fetches itself (/api/rates, /api/content) are routed on the context: a page route misses them once the worker controls the page', () => {
    const offenders = files
      .filter((f) => f.startsWith(path.join('tests', 'e2e') + path.sep))
      .flatMap((f) =>
        [...read(f).matchAll(/\bpage\.route\(\s*(['"`/][^,]*),/g)]
          .filter((m) => /api\\?\/(rates|content)/.test(m[1]!))
          .map((m) => `${f}: ${m[1]}`),
      )
    expect(offenders).toEqual([])
  })

  it('data modules import only types from offline/db (Dexie): the public pages load them before they are interactive; the database loads on first use', () => {
    const offenders = appFiles.filter(
      (f) =>
        areaOf(f) === 'data' &&
        /^\s*import\s+(?!type\b)(?:\{[^}]*\}|[\w$*, ]+)\s*from\s*'(\.\.\/offline\/db|#app\/offline\/db\.ts)'/m.test(
          code(f),
        ),
    )
    expect(offenders).toEqual([])
  })

  it('no request to /api is built by hand outside the client (no raw fetch, no URL strings)', () => {
    const offenders = appFiles.filter((f) => f !== CLIENT && /['"`]\/api(\/|['"`?$])/.test(code(f)))
    expect(offenders).toEqual([])
  })

  it('every path parameter goes through segment() (hc puts `param` values into the path as they are)', () => {
    const offenders = appFiles.flatMap((f) =>
      [...code(f).matchAll(/\bparam:\s*\{([^}]*)\}/g)]
        .flatMap((m) => m[1]!.split(','))
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '' && !/^[\w$]+:\s*segment\(/.test(entry))
        .map((entry) => `${f}: ${entry}`),
    )
    expect(offenders).toEqual([])
  })

  it('screens reach the API through data/ (queries and mutations there); the session manager is the auth endpoints’ own client', () => {
    const SESSION_MANAGER = path.join('app', 'features', 'auth', 'session.ts')
    const offenders = appFiles
      .filter((f) => /^(features|components|routes)/.test(areaOf(f) ?? '') && f !== SESSION_MANAGER)
      .filter((f) =>
        /import\s*\{[^}]*\b(api|authedApi|authedFetch|createApiClient|withAccessToken)\b[^}]*\}\s*from\s*'([./]*|#app\/)lib\/api-client(\.ts)?'/.test(
          read(f),
        ),
      )
    expect(offenders).toEqual([])
  })
})

describe('imports flow one way in the app (docs/decisions/025-route-data-and-layers.md)', () => {
  it('features do not import each other (routes compose them)', () => {
    expect(crossings((from, to) => from.startsWith('features/') && to.startsWith('features/'))).toEqual([])
  })

  it('components/ do not import features/ (a layout takes a feature as a prop from its route)', () => {
    expect(crossings((from, to) => from === 'components' && to.startsWith('features/'))).toEqual([])
  })

  it('data/ imports neither features/, components/ nor routes/', () => {
    expect(
      crossings(
        (from, to) => from === 'data' && (to.startsWith('features/') || to === 'components' || to === 'routes'),
      ),
    ).toEqual([])
  })

  it('lib/ and offline/ import no screen code (features/, components/, routes/, data/)', () => {
    expect(
      crossings(
        (from, to) =>
          (from === 'lib' || from === 'offline') &&
          (to.startsWith('features/') || ['components', 'routes', 'data'].includes(to)),
      ),
    ).toEqual([])
  })

  it('admin screens live in features/<domain>/admin/', () => {
    const adminRoutes = appFiles.filter((f) => /^app\/routes\/super-admin\./.test(f))
    const offenders = adminRoutes.flatMap((f) =>
      importsOf(f)
        .filter((target) => areaOf(target)?.startsWith('features/') && !target.includes(`${path.sep}admin${path.sep}`))
        // The chrome both staff areas share: the session's buttons and the notifications' inbox.
        .filter(
          (target) => !['auth', 'inbox'].some((shared) => target.startsWith(path.join('app', 'features', shared))),
        )
        .map((target) => `${f} → ${target}`),
    )
    expect(offenders).toEqual([])
  })

  // docs/decisions/171-back-office-stylesheet.md: the public stylesheet leaves these files out.
  it('only the signed-in areas import their files, so a public page never renders a class only their stylesheet has', () => {
    const posix = (f: string) => f.split(path.sep).join('/')
    const resolved = (target: string) => [target, `${target}.ts`, `${target}.tsx`].find((t) => source.has(t)) ?? target
    const backOffice = appFiles.filter((f) => isBackOfficeFile(posix(f)))
    expect(backOffice.length).toBeGreaterThan(50)
    const offenders = appFiles
      .filter((f) => !isBackOfficeFile(posix(f)))
      .flatMap((f) =>
        importsOf(f)
          .filter((target) => isBackOfficeFile(posix(resolved(target))))
          .map((target) => `${f} → ${target}`),
      )
    expect(offenders).toEqual([])
  })
})

describe('form rules come from shared/ (docs/decisions/099-rules-from-the-schemas.md)', () => {
  // A module that checks what a visitor typed or a link carried: it exports a form's checks
  // (`validate…`, `…Problem`), a route's search parser (`parse…Search`) or a reader of typed
  // text (`parse…(text: string)`). Readers of the server's own responses are not in it.
  const checking = appFiles.filter((f) =>
    /\bexport\s+function\s+(?:(?:validate\w*|\w+Problem|parse\w*Search)\s*[(<]|parse\w*\(\s*(?:text|input)\s*:\s*string)/.test(
      code(f),
    ),
  )

  it('finds the checking modules (the rule below has something to hold)', () => {
    expect(checking.length).toBeGreaterThanOrEqual(8)
  })

  it('checking modules write no whole-value format (/^…$/ with a character class): emails, phones, postal codes, ids and tokens are shared/rules/ functions the schemas use too', () => {
    // A plain number's shape (digits, a decimal point, groups and counts) is reading what a
    // person typed, not a format of a schema.
    const numberShape = /^\/\^(?:\\d|\\\.|[()?+*{},\d|])+\$\/[a-z]*$/
    const offenders = checking.flatMap((f) =>
      [...code(f).matchAll(/(?<![\w)\]])\/\^(?:\\\/|[^/\n])+\$\/[a-z]*/g)]
        .filter((m) => !numberShape.test(m[0]))
        .map((m) => `${f}: ${m[0]}`),
    )
    expect(offenders).toEqual([])
  })

  it('checking modules compare no length or value with a number written in place: limits are shared/rules/ constants', () => {
    const offenders = checking.flatMap((f) =>
      [...code(f).matchAll(/(?:\.length\s*[<>]=?\s*|[<>]=?\s*)(?:[2-9]|\d{2,})(?:_?\d)*(?:\.\d+)?\b(?!\s*[*/])/g)].map(
        (m) => `${f}: ${m[0]}`,
      ),
    )
    expect(offenders).toEqual([])
  })
})

describe('shared chunks stay cheap to load (docs/decisions/101-chunk-groups-by-folder.md)', () => {
  // The folders vite.config.ts groups into the chunks many pages load: every module of such a
  // chunk runs when the chunk loads, whether the page calls it or not.
  const GROUPED = [
    'app/lib/',
    'app/data/public/',
    'app/components/',
    'shared/config/',
    'shared/constants/',
    'shared/finance/',
    'shared/rules/',
    'shared/text/',
    'shared/time/',
  ]

  it('their modules make no Intl format when they load (the first one loads locale or time-zone data, a long task on a phone): make it on first use', () => {
    const offenders = files
      .filter((f) => !isTest(f) && GROUPED.some((dir) => f.startsWith(dir)))
      .filter((f) => /^(?:export\s+)?(?:const|let|var)\s+\w+\s*=\s*new\s+Intl\./m.test(code(f)))
    expect(offenders).toEqual([])
  })
})
