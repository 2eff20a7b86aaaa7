/**
 * Structured logs. Never pass personal data (names, emails, phones, messages) here: log ids and
 * counts instead. `redact` is applied to every field as a second line of defence.
 */
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi
/**
 * A North American number standing on its own: not inside a longer run of letters, digits,
 * `_` or `-`, so the digits of an id (a UUID's last group, `lead_4165550199`) or a timestamp
 * stay intact and log lines can still be joined on them.
 */
const PHONE = /(?<![\w-])(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?![\w-])/g

export function redact(value: string): string {
  return value.replace(EMAIL, '[email]').replace(PHONE, '[phone]')
}

function emit(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}) {
  const safe: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(fields)) safe[k] = typeof v === 'string' ? redact(v) : v
  const line = JSON.stringify({ level, msg: redact(msg), ...safe })
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}

/**
 * An error in one line without personal data: each error of its `cause` chain as
 * `Name [code]: message`. Query parameters (drizzle's "Failed query: … params: …" carries the
 * row's values: names, emails) are cut, and `redact` runs over the rest. `causeFirst` puts the
 * deepest cause first, for a summary that is cut to a length (it is usually what went wrong).
 */
export function errorSummary(error: unknown, { causeFirst = false } = {}): string {
  const parts: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 6 && current !== undefined && current !== null; depth++) {
    if (!(current instanceof Error)) {
      parts.push(typeof current === 'string' ? current.slice(0, 200) : typeof current)
      break
    }
    const code = (current as { code?: unknown }).code
    const message = current.message.split(/\nparams:/)[0]!.slice(0, 400)
    parts.push(`${current.name}${typeof code === 'string' ? ` [${code}]` : ''}: ${message}`)
    current = (current as { cause?: unknown }).cause
  }
  return redact(causeFirst ? parts.reverse().join(' → raised as ') : parts.join(' ← caused by '))
}

/** `errorSummary` and the first stack frames of the outermost error: a log line for a crash. */
export function describeError(error: unknown): string {
  const frames =
    error instanceof Error && error.stack
      ? error.stack
          .split('\n')
          .filter((l) => /^\s+at /.test(l))
          .slice(0, 8)
      : []
  return [errorSummary(error), ...frames.map((f) => redact(f.trim()))].join('\n')
}

export const log = {
  info: (msg: string, fields?: Record<string, unknown>) => emit('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => emit('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => emit('error', msg, fields),
}
