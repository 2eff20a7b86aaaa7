import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { MAX_FIELDS, ROOT_FIELD, toFieldErrors } from './errors'

const issuesOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value)
  if (result.success) throw new Error('expected a failure')
  return result.error
}

describe('toFieldErrors', () => {
  const body = z.strictObject({
    name: z.string().check(z.minLength(1, 'Enter a name')),
    nested: z.optional(z.strictObject({ age: z.number() })),
  })

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
