/**
 * Structured logs. Never pass personal data (names, emails, phones, messages) here: log ids and
 * counts instead. `redact` is applied to every field as a second line of defence.
 */
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi
const PHONE = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/g

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

export const log = {
  info: (msg: string, fields?: Record<string, unknown>) => emit('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => emit('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => emit('error', msg, fields),
}
