import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { LEAD_KINDS_UNDER_TEST, submissionOf } from '#tests/integration/leads-fixtures.ts'
import {
  createAgentBodySchema,
  enrolFactorBodySchema,
  signInBodySchema,
  updateMeBodySchema,
  verifyFactorBodySchema,
} from './auth'
import { leadStatusChangeRequestSchema, parseLeadBatch } from './leads'
import { adminRatesQuerySchema, rateHistoryQuerySchema, rateIdParamSchema, ratesQuerySchema } from './rates'
import { syncLeadsQuerySchema } from './sync'
import {
  BIDI_CONTROLS_MESSAGE,
  CONTROL_CHARS_MESSAGE,
  INVALID_UNICODE_MESSAGE,
  jsonObject,
  line,
  multiline,
  secret,
  unsafeTextProblem,
} from './text'

/** A secret (password) may hold direction characters: it is never displayed. */
const isBidi = (text: string) => /[\u202a-\u202e\u2066-\u2069]/.test(text)
const SECRET_FIELDS = /(^|\.)(password|currentPassword|newPassword)$/

/** Text no field may hold. */
const BAD_TEXT: readonly (readonly [string, string])[] = [
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate', '\udfff'],
  ['NUL', '\u0000'],
  ['escape', '\u001b'],
  ['C1 control', '\u0085'],
  ['right-to-left override', '\u202e'],
  ['left-to-right embedding', '\u202a'],
  ['first strong isolate', '\u2068'],
]

describe('unsafeTextProblem', () => {
  it('names each problem', () => {
    expect(unsafeTextProblem('a\ud800b')).toBe(INVALID_UNICODE_MESSAGE)
    expect(unsafeTextProblem('a\u0000b')).toBe(CONTROL_CHARS_MESSAGE)
    expect(unsafeTextProblem('Evil \u202egnp.exe')).toBe(BIDI_CONTROLS_MESSAGE)
  })

  it('accepts real text: any script, emoji (surrogate pairs), right-to-left marks, line breaks where allowed', () => {
    for (const ok of ['Zoë Łukasz-O’Brien', '李小龍', 'مريم\u200f', 'שָׁלוֹם', 'Hi 👋🏽 there', 'a\u200eb'])
      expect(unsafeTextProblem(ok), ok).toBeNull()
    expect(unsafeTextProblem('line one\nline two\r\n\tindented', { multiline: true })).toBeNull()
    expect(unsafeTextProblem('line one\nline two')).toBe(CONTROL_CHARS_MESSAGE)
  })
})

describe('the builders', () => {
  it.each(BAD_TEXT)('line and multiline refuse %s', (_name, bad) => {
    for (const schema of [line(1, 50), multiline(1, 50)]) expect(schema.safeParse(`ok ${bad} ok`).success).toBe(false)
  })

  it('a secret keeps spaces and direction characters, refuses broken Unicode and NUL', () => {
    expect(secret(1, 50).parse('  pass \u202e word ')).toBe('  pass \u202e word ')
    expect(secret(1, 50).safeParse('pass\ud800').success).toBe(false)
    expect(secret(1, 50).safeParse('pass\u0000').success).toBe(false)
  })

  it('jsonObject keeps the object as sent, own __proto__ key included', () => {
    const sent = JSON.parse('{"__proto__":{"polluted":true},"a":1}') as Record<string, unknown>
    const parsed = jsonObject().parse(sent)
    expect(parsed).toBe(sent)
    expect(Object.hasOwn(parsed, '__proto__')).toBe(true)
    // What z.record did: the key is gone from the copy.
    expect(Object.hasOwn(z.record(z.string(), z.unknown()).parse(sent), '__proto__')).toBe(false)
    for (const notObject of [null, [], 'x', 1]) expect(jsonObject().safeParse(notObject).success).toBe(false)
  })
})

// ---------------------------------------------------------------------------------------------
// Every string of every request contract gets the check
// ---------------------------------------------------------------------------------------------

type Path = (string | number)[]

/** Paths of every string leaf of a JSON value. */
function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path]
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]))
  return []
}

function withValue(value: unknown, path: Path, leaf: string): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>
  let node = copy
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  node[path.at(-1)!] = leaf
  return copy
}

/** Contracts with a valid sample; enum and literal fields are skipped (they refuse any other value). */
const CONTRACTS: { name: string; schema: z.ZodMiniType; valid: unknown; skip?: (path: string) => boolean }[] = [
  { name: 'sign-in', schema: signInBodySchema, valid: { email: 'a@example.test', password: 'A-password-1' } },
  {
    name: 'create agent',
    schema: createAgentBodySchema,
    valid: { fullName: 'Pat Lee', email: 'pat@example.test', password: 'A-password-1' },
  },
  {
    name: 'update me',
    schema: updateMeBodySchema,
    valid: { fullName: 'Pat Lee', currentPassword: 'old-password', newPassword: 'A-password-1' },
  },
  { name: 'enrol factor', schema: enrolFactorBodySchema, valid: { friendlyName: 'Phone' } },
  {
    name: 'verify factor',
    schema: verifyFactorBodySchema,
    valid: { challengeId: '0192e4a4-8c1c-7c4e-9a51-2f0d1c3b4a5e', code: '123 456' },
  },
  {
    name: 'lead status',
    schema: leadStatusChangeRequestSchema,
    valid: { id: '0192e4a4-8c1c-7c4e-9a51-2f0d1c3b4a5e', status: 'contacted', baseVersion: 1 },
    skip: (p) => p === 'status',
  },
  { name: 'rates query', schema: ratesQuerySchema, valid: { province: 'ON' } },
  {
    name: 'rate history query',
    schema: rateHistoryQuerySchema,
    valid: { province: 'ON', term: '5 year', rateType: 'fixed', days: '30' },
    skip: (p) => p === 'term' || p === 'rateType',
  },
  { name: 'admin rates query', schema: adminRatesQuerySchema, valid: { page: '2', pageSize: '50' } },
  { name: 'rate id', schema: rateIdParamSchema, valid: { id: 'abc' } },
  { name: 'sync query', schema: syncLeadsQuerySchema, valid: { since: 'abc_DEF-1' } },
]

describe.each(CONTRACTS)('$name: every string field refuses bad text, naming the field', ({ schema, valid, skip }) => {
  it('the sample is valid', () => {
    expect(schema.safeParse(valid).success).toBe(true)
  })

  it.each(BAD_TEXT)('%s', (_name, bad) => {
    for (const path of stringPaths(valid)) {
      const dotted = path.join('.')
      if (skip?.(dotted) || (isBidi(bad) && SECRET_FIELDS.test(dotted))) continue
      const original = path.reduce<unknown>(
        (node, key) => (node as Record<string | number, unknown>)[key],
        valid,
      ) as string
      const result = schema.safeParse(withValue(valid, path, `${original.slice(0, 1)}${bad}${original.slice(1)}`))
      expect(result.success, `${dotted} accepted ${JSON.stringify(bad)}`).toBe(false)
      expect(
        result.error?.issues.map((i) => i.path.join('.')),
        dotted,
      ).toContain(dotted)
    }
  })
})

describe('lead submissions of every kind', () => {
  it.each(BAD_TEXT)('%s in any text field rejects the entry, naming the field', (_name, bad) => {
    for (const kind of LEAD_KINDS_UNDER_TEST) {
      const submission = submissionOf(kind)
      for (const path of stringPaths(submission)) {
        const dotted = path.join('.')
        // Enumerations and literals, ids and times refuse anything else anyway; check them too.
        const original = path.reduce<unknown>(
          (node, key) => (node as Record<string | number, unknown>)[key],
          submission,
        ) as string
        const parsed = parseLeadBatch({
          entries: [withValue(submission, path, `${original.slice(0, 1)}${bad}${original.slice(1)}`)],
        })
        expect(parsed.ok).toBe(true)
        const entry = parsed.ok ? parsed.entries[0] : undefined
        expect(entry?.status, `${kind} ${dotted}`).toBe('invalid')
        const fields = entry?.status === 'invalid' ? Object.keys(entry.error.fields ?? {}) : []
        // A discriminated union names the discriminator when `kind` itself is broken.
        expect(
          fields.some((f) => f === dotted || dotted.startsWith(`${f}.`) || f.startsWith(dotted)),
          `${kind} ${dotted}: ${fields.join(', ')}`,
        ).toBe(true)
      }
    }
  })

  it('an own __proto__ or constructor key at any level is an unknown field', () => {
    for (const key of ['__proto__', 'constructor']) {
      const top = JSON.parse(
        JSON.stringify(submissionOf('application')).replace(/^\{/, `{"${key}":{"x":1},`),
      ) as unknown
      const inPayload = JSON.parse(
        JSON.stringify(submissionOf('quote')).replace('"payload":{', `"payload":{"${key}":{"x":1},`),
      ) as unknown
      for (const [entry, field] of [
        [top, key],
        [inPayload, `payload.${key}`],
      ] as const) {
        const parsed = parseLeadBatch({ entries: [entry] })
        const result = parsed.ok ? parsed.entries[0] : undefined
        expect(result?.status, field).toBe('invalid')
        expect(result?.status === 'invalid' ? result.error.fields : {}, field).toHaveProperty([field], 'Unknown field')
      }
    }
  })
})

describe('zod/mini messages (docs/decisions/036-zod-mini.md)', () => {
  it("are zod's English ones, set once by ./zod-config (mini alone says only 'Invalid input')", () => {
    const first = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message
    expect(first(line(1, 10), 5)).toBe('Invalid input: expected string, received number')
    expect(first(line(0, 3), 'abcd')).toBe('Too big: expected string to have <=3 characters')
    expect(first(z.strictObject({ a: z.optional(line(0, 3)) }), { b: 1 })).toBe('Unrecognized key: "b"')
  })

  it('keep our own wording where a builder is given one', () => {
    expect(line(1, 10).safeParse('  ').error?.issues[0]?.message).toBe('Required')
    expect(
      secret(8, 128, { tooShort: 'Password must be at least 8 characters' }).safeParse('short').error?.issues[0]
        ?.message,
    ).toBe('Password must be at least 8 characters')
  })
})
