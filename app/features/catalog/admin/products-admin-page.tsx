/**
 * The admin panel's Products tab (spec 001 §2, §5, §8; issue 14 §6; docs/decisions/077): table
 * Name, Description, Price, Actions; add / edit in a dialog (name required, image URL a link,
 * price optional with cents at most); delete after a confirmation. The server checks the same.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { TextAreaRow, TextRow } from '#app/components/form/form-rows.tsx'
import { LinkField } from '#app/components/form/link-field.tsx'
import { TabHeading } from '#app/components/layout/staff/staff-shell.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { PlusIcon } from '#app/components/ui/icons.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import { type AdminProductRow, adminProductsQueryOptions, saveProductMutation } from '#app/data/admin-catalog.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { CATALOG_MESSAGES, productWriteSchema } from '#shared/schemas/admin-catalog.ts'
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

const MSG = CATALOG_MESSAGES.products
type Form = {
  name: string
  description: string
  imageUrl: string
  price: string
  content: string
}
type FieldErrors = Partial<Record<keyof Form, string>>
const EMPTY: Form = {
  name: '',
  description: '',
  imageUrl: '',
  price: '',
  content: '',
}
const toForm = (row: AdminProductRow | null): Form =>
  row
    ? {
        name: row.name,
        description: row.description ?? '',
        imageUrl: row.imageUrl ?? '',
        price: row.price === null ? '' : row.price.toFixed(2),
        content: row.content ?? '',
      }
    : EMPTY

const money = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
})
const orNull = (v: string) => (v.trim() === '' ? null : v.trim())

function ProductDialog({
  row,
  open,
  onOpenChange,
}: {
  row: AdminProductRow | null
  open: boolean
  onOpenChange(open: boolean): void
}) {
  const queryClient = useQueryClient()
  const [form, setForm] = useState<Form>(toForm(row))
  const [errors, setErrors] = useState<FieldErrors>({})
  const save = useMutation({
    ...saveProductMutation(queryClient),
    onSuccess: () => {
      toaster.success({ title: row ? MSG.updated : MSG.added })
      onOpenChange(false)
    },
    onError: (e) => {
      toaster.error({ title: MSG.saveFailed, description: serverMessage(e) })
      if (e instanceof ApiError && e.detail?.fields) setErrors(e.fields as FieldErrors)
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const price = form.price.trim() === '' ? null : Number(form.price)
    const parsed = productWriteSchema.safeParse({
      name: form.name,
      description: orNull(form.description),
      imageUrl: orNull(form.imageUrl),
      price: price !== null && Number.isNaN(price) ? form.price : price,
      content: orNull(form.content),
    })
    setErrors(parsed.success ? {} : (toFieldErrors(parsed.error) as FieldErrors))
    if (parsed.success) save.mutate({ id: row?.id ?? null, input: parsed.data })
  }
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }))
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Edit Product' : 'Add Product'}
      description="Shown on its product page, /products/{id}."
      submitLabel={row ? 'Save Changes' : 'Add Product'}
      saving={save.isPending}
      onSubmit={submit}
    >
      <TextRow
        name="name"
        label="Name"
        required
        maxLength={200}
        value={form.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextAreaRow
        name="description"
        label="Description"
        rows={3}
        maxLength={2000}
        value={form.description}
        onChange={set('description')}
        error={errors.description}
      />
      <LinkField
        name="imageUrl"
        label="Image URL"
        value={form.imageUrl}
        onChange={set('imageUrl')}
        error={errors.imageUrl}
      />
      <TextRow
        name="price"
        label="Price"
        type="number"
        inputMode="decimal"
        step={0.01}
        min={0}
        prefix="$"
        value={form.price}
        onChange={set('price')}
        error={errors.price}
        hint="Optional, in dollars and cents."
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
    </FormDialog>
  )
}

type Open = { kind: 'add' } | { kind: 'edit'; row: AdminProductRow } | { kind: 'delete'; row: AdminProductRow } | null

export function ProductsAdminPage() {
  const list = useQuery(adminProductsQueryOptions())
  const [open, setOpen] = useState<Open>(null)
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null)
  }
  return (
    <section aria-labelledby="tab-products" className={css({ minW: '0' })}>
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
        <TabHeading id="tab-products">Products</TabHeading>
        <Button onClick={() => setOpen({ kind: 'add' })}>
          <PlusIcon />
          Add Product
        </Button>
      </div>
      <ListStates
        query={list}
        loadingLabel="Loading products"
        fetchFailed={MSG.fetchFailed}
        empty="No products yet. Add the first one."
      >
        {(rows) => (
          <CatalogTable label="Products">
            <caption className={css({ srOnly: true })}>Products, newest first</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Name
                </th>
                <th scope="col" className={th}>
                  Description
                </th>
                <th scope="col" className={cx(th, css({ textAlign: 'right' }))}>
                  Price
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
                  <td className={cx(td, clamp, css({ color: 'fg.muted' }))}>{row.description ?? '—'}</td>
                  <td
                    className={cx(
                      td,
                      css({
                        textAlign: 'right',
                        fontVariantNumeric: 'tabular-nums',
                        whiteSpace: 'nowrap',
                      }),
                    )}
                  >
                    {row.price === null ? '—' : money.format(row.price)}
                  </td>
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
      <ProductDialog
        key={open?.kind === 'edit' ? open.row.id : `add-${open?.kind ?? ''}`}
        row={open?.kind === 'edit' ? open.row : null}
        open={open?.kind === 'add' || open?.kind === 'edit'}
        onOpenChange={close}
      />
      {open?.kind === 'delete' ? (
        <DeleteDialog
          kind="products"
          id={open.row.id}
          name={open.row.name}
          noun="product"
          messages={MSG}
          onOpenChange={close}
        />
      ) : null}
    </section>
  )
}
