/**
 * The app's CSP forbids eval, and zod's JIT probes `new Function` once, which Chromium reports as
 * a CSP violation. zod keeps its global config on `globalThis.__zod_globalConfig`
 * (zod/v4/core/core.js) and reuses an existing object, so setting `jitless` here — before any
 * schema module loads — turns the probe off without putting zod in the initial bundle.
 * zod-jitless.test.ts fails if zod stops honouring it.
 *
 * Since the move to zod/mini (docs/decisions/036-zod-mini.md) our schemas never reach that
 * probe: mini's objects are the plain `$ZodObject`, and only classic's `$ZodObjectJIT` asks
 * whether eval is allowed. Kept as a guard (a few bytes) because zod/mini shares zod's core
 * config, and the core's compiling parsers (`z.compile`, `$ZodObjectJIT`) honour the flag.
 */
const g = globalThis as { __zod_globalConfig?: Record<string, unknown> }
g.__zod_globalConfig = Object.assign(g.__zod_globalConfig ?? {}, { jitless: true })

export {}
