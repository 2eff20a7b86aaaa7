/**
 * The admin panel's Lenders tab (spec 001 §2, §3, §5, §8; issue 14 §6; docs/decisions/077): a
 * form (add mode, or edit mode after 'Edit' on a row) and the 'Existing Lenders' table Name,
 * Type, Logo, Order, Status, Actions. Type shows 'A Lender' / 'Alternate Lender' and is stored
 * as a_lender / alternate_lender; display order a whole number (default 0); active by default;
 * the logo uploaded with progress (checked by its bytes on the server). The home page's
 * lenders show each change at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useRef, useState } from 'react'
import { CheckboxRow, TextRow } from '#app/components/form/form-rows.tsx'
import { percentOf, UploadPicker } from '#app/components/form/upload-picker.tsx'
import { TabHeading } from '#app/components/layout/staff/staff-shell.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { nativeSelect } from '#app/components/ui/native-select.ts'
import { toaster } from '#app/components/ui/toaster.tsx'
import {
  type AdminLenderRow,
  adminLendersQueryOptions,
  saveLenderMutation,
  uploadLenderLogoMutation,
} from '#app/data/admin-catalog.ts'
import { ApiError } from '#app/lib/api-client.ts'
import {
  CATALOG_MESSAGES,
  LENDER_TYPE_LABELS,
  LENDER_TYPES,
  type LenderType,
  lenderWriteSchema,
} from '#shared/schemas/admin-catalog.ts'
import { toFieldErrors } from '#shared/schemas/errors.ts'
import { css, cx } from '#styled-system/css'
import { CatalogTable, DeleteDialog, ListStates, RowActions, serverMessage, td, th } from './catalog-ui'

const MSG = CATALOG_MESSAGES.lenders
type Form = {
  name: string
  type: LenderType
  displayOrder: string
  isActive: boolean
  logoUrl: string | null
}
type FieldErrors = Partial<Record<keyof Form, string>>
const EMPTY: Form = {
  name: '',
  type: 'a_lender',
  displayOrder: '0',
  isActive: true,
  logoUrl: null,
}
const toForm = (row: AdminLenderRow): Form => ({
  name: row.name,
  type: row.type,
  displayOrder: String(row.displayOrder),
  isActive: row.isActive,
  logoUrl: row.logoUrl,
})

const logoImg = css({
  h: '10',
  w: '20',
  objectFit: 'contain',
  bg: 'bg.subtle',
  borderRadius: 'sm',
})

function LenderForm({ editing, onDone }: { editing: AdminLenderRow | null; onDone(): void }) {
  const queryClient = useQueryClient()
  const typeId = useId()
  const formRef = useRef<HTMLFormElement | null>(null)
  const [form, setForm] = useState<Form>(editing ? toForm(editing) : EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [progress, setProgress] = useState<number | null>(null)
  const save = useMutation({
    ...saveLenderMutation(queryClient),
    onSuccess: () => {
      toaster.success({ title: editing ? MSG.updated : MSG.added })
      setForm(EMPTY)
      setErrors({})
      onDone()
    },
    onError: (e) => {
      toaster.error({ title: MSG.saveFailed, description: serverMessage(e) })
      if (e instanceof ApiError && e.detail?.fields) setErrors(e.fields as FieldErrors)
    },
  })
  const upload = useMutation({
    ...uploadLenderLogoMutation(),
    onSuccess: (logoUrl) => {
      setForm((f) => ({ ...f, logoUrl }))
      setErrors((x) => ({ ...x, logoUrl: undefined }))
    },
    onError: (e) =>
      setErrors((x) => ({
        ...x,
        logoUrl: `Upload failed: ${serverMessage(e) ?? 'please try again'}`,
      })),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const order = form.displayOrder.trim() === '' ? 0 : Number(form.displayOrder)
    const parsed = lenderWriteSchema.safeParse({
      name: form.name,
      type: form.type,
      displayOrder: order,
      isActive: form.isActive,
      logoUrl: form.logoUrl,
    })
    setErrors(parsed.success ? {} : (toFieldErrors(parsed.error) as FieldErrors))
    if (parsed.success) save.mutate({ id: editing?.id ?? null, input: parsed.data })
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
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
            gridTemplateColumns: {
              base: '1fr',
              md: 'repeat(2, minmax(0, 1fr))',
            },
          })}
        >
          <TextRow
            name="name"
            label="Name"
            required
            maxLength={200}
            value={form.name}
            onChange={(name) => setForm((f) => ({ ...f, name }))}
            error={errors.name}
          />
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
              onChange={(e) =>
                setForm((f) => ({
                  ...f,
                  type: e.currentTarget.value as LenderType,
                }))
              }
            >
              {LENDER_TYPES.map((t) => (
                <option key={t} value={t}>
                  {LENDER_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
            <Field.ErrorText>{errors.type}</Field.ErrorText>
          </Field.Root>
          <TextRow
            name="displayOrder"
            label="Display Order"
            type="number"
            inputMode="numeric"
            step={1}
            value={form.displayOrder}
            onChange={(displayOrder) => setForm((f) => ({ ...f, displayOrder }))}
            error={errors.displayOrder}
            hint="Lower numbers show first."
          />
          <div className={css({ alignSelf: 'center' })}>
            <CheckboxRow
              name="isActive"
              label="Active (shown on the public pages)"
              checked={form.isActive}
              onChange={(isActive) => setForm((f) => ({ ...f, isActive }))}
              error={errors.isActive}
            />
          </div>
          <div
            className={css({
              display: 'flex',
              gap: '4',
              alignItems: 'flex-start',
              flexWrap: 'wrap',
              gridColumn: { md: 'span 2' },
            })}
          >
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
              <Button variant="outline" size="sm" onClick={() => setForm((f) => ({ ...f, logoUrl: null }))}>
                Remove logo
              </Button>
            ) : null}
            {errors.logoUrl ? (
              <p
                role="alert"
                className={css({
                  color: 'danger.fg',
                  fontSize: 'sm',
                  w: 'full',
                })}
              >
                {errors.logoUrl}
              </p>
            ) : null}
          </div>
          <div
            className={css({
              display: 'flex',
              gap: '3',
              flexWrap: 'wrap',
              gridColumn: { md: 'span 2' },
            })}
          >
            <Button type="submit" loading={save.isPending} loadingText="Saving..." disabled={progress !== null}>
              {editing ? 'Update Lender' : 'Add Lender'}
            </Button>
            {editing ? (
              <Button
                variant="outline"
                onClick={() => {
                  setForm(EMPTY)
                  setErrors({})
                  onDone()
                }}
              >
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
    <section aria-labelledby="tab-lenders" className={css({ minW: '0' })}>
      <div className={css({ mb: '4' })}>
        <TabHeading id="tab-lenders">Lenders</TabHeading>
      </div>
      <LenderForm key={editing?.id ?? 'add'} editing={editing} onDone={() => setEditing(null)} />
      <h3 id="existing-lenders" className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' })}>
        Existing Lenders
      </h3>
      <ListStates
        query={list}
        loadingLabel="Loading lenders"
        fetchFailed={MSG.fetchFailed}
        empty="No lenders yet. Add the first one with the form above."
      >
        {(rows) => (
          <CatalogTable label="Existing Lenders">
            <caption className={css({ srOnly: true })}>Existing lenders by display order</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Name
                </th>
                <th scope="col" className={th}>
                  Type
                </th>
                <th scope="col" className={th}>
                  Logo
                </th>
                <th scope="col" className={cx(th, css({ textAlign: 'right' }))}>
                  Order
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
                <th scope="col" className={th}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={cx(td, css({ textAlign: 'left', fontWeight: 'medium' }))}>
                    {row.name}
                  </th>
                  <td className={cx(td, css({ whiteSpace: 'nowrap' }))}>{LENDER_TYPE_LABELS[row.type]}</td>
                  <td className={td}>
                    {row.logoUrl ? (
                      <img src={row.logoUrl} alt={`Logo of ${row.name}`} loading="lazy" className={logoImg} />
                    ) : (
                      <span className={css({ color: 'fg.muted' })}>None</span>
                    )}
                  </td>
                  <td
                    className={cx(
                      td,
                      css({
                        textAlign: 'right',
                        fontVariantNumeric: 'tabular-nums',
                      }),
                    )}
                  >
                    {row.displayOrder}
                  </td>
                  <td className={td}>
                    <Badge tone={row.isActive ? 'success' : 'neutral'}>{row.isActive ? 'Active' : 'Inactive'}</Badge>
                  </td>
                  <td className={td}>
                    <RowActions
                      name={row.name}
                      onEdit={() => {
                        setEditing(row)
                        document.getElementById('lender-form-title')?.scrollIntoView({ block: 'start' })
                      }}
                      onDelete={() => setDeleting(row)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </CatalogTable>
        )}
      </ListStates>
      {deleting ? (
        <DeleteDialog
          kind="lenders"
          id={deleting.id}
          name={deleting.name}
          noun="lender"
          messages={MSG}
          onOpenChange={(open) => {
            if (!open) {
              if (editing?.id === deleting.id) setEditing(null)
              setDeleting(null)
            }
          }}
        />
      ) : null}
    </section>
  )
}
