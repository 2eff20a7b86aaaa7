/**
 * The admin panel's Testimonials tab (spec 001 §2, §4, §6, §8; issue 14 §2; docs/decisions/073):
 * every testimonial with its agent's name or its authoring admin's full name; add and edit in a
 * dialog, delete after a confirmation, and the approve / unapprove switch on testimonials
 * without an admin author. The server enforces each rule; the screen only hides what it refuses.
 */
import { Portal } from '@ark-ui/react/portal'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { SelectRow, TextAreaRow, TextRow } from '#app/components/form/form-rows.tsx'
import { TabHeading } from '#app/components/layout/staff/staff-shell.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { ConfirmDeleteDialog } from '#app/components/ui/confirm-delete-dialog.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { PlusIcon } from '#app/components/ui/icons.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { Switch } from '#app/components/ui/switch.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import {
  type AdminTestimonialRow,
  adminTestimonialsQueryOptions,
  deleteTestimonialMutation,
  saveTestimonialMutation,
  setTestimonialApprovalMutation,
} from '#app/data/admin-testimonials.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { adminTestimonialWriteSchema, ADMIN_TESTIMONIAL_MESSAGES as MSG } from '#shared/schemas/admin-testimonials.ts'
import { toFieldErrors } from '#shared/schemas/errors.ts'
import { css } from '#styled-system/css'

type Form = { clientName: string; content: string; rating: number }
type FieldErrors = Partial<Record<keyof Form, string>>

const EMPTY: Form = { clientName: '', content: '', rating: 5 }
const RATINGS = [5, 4, 3, 2, 1].map((n) => ({ value: n, label: `${'★'.repeat(n)}${'☆'.repeat(5 - n)} (${n} of 5)` }))

/** The server's message when it sent one (a 403 for another admin's testimonial, a 409, …). */
const describe = (e: unknown) => (e instanceof ApiError ? e.message : undefined)

function formatDate(iso: string) {
  return new Date(iso).toLocaleDateString('en-CA', { month: 'short', day: 'numeric', year: 'numeric' })
}

/** Add (no row) or edit (a row) in one dialog. `open` is owned by the caller. */
function TestimonialDialog({
  row,
  open,
  onOpenChange,
}: {
  row: AdminTestimonialRow | null
  open: boolean
  onOpenChange(open: boolean): void
}) {
  const queryClient = useQueryClient()
  const [form, setForm] = useState<Form>(
    row ? { clientName: row.clientName, content: row.content, rating: row.rating } : EMPTY,
  )
  const [errors, setErrors] = useState<FieldErrors>({})
  const save = useMutation({
    ...saveTestimonialMutation(queryClient),
    onSuccess: () => {
      toaster.success({ title: row ? MSG.updated : MSG.added })
      onOpenChange(false)
    },
    onError: (e) => {
      toaster.error({ title: MSG.saveFailed, description: describe(e) })
      if (e instanceof ApiError && e.detail?.fields) setErrors(e.fields as FieldErrors)
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = adminTestimonialWriteSchema.safeParse(form)
    const errs = parsed.success ? {} : (toFieldErrors(parsed.error) as FieldErrors)
    setErrors(errs)
    if (parsed.success) save.mutate({ id: row?.id ?? null, input: parsed.data })
  }
  const title = row ? 'Edit Testimonial' : 'Add Testimonial'
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      onExitComplete={() => {
        setForm(row ? { clientName: row.clientName, content: row.content, rating: row.rating } : EMPTY)
        setErrors({})
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Description>
              {row?.agentName
                ? `Written for ${row.agentName}. Its approval stays as it is.`
                : row
                  ? 'Shown on the home page while approved.'
                  : 'Written by you, approved at once and shown on the home page.'}
            </Dialog.Description>
            <form onSubmit={submit} noValidate>
              <Dialog.Body className={css({ display: 'grid', gap: '4' })}>
                <TextRow
                  name="clientName"
                  label="Client Name"
                  required
                  maxLength={100}
                  value={form.clientName}
                  onChange={(clientName) => setForm((f) => ({ ...f, clientName }))}
                  error={errors.clientName}
                />
                <TextAreaRow
                  name="content"
                  label="Testimonial"
                  required
                  rows={5}
                  maxLength={2000}
                  value={form.content}
                  onChange={(content) => setForm((f) => ({ ...f, content }))}
                  error={errors.content}
                />
                <SelectRow
                  name="rating"
                  label="Rating"
                  value={form.rating}
                  options={RATINGS}
                  onChange={(rating) => setForm((f) => ({ ...f, rating }))}
                  error={errors.rating}
                />
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.CloseTrigger>
                <Button type="submit" loading={save.isPending} loadingText="Saving...">
                  {row ? 'Save Changes' : 'Add Testimonial'}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function DeleteConfirmation({
  row,
  open,
  onOpenChange,
}: {
  row: AdminTestimonialRow
  open: boolean
  onOpenChange(open: boolean): void
}) {
  const queryClient = useQueryClient()
  const remove = useMutation({
    ...deleteTestimonialMutation(queryClient),
    onSuccess: () => {
      toaster.success({ title: MSG.deleted })
      onOpenChange(false)
    },
    onError: (e) => toaster.error({ title: MSG.deleteFailed, description: describe(e) }),
  })
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete testimonial?"
      description={`Are you sure you want to delete this testimonial from ${row.clientName}? It is removed from every page.`}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(row.id)}
    />
  )
}

function ApprovalSwitch({ row }: { row: AdminTestimonialRow }) {
  const queryClient = useQueryClient()
  const approval = useMutation({
    ...setTestimonialApprovalMutation(queryClient),
    onSuccess: (t) => toaster.success({ title: t.isApproved ? MSG.approved : MSG.unapproved }),
    onError: (e) => toaster.error({ title: MSG.updateFailed, description: describe(e) }),
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

function TestimonialCard({ row, onEdit, onDelete }: { row: AdminTestimonialRow; onEdit(): void; onDelete(): void }) {
  const headingId = `testimonial-${row.id}`
  return (
    <Card.Root asChild>
      <li aria-labelledby={headingId}>
        <Card.Header>
          <div
            className={css({
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'flex-start',
              gap: '2',
              flexWrap: 'wrap',
            })}
          >
            <Card.Title asChild>
              <h3 id={headingId}>{row.clientName}</h3>
            </Card.Title>
            <Badge tone={row.isApproved ? 'success' : 'warning'}>
              {row.isApproved ? 'Approved' : 'Pending Approval'}
            </Badge>
          </div>
          <Stars rating={row.rating} />
        </Card.Header>
        <Card.Body className={css({ gap: '3', pb: '4' })}>
          <blockquote className={css({ color: 'fg.default', whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>
            {row.content}
          </blockquote>
          <dl
            className={css({
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: '3',
              rowGap: '1',
              fontSize: 'sm',
              color: 'fg.muted',
              '& dt': { fontWeight: 'semibold' },
            })}
          >
            <dt>Agent</dt>
            <dd>{row.agentName ?? 'None (home page)'}</dd>
            <dt>Written by</dt>
            <dd>{row.adminId ? (row.adminName ?? 'An admin') : 'The agent'}</dd>
            <dt>Added</dt>
            <dd>
              <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
            </dd>
          </dl>
        </Card.Body>
        <Card.Footer
          className={css({ justifyContent: 'flex-start', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}
        >
          {row.canToggleApproval ? <ApprovalSwitch row={row} /> : null}
          {row.canEdit ? (
            <Button variant="outline" size="sm" onClick={onEdit} aria-describedby={headingId}>
              Edit
            </Button>
          ) : (
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              Only {row.adminName ?? 'its author'} can edit this testimonial.
            </span>
          )}
          <Button variant="outline" tone="danger" size="sm" onClick={onDelete} aria-describedby={headingId}>
            Delete
          </Button>
        </Card.Footer>
      </li>
    </Card.Root>
  )
}

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; row: AdminTestimonialRow }
  | { kind: 'delete'; row: AdminTestimonialRow }
  | null

/** The admin Testimonials tab. */
export function TestimonialsAdminPage() {
  const list = useQuery(adminTestimonialsQueryOptions())
  const [open, setOpen] = useState<Open>(null)
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null)
  }
  return (
    <section aria-labelledby="tab-testimonials">
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          flexWrap: 'wrap',
          mb: '4',
        })}
      >
        <TabHeading id="tab-testimonials">Testimonials</TabHeading>
        <Button onClick={() => setOpen({ kind: 'add' })}>
          <PlusIcon />
          Add Testimonial
        </Button>
      </div>
      {list.isPending ? (
        <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
          <Spinner label="Loading testimonials" />
        </div>
      ) : list.isError ? (
        <div
          role="alert"
          className={css({ color: 'danger.fg', display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}
        >
          {MSG.fetchFailed}
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>
          No testimonials yet. Add the first one, or approve one an agent submits.
        </p>
      ) : (
        <ul
          aria-label="Testimonials"
          className={css({
            listStyle: 'none',
            display: 'grid',
            gap: '4',
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
          })}
        >
          {list.data.map((row) => (
            <TestimonialCard
              key={row.id}
              row={row}
              onEdit={() => setOpen({ kind: 'edit', row })}
              onDelete={() => setOpen({ kind: 'delete', row })}
            />
          ))}
        </ul>
      )}
      <TestimonialDialog
        key={open?.kind === 'edit' ? open.row.id : 'add'}
        row={open?.kind === 'edit' ? open.row : null}
        open={open?.kind === 'add' || open?.kind === 'edit'}
        onOpenChange={close}
      />
      {open?.kind === 'delete' ? <DeleteConfirmation row={open.row} open onOpenChange={close} /> : null}
    </section>
  )
}
