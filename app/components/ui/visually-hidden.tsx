import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { cx } from '#styled-system/css'
import { visuallyHidden } from '#styled-system/patterns'

let hidden: string | undefined

/** Content for screen readers only (hidden visually, still in the accessibility tree). */
export function VisuallyHidden({ className, ...props }: ComponentProps<typeof ark.span>) {
  // Worked out on first use, not on every render (a board draws two per card).
  hidden ??= visuallyHidden()
  return <ark.span {...props} className={cx(hidden, className)} />
}
