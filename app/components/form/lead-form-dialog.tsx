import type { FormEvent, ReactNode } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { Modal } from '#app/components/ui/modal.tsx'
import { css } from '#styled-system/css'
import { FormAlert } from './form-rows'
import type { LeadForm } from './use-lead-form'

/**
 * A small dialog around a lead form (useLeadForm): title, description, the fields (children),
 * the form's alert, Cancel and Send, which reads 'Sending…' while the lead goes out.
 */
export function LeadFormDialog({
  open,
  onOpenChange,
  title,
  description,
  form,
  onSubmit,
  children,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  title: string
  description: ReactNode
  form: Pick<LeadForm<never, string>, 'formRef' | 'busy' | 'message'>
  onSubmit(event: FormEvent): void
  children: ReactNode
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} size="sm" title={title} description={description}>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className={css({ display: 'grid', gap: '4' })}>
        {children}
        <FormAlert message={form.message} />
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.CloseTrigger>
          <Button type="submit" loading={form.busy} loadingText="Sending…">
            Send
          </Button>
        </Dialog.Footer>
      </form>
    </Modal>
  )
}
