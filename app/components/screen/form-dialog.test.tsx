// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { TextRow } from '#app/components/form/form-rows.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import { ApiError } from '#app/lib/api-client.ts'
import { FormDialog } from './form-dialog'
import { useEditForm } from './use-edit-form'

afterEach(() => {
  act(() => toaster.remove())
  cleanup()
})

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Name is required')),
  email: z.string().check(z.minLength(1, 'Email is required')),
})

/** A dialog of two fields; `save` stands for the mutation, `failure` for what the server answers. */
function AgentDialog({
  save,
  pending = false,
  failure,
}: {
  save(v: unknown): void
  pending?: boolean
  failure?: unknown
}) {
  const { form, set, errors, check, failed } = useEditForm({ name: '', email: '' })
  return (
    <FormDialog
      onOpenChange={() => undefined}
      title="Create agent"
      description="The agent signs in with this email."
      submitLabel="Create agent"
      pending={pending}
      errors={errors}
      onSubmit={() => {
        const input = check(schema, form)
        if (!input) return
        if (failure) failed('Failed to create agent')(failure)
        else save(input)
      }}
    >
      <TextRow name="name" label="Full name" value={form.name} onChange={set('name')} error={errors.name} />
      <TextRow name="email" label="Email" value={form.email} onChange={set('email')} error={errors.email} />
    </FormDialog>
  )
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create agent' }))

describe('FormDialog', () => {
  it('a labelled dialog with its fields, Cancel and the submit button', async () => {
    render(<AgentDialog save={vi.fn()} />)
    const dialog = await screen.findByRole('dialog', { name: 'Create agent' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeTruthy()
  })

  it('the first invalid field takes the focus, and each field says what is wrong', async () => {
    const save = vi.fn()
    render(<AgentDialog save={save} />)
    await screen.findByRole('dialog')
    const email = screen.getByRole('textbox', { name: 'Email' })
    fireEvent.change(email, { target: { value: 'a@example.com' } })
    act(() => email.focus())
    submit()
    const name = screen.getByRole('textbox', { name: 'Full name' })
    await waitFor(() => expect(document.activeElement).toBe(name))
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Name is required')).toBeTruthy()
    expect(save).not.toHaveBeenCalled()

    // Editing the field takes its message away; the next submit sends.
    fireEvent.change(name, { target: { value: 'Ada' } })
    expect(screen.queryByText('Name is required')).toBeNull()
    submit()
    expect(save).toHaveBeenCalledWith({ name: 'Ada', email: 'a@example.com' })
  })

  it("the server's field messages land on their fields, and the focus with them", async () => {
    const conflict = new ApiError(409, {
      error: { code: 'conflict', message: 'Email already in use', fields: { email: 'Email already in use' } },
    })
    render(<AgentDialog save={vi.fn()} failure={conflict} />)
    await screen.findByRole('dialog')
    const name = screen.getByRole('textbox', { name: 'Full name' })
    fireEvent.change(name, { target: { value: 'Ada' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'taken@example.com' } })
    act(() => name.focus())
    submit()
    const email = screen.getByRole('textbox', { name: 'Email' })
    await waitFor(() => expect(document.activeElement).toBe(email))
    expect(screen.getByText('Email already in use', { selector: '[data-part="error-text"]' })).toBeTruthy()
  })

  it("while the save runs the submit button reads 'Saving…' and is disabled", async () => {
    render(<AgentDialog save={vi.fn()} pending />)
    await screen.findByRole('dialog')
    const busy = screen.getByRole('button', { name: 'Saving…' })
    expect(busy.hasAttribute('disabled')).toBe(true)
    expect(busy.getAttribute('aria-busy')).toBe('true')
  })
})
