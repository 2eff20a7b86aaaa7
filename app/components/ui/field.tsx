import { Field as ArkField, useFieldContext } from '@ark-ui/react/field'
import type { ComponentProps } from 'react'
import { cx } from '#styled-system/css'
import { field, type InputVariantProps, input, textarea } from '#styled-system/recipes'
import { type Assign, createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(field)

type FieldInputProps = Assign<ComponentProps<typeof ArkField.Input>, InputVariantProps>

/**
 * Ark ties a field's error to its control with aria-errormessage alone, which most screen
 * readers do not read: while the field is invalid its error text is added to the control's
 * aria-describedby too (after the helper text), so the error is heard with the field.
 */
export function useDescribedBy(own: string | undefined): string | undefined {
  const field = useFieldContext()
  if (!field) return own
  const ids = [own ?? field.ariaDescribedby, field.invalid ? field.ids.errorText : undefined].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

function FieldInput({ className, ...props }: FieldInputProps) {
  const [variantProps, rest] = input.splitVariantProps(props)
  const describedBy = useDescribedBy(rest['aria-describedby'])
  return <ArkField.Input {...rest} aria-describedby={describedBy} className={cx(input(variantProps), className)} />
}

function FieldTextarea({ className, ...props }: ComponentProps<typeof ArkField.Textarea>) {
  const describedBy = useDescribedBy(props['aria-describedby'])
  return <ArkField.Textarea {...props} aria-describedby={describedBy} className={cx(textarea(), className)} />
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
