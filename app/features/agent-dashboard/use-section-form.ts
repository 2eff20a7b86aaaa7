import { useEffect, useRef, useState } from 'react'
import type * as z from 'zod/mini'
import { toaster } from '#app/components/ui/toaster.tsx'
import { ApiError } from '#app/lib/api-client.ts'
import { AGENT_DASHBOARD_MESSAGES as M } from '#shared/schemas/agent-dashboard.ts'
import { toFieldErrors } from '#shared/schemas/errors.ts'

/** '' means "none": the wire's spelling of an empty optional field is null (shared/schemas/agent-dashboard.ts). */
export const orNull = (v: string) => (v.trim() === '' ? null : v.trim())

/**
 * The state every section of the agent's profile shares (Customize, Social, Links, SEO): the
 * form's values (reset when the saved profile changes), field errors from the shared schema's
 * check or from the server's 400/409 `fields`, the spec's toasts, and focus moved to the first
 * field in error so a keyboard or screen-reader user lands on it.
 */
export function useSectionForm<F extends Record<string, string>>(saved: F, failed: string) {
  const [form, setForm] = useState<F>(saved)
  const [errors, setErrors] = useState<Partial<Record<keyof F, string>>>({})
  const ref = useRef<HTMLFormElement>(null)
  const savedKey = JSON.stringify(saved)
  // Keyed by content: a refetch that brings the same values does not wipe what is being typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content: a refetch with the same values keeps what is being typed
  useEffect(() => setForm(saved), [savedKey])
  useEffect(() => {
    if (Object.keys(errors).length === 0) return
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors])

  const set = (key: keyof F) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }))
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e))
  }
  /** The shared schema's check before sending: false (and the fields marked) when it fails. */
  const check = (schema: z.ZodMiniType, body: unknown): boolean => {
    const result = schema.safeParse(body)
    if (result.success) return true
    setErrors(toFieldErrors(result.error) as Partial<Record<keyof F, string>>)
    return false
  }
  const onSuccess = () => {
    setErrors({})
    toaster.success({ title: M.profileUpdated })
  }
  const onError = (e: unknown) => {
    toaster.error({ title: failed, description: e instanceof ApiError ? e.message : undefined })
    if (e instanceof ApiError) setErrors(e.fields as Partial<Record<keyof F, string>>)
  }
  return { form, set, errors, setErrors, check, onSuccess, onError, ref }
}
