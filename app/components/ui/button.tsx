import { ark } from '@ark-ui/react/factory'
import type { ComponentProps, ReactNode } from 'react'
import { cx } from '#styled-system/css'
import { type ButtonVariantProps, button, spinner } from '#styled-system/recipes'
import type { Assign } from './style-context'

export type ButtonProps = Assign<ComponentProps<typeof ark.button>, ButtonVariantProps> & {
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean | undefined
  /** Label while loading; defaults to the normal children. */
  loadingText?: ReactNode
}

/**
 * `type` defaults to "button" (pass type="submit" in forms). With `asChild` the child
 * element (e.g. a router Link) gets the button look; `loading` is ignored then.
 */
export function Button({ loading = false, loadingText, disabled, children, className, type, ...props }: ButtonProps) {
  const [variantProps, rest] = button.splitVariantProps(props)
  const busy = loading && !rest.asChild
  return (
    <ark.button
      type={rest.asChild ? type : (type ?? 'button')}
      disabled={disabled || busy || undefined}
      aria-busy={busy || undefined}
      {...rest}
      className={cx(button(variantProps), className)}
    >
      {busy ? (
        <>
          <span className={spinner({ size: 'inherit', tone: 'current' })} aria-hidden="true" />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </ark.button>
  )
}
