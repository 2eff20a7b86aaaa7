import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { apiErrorDetailSchema, apiErrorSchema, MAX_FIELDS, parseApiError, ROOT_FIELD, toFieldErrors } from './errors'

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  if (result.success) throw new Error('expected a failure')
  return result.error
}

describe('toFieldErrors', () => {
  const body = z.strictObject({ name: z.string().min(1, 'Enter a name'), nested: z.strictObject({ age: z.number() }).optional() })

  it('names each field by its dotted path, first problem per field', () => {
    const fields = toFieldErrors(issuesOf(body, { name: '', nested: { age: 'x' } }))
    expect(fields).toEqual({ name: 'Enter a name', 'nested.age': expect.any(String) })
  })

  it('reports unknown keys under their own path, `__proto__` included, as plain data', () => {
    const value = JSON.parse('{"name":"a","__proto__":{"x":1},"extra":1,"nested":{"age":1,"more":2}}') as unknown
    const fields = toFieldErrors(issuesOf(body, value))
    expect(Object.keys(fields).sort()).toEqual(['__proto__', 'extra', 'nested.more'])
    expect(fields.extra).toBe('Unknown field')
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype)
  })

  it(`puts a problem with the whole value under ${ROOT_FIELD}`, () => {
    expect(toFieldErrors(issuesOf(body, 'not an object'))).toEqual({ [ROOT_FIELD]: expect.any(String) })
  })

  it('prefixes every path, and a whole-value problem takes the prefix itself', () => {
    expect(Object.keys(toFieldErrors(issuesOf(body, { name: '' }), ['payload']))).toEqual(['payload.name'])
    expect(Object.keys(toFieldErrors(issuesOf(body, 3), ['sources', 0]))).toEqual(['sources.0'])
  })

  it(`keeps at most ${MAX_FIELDS} fields`, () => {
    const many = z.strictObject({})
    const value = Object.fromEntries(Array.from({ length: MAX_FIELDS + 10 }, (_, i) => [`k${i}`, i]))
    expect(Object.keys(toFieldErrors(issuesOf(many, value)))).toHaveLength(MAX_FIELDS)
  })
})

describe('parseApiError', () => {
  it('reads the error and ignores other top-level keys (a 409 carries `current`)', () => {
    expect(parseApiError({ error: { code: 'conflict', message: 'Stale' }, current: { id: 1 } })).toEqual({ code: 'conflict', message: 'Stale' })
    expect(parseApiError({ error: { code: 'validation_failed', message: 'Bad', fields: { a: 'x', b: 3 } } })).toEqual({
      code: 'validation_failed',
      message: 'Bad',
      fields: { a: 'x' },
    })
  })

  it('is null for anything that is not an API error', () => {
    for (const body of [null, undefined, '<html>', [], { error: 'x' }, { error: { message: 'no code' } }, { error: { code: 'x' } }]) {
      expect(parseApiError(body)).toBeNull()
    }
  })

  it('accepts every body the wire schema accepts, unchanged', () => {
    const detail = fc.record(
      {
        code: fc.string({ minLength: 1, maxLength: 64 }),
        message: fc.string({ maxLength: 200 }),
        fields: fc.dictionary(fc.string({ minLength: 1, maxLength: 20 }), fc.string({ maxLength: 50 }), { minKeys: 1, maxKeys: 5 }),
      },
      { requiredKeys: ['code', 'message'] },
    )
    fc.assert(
      fc.property(detail, (error) => {
        fc.pre(apiErrorSchema.safeParse({ error }).success)
        expect(parseApiError({ error })).toEqual(apiErrorDetailSchema.parse(error))
      }),
    )
  })
})
