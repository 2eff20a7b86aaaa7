/**
 * The admin panel's Lenders tab (docs/decisions/077): a form (add mode, or edit mode after 'Edit'
 * on a row) and the 'Existing Lenders' table Name, Type, Logo, Order, Status, Actions. Type shows
 * 'A Lender' / 'Alternate Lender' and is stored as a_lender / alternate_lender; display order a
 * whole number (default 0); active by default; the logo uploaded with progress (checked by its
 * bytes on the server). The home page's lenders show each change at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { CheckboxRow, NumberRow, TextRow } from '#app/components/form/form-rows.tsx'
import { percentOf, UploadPicker } from '#app/components/form/upload-picker.tsx'
import { DataTable } from '#app/components/screen/data-table.tsx'
import { RowActions, StaffScreen } from '#app/components/screen/staff-screen.tsx'
import { serverMessage, useEditForm } from '#app/components/screen/use-edit-form.ts'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { nativeSelect } from '#app/components/ui/native-select.ts'
import { QueryStates } from '#app/components/ui/screen-states.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import {
  type AdminLenderRow,
  adminLendersQueryOptions,
  saveLenderMutation,
  uploadLenderLogoMutation,
} from '#app/data/admin-catalog.ts'
import {
  CATALOG_MESSAGES,
  LENDER_TYPE_LABELS,
  LENDER_TYPES,
  type LenderType,
  lenderWriteSchema,
} from '#shared/schemas/admin-catalog.ts'
import { css } from '#styled-system/css'
import { CatalogDelete } from './catalog-screen'

const MSG = CATALOG_MESSAGES.lenders
type Form = {
  name: string
  type: LenderType
  displayOrder: string
  isActive: boolean
  logoUrl: string | null
}
const EMPTY: Form = { name: '', type: 'a_lender', displayOrder: '0', isActive: true, logoUrl: null }
const toForm = (row: AdminLenderRow | null): Form =>
  row
    ? {
        name: row.name,
        type: row.type,
        displayOrder: String(row.displayOrder),
        isActive: row.isActive,
        logoUrl: row.logoUrl,
      }
    : EMPTY

const logoImg = css({ h: '10', w: '20', objectFit: 'contain', bg: 'bg.subtle', borderRadius: 'sm' })
const span2 = css({ display: 'flex', gap: '3', flexWrap: 'wrap', gridColumn: { md: 'span 2' } })

export function LenderForm({ editing, onDone }: { editing: AdminLenderRow | null; onDone(): void }) {
  const queryClient = useQueryClient()
  const typeId = useId()
  const { form, setForm, set, field, checkbox, errors, setErrors, formRef, check, failed } = useEditForm(
    toForm(editing),
  )
  const [progress, setProgress] = useState<number | null>(null)
  const done = () => {
    setForm(EMPTY)
    setErrors({})
    onDone()
  }
  const save = useMutation({
    ...saveLenderMutation(queryClient),
    onSuccess: () => {
      toaster.success({ title: editing ? MSG.updated : MSG.added })
      done()
    },
    onError: failed(MSG.saveFailed),
  })
  const upload = useMutation({
    ...uploadLenderLogoMutation(),
    onSuccess: set('logoUrl'),
    onError: (e) => setErrors((x) => ({ ...x, logoUrl: `Upload failed: ${serverMessage(e) ?? 'please try again'}` })),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const input = check(lenderWriteSchema, {
      name: form.name,
      type: form.type,
      displayOrder: form.displayOrder.trim() === '' ? 0 : Number(form.displayOrder),
      isActive: form.isActive,
      logoUrl: form.logoUrl,
    })
    if (input) save.mutate({ id: editing?.id ?? null, input })
  }
  return (
    <Card.Root className={css({ mb: '6' })}>
      <Card.Header>
        <Card.Title asChild>
          <h3 id="lender-form-title">{editing ? `Edit Lender: ${editing.name}` : 'Add Lender'}</h3>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <form
          ref={formRef}
          onSubmit={submit}
          noValidate
          aria-labelledby="lender-form-title"
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          })}
        >
          <TextRow label="Name" required maxLength={200} {...field('name')} />
          <Field.Root invalid={Boolean(errors.type)} required>
            <Field.Label htmlFor={typeId}>
              Type
              <Field.RequiredIndicator />
            </Field.Label>
            <select
              id={typeId}
              name="type"
              className={nativeSelect}
              value={form.type}
              onChange={(e) => set('type')(e.currentTarget.value as LenderType)}
            >
              {LENDER_TYPES.map((t) => (
                <option key={t} value={t}>
                  {LENDER_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
            <Field.ErrorText>{errors.type}</Field.ErrorText>
          </Field.Root>
          <NumberRow label="Display Order" step={1} hint="Lower numbers show first." {...field('displayOrder')} />
          <div className={css({ alignSelf: 'center' })}>
            <CheckboxRow label="Active (shown on the public pages)" {...checkbox('isActive')} />
          </div>
          <div className={span2}>
            {form.logoUrl ? (
              <img src={form.logoUrl} alt={`Logo of ${form.name || 'this lender'}`} className={logoImg} />
            ) : null}
            <UploadPicker
              label={form.logoUrl ? 'Replace logo' : 'Upload logo'}
              hint="JPEG, PNG or WebP, up to 5 MB."
              accept="image/jpeg,image/png,image/webp"
              progress={progress}
              progressLabel="Uploading logo"
              onFile={(file) => {
                setProgress(0)
                upload.mutate(
                  { file, onProgress: (p) => setProgress(percentOf(p)) },
                  { onSettled: () => setProgress(null) },
                )
              }}
            />
            {form.logoUrl ? (
              <Button variant="outline" size="sm" onClick={() => set('logoUrl')(null)}>
                Remove logo
              </Button>
            ) : null}
            {errors.logoUrl ? (
              <p role="alert" className={css({ color: 'danger.fg', fontSize: 'sm', w: 'full' })}>
                {errors.logoUrl}
              </p>
            ) : null}
          </div>
          <div className={span2}>
            <Button type="submit" loading={save.isPending} loadingText="Saving…" disabled={progress !== null}>
              {editing ? 'Update Lender' : 'Add Lender'}
            </Button>
            {editing ? (
              <Button variant="outline" onClick={done}>
                Cancel
              </Button>
            ) : null}
          </div>
        </form>
      </Card.Body>
    </Card.Root>
  )
}

export function LendersAdminPage() {
  const list = useQuery(adminLendersQueryOptions())
  const [editing, setEditing] = useState<AdminLenderRow | null>(null)
  const [deleting, setDeleting] = useState<AdminLenderRow | null>(null)
  return (
    <StaffScreen id="tab-lenders" title="Lenders">
      <LenderForm key={editing?.id ?? 'add'} editing={editing} onDone={() => setEditing(null)} />
      <h3 className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' })}>Existing Lenders</h3>
      <QueryStates
        query={list}
        loading="Loading lenders…"
        error={MSG.fetchFailed}
        empty="No lenders yet. Add the first one with the form above."
      >
        {(rows) => (
          <DataTable
            label="Existing Lenders"
            caption="Existing lenders by display order"
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              { key: 'name', header: 'Name', rowHeader: true, cell: (r) => r.name, sortValue: (r) => r.name },
              {
                key: 'type',
                header: 'Type',
                nowrap: true,
                cell: (r) => LENDER_TYPE_LABELS[r.type],
                sortValue: (r) => LENDER_TYPE_LABELS[r.type],
              },
              {
                key: 'logo',
                header: 'Logo',
                cell: (r) =>
                  r.logoUrl ? (
                    <img src={r.logoUrl} alt={`Logo of ${r.name}`} loading="lazy" className={logoImg} />
                  ) : (
                    <span className={css({ color: 'fg.muted' })}>None</span>
                  ),
              },
              {
                key: 'order',
                header: 'Order',
                numeric: true,
                cell: (r) => r.displayOrder,
                sortValue: (r) => r.displayOrder,
              },
              {
                key: 'status',
                header: 'Status',
                cell: (r) => (
                  <Badge tone={r.isActive ? 'success' : 'neutral'}>{r.isActive ? 'Active' : 'Inactive'}</Badge>
                ),
              },
              {
                key: 'actions',
                header: 'Actions',
                cell: (r) => (
                  <RowActions
                    name={r.name}
                    onEdit={() => {
                      setEditing(r)
                      document.getElementById('lender-form-title')?.scrollIntoView({ block: 'start' })
                    }}
                    onDelete={() => setDeleting(r)}
                  />
                ),
              },
            ]}
          />
        )}
      </QueryStates>
      {deleting ? (
        <CatalogDelete
          kind="lenders"
          row={deleting}
          onDeleted={() => {
            if (editing?.id === deleting.id) setEditing(null)
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </StaffScreen>
  )
}
