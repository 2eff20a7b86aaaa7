// Reading back form values saved on the device by an older (or newer) version of the app:
// keep each key whose stored value has the same type as the default and passes its check,
// fall back to the default for everything else. No schema library, so page chunks stay small.

type Checks<T> = { [K in keyof T]?: (value: T[K]) => boolean }

export function readStoredValues<T extends object>(raw: unknown, defaults: T, checks: Checks<T> = {}): T | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null
  const source = raw as Record<string, unknown>
  const out = { ...defaults }
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    if (!Object.hasOwn(source, key)) continue
    const value = source[key]
    if (!['string', 'number', 'boolean'].includes(typeof value) || typeof value !== typeof defaults[key]) continue
    if (typeof value === 'string' && value.length > 200) continue
    if (typeof value === 'number' && !Number.isFinite(value)) continue
    const check = checks[key]
    if (check && !check(value as T[typeof key])) continue
    out[key] = value as T[typeof key]
  }
  return out
}

export const oneOf =
  <V>(allowed: readonly V[]) =>
  (value: V) =>
    allowed.includes(value)

export const intBetween = (min: number, max: number) => (value: number) =>
  Number.isInteger(value) && value >= min && value <= max
