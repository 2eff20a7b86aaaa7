import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import type { ComponentProps } from 'react'
import { tabs } from '#styled-system/recipes'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(tabs)

/**
 *   <Tabs.Root defaultValue="fixed">
 *     <Tabs.List>
 *       <Tabs.Trigger value="fixed">Fixed</Tabs.Trigger>
 *       <Tabs.Trigger value="variable">Variable</Tabs.Trigger>
 *     </Tabs.List>
 *     <Tabs.Content value="fixed">…</Tabs.Content>
 *     <Tabs.Content value="variable">…</Tabs.Content>
 *   </Tabs.Root>
 */
export const Tabs = {
  Root: withProvider(ArkTabs.Root, 'root'),
  RootProvider: withProvider(ArkTabs.RootProvider, 'root'),
  List: withContext(ArkTabs.List, 'list'),
  Trigger: withContext(ArkTabs.Trigger, 'trigger'),
  Content: withContext(ArkTabs.Content, 'content'),
  Indicator: withContext(ArkTabs.Indicator, 'indicator'),
  Context: ArkTabs.Context,
}

export type TabsRootProps = ComponentProps<typeof Tabs.Root>
