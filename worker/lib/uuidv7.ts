/**
 * The worker's UUIDv7 (docs/decisions/203-worker-uuidv7.md): wrangler.toml's `[alias]` points
 * the `uuidv7` package's import here, so every server module (and shared code it bundles) gets
 * this 30-line version instead of the package's 4.5 KB (parsers, v4, classes the worker never
 * uses). Same contract as the package: RFC 9562 layout (48-bit Unix milliseconds, version 7,
 * variant 10, random bits), and ids from one isolate strictly increase: within a millisecond
 * (or if the clock steps back) the 12-bit `rand_a` counts up from a random start below 2048,
 * and past 4095 the timestamp moves one millisecond on.
 */

let lastMs = 0
let counter = 0

const freshCounter = () => crypto.getRandomValues(new Uint16Array(1))[0]! & 0x7ff

export function uuidv7(): string {
  const now = Date.now()
  if (now > lastMs) {
    lastMs = now
    counter = freshCounter()
  } else if (++counter > 0xfff) {
    lastMs++
    counter = freshCounter()
  }
  const b = crypto.getRandomValues(new Uint8Array(16))
  for (let i = 0; i < 6; i++) b[i] = Math.floor(lastMs / 2 ** (40 - 8 * i)) & 0xff
  b[6] = 0x70 | (counter >> 8)
  b[7] = counter & 0xff
  b[8] = 0x80 | (b[8]! & 0x3f)
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
