import { describe, expect, it } from 'vitest'
import { errorSummary, redact } from './log'

describe('redact', () => {
  it.each([
    ['call 416-555-0199 today', 'call [phone] today'],
    ['(416) 555-0199', '[phone]'],
    ['+1 416 555 0199', '[phone]'],
    ['phone=4165550199', 'phone=[phone]'],
    ['"phone":"4165550199"', '"phone":"[phone]"'],
    ['mail jane.doe+x@example.com now', 'mail [email] now'],
  ])('hides personal data: %s', (input, expected) => {
    expect(redact(input)).toBe(expected)
  })

  it.each([
    'lead 0190f3a2-1234-7abc-8def-123456789012 stored',
    'request lead_4165550199 ok',
    'at 1795778101285 ms',
    'id=a1b2c34165550199ef',
    'key 4165550199-7',
  ])('keeps ids and timestamps intact: %s', (input) => {
    expect(redact(input)).toBe(input)
  })

  it('redacts inside error summaries and keeps the ids there', () => {
    const id = '0190f3a2-1234-7abc-8def-123456789012'
    const summary = errorSummary(new Error(`lead ${id} from 416-555-0199 failed`))
    expect(summary).toContain(id)
    expect(summary).not.toContain('555-0199')
  })
})
