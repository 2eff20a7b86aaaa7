import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { cx } from '#styled-system/css'
import { visuallyHidden } from '#styled-system/patterns'
import { type SpinnerVariantProps, spinner } from '#styled-system/recipes'
import type { Assign } from './style-context'

export type SpinnerProps = Assign<ComponentProps<typeof ark.span>, SpinnerVariantProps> & {
  /** Announced to screen readers (role="status"). */
  label?: string | undefined
}

export function Spinner({ label = 'Loading', className, ...props }: SpinnerProps) {
  const [variantProps, rest] = spinner.splitVariantProps(props)
  return (
    <ark.span role="status" {...rest} className={cx(spinner(variantProps), className)}>
      <span className={visuallyHidden()}>{label}</span>
    </ark.span>
  )
}
