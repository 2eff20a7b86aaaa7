/**
 * The machinery of the generated abuse suites (abuse.test.ts, abuse-alerts-news.test.ts):
 * mutations that break one thing in a valid JSON value, and a sender that checks every answer
 * (never a 5xx; what each case expects beyond that).
 */
import fc from 'fast-check'
import type * as z from 'zod/mini'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { baseUrl } from './helpers'

// ---------------------------------------------------------------------------------------------
// Generic mutations of a JSON value
// ---------------------------------------------------------------------------------------------

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type Path = (string | number)[]

export function leaves(value: Json, path: Path = []): { path: Path; value: Json }[] {
  if (Array.isArray(value)) return [{ path, value }, ...value.flatMap((v, i) => leaves(v, [...path, i]))]
  if (value !== null && typeof value === 'object')
    return [{ path, value }, ...Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]))]
  return [{ path, value }]
}

export const objectPaths = (value: Json) =>
  leaves(value)
    .filter((l) => l.value !== null && typeof l.value === 'object' && !Array.isArray(l.value))
    .map((l) => l.path)
export const stringPaths = (value: Json) =>
  leaves(value)
    .filter((l) => typeof l.value === 'string')
    .map((l) => l.path)
export const keyPaths = (value: Json) =>
  leaves(value)
    .filter((l) => l.path.length > 0 && typeof l.path.at(-1) === 'string')
    .map((l) => l.path)

export function edit(
  value: Json,
  path: Path,
  change: (parent: Record<string | number, Json>, key: string | number) => void,
): Json {
  const copy = JSON.parse(JSON.stringify(value)) as Json
  if (path.length === 0) return copy
  let node = copy as Record<string | number, Json>
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>
  change(node, path.at(-1)!)
  return copy
}

/** Characters no text field may hold (decision 021). */
export const BAD_CHARS = [
  '\ud800',
  '\udbff',
  '\udc00',
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
]
export const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
  fc.string({ maxLength: 8 }),
)
export const unknownKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'isAdmin', 'status'),
  fc.stringMatching(/^[a-zA-Z_$][a-zA-Z0-9_$]{0,12}$/),
)

export type Mutation = { kind: string; path: string; body: Json; raw?: string }

/** One broken thing in `valid`; `raw` when the body cannot be written by JSON.stringify alone. */
export function mutationOf(valid: Json): fc.Arbitrary<Mutation> {
  const strings = stringPaths(valid)
  const keys = keyPaths(valid)
  const objects = objectPaths(valid)
  const dotted = (p: Path) => p.join('.')
  const options: fc.Arbitrary<Mutation>[] = [
    fc
      .tuple(fc.constantFrom(...keys), wrongType)
      .map(([p, v]) => ({ kind: 'wrong type', path: dotted(p), body: edit(valid, p, (o, k) => (o[k] = v as Json)) })),
    fc
      .constantFrom(...keys)
      .map((p) => ({ kind: 'missing', path: dotted(p), body: edit(valid, p, (o, k) => delete o[k]) })),
    fc.tuple(fc.constantFrom(...objects), unknownKey, fc.jsonValue({ maxDepth: 1 })).map(([p, key, v]) => {
      const body = JSON.parse(JSON.stringify(valid)) as Json
      let node = body as Record<string, Json>
      for (const k of p) node = node[k] as Record<string, Json>
      // An own key even for `__proto__` (as JSON.parse makes it), not a prototype change.
      Object.defineProperty(node, key, { value: v as Json, enumerable: true, configurable: true, writable: true })
      return { kind: 'unknown key', path: [...p, key].join('.'), body }
    }),
  ]
  if (strings.length) {
    options.push(
      fc.tuple(fc.constantFrom(...strings), fc.constantFrom(...BAD_CHARS), fc.nat()).map(([p, ch, at]) => ({
        kind: `bad text U+${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
        path: dotted(p),
        body: edit(valid, p, (o, k) => {
          const s = o[k] as string
          const i = at % (s.length + 1)
          o[k] = `${s.slice(0, i)}${ch}${s.slice(i)}`
        }),
      })),
      fc.tuple(fc.constantFrom(...strings), fc.integer({ min: 5001, max: 9000 })).map(([p, n]) => ({
        kind: 'oversize',
        path: dotted(p),
        body: edit(valid, p, (o, k) => (o[k] = 'x'.repeat(n))),
      })),
    )
  }
  return fc.oneof(...options)
}

/** The field a 400 must name: the path itself, a parent (a union reports there) or a child. */
export function names(fields: Record<string, string> | undefined, path: string): boolean {
  const keys = Object.keys(fields ?? {})
  if (path === '') return keys.length > 0
  return keys.some((k) => k === path || path.startsWith(`${k}.`) || k.startsWith(`${path}.`))
}

// ---------------------------------------------------------------------------------------------
// Sending
// ---------------------------------------------------------------------------------------------

/** Client addresses `<prefix>.x.y`, a new one per request (each file its own prefix: the rate limits are per address). */
export function addresses(prefix: string): () => string {
  let counter = 0
  return () => {
    counter += 1
    return `${prefix}.${(counter >> 8) & 255}.${counter & 255}`
  }
}
export const nextIp = addresses('100.101')

export type Case = {
  route: string
  /** Generated invalid inputs this request carries (a batch carries several entries). */
  inputs?: number
  describe: string
  request: () => { path: string; init: RequestInit }
  /** What the answer must be, beyond "not 5xx". */
  check: (status: number, body: unknown) => string | null
}

export type ErrorBody = { error?: { code?: string; fields?: Record<string, string> } }

/** Requests in flight at once. */
const CONCURRENCY = 24

/** A 503 `unavailable` (the database too busy for this request) is load, not the input: sent again. */
const OVERLOAD_RESENDS = 3

export async function run(
  cases: Case[],
): Promise<{ failures: string[]; statuses: Record<string, number>; resent: number }> {
  const failures: string[] = []
  const statuses: Record<string, number> = {}
  let resent = 0
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++]!
      const { path, init } = c.request()
      let status = 0
      let body: unknown = null
      try {
        for (let attempt = 0; ; attempt++) {
          const res = await fetch(`${baseUrl()}${path}`, { ...init, signal: AbortSignal.timeout(15_000) })
          status = res.status
          const text = await res.text()
          try {
            body = JSON.parse(text)
          } catch {
            body = text
          }
          const overloaded =
            status === 503 && (body as ErrorBody).error?.code === 'unavailable' && res.headers.has('Retry-After')
          if (!overloaded || attempt >= OVERLOAD_RESENDS) break
          resent += 1
          await new Promise((r) => setTimeout(r, 1000))
        }
      } catch (error) {
        failures.push(`${c.route} ${c.describe}: no answer (${String(error)})`)
        continue
      }
      const key = `${c.route} ${status}`
      statuses[key] = (statuses[key] ?? 0) + 1
      const problem = status >= 500 ? `${status} ${JSON.stringify(body).slice(0, 200)}` : c.check(status, body)
      if (problem)
        failures.push(
          `${c.route} ${c.describe}: ${problem}\n    replay: ${init.method ?? 'GET'} ${path} ${typeof init.body === 'string' ? init.body.slice(0, 400) : ''}`,
        )
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { failures, statuses, resent }
}

export const origin = () => new URL(baseUrl()).origin
export const jsonPost = (path: string, raw: string, headers: Record<string, string> = {}) => ({
  path,
  init: {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin(), [TEST_CLIENT_IP_HEADER]: nextIp(), ...headers },
    body: raw,
  },
})

export function expect400Naming(path: string) {
  return (status: number, body: unknown) => {
    if (status !== 400) return `expected 400, got ${status} ${JSON.stringify(body).slice(0, 200)}`
    const error = (body as ErrorBody).error
    if (error?.code !== 'validation_failed')
      return `expected validation_failed, got ${JSON.stringify(body).slice(0, 200)}`
    return names(error.fields, path) ? null : `400 does not name "${path}": ${JSON.stringify(error.fields)}`
  }
}

/** The parameters the contract refuses in `query`: each must be named by the 400. */
export function refusedParams(schema: z.ZodMiniType, query: Record<string, string>): string[] {
  const result = schema.safeParse(query)
  if (result.success) return []
  return result.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? '')],
  )
}
