import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { drawer } from '#styled-system/recipes'
import { CloseIcon } from './icons'
import { createStyleContext } from './style-context'

const { withRootProvider, withContext } = createStyleContext(drawer)

const IconCloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger', {
  defaultProps: { 'aria-label': 'Close', children: <CloseIcon /> },
})

/**
 * Without `asChild`: the ✕ icon button in the corner (aria-label "Close").
 * With `asChild`: closes from your own element (e.g. a "Cancel" Button), unstyled by the recipe.
 */
function CloseTrigger(props: ComponentProps<typeof ArkDialog.CloseTrigger>) {
  return props.asChild ? <ArkDialog.CloseTrigger {...props} /> : <IconCloseTrigger {...props} />
}

/**
 * Side sheet (mobile navigation, record details): Ark's Dialog (focus trap, Escape, scroll
 * lock, aria-modal) with a slide-in `placement` of "end" (default, from the right) or "start".
 * Same structure as Dialog, plus Header/Body/Footer:
 *
 *   <Drawer.Root placement="end" size="md">
 *     <Drawer.Trigger asChild><Button>Menu</Button></Drawer.Trigger>
 *     <Portal>
 *       <Drawer.Backdrop />
 *       <Drawer.Positioner>
 *         <Drawer.Content>
 *           <Drawer.Header><Drawer.Title>…</Drawer.Title></Drawer.Header>
 *           <Drawer.Body>…</Drawer.Body>
 *           <Drawer.Footer>…</Drawer.Footer>
 *           <Drawer.CloseTrigger />
 *         </Drawer.Content>
 *       </Drawer.Positioner>
 *     </Portal>
 *   </Drawer.Root>
 */
export const Drawer = {
  Root: withRootProvider(ArkDialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } }),
  RootProvider: withRootProvider(ArkDialog.RootProvider, { defaultProps: { lazyMount: true, unmountOnExit: true } }),
  Trigger: withContext(ArkDialog.Trigger, 'trigger'),
  Backdrop: withContext(ArkDialog.Backdrop, 'backdrop'),
  Positioner: withContext(ArkDialog.Positioner, 'positioner'),
  Content: withContext(ArkDialog.Content, 'content'),
  Header: withContext(ark.div, 'header'),
  Title: withContext(ArkDialog.Title, 'title'),
  Description: withContext(ArkDialog.Description, 'description'),
  Body: withContext(ark.div, 'body'),
  Footer: withContext(ark.div, 'footer'),
  CloseTrigger,
  Context: ArkDialog.Context,
}

export type DrawerRootProps = ComponentProps<typeof Drawer.Root>
