import { useQuery } from '@tanstack/react-query'
import { TextAreaRow, TextRow } from '#app/components/form/form-rows.tsx'
import { EditForm } from '#app/components/screen/edit-form.tsx'
import { ListSection, Panel, StaffScreen } from '#app/components/screen/staff-screen.tsx'
import { useSaveForm } from '#app/components/screen/use-edit-form.ts'
import { Badge } from '#app/components/ui/badge.tsx'
import { addMyTestimonialMutation, myTestimonialsQueryOptions } from '#app/data/agent-content.ts'
import { AGENT_DASHBOARD_MESSAGES as M } from '#shared/schemas/agent-dashboard.ts'
import { css } from '#styled-system/css'
import { ratingLabel, shortDate } from './content-format'

/** Texts of the testimonials tab: the catalogue's toasts; the empty state in docs/decisions/065. */
export const TESTIMONIALS_TEXT = {
  loading: 'Loading your testimonials…',
  fetchFailed: 'Failed to fetch testimonials',
  empty:
    'No testimonials yet. Add what a client said about working with you; an admin approves it before it shows on your page.',
  approved: 'Approved',
} as const

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n)

/** The Testimonials tab: add one (it waits for approval) and the list with its state. */
export function TestimonialsTab() {
  const list = useQuery(myTestimonialsQueryOptions())
  return (
    <StaffScreen id="tab-testimonials" title="Testimonials">
      <div className={css({ display: 'grid', gap: '6', maxW: '4xl' })}>
        <AddTestimonial />
        <ListSection title="Your testimonials" query={list} texts={TESTIMONIALS_TEXT} gap="3">
          {(t) => (
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
          )}
        </ListSection>
      </div>
    </StaffScreen>
  )
}

const BLANK = { clientName: '', content: '', rating: 5 }

function AddTestimonial() {
  const { form, setForm, set, field, errors, setErrors, editForm, save } = useSaveForm(
    BLANK,
    addMyTestimonialMutation(),
    { saved: M.testimonialSubmitted, failed: M.testimonialFailed },
    { onSaved: () => setForm(BLANK) },
  )
  const submit = () => {
    const missing = {
      clientName: form.clientName.trim() === '' ? 'Client name is required' : undefined,
      content: form.content.trim() === '' ? 'Testimonial is required' : undefined,
    }
    if (missing.clientName || missing.content) return setErrors(missing)
    save.mutate(form)
  }
  return (
    <Panel title="Add a testimonial" className={css({ maxW: '2xl' })}>
      <EditForm
        {...editForm}
        label="Add a testimonial"
        onSubmit={submit}
        submitLabel="Submit Testimonial"
        pendingLabel="Submitting…"
      >
        <TextRow label="Client Name" required maxLength={100} {...field('clientName')} />
        <TextAreaRow
          label="Testimonial"
          required
          rows={4}
          maxLength={2000}
          hint={`${form.content.length}/2000`}
          {...field('content')}
        />
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
                  onChange={() => set('rating')(n)}
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
      </EditForm>
    </Panel>
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
