import type { ComponentProps } from 'react'
import { dialog } from '#styled-system/recipes'
import { dialogParts } from './dialog-parts'

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
export const Dialog = dialogParts(dialog).parts

export type DialogRootProps = ComponentProps<typeof Dialog.Root>
export type DialogContentProps = ComponentProps<typeof Dialog.Content>
