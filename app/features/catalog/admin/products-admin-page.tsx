/**
 * The admin panel's Products tab (docs/decisions/077): table Name, Description, Price, Actions;
 * add / edit in a dialog (name required, image URL a link, price optional with cents at most,
 * apply link optional);
 * delete after a confirmation. The server checks the same.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { NumberRow, TextAreaRow, TextRow } from '#app/components/form/form-rows.tsx'
import { LinkField } from '#app/components/form/link-field.tsx'
import { FormDialog } from '#app/components/screen/form-dialog.tsx'
import { useSaveForm } from '#app/components/screen/use-edit-form.ts'
import { type AdminProductRow, adminProductsQueryOptions, saveProductMutation } from '#app/data/admin-catalog.ts'
import { CATALOG_MESSAGES, productWriteSchema } from '#shared/schemas/admin-catalog.ts'
import { CatalogTableScreen } from './catalog-screen'

const MSG = CATALOG_MESSAGES.products
const money = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' })
/** '' means none: the wire's spelling of an empty optional field is null. */
const orNull = (v: string) => (v.trim() === '' ? null : v.trim())

function ProductDialog({ row, onClose }: { row: AdminProductRow | null; onClose(): void }) {
  const { form, field, errors, check, save } = useSaveForm(
    {
      name: row?.name ?? '',
      description: row?.description ?? '',
      imageUrl: row?.imageUrl ?? '',
      price: row?.price == null ? '' : row.price.toFixed(2),
      content: row?.content ?? '',
      applyUrl: row?.applyUrl ?? '',
    },
    saveProductMutation(useQueryClient()),
    { saved: row ? MSG.updated : MSG.added, failed: MSG.saveFailed },
    { onSaved: onClose },
  )
  const submit = () => {
    const price = form.price.trim() === '' ? null : Number(form.price)
    const input = check(productWriteSchema, {
      name: form.name,
      description: orNull(form.description),
      imageUrl: orNull(form.imageUrl),
      price: price !== null && Number.isNaN(price) ? form.price : price,
      content: orNull(form.content),
      applyUrl: orNull(form.applyUrl),
    })
    if (input) save.mutate({ id: row?.id ?? null, input })
  }
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={row ? 'Edit Product' : 'Add Product'}
      description="Shown on its product page, /products/{id}."
      submitLabel={row ? 'Save Changes' : 'Add Product'}
      pending={save.isPending}
      errors={errors}
      onSubmit={submit}
    >
      <TextRow label="Name" required maxLength={200} {...field('name')} />
      <TextAreaRow label="Description" rows={3} maxLength={2000} {...field('description')} />
      <LinkField label="Image URL" {...field('imageUrl')} />
      <NumberRow
        label="Price"
        step={0.01}
        min={0}
        prefix="$"
        hint="Optional: the lowest fee a client pays for it, shown as 'Fees from $995'."
        {...field('price')}
      />
      <TextAreaRow label="Content" rows={5} maxLength={20000} {...field('content')} />
      <LinkField
        label="Apply Link"
        hint="Optional: an outside application page. Empty: 'Apply Now' opens the site's application form with this product named."
        {...field('applyUrl')}
      />
    </FormDialog>
  )
}

export function ProductsAdminPage() {
  const list = useQuery(adminProductsQueryOptions())
  return (
    <CatalogTableScreen
      kind="products"
      title="Products"
      addLabel="Add Product"
      list={list}
      columns={[
        { key: 'name', header: 'Name', rowHeader: true, cell: (r) => r.name, sortValue: (r) => r.name },
        { key: 'description', header: 'Description', clamp: true, muted: true, cell: (r) => r.description ?? '—' },
        {
          key: 'price',
          header: 'Price',
          numeric: true,
          cell: (r) => (r.price === null ? '—' : money.format(r.price)),
          sortValue: (r) => r.price,
        },
      ]}
      editor={(row, onClose) => <ProductDialog row={row} onClose={onClose} />}
    />
  )
}
