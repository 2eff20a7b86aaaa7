/**
 * The admin panel's Services tab (docs/decisions/077): table Name, Description, Actions; add /
 * edit in a dialog. Features must be a valid JSON array ('Features must be valid JSON': checked
 * here and refused by the server, nothing saved); a name or description over 255 characters is
 * cut by the server, which says so, and the warning is shown.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { TextAreaRow, TextRow } from '#app/components/form/form-rows.tsx'
import { LinkField } from '#app/components/form/link-field.tsx'
import { FormDialog } from '#app/components/screen/form-dialog.tsx'
import { useSaveForm } from '#app/components/screen/use-edit-form.ts'
import { toaster } from '#app/components/ui/toaster.tsx'
import { type AdminServiceRow, adminServicesQueryOptions, saveServiceMutation } from '#app/data/admin-catalog.ts'
import {
  CATALOG_MESSAGES,
  SERVICE_FIELD_LIMIT,
  serviceWriteSchema,
  TRUNCATED_WARNING,
} from '#shared/schemas/admin-catalog.ts'
import { toFieldErrors } from '#shared/schemas/errors.ts'
import { CatalogTableScreen } from './catalog-screen'

const MSG = CATALOG_MESSAGES.services
const orNull = (v: string) => (v.trim() === '' ? null : v.trim())
/** The note under a field the server will cut. */
const longHint = (v: string) =>
  Array.from(v.trim()).length > SERVICE_FIELD_LIMIT
    ? `Over ${SERVICE_FIELD_LIMIT} characters: it will be cut to ${SERVICE_FIELD_LIMIT}.`
    : undefined

function ServiceDialog({ row, onClose }: { row: AdminServiceRow | null; onClose(): void }) {
  const { form, field, errors, setErrors, save } = useSaveForm(
    {
      name: row?.name ?? '',
      description: row?.description ?? '',
      content: row?.content ?? '',
      imageUrl: row?.imageUrl ?? '',
      features: row?.features ?? '',
    },
    saveServiceMutation(useQueryClient()),
    { saved: row ? MSG.updated : MSG.added, failed: MSG.saveFailed },
    {
      onSaved: ({ truncated }) => {
        if (truncated.length > 0) toaster.warning({ title: TRUNCATED_WARNING })
        onClose()
      },
    },
  )
  const submit = () => {
    const parsed = serviceWriteSchema.safeParse({
      name: form.name,
      description: orNull(form.description),
      content: orNull(form.content),
      imageUrl: orNull(form.imageUrl),
      features: form.features,
    })
    const errs: Partial<Record<keyof typeof form, string>> = parsed.success ? {} : toFieldErrors(parsed.error)
    setErrors(errs)
    // Invalid features are also said in a toast; the save stops here (and the server refuses it too).
    if (errs.features) toaster.error({ title: errs.features })
    if (parsed.success) save.mutate({ id: row?.id ?? null, input: parsed.data })
  }
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={row ? 'Edit Service' : 'Add Service'}
      description="Shown on the services page and its own page, /services/{id}."
      submitLabel={row ? 'Save Changes' : 'Add Service'}
      pending={save.isPending}
      errors={errors}
      onSubmit={submit}
    >
      <TextRow label="Name" required maxLength={2000} hint={longHint(form.name)} {...field('name')} />
      <TextAreaRow
        label="Description"
        rows={3}
        maxLength={5000}
        hint={longHint(form.description)}
        {...field('description')}
      />
      <TextAreaRow label="Content" rows={5} maxLength={20000} {...field('content')} />
      <LinkField label="Image URL" {...field('imageUrl')} />
      <TextAreaRow
        label="Features (JSON)"
        rows={4}
        maxLength={10000}
        placeholder='["No fees", "Fast approval"]'
        hint={'A JSON array, for example ["No fees", "Fast approval"]. Leave empty for none.'}
        {...field('features')}
      />
    </FormDialog>
  )
}

export function ServicesAdminPage() {
  const list = useQuery(adminServicesQueryOptions())
  return (
    <CatalogTableScreen
      kind="services"
      title="Services"
      addLabel="Add Service"
      list={list}
      columns={[
        { key: 'name', header: 'Name', rowHeader: true, clamp: true, cell: (r) => r.name, sortValue: (r) => r.name },
        { key: 'description', header: 'Description', clamp: true, muted: true, cell: (r) => r.description ?? '—' },
      ]}
      editor={(row, onClose) => <ServiceDialog row={row} onClose={onClose} />}
    />
  )
}
