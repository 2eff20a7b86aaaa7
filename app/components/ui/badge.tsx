import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { cx } from '#styled-system/css'
import { type BadgeVariantProps, badge } from '#styled-system/recipes'
import type { Assign } from './style-context'

export type BadgeProps = Assign<ComponentProps<typeof ark.span>, BadgeVariantProps>

export function Badge({ className, ...props }: BadgeProps) {
  const [variantProps, rest] = badge.splitVariantProps(props)
  return <ark.span {...rest} className={cx(badge(variantProps), className)} />
}
