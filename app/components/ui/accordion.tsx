import { Accordion as ArkAccordion } from '@ark-ui/react/accordion'
import type { ComponentProps } from 'react'
import { accordion } from '#styled-system/recipes'
import { ChevronDownIcon } from './icons'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(accordion)

/**
 *   <Accordion.Root collapsible>
 *     <Accordion.Item value="q1">
 *       <Accordion.ItemTrigger>Question <Accordion.ItemIndicator /></Accordion.ItemTrigger>
 *       <Accordion.ItemContent><p>Answer</p></Accordion.ItemContent>
 *     </Accordion.Item>
 *   </Accordion.Root>
 */
export const Accordion = {
  Root: withProvider(ArkAccordion.Root, 'root'),
  RootProvider: withProvider(ArkAccordion.RootProvider, 'root'),
  Item: withContext(ArkAccordion.Item, 'item'),
  ItemTrigger: withContext(ArkAccordion.ItemTrigger, 'itemTrigger'),
  ItemContent: withContext(ArkAccordion.ItemContent, 'itemContent'),
  ItemIndicator: withContext(ArkAccordion.ItemIndicator, 'itemIndicator', {
    defaultProps: { children: <ChevronDownIcon /> },
  }),
  Context: ArkAccordion.Context,
  ItemContext: ArkAccordion.ItemContext,
}

export type AccordionRootProps = ComponentProps<typeof Accordion.Root>
