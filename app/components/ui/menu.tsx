import { Menu as ArkMenu } from '@ark-ui/react/menu'
import type { ComponentProps } from 'react'
import { menu } from '#styled-system/recipes'
import { CheckIcon, ChevronDownIcon, ChevronRightIcon } from './icons'
import { createStyleContext } from './style-context'

const { withRootProvider, withContext } = createStyleContext(menu)

/**
 *   <Menu.Root>
 *     <Menu.Trigger asChild><Button variant="outline">Actions <Menu.Indicator /></Button></Menu.Trigger>
 *     <Portal>
 *       <Menu.Positioner>
 *         <Menu.Content>
 *           <Menu.Item value="edit">Edit</Menu.Item>
 *           <Menu.Separator />
 *           <Menu.Item value="delete">Delete</Menu.Item>
 *         </Menu.Content>
 *       </Menu.Positioner>
 *     </Portal>
 *   </Menu.Root>
 */
export const Menu = {
  Root: withRootProvider(ArkMenu.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } }),
  RootProvider: withRootProvider(ArkMenu.RootProvider, { defaultProps: { lazyMount: true, unmountOnExit: true } }),
  Trigger: withContext(ArkMenu.Trigger, 'trigger'),
  ContextTrigger: withContext(ArkMenu.ContextTrigger, 'contextTrigger'),
  /** Chevron that turns when the menu opens. */
  Indicator: withContext(ArkMenu.Indicator, 'indicator', { defaultProps: { children: <ChevronDownIcon /> } }),
  Positioner: withContext(ArkMenu.Positioner, 'positioner'),
  Content: withContext(ArkMenu.Content, 'content'),
  Arrow: withContext(ArkMenu.Arrow, 'arrow'),
  ArrowTip: withContext(ArkMenu.ArrowTip, 'arrowTip'),
  Item: withContext(ArkMenu.Item, 'item'),
  ItemText: withContext(ArkMenu.ItemText, 'itemText'),
  ItemIndicator: withContext(ArkMenu.ItemIndicator, 'itemIndicator', { defaultProps: { children: <CheckIcon /> } }),
  ItemGroup: withContext(ArkMenu.ItemGroup, 'itemGroup'),
  ItemGroupLabel: withContext(ArkMenu.ItemGroupLabel, 'itemGroupLabel'),
  CheckboxItem: withContext(ArkMenu.CheckboxItem, 'item'),
  RadioItemGroup: withContext(ArkMenu.RadioItemGroup, 'itemGroup'),
  RadioItem: withContext(ArkMenu.RadioItem, 'item'),
  Separator: withContext(ArkMenu.Separator, 'separator'),
  /** Item that opens a nested Menu.Root; shows a chevron after its children. */
  TriggerItem: withContext(ArkMenu.TriggerItem, 'triggerItem'),
  SubmenuIndicator: ChevronRightIcon,
  Context: ArkMenu.Context,
}

export type MenuRootProps = ComponentProps<typeof Menu.Root>
