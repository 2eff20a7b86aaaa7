/**
 * The admin panel's Testimonials tab (docs/decisions/073): every testimonial with its agent's name
 * or its authoring admin's full name; add and edit in a dialog, delete after a confirmation, and
 * the approve / unapprove switch on testimonials without an admin author. The server enforces
 * each rule; the screen only hides what it refuses.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { SelectRow, TextAreaRow, TextRow } from '#app/components/form/form-rows.tsx'
import { CrudScreen } from '#app/components/screen/crud-screen.tsx'
import { DeleteConfirmation } from '#app/components/screen/delete-confirmation.tsx'
import { FormDialog } from '#app/components/screen/form-dialog.tsx'
import { CardList, RecordCard } from '#app/components/screen/record-card.tsx'
import { RowActions } from '#app/components/screen/staff-screen.tsx'
import { serverMessage, useSaveForm } from '#app/components/screen/use-edit-form.ts'
import { Badge } from '#app/components/ui/badge.tsx'
import { Switch } from '#app/components/ui/switch.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import {
  type AdminTestimonialRow,
  adminTestimonialsQueryOptions,
  deleteTestimonialMutation,
  saveTestimonialMutation,
  setTestimonialApprovalMutation,
} from '#app/data/admin-testimonials.ts'
import { adminTestimonialWriteSchema, ADMIN_TESTIMONIAL_MESSAGES as MSG } from '#shared/schemas/admin-testimonials.ts'
import { css } from '#styled-system/css'

const RATINGS = [5, 4, 3, 2, 1].map((n) => ({ value: n, label: `${'★'.repeat(n)}${'☆'.repeat(5 - n)} (${n} of 5)` }))

function formatDate(iso: string) {
  return new Date(iso).toLocaleDateString('en-CA', { month: 'short', day: 'numeric', year: 'numeric' })
}

/** Add (no row) or edit (a row) in one dialog, mounted while open. */
function TestimonialDialog({ row, onClose }: { row: AdminTestimonialRow | null; onClose(): void }) {
  const { form, field, errors, check, save } = useSaveForm(
    { clientName: row?.clientName ?? '', content: row?.content ?? '', rating: row?.rating ?? 5 },
    saveTestimonialMutation(useQueryClient()),
    { saved: row ? MSG.updated : MSG.added, failed: MSG.saveFailed },
    { onSaved: onClose },
  )
  const submit = () => {
    const input = check(adminTestimonialWriteSchema, form)
    if (input) save.mutate({ id: row?.id ?? null, input })
  }
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={row ? 'Edit Testimonial' : 'Add Testimonial'}
      description={
        row?.agentName
          ? `Written for ${row.agentName}. Its approval stays as it is.`
          : row
            ? 'Shown on the home page while approved.'
            : 'Written by you, approved at once and shown on the home page.'
      }
      submitLabel={row ? 'Save Changes' : 'Add Testimonial'}
      pending={save.isPending}
      errors={errors}
      onSubmit={submit}
    >
      <TextRow label="Client Name" required maxLength={100} {...field('clientName')} />
      <TextAreaRow label="Testimonial" required rows={5} maxLength={2000} {...field('content')} />
      <SelectRow label="Rating" options={RATINGS} {...field('rating')} />
    </FormDialog>
  )
}

function ApprovalSwitch({ row }: { row: AdminTestimonialRow }) {
  const queryClient = useQueryClient()
  const approval = useMutation({
    ...setTestimonialApprovalMutation(queryClient),
    onSuccess: (t) => toaster.success({ title: t.isApproved ? MSG.approved : MSG.unapproved }),
    onError: (e) => toaster.error({ title: MSG.updateFailed, description: serverMessage(e) }),
  })
  const checked = approval.isPending ? approval.variables.isApproved : row.isApproved
  return (
    <Switch.Root
      checked={checked}
      disabled={approval.isPending}
      onCheckedChange={(d) => approval.mutate({ id: row.id, isApproved: d.checked })}
    >
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>
        Approved<span className={css({ srOnly: true })}> (testimonial from {row.clientName})</span>
      </Switch.Label>
      <Switch.HiddenInput />
    </Switch.Root>
  )
}

function Stars({ rating }: { rating: number }) {
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      className={css({ color: 'warning.fg', letterSpacing: 'wide' })}
    >
      {'★'.repeat(rating)}
      <span className={css({ color: 'fg.subtle' })}>{'☆'.repeat(5 - rating)}</span>
    </span>
  )
}

/** The admin Testimonials tab. */
export function TestimonialsAdminPage() {
  const list = useQuery(adminTestimonialsQueryOptions())
  const queryClient = useQueryClient()
  return (
    <CrudScreen
      id="tab-testimonials"
      title="Testimonials"
      addLabel="Add Testimonial"
      list={list}
      states={{
        loading: 'Loading testimonials…',
        error: MSG.fetchFailed,
        empty: 'No testimonials yet. Add the first one, or approve one an agent submits.',
      }}
      editor={(row, onClose) => <TestimonialDialog row={row} onClose={onClose} />}
      deletion={(row, onClose) => (
        <DeleteConfirmation
          title="Delete testimonial?"
          description={`Are you sure you want to delete this testimonial from ${row.clientName}? It is removed from every page.`}
          mutation={deleteTestimonialMutation(queryClient)}
          variables={row.id}
          deleted={MSG.deleted}
          failed={MSG.deleteFailed}
          onClose={onClose}
        />
      )}
    >
      {(rows, crud) => (
        <CardList label="Testimonials">
          {rows.map((row) => (
            <RecordCard
              key={row.id}
              id={`testimonial-${row.id}`}
              title={row.clientName}
              badge={
                <Badge tone={row.isApproved ? 'success' : 'warning'}>
                  {row.isApproved ? 'Approved' : 'Pending Approval'}
                </Badge>
              }
              subtitle={<Stars rating={row.rating} />}
              details={{
                Agent: row.agentName ?? 'None (home page)',
                'Written by': row.adminId ? (row.adminName ?? 'An admin') : 'The agent',
                Added: <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>,
              }}
              actions={
                <>
                  {row.canToggleApproval ? <ApprovalSwitch row={row} /> : null}
                  {row.canEdit ? null : (
                    <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                      Only {row.adminName ?? 'its author'} can edit this testimonial.
                    </span>
                  )}
                  <RowActions
                    name={`testimonial from ${row.clientName}`}
                    onEdit={row.canEdit ? () => crud.edit(row) : undefined}
                    onDelete={() => crud.remove(row)}
                  />
                </>
              }
            >
              <blockquote className={css({ color: 'fg.default', whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>
                {row.content}
              </blockquote>
            </RecordCard>
          ))}
        </CardList>
      )}
    </CrudScreen>
  )
}
