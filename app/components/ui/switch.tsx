import { Switch as ArkSwitch } from '@ark-ui/react/switch'
import type { ComponentProps } from 'react'
import { switchRecipe } from '#styled-system/recipes'
import { classHidden } from './hidden-input'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(switchRecipe)

/**
 *   <Switch.Root checked={on} onCheckedChange={(d) => setOn(d.checked)}>
 *     <Switch.Control><Switch.Thumb /></Switch.Control>
 *     <Switch.Label>Email me rate alerts</Switch.Label>
 *     <Switch.HiddenInput />
 *   </Switch.Root>
 */
export const Switch = {
  Root: withProvider(ArkSwitch.Root, 'root'),
  RootProvider: withProvider(ArkSwitch.RootProvider, 'root'),
  Control: withContext(ArkSwitch.Control, 'control'),
  Thumb: withContext(ArkSwitch.Thumb, 'thumb'),
  Label: withContext(ArkSwitch.Label, 'label'),
  HiddenInput: classHidden(ArkSwitch.HiddenInput),
  Context: ArkSwitch.Context,
}

export type SwitchRootProps = ComponentProps<typeof Switch.Root>
