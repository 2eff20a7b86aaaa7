import type { ReactNode } from 'react'
import { type QueryLike, QueryStates } from '#app/components/ui/screen-states.tsx'
import { AddButton, StaffScreen, useCrud } from './staff-screen'

type Crud<T> = ReturnType<typeof useCrud<T>>

/**
 * A staff tab that lists records and lets them be added, edited and deleted: the heading with
 * 'Add …' (`addLabel`), the list's states and the list itself (`children(rows, crud)`, whose Edit
 * and Delete call `crud.edit(row)` and `crud.remove(row)`), the add / edit dialog (`editor`,
 * given null to add) and the delete confirmation (`deletion`, a DeleteConfirmation).
 */
export function CrudScreen<T>({
  id,
  title,
  addLabel,
  list,
  states,
  editor,
  deletion,
  children,
}: {
  id: string
  title: string
  addLabel: string
  list: QueryLike<T[]>
  states: { loading: string; error: ReactNode; empty: ReactNode }
  editor(row: T | null, onClose: () => void): ReactNode
  deletion(row: T, onClose: () => void): ReactNode
  children(rows: T[], crud: Crud<T>): ReactNode
}) {
  const crud = useCrud<T>()
  return (
    <StaffScreen id={id} title={title} actions={<AddButton onClick={crud.add}>{addLabel}</AddButton>}>
      <QueryStates query={list} {...states}>
        {(rows) => children(rows, crud)}
      </QueryStates>
      {crud.editing !== undefined ? editor(crud.editing, crud.close) : null}
      {crud.deleting !== undefined ? deletion(crud.deleting, crud.close) : null}
    </StaffScreen>
  )
}
