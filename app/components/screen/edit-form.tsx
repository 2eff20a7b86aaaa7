import type { ReactNode, RefObject } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { css, cx } from '#styled-system/css'
import { submitted } from './use-edit-form'

const formGrid = css({ display: 'grid', gap: '4' })

/**
 * A form on the page itself (a tab's section, not a dialog): named by `label`, its fields in one
 * column, and the submit button under them, which reads `pendingLabel` while the save runs. Pass
 * useEditForm's `formRef` so the first invalid field takes the focus.
 */
export function EditForm({
  label,
  formRef,
  onSubmit,
  submitLabel,
  pending,
  pendingLabel = 'Saving…',
  submitDisabled,
  wide = false,
  children,
}: {
  label: string
  formRef?: RefObject<HTMLFormElement | null>
  onSubmit(): void
  submitLabel: ReactNode
  pending: boolean
  pendingLabel?: string
  submitDisabled?: boolean
  /** The whole width of its container (a dialog's tab), not a comfortable reading measure. */
  wide?: boolean
  children: ReactNode
}) {
  return (
    <form
      ref={formRef}
      onSubmit={submitted(onSubmit)}
      noValidate
      aria-label={label}
      className={wide ? formGrid : cx(formGrid, css({ maxW: '2xl' }))}
    >
      {children}
      <div>
        <Button type="submit" loading={pending} loadingText={pendingLabel} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
