import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type * as z from 'zod/mini'
import '#shared/schemas/zod-config.ts'
import { toFieldErrors } from '#shared/schemas/errors.ts'
import { HttpError } from './http-error'

/**
 * The one validator wrapper: every validation failure becomes a 400 in the shared error
 * shape (shared/schemas/errors.ts), naming each field.
 */
export function validate<T extends z.ZodMiniType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const fields = toFieldErrors(result.error)
      const names = Object.keys(fields).join(', ')
      throw new HttpError('validation_failed', `Invalid ${target}: ${names}`, fields)
    }
  })
}
