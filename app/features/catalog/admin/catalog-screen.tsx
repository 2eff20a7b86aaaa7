/**
 * What the admin Products, Services and Lenders tabs share (docs/decisions/077): the delete
 * confirmation of a row and the table screen of Products and Services. Deletions are confirmed
 * first; a deleted row leaves the public pages at once.
 */
import { useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { CrudScreen } from '#app/components/screen/crud-screen.tsx'
import { type Column, DataTable } from '#app/components/screen/data-table.tsx'
import { DeleteConfirmation } from '#app/components/screen/delete-confirmation.tsx'
import { RowActions } from '#app/components/screen/staff-screen.tsx'
import type { QueryLike } from '#app/components/ui/screen-states.tsx'
import { type CatalogKind, deleteCatalogRowMutation } from '#app/data/admin-catalog.ts'
import { CATALOG_MESSAGES } from '#shared/schemas/admin-catalog.ts'

type Row = { id: string; name: string }

const NOUN: Record<CatalogKind, string> = { products: 'product', services: 'service', lenders: 'lender' }

/** "Delete {noun}?" for one row, with the tab's toasts. */
export function CatalogDelete({
  kind,
  row,
  onClose,
  onDeleted,
}: {
  kind: CatalogKind
  row: Row
  onClose(): void
  onDeleted?(): void
}) {
  const queryClient = useQueryClient()
  const noun = NOUN[kind]
  return (
    <DeleteConfirmation
      title={`Delete ${noun}?`}
      description={`Are you sure you want to delete this ${noun}, ${row.name}? It is removed from the public pages at once.`}
      mutation={deleteCatalogRowMutation(queryClient, kind)}
      variables={row.id}
      deleted={CATALOG_MESSAGES[kind].deleted}
      failed={CATALOG_MESSAGES[kind].deleteFailed}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  )
}

/**
 * The Products and Services tabs: the rows in a table (newest first, sortable by column) with
 * Edit and Delete on each, 'Add …' above it, the add / edit dialog (`editor`, with null to add)
 * and the delete confirmation.
 */
export function CatalogTableScreen<T extends Row>({
  kind,
  title,
  addLabel,
  list,
  columns,
  editor,
}: {
  kind: Exclude<CatalogKind, 'lenders'>
  title: string
  addLabel: string
  list: QueryLike<T[]>
  columns: readonly Column<T>[]
  editor(row: T | null, onClose: () => void): ReactNode
}) {
  return (
    <CrudScreen
      id={`tab-${kind}`}
      title={title}
      addLabel={addLabel}
      list={list}
      states={{
        loading: `Loading ${kind}…`,
        error: CATALOG_MESSAGES[kind].fetchFailed,
        empty: `No ${kind} yet. Add the first one.`,
      }}
      editor={editor}
      deletion={(row, onClose) => <CatalogDelete kind={kind} row={row} onClose={onClose} />}
    >
      {(rows, crud) => (
        <DataTable
          label={title}
          caption={`${title}, newest first`}
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            ...columns,
            {
              key: 'actions',
              header: 'Actions',
              cell: (row) => (
                <RowActions name={row.name} onEdit={() => crud.edit(row)} onDelete={() => crud.remove(row)} />
              ),
            },
          ]}
        />
      )}
    </CrudScreen>
  )
}
