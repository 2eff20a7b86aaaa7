/**
 * Building blocks shared by the admin Products, Services and Lenders tabs (issue 14 §6;
 * docs/decisions/077): the table in a keyboard-scrollable region (at 390 px the table scrolls
 * inside it, the page never does), the loading / error / empty states, and the delete
 * confirmation (spec 001 §5: deletions are confirmed).
 */
import { Portal } from '@ark-ui/react/portal'
import { type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query'
import type { FormEvent, ReactNode } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { ConfirmDeleteDialog } from '#app/components/ui/confirm-delete-dialog.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import { type CatalogKind, deleteCatalogRowMutation } from '#app/data/admin-catalog.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { css } from '#styled-system/css'

export const th = css({
  textAlign: 'left',
  px: '3',
  py: '2',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  whiteSpace: 'nowrap',
})
export const td = css({
  px: '3',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  verticalAlign: 'middle',
})
export const clamp = css({
  maxW: { base: '32', md: '80' },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})
export const actions = css({ display: 'flex', gap: '2', whiteSpace: 'nowrap' })

/** The server's message when it sent one (a 400's field problem, a 404). */
export const serverMessage = (e: unknown) => (e instanceof ApiError ? e.message : undefined)

/** A table in a focusable, labelled scroll region. */
export function CatalogTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (a labelled, focusable region)
      tabIndex={0}
      className={css({
        overflowX: 'auto',
        maxW: 'full',
        bg: 'bg.default',
        borderWidth: '1px',
        borderColor: 'border.subtle',
        borderRadius: 'lg',
        _focusVisible: {
          outline: '2px solid',
          outlineColor: 'border.focus',
          outlineOffset: '0.5',
        },
      })}
    >
      <table
        className={css({
          w: 'full',
          borderCollapse: 'collapse',
          fontSize: 'sm',
        })}
      >
        {children}
      </table>
    </section>
  )
}

/** Loading, failed (with the spec's message and a retry) and empty states; else the children. */
export function ListStates<T>({
  query,
  loadingLabel,
  fetchFailed,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>
  loadingLabel: string
  fetchFailed: string
  empty: string
  children(rows: T[]): ReactNode
}) {
  if (query.isPending) {
    return (
      <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
        <Spinner label={loadingLabel} />
      </div>
    )
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className={css({
          color: 'danger.fg',
          display: 'flex',
          gap: '3',
          alignItems: 'center',
          flexWrap: 'wrap',
        })}
      >
        {fetchFailed}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  if (query.data.length === 0) return <p className={css({ color: 'fg.muted', py: '6' })}>{empty}</p>
  return <>{children(query.data)}</>
}

/** "Delete …?" with Cancel focused first; the toasts are the tab's. */
export function DeleteDialog({
  kind,
  id,
  name,
  noun,
  messages,
  onOpenChange,
}: {
  kind: CatalogKind
  id: string
  name: string
  noun: string
  messages: { deleted: string; deleteFailed: string }
  onOpenChange(open: boolean): void
}) {
  const queryClient = useQueryClient()
  const remove = useMutation({
    ...deleteCatalogRowMutation(queryClient, kind),
    onSuccess: () => {
      toaster.success({ title: messages.deleted })
      onOpenChange(false)
    },
    onError: (e) =>
      toaster.error({
        title: messages.deleteFailed,
        description: serverMessage(e),
      }),
  })
  return (
    <ConfirmDeleteDialog
      onOpenChange={onOpenChange}
      title={`Delete ${noun}?`}
      description={`Are you sure you want to delete this ${noun}, ${name}? It is removed from the public pages at once.`}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(id)}
    />
  )
}

/** Edit and Delete for one row, each naming the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit(): void; onDelete(): void }) {
  return (
    <div className={actions}>
      <Button variant="outline" size="sm" onClick={onEdit}>
        Edit<span className={css({ srOnly: true })}> {name}</span>
      </Button>
      <Button variant="outline" tone="danger" size="sm" onClick={onDelete}>
        Delete<span className={css({ srOnly: true })}> {name}</span>
      </Button>
    </div>
  )
}

/** The add / edit dialog of a tab: title, description, the fields, Cancel and the submit button. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  saving,
  onSubmit,
  children,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  title: string
  description: string
  submitLabel: string
  saving: boolean
  onSubmit(e: FormEvent): void
  children: ReactNode
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Description>{description}</Dialog.Description>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Body className={css({ display: 'grid', gap: '4' })}>{children}</Dialog.Body>
              <Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.CloseTrigger>
                <Button type="submit" loading={saving} loadingText="Saving...">
                  {submitLabel}
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
