import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { dialog } from '#styled-system/recipes'
import { CloseIcon } from './icons'
import { createStyleContext } from './style-context'

const { withRootProvider, withContext } = createStyleContext(dialog)

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
 * Modal dialog. Render the backdrop and positioner in a Portal:
 *
 *   <Dialog.Root>
 *     <Dialog.Trigger asChild><Button>Open</Button></Dialog.Trigger>
 *     <Portal>
 *       <Dialog.Backdrop />
 *       <Dialog.Positioner>
 *         <Dialog.Content>
 *           <Dialog.Title>…</Dialog.Title>
 *           <Dialog.Description>…</Dialog.Description>
 *           <Dialog.Footer>…</Dialog.Footer>
 *           <Dialog.CloseTrigger />
 *         </Dialog.Content>
 *       </Dialog.Positioner>
 *     </Portal>
 *   </Dialog.Root>
 *
 * Content mounts on first open and unmounts on close (lazyMount + unmountOnExit).
 */
export const Dialog = {
  Root: withRootProvider(ArkDialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } }),
  RootProvider: withRootProvider(ArkDialog.RootProvider, { defaultProps: { lazyMount: true, unmountOnExit: true } }),
  Trigger: withContext(ArkDialog.Trigger, 'trigger'),
  Backdrop: withContext(ArkDialog.Backdrop, 'backdrop'),
  Positioner: withContext(ArkDialog.Positioner, 'positioner'),
  Content: withContext(ArkDialog.Content, 'content'),
  Title: withContext(ArkDialog.Title, 'title'),
  Description: withContext(ArkDialog.Description, 'description'),
  Body: withContext(ark.div, 'body'),
  Footer: withContext(ark.div, 'footer'),
  CloseTrigger,
  Context: ArkDialog.Context,
}

export type DialogRootProps = ComponentProps<typeof Dialog.Root>
export type DialogContentProps = ComponentProps<typeof Dialog.Content>
