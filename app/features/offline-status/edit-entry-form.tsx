/**
 * "Needs attention" → Edit: the visitor's fields of a refused submission, re-validated with
 * the kind's shared schema, then queued again (outbox.editRejected: under the same id, or a new
 * one when the server holds that id for other details).
 */
import { type FormEvent, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import type { OfflineClient } from '#app/offline/client.ts'
import type { OutboxEntry } from '#app/offline/db.ts'
import { css } from '#styled-system/css'
import { applyEdits } from './apply-edits'
import { type EditableField, editableFields, payloadFieldErrors } from './edit-entry'

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1' })

export function EditEntryForm({
  client,
  entry,
  onDone,
}: {
  client: OfflineClient
  entry: OutboxEntry
  onDone: () => void
}) {
  const fields = editableFields(entry.kind, entry.payload, entry.lastError?.fields)
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.key, f.value])),
  )
  const [errors, setErrors] = useState<Record<string, string>>(() => payloadFieldErrors(entry.lastError?.fields))
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const result = applyEdits(entry.kind, entry.payload, values)
    if (!result.ok) {
      setErrors(result.fields)
      return
    }
    setBusy(true)
    try {
      await client.outbox.editRejected(entry.id, result.payload)
      onDone()
    } catch {
      setFailure('It could not be saved. Try again.')
    } finally {
      setBusy(false)
    }
  }

  const otherErrors = Object.entries(errors).filter(([key]) => !fields.some((f) => f.key === key))

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className={css({ display: 'grid', gap: '4' })}>
      {fields.map((field) => (
        <EditField
          key={field.key}
          field={field}
          value={values[field.key] ?? ''}
          error={errors[field.key]}
          onChange={(value) => setValues((v) => ({ ...v, [field.key]: value }))}
        />
      ))}
      {otherErrors.length > 0 ? (
        <ul className={css({ textStyle: 'sm', color: 'danger.fg', pl: '5', listStyle: 'disc' })}>
          {otherErrors.map(([key, message]) => (
            <li key={key}>
              {key}: {message}
            </li>
          ))}
        </ul>
      ) : null}
      {failure ? (
        <p role="alert" className={css({ textStyle: 'sm', color: 'danger.fg' })}>
          {failure}
        </p>
      ) : null}
      <div className={actions}>
        <Button type="submit" loading={busy} loadingText="Saving…">
          Save and send
        </Button>
        <Button variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

function EditField({
  field,
  value,
  error,
  onChange,
}: {
  field: EditableField
  value: string
  error: string | undefined
  onChange: (value: string) => void
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{field.label}</Field.Label>
      {field.input === 'textarea' ? (
        <Field.Textarea rows={4} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      ) : (
        <Field.Input
          type={field.input}
          autoComplete={field.autoComplete}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
