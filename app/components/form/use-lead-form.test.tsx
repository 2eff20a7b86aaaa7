// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dismissNotices, notify } from '#app/components/ui/notify.ts'
import type { LeadNotices, LeadSendOutcome } from '#app/offline/send-lead.ts'
import type { LeadPayloadInput } from '#shared/schemas/leads.ts'
import { CHECK_FIELDS, type LeadFormTexts, type LeadSender, leadFields, useLeadForm } from './use-lead-form'

vi.mock('#app/components/ui/notify.ts', () => {
  let next = 0
  return { notify: vi.fn(async () => `toast-${++next}`), dismissNotices: vi.fn() }
})

afterEach(() => {
  cleanup()
  vi.mocked(notify).mockClear()
  vi.mocked(dismissNotices).mockClear()
})

/** The toast ids a dismissNotices call took down. */
const dismissedIds = async () => Promise.all(vi.mocked(dismissNotices).mock.calls.flatMap(([ids]) => [...ids]))

type Field = 'name' | 'email'

const TEXTS: LeadFormTexts = {
  success: 'Thanks!',
  failure: 'Failed to submit form',
  queued: 'Saved; sent when you are back online.',
  queuedInMemory: 'Keep this page open.',
  fixFields: 'Please fill in all required fields',
}

/** A sender whose outcome the test decides, one submit at a time. */
function fakeSender() {
  const calls: {
    payload: unknown
    notices: LeadNotices
    resolve(o: LeadSendOutcome): void
    reject(e: unknown): void
  }[] = []
  const sender = {
    send: (_kind, payload, notices) =>
      new Promise((resolve, reject) => calls.push({ payload, notices, resolve, reject })),
    prepare: vi.fn<() => void>(),
  } satisfies LeadSender<'newsletter'>
  return { sender, calls }
}

/** A small lead form built the way the app's forms are: a model (checks, payload), JSX, the hook. */
function TestForm(props: {
  sender: LeadSender<'newsletter'>
  texts?: LeadFormTexts | undefined
  active?: boolean
  onAccepted?: () => void
  onBusyChange?: (b: boolean) => void
}) {
  const [values, setValues] = useState({ name: '', email: '' })
  const form = useLeadForm<'newsletter', Field>('newsletter', {
    serverFields: { client_name: 'name', client_email: 'email' },
    texts: props.texts ?? TEXTS,
    sender: props.sender,
    ...(props.active === undefined ? {} : { active: props.active }),
    ...(props.onBusyChange ? { onBusyChange: props.onBusyChange } : {}),
    onAccepted: () => {
      setValues({ name: '', email: '' })
      props.onAccepted?.()
    },
  })
  const checks: Partial<Record<Field, string>> = {}
  if (!values.email.includes('@')) checks.email = 'Enter your email address.'
  if (!values.name) checks.name = 'Enter your name.'
  const shown = (field: Field) => (form.submitted ? (form.fieldErrors[field] ?? checks[field]) : undefined)
  const input = (field: Field) => (
    <div>
      <label htmlFor={field}>{field}</label>
      <input
        id={field}
        name={field}
        value={values[field]}
        aria-invalid={Boolean(shown(field))}
        aria-describedby={`${field}-error`}
        onChange={(e) => {
          setValues({ ...values, [field]: e.currentTarget.value })
          form.fieldChanged(field)
        }}
      />
      <span id={`${field}-error`}>{shown(field)}</span>
    </div>
  )
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.handleSubmit(() =>
        Object.keys(checks).length > 0
          ? { errors: checks }
          : {
              payload: {
                client_name: values.name,
                client_email: values.email,
              } as unknown as LeadPayloadInput<'newsletter'>,
            },
      )}
    >
      {input('name')}
      {input('email')}
      {form.message ? <p role="alert">{form.message}</p> : null}
      <button type="submit" aria-busy={form.busy}>
        Send
      </button>
    </form>
  )
}

const fill = (field: Field, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: field }), { target: { value } })
const submit = () =>
  act(async () => void fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!))
const settle = (call: { resolve(o: LeadSendOutcome): void }, outcome: LeadSendOutcome) =>
  act(async () => call.resolve(outcome))
/** The server's refusal of a lead, naming the fields it refused. */
const refusal = (fields: Record<string, string>): LeadSendOutcome => ({
  status: 'rejected',
  message: 'Invalid lead submission',
  fields,
})
const errorOf = (field: Field) => document.getElementById(`${field}-error`)?.textContent

function fillValid() {
  fill('name', 'Jane Doe')
  fill('email', 'jane@example.ca')
}

/** The form with a fake sender (and `texts`), filled in and submitted once: its sends wait in `calls`. */
async function submittedForm(texts?: LeadFormTexts) {
  const { sender, calls } = fakeSender()
  render(<TestForm sender={sender} texts={texts} />)
  fillValid()
  await submit()
  return calls
}

describe('useLeadForm', () => {
  it("on the form's own problems sends nothing, says so and focuses the first invalid field in screen order", async () => {
    const { sender, calls } = fakeSender()
    render(<TestForm sender={sender} />)
    fill('name', '')
    await submit()
    expect(calls).toHaveLength(0)
    expect(screen.getByRole('alert').textContent).toBe(TEXTS.fixFields)
    expect(errorOf('name')).toBe('Enter your name.')
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'name' }))
    // The checks follow the typing once submitted.
    fill('name', 'Jane')
    expect(errorOf('name')).toBe('')
  })

  it('is busy while sending and ignores a second submit; on success toasts, resets and calls onAccepted', async () => {
    const { sender, calls } = fakeSender()
    const onAccepted = vi.fn()
    const onBusyChange = vi.fn()
    render(<TestForm sender={sender} onAccepted={onAccepted} onBusyChange={onBusyChange} />)
    fillValid()
    await submit()
    await submit()
    expect(calls).toHaveLength(1)
    expect(calls[0]!.payload).toEqual({ client_name: 'Jane Doe', client_email: 'jane@example.ca' })
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-busy')).toBe('true')
    await settle(calls[0]!, { status: 'sent' })
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-busy')).toBe('false')
    expect(onBusyChange.mock.calls).toEqual([[true], [false]])
    expect(notify).toHaveBeenCalledWith('success', { title: TEXTS.success })
    expect(onAccepted).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alert')).toBeNull()
    expect((screen.getByRole('textbox', { name: 'email' }) as HTMLInputElement).value).toBe('')
    // A fresh form: nothing submitted, so no problems show for the emptied fields.
    expect(errorOf('email')).toBe('')
  })

  it('queued: says it is saved on the device, or kept in memory without IndexedDB', async () => {
    const calls = await submittedForm()
    await settle(calls[0]!, { status: 'queued', onDevice: true })
    expect(notify).toHaveBeenLastCalledWith('info', { title: 'Saved on this device', description: TEXTS.queued })
    fillValid()
    await submit()
    await settle(calls[1]!, { status: 'queued', onDevice: false })
    expect(notify).toHaveBeenLastCalledWith('info', {
      title: 'Saved on this device',
      description: TEXTS.queuedInMemory,
    })
  })

  it('hands the sender notices that toast a late delivery or refusal', async () => {
    const calls = await submittedForm()
    calls[0]!.notices.delivered()
    calls[0]!.notices.failed('Email domain not accepted')
    expect(vi.mocked(notify).mock.calls).toEqual([
      ['success', { title: TEXTS.success }],
      ['error', { title: TEXTS.failure, description: 'Email domain not accepted' }],
    ])
  })

  it("a refusal places the server's messages on the fields, says why and focuses the field; the message goes when the field changes", async () => {
    const calls = await submittedForm()
    await settle(calls[0]!, refusal({ 'payload.client_email': 'Domain not accepted' }))
    expect(screen.getByRole('alert').textContent).toBe('Failed to submit form: Invalid lead submission')
    expect(errorOf('email')).toBe('Domain not accepted')
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'email' }))
    fill('email', 'jane@other.ca')
    expect(errorOf('email')).toBe('')
    expect(notify).not.toHaveBeenCalled()
  })

  it('a refusal naming a field the form does not show still says what was wrong', async () => {
    const calls = await submittedForm()
    await settle(calls[0]!, refusal({ 'payload.consent.granted': 'Consent is required' }))
    expect(screen.getByRole('alert').textContent).toBe(
      'Failed to submit form: Invalid lead submission (Consent is required)',
    )
  })

  it('a value the shared schema refuses is shown on its field', async () => {
    const calls = await submittedForm()
    await settle(calls[0]!, { status: 'invalid', fields: { client_name: 'Remove the control characters' } })
    expect(errorOf('name')).toBe('Remove the control characters')
    expect(screen.getByRole('alert').textContent).toBe(`Failed to submit form: ${CHECK_FIELDS}`)
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'name' }))
  })

  it("an unexpected failure says try again; a form's own wording and failure toasts are honoured", async () => {
    const texts: LeadFormTexts = {
      ...TEXTS,
      failure: 'Failed to submit application. Please try again.',
      failed: (r) => (r ? `Failed. ${r}` : 'Failed.'),
      toastFailures: true,
    }
    const calls = await submittedForm(texts)
    await act(async () => calls[0]!.reject(new Error('boom')))
    expect(screen.getByRole('alert').textContent).toBe('Failed.')
    expect(notify).toHaveBeenLastCalledWith('error', { title: texts.failure })
    await submit()
    await settle(calls[1]!, { status: 'rejected', message: 'Too many requests', fields: {} })
    expect(screen.getByRole('alert').textContent).toBe('Failed. Too many requests')
    expect(notify).toHaveBeenLastCalledWith('error', { title: texts.failure, description: 'Too many requests' })
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-busy')).toBe('false')
  })

  it('takes down its earlier error toasts when submitted again, so a success stands alone', async () => {
    const calls = await submittedForm({ ...TEXTS, toastFailures: true })
    await act(async () => calls[0]!.reject(new Error('boom')))
    const failureToast = await vi.mocked(notify).mock.results.at(-1)!.value
    expect(await dismissedIds()).not.toContain(failureToast)
    await submit()
    expect(await dismissedIds()).toContain(failureToast)
    await settle(calls[1]!, { status: 'sent' })
    expect(notify).toHaveBeenLastCalledWith('success', { title: TEXTS.success })
  })

  it('prepares the sender once the visitor reaches the form on screen, not as it renders', () => {
    const { sender } = fakeSender()
    const { rerender } = render(<TestForm sender={sender} active={false} />)
    fireEvent.focusIn(screen.getByRole('textbox', { name: 'name' }))
    expect(sender.prepare).not.toHaveBeenCalled()
    rerender(<TestForm sender={sender} active />)
    expect(sender.prepare).not.toHaveBeenCalled()
    fireEvent.pointerDown(screen.getByRole('textbox', { name: 'email' }))
    expect(sender.prepare).toHaveBeenCalledTimes(1)
    fireEvent.focusIn(screen.getByRole('textbox', { name: 'name' }))
    fill('name', 'Ada')
    expect(sender.prepare).toHaveBeenCalledTimes(1)
  })

  it('prepares the sender at once when the focus is already in the form as it comes on screen', () => {
    const { sender } = fakeSender()
    const { rerender } = render(<TestForm sender={sender} active={false} />)
    act(() => screen.getByRole('textbox', { name: 'name' }).focus())
    rerender(<TestForm sender={sender} active />)
    expect(sender.prepare).toHaveBeenCalledTimes(1)
  })

  it('sends a submit made before the form was reached', async () => {
    const { sender, calls } = fakeSender()
    render(<TestForm sender={sender} />)
    fill('name', 'Ada')
    fill('email', 'ada@example.com')
    await submit()
    expect(calls).toHaveLength(1)
    expect(calls[0]!.payload).toEqual({ client_name: 'Ada', client_email: 'ada@example.com' })
  })
})

describe('leadFields', () => {
  type Values = { consent: boolean; term: string }
  const bind = (fieldErrors: Partial<Record<'consent', string>>, submitted: boolean) => {
    const form = { submitted, fieldErrors, fieldChanged: vi.fn() }
    const setValues = vi.fn()
    const values: Values = { consent: false, term: '5' }
    return { form, setValues, fields: leadFields<Values, 'consent'>(form, values, setValues, {}) }
  }

  it("binds a select by name and value with no message; choosing sets the value and clears the field's message", () => {
    const { form, setValues, fields } = bind({}, true)
    const term = fields.choice('term')
    expect(term).toMatchObject({ name: 'term', value: '5' })
    expect(term).not.toHaveProperty('error')
    term.onChange('3')
    expect(setValues.mock.calls[0]?.[0]({ consent: false, term: '5' })).toEqual({ consent: false, term: '3' })
    expect(form.fieldChanged).toHaveBeenCalledWith('term')
  })

  it('binds a checkbox as checked, with its message only once the form shows messages', () => {
    expect(bind({ consent: 'Tick the box' }, false).fields.check('consent')).toMatchObject({
      name: 'consent',
      checked: false,
      error: undefined,
    })
    const { setValues, fields } = bind({ consent: 'Tick the box' }, true)
    const consent = fields.check('consent')
    expect(consent.error).toBe('Tick the box')
    consent.onChange(true)
    expect(setValues.mock.calls[0]?.[0]({ consent: false, term: '5' })).toEqual({ consent: true, term: '5' })
  })
})
