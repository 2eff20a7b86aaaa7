import { describe, expect, it } from 'vitest'
import { complaintPayloadSchema } from '#shared/compliance/cases.ts'
import { buildComplaintPayload, initialComplaintValues, NO_AGENT, validateComplaint } from './complaint-model'

const filled = {
  ...initialComplaintValues(),
  name: ' Robin Client ',
  email: 'robin@example.ca',
  details: 'Nobody called back.',
}

describe('the complaint form model', () => {
  it('starts empty, about no agent', () => {
    expect(initialComplaintValues()).toEqual({ name: '', email: '', phone: '', agentId: NO_AGENT, details: '' })
  })

  it('names each missing or bad field in plain words; the phone may stay empty', () => {
    expect(validateComplaint(initialComplaintValues())).toEqual({
      name: 'Enter your name.',
      email: 'Enter your email address.',
      details: 'Tell us what happened.',
    })
    expect(validateComplaint({ ...filled, phone: '123' })).toEqual({
      phone: 'Enter a 10-digit phone number, like 416-555-0123, or leave it empty.',
    })
    expect(buildComplaintPayload(initialComplaintValues())).toBeNull()
  })

  it('builds the payload the shared contract accepts', () => {
    const payload = buildComplaintPayload({ ...filled, agentId: '019b76da-a800-7fff-8fff-000000000000' })
    expect(payload).toEqual({
      name: 'Robin Client',
      email: 'robin@example.ca',
      phone: null,
      agent_id: '019b76da-a800-7fff-8fff-000000000000',
      details: 'Nobody called back.',
    })
    expect(complaintPayloadSchema.safeParse(payload).success).toBe(true)
    expect(buildComplaintPayload(filled)?.agent_id).toBeNull()
  })
})
