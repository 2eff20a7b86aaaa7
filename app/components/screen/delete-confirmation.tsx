import { type UseMutationOptions, useMutation } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ConfirmDeleteDialog } from '#app/components/ui/confirm-delete-dialog.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import { serverMessage } from './use-edit-form'

/**
 * Asks before deleting, then deletes with the data layer's `mutation` and says how it went: the
 * `deleted` toast and `onClose` on success, the `failed` toast with the server's words otherwise
 * (the dialog stays open to try again or cancel). Mounted while open.
 */
export function DeleteConfirmation<TData, V, C>({
  title,
  description,
  mutation,
  variables,
  deleted,
  failed,
  onClose,
  onDeleted,
  describeError = serverMessage,
}: {
  title: ReactNode
  description: ReactNode
  mutation: UseMutationOptions<TData, Error, V, C>
  variables: V
  deleted: string
  failed: string
  onClose(): void
  onDeleted?(): void
  /** The failure toast's description; by default the server's own words. */
  describeError?(e: unknown): string | undefined
}) {
  const remove = useMutation({
    ...mutation,
    onSuccess: () => {
      toaster.success({ title: deleted })
      onDeleted?.()
      onClose()
    },
    onError: (e) => toaster.error({ title: failed, description: describeError(e) }),
  })
  return (
    <ConfirmDeleteDialog
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(variables)}
    />
  )
}
