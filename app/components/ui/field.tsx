import { Field as ArkField } from '@ark-ui/react/field'
import type { ComponentProps } from 'react'
import { cx } from '#styled-system/css'
import { field, type InputVariantProps, input, textarea } from '#styled-system/recipes'
import { type Assign, createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(field)

type FieldInputProps = Assign<ComponentProps<typeof ArkField.Input>, InputVariantProps>

function FieldInput({ className, ...props }: FieldInputProps) {
  const [variantProps, rest] = input.splitVariantProps(props)
  return <ArkField.Input {...rest} className={cx(input(variantProps), className)} />
}

function FieldTextarea({ className, ...props }: ComponentProps<typeof ArkField.Textarea>) {
  return <ArkField.Textarea {...props} className={cx(textarea(), className)} />
}

/**
 * Label, control, helper and error text wired together by Ark (ids, aria-describedby,
 * aria-invalid, required, disabled):
 *
 *   <Field.Root invalid={!!error} required>
 *     <Field.Label>Email <Field.RequiredIndicator /></Field.Label>
 *     <Field.Input type="email" autoComplete="email" />
 *     <Field.HelperText>We reply within one business day.</Field.HelperText>
 *     <Field.ErrorText>{error}</Field.ErrorText>
 *   </Field.Root>
 *
 * ErrorText renders only when the root is `invalid`.
 */
export const Field = {
  Root: withProvider(ArkField.Root, 'root'),
  RootProvider: withProvider(ArkField.RootProvider, 'root'),
  Label: withContext(ArkField.Label, 'label'),
  Input: FieldInput,
  Textarea: FieldTextarea,
  HelperText: withContext(ArkField.HelperText, 'helperText'),
  ErrorText: withContext(ArkField.ErrorText, 'errorText'),
  RequiredIndicator: withContext(ArkField.RequiredIndicator, 'requiredIndicator'),
  Context: ArkField.Context,
}

export type FieldRootProps = ComponentProps<typeof Field.Root>
