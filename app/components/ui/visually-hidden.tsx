import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { cx } from '#styled-system/css'
import { visuallyHidden } from '#styled-system/patterns'

/** Content for screen readers only (hidden visually, still in the accessibility tree). */
export function VisuallyHidden({ className, ...props }: ComponentProps<typeof ark.span>) {
  return <ark.span {...props} className={cx(visuallyHidden(), className)} />
}
