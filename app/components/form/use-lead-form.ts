/**
 * `useLeadForm`: the one submit path of every form that becomes a lead (quote, application,
 * "send me a copy", and the contact, become-a-broker, newsletter and chat forms to come).
 *
 * A lead form is three parts:
 * 1. a model, pure and tested on its own (`features/<x>/<x>-model.ts`): the values, its checks
 *    in plain words, and values → payload typed by the shared schema (`LeadPayloadInput<K>`);
 * 2. JSX: the fields, each with `name` = the model's field name;
 * 3. this hook, which owns everything else: the busy state (no double submit), sending through
 *    the device outbox (app/offline/send-lead.ts: queued offline, sent once), the outcome and
 *    its toasts, the server's field messages placed on the form's own fields, the alert above
 *    the button, and focus on the first invalid field (in screen order).
 *
 * ```tsx
 * const form = useLeadForm('application', {
 *   serverFields: APPLICATION_SERVER_FIELDS, // payload path → field: { client_email: 'email' }
 *   texts: APPLICATION_TEXTS,                // the spec's success / failure / offline texts
 *   onAccepted: () => setValues(initialApplicationValues()),
 * })
 * const checks = validateApplication(values) // the form's own checks, live
 * const error = (field: ApplicationField) => (form.submitted ? (form.fieldErrors[field] ?? checks[field]) : undefined)
 *
 * <form ref={form.formRef} onSubmit={form.handleSubmit(() => {
 *   const payload = buildApplicationPayload(values)
 *   return payload ? { payload } : { errors: checks }
 * })} noValidate>
 *   <TextRow name="email" value={values.email} error={error('email')}
 *     onChange={(v) => { setValues({ ...values, email: v }); form.fieldChanged('email') }} />
 *   {form.message ? <p role="alert">{form.message}</p> : null}
 *   <Button type="submit" loading={form.busy}>Submit Application</Button>
 * </form>
 * ```
 *
 * A form with more to say (the contact form's consent toast, its partner-post result) adds it
 * in `onAccepted` or in what `handleSubmit`'s callback returns; it never keeps its own busy flag.
 */
import {
  type Dispatch,
  type FormEvent,
  type RefObject,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'
import { dismissNotices, notify } from '#app/components/ui/notify.ts'
import type { LeadNotices, LeadSendOutcome } from '#app/offline/send-lead.ts'
import type {
  SubmissionKind as LeadKind,
  SubmissionPayloadInput as LeadPayloadInput,
} from '#shared/compliance/submissions.ts'
import { placeFieldErrors } from './place-field-errors'

/** What a form says around sending (the spec's texts where it has them). */
export interface LeadFormTexts {
  /** The spec's success message, e.g. 'Your mortgage quote request has been submitted!'. */
  success: string
  /** The spec's failure message (the server's reason goes with it). */
  failure: string
  /** Newsletter: the answer when the address was on the list already (one subscription, not an error). */
  alreadySubscribed?: string
  /** Offline, saved on the device. */
  queued: string
  /** Offline without IndexedDB: kept only while the page stays open. */
  queuedInMemory: string
  /** The alert when the form's own checks fail; none: the field messages say it all. */
  fixFields?: string
  /**
   * The alert when sending failed, with the server's reason (or none: an unexpected failure).
   * Default `${failure}: ${reason}`, or `${failure}. Please try again.`.
   */
  failed?: (reason?: string) => string
  /** Failures are toasts as well as the alert (a failure is a toast unless a form says otherwise). */
  toastFailures?: boolean
}

/** The alert's reason when the shared schema refused a value the form's checks let through. */
export const CHECK_FIELDS = 'Check the highlighted fields.'

type Accepted = Extract<LeadSendOutcome, { status: 'sent' | 'queued' }>

/** How a form's lead is sent; the default is the device outbox, loaded on first use. */
export interface LeadSender<K extends LeadKind> {
  send(kind: K, payload: LeadPayloadInput<K>, notices: LeadNotices): Promise<LeadSendOutcome>
  /** Loads the sender and opens the outbox ahead of a submit (the form is on screen). */
  prepare?(): void
}

const loadSendLead = () => import('#app/offline/send-lead.ts')

/** The app's sender: kept out of page chunks until a form is shown. */
export const outboxSender: LeadSender<LeadKind> = {
  send: async (kind, payload, notices) => (await loadSendLead()).sendLead(kind, payload, notices),
  prepare: () =>
    void loadSendLead().then(
      (m) => m.prepareSendLead(),
      () => undefined,
    ),
}

export interface LeadFormOptions<K extends LeadKind, F extends string> {
  /** Where a server's field message belongs: payload path (no `payload.` prefix) → field. */
  serverFields: Readonly<Record<string, F>>
  texts: LeadFormTexts
  /** After the server took it or the device kept it (its toast already shown): reset, close. */
  onAccepted?: (outcome: Accepted) => void
  /** Busy changed (a dialog must not close while its form is sending). */
  onBusyChange?: (busy: boolean) => void
  /** Whether the form is on screen: the sender is prepared then (default true). */
  active?: boolean
  /** Default: the device outbox. */
  sender?: LeadSender<K>
}

/** What the form's submit callback returns: the payload to send, or why not. */
export type LeadFormAttempt<K extends LeadKind, F extends string> =
  | { payload: LeadPayloadInput<K> }
  /**
   * Nothing is sent. `errors`: the form's own checks (which the form shows from its values,
   * once `submitted`); focus goes to the first. `message`: the alert (default `texts.fixFields`).
   */
  | { errors: Partial<Record<F, string>>; message?: string }

export interface LeadForm<K extends LeadKind, F extends string> {
  formRef: RefObject<HTMLFormElement | null>
  /** Sending: the submit button shows it; a second submit meanwhile is ignored. */
  busy: boolean
  /** Submitted at least once since the last reset: show the form's own checks from now on. */
  submitted: boolean
  /** The alert above the button, or undefined. */
  message: string | undefined
  /** The server's messages from the last attempt, each until its field changes. */
  fieldErrors: Partial<Record<F, string>>
  /** Call when a field's value changes: its message from the last attempt goes. */
  fieldChanged(field: F): void
  /** The form's onSubmit. */
  handleSubmit(attempt: () => LeadFormAttempt<K, F>): (event?: FormEvent) => Promise<void>
  /** Back to a fresh form (nothing submitted, no messages). */
  reset(): void
  /** An error toast of this form's own (e.g. a required consent): taken down at the next submit. */
  notifyError(toast: { title: string; description?: string }): void
}

/** What says the visitor has reached a form (captured, so a field's own handlers cannot hide it). */
const REACH_EVENTS = ['focusin', 'pointerdown', 'input'] as const

function defaultFailed(failure: string) {
  return (reason?: string) => (reason ? `${failure}: ${reason}` : `${failure}. Please try again.`)
}

/** Focus the first control, in screen order, whose name has a message. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: Partial<Record<string, string>>) {
  if (!form) return
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name
    if (name && errors[name]) {
      ;(element as HTMLElement).focus()
      return
    }
  }
}

export function useLeadForm<K extends LeadKind, F extends string>(
  kind: K,
  options: LeadFormOptions<K, F>,
): LeadForm<K, F> {
  const { active = true } = options
  const sender = (options.sender ?? outboxSender) as LeadSender<K>
  const formRef = useRef<HTMLFormElement | null>(null)
  const busyRef = useRef(false)
  const [busy, setBusyState] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [message, setMessage] = useState<string>()
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<F, string>>>({})
  // The latest options, so a submit in flight reports to the current callbacks.
  const latest = useRef(options)
  // The error toasts this form raised: taken down when the visitor submits again, so a success
  // never shows next to an error from an earlier attempt.
  const errorToasts = useRef<Promise<string | undefined>[]>([])
  const notifyError = useCallback((toast: { title: string; description?: string }) => {
    errorToasts.current.push(notify('error', toast))
  }, [])
  const clearErrorToasts = () => {
    dismissNotices(errorToasts.current)
    errorToasts.current = []
  }
  latest.current = options
  // Focus moves once the messages are on screen (so a screen reader reads the field's error).
  const [focusRequest, setFocusRequest] = useState<{ errors: Partial<Record<string, string>> }>()
  useEffect(() => {
    if (focusRequest) focusFirstInvalid(formRef.current, focusRequest.errors)
  }, [focusRequest])

  // Load the sender and open the outbox once the visitor reaches the form (a focus, a press or
  // typing in it), so a submit works even if the network drops later. Not as the page loads: the
  // sender brings the lead schemas, whose evaluation is a long task on a phone, and a visitor
  // who never touches the form never needs them. A submit before then waits for the sender.
  useEffect(() => {
    if (!active) return
    const form = formRef.current
    if (!form || form.contains(document.activeElement)) {
      sender.prepare?.()
      return
    }
    const stop = () => {
      for (const type of REACH_EVENTS) form.removeEventListener(type, reached, true)
    }
    const reached = () => {
      stop()
      sender.prepare?.()
    }
    for (const type of REACH_EVENTS) form.addEventListener(type, reached, true)
    return stop
  }, [active, sender])

  const setBusy = useCallback((value: boolean) => {
    busyRef.current = value
    setBusyState(value)
    latest.current.onBusyChange?.(value)
  }, [])

  const reset = useCallback(() => {
    setSubmitted(false)
    setMessage(undefined)
    setFieldErrors({})
  }, [])

  const fieldChanged = useCallback((field: F) => {
    setFieldErrors((current) => {
      if (!(field in current)) return current
      const { [field]: _cleared, ...rest } = current
      return rest as Partial<Record<F, string>>
    })
  }, [])

  /** The alert, the server's messages on their fields, and focus on the first invalid field. */
  const show = (
    alert: string | undefined,
    stored: Partial<Record<F, string>>,
    invalid: Partial<Record<F, string>> = stored,
  ) => {
    setMessage(alert)
    setFieldErrors(stored)
    if (Object.keys(invalid).length > 0) setFocusRequest({ errors: invalid })
  }

  const handleSubmit = (attempt: () => LeadFormAttempt<K, F>) => async (event?: FormEvent) => {
    event?.preventDefault()
    if (busyRef.current) return
    const { texts, serverFields } = latest.current
    const failed = texts.failed ?? defaultFailed(texts.failure)
    const fail = (errors: Partial<Record<F, string>>, reason: string | undefined) => {
      show(failed(reason), errors)
      if (texts.toastFailures)
        notifyError(reason ? { title: texts.failure, description: reason } : { title: texts.failure })
    }
    clearErrorToasts()
    setSubmitted(true)
    const next = attempt()
    if (!('payload' in next)) {
      // The form shows its own checks (live, from its values); only focus moves here.
      show(next.message ?? texts.fixFields, {}, next.errors)
      return
    }
    show(undefined, {})
    setBusy(true)
    try {
      const succeeded = (info?: { alreadySubscribed?: true }) =>
        notify('success', { title: (info?.alreadySubscribed && texts.alreadySubscribed) || texts.success })
      const outcome = await sender.send(kind, next.payload, {
        delivered: succeeded,
        failed: (reason) => notifyError({ title: texts.failure, description: reason }),
      })
      if (outcome.status === 'sent' || outcome.status === 'queued') {
        if (outcome.status === 'sent') succeeded(outcome)
        else
          notify('info', {
            title: 'Saved on this device',
            description: outcome.onDevice ? texts.queued : texts.queuedInMemory,
          })
        reset()
        latest.current.onAccepted?.(outcome)
        return
      }
      const placed = placeFieldErrors(outcome.fields, serverFields)
      const nothingPlaced = Object.keys(placed).length === 0
      if (outcome.status === 'rejected') {
        // A message for a field the form does not show still says what was wrong.
        const detail = nothingPlaced ? Object.values(outcome.fields)[0] : undefined
        fail(placed, detail ? `${outcome.message} (${detail})` : outcome.message)
      } else {
        fail(placed, nothingPlaced ? (Object.values(outcome.fields)[0] ?? CHECK_FIELDS) : CHECK_FIELDS)
      }
    } catch {
      fail({}, undefined)
    } finally {
      setBusy(false)
    }
  }

  return { formRef, busy, submitted, message, fieldErrors, fieldChanged, handleSubmit, reset, notifyError }
}

/**
 * A lead form's fields, bound to its values: `shown(key)` is the message a field shows (the
 * server's, else the form's own check) once `visible(key)` (by default: once submitted);
 * `set(key)` changes a value and clears that field's server message; `field(key)` is both, with
 * the value and name, to spread on a row: `<EmailRow {...field('email')} required />`.
 */
export function leadFields<V extends object, F extends string>(
  form: Pick<LeadForm<LeadKind, F>, 'submitted' | 'fieldErrors' | 'fieldChanged'>,
  values: V,
  setValues: Dispatch<SetStateAction<V>>,
  checks: Partial<Record<F, string>>,
  visible: (key: F) => boolean = () => form.submitted,
) {
  const shown = (key: F) => (visible(key) ? (form.fieldErrors[key] ?? checks[key]) : undefined)
  // Any value may change (a select with no message too); only a field's own message clears.
  const set =
    <K extends keyof V & string>(key: K) =>
    (value: V[K]) => {
      setValues((v) => ({ ...v, [key]: value }))
      form.fieldChanged(key as string as F)
    }
  const field = <K extends keyof V & F>(key: K) => ({
    name: key,
    value: values[key],
    onChange: set(key),
    error: shown(key),
  })
  /** A select's binding: every option is valid, so it has no message. */
  const choice = <K extends keyof V & string>(key: K) => ({ name: key, value: values[key], onChange: set(key) })
  /** A checkbox's binding (a consent box): its value as `checked`, its message once shown. */
  const check = <K extends keyof V & F>(key: K) => ({
    name: key,
    checked: values[key],
    onChange: set(key),
    error: shown(key),
  })
  return { shown, set, field, choice, check }
}

/**
 * A lead form with its values: `useLeadForm`, the values (from `initial`, or `first` when the
 * form opens prefilled), back to `initial()` once a lead is accepted, the form's own checks
 * (`validate`), the bound fields (`leadFields`) and the `<form>`'s props: its submit sends
 * `build(values)`, or shows the checks when that is null (`onInvalid` may add a toast).
 *
 * ```tsx
 * const { form, formProps, field } = useLeadFormValues('newsletter', {
 *   serverFields, texts, initial: initialNewsletterValues, validate: validateNewsletter,
 *   build: buildNewsletterPayload,
 * })
 * <form {...formProps} aria-labelledby={labelledBy}><EmailRow {...field('email')} required /></form>
 * ```
 */
export function useLeadFormValues<K extends LeadKind, V extends object, F extends string>(
  kind: K,
  options: LeadFormOptions<K, F> & {
    initial: () => V
    first?: () => V
    validate: (values: V) => Partial<Record<F, string>>
    build: (values: V) => LeadPayloadInput<K> | null
    onInvalid?: (checks: Partial<Record<F, string>>, form: LeadForm<K, F>) => void
  },
) {
  const { initial, first = initial, validate, build, onInvalid, onAccepted } = options
  const [values, setValues] = useState<V>(first)
  const form = useLeadForm(kind, {
    ...options,
    onAccepted: (outcome) => {
      setValues(initial())
      onAccepted?.(outcome)
    },
  })
  const checks = validate(values)
  const onSubmit = form.handleSubmit(() => {
    const payload = build(values)
    if (payload) return { payload }
    onInvalid?.(checks, form)
    return { errors: checks }
  })
  const formProps = { ref: form.formRef, onSubmit, noValidate: true }
  return { form, formProps, values, setValues, checks, ...leadFields(form, values, setValues, checks) }
}
