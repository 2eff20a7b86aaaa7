/**
 * The admin panel's Services tab (spec 001 §2, §5, §8; issue 14 §6; docs/decisions/077): table
 * Name, Description, Actions; add / edit in a dialog. Features must be a valid JSON array
 * ('Features must be valid JSON': checked here and refused by the server, nothing saved); a
 * name or description over 255 characters is cut by the server, which says so, and the spec's
 * warning is shown.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { TextAreaRow, TextRow } from '#app/components/form/form-rows.tsx'
import { LinkField } from '#app/components/form/link-field.tsx'
import { TabHeading } from '#app/components/layout/staff/staff-shell.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { PlusIcon } from '#app/components/ui/icons.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import { type AdminServiceRow, adminServicesQueryOptions, saveServiceMutation } from '#app/data/admin-catalog.ts'
import { ApiError } from '#app/lib/api-client.ts'
import {
  CATALOG_MESSAGES,
  SERVICE_FIELD_LIMIT,
  serviceWriteSchema,
  TRUNCATED_WARNING,
} from '#shared/schemas/admin-catalog.ts'
import { toFieldErrors } from '#shared/schemas/errors.ts'
import { css, cx } from '#styled-system/css'
import {
  CatalogTable,
  clamp,
  DeleteDialog,
  FormDialog,
  ListStates,
  RowActions,
  serverMessage,
  td,
  th,
} from './catalog-ui'

const MSG = CATALOG_MESSAGES.services
type Form = {
  name: string
  description: string
  content: string
  imageUrl: string
  features: string
}
type FieldErrors = Partial<Record<keyof Form, string>>
const EMPTY: Form = {
  name: '',
  description: '',
  content: '',
  imageUrl: '',
  features: '',
}
const toForm = (row: AdminServiceRow | null): Form =>
  row
    ? {
        name: row.name,
        description: row.description ?? '',
        content: row.content ?? '',
        imageUrl: row.imageUrl ?? '',
        features: row.features,
      }
    : EMPTY
const orNull = (v: string) => (v.trim() === '' ? null : v.trim())
const over = (v: string) => Array.from(v.trim()).length > SERVICE_FIELD_LIMIT

function ServiceDialog({
  row,
  open,
  onOpenChange,
}: {
  row: AdminServiceRow | null
  open: boolean
  onOpenChange(open: boolean): void
}) {
  const queryClient = useQueryClient()
  const [form, setForm] = useState<Form>(toForm(row))
  const [errors, setErrors] = useState<FieldErrors>({})
  const save = useMutation({
    ...saveServiceMutation(queryClient),
    onSuccess: ({ truncated }) => {
      toaster.success({ title: row ? MSG.updated : MSG.added })
      if (truncated.length > 0) toaster.warning({ title: TRUNCATED_WARNING })
      onOpenChange(false)
    },
    onError: (e) => {
      toaster.error({ title: MSG.saveFailed, description: serverMessage(e) })
      if (e instanceof ApiError && e.detail?.fields) setErrors(e.fields as FieldErrors)
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = serviceWriteSchema.safeParse({
      name: form.name,
      description: orNull(form.description),
      content: orNull(form.content),
      imageUrl: orNull(form.imageUrl),
      features: form.features,
    })
    const errs = parsed.success ? {} : (toFieldErrors(parsed.error) as FieldErrors)
    setErrors(errs)
    // The spec's toast for invalid features; the save stops here (and the server refuses it too).
    if (errs.features) toaster.error({ title: errs.features })
    if (parsed.success) save.mutate({ id: row?.id ?? null, input: parsed.data })
  }
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }))
  const longHint = (v: string) =>
    over(v) ? `Over ${SERVICE_FIELD_LIMIT} characters: it will be cut to ${SERVICE_FIELD_LIMIT}.` : undefined
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Edit Service' : 'Add Service'}
      description="Shown on the services page and its own page, /services/{id}."
      submitLabel={row ? 'Save Changes' : 'Add Service'}
      saving={save.isPending}
      onSubmit={submit}
    >
      <TextRow
        name="name"
        label="Name"
        required
        maxLength={2000}
        value={form.name}
        onChange={set('name')}
        error={errors.name}
        hint={longHint(form.name)}
      />
      <TextAreaRow
        name="description"
        label="Description"
        rows={3}
        maxLength={5000}
        value={form.description}
        onChange={set('description')}
        error={errors.description}
        hint={longHint(form.description)}
      />
      <TextAreaRow
        name="content"
        label="Content"
        rows={5}
        maxLength={20000}
        value={form.content}
        onChange={set('content')}
        error={errors.content}
      />
      <LinkField
        name="imageUrl"
        label="Image URL"
        value={form.imageUrl}
        onChange={set('imageUrl')}
        error={errors.imageUrl}
      />
      <TextAreaRow
        name="features"
        label="Features (JSON)"
        rows={4}
        maxLength={10000}
        placeholder='["No fees", "Fast approval"]'
        value={form.features}
        onChange={set('features')}
        error={errors.features}
        hint={'A JSON array, for example ["No fees", "Fast approval"]. Leave empty for none.'}
      />
    </FormDialog>
  )
}

type Open = { kind: 'add' } | { kind: 'edit'; row: AdminServiceRow } | { kind: 'delete'; row: AdminServiceRow } | null

export function ServicesAdminPage() {
  const list = useQuery(adminServicesQueryOptions())
  const [open, setOpen] = useState<Open>(null)
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null)
  }
  return (
    <section aria-labelledby="tab-services" className={css({ minW: '0' })}>
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
        <TabHeading id="tab-services">Services</TabHeading>
        <Button onClick={() => setOpen({ kind: 'add' })}>
          <PlusIcon />
          Add Service
        </Button>
      </div>
      <ListStates
        query={list}
        loadingLabel="Loading services"
        fetchFailed={MSG.fetchFailed}
        empty="No services yet. Add the first one."
      >
        {(rows) => (
          <CatalogTable label="Services">
            <caption className={css({ srOnly: true })}>Services, newest first</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Name
                </th>
                <th scope="col" className={th}>
                  Description
                </th>
                <th scope="col" className={th}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={cx(td, clamp, css({ textAlign: 'left', fontWeight: 'medium' }))}>
                    {row.name}
                  </th>
                  <td className={cx(td, clamp, css({ color: 'fg.muted' }))}>{row.description ?? '—'}</td>
                  <td className={td}>
                    <RowActions
                      name={row.name}
                      onEdit={() => setOpen({ kind: 'edit', row })}
                      onDelete={() => setOpen({ kind: 'delete', row })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </CatalogTable>
        )}
      </ListStates>
      <ServiceDialog
        key={open?.kind === 'edit' ? open.row.id : `add-${open?.kind ?? ''}`}
        row={open?.kind === 'edit' ? open.row : null}
        open={open?.kind === 'add' || open?.kind === 'edit'}
        onOpenChange={close}
      />
      {open?.kind === 'delete' ? (
        <DeleteDialog
          kind="services"
          id={open.row.id}
          name={open.row.name}
          noun="service"
          messages={MSG}
          onOpenChange={close}
        />
      ) : null}
    </section>
  )
}
