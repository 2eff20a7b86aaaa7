import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import { addMyTestimonialMutation, myTestimonialsQueryOptions } from '#app/data/agent-content.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { AGENT_DASHBOARD_MESSAGES as M } from '#shared/schemas/agent-dashboard.ts'
import { css } from '#styled-system/css'
import { ratingLabel, shortDate } from './content-format'
import { TabError, TabLoading } from './profile-tab'

/** Texts of the testimonials tab: the spec's catalogue; the empty state in docs/decisions/065. */
export const TESTIMONIALS_TEXT = {
  fetchFailed: 'Failed to fetch testimonials',
  empty:
    'No testimonials yet. Add what a client said about working with you; an admin approves it before it shows on your page.',
  approved: 'Approved',
} as const

type Form = { clientName: string; content: string; rating: number }
type Errors = Partial<Record<keyof Form, string>>
const blank: Form = { clientName: '', content: '', rating: 5 }

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n)

/** The Testimonials tab: add one (it waits for approval) and the list with its state. */
export function TestimonialsTab() {
  const list = useQuery(myTestimonialsQueryOptions())
  return (
    <div className={css({ display: 'grid', gap: '6', maxW: '4xl' })}>
      <AddTestimonial />
      <section aria-labelledby="testimonials-list" className={css({ display: 'grid', gap: '3' })}>
        <h3 id="testimonials-list" className={css({ fontWeight: 'semibold', color: 'fg.heading' })}>
          Your testimonials
        </h3>
        {list.isPending ? (
          <TabLoading label="Loading your testimonials" />
        ) : list.isError ? (
          <TabError message={TESTIMONIALS_TEXT.fetchFailed} retry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>{TESTIMONIALS_TEXT.empty}</p>
        ) : (
          <ul aria-label="Your testimonials" className={css({ display: 'grid', gap: '3' })}>
            {list.data.map((t) => (
              <li key={t.id}>
                <article aria-labelledby={`testimonial-${t.id}`} className={card}>
                  <div
                    className={css({
                      display: 'flex',
                      gap: '2',
                      flexWrap: 'wrap',
                      alignItems: 'center',
                      justifyContent: 'space-between',
                    })}
                  >
                    <h4
                      id={`testimonial-${t.id}`}
                      className={css({ fontWeight: 'semibold', color: 'fg.heading', overflowWrap: 'anywhere' })}
                    >
                      {t.clientName}
                    </h4>
                    <Badge tone={t.isApproved ? 'success' : 'warning'}>
                      {t.isApproved ? TESTIMONIALS_TEXT.approved : M.pendingApproval}
                    </Badge>
                  </div>
                  <span
                    role="img"
                    aria-label={ratingLabel(t.rating)}
                    className={css({ color: 'warning.fg', letterSpacing: 'wide' })}
                  >
                    {stars(t.rating)}
                  </span>
                  <p className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>{t.content}</p>
                  <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{shortDate(t.createdAt)}</span>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

function AddTestimonial() {
  const [form, setForm] = useState<Form>(blank)
  const [errors, setErrors] = useState<Errors>({})
  const add = useMutation({
    ...addMyTestimonialMutation(),
    onSuccess: () => {
      setForm(blank)
      setErrors({})
      toaster.success({ title: M.testimonialSubmitted })
    },
    onError: (e) => {
      const fields = e instanceof ApiError ? (e.detail?.fields ?? {}) : {}
      setErrors({ clientName: fields.clientName, content: fields.content, rating: fields.rating })
      toaster.error({ title: M.testimonialFailed, description: e instanceof ApiError ? e.message : undefined })
    },
  })
  const edit = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    setErrors((x) => (x[key] ? { ...x, [key]: undefined } : x))
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const missing: Errors = {}
    if (form.clientName.trim() === '') missing.clientName = 'Client name is required'
    if (form.content.trim() === '') missing.content = 'Testimonial is required'
    setErrors(missing)
    if (missing.clientName || missing.content) return
    add.mutate({ clientName: form.clientName, content: form.content, rating: form.rating })
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="testimonial-add"
      className={css({
        display: 'grid',
        gap: '4',
        p: '4',
        borderWidth: '1px',
        borderColor: 'border.subtle',
        borderRadius: 'lg',
        maxW: '2xl',
      })}
    >
      <h3 id="testimonial-add" className={css({ fontWeight: 'semibold', color: 'fg.heading' })}>
        Add a testimonial
      </h3>
      <Field.Root required invalid={!!errors.clientName}>
        <Field.Label>
          Client Name
          <Field.RequiredIndicator />
        </Field.Label>
        <Field.Input
          value={form.clientName}
          onChange={(e) => edit('clientName', e.currentTarget.value)}
          maxLength={100}
          autoComplete="off"
        />
        <Field.ErrorText>{errors.clientName}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={!!errors.content}>
        <Field.Label>
          Testimonial
          <Field.RequiredIndicator />
        </Field.Label>
        <Field.Textarea
          value={form.content}
          onChange={(e) => edit('content', e.currentTarget.value)}
          maxLength={2000}
          rows={4}
        />
        <Field.HelperText>{form.content.length}/2000</Field.HelperText>
        <Field.ErrorText>{errors.content}</Field.ErrorText>
      </Field.Root>
      <fieldset
        aria-describedby={errors.rating ? 'testimonial-rating-error' : undefined}
        className={css({ display: 'grid', gap: '2' })}
      >
        <legend className={css({ fontWeight: 'medium', color: 'fg.heading', mb: '1' })}>Rating</legend>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={ratingOption}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={form.rating === n}
                onChange={() => edit('rating', n)}
                className={css({ srOnly: true })}
              />
              <span aria-hidden="true">{n} ★</span>
              <span className={css({ srOnly: true })}>{n === 1 ? '1 star' : `${n} stars`}</span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <span id="testimonial-rating-error" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
            {errors.rating}
          </span>
        ) : null}
      </fieldset>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        New testimonials show “{M.pendingApproval}” until an admin approves them.
      </p>
      <div>
        <Button type="submit" loading={add.isPending} loadingText="Submitting...">
          Submit Testimonial
        </Button>
      </div>
    </form>
  )
}

const card = css({
  display: 'grid',
  gap: '2',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'lg',
  bg: 'bg.default',
})
const ratingOption = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: '11',
  minW: '12',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'md',
  cursor: 'pointer',
  fontWeight: 'medium',
  _focusWithin: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
  '&:has(input:checked)': { bg: 'accent.default', color: 'fg.onAccent', borderColor: 'accent.default' },
})
