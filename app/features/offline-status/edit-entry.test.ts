import { describe, expect, it } from 'vitest'
import { applyEdits } from './apply-edits'
import { editableFields, payloadFieldErrors } from './edit-entry'

const contact = {
  type: 'contact',
  source: 'contact_form',
  first_name: 'Ana',
  last_name: 'Silva',
  client_email: 'ana@example',
  client_phone: '+14165550123',
  message: 'Renewal in May',
  consent: { granted: true, text_version: 'casl-2026-01', granted_at: '2026-05-01T10:00:00.000Z' },
  metadata: { phoneType: 'Mobile', postalCode: 'M5V 2T6' },
}

describe('editableFields', () => {
  it('lists the typed text fields present in the payload, in form order', () => {
    const fields = editableFields('contact', contact)
    expect(fields.map((f) => f.key)).toEqual([
      'first_name',
      'last_name',
      'client_email',
      'client_phone',
      'metadata.postalCode',
      'message',
    ])
    expect(fields.find((f) => f.key === 'client_email')).toMatchObject({
      label: 'Email',
      input: 'email',
      value: 'ana@example',
    })
  })

  it('shows an absent optional phone as an empty field, and skips the chat conversation object', () => {
    const chat = {
      type: 'contact',
      source: 'AI Chatbot',
      client_name: 'Anonymous Lead',
      client_email: 'x@example.com',
      client_phone: null,
      message: { conversation: [{ role: 'user', content: 'hi' }], last_interaction: '2026-05-01T10:00:00.000Z' },
      metadata: { source_details: 'Captured from chat conversation', chat_session_id: 's1' },
    }
    const fields = editableFields('chat', chat)
    expect(fields.map((f) => f.key)).toEqual(['client_name', 'client_email', 'client_phone'])
    expect(fields[2]!.value).toBe('')
  })

  it('adds other text fields the server named', () => {
    const quote = { type: 'rate_quote', client_name: 'A', client_email: 'a@b.co', metadata: { location: 'Ontario' } }
    const keys = editableFields('quote', quote, { 'payload.metadata.location': 'Invalid option' }).map((f) => f.key)
    expect(keys).toContain('metadata.location')
  })

  it('has nothing to edit for a status change', () => {
    expect(editableFields('lead-status', { leadId: 'x', status: 'new', baseVersion: 1 })).toEqual([])
  })
})

describe('applyEdits', () => {
  it('re-validates with the kind schema and reports field errors', () => {
    const result = applyEdits('contact', contact, { client_email: 'still-bad' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.fields.client_email).toMatch(/valid email/i)
  })

  it('returns the corrected payload without touching the original', () => {
    const result = applyEdits('contact', contact, { client_email: 'ana@example.com', 'metadata.postalCode': 'm5v2t6' })
    expect(result.ok).toBe(true)
    if (result.ok) {
      expect(result.payload).toMatchObject({
        client_email: 'ana@example.com',
        metadata: { postalCode: 'm5v2t6', phoneType: 'Mobile' },
      })
    }
    expect(contact.client_email).toBe('ana@example')
  })

  it('refuses an emptied required field', () => {
    const result = applyEdits('contact', { ...contact, client_email: 'ana@example.com' }, { first_name: '   ' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(Object.keys(result.fields)).toEqual(['first_name'])
  })
})

describe('payloadFieldErrors', () => {
  it('strips the submission prefix of server paths', () => {
    expect(payloadFieldErrors({ 'payload.client_email': 'Bad', id: 'Bad id' })).toEqual({
      client_email: 'Bad',
      id: 'Bad id',
    })
  })
})
