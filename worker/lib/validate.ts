import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { z } from 'zod'
import { HttpError } from './http-error'

/** zod issues → `{ 'field.path': 'plain words' }`, first problem per field. */
export function issuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  // Null prototype, so a key named `__proto__` is recorded as a field (not a prototype change).
  const fields: Record<string, string> = Object.create(null) as Record<string, string>
  for (const issue of issues) {
    let path = issue.path.map(String).join('.')
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[path ? `${path}.${key}` : key] ??= 'Unknown field'
      continue
    }
    if (!path) path = '_'
    fields[path] ??= issue.message
  }
  return { ...fields }
}

/**
 * The one validator wrapper: every validation failure becomes a 400 in the shared error
 * shape, naming each field.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const fields = issuesToFields(result.error.issues)
      const names = Object.keys(fields).join(', ')
      throw new HttpError('validation_failed', `Invalid ${target}: ${names}`, fields)
    }
  })
}
