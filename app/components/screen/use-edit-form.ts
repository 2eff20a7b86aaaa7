import { type UseMutationOptions, useMutation } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type * as z from 'zod/mini'
import { toaster } from '#app/components/ui/toaster.tsx'
import { ApiError } from '#app/lib/api-client.ts'
import { toFieldErrors } from '#shared/rules/field-errors.ts'

/** One message per field of the form, by the field's name. */
export type FieldErrors<F> = Partial<Record<keyof F, string>>

/** The server's own words when it sent some (a 400's field problem, a 404, a 409). */
export const serverMessage = (e: unknown) => (e instanceof ApiError ? e.message : undefined)

/** The server's field messages of a refused save; none for any other failure. */
export const serverFields = (e: unknown): Record<string, string> => (e instanceof ApiError ? e.fields : {})

/** A form's submit handler: the page stays (no native submission) and `onSubmit` runs instead. */
export const submitted = (onSubmit: () => void) => (e: FormEvent) => {
  e.preventDefault()
  onSubmit()
}

/**
 * A form's element (`ref` it) whose first field marked invalid takes the focus each time
 * `errors` changes and names a field, so a keyboard or screen-reader user lands on it.
 */
export function useFocusFirstInvalid(errors: object) {
  const ref = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (Object.values(errors).some(Boolean)) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors])
  return ref
}

/**
 * The state of an edit form: its values, one error per field (the shared schema's check before
 * sending, or the server's `fields` after), the focus on the first field in error, and a failed
 * save's toast. A field's message stays until that field is edited.
 *
 * `follow`: the values come from saved data that may change (a refetch): the form takes them
 * again when their content changes, and keeps what is being typed when it does not.
 */
export function useEditForm<F extends object>(values: F, { follow = false }: { follow?: boolean } = {}) {
  const [form, setForm] = useState<F>(values)
  const [errors, setErrors] = useState<FieldErrors<F>>({})
  const formRef = useFocusFirstInvalid(errors)
  const savedKey = follow ? JSON.stringify(values) : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content: a refetch with the same values keeps what is being typed
  useEffect(() => {
    if (follow) setForm(values)
  }, [savedKey])

  const set =
    <K extends keyof F>(key: K) =>
    (value: F[K]) => {
      setForm((f) => ({ ...f, [key]: value }))
      setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e))
    }
  /** One field's props for its row: `<TextRow label="Name" {...field('name')} />`. */
  const field = <K extends keyof F & string>(key: K) => ({
    name: key,
    value: form[key],
    onChange: set(key),
    error: errors[key],
  })
  /** The same for a checkbox row (`checked` instead of `value`). */
  const checkbox = <K extends keyof F & string>(key: K) => ({
    name: key,
    checked: form[key],
    onChange: set(key),
    error: errors[key],
  })
  /** The shared schema's check: the parsed value, or undefined with each problem on its field. */
  const check = <S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> | undefined => {
    const result = schema.safeParse(body)
    setErrors(result.success ? {} : (toFieldErrors(result.error) as FieldErrors<F>))
    return result.success ? result.data : undefined
  }
  /** A save's `onError`: the toast `title` with the server's words, and its field messages on their fields. */
  const failed = (title: string) => (e: unknown) => {
    toaster.error({ title, description: serverMessage(e) })
    setErrors(serverFields(e) as FieldErrors<F>)
  }
  return { form, setForm, set, field, checkbox, errors, setErrors, formRef, check, failed }
}

/**
 * An edit form that saves with the data layer's `mutation`: on success the `saved` toast, the
 * field messages cleared and `onSaved` (close the dialog, reset the form); on failure the
 * `failed` toast with the server's words and its field messages on their fields.
 */
export function useSaveForm<F extends object, TData, V, C>(
  values: F,
  mutation: UseMutationOptions<TData, Error, V, C>,
  toasts: { saved: string; failed: string },
  options: { follow?: boolean; onSaved?(data: TData): void } = {},
) {
  const edit = useEditForm(values, options)
  const save = useMutation({
    ...mutation,
    onSuccess: (data) => {
      edit.setErrors({})
      toaster.success({ title: toasts.saved })
      options.onSaved?.(data)
    },
    onError: edit.failed(toasts.failed),
  })
  /** What EditForm takes from this form: `<EditForm {...editForm} label=… onSubmit=… submitLabel=…>`. */
  const editForm = { formRef: edit.formRef, pending: save.isPending }
  return { ...edit, save, pending: save.isPending, editForm }
}
