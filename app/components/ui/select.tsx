import type { CollectionItem } from '@ark-ui/react/collection'
import { Select as ArkSelect } from '@ark-ui/react/select'
import type { ComponentProps, JSX } from 'react'
import { type SelectVariantProps, select } from '#styled-system/recipes'
import { CheckIcon, ChevronDownIcon } from './icons'
import { type Assign, createStyleContext } from './style-context'

export { createListCollection } from '@ark-ui/react/collection'

const { withProvider, withContext } = createStyleContext(select)

export type SelectRootProps<T extends CollectionItem> = Assign<ArkSelect.RootProps<T>, SelectVariantProps>

// The wrapper loses Ark's item-type parameter; restore it so `onValueChange` and
// `collection` stay typed by the caller's items.
const Root = withProvider(ArkSelect.Root, 'root', {
  defaultProps: { lazyMount: true, unmountOnExit: true },
}) as <T extends CollectionItem>(props: SelectRootProps<T>) => JSX.Element

/**
 * Items come from a collection built once (module scope or useMemo):
 *
 *   const terms = createListCollection({
 *     items: [
 *       { label: '1 year', value: '1' },
 *       { label: '5 years', value: '5' },
 *     ],
 *   })
 *
 *   <Select.Root collection={terms} defaultValue={['5']} name="term">
 *     <Select.Label>Term</Select.Label>
 *     <Select.Control>
 *       <Select.Trigger>
 *         <Select.ValueText placeholder="Choose a term" />
 *         <Select.Indicator />
 *       </Select.Trigger>
 *     </Select.Control>
 *     <Portal>
 *       <Select.Positioner>
 *         <Select.Content>
 *           {terms.items.map((item) => (
 *             <Select.Item key={item.value} item={item}>
 *               <Select.ItemText>{item.label}</Select.ItemText>
 *               <Select.ItemIndicator />
 *             </Select.Item>
 *           ))}
 *         </Select.Content>
 *       </Select.Positioner>
 *     </Portal>
 *     <Select.HiddenSelect />
 *   </Select.Root>
 *
 * Items of another shape: createListCollection({ items, itemToString, itemToValue }).
 * The value is always an array of item values (['5']), also for single selection.
 * Select.HiddenSelect makes the value part of a native form submission.
 */
export const Select = {
  Root,
  Label: withContext(ArkSelect.Label, 'label'),
  Control: withContext(ArkSelect.Control, 'control'),
  Trigger: withContext(ArkSelect.Trigger, 'trigger'),
  ValueText: withContext(ArkSelect.ValueText, 'valueText'),
  Indicator: withContext(ArkSelect.Indicator, 'indicator', { defaultProps: { children: <ChevronDownIcon /> } }),
  ClearTrigger: withContext(ArkSelect.ClearTrigger, 'clearTrigger'),
  Positioner: withContext(ArkSelect.Positioner, 'positioner'),
  Content: withContext(ArkSelect.Content, 'content'),
  List: withContext(ArkSelect.List, 'list'),
  Item: withContext(ArkSelect.Item, 'item'),
  ItemText: withContext(ArkSelect.ItemText, 'itemText'),
  ItemIndicator: withContext(ArkSelect.ItemIndicator, 'itemIndicator', { defaultProps: { children: <CheckIcon /> } }),
  ItemGroup: withContext(ArkSelect.ItemGroup, 'itemGroup'),
  ItemGroupLabel: withContext(ArkSelect.ItemGroupLabel, 'itemGroupLabel'),
  HiddenSelect: ArkSelect.HiddenSelect,
  Context: ArkSelect.Context,
}

export type SelectContentProps = ComponentProps<typeof Select.Content>
