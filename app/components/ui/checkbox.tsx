import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox'
import type { ComponentProps } from 'react'
import { checkbox } from '#styled-system/recipes'
import { classHidden } from './hidden-input'
import { CheckIcon } from './icons'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(checkbox)

/**
 *   <Checkbox.Root name="consent">
 *     <Checkbox.Control><Checkbox.Indicator /></Checkbox.Control>
 *     <Checkbox.Label>I agree</Checkbox.Label>
 *     <Checkbox.HiddenInput />
 *   </Checkbox.Root>
 *
 * Indicator shows a tick by default; for the mixed state add
 * `<Checkbox.Indicator indeterminate><MinusIcon /></Checkbox.Indicator>`.
 * The root is a label at least 44 px high, so the whole row is the touch target.
 */
export const Checkbox = {
  Root: withProvider(ArkCheckbox.Root, 'root'),
  RootProvider: withProvider(ArkCheckbox.RootProvider, 'root'),
  Control: withContext(ArkCheckbox.Control, 'control'),
  Indicator: withContext(ArkCheckbox.Indicator, 'indicator', { defaultProps: { children: <CheckIcon /> } }),
  Label: withContext(ArkCheckbox.Label, 'label'),
  Group: withContext(ArkCheckbox.Group, 'group'),
  HiddenInput: classHidden(ArkCheckbox.HiddenInput),
  Context: ArkCheckbox.Context,
}

export type CheckboxRootProps = ComponentProps<typeof Checkbox.Root>
