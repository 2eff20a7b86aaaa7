import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { cx } from '#styled-system/css'
import { type InputVariantProps, input, textarea } from '#styled-system/recipes'
import type { Assign } from './style-context'

/** A text input outside a Field. Inside a Field use Field.Input (it wires label and errors). */
export type InputProps = Assign<ComponentProps<typeof ark.input>, InputVariantProps>

export function Input({ className, ...props }: InputProps) {
  const [variantProps, rest] = input.splitVariantProps(props)
  return <ark.input {...rest} className={cx(input(variantProps), className)} />
}

export type TextareaProps = ComponentProps<typeof ark.textarea>

export function Textarea({ className, ...props }: TextareaProps) {
  return <ark.textarea {...props} className={cx(textarea(), className)} />
}
